//! Mutations: the one place each change to the zones is made and recorded. A card arriving in a
//! zone ([`GameState::put`]) records its `Event::Moved` here and nowhere else; the draw (601),
//! a discard (602), a Character leaving play (614, `leave_play`), tapping, flipping and Treats
//! (`card_state`), Plans (604, 605, `plans`) and the passive rival's stand-ins (`passive_rival`)
//! are made here too, whoever asks for them (a
//! phase, an effect, the sandbox). Rules code says what happens; these say how the zones change and which
//! event the log, and so the trigger pass, sees.
//!
//! [`GameState::put`]: super::GameState::put

mod card_state;
mod leave_play;
mod passive_rival;
mod plans;
mod zones;
