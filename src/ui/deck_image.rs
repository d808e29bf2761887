//! A deck of any game as one PNG for sharing: the drawn card faces (the frame colour, cost and
//! name of the one card face, `widgets::card_face::Face`, and the ID) with their counts, section
//! by section, under the deck's name. Drawn on the CPU with the font the window
//! ships, so it works with no window or GPU (and in tests).

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use image::{Rgba, RgbaImage};

use crate::card::{Card, CardIndex};
use crate::deck::{Deck, DeckEntry, Section};
use crate::ui::widgets::card_face::Face;

const FONT: &[u8] = include_bytes!("../../assets/fonts/VL-PGothic-Regular.ttf");
const TILE_W: u32 = 150;
const TILE_H: u32 = 210;
const GAP: u32 = 10;
const COLUMNS: u32 = 8;
const MARGIN: u32 = 24;
const HEADER: u32 = 70;
const SECTION_TITLE: u32 = 34;
const BACKGROUND: Rgba<u8> = Rgba([28, 28, 34, 255]);
const WHITE: Rgba<u8> = Rgba([245, 245, 245, 255]);
const DARK: Rgba<u8> = Rgba([20, 20, 24, 255]);
/// A Story's stage line, apart from its ability text.
const STAGE: Rgba<u8> = Rgba([250, 214, 120, 255]);

/// Why no image was made.
#[derive(Debug, thiserror::Error)]
pub enum DeckImageError {
    /// The shipped font did not load (a broken build).
    #[error("the shipped font could not be read")]
    Font,
    /// The PNG could not be encoded.
    #[error("the PNG could not be encoded: {0}")]
    Encode(String),
}

fn fill_rect(img: &mut RgbaImage, x: u32, y: u32, w: u32, h: u32, color: Rgba<u8>) {
    for yy in y..(y + h).min(img.height()) {
        for xx in x..(x + w).min(img.width()) {
            img.put_pixel(xx, yy, color);
        }
    }
}

fn blend(under: Rgba<u8>, over: Rgba<u8>, alpha: f32) -> Rgba<u8> {
    let mix = |a: u8, b: u8| (f32::from(a) * (1.0 - alpha) + f32::from(b) * alpha).round() as u8;
    Rgba([
        mix(under[0], over[0]),
        mix(under[1], over[1]),
        mix(under[2], over[2]),
        255,
    ])
}

/// Draws `text` with its top-left at (x, y), clipped to `max_width`; returns the width used.
fn draw_text(
    img: &mut RgbaImage,
    font: &FontRef<'_>,
    text: &str,
    (x, y): (f32, f32),
    (size, color): (f32, Rgba<u8>),
    max_width: f32,
) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut caret = x;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        let advance = scaled.h_advance(id);
        // The layout measured the line with these same advances; the slack only absorbs
        // rounding, so a line it fitted is never cut by a hair.
        if caret + advance - x > max_width + 0.5 {
            break;
        }
        let glyph = id.with_scale_and_position(size, point(caret, y + scaled.ascent()));
        if let Some(outline) = font.outline_glyph(glyph) {
            let bounds = outline.px_bounds();
            outline.draw(|gx, gy, coverage| {
                let px = bounds.min.x as i64 + i64::from(gx);
                let py = bounds.min.y as i64 + i64::from(gy);
                if px >= 0 && py >= 0 && (px as u32) < img.width() && (py as u32) < img.height() {
                    let (px, py) = (px as u32, py as u32);
                    let under = *img.get_pixel(px, py);
                    img.put_pixel(px, py, blend(under, color, coverage.clamp(0.0, 1.0)));
                }
            });
        }
        caret += advance;
    }
    caret - x
}

/// A rectangle of the image in pixels: its top-left corner and its size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PixelRect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl PixelRect {
    fn new(x: f32, y: f32, w: f32, h: f32) -> PixelRect {
        PixelRect { x, y, w, h }
    }

    /// Whether the two rectangles share any pixel.
    pub fn intersects(&self, other: &PixelRect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }

    fn moved(self, dx: f32, dy: f32) -> PixelRect {
        PixelRect {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
    }
}

/// One line of text as it is drawn: its words, its font size, the box it must fit and the
/// width it takes in the shipped font.
#[derive(Debug, Clone, PartialEq)]
pub struct TextLine {
    /// What is drawn.
    pub text: String,
    /// The font size in pixels.
    pub size: f32,
    /// The box the line is drawn in (its top-left is where the text starts).
    pub bounds: PixelRect,
    /// The width of `text` at `size`.
    pub width: f32,
}

