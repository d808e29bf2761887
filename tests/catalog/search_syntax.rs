//! The catalog search syntax of `shared/design/CLI.md`, one test per element, on real cards.

use std::path::PathBuf;

use ponydeck::card::CardIndex;
use ponydeck::catalog::Catalog;
use ponydeck::search::{Query, search};

fn index() -> CardIndex {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    Catalog::open(&path).unwrap().into_index()
}

fn ids(index: &CardIndex, query: &str) -> Vec<String> {
    let query = Query::parse(query).unwrap_or_else(|e| panic!("{e}"));
    search(index, &query)
        .iter()
        .map(|c| c.id.to_string())
        .collect()
}

#[test]
fn bare_words_search_names_case_insensitively_and_are_anded() {
    let index = index();
    let found = ids(&index, "TWILIGHT sparkle");
    assert!(found.contains(&"BP01-C01".to_string()));
    assert!(ids(&index, "twilight fluttershy").is_empty());
}

#[test]
fn bare_words_also_find_aliases_and_story_subtitles() {
    let index = index();
    assert_eq!(ids(&index, "crimson"), ["BP02-SPR26", "※BP02-SPR26"]);
    assert_eq!(ids(&index, "rebirth"), ["BP01-C32"]);
}

#[test]
fn a_bare_card_id_finds_its_printings() {
    let index = index();
    assert_eq!(ids(&index, "bp02-sr08"), ["BP02-SR08"]);
    assert_eq!(ids(&index, "BP02-ER01"), ["BP02-ER01"]);
    assert_eq!(ids(&index, "※bp02-er01"), ["※BP02-ER01D", "※BP02-ER01N"]);
    assert_eq!(ids(&index, "pr01"), ["PR01"]);
}

#[test]
fn quoted_words_match_as_a_phrase() {
    let index = index();
    assert_eq!(ids(&index, "\"sick day\""), ["BP02-C29"]);
    assert!(ids(&index, "\"day sick\"").is_empty());
}

#[test]
fn o_searches_the_ability_text_with_words_or_phrases() {
    let index = index();
    let found = ids(&index, "o:\"reveal the top 3\"");
    assert_eq!(found.len(), 14);
    assert!(found.contains(&"BP01-C31".to_string()));
    for card in index
        .cards()
        .iter()
        .filter(|c| found.contains(&c.id.to_string()))
    {
        let text = card.text.as_deref().unwrap().to_lowercase();
        assert!(text.contains("reveal the top 3"), "{}", card.id);
    }
    assert!(ids(&index, "o:\"top 3 reveal\"").is_empty());
    assert!(ids(&index, "o:farewell").contains(&"BP01-C01".to_string()));
}

#[test]
fn t_selects_the_card_type_including_main_for_main_characters() {
    let index = index();
    let stories = ids(&index, "t:story");
    assert_eq!(stories.len(), 96);
    let mains = ids(&index, "t:main s:bp01 -is:shining");
    assert_eq!(
        mains,
        [
            "BP01-RR01",
            "BP01-RR02",
            "BP01-RR03",
            "BP01-RR04",
            "BP01-RR05",
            "BP01-RR06"
        ]
    );
}

#[test]
fn k_selects_a_keyword() {
    let index = index();
    assert_eq!(
        ids(&index, "k:crocodile"),
        [
            "BP01-SR09",
            "SD01C-C04",
            "SD01C-C05",
            "SD01C-SR02",
            "SD01C-U04"
        ]
    );
    assert_eq!(
        ids(&index, "k:\"earth pony\"").len(),
        ids(&index, "k:earth_pony").len()
    );
    assert!(!ids(&index, "k:\"earth pony\"").is_empty());
}

#[test]
fn s_selects_a_set_or_a_starter_product() {
    let index = index();
    // The set BP01, and the ※SD01-CR printings sold in BP01 boosters (product BP01).
    assert_eq!(ids(&index, "s:bp01").len(), 179);
    assert_eq!(
        ids(&index, "s:sd01c t:item"),
        ["SD01C-SPR02", "SD01C-SPR03", "SD01C-SPR04"]
    );
}

#[test]
fn r_selects_a_rarity_and_is_shining_the_shining_printings() {
    let index = index();
    assert_eq!(ids(&index, "r:cr s:bp01 is:shining").len(), 18);
    assert!(
        ids(&index, "r:cr is:shining")
            .iter()
            .all(|id| id.starts_with('※'))
    );
    assert!(
        ids(&index, "r:cr -is:shining")
            .iter()
            .all(|id| !id.starts_with('※'))
    );
}

