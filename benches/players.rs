//! Whether the built-in players' numbers mean something, over the six SD01 starters under
//! rules 2.0.0 (docs/players.md records the figures):
//! - the strong player's matchup table at budget B and 2B: Spearman of the decks' row means,
//!   and how often 2B beats B in mirror games (the headroom left);
//! - the bulk player's (`fast`) table against the strong player's: Spearman of the row means,
//!   favourites that agree (of 15 pairings), mean absolute cell difference in points;
//! - strong against fast, fast against random (share of games won);
//! - the play audit of each player (faults per play of that kind);
//! - games per second of each player on one thread, as a ratio to the passive goldfish of the
//!   same run, and the strong player's playouts per game.
//!
//! Run: `cargo bench --no-default-features --bench players`. Knobs (environment):
//! `PLAYERS_GAMES` games a pairing for the tables (default 100), `PLAYERS_BUDGET` the strong
//! player's budget B (default the player's own), `PLAYERS_THREADS` (default all cores; the
//! results do not depend on it), `PLAYERS_SEED` (default 2026).

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

use ponydeck::catalog::Catalog;
use ponydeck::deck::starters;
use ponydeck::engine::{Game, GameConfig, GameDeck};
use ponydeck::format::RulesVersion;
use ponydeck::sim::{
    Audited, DuelReport, DuelSettings, GoldfishPolicy, MatchupPlan, MatchupSettings, MatchupTable,
    PlayAudit, PlayerKind, SEARCH_DEFAULT_BUDGET, game_seed, play_duel, simulate_duel,
};

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

