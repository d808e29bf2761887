//! The deck statistics as bar charts (`egui_plot`), for every game: the cost curve and types,
//! and the game's own spread (Kayou's Inspiration and keywords, Lorcana's ink curves and
//! inkable share, Palworld's colours and Lucky cards). Reads a [`DeckStats`] computed after the
//! last edit and the deck's [`Format`]; computes nothing itself.

use egui_plot::{AxisHints, Bar, BarChart, GridMark, Plot};

use crate::format::{ExtraRule, Format};
use crate::stats::{Bucket, DeckStats, InkCurve, Spread};

/// Draws the charts of the deck's main section.
pub fn deck_charts_ui(ui: &mut egui::Ui, stats: &DeckStats, format: &Format) {
    ui.heading("Statistics");
    let average = stats
        .average_cost
        .map_or("-".to_string(), |a| format!("{a:.2}"));
    let main = format.sections.first().map_or("Main Deck", |s| s.label);
    ui.label(format!(
        "{main} {} cards · average cost {average}{}",
        stats.main_cards,
        if stats.unknown_cost > 0 {
            format!(" · {} with unknown cost", stats.unknown_cost)
        } else {
            String::new()
        }
    ));
    chart_ui(
        ui,
        "Cost curve",
        &stats.curve,
        egui::Color32::from_rgb(90, 140, 220),
    );
    let types = |ui: &mut egui::Ui| {
        chart_ui(
            ui,
            "Types",
            &stats.types,
            egui::Color32::from_rgb(200, 110, 170),
        );
    };
    match &stats.spread {
        Spread::Inspiration {
            keywords,
            inspiration,
            ..
        } => {
            chart_ui(
                ui,
                "Inspiration",
                inspiration,
                egui::Color32::from_rgb(230, 190, 60),
            );
            types(ui);
            let keywords: Vec<Bucket> = keywords.iter().take(8).cloned().collect();
            chart_ui(
                ui,
                "Keywords (top 8)",
                &keywords,
                egui::Color32::from_rgb(110, 190, 150),
            );
        }
        Spread::Inks {
            ink_curves,
            inkable,
        } => {
            ink_curve_ui(ui, ink_curves);
            share_ui(ui, "Inkable share", *inkable, stats.main_cards);
            types(ui);
        }
        Spread::Colours { colours, lucky } => {
            chart_ui(
                ui,
                "Colours",
                colours,
                egui::Color32::from_rgb(200, 110, 110),
            );
            let limit = format.extra.iter().find_map(|rule| match rule {
                ExtraRule::MaxLucky { max, rule, .. } => Some((*max, *rule)),
                _ => None,
            });
            if let Some((max, rule)) = limit {
                limit_ui(
                    ui,
                    &format!("Lucky cards (at most {max}, {rule})"),
                    *lucky,
                    max,
                );
            }
            types(ui);
        }
    }
}

