//! Fuzz target `card_data`: see `ponydeck::fuzz_targets::card_data`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ponydeck::fuzz_targets::card_data(data);
});
