//! A deck as one PNG for sharing: the drawn card faces (frame colour, cost, name, ID) with their
//! counts, section by section, under the deck's name. Drawn on the CPU with the font the window
//! ships, so it works with no window or GPU (and in tests).

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use image::{Rgba, RgbaImage};

use crate::card::{CardIndex, CardLookup};
use crate::deck::{Deck, Section};
use crate::ui::widgets::card_face::frame_color;

const FONT: &[u8] = include_bytes!("../../assets/fonts/VL-PGothic-Regular.ttf");
const TILE_W: u32 = 150;
const TILE_H: u32 = 210;
const GAP: u32 = 10;
const COLUMNS: u32 = 8;
const MARGIN: u32 = 24;
const BACKGROUND: Rgba<u8> = Rgba([28, 28, 34, 255]);
const WHITE: Rgba<u8> = Rgba([245, 245, 245, 255]);
const DARK: Rgba<u8> = Rgba([20, 20, 24, 255]);

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
        if caret + advance - x > max_width {
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

/// Splits a name into at most `lines` lines of about `chars` characters, at spaces.
fn wrap(text: &str, chars: usize, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match out.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= chars => {
                line.push(' ');
                line.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    out.truncate(lines);
    out
}

/// The deck drawn as an image: a header, then each non-empty section as rows of tiles.
pub fn deck_image(deck: &Deck, index: &CardIndex) -> Result<RgbaImage, DeckImageError> {
    let font = FontRef::try_from_slice(FONT).map_err(|_| DeckImageError::Font)?;
    let sections: Vec<Section> = Section::ALL
        .into_iter()
        .filter(|&s| !deck.section(s).is_empty())
        .collect();
    let rows_of = |s: Section| (deck.section(s).len() as u32).div_ceil(COLUMNS);
    let header = 70;
    let section_title = 34;
    let height = MARGIN * 2
        + header
        + sections
            .iter()
            .map(|&s| section_title + rows_of(s) * (TILE_H + GAP))
            .sum::<u32>();
    let width = MARGIN * 2 + COLUMNS * TILE_W + (COLUMNS - 1) * GAP;
    let mut img = RgbaImage::from_pixel(width, height, BACKGROUND);
    let name = deck.name.as_deref().unwrap_or("Untitled deck");
    draw_text(
        &mut img,
        &font,
        name,
        (MARGIN as f32, MARGIN as f32),
        (34.0, WHITE),
        width as f32,
    );
    let counts = format!(
        "Main {} · Scene {} · Story {} · Main Character {} · made with ponydeck",
        deck.count(Section::Main),
        deck.count(Section::Scene),
        deck.count(Section::Story),
        deck.count(Section::MainCharacter)
    );
    let grey = Rgba([170, 170, 180, 255]);
    draw_text(
        &mut img,
        &font,
        &counts,
        (MARGIN as f32, (MARGIN + 42) as f32),
        (18.0, grey),
        width as f32,
    );
    let mut y = MARGIN + header;
    for section in sections {
        let title = format!("{} — {}", section.header(), deck.count(section));
        draw_text(
            &mut img,
            &font,
            &title,
            (MARGIN as f32, y as f32),
            (22.0, WHITE),
            width as f32,
        );
        y += section_title;
        for (i, entry) in deck.section(section).iter().enumerate() {
            let i = i as u32;
            let x = MARGIN + (i % COLUMNS) * (TILE_W + GAP);
            let ty = y + (i / COLUMNS) * (TILE_H + GAP);
            let card = index.card(&entry.card_id);
            let frame = card.map_or([110, 110, 130, 255], |c| frame_color(c).to_array());
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
            let name = card.map_or_else(|| entry.card_id.to_string(), |c| c.display_name());
            // Dark text on light frames (white Events and Items), light text on the others.
            let [r, g, b, _] = frame;
            let luminance = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
            let on_frame = if luminance > 160.0 { DARK } else { WHITE };
            for (line_no, line) in wrap(&name, 13, 2).iter().enumerate() {
                draw_text(
                    &mut img,
                    &font,
                    line,
                    ((x + 38) as f32, (ty + 6 + line_no as u32 * 19) as f32),
                    (16.0, on_frame),
                    (TILE_W - 42) as f32,
                );
            }
            if let Some(ability) = card.and_then(|c| c.ability.as_deref()) {
                for (line_no, line) in wrap(ability, 22, 6).iter().enumerate() {
                    draw_text(
                        &mut img,
                        &font,
                        line,
                        ((x + 12) as f32, (ty + 52 + line_no as u32 * 15) as f32),
                        (12.0, WHITE),
                        (TILE_W - 24) as f32,
                    );
                }
            }
            draw_text(
                &mut img,
                &font,
                entry.card_id.as_str(),
                ((x + 8) as f32, (ty + TILE_H - 30) as f32),
                (14.0, WHITE),
                (TILE_W - 16) as f32,
            );
            // The count, large, in a badge at the bottom right.
            fill_rect(&mut img, x + TILE_W - 60, ty + TILE_H - 36, 56, 32, DARK);
            draw_text(
                &mut img,
                &font,
                &format!("×{}", entry.count),
                ((x + TILE_W - 56) as f32, (ty + TILE_H - 35) as f32),
                (24.0, WHITE),
                54.0,
            );
        }
        y += rows_of(section) * (TILE_H + GAP);
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
