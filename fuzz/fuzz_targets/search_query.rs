//! Fuzz target `search_query`: see `ponydeck::fuzz_targets::search_query`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ponydeck::fuzz_targets::search_query(data);
});
