//! Plain-word descriptions of lane actions and sandbox actions, for logs, buttons and tooltips:
//! which lane, what will happen ("Lane 2: Promote to Stage II"), which card goes where. Used by
//! [`Game::describe`](super::Game::describe).

use super::{
    CardHandle, CardTable, DeckKind, Duration, GameState, LaneChoice, SandboxAction, TapTarget,
    Token, Zone,
};

const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

fn roman(stage_index: usize) -> &'static str {
    ROMAN.get(stage_index).copied().unwrap_or("?")
}

fn card(table: &CardTable, handle: CardHandle) -> String {
    format!("{} {}", table.card_id(handle), table.name(handle))
}

/// 404.3-404.4: the lane being resolved and what the choice will do there.
pub(crate) fn describe_lane(state: &GameState, choice: LaneChoice) -> String {
    let Some(slot) = state.current_lane() else {
        return "No lane left to resolve".into();
    };
    let lane = slot + 1;
    let next = usize::from(state.you.story_position);
    let promote = if next + 1 >= 4 {
        format!("Lane {lane}: Promote to Stage {} and win", roman(next))
    } else {
        format!("Lane {lane}: Promote to Stage {}", roman(next))
    };
    let intervene = match state.lowest_rival_plan() {
        Some(i) => format!(
            "Lane {lane}: Intervene: remove the rival's Plan on Stage {}",
            roman(i)
        ),
        None => format!("Lane {lane}: Intervene (the rival has no Plan left)"),
    };
    match choice {
        LaneChoice::Auto if state.lane_contested() => {
            let rival = state
                .rival
                .adventure
                .get(slot)
                .copied()
                .flatten()
                .map_or(0, |r| r.inspiration);
            format!(
                "Lane {lane}: Contact against the rival's Inspiration {rival} (the lower retires)"
            )
        }
        LaneChoice::Auto if state.can_promote() => promote,
        LaneChoice::Auto if state.lowest_rival_plan().is_some() => intervene,
        LaneChoice::Auto => format!("Lane {lane}: nothing to do, pass"),
        LaneChoice::Promote => promote,
        LaneChoice::Intervene => intervene,
        LaneChoice::Pass => format!("Lane {lane}: Pass (take no action)"),
    }
}

fn zone(to: Zone) -> String {
    match to {
        Zone::MainDeckTop => "the top of the Main Deck".into(),
        Zone::MainDeckBottom => "the bottom of the Main Deck".into(),
        Zone::SceneDeckTop => "the top of the Scene Deck".into(),
        Zone::SceneDeckBottom => "the bottom of the Scene Deck".into(),
        Zone::Hand => "the hand".into(),
        Zone::SceneArea => "the Scene Area".into(),
        Zone::Character(slot) => format!("Adventure slot {}", slot + 1),
        Zone::Item(slot) => format!("the Character in slot {} (as an Item)", slot + 1),
        Zone::Plan(stage) => format!("a Plan on Story {}", roman(usize::from(stage))),
        Zone::Retirement => "the Retirement Area".into(),
        Zone::Settlement => "the Settlement Area".into(),
        Zone::StoryArea => "the Story Area".into(),
    }
}

fn token(token: Token) -> String {
    match token {
        Token::Treat => "a Treat".into(),
        Token::Present(present) => format!("the {present:?} Present"),
    }
}

/// A sandbox action in plain words ("Sandbox: move BP01-C04 Fluttershy to the Retirement Area").
pub(crate) fn describe_sandbox(table: &CardTable, action: SandboxAction) -> String {
    let text = match action {
        SandboxAction::Draw { count } => format!("draw {count}"),
        SandboxAction::Discard { card: c } => format!("discard {}", card(table, c)),
        SandboxAction::Move { card: c, to } => format!("move {} to {}", card(table, c), zone(to)),
        SandboxAction::LookAtTop { deck, count } => {
            format!("look at the top {count} of the {}", deck_name(deck))
        }
        SandboxAction::Shuffle { deck } => format!("shuffle the {}", deck_name(deck)),
        SandboxAction::SetTapped { target, tapped } => {
            let what = match target {
                TapTarget::Scene(i) => format!("Scene {}", i + 1),
                TapTarget::Character(slot) => format!("the Character in slot {}", slot + 1),
                TapTarget::MainCharacter => "the Main Character".into(),
            };
            format!("{} {what}", if tapped { "tap" } else { "untap" })
        }
        SandboxAction::FlipScene { scene } => format!("flip Scene {}", scene + 1),
        SandboxAction::ChangeInspiration {
            slot,
            delta,
            duration,
        } => format!(
            "{delta:+} Inspiration to the Character in slot {} {}",
            slot + 1,
            match duration {
                Duration::Contact => "for this Contact",
                Duration::Turn => "this turn",
                Duration::Permanent => "while it stays",
            }
        ),
        SandboxAction::GiveToken { slot, token: t } => {
            format!("give {} to the Character in slot {}", token(t), slot + 1)
        }
        SandboxAction::RemoveToken { slot, token: t } => {
            format!(
                "remove {} from the Character in slot {}",
                token(t),
                slot + 1
            )
        }
        SandboxAction::UnwrapPresent { slot, present } => format!(
            "unwrap the {present:?} Present on the Character in slot {}",
            slot + 1
        ),
        SandboxAction::RevealPlan { stage } => {
            format!("reveal the Plan on Story {}", roman(usize::from(stage)))
        }
        SandboxAction::PlaceSparring { lane, inspiration } => format!(
            "place a rival Sparring Character with Inspiration {inspiration} in lane {}",
            lane + 1
        ),
        SandboxAction::RemoveSparring { lane } => {
            format!("remove the rival's Sparring Character in lane {}", lane + 1)
        }
        SandboxAction::RivalIntervenes => "the rival Intervenes your lowest Plan".to_string(),
    };
    format!("Sandbox: {text}")
}

fn deck_name(deck: DeckKind) -> &'static str {
    match deck {
        DeckKind::Main => "Main Deck",
        DeckKind::Scene => "Scene Deck",
    }
}