const TURN_CAP: u16 = 100;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
    let cards = catalog.index();
    let decks: Vec<(String, GameDeck)> = starters()
        .iter()
        .map(|s| {
            (
                s.code.clone(),
                GameDeck::from_deck(&s.deck, cards).expect("a starter"),
            )
        })
        .collect();
    let games = env_u64("PLAYERS_GAMES", 100);
    let budget = u32::try_from(env_u64("PLAYERS_BUDGET", u64::from(SEARCH_DEFAULT_BUDGET)))
        .unwrap_or(SEARCH_DEFAULT_BUDGET);
    let threads = usize::try_from(env_u64(
        "PLAYERS_THREADS",
        std::thread::available_parallelism().map_or(1, |n| n.get() as u64),
    ))
    .unwrap_or(1);
    let seed = env_u64("PLAYERS_SEED", 2026);
    let strong = PlayerKind::Search { budget };
    let stronger = PlayerKind::Search { budget: budget * 2 };
    println!(
        "players bench: six starters, rules 2.0.0, {games} games a pairing, B = {budget}, seed {seed}, {threads} threads, turn cap {TURN_CAP}"
    );

    // Speed on one thread, against the passive goldfish of the same run.
    let config = GameConfig {
        rules: RulesVersion::V2_0_0,
        first_player: true,
        rival_plans: 4,
        shuffle: true,
    };
    let goldfish_rate = {
        let mut policy = GoldfishPolicy::new();
        let start = Instant::now();
        let mut n = 0u64;
        for (_, deck) in &decks {
            let mut game = Game::new(deck, cards, config, 0).expect("game");
            game.set_recording(false);
            for g in 0..2_000 {
                policy.play(&mut game, game_seed(seed, g), 40);
                n += 1;
            }
        }
        n as f64 / start.elapsed().as_secs_f64()
    };
    let duel_rate = |you: PlayerKind, rival: PlayerKind, n: u64| -> (f64, u64) {
        let mut template =
            Game::new_two_player(&decks[0].1, &decks[1].1, cards, config, 0).expect("game");
        template.set_recording(false);
        let mut a = you.build(0);
        let mut b = rival.build(0);
        let mut events = Vec::new();
        let start = Instant::now();
        let mut actions = 0u64;
        for g in 0..n {
            play_duel(
                &mut template,
                game_seed(seed, g),
                TURN_CAP,
                a.as_mut(),
                b.as_mut(),
                &mut events,
            );
            actions += template.state().turn() as u64;
        }
        (n as f64 / start.elapsed().as_secs_f64(), actions)
    };
    let (fast_rate, _) = duel_rate(PlayerKind::Fast, PlayerKind::Fast, 5_000);
    let (random_rate, _) = duel_rate(PlayerKind::Random, PlayerKind::Random, 5_000);
    let (strong_rate, _) = duel_rate(strong, strong, 20);
    println!("speed, one thread (games/s; ratio to the passive goldfish of this run):");
    println!("  passive goldfish (fast)   {goldfish_rate:>10.0}");
    println!(
        "  fast vs fast              {fast_rate:>10.0}  ratio {:.3} (goal >= 0.08)",
        fast_rate / goldfish_rate
    );
    println!(
        "  random vs random          {random_rate:>10.0}  ratio {:.3}",
        random_rate / goldfish_rate
    );
    println!(
        "  {strong} vs {strong}   {strong_rate:>10.2}  ratio {:.6}; {:.1} ms a game",
        strong_rate / goldfish_rate,
        1000.0 / strong_rate
    );

    // The tables.
    let table = |player: PlayerKind| -> (MatchupTable, f64) {
        let settings = MatchupSettings {
            games,
            seed,
            rules: RulesVersion::V2_0_0,
            turn_cap: TURN_CAP,
            threads,
            you: player,
            rival: player,
        };
        let plan = MatchupPlan::new(&decks, cards, settings).expect("plan");
        let start = Instant::now();
        let table = plan
            .run(&AtomicU64::new(0), &AtomicBool::new(false))
            .expect("not cancelled");
        (table, start.elapsed().as_secs_f64())
    };
    let (fast_table, fast_s) = table(PlayerKind::Fast);
    print_table("fast", &fast_table, fast_s);
    let (strong_table, strong_s) = table(strong);
    print_table(&strong.to_string(), &strong_table, strong_s);
    let (stronger_table, stronger_s) = table(stronger);
    print_table(&stronger.to_string(), &stronger_table, stronger_s);
    // Cheaper budgets of the strong player: the trusted default for tables when fast does
    // not agree well enough (`PLAYERS_CHEAP`, a comma list; default B/4).
    let cheap: Vec<u32> = std::env::var("PLAYERS_CHEAP")
        .ok()
        .map(|v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![(budget / 4).max(1)]);
    let mut cheap_tables = Vec::new();
    for b in cheap {
        let player = PlayerKind::Search { budget: b };
        let (t, secs) = table(player);
        print_table(&player.to_string(), &t, secs);
        cheap_tables.push((player, t, secs));
    }
    println!("agreement:");
    compare(
        &format!("{strong} vs {stronger}"),
        &strong_table,
        &stronger_table,
        0.9,
    );
    compare(
        &format!("fast vs {strong}"),
        &fast_table,
        &strong_table,
        0.8,
    );
    compare(
        &format!("fast vs {stronger}"),
        &fast_table,
        &stronger_table,
        0.8,
    );
    for (player, t, secs) in &cheap_tables {
        compare(&format!("{player} vs {strong}"), t, &strong_table, 0.8);
        compare(&format!("{player} vs {stronger}"), t, &stronger_table, 0.8);
        println!(
            "    {player}: {secs:.1} s for the table, {:.0}x the fast table's time",
            secs / fast_s.max(1e-3)
        );
    }

    // Head to head, every ordered pairing of decks (mirrors too), seats alternating.
    let head_to_head = |you: PlayerKind, rival: PlayerKind, per_pairing: u64| -> DuelReport {
        let mut total = DuelReport::default();
        for (i, (_, a)) in decks.iter().enumerate() {
            for (j, (_, b)) in decks.iter().enumerate() {
                let template = Game::new_two_player(a, b, cards, config, 0).expect("game");
                let report = simulate_duel(
                    &template,
                    DuelSettings {
                        games: per_pairing,
                        seed: seed ^ (i as u64 * 7 + j as u64),
                        turn_cap: TURN_CAP,
                        threads,
                        alternate: true,
                        you,
                        rival,
                    },
                );
                total.merge(&report);
            }
        }
        total
    };
    let per_pairing = (games / 4).max(10);
    println!(
        "head to head ({per_pairing} games each of the 36 ordered pairings, seats alternating):"
    );
    for (you, rival, goal) in [
        (strong, PlayerKind::Fast, ">= 90%"),
        (PlayerKind::Fast, PlayerKind::Random, ">= 99%"),
    ] {
        let r = head_to_head(you, rival, per_pairing);
        let (lo, hi) = r.interval();
        println!(
            "  {you} beats {rival}: {:.1}% of {} games (95% {:.1}-{:.1}%; {} drawn; goal {goal})",
            100.0 * r.win_rate(),
            r.games,
            100.0 * lo,
            100.0 * hi,
            r.draws
        );
    }
    // Mirror games: the same deck on both sides, 2B against B.
    let mut mirror = DuelReport::default();
    for (_, deck) in &decks {
        let template = Game::new_two_player(deck, deck, cards, config, 0).expect("game");
        mirror.merge(&simulate_duel(
            &template,
            DuelSettings {
                games: per_pairing,
                seed,
                turn_cap: TURN_CAP,
                threads,
                alternate: true,
                you: stronger,
                rival: strong,
            },
        ));
    }
    let (lo, hi) = mirror.interval();
    println!(
        "  {stronger} beats {strong} in mirror games: {:.1}% of {} (95% {:.1}-{:.1}%): the headroom left",
        100.0 * mirror.win_rate(),
        mirror.games,
        100.0 * lo,
        100.0 * hi
    );
    let mirrors_drawn = [&fast_table, &strong_table, &stronger_table]
        .iter()
        .map(|t| {
            let (mut capped, mut n) = (0, 0);
            for row in &t.cells {
                for cell in row.iter().flatten() {
                    capped += cell.ends.turn_cap;
                    n += cell.games;
                }
            }
            100.0 * capped as f64 / n.max(1) as f64
        })
        .collect::<Vec<_>>();
    println!(
        "games reaching the turn cap {TURN_CAP}: fast {:.2}%, {strong} {:.2}%, {stronger} {:.2}% (goal < 1% for the strong player)",
        mirrors_drawn[0], mirrors_drawn[1], mirrors_drawn[2]
    );

    // The play audit.
    println!("play audit (faults / plays of the kind; goal < 3% each):");
    for player in [PlayerKind::Fast, strong, PlayerKind::Random] {
        let audit = audit_games(&decks, cards, config, player, per_pairing.min(40), seed);
        let pct = |a: u64, n: u64| {
            if n == 0 {
                "no plays".to_string()
            } else {
                format!("{:.1}% of {n}", 100.0 * a as f64 / n as f64)
            }
        };
        println!(
            "  {player:<12} Item over an as-good Item {}; idle Event {}; idle ability {}; Character into a lost lane {}",
            pct(audit.items_over_better, audit.items),
            pct(audit.events_idle, audit.events),
            pct(audit.abilities_idle, audit.abilities),
            pct(audit.characters_lost, audit.characters),
        );
    }
}

