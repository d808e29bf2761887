//! Replays every committed fuzz corpus file (`fuzz/corpus/TARGET/*`) and every crash the
//! fuzzers found (`fuzz/regressions/TARGET/*`) through the same entry points the `cargo fuzz`
//! targets call (`ponydeck::fuzz_targets`), so CI checks them without a nightly compiler.

use std::path::Path;

use ponydeck::fuzz_targets::{TARGETS, run_target};

fn replay(folder: &str) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(folder);
    let mut replayed = 0;
    for target in TARGETS {
        let Ok(entries) = std::fs::read_dir(root.join(target)) else {
            continue;
        };
        let mut files: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        files.sort();
        for file in files {
            let data = std::fs::read(&file).unwrap();
            assert!(run_target(target, &data), "{target}");
            replayed += 1;
        }
    }
    replayed
}

#[test]
fn every_seed_of_every_fuzz_target_parses_without_panicking() {
    let replayed = replay("corpus");
    assert!(replayed >= TARGETS.len(), "only {replayed} corpus files");
}

#[test]
fn every_crash_the_fuzzers_found_stays_fixed() {
    replay("regressions");
}

#[test]
fn each_fuzz_target_has_a_seed_corpus_and_a_target_file() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    for target in TARGETS {
        assert!(
            fuzz.join("fuzz_targets")
                .join(format!("{target}.rs"))
                .is_file(),
            "{target}"
        );
        let seeds = std::fs::read_dir(fuzz.join("corpus").join(target))
            .unwrap()
            .count();
        assert!(seeds > 0, "{target} has no seeds");
    }
}
