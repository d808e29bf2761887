//! Fuzz target `collection_file`: see `ponydeck::fuzz_targets::collection_file`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ponydeck::fuzz_targets::collection_file(data);
});
