//! A card face of any game drawn from its record ([`Face::of`]): the frame coloured by the
//! card's colour (Kayou's frame colour or type, Lorcana's ink, Palworld's colour), cost, name
//! and subtitle, the game's corner number (Kayou's Inspiration, Lorcana's lore, Palworld's
//! power), the type line (keywords, classifications, elements), badges (Kayou's ability chips,
//! Story stage, Everyday mark and data quality; Lorcana's strength and willpower and ink
//! well; Palworld's Lucky icon, Soul and strike), the text, rarity and ID. With a user image,
//! the image is shown instead, with the ID strip kept.

use egui::{Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};

use crate::card::{Card, CardDetails, CardType, Color, KayouCard};
use crate::ui::card_images::CardImage;
use crate::ui::widgets::deck_charts::ink_color;

/// The printed card's width over its height.
pub const CARD_ASPECT: f32 = 63.0 / 88.0;

/// How much a face shows: a small grid tile leaves out the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaceDetail {
    /// Name, cost, type, badges and the ability text.
    Tile,
    /// The large preview (the notes are listed under it, not on the face).
    Full,
}

/// What a face shows, read once from a card of any game.
#[derive(Debug, Clone, PartialEq)]
pub struct Face {
    /// The name on the title line.
    pub name: String,
    /// The line under it (Kayou's Story subtitle, Lorcana's version, Palworld's subtitle).
    pub subtitle: Option<String>,
    /// The cost coin (top left).
    pub cost: Option<u8>,
    /// The corner coin (top right): Kayou's Inspiration, Lorcana's lore, Palworld's power.
    pub corner: Option<String>,
    /// The type line.
    pub type_line: String,
    /// The frame colour.
    pub frame: Color32,
    /// Ability chips (Kayou's), drawn first as light badges.
    pub chips: Vec<String>,
    /// Badges after the chips, each with whether it warns (data quality).
    pub badges: Vec<(String, bool)>,
    /// The rules text.
    pub text: String,
    /// The rarity as printed (※ for Kayou's shining printings).
    pub rarity: String,
    /// The printing's ID.
    pub id: String,
}

impl Face {
    /// The face of a card of any game.
    pub fn of(card: &Card) -> Face {
        let mut face = Face {
            name: card.name.clone(),
            subtitle: None,
            cost: card.cost,
            corner: None,
            type_line: card.card_type.clone(),
            frame: Color32::from_rgb(110, 110, 130),
            chips: Vec::new(),
            badges: Vec::new(),
            text: card.text.clone().unwrap_or_default(),
            rarity: card.rarity.clone(),
            id: card.id.to_string(),
        };
        match &card.details {
            CardDetails::Kayou(k) => {
                face.name = k
                    .name
                    .clone()
                    .unwrap_or_else(|| format!("Unknown {}", card.id));
                face.subtitle = k
                    .story
                    .as_ref()
                    .map(|s| s.subtitle.clone())
                    .filter(|s| !s.is_empty());
                face.corner = k.inspiration.map(|i| i.to_string());
                face.type_line = type_line(k);
                face.frame = frame_color(k);
                face.chips = k.chips.iter().map(|c| c.label().to_string()).collect();
                face.badges = badges(k)
                    .into_iter()
                    .map(|b| {
                        let warn = b.contains("unknown")
                            || b.contains("disputed")
                            || b.contains("inferred");
                        (b, warn)
                    })
                    .collect();
                if !k.stats_known && face.text.is_empty() {
                    face.text =
                        "Cost, Inspiration and text are not known yet for this card.".to_string();
                }
                if card.id.is_shining() {
                    face.rarity = format!("※{}", k.rarity);
                }
            }
            CardDetails::Lorcana(d) => {
                face.name = d.base_name.clone();
                face.subtitle = d.version.clone();
                face.corner = d.lore.map(|l| l.to_string());
                let mut kinds: Vec<&str> = d.subtype.iter().map(String::as_str).collect();
                kinds.extend(d.classifications.iter().map(String::as_str));
                if !kinds.is_empty() {
                    face.type_line = format!("{} — {}", card.card_type, kinds.join(" · "));
                }
                face.frame = d.inks.first().map_or(face.frame, |ink| ink_color(ink));
                if let (Some(s), Some(w)) = (d.strength, d.willpower) {
                    face.badges
                        .push((format!("strength {s} · willpower {w}"), false));
                }
                if let Some(l) = d.lore {
                    face.badges.push((format!("{l} lore"), false));
                }
                if d.inkable {
                    face.badges.push(("inkable".to_string(), false));
                }
            }
            CardDetails::Palworld(d) => {
                face.name = d.main_name.clone();
                face.subtitle = d.subtitle.clone();
                face.corner = d.power.map(|p| p.to_string());
                if !d.elements.is_empty() {
                    face.type_line = format!("{} — {}", card.card_type, d.elements.join(" · "));
                }
                face.frame = colour_of(d.colour.as_deref());
                if d.lucky {
                    face.badges.push(("Lucky".to_string(), false));
                }
                if d.soul {
                    face.badges.push(("Soul".to_string(), false));
                }
                if let Some(strike) = d.strike {
                    face.badges.push((format!("strike {strike}"), false));
                }
            }
        }
        face
    }
}

