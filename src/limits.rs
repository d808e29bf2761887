//! L0 input limits: how much of anything ponydeck reads before it says "too large", and how a
//! message quotes the offending input (a short excerpt, never the whole line). Every limit is
//! far above what a real deck, collection or query needs; past it the input is refused with a
//! sentence and exit code 2 instead of costing minutes or all the memory
//! (`docs/reliability.md`).

/// The largest deck list, goldfish or Adventures tracker script, or query file read (4 MiB; a
/// real deck is 2 KB).
pub const MAX_DECK_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The largest Adventures in Equestria components or game file read (4 MiB; a whole box's
/// components, with every text entered, are about 20 KB).
pub const MAX_DBG_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The largest collection file imported (64 MiB; pony-binder's full export is about 100 KB).
pub const MAX_COLLECTION_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// The longest line of a deck list or script (characters).
pub const MAX_LINE_CHARS: usize = 4096;

/// The longest card ID (characters); real ones have at most 16 (`※BP03-ER02-C2`).
pub const MAX_CARD_ID_CHARS: usize = 40;

/// The most copies one deck line may name.
pub const MAX_DECK_COUNT: u32 = 1000;

/// The most copies of one printing a collection may hold (owned, wished or traded).
pub const MAX_COLLECTION_COUNT: u32 = 1_000_000;

/// The longest search query (characters).
pub const MAX_QUERY_CHARS: usize = 4096;

/// The deepest nesting of parentheses and `-` in a query.
pub const MAX_QUERY_DEPTH: usize = 64;

/// The most games one `simulate` plays (about an hour on two cores).
pub const MAX_SIMULATED_GAMES: u64 = 100_000_000;

/// The most worker threads one `simulate` starts.
pub const MAX_SIMULATION_THREADS: usize = 256;

/// The largest card image file read (bytes).
pub const MAX_IMAGE_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// The widest or tallest card image decoded (pixels).
pub const MAX_IMAGE_SIDE: u32 = 8192;

/// The most memory one image decode may take (bytes): an 8192 x 8192 RGBA image is 256 MiB,
/// so a small file declaring huge dimensions (a decompression bomb) is refused first.
pub const MAX_IMAGE_ALLOC_BYTES: u64 = 192 * 1024 * 1024;

/// The longest text "did you mean" compares with the card names (characters): no name is half
/// as long, and comparing a 4,000-character line with every name took most of a second.
pub const MAX_SUGGESTION_CHARS: usize = 100;

/// How many characters of an offending input a message quotes.
pub const EXCERPT_CHARS: usize = 60;

/// How many bad lines or rows a message lists before it counts the rest.
pub const LISTED_PROBLEMS: usize = 10;

/// At most `max` characters of `text`, with `…` and the full length when cut, so a message
/// about a 1 MB line stays one short line.
pub fn excerpt(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    format!("{head}… ({count} characters)")
}

/// [`excerpt`] with the usual length.
pub fn short(text: &str) -> String {
    excerpt(text, EXCERPT_CHARS)
}

/// Opens a file the user named for reading, refusing what would make reading hang: a named
/// pipe (FIFO) with no writer blocks `open` and `read` forever, and a socket or a folder is
/// no file. Regular files and devices (`/dev/null`, `/dev/zero`: read within the limits) open.
pub fn open_input(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    let kind = std::fs::metadata(path)?.file_type();
    let refused = |what: &str| {
        Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("it is {what}, not a file; ponydeck reads files only"),
        ))
    };
    if kind.is_dir() {
        return refused("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return refused("a named pipe");
        }
        if kind.is_socket() {
            return refused("a socket");
        }
    }
    std::fs::File::open(path)
}

/// Where the first byte that is not UTF-8 is, for a message: `line 3, byte 7` (both from 1; the
/// byte counted within its line), from the bytes read and [`std::str::Utf8Error::valid_up_to`].
pub fn utf8_error_place(bytes: &[u8], valid_up_to: usize) -> String {
    let before = bytes.get(..valid_up_to).unwrap_or(bytes);
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |at| at + 1);
    format!("line {line}, byte {}", valid_up_to - line_start + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole_and_long_text_is_cut_with_its_length() {
        assert_eq!(excerpt("BP01-C01", 60), "BP01-C01");
        assert_eq!(excerpt("abcdef", 3), "abc… (6 characters)");
        assert_eq!(excerpt("※※※※", 2), "※※… (4 characters)");
    }

    #[test]
    fn bad_utf8_is_placed_by_line_and_byte_within_the_line() {
        // "cubes 1 pink " on line 3 is valid; its 14th byte is not.
        let bytes = b"end\ncloud 1\ncubes 1 pink \xff2\n";
        assert_eq!(utf8_error_place(bytes, 25), "line 3, byte 14");
        assert_eq!(utf8_error_place(b"\xfe", 0), "line 1, byte 1");
    }
}