/// One bar chart of buckets, with a summary line that lists every bar.
pub fn chart_ui(ui: &mut egui::Ui, title: &str, buckets: &[Bucket], color: egui::Color32) {
    ui.strong(title);
    if buckets.is_empty() {
        ui.small("(no cards yet)");
        return;
    }
    let bars: Vec<Bar> = buckets
        .iter()
        .enumerate()
        .map(|(i, b)| {
            Bar::new(i as f64, f64::from(b.cards))
                .name(&b.label)
                .width(0.7)
                .fill(color)
        })
        .collect();
    let summary: Vec<String> = buckets
        .iter()
        .map(|b| format!("{}: {}", b.label, b.cards))
        .collect();
    ui.small(summary.join(" · "));
    let count = buckets.len();
    // A label wider than its bar would be dropped: shorten it to the room a bar has (the full
    // name is the bar's hover text and in the summary line above).
    // The plot's frame and y axis take some of the width.
    let per_bar = (ui.available_width() - 30.0) / count.max(1) as f32 - 2.0;
    let font = egui::TextStyle::Body.resolve(ui.style());
    let painter = ui.painter().clone();
    let width = |text: &str| {
        painter
            .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    };
    let labels: Vec<String> = buckets
        .iter()
        .map(|b| {
            let mut room = b.label.chars().count();
            let mut label = b.label.clone();
            while room > 2 && width(&label) > per_bar {
                room -= 1;
                label = shorten(&b.label, room);
            }
            label
        })
        .collect();
    // One grid mark per bar and no minimum spacing, so every bar keeps its label however many
    // bars there are (egui_plot would otherwise thin them out from six bars on).
    let x_axis = AxisHints::new_x()
        .label_spacing(0.0..=1.0)
        .formatter(move |mark, _range| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            labels.get(i as usize).cloned().unwrap_or_default()
        });
    Plot::new(title)
        .height(110.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .show_grid([false, true])
        .custom_x_axes(vec![x_axis])
        .x_grid_spacer(move |_input| {
            (0..count)
                .map(|i| GridMark {
                    value: i as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .show(ui, |plot| plot.bar_chart(BarChart::new(title, bars)));
}

/// `label` cut to at most `room` characters, the last one an ellipsis when cut.
fn shorten(label: &str, room: usize) -> String {
    if label.chars().count() <= room {
        return label.to_string();
    }
    let mut short: String = label.chars().take(room.saturating_sub(1)).collect();
    short.push('…');
    short
}

/// The colour of a Lorcana ink.
pub fn ink_color(ink: &str) -> egui::Color32 {
    match ink {
        "Amber" => egui::Color32::from_rgb(235, 180, 40),
        "Amethyst" => egui::Color32::from_rgb(140, 80, 190),
        "Emerald" => egui::Color32::from_rgb(40, 160, 90),
        "Ruby" => egui::Color32::from_rgb(200, 50, 60),
        "Sapphire" => egui::Color32::from_rgb(50, 120, 210),
        "Steel" => egui::Color32::from_rgb(150, 155, 165),
        _ => egui::Color32::GRAY,
    }
}

/// Lorcana's ink curve: per cost, one bar per ink side by side (a dual-ink card is under both of
/// its inks, as 5.2.5.1 counts it), with a summary line per ink.
pub fn ink_curve_ui(ui: &mut egui::Ui, curves: &[InkCurve]) {
    ui.strong("Ink curve");
    if curves.is_empty() {
        ui.small("(no cards yet)");
        return;
    }
    for curve in curves {
        let summary: Vec<String> = curve
            .curve
            .iter()
            .filter(|b| b.cards > 0)
            .map(|b| format!("{}: {}", b.label, b.cards))
            .collect();
        ui.colored_label(
            ink_color(&curve.ink),
            format!("{} · {}", curve.ink, summary.join(" · ")),
        );
    }
    let m = curves.len() as f64;
    let width = 0.8 / m;
    let charts: Vec<BarChart> = curves
        .iter()
        .enumerate()
        .map(|(k, curve)| {
            let offset = (k as f64 - (m - 1.0) / 2.0) * width;
            let bars = curve
                .curve
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    Bar::new(i as f64 + offset, f64::from(b.cards))
                        .name(format!("{} cost {}", curve.ink, b.label))
                        .width(width * 0.95)
                        .fill(ink_color(&curve.ink))
                })
                .collect();
            BarChart::new(curve.ink.clone(), bars).color(ink_color(&curve.ink))
        })
        .collect();
    let labels: Vec<String> = curves
        .first()
        .map(|c| c.curve.iter().map(|b| b.label.clone()).collect())
        .unwrap_or_default();
    let count = labels.len();
    let x_axis = AxisHints::new_x()
        .label_spacing(0.0..=1.0)
        .formatter(move |mark, _range| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            labels.get(i as usize).cloned().unwrap_or_default()
        });
    Plot::new("Ink curve")
        .height(120.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .show_grid([false, true])
        .custom_x_axes(vec![x_axis])
        .x_grid_spacer(move |_input| {
            (0..count)
                .map(|i| GridMark {
                    value: i as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .show(ui, |plot| {
            for chart in charts {
                plot.bar_chart(chart);
            }
        });
}

/// A share as a labelled bar (`Inkable 40 of 60 (67%)`).
pub fn share_ui(ui: &mut egui::Ui, label: &str, part: u32, total: u32) {
    let fraction = if total == 0 {
        0.0
    } else {
        f64::from(part) / f64::from(total)
    };
    ui.strong(label);
    ui.add(
        egui::ProgressBar::new(fraction as f32)
            .desired_width(ui.available_width().min(260.0))
            .text(format!("{part} of {total} ({:.0}%)", fraction * 100.0)),
    );
}

/// A count against the most a deck may hold, as a bar: over the limit, it fills with the error
/// colour and says by how much (`9 of 8 — 1 over`), rather than looking full and fine.
pub fn limit_ui(ui: &mut egui::Ui, label: &str, part: u32, limit: u32) {
    let (words, over) = limit_words(part, limit);
    ui.strong(label);
    let fraction = if limit == 0 {
        1.0
    } else {
        (f64::from(part) / f64::from(limit)).min(1.0)
    };
    let mut bar = egui::ProgressBar::new(fraction as f32)
        .desired_width(ui.available_width().min(260.0))
        .text(egui::RichText::new(words.clone()).color(if over {
            egui::Color32::WHITE
        } else {
            ui.visuals().text_color()
        }));
    if over {
        bar = bar.fill(ui.visuals().error_fg_color);
    }
    ui.add(bar).on_hover_text(words);
}

/// The words of a count against its limit, and whether it is over: `6 of 8`, `8 of 8`,
/// `9 of 8 — 1 over`.
pub fn limit_words(part: u32, limit: u32) -> (String, bool) {
    if part > limit {
        (format!("{part} of {limit} — {} over", part - limit), true)
    } else {
        (format!("{part} of {limit}"), false)
    }
}

#[cfg(test)]
mod tests {
    use super::{limit_words, shorten};

    #[test]
    fn a_count_over_its_limit_says_by_how_much_and_one_within_does_not() {
        assert_eq!(limit_words(9, 8), ("9 of 8 — 1 over".to_string(), true));
        assert_eq!(limit_words(8, 8), ("8 of 8".to_string(), false));
        assert_eq!(limit_words(0, 8), ("0 of 8".to_string(), false));
    }

    #[test]
    fn a_long_label_is_cut_to_its_room_with_an_ellipsis() {
        assert_eq!(shorten("Twilight Sparkle", 6), "Twili…");
        assert_eq!(shorten("Pet", 6), "Pet");
        assert_eq!(shorten("Owlowiscious", 2), "O…");
    }
}
