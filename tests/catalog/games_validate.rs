//! Deck validation of the other games' formats, table-driven, with real cards from the shipped
//! catalog: Lorcana Core, Infinity and Limited (Comprehensive Rules 1.10.1.1, 1.10.1.2,
//! 5.2.5.1) and the Palworld card game (総合ルール 6.1.1.1-6.1.1.3, 6.1.2).

use crate::common;

use std::path::PathBuf;

use ponydeck::card::{CardIndex, Game};
use ponydeck::catalog::Catalog;
use ponydeck::deck::{Section, parse_game_list, print_game_list};
use ponydeck::format::{Format, validate_game};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/games")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn index(catalog: &Catalog, game: Game) -> &CardIndex {
    catalog.game_index(game).unwrap()
}

/// Drops the first `n` card lines of a list (comments and headers kept).
fn without_lines(text: &str, n: usize) -> String {
    let mut dropped = 0;
    text.lines()
        .filter(|l| {
            let card = l.starts_with(|c: char| c.is_ascii_digit());
            if card && dropped < n {
                dropped += 1;
                return false;
            }
            true
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

struct Case {
    what: &'static str,
    format: Format,
    list: String,
    codes: &'static [&'static str],
    /// A rule number every violation of the first code cites.
    rule: Option<&'static str>,
}

fn check(game: Game, cases: Vec<Case>) {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, game);
    for case in cases {
        let parsed = parse_game_list(&case.list, cards, &case.format)
            .unwrap_or_else(|e| panic!("{}: {e:?}", case.what));
        let result = validate_game(&parsed.deck, cards, &case.format);
        assert_eq!(result.codes(), case.codes, "{}: {:#?}", case.what, result);
        assert_eq!(result.legal, case.codes.is_empty(), "{}", case.what);
        if let (Some(rule), Some(first)) = (case.rule, result.violations.first()) {
            assert!(
                first.rule.contains(rule),
                "{}: {} cites {}",
                case.what,
                first.code,
                first.rule
            );
        }
    }
}

#[test]
fn lorcana_formats_check_size_inks_copies_legality_and_bans() {
    let core = fixture("lorcana_core_amber_steel.txt");
    let cases = vec![
        Case {
            what: "60 cards of two inks, 4 of each full name, all from Core sets",
            format: Format::lorcana_core(),
            list: core.clone(),
            codes: &[],
            rule: None,
        },
        Case {
            what: "a 61st card is fine: there is no maximum deck size (1.10.1.1)",
            format: Format::lorcana_core(),
            list: format!("{core}1 Lilo & Stitch - Fun-Loving Friends\n"),
            codes: &[],
            rule: None,
        },
        Case {
            what: "56 cards are too few for Constructed (1.10.1.1)",
            format: Format::lorcana_core(),
            list: without_lines(&core, 1),
            codes: &["deck-size"],
            rule: Some("1.10.1.1"),
        },
        Case {
            what: "a dual-ink Amber/Amethyst card brings a third ink (5.2.5.1)",
            format: Format::lorcana_core(),
            list: format!("{core}1 Pocahontas & Meeko - Adventurous Friends\n"),
            codes: &["ink-count"],
            rule: Some("5.2.5.1"),
        },
        Case {
            what: "five Elsa - Snow Queen across two printings break the 4 per full name",
            format: Format::lorcana_core(),
            list: format!(
                "{}2 1-041\n3 9-053 Elsa - Snow Queen\n",
                without_lines(&core, 1)
            ),
            codes: &["copy-limit", "ink-count"],
            rule: Some("1.10.1.1"),
        },
        Case {
            what: "a set 3 card is not in Core, but is in Infinity",
            format: Format::lorcana_core(),
            list: format!(
                "{}4 Dalmatian Puppy - Tail Wagger\n",
                without_lines(&core, 1)
            ),
            codes: &["not-in-format"],
            rule: Some("1.3.1.1"),
        },
        Case {
            what: "Dalmatian Puppy - Tail Wagger allows up to 99 copies by its own text",
            format: Format::lorcana_infinity(),
            list: format!(
                "{}20 Dalmatian Puppy - Tail Wagger\n",
                without_lines(&core, 5)
            ),
            codes: &[],
            rule: None,
        },
        Case {
            what: "The Glass Slipper allows only 2 copies by its own text",
            format: Format::lorcana_infinity(),
            list: format!(
                "{}3 The Glass Slipper\n1 Pluto - Determined Defender\n",
                without_lines(&core, 1)
            ),
            codes: &["copy-limit"],
            rule: Some("1.10.1.1"),
        },
        Case {
            what: "Hiram Flaversham - Toymaker is banned in Infinity (and a third ink)",
            format: Format::lorcana_infinity(),
            list: format!("{core}1 2-149\n"),
            codes: &["ink-count", "banned"],
            rule: None,
        },
        Case {
            what: "Fortisphere is banned in Core: reported as banned, not twice",
            format: Format::lorcana_core(),
            list: format!("{core}1 Fortisphere\n"),
            codes: &["banned"],
            rule: None,
        },
        Case {
            what: "Draft takes 35 cards of any inks and any number of copies (1.10.1.2)",
            format: Format::lorcana_draft(),
            list: "8 Elsa - Snow Queen\n20 Pongo - Determined Father\n7 2-149\n".into(),
            codes: &[],
            rule: None,
        },
        Case {
            what: "Sealed needs 40 (1.10.1.2)",
            format: Format::lorcana_sealed(),
            list: "8 Elsa - Snow Queen\n20 Pongo - Determined Father\n11 2-149\n".into(),
            codes: &["deck-size"],
            rule: Some("1.10.1.2"),
        },
    ];
    check(Game::Lorcana, cases);
}

#[test]
fn palworld_checks_the_main_deck_the_lucky_cards_and_the_soul_deck() {
    let red = fixture("palworld_red.txt");
    let main_only = red.replace("Soul Deck:\n10 ESOUL-001 Soul\n", "");
    let cases = vec![
        Case {
            what: "50 cards, 4 per name, 6 Lucky, 10 Souls",
            format: Format::palworld(),
            list: red.clone(),
            codes: &[],
            rule: None,
        },
        Case {
            what: "46 cards are not exactly 50 (6.1.1.1)",
            format: Format::palworld(),
            list: without_lines(&red, 1),
            codes: &["deck-size"],
            rule: Some("6.1.1.1"),
        },
        Case {
            what: "a parallel printing counts with its card name (6.1.1.2)",
            format: Format::palworld(),
            list: red
                .replace("4 EBP01-003 Gobfin", "3 EBP01-003 Gobfin")
                .replace("4 EBP01-005 Reptyro", "3 EBP01-005 Reptyro")
                .replace("Soul Deck:", "2 EBP01-003SR\nSoul Deck:"),
            codes: &["copy-limit"],
            rule: Some("6.1.1.2"),
        },
        Case {
            what: "nine Lucky-icon cards are one too many (6.1.1.3)",
            format: Format::palworld(),
            list: red
                .replace(
                    "4 EBP01-015 Mounted Machine Gun",
                    "1 EBP01-015 Mounted Machine Gun",
                )
                .replace(
                    "Soul Deck:",
                    "3 EBP01-010 Ragnahawk – Emberwing Striker\nSoul Deck:",
                ),
            codes: &["lucky-limit"],
            rule: Some("6.1.1.3"),
        },
        Case {
            what: "no Soul deck (6.1.2: as many Souls as the Soul limit, 10)",
            format: Format::palworld(),
            list: main_only.clone(),
            codes: &["soul-deck-size"],
            rule: Some("6.1.2"),
        },
        Case {
            what: "any Soul printing counts, and eleven are too many",
            format: Format::palworld(),
            list: format!("{main_only}Soul Deck:\n10 ESOUL-001\n1 Soul (ESOUL-002)\n"),
            codes: &["soul-deck-size"],
            rule: Some("6.1.2"),
        },
        Case {
            what: "the list as published in Japan (BP01-003, SOUL-001) reads as the catalog's numbers",
            format: Format::palworld(),
            list: red
                .replace("EBP01-", "BP01-")
                .replace("ESOUL-001", "SOUL-001"),
            codes: &[],
            rule: None,
        },
        Case {
            what: "Beegarde's own text allows any number of copies (6.1.3)",
            format: Format::palworld(),
            list: red
                .replace("4 EBP01-015 Mounted Machine Gun\n", "")
                .replace(
                    "4 EBP01-014 Blazehowl – Hellflame Defender",
                    "8 EBP01-061 Beegarde – Knight of the Flower Garden",
                ),
            codes: &[],
            rule: None,
        },
        Case {
            what: "two colours are allowed (official Q&A #17, beside 6.1)",
            format: Format::palworld(),
            list: red.replace(
                "4 EBP01-014 Blazehowl – Hellflame Defender",
                "4 EBP01-026 Relaxaurus – Hungry Gunner",
            ),
            codes: &[],
            rule: None,
        },
        Case {
            what: "three colours are one too many (official Q&A #17: two colours plus colourless)",
            format: Format::palworld(),
            list: red
                .replace(
                    "4 EBP01-014 Blazehowl – Hellflame Defender",
                    "4 EBP01-026 Relaxaurus – Hungry Gunner",
                )
                .replace(
                    "4 EBP01-013 Pyrin – Cinder Steed",
                    "4 EBP01-051 Petallia – Sweet Blessings",
                ),
            codes: &["colour-count"],
            rule: Some("6.1, official Q&A #17"),
        },
    ];
    check(Game::Palworld, cases);
}

#[test]
fn lorcana_names_read_with_any_apostrophe_dash_or_dreamborn_comma() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Lorcana);
    let format = Format::lorcana_core();
    let list = "4 Flotsam - Ursula's Spy\n4 Flotsam – Ursula’s Spy\n4x Flotsam, Ursula's Spy\n4 flotsam — ursula’s spy *E*\n";
    let deck = parse_game_list(list, cards, &format).unwrap().deck;
    assert_eq!(deck.count(Section::Main), 16);
    assert_eq!(deck.section(Section::Main).len(), 1, "one printing, merged");
    let printed = print_game_list(&deck, cards, &format);
    assert_eq!(printed, "16 Flotsam - Ursula’s Spy\n");
}

