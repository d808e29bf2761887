#!/usr/bin/env bash
# A profile-guided (PGO) build of ponydeck, for those who simulate a lot: the engine's hot path
# is branchy, and a build that knows which way its branches go runs the simulator faster (see
# docs/abilities.md, "Cost", for the measured figures).
#
#   scripts/pgo.sh build    # target/pgo/release/ponydeck: the app and CLI, optimized
#   scripts/pgo.sh bench    # the same build, then `cargo bench --bench simulate` with it
#
# Steps (rustc's "Profile-guided Optimization" chapter): build ponydeck instrumented
# (-Cprofile-generate), run the simulator's own workload with it (`ponydeck matchup` over the six
# starters and `ponydeck simulate` of each, with seeds the bench does not use), merge the counts
# with llvm-profdata, and build again with them (-Cprofile-use), with fat LTO and one codegen unit.
#
# Needs llvm-profdata of the LLVM that rustc uses (`rustc -vV` names it): rustup's
# `rustup component add llvm-tools`, or Debian's llvm-N package (llvm-profdata-N). Set
# LLVM_PROFDATA to choose one. The build uses its own target folder (target/pgo), so the normal
# build is left as it was; it takes several times as long as a release build (some 18 minutes
# for `build` on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-build}"
case "$what" in
    build | bench) ;;
    *)
        echo "usage: scripts/pgo.sh build|bench" >&2
        exit 2
        ;;
esac

llvm_major="$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')"
sysroot_tool="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/bin/llvm-profdata"
profdata="${LLVM_PROFDATA:-}"
if [ -z "$profdata" ]; then
    for candidate in "$sysroot_tool" "llvm-profdata-$llvm_major"; do
        if command -v "$candidate" > /dev/null 2>&1; then
            profdata="$candidate"
            break
        fi
    done
fi
if [ -z "$profdata" ]; then
    echo "scripts/pgo.sh: no llvm-profdata for LLVM $llvm_major (rustc's). Install it with" \
        "'rustup component add llvm-tools' or your system's llvm-$llvm_major package," \
        "or set LLVM_PROFDATA." >&2
    exit 1
fi

export CARGO_TARGET_DIR="$PWD/target/pgo"
export CARGO_PROFILE_RELEASE_LTO=fat
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
# Without the window: the workload and the bench are the library's, and the build is shorter.
features=(--no-default-features)
if [ "$what" = build ]; then
    features=()
fi
raw="$CARGO_TARGET_DIR/profraw"
merged="$CARGO_TARGET_DIR/merged.profdata"
rm -rf "$raw"
mkdir -p "$raw"

# The bench is built beside the program in the instrumented build: a bench brings the
# dev-dependencies' features, which change the library's symbol names, and counts are matched to
# functions by name.
targets=(--bin ponydeck)
if [ "$what" = bench ]; then
    targets+=(--bench simulate)
fi

echo "== 1/3 instrumented build"
RUSTFLAGS="-Cprofile-generate=$raw" cargo build --release "${features[@]}" "${targets[@]}"
# The build scripts ran instrumented too; only the workload's counts are wanted.
rm -f "$raw"/*.profraw

echo "== 2/3 workload: two-player matchups and goldfish games of the six starters"
bin="$CARGO_TARGET_DIR/release/ponydeck"
"$bin" matchup --games 2000 --seed 9001 > /dev/null
for deck in SD01A SD01B SD01C SD01D SD01E SD01F; do
    "$bin" simulate "$deck" --games 20000 --seed 9001 > /dev/null
done
"$profdata" merge -o "$merged" "$raw"

echo "== 3/3 optimized build"
if [ "$what" = build ]; then
    RUSTFLAGS="-Cprofile-use=$merged" cargo build --release --bin ponydeck
    echo "built $bin"
else
    RUSTFLAGS="-Cprofile-use=$merged" cargo bench --profile release "${features[@]}" --bench simulate
fi