/// Where a tile's texts and count badge go, in the image's pixels: decided here, drawn by
/// [`deck_image`], and checked by tests (every line fits its box and ends at a word or with
/// "…"; the badge leaves the card ID readable).
#[derive(Debug, Clone, PartialEq)]
pub struct TileLayout {
    /// The tile.
    pub tile: PixelRect,
    /// The whole name the name lines come from (Story cards: name — subtitle).
    pub name_text: String,
    /// The name's lines.
    pub name: Vec<TextLine>,
    /// A Story's stage and secondary title ("Stage II: Consulting the Guide"), kept apart from
    /// the name so that four Stories of one title tell apart.
    pub subtitle_text: Option<String>,
    /// The stage's lines, at the top of the ability box.
    pub subtitle: Vec<TextLine>,
    /// The whole ability text the ability lines come from, if the card has one.
    pub ability_text: Option<String>,
    /// The ability's lines.
    pub ability: Vec<TextLine>,
    /// The printing's ID.
    pub card_id: TextLine,
    /// The count's badge.
    pub badge: PixelRect,
    /// The count, "×N", in the badge.
    pub count: TextLine,
}

/// A deck's image laid out: its size, and the tiles of each non-empty section in order with
/// the top of the section's title.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckLayout {
    /// Image width.
    pub width: u32,
    /// Image height.
    pub height: u32,
    /// Each non-empty section: the title's top and the tiles, in deck order.
    pub sections: Vec<(Section, u32, Vec<TileLayout>)>,
}

/// The width `text` takes at `size` as [`draw_text`] draws it.
fn text_width(font: &FontRef<'_>, text: &str, size: f32) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    text.chars()
        .map(|ch| scaled.h_advance(scaled.glyph_id(ch)))
        .sum()
}

/// `text` cut to fit `max_width` with "…" at its end (a word too long for any line).
fn cut_to_fit(font: &FontRef<'_>, text: &str, size: f32, max_width: f32) -> String {
    let mut kept = String::new();
    for ch in text.chars() {
        let mut longer = kept.clone();
        longer.push(ch);
        if text_width(font, &format!("{longer}…"), size) > max_width {
            break;
        }
        kept = longer;
    }
    format!("{kept}…")
}

/// `text` in at most `max_lines` lines no wider than `max_width`, broken between words. When
/// the words do not all fit, the last line keeps the whole words that leave room for "…" and
/// ends with it (a single word wider than a line is cut, with "…"). Also says whether every
/// word is shown.
fn fit_lines(
    font: &FontRef<'_>,
    text: &str,
    size: f32,
    max_width: f32,
    max_lines: usize,
) -> (Vec<String>, bool) {
    let fits = |s: &str| text_width(font, s, size) <= max_width;
    let mut words = text.split_whitespace().peekable();
    let mut lines: Vec<String> = Vec::new();
    while words.peek().is_some() && lines.len() < max_lines {
        let mut line = String::new();
        while let Some(word) = words.peek() {
            let candidate = if line.is_empty() {
                (*word).to_string()
            } else {
                format!("{line} {word}")
            };
            if !fits(&candidate) {
                break;
            }
            line = candidate;
            words.next();
        }
        if line.is_empty() {
            // A word wider than the line: cut it, and the text ends there.
            if let Some(word) = words.next() {
                lines.push(cut_to_fit(font, word, size, max_width));
            }
            return (lines, false);
        }
        lines.push(line);
    }
    if words.peek().is_none() {
        return (lines, true);
    }
    if let Some(last) = lines.pop() {
        let mut kept: Vec<&str> = last.split(' ').collect();
        let shortened = loop {
            let candidate = format!("{}…", kept.join(" "));
            if fits(&candidate) {
                break candidate;
            }
            if kept.len() <= 1 {
                break cut_to_fit(font, &last, size, max_width);
            }
            kept.pop();
        };
        lines.push(shortened);
    }
    (lines, false)
}

fn line(font: &FontRef<'_>, text: String, size: f32, bounds: PixelRect) -> TextLine {
    let width = text_width(font, &text, size);
    TextLine {
        text,
        size,
        bounds,
        width,
    }
}