#[test]
fn a_selects_an_ability_chip() {
    let index = index();
    let appear = ids(&index, "a:appear");
    assert!(appear.contains(&"BP01-C02".to_string()));
    let inspo = ids(&index, "a:inspo");
    assert!(
        inspo.contains(&"SD01-ER07".to_string()),
        "mended chip is searchable"
    );
    assert!(ids(&index, "a:pre-plan").len() >= 21);
}

#[test]
fn stage_selects_a_story_stage() {
    let index = index();
    assert_eq!(ids(&index, "stage:4 curing"), ["BP01-C32"]);
    assert_eq!(ids(&index, "stage:IV curing"), ["BP01-C32"]);
}

#[test]
fn is_everyday_selects_everyday_scenes_rule_102_1_2() {
    let index = index();
    // Every Scene bears the Everyday mark (the official card list and its card images).
    let everyday = ids(&index, "is:everyday");
    assert_eq!(everyday.len(), 72);
    assert_eq!(everyday, ids(&index, "t:scene"));
    assert!(everyday.contains(&"SD01-ER01".to_string()));
    assert!(ids(&index, "is:everyday s:bp01").is_empty());
}

#[test]
fn cost_and_inspiration_compare_with_every_operator() {
    let index = index();
    let count = |f: &dyn Fn(u8, u8) -> bool| {
        index
            .cards()
            .iter()
            .filter(|c| {
                let inspiration = c.kayou().and_then(|k| k.inspiration);
                matches!((c.cost, inspiration), (Some(a), Some(b)) if f(a, b))
            })
            .count()
    };
    assert_eq!(
        ids(&index, "c<=2 i>=4").len(),
        count(&|c, i| c <= 2 && i >= 4)
    );
    assert_eq!(
        ids(&index, "cost<2 insp>3").len(),
        count(&|c, i| c < 2 && i > 3)
    );
    assert_eq!(
        ids(&index, "c=3 i:5").len(),
        count(&|c, i| c == 3 && i == 5)
    );
    assert!(ids(&index, "c=3 i:5").contains(&"SD01C-C04".to_string()));
}

#[test]
fn minus_negates_a_term_or_a_group() {
    let index = index();
    let all = ids(&index, "k:gummy").len();
    let not_sd = ids(&index, "k:gummy -s:sd01").len();
    assert_eq!(not_sd, 1);
    assert!(all > not_sd);
    assert_eq!(ids(&index, "k:gummy -(s:sd01 or s:sd01c)").len(), 1);
}

#[test]
fn or_and_parentheses_group_alternatives() {
    let index = index();
    assert_eq!(
        ids(&index, "(k:gummy or k:tank) t:character i>=5"),
        ["BP01-SR09", "BP01-SR11", "SD01C-C04"]
    );
}

#[test]
fn results_are_sorted_by_set_then_number() {
    let index = index();
    let found = ids(&index, "twilight t:character");
    let sets: Vec<String> = found
        .iter()
        .map(|id| id.trim_start_matches('※').split('-').next().unwrap()[..4].to_string())
        .collect();
    assert!(sets.windows(2).all(|w| w[0] <= w[1]), "{sets:?}");
    let at = |id: &str| found.iter().position(|f| f == id).unwrap();
    assert!(at("BP01-C01") < at("BP01-C02"));
    assert!(at("BP01-C02") < at("BP01-CR01"));
    assert_eq!(
        at("※BP01-CR01"),
        at("BP01-CR01") + 1,
        "a shining printing follows its base"
    );
}

#[test]
fn malformed_queries_point_at_the_faulty_term() {
    for (query, term) in [
        ("t:creature", "t:creature"),
        ("twilight r:xx", "r:xx"),
        ("a:sparkle", "a:sparkle"),
        ("c<=two", "c<=two"),
        ("stage:5", "stage:5"),
        ("is:foil", "is:foil"),
        ("(twilight", "("),
        ("twilight)", ")"),
        ("foo:bar", "foo:bar"),
    ] {
        let err = Query::parse(query).unwrap_err();
        assert_eq!(err.term(), term, "{query}: {err}");
    }
}