/// A Palworld colour (2.6.3; colourless cards and Souls grey).
fn colour_of(colour: Option<&str>) -> Color32 {
    match colour.map(str::to_ascii_lowercase).as_deref() {
        Some("red") => Color32::from_rgb(206, 64, 54),
        Some("blue") => Color32::from_rgb(54, 120, 206),
        Some("green") => Color32::from_rgb(60, 156, 80),
        Some("purple") => Color32::from_rgb(128, 84, 168),
        _ => Color32::from_rgb(150, 150, 160),
    }
}

/// The frame colour of a Kayou card: its printed colour, else a colour for its type.
pub fn frame_color(card: &KayouCard) -> Color32 {
    match card.color {
        Some(Color::Purple) => Color32::from_rgb(128, 84, 168),
        Some(Color::Pink) => Color32::from_rgb(222, 98, 160),
        Some(Color::Yellow) => Color32::from_rgb(226, 184, 46),
        Some(Color::Orange) => Color32::from_rgb(232, 128, 52),
        Some(Color::Blue) => Color32::from_rgb(64, 136, 214),
        Some(Color::Indigo) => Color32::from_rgb(72, 70, 160),
        Some(Color::White) => Color32::from_rgb(200, 200, 208),
        None => match card.card_type {
            CardType::Scene => Color32::from_rgb(64, 160, 140),
            CardType::Story => Color32::from_rgb(150, 110, 70),
            CardType::MainCharacter => Color32::from_rgb(200, 160, 60),
            CardType::Token => Color32::from_rgb(120, 120, 120),
            CardType::Character | CardType::Event | CardType::Item => {
                Color32::from_rgb(110, 110, 130)
            }
        },
    }
}

fn text_on(fill: Color32) -> Color32 {
    let luma =
        0.299 * f32::from(fill.r()) + 0.587 * f32::from(fill.g()) + 0.114 * f32::from(fill.b());
    if luma > 150.0 {
        Color32::from_rgb(20, 20, 28)
    } else {
        Color32::WHITE
    }
}

/// The badges a face shows beside the chips: Story stage, Everyday, data quality.
pub fn badges(card: &KayouCard) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(stage) = card.stage() {
        out.push(format!("Stage {}", stage.roman()));
    }
    if card.everyday {
        out.push("Everyday".to_string());
    }
    if !card.stats_known {
        out.push("stats unknown".to_string());
    }
    if card.type_inferred {
        out.push("type inferred".to_string());
    }
    if card.text_disputed {
        out.push("translation disputed".to_string());
    }
    out
}

/// The line under the name: type and keywords.
pub fn type_line(card: &KayouCard) -> String {
    let mut line = card.card_type.name().to_string();
    if !card.keywords.is_empty() {
        line.push_str(" — ");
        let words: Vec<&str> = card.keywords.iter().map(|k| k.as_str()).collect();
        line.push_str(&words.join(" · "));
    }
    line
}

/// Draws a card face of `width` (height from the card's aspect) and returns its response,
/// labelled for screen readers and tests: a clickable face is a button named after the card and
/// its printing ("Granny Smith (BP01-C19)"), a hover-only face an image named "Preview of" the
/// card. `sense` decides whether it can be clicked or dragged.
pub fn card_face_ui(
    ui: &mut egui::Ui,
    card: &Card,
    width: f32,
    detail: FaceDetail,
    image: &CardImage,
    sense: Sense,
) -> egui::Response {
    let size = Vec2::new(width, width / CARD_ASPECT);
    let (rect, response) = ui.allocate_exact_size(size, sense);
    let (role, label) = if sense.senses_click() {
        // Named with its printing: a hand or a grid often holds several printings of one name.
        (egui::Role::Button, format!("{} ({})", card.name, card.id))
    } else {
        (egui::Role::Image, format!("Preview of {}", card.name))
    };
    response.widget_info(|| egui::WidgetInfo::labeled(role, true, &label));
    if ui.is_rect_visible(rect) {
        paint_card_face(ui, rect, &Face::of(card), detail, image, response.hovered());
    }
    response
}

