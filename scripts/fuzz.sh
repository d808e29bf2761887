#!/usr/bin/env bash
# Runs every fuzz target of fuzz/ for SECONDS each (default 60) with cargo fuzz (libFuzzer).
# cargo fuzz needs a nightly compiler; on a stable toolchain RUSTC_BOOTSTRAP=1 lets stable
# build it. Install once: `cargo install cargo-fuzz`.
#
#   scripts/fuzz.sh            # 60 s per target
#   scripts/fuzz.sh 600        # 10 minutes per target
#   scripts/fuzz.sh 60 deck_list search_query
#
# A crash is written to fuzz/artifacts/TARGET/; copy it to fuzz/regressions/TARGET/ (the
# replay test `tests/catalog/fuzz_corpus.rs` then keeps it fixed) and fix the parser.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(deck_list goldfish_script search_query collection_file card_data)
fi
export RUSTC_BOOTSTRAP=1
for target in "${targets[@]}"; do
    echo "== fuzzing $target for ${seconds}s"
    # A scratch copy of the corpus takes the new inputs, so the committed seeds stay small.
    scratch="$(mktemp -d)"
    cp -r "corpus/$target/." "$scratch/"
    nice -n 10 cargo fuzz run "$target" "$scratch" -- \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        2>&1 | grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss|==|SUMMARY|artifact_prefix|Test unit written)" || true
    rm -rf "$scratch"
done
