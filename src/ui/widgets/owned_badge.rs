//! Collection numbers on other screens: the owned count with quick +/- on a card preview and the
//! deck editor's "owned / needed" hint.
//!
//! The collection panel publishes an [`OwnedView`] into the egui context once per frame
//! ([`OwnedView::publish`]); these widgets read it, so the catalog and deck panels need no new
//! parameters, only one call each.

use std::sync::Arc;

use crate::card::{Card, CardId, CardIndex};
use crate::deck::{Deck, Section};
use crate::ui::AppCommand;

pub use crate::ui::controllers::collection::OwnedView;

impl OwnedView {
    fn id() -> egui::Id {
        egui::Id::unique("ponydeck-owned-view")
    }

    /// Makes the view readable by the widgets of this frame.
    pub fn publish(self: &Arc<OwnedView>, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(OwnedView::id(), Arc::clone(self)));
    }

    /// The view published this frame (empty before the first publish).
    pub fn current(ctx: &egui::Context) -> Arc<OwnedView> {
        ctx.data(|d| d.get_temp::<Arc<OwnedView>>(OwnedView::id()))
            .unwrap_or_default()
    }
}

/// Sets a widget's accessible label (for screen readers and the UI tests) when its visible
/// text is a symbol such as `+`.
pub fn accessible(response: &egui::Response, label: &str) {
    let label = label.to_string();
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, response.enabled(), label.clone())
    });
}

/// The owned count of a printing with quick - / + buttons, and, where the published view is of
/// the card's game, the availability of its card across saved decks: for card previews.
pub fn owned_badge_ui(ui: &mut egui::Ui, card: &Card, owned: u32, out: &mut Vec<AppCommand>) {
    let card_id = &card.id;
    ui.horizontal(|ui| {
        ui.label(format!("Owned: {owned}"));
        let minus = ui
            .add_enabled(owned > 0, egui::Button::new("−"))
            .on_hover_text("Remove one owned copy of this printing");
        accessible(&minus, &format!("Remove one owned {card_id}"));
        if minus.clicked() {
            out.push(AppCommand::AdjustOwned(card.game, card_id.clone(), -1));
        }
        let plus = ui
            .button("+")
            .on_hover_text("Add one owned copy of this printing");
        accessible(&plus, &format!("Add one owned {card_id}"));
        if plus.clicked() {
            out.push(AppCommand::AdjustOwned(card.game, card_id.clone(), 1));
        }
    });
    let view = OwnedView::current(ui.ctx());
    if view.game == Some(card.game) {
        ui.small(format!(
            "All printings of {}: {}",
            card.copy_key,
            view.availability(&card.copy_key, None)
        ));
    }
}

/// The deck editor's hint for one entry of `deck`: `3/4 owned` (owned of needed), counting every
/// printing of the card (its copy key: Kayou's card number, 102.1.1) in the deck and the
/// collection, in the warning colour when short, with the copies other saved decks use on hover.
/// `count` is the entry's own count (used for a card that is only in the Maybe section).
pub fn need_hint_ui(
    ui: &mut egui::Ui,
    index: &CardIndex,
    card_id: &CardId,
    count: u32,
    deck: &Deck,
    deck_name: &str,
) {
    let view = OwnedView::current(ui.ctx());
    let key = index.copy_key_of(card_id);
    let owned = view.owned_of_key(&key);
    let in_deck: u32 = Section::ALL
        .into_iter()
        .filter(|&s| s != Section::Maybe)
        .flat_map(|s| deck.section(s))
        .filter(|e| index.copy_key_of(&e.card_id) == key)
        .map(|e| e.count)
        .fold(0, u32::saturating_add);
    let needed = if in_deck == 0 { count } else { in_deck };
    // Compact, so the deck row keeps its room: "3/4 owned"; the hover says more.
    let text = egui::RichText::new(format!("{owned}/{needed} owned")).small();
    let text = if owned < needed {
        text.color(ui.visuals().warn_fg_color)
    } else {
        text.weak()
    };
    ui.label(text)
        .on_hover_text(view.availability(&key, Some(deck_name)));
}
