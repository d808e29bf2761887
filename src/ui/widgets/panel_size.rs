//! Side panels sized from the room there is, so every screen fits from 1024×700 up to 4K: a
//! panel takes a share of the width (or height) its parent offers, never less than what its
//! widgets need, and never so much that the central panel is squeezed out. When the window
//! grows or shrinks, a panel keeps its share: a width chosen by dragging the edge at one window
//! size stays the same part of the window at another.

/// Which edge a side panel stands on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    /// The left edge.
    Left,
    /// The right edge.
    Right,
}

/// A resizable side panel `id_salt` on `edge` of `ui`, to be shown in `ui`: it takes `share` of
/// `total` by default, at least `min`, and at most `max_share` of `total` (or `min`, if that is
/// larger), even after the user drags its edge. Its width (the default or a dragged one) is
/// scaled with `total` when that changes, so a window enlarged after it opened does not keep
/// the narrow panels of its first size.
pub fn fitted(
    ui: &egui::Ui,
    edge: Edge,
    id_salt: &'static str,
    total: f32,
    share: f32,
    max_share: f32,
    min: f32,
) -> egui::Panel {
    let default = (total * share).max(min);
    let max = (total * max_share).max(min);
    // The id egui keeps the panel's state under (`Panel::id`: the parent's scope and the salt).
    let id = ui.scope_id().with_salt(egui::IdSalt::new(id_salt));
    let total_id = id.with("fitted-total");
    let last_total: Option<f32> = ui.data_mut(|d| d.get_persisted(total_id));
    if let Some(last_total) = last_total
        && (last_total - total).abs() >= 0.5
        && let Some(mut state) = egui::containers::panel::PanelState::load(ui.ctx(), id)
    {
        let width = rescaled(state.outer_rect.width(), last_total, total, min, max);
        state.outer_rect.set_width(width);
        ui.data_mut(|d| d.insert_persisted(id, state));
    }
    if last_total != Some(total) {
        ui.data_mut(|d| d.insert_persisted(total_id, total));
    }
    let panel = match edge {
        Edge::Left => egui::Panel::left(id_salt),
        Edge::Right => egui::Panel::right(id_salt),
    };
    panel
        .resizable(true)
        .default_size(default.min(max))
        .size_range(min..=max)
}

/// Keeps a side panel's content within the panel's width: text in a row wraps instead of
/// widening the panel (a resizable panel grows to its widest content, so a long label shown on
/// a click or a hover moved every column beside it under the pointer). Call it first in the
/// panel's `show`.
pub fn keep_within(ui: &mut egui::Ui) {
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
}

/// A panel `width` wide when its parent offered `last_total`, at the same share of `total`,
/// within `min..=max`.
fn rescaled(width: f32, last_total: f32, total: f32, min: f32, max: f32) -> f32 {
    if last_total <= 0.0 || !width.is_finite() {
        return min;
    }
    (width * total / last_total).clamp(min, max.max(min))
}

#[cfg(test)]
mod tests {
    use super::rescaled;

    #[test]
    fn a_panel_keeps_its_share_when_the_window_grows_or_shrinks() {
        // 150 of 900 (a sixth) stays a sixth of 1800 and of 600.
        assert_eq!(rescaled(150.0, 900.0, 1800.0, 100.0, 600.0), 300.0);
        assert_eq!(rescaled(150.0, 900.0, 600.0, 90.0, 600.0), 100.0);
    }

    #[test]
    fn a_rescaled_panel_stays_within_its_range() {
        assert_eq!(rescaled(150.0, 900.0, 600.0, 130.0, 600.0), 130.0);
        assert_eq!(rescaled(300.0, 900.0, 3600.0, 130.0, 700.0), 700.0);
        assert_eq!(rescaled(150.0, 0.0, 900.0, 130.0, 700.0), 130.0);
    }
}