/// `player` on one side against fast on the other, every ordered pairing of decks, the
/// player's plays audited.
fn audit_games(
    decks: &[(String, GameDeck)],
    cards: &ponydeck::card::CardIndex,
    config: GameConfig,
    player: PlayerKind,
    per_pairing: u64,
    seed: u64,
) -> PlayAudit {
    let mut total = PlayAudit::default();
    let mut audited = Audited::new(player.build(0));
    let mut fast = PlayerKind::Fast.build(0);
    let mut events = Vec::new();
    for (i, (_, a)) in decks.iter().enumerate() {
        for (j, (_, b)) in decks.iter().enumerate() {
            let mut game = Game::new_two_player(a, b, cards, config, 0).expect("game");
            game.set_recording(false);
            for g in 0..per_pairing {
                let mut c = config;
                c.first_player = g % 2 == 0;
                game.set_config(c);
                play_duel(
                    &mut game,
                    game_seed(seed ^ (i as u64 * 7 + j as u64), g),
                    TURN_CAP,
                    &mut audited,
                    fast.as_mut(),
                    &mut events,
                );
            }
        }
    }
    total.merge(&audited.audit);
    total
}

fn print_table(name: &str, table: &MatchupTable, seconds: f64) {
    println!("{name} table (row deck's win rate, draws half; {seconds:.1} s):");
    let mut header = String::from("         ");
    for n in &table.names {
        header.push_str(&format!("{n:>8}"));
    }
    println!("{header}    mean");
    for (i, n) in table.names.iter().enumerate() {
        let mut line = format!("  {n:<7}");
        for cell in &table.cells[i] {
            match cell {
                Some(r) => line.push_str(&format!("{:>7.1}%", 100.0 * r.win_rate())),
                None => line.push_str(&format!("{:>8}", "-")),
            }
        }
        line.push_str(&format!("  {:>5.1}%", 100.0 * table.row_mean(i)));
        println!("{line}");
    }
}

