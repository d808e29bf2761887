//! pony-binder's backup JSON: `{"app": "pony-binder", "version": 1, "profile": {"name": ..,
//! "cards": {"<pony-binder id>": {"q": 2, "w": false, "t": true}}}}`. IDs map to ponydeck
//! printings by [`card_id_from_pony_binder`](super::card_id_from_pony_binder).

use std::collections::HashMap;

use serde_json::Value;

use crate::card::CardIndex;

use super::import_batch::{BatchBuilder, report_progress, unknown_card};
use super::{ImportRow, card_id_from_pony_binder};

/// The line (from 1) where `"key"` first appears in the text, else 1.
fn line_of_key(text: &str, key: &str) -> usize {
    let quoted = format!("\"{key}\"");
    text.find(&quoted)
        .map_or(1, |at| text[..at].matches('\n').count() + 1)
}

/// The line (from 1) of the first appearance of every quoted string without escapes, in one
/// pass, so that large backups do not search the text once per card.
fn string_lines(text: &str) -> HashMap<&str, usize> {
    let mut lines = HashMap::new();
    let mut line = 1;
    let mut start: Option<usize> = None;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match (start, c) {
            (_, '\n') => line += 1,
            (Some(_), '\\') => escaped = !escaped,
            (Some(from), '"') if !escaped => {
                if let Some(s) = text.get(from + 1..at) {
                    lines.entry(s).or_insert(line);
                }
                start = None;
            }
            (None, '"') => start = Some(at),
            _ => escaped = false,
        }
        if c != '\\' {
            escaped = false;
        }
    }
    lines
}

/// JavaScript-like truthiness of a flag (pony-binder stores `w` and `t` as booleans).
fn flag(value: Option<&Value>, name: &str) -> Result<bool, String> {
    match value {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::Number(n)) => Ok(n.as_f64().is_some_and(|f| f != 0.0)),
        Some(Value::String(s)) => Ok(!s.is_empty()),
        Some(other) => Err(format!(
            "'{name}' is {}, not true or false",
            crate::limits::short(&other.to_string())
        )),
    }
}

fn quantity(value: Option<&Value>) -> Result<u32, String> {
    let bad = |v: &dyn std::fmt::Display| {
        format!(
            "'q' is {v}, not a whole number of copies from 0 to {}",
            crate::limits::MAX_COLLECTION_COUNT
        )
    };
    match value {
        None | Some(Value::Null) => Ok(0),
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|q| u32::try_from(q).ok())
            .filter(|q| *q <= crate::limits::MAX_COLLECTION_COUNT)
            .ok_or_else(|| bad(n)),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(0),
        Some(Value::String(s)) => s
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|q| *q <= crate::limits::MAX_COLLECTION_COUNT)
            .ok_or_else(|| bad(&format!("'{}'", crate::limits::short(s)))),
        Some(other) => Err(bad(other)),
    }
}

pub(crate) fn read(
    text: &str,
    lookup: &CardIndex,
    out: &mut BatchBuilder,
    progress: &mut dyn FnMut(usize, usize),
) {
    let text = text.trim_start_matches('\u{feff}');
    let root: Value = match serde_json::from_str(text) {
        Ok(root) => root,
        Err(e) => {
            return out.bad(
                e.line().max(1),
                format!("the file is not valid JSON ({e}); export a fresh backup from pony-binder"),
            );
        }
    };
    if let Some(app) = root.get("app")
        && app.as_str() != Some("pony-binder")
    {
        return out.bad(
            line_of_key(text, "app"),
            format!(
                "'app' is {}, not \"pony-binder\"; this is not a pony-binder backup",
                crate::limits::short(&app.to_string())
            ),
        );
    }
    if let Some(version) = root.get("version")
        && version.as_u64() != Some(1)
    {
        return out.bad(
            line_of_key(text, "version"),
            format!(
                "pony-binder backup version {} is not known; ponydeck reads version 1",
                crate::limits::short(&version.to_string())
            ),
        );
    }
    let Some(cards) = root
        .get("profile")
        .and_then(|p| p.get("cards"))
        .and_then(Value::as_object)
    else {
        return out.bad(
            1,
            "no profile.cards object; a pony-binder backup looks like {\"app\":\"pony-binder\",\"version\":1,\"profile\":{\"cards\":{...}}}",
        );
    };
    let lines = string_lines(text);
    let mut entries: Vec<(usize, &String, &Value)> = cards
        .iter()
        .map(|(key, entry)| (lines.get(key.as_str()).copied().unwrap_or(1), key, entry))
        .collect();
    entries.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
    let total = entries.len();
    for (done, (line, key, entry)) in entries.into_iter().enumerate() {
        report_progress(progress, done + 1, total);
        // A key is quoted short: a file may hold a key of megabytes.
        let shown = crate::limits::short(key);
        let Some(card_id) = card_id_from_pony_binder(key) else {
            out.bad(
                line,
                format!("'{shown}' is not a pony-binder card ID (they look like kctcgbpfwc01); remove the entry"),
            );
            continue;
        };
        if !entry.is_object() {
            out.bad(
                line,
                format!(
                    "the entry of {shown} is {}, not an object like {{\"q\":1,\"w\":false,\"t\":false}}",
                    crate::limits::short(&entry.to_string())
                ),
            );
            continue;
        }
        let fields = (
            quantity(entry.get("q")),
            flag(entry.get("w"), "w"),
            flag(entry.get("t"), "t"),
        );
        let (owned, wish, trade) = match fields {
            (Ok(q), Ok(w), Ok(t)) => (q, w, t),
            (Err(reason), ..) | (_, Err(reason), _) | (.., Err(reason)) => {
                out.bad(line, format!("{shown}: {reason}"));
                continue;
            }
        };
        if lookup.kayou_card(&card_id).is_none() {
            if owned == 0 && !wish && !trade {
                out.skip_empty_unknown();
            } else {
                let reason = unknown_card(&card_id, lookup, out.wants_suggestions());
                out.bad(line, format!("{shown} is {card_id}: {reason}"));
            }
            continue;
        }
        out.row(ImportRow {
            line,
            card_id,
            owned,
            wishlist: Some(u32::from(wish)),
            trade: Some(u32::from(trade)),
            notes: None,
        });
    }
}