/// Lines of `text` from `top`, `line_height` apart, in a box `width` wide at `left`.
fn lines_at(
    font: &FontRef<'_>,
    texts: Vec<String>,
    size: f32,
    (left, top, width): (f32, f32, f32),
    line_height: f32,
) -> Vec<TextLine> {
    texts
        .into_iter()
        .enumerate()
        .map(|(n, text)| {
            let y = top + n as f32 * line_height;
            line(
                font,
                text,
                size,
                PixelRect::new(left, y, width, line_height),
            )
        })
        .collect()
}

/// The name's sizes, tried in turn until the whole name fits: (font size, lines, line height).
/// The name area runs from the top of the tile to the ability box (y 48).
const NAME_FITS: [(f32, usize, f32); 3] = [(16.0, 2, 19.0), (14.0, 2, 17.0), (12.5, 3, 13.5)];
/// The ability box: the dark rectangle, y 48 to `TILE_H - 36`.
const ABILITY_TOP: f32 = 52.0;
const ABILITY_LINE: f32 = 15.0;
/// The card ID's sizes, tried in turn: it is never cut.
const ID_SIZES: [f32; 3] = [14.0, 12.0, 11.0];

/// One tile's layout, its top-left at the image's (0, 0).
fn tile_layout(font: &FontRef<'_>, card: Option<&Card>, entry: &DeckEntry) -> TileLayout {
    let (tw, th) = (TILE_W as f32, TILE_H as f32);
    // The count's badge, sized to its text, in the bottom-right corner.
    let count_text = format!("×{}", entry.count);
    let count_width = text_width(font, &count_text, 22.0);
    let badge = PixelRect::new(
        tw - 4.0 - (count_width + 10.0),
        th - 32.0,
        count_width + 10.0,
        28.0,
    );
    let count = line(
        font,
        count_text,
        22.0,
        PixelRect::new(badge.x + 5.0, badge.y + 1.0, count_width, 26.0),
    );
    // The ID on the bottom strip left of the badge when it fits there, else on a line of its
    // own above the strip (the ability gives up that line).
    let id_text = entry.card_id.to_string();
    let beside = badge.x - 4.0 - 8.0;
    let (card_id, ability_bottom) = if text_width(font, &id_text, 14.0) <= beside {
        let bounds = PixelRect::new(8.0, th - 28.0, beside, 17.0);
        (line(font, id_text, 14.0, bounds), th - 38.0)
    } else {
        let width = tw - 16.0;
        let size = ID_SIZES
            .into_iter()
            .find(|&size| text_width(font, &id_text, size) <= width)
            .unwrap_or(11.0);
        let bounds = PixelRect::new(8.0, th - 36.0 - 19.0, width, 17.0);
        (line(font, id_text, size, bounds), bounds.y - 2.0)
    };
    // The face's name and the line under it (a Kayou Story's stage and subtitle, a Lorcana
    // version, a Palworld subtitle).
    let face = card.map(Face::of);
    let stage = card
        .and_then(Card::kayou)
        .and_then(|k| k.story.as_ref())
        .and_then(|s| s.stage);
    let subtitle_text =
        face.as_ref()
            .and_then(|f| f.subtitle.clone())
            .map(|subtitle| match stage {
                Some(stage) => format!("Stage {stage}: {subtitle}"),
                None => subtitle,
            });
    let name_text = face
        .as_ref()
        .map_or_else(|| entry.card_id.to_string(), |f| f.name.clone());
    let name_box = tw - 42.0;
    let mut name = Vec::new();
    for (size, lines, height) in NAME_FITS {
        let (texts, whole) = fit_lines(font, &name_text, size, name_box, lines);
        name = lines_at(font, texts, size, (38.0, 6.0, name_box), height);
        if whole {
            break;
        }
    }
    // Whole, in a smaller size where a long word (a hyphenated Lorcana version) needs it.
    let subtitle = subtitle_text.as_deref().map_or_else(Vec::new, |text| {
        let mut lines = Vec::new();
        for size in [12.0, 11.0, 10.0] {
            let (texts, whole) = fit_lines(font, text, size, tw - 24.0, 3);
            lines = lines_at(
                font,
                texts,
                size,
                (12.0, ABILITY_TOP, tw - 24.0),
                ABILITY_LINE,
            );
            if whole {
                break;
            }
        }
        lines
    });
    let ability_top = subtitle
        .last()
        .map_or(ABILITY_TOP, |l| l.bounds.y + l.bounds.h + 4.0);
    let ability_text = card.and_then(|c| c.text.clone()).filter(|t| !t.is_empty());
    let ability = ability_text.as_deref().map_or_else(Vec::new, |text| {
        let lines = ((ability_bottom - ability_top) / ABILITY_LINE)
            .floor()
            .max(0.0) as usize;
        let (texts, _) = fit_lines(font, text, 12.0, tw - 24.0, lines);
        lines_at(
            font,
            texts,
            12.0,
            (12.0, ability_top, tw - 24.0),
            ABILITY_LINE,
        )
    });
    TileLayout {
        tile: PixelRect::new(0.0, 0.0, tw, th),
        name_text,
        name,
        subtitle_text,
        subtitle,
        ability_text,
        ability,
        card_id,
        badge,
        count,
    }
}