/// Paints a card face into `rect`.
pub fn paint_card_face(
    ui: &egui::Ui,
    rect: Rect,
    card: &Face,
    // The face shows the card as printed; its data-quality notes are listed under it.
    _detail: FaceDetail,
    image: &CardImage,
    highlighted: bool,
) {
    let painter = ui.painter_at(rect.expand(2.0));
    let scale = rect.width() / 240.0;
    let radius = CornerRadius::same((10.0 * scale).clamp(3.0, 14.0) as u8);
    let frame = card.frame;
    let ink = text_on(frame);
    painter.rect_filled(rect, radius, frame);
    let outline = if highlighted {
        Stroke::new(2.0, ui.visuals().selection.stroke.color)
    } else {
        Stroke::new(1.0, Color32::from_black_alpha(120))
    };

    if let CardImage::Ready(texture) = image {
        let uv = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
        painter.image(texture.id(), rect, uv, Color32::WHITE);
        id_strip(&painter, rect, card, scale);
        painter.rect_stroke(rect, radius, outline, StrokeKind::Inside);
        return;
    }

    let pad = 8.0 * scale;
    let inner = rect.shrink(pad);
    let body_fill = if ui.visuals().dark_mode {
        Color32::from_rgb(34, 34, 42)
    } else {
        Color32::from_rgb(250, 248, 244)
    };
    let body_ink = ui.visuals().strong_text_color();
    let title_size = (17.0 * scale).max(9.0);
    let small_size = (12.0 * scale).max(8.0);

    // Cost (top left) and the corner number (Inspiration, lore, power; top right), as coins.
    let coin_r = 15.0 * scale;
    let cost_center = Pos2::new(inner.left() + coin_r, inner.top() + coin_r);
    if let Some(cost) = card.cost {
        painter.circle_filled(cost_center, coin_r, Color32::from_rgb(30, 30, 40));
        painter.text(
            cost_center,
            Align2::CENTER_CENTER,
            cost.to_string(),
            FontId::proportional(title_size),
            Color32::WHITE,
        );
    }
    let insp_center = Pos2::new(inner.right() - coin_r, inner.top() + coin_r);
    if let Some(corner) = &card.corner {
        painter.circle_filled(insp_center, coin_r, Color32::from_rgb(250, 226, 120));
        painter.text(
            insp_center,
            Align2::CENTER_CENTER,
            corner,
            FontId::proportional(small_size),
            Color32::from_rgb(60, 40, 0),
        );
    }

    // Name between the coins, wrapped.
    let name_left = inner.left() + 2.0 * coin_r + 4.0 * scale;
    let name_width = (inner.width() - 4.0 * coin_r - 8.0 * scale).max(20.0);
    let name = painter.layout(
        card.name.clone(),
        FontId::proportional(title_size),
        ink,
        name_width,
    );
    let name_height = name.size().y;
    painter.galley(Pos2::new(name_left, inner.top()), name, ink);
    let mut y = inner.top() + (2.0 * coin_r).max(name_height) + 4.0 * scale;

    if let Some(subtitle) = &card.subtitle {
        let subtitle = painter.layout(
            subtitle.clone(),
            FontId::proportional(small_size),
            ink,
            inner.width(),
        );
        let h = subtitle.size().y;
        painter.galley(Pos2::new(inner.left(), y), subtitle, ink);
        y += h + 2.0 * scale;
    }

    // Type and keywords.
    let type_galley = painter.layout(
        card.type_line.clone(),
        FontId::proportional(small_size),
        ink,
        inner.width(),
    );
    let h = type_galley.size().y;
    painter.galley(Pos2::new(inner.left(), y), type_galley, ink);
    y += h + 4.0 * scale;

    // Badges: chips first, then stage / Everyday / quality.
    let mut x = inner.left();
    let badge_font = FontId::proportional(small_size);
    let badge_h = small_size + 4.0 * scale;
    let chip_fill = Color32::from_rgb(250, 250, 255);
    let mut badge_list: Vec<(String, Color32, Color32)> = card
        .chips
        .iter()
        .map(|chip| (chip.clone(), chip_fill, Color32::from_rgb(40, 40, 90)))
        .collect();
    for (badge, warn) in &card.badges {
        let badge = badge.clone();
        let (fill, text) = if *warn {
            (
                Color32::from_rgb(255, 214, 102),
                Color32::from_rgb(80, 50, 0),
            )
        } else {
            (Color32::from_rgb(40, 40, 56), Color32::WHITE)
        };
        badge_list.push((badge, fill, text));
    }
    for (text, fill, color) in badge_list {
        let galley = painter.layout_no_wrap(text, badge_font.clone(), color);
        let w = galley.size().x + 8.0 * scale;
        if x + w > inner.right() && x > inner.left() {
            x = inner.left();
            y += badge_h + 3.0 * scale;
        }
        let badge_rect = Rect::from_min_size(Pos2::new(x, y), Vec2::new(w, badge_h));
        painter.rect_filled(badge_rect, CornerRadius::same(4), fill);
        painter.galley(
            Pos2::new(x + 4.0 * scale, y + (badge_h - galley.size().y) / 2.0),
            galley,
            color,
        );
        x += w + 4.0 * scale;
    }
    if x > inner.left() {
        y += badge_h + 4.0 * scale;
    }

    // Text box.
    let strip_h = small_size + 6.0 * scale;
    let text_rect = Rect::from_min_max(
        Pos2::new(inner.left(), y),
        Pos2::new(inner.right(), inner.bottom() - strip_h),
    );
    if text_rect.height() > 4.0 {
        painter.rect_filled(text_rect, CornerRadius::same(4), body_fill);
        {
            let galley = painter.layout(
                card.text.clone(),
                FontId::proportional(small_size),
                body_ink,
                text_rect.width() - 8.0 * scale,
            );
            painter.with_clip_rect(text_rect).galley(
                text_rect.min + Vec2::splat(4.0 * scale),
                galley,
                body_ink,
            );
        }
    }
    id_strip(&painter, rect, card, scale);
    painter.rect_stroke(rect, radius, outline, StrokeKind::Inside);
}

