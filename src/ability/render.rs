//! Renders compiled abilities back as short plain English.

use super::{Ability, CompiledCard};

/// One sentence for an ability.
pub fn render(ability: &Ability) -> String {
    format!("{ability:?}")
}

/// One sentence per ability of a compiled card.
pub fn render_card(card: &CompiledCard) -> Vec<String> {
    card.abilities.iter().map(render).collect()
}