impl TileLayout {
    fn moved(mut self, dx: f32, dy: f32) -> TileLayout {
        let shift = |l: &mut TextLine| l.bounds = l.bounds.moved(dx, dy);
        self.tile = self.tile.moved(dx, dy);
        self.name.iter_mut().for_each(shift);
        self.subtitle.iter_mut().for_each(shift);
        self.ability.iter_mut().for_each(shift);
        shift(&mut self.card_id);
        shift(&mut self.count);
        self.badge = self.badge.moved(dx, dy);
        self
    }
}

/// Where everything of the deck's image goes, measured with the shipped font.
pub fn deck_layout(deck: &Deck, index: &CardIndex) -> Result<DeckLayout, DeckImageError> {
    let font = FontRef::try_from_slice(FONT).map_err(|_| DeckImageError::Font)?;
    Ok(layout_with(&font, deck, index))
}

fn layout_with(font: &FontRef<'_>, deck: &Deck, index: &CardIndex) -> DeckLayout {
    let width = MARGIN * 2 + COLUMNS * TILE_W + (COLUMNS - 1) * GAP;
    let mut y = MARGIN + HEADER;
    let mut sections = Vec::new();
    for section in Section::ALL {
        let entries = deck.section(section);
        if entries.is_empty() {
            continue;
        }
        let title_top = y;
        y += SECTION_TITLE;
        let tiles = entries
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let i = i as u32;
                let x = MARGIN + (i % COLUMNS) * (TILE_W + GAP);
                let ty = y + (i / COLUMNS) * (TILE_H + GAP);
                tile_layout(font, index.printing(&entry.card_id), entry).moved(x as f32, ty as f32)
            })
            .collect();
        y += (entries.len() as u32).div_ceil(COLUMNS) * (TILE_H + GAP);
        sections.push((section, title_top, tiles));
    }
    DeckLayout {
        width,
        height: y + MARGIN,
        sections,
    }
}

fn draw_line(img: &mut RgbaImage, font: &FontRef<'_>, line: &TextLine, color: Rgba<u8>) {
    draw_text(
        img,
        font,
        &line.text,
        (line.bounds.x, line.bounds.y),
        (line.size, color),
        line.bounds.w,
    );
}

fn fill(img: &mut RgbaImage, rect: PixelRect, color: Rgba<u8>) {
    fill_rect(
        img,
        rect.x.max(0.0) as u32,
        rect.y.max(0.0) as u32,
        rect.w.max(0.0) as u32,
        rect.h.max(0.0) as u32,
        color,
    );
}