/// The bottom strip: rarity (※ for shining) and the printing ID.
fn id_strip(painter: &egui::Painter, rect: Rect, card: &Face, scale: f32) {
    let size = (11.0 * scale).max(8.0);
    let strip = Rect::from_min_max(
        Pos2::new(rect.left(), rect.bottom() - size - 8.0 * scale),
        rect.max,
    );
    painter.rect_filled(
        strip,
        CornerRadius {
            nw: 0,
            ne: 0,
            sw: 8,
            se: 8,
        },
        Color32::from_black_alpha(150),
    );
    painter.text(
        Pos2::new(strip.left() + 6.0 * scale, strip.center().y),
        Align2::LEFT_CENTER,
        card.rarity.clone(),
        FontId::proportional(size),
        Color32::WHITE,
    );
    painter.text(
        Pos2::new(strip.right() - 6.0 * scale, strip.center().y),
        Align2::RIGHT_CENTER,
        card.id.clone(),
        FontId::monospace(size),
        Color32::WHITE,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{CardId, Game};
    use crate::catalog::Catalog;

    fn face(catalog: &Catalog, game: Game, id: &str) -> Face {
        let index = catalog.game_index(game).expect("the game's cards");
        let card_id = CardId::parse_in(game, id).expect("an ID");
        Face::of(index.printing(&card_id).expect("in the catalog"))
    }

    #[test]
    fn every_games_face_shows_its_own_facts_in_the_same_places() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let catalog = Catalog::open(&root.join("cards.db")).expect("cards.db");
        // Kayou: Inspiration in the corner, keywords on the type line, ※ before the rarity.
        let kayou = face(&catalog, Game::Kayou, "※BP01-CR01");
        assert!(kayou.rarity.starts_with('※'), "{kayou:?}");
        assert!(kayou.corner.is_some() && kayou.type_line.starts_with("Character"));
        // Lorcana 1-042 Elsa - Spirit of Winter: the version under the name, lore in the
        // corner, the ink's colour on the frame, strength and willpower as a badge.
        let elsa = face(&catalog, Game::Lorcana, "1-042");
        assert_eq!(
            (elsa.name.as_str(), elsa.subtitle.as_deref()),
            ("Elsa", Some("Spirit of Winter"))
        );
        assert_eq!(elsa.cost, Some(8));
        assert_eq!(elsa.corner.as_deref(), Some("3"));
        assert_eq!(elsa.frame, ink_color("Amethyst"));
        assert!(
            elsa.badges.iter().any(|(b, _)| b.contains("strength")),
            "{elsa:?}"
        );
        // Palworld EBP01-001: power in the corner, elements on the type line, the Lucky icon.
        let pal = face(&catalog, Game::Palworld, "EBP01-001");
        assert_eq!(pal.name, "Jormuntide Ignis");
        assert_eq!(pal.corner.as_deref(), Some("1700"));
        assert!(pal.type_line.contains("Fire"), "{pal:?}");
        assert!(pal.badges.iter().any(|(b, _)| b == "Lucky"));
    }
}
