//! Side panels sized from the room there is, so every screen fits from 1024×700 up to 4K: a
//! panel takes a share of the width (or height) its parent offers, never less than what its
//! widgets need, and never so much that the central panel is squeezed out.

/// A side panel that takes `share` of `total` by default, at least `min`, and at most
/// `max_share` of `total` (or `min`, if that is larger), even after the user drags its edge.
pub fn fitted(panel: egui::Panel, total: f32, share: f32, max_share: f32, min: f32) -> egui::Panel {
    let default = (total * share).max(min);
    let max = (total * max_share).max(min);
    panel.default_size(default.min(max)).size_range(min..=max)
}