/// The deck drawn as an image: a header, then each non-empty section as rows of tiles.
pub fn deck_image(deck: &Deck, index: &CardIndex) -> Result<RgbaImage, DeckImageError> {
    let font = FontRef::try_from_slice(FONT).map_err(|_| DeckImageError::Font)?;
    let layout = layout_with(&font, deck, index);
    let width = layout.width;
    let mut img = RgbaImage::from_pixel(width, layout.height, BACKGROUND);
    let name = deck.name.as_deref().unwrap_or("Untitled deck");
    draw_text(
        &mut img,
        &font,
        name,
        (MARGIN as f32, MARGIN as f32),
        (34.0, WHITE),
        width as f32,
    );
    let mut counts: Vec<String> = Section::ALL
        .into_iter()
        .filter(|&s| s != Section::Maybe && deck.count(s) > 0)
        .map(|s| format!("{} {}", s.header(), deck.count(s)))
        .collect();
    counts.push("made with ponydeck".to_string());
    let counts = counts.join(" · ");
    let grey = Rgba([170, 170, 180, 255]);
    draw_text(
        &mut img,
        &font,
        &counts,
        (MARGIN as f32, (MARGIN + 42) as f32),
        (18.0, grey),
        width as f32,
    );
    for (section, title_top, tiles) in &layout.sections {
        let title = format!("{} — {}", section.header(), deck.count(*section));
        draw_text(
            &mut img,
            &font,
            &title,
            (MARGIN as f32, *title_top as f32),
            (22.0, WHITE),
            width as f32,
        );
        for (tile, entry) in tiles.iter().zip(deck.section(*section)) {
            let (x, ty) = (tile.tile.x as u32, tile.tile.y as u32);
            let card = index.printing(&entry.card_id);
            let frame = card.map_or([110, 110, 130, 255], |c| Face::of(c).frame.to_array());
            fill_rect(&mut img, x, ty, TILE_W, TILE_H, Rgba(frame));
            fill_rect(&mut img, x + 8, ty + 48, TILE_W - 16, TILE_H - 84, DARK);
            if let Some(cost) = card.and_then(|c| c.cost) {
                fill_rect(&mut img, x + 6, ty + 6, 28, 28, DARK);
                draw_text(
                    &mut img,
                    &font,
                    &cost.to_string(),
                    ((x + 13) as f32, (ty + 8) as f32),
                    (22.0, WHITE),
                    24.0,
                );
            }
            // Dark text on light frames (white Events and Items), light text on the others.
            let [r, g, b, _] = frame;
            let luminance = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
            let on_frame = if luminance > 160.0 { DARK } else { WHITE };
            for line in &tile.name {
                draw_line(&mut img, &font, line, on_frame);
            }
            for line in &tile.subtitle {
                draw_line(&mut img, &font, line, STAGE);
            }
            for line in &tile.ability {
                draw_line(&mut img, &font, line, WHITE);
            }
            // On the frame's strip the ID takes the name's colour; above it, the dark box's.
            let id_on_frame = tile.card_id.bounds.y >= tile.tile.y + (TILE_H - 36) as f32;
            let id_color = if id_on_frame { on_frame } else { WHITE };
            draw_line(&mut img, &font, &tile.card_id, id_color);
            // The count, large, in a badge.
            fill(&mut img, tile.badge, DARK);
            draw_line(&mut img, &font, &tile.count, WHITE);
        }
    }
    Ok(img)
}

/// The deck image as PNG bytes.
pub fn deck_png(deck: &Deck, index: &CardIndex) -> Result<Vec<u8>, DeckImageError> {
    let img = deck_image(deck, index)?;
    let mut bytes = std::io::Cursor::new(Vec::new());
    img.write_to(&mut bytes, image::ImageFormat::Png)
        .map_err(|e| DeckImageError::Encode(e.to_string()))?;
    Ok(bytes.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::CardId;

    fn font() -> FontRef<'static> {
        FontRef::try_from_slice(FONT).expect("the shipped font")
    }

    #[test]
    fn lines_break_between_words_and_what_does_not_fit_ends_with_an_ellipsis() {
        let font = font();
        let width = text_width(&font, "Searching for", 16.0);
        let fit = |text: &str, lines| fit_lines(&font, text, 16.0, width, lines);
        assert_eq!(
            fit("Searching for Elements", 2),
            (vec!["Searching for".into(), "Elements".into()], true)
        );
        assert_eq!(
            fit("Searching for Elements of Harmony", 1),
            (vec!["Searching…".into()], false)
        );
        assert_eq!(
            fit("Unsearchablenesses", 2),
            (
                vec![cut_to_fit(&font, "Unsearchablenesses", 16.0, width)],
                false
            )
        );
        assert!(fit("Unsearchablenesses", 2).0[0].ends_with('…'));
        assert_eq!(fit("", 2), (Vec::<String>::new(), true));
    }

    #[test]
    fn an_id_with_no_room_beside_a_wide_badge_moves_above_it_whole() {
        let font = font();
        let entry = DeckEntry {
            card_id: CardId::parse("SD01A-SPR04").expect("an ID"),
            count: 1000,
        };
        let tile = tile_layout(&font, None, &entry);
        assert_eq!(tile.card_id.text, "SD01A-SPR04");
        assert!(tile.card_id.width <= tile.card_id.bounds.w);
        let drawn = PixelRect {
            w: tile.card_id.width,
            ..tile.card_id.bounds
        };
        assert!(!drawn.intersects(&tile.badge));
        assert!(drawn.y + drawn.h <= tile.badge.y);
    }
}