#[test]
fn an_unknown_card_names_the_line_and_suggests_the_closest_names() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Lorcana);
    let errors = parse_game_list(
        "4 Elsa - Snow Queen\n2 Elsa - Snow Quen\n",
        cards,
        &Format::lorcana_core(),
    )
    .unwrap_err();
    assert_eq!(errors.len(), 1);
    let message = errors[0].to_string();
    assert!(message.starts_with("line 2:"), "{message}");
    assert!(message.contains("Elsa - Snow Queen (1-041)"), "{message}");
}

#[test]
fn a_palworld_list_printed_and_read_again_is_the_same_deck() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Palworld);
    let format = Format::palworld();
    let deck = parse_game_list(&fixture("palworld_red.txt"), cards, &format)
        .unwrap()
        .deck;
    let again = parse_game_list(&print_game_list(&deck, cards, &format), cards, &format)
        .unwrap()
        .deck;
    assert_eq!(deck, again);
}

#[test]
fn a_dreamborn_export_reads_every_line_by_full_name() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Lorcana);
    let format = Format::lorcana_infinity();
    let deck = parse_game_list(&fixture("lorcana_dreamborn_export.txt"), cards, &format)
        .unwrap()
        .deck;
    assert_eq!(deck.count(Section::Main), 22);
    let names: Vec<String> = deck
        .section(Section::Main)
        .iter()
        .map(|e| cards.printing(&e.card_id).unwrap().name.clone())
        .collect();
    assert_eq!(names[0], "Elsa - Spirit of Winter");
    assert_eq!(names[6], "Merlin - Goat");
}

