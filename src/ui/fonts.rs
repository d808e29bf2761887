//! The fonts the window ships: egui's defaults, then VL PGothic as a fallback for the glyphs
//! the catalog prints that the defaults lack (｢｣「」※−). Licence: `assets/fonts/VL-PGothic-LICENSE.txt`.

use std::sync::Arc;

/// VL PGothic Regular (M+ FONTS / Sazanami / BSD-3-Clause), covering CJK brackets and ※.
const FALLBACK_FONT: &[u8] = include_bytes!("../../assets/fonts/VL-PGothic-Regular.ttf");

/// The name the fallback font is registered under.
pub const FALLBACK_FONT_NAME: &str = "VL-PGothic";

/// Adds the fallback font after egui's defaults, for both proportional and monospace text.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        FALLBACK_FONT_NAME.to_string(),
        Arc::new(egui::FontData::from_static(FALLBACK_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(FALLBACK_FONT_NAME.to_string());
    }
    ctx.set_fonts(fonts);
}
