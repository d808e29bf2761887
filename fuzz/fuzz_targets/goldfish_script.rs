//! Fuzz target `goldfish_script`: see `ponydeck::fuzz_targets::goldfish_script`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ponydeck::fuzz_targets::goldfish_script(data);
});