#[test]
fn the_palworld_wikis_share_code_reads_as_the_main_deck_and_prints_back() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Palworld);
    let format = Format::palworld();
    let text = fixture("palworld_wiki_share.txt");
    let deck = parse_game_list(&text, cards, &format).unwrap().deck;
    assert_eq!(deck.count(Section::Main), 50);
    let code = ponydeck::deck::print_share_code(&deck, Section::Main);
    assert_eq!(Some(code.as_str()), text.lines().last());
    // The same deck as the red list without its Souls.
    let red = parse_game_list(&fixture("palworld_red.txt"), cards, &format)
        .unwrap()
        .deck;
    assert_eq!(ponydeck::deck::print_share_code(&red, Section::Main), code);
}

#[test]
fn lorcana_stats_count_a_dual_ink_card_under_both_inks_and_the_inkable_share() {
    let catalog = Catalog::open(&common::catalog_path()).unwrap();
    let cards = index(&catalog, Game::Lorcana);
    let list = "4 Lilo & Stitch - Fun-Loving Friends\n4 Pongo - Determined Father\n";
    let deck = parse_game_list(list, cards, &Format::lorcana_core())
        .unwrap()
        .deck;
    let stats = ponydeck::stats::deck_stats(&deck, cards, Section::Main);
    assert_eq!(stats.main_cards, 8);
    let ponydeck::stats::Spread::Inks {
        ink_curves,
        inkable: inkable_cards,
    } = &stats.spread
    else {
        panic!("a Lorcana deck's spread is its inks: {:?}", stats.spread);
    };
    let inks: Vec<&str> = ink_curves.iter().map(|c| c.ink.as_str()).collect();
    assert_eq!(inks, ["Amber", "Steel"]);
    let amber: u32 = ink_curves[0].curve.iter().map(|b| b.cards).sum();
    let steel: u32 = ink_curves[1].curve.iter().map(|b| b.cards).sum();
    assert_eq!((amber, steel), (8, 4), "Lilo & Stitch is Amber and Steel");
    let inkable = cards
        .named("Pongo - Determined Father")
        .first()
        .and_then(|c| c.lorcana())
        .map(|d| d.inkable)
        .unwrap();
    let expected = 4 * u32::from(inkable)
        + 4 * u32::from(
            cards.named("Lilo & Stitch - Fun-Loving Friends")[0]
                .lorcana()
                .unwrap()
                .inkable,
        );
    assert_eq!(*inkable_cards, expected);
}

