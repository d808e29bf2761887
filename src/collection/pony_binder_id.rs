//! pony-binder's card IDs (`kctcgbpfwc01`, `kctcgbpnnxer01a2`) and the ponydeck printing each
//! names. The scheme, read from pony-binder's card list `data/catalog.json` (see
//! `docs/collection-formats.md` and `assets/catalog/SOURCES.md` §2):
//!
//! `kctcg` + set tag (`bpfw` BP01, `bpd` BP02, `bpnn` BP03) + `x` for a shining printing
//! (+ the set code again on BP03 shining RR: `kctcgbpnnxbp03rr01`) + rarity + two digits +
//! art variant (`d`/`n` day and night, `a`..`c2` BP03 Scenes). The Scenes (ER) sold in BP01
//! boosters carry SD01 numbers: `kctcgbpfwer07` is SD01-ER07 and `kctcgbpfwxer01d` is
//! ※SD01-ER01D.

use crate::card::CardId;

/// pony-binder's set tags and the set codes they stand for.
const SET_TAGS: [(&str, &str); 3] = [("bpfw", "BP01"), ("bpnn", "BP03"), ("bpd", "BP02")];

/// pony-binder's rarity codes.
const RARITIES: [&str; 8] = ["c", "u", "sr", "spr", "er", "gr", "cr", "rr"];

/// The ponydeck printing a pony-binder card ID names, or `None` when the text does not follow
/// pony-binder's scheme. The printing may still be missing from ponydeck's catalog.
pub fn card_id_from_pony_binder(pony_binder_id: &str) -> Option<CardId> {
    let lower = pony_binder_id.trim().to_ascii_lowercase();
    let rest = lower.strip_prefix("kctcg")?;
    let (set, rest) = SET_TAGS
        .iter()
        .find_map(|(tag, set)| rest.strip_prefix(tag).map(|r| (*set, r)))?;
    let (shining, rest) = match rest.strip_prefix('x') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let rest = rest
        .strip_prefix(set.to_ascii_lowercase().as_str())
        .unwrap_or(rest);
    let letters = rest.chars().take_while(char::is_ascii_alphabetic).count();
    let rarity = rest.get(..letters)?;
    if !RARITIES.contains(&rarity) {
        return None;
    }
    let after = rest.get(letters..)?;
    let digit_count = after.chars().take_while(char::is_ascii_digit).count();
    if digit_count == 0 {
        return None;
    }
    let digits = after.get(..digit_count)?;
    let variant = match after.get(digit_count..)? {
        "" => String::new(),
        "d" => "D".to_string(),
        "n" => "N".to_string(),
        v if is_art_variant(v) => format!("-{}", v.to_ascii_uppercase()),
        _ => return None,
    };
    let number_set = if set == "BP01" && rarity == "er" {
        "SD01"
    } else {
        set
    };
    let mark = if shining { "※" } else { "" };
    CardId::parse(&format!(
        "{mark}{number_set}-{}{digits}{variant}",
        rarity.to_ascii_uppercase()
    ))
    .ok()
}

/// `a`, `b`, `c`, optionally followed by one digit (`a2`).
fn is_art_variant(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some('a'..='c'))
        && match (chars.next(), chars.next()) {
            (None, _) => true,
            (Some(d), None) => d.is_ascii_digit(),
            _ => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pony_binder_ids_map_to_ponydeck_printings() {
        for (theirs, ours) in [
            ("kctcgbpfwc01", "BP01-C01"),
            ("kctcgbpfwxcr01", "※BP01-CR01"),
            ("kctcgbpfwspr28", "BP01-SPR28"),
            ("kctcgbpfwer07", "SD01-ER07"),
            ("kctcgbpfwxer01d", "※SD01-ER01D"),
            ("kctcgbpfwxer06n", "※SD01-ER06N"),
            ("kctcgbpdc12", "BP02-C12"),
            ("kctcgbpdxer01d", "※BP02-ER01D"),
            ("kctcgbpnner01a", "BP03-ER01-A"),
            ("kctcgbpnnxer02c2", "※BP03-ER02-C2"),
            ("kctcgbpnnxbp03rr01", "※BP03-RR01"),
            ("KCTCGBPNNSR14", "BP03-SR14"),
        ] {
            assert_eq!(
                card_id_from_pony_binder(theirs).map(|id| id.to_string()),
                Some(ours.to_string()),
                "{theirs}"
            );
        }
    }

    #[test]
    fn text_outside_the_scheme_names_no_printing() {
        for text in [
            "",
            "BP01-C01",
            "kctcg",
            "kctcgbpfw",
            "kctcgzzzc01",
            "kctcgbpfwq01",
            "kctcgbpfwc",
            "kctcgbpfwc01zz",
        ] {
            assert_eq!(card_id_from_pony_binder(text), None, "{text}");
        }
    }
}
