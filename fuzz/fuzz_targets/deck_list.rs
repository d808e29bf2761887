//! Fuzz target `deck_list`: see `ponydeck::fuzz_targets::deck_list`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ponydeck::fuzz_targets::deck_list(data);
});