mod bad_input {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    /// The two games' cards, loaded once for every case.
    fn games() -> &'static (CardIndex, CardIndex) {
        static GAMES: OnceLock<(CardIndex, CardIndex)> = OnceLock::new();
        GAMES.get_or_init(|| {
            let catalog = Catalog::open(&common::catalog_path()).unwrap();
            (
                catalog.game_index(Game::Lorcana).unwrap().clone(),
                catalog.game_index(Game::Palworld).unwrap().clone(),
            )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any text is read or refused line by line; nothing panics or hangs.
        #[test]
        fn any_text_is_read_or_refused_without_panicking(text in "\\PC{0,300}") {
            let (lorcana, palworld) = games();
            for (cards, format) in [(lorcana, Format::lorcana_core()), (palworld, Format::palworld())] {
                if let Ok(parsed) = parse_game_list(&text, cards, &format) {
                    let verdict = validate_game(&parsed.deck, cards, &format);
                    prop_assert_eq!(verdict.legal, verdict.violations.is_empty());
                }
            }
        }

        /// Card lines built from real pieces and noise.
        #[test]
        fn card_like_lines_never_panic(count in "[0-9x ]{0,6}", name in "[A-Za-z0-9 ,'’–—\\-()*E]{0,40}") {
            let (lorcana, _) = games();
            let read = parse_game_list(&format!("{count}{name}\n"), lorcana, &Format::lorcana_core());
            prop_assert!(read.is_ok() || read.is_err());
        }
    }
}
