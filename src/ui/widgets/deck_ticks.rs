//! The decks to tick, as the Matchups view and "Improve this deck" offer them: the starters,
//! then the decks saved in the library (a copied starter marked "(saved)").

use crate::catalog::DeckSummary;
use crate::ui::controllers::goldfish::{RivalSource, saved_deck_label};

/// Draws a box for each starter and each saved deck, ticked when `selected` holds it; `enabled`
/// greys them out (while a run uses them). Returns the deck whose box was clicked, and whether
/// it is ticked now.
pub fn deck_ticks(
    ui: &mut egui::Ui,
    selected: &[RivalSource],
    library: &[DeckSummary],
    enabled: bool,
) -> Option<(RivalSource, bool)> {
    let mut changed = None;
    let starters = crate::deck::starters();
    ui.horizontal_wrapped(|ui| {
        ui.weak("Starters:");
        for starter in &starters {
            let source = RivalSource::Starter(starter.code.clone());
            let mut on = selected.contains(&source);
            let name = starter.deck.name.clone().unwrap_or(starter.code.clone());
            if ui
                .add_enabled(enabled, egui::Checkbox::new(&mut on, name))
                .on_hover_text("The starter deck as shipped")
                .changed()
            {
                changed = Some((source, on));
            }
        }
    });
    if !library.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.weak("Your decks:");
            for deck in library {
                let source = RivalSource::Saved(deck.name.clone());
                let mut on = selected.contains(&source);
                // A copied starter keeps its name: "(saved)" tells the two apart.
                let label = saved_deck_label(&deck.name, &starters);
                if ui
                    .add_enabled(enabled, egui::Checkbox::new(&mut on, label))
                    .on_hover_text("A deck saved in your library, as it is now")
                    .changed()
                {
                    changed = Some((source, on));
                }
            }
        });
    }
    changed
}