/// Spearman's rank correlation of two lists (average ranks for ties).
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let ranks = |v: &[f64]| -> Vec<f64> {
        let mut order: Vec<usize> = (0..v.len()).collect();
        order.sort_by(|&i, &j| v[i].total_cmp(&v[j]));
        let mut r = vec![0.0; v.len()];
        let mut k = 0;
        while k < order.len() {
            let mut end = k;
            while end + 1 < order.len() && v[order[end + 1]] == v[order[k]] {
                end += 1;
            }
            let rank = (k + end) as f64 / 2.0;
            for &i in &order[k..=end] {
                r[i] = rank;
            }
            k = end + 1;
        }
        r
    };
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    if va == 0.0 || vb == 0.0 {
        0.0
    } else {
        cov / (va * vb).sqrt()
    }
}

fn compare(what: &str, a: &MatchupTable, b: &MatchupTable, goal: f64) {
    let n = a.names.len();
    let means_a: Vec<f64> = (0..n).map(|i| a.row_mean(i)).collect();
    let means_b: Vec<f64> = (0..n).map(|i| b.row_mean(i)).collect();
    let rho = spearman(&means_a, &means_b);
    let (mut agree, mut pairs, mut diff, mut cells) = (0, 0, 0.0, 0);
    // What two tables of the same player would differ by from sampling alone: the mean of
    // E|X - Y| = sqrt(2/pi) * sd(X - Y) over the cells.
    let mut noise = 0.0;
    for i in 0..n {
        for j in 0..n {
            let (Some(x), Some(y)) = (&a.cells[i][j], &b.cells[i][j]) else {
                continue;
            };
            diff += (x.win_rate() - y.win_rate()).abs();
            let var = |r: &ponydeck::sim::DuelReport| {
                let p = r.win_rate();
                p * (1.0 - p) / r.games.max(1) as f64
            };
            noise += (2.0 / std::f64::consts::PI).sqrt() * (var(x) + var(y)).sqrt();
            cells += 1;
            if i < j {
                pairs += 1;
                if (x.win_rate() > 0.5) == (y.win_rate() > 0.5) {
                    agree += 1;
                }
            }
        }
    }
    println!(
        "  {what}: Spearman of row means {rho:.2} (goal >= {goal}), favourite agrees in {agree} of {pairs} (goal >= 12), mean absolute cell difference {:.1} points (goal <= 5; sampling noise alone gives about {:.1} at these game counts)",
        100.0 * diff / f64::from(cells.max(1)),
        100.0 * noise / f64::from(cells.max(1))
    );
}
