//! Games by link: two people on two devices play one game by sending each other links
//! that hold the whole game so far, with no server between them. [`link`] writes and
//! reads a link; [`Correspondence`] is one device's copy of the game, which takes a link
//! only when it extends the copy by what the other side was entitled to do.

mod base64url;
mod exchange;
pub mod link;

#[cfg(test)]
mod tests;

pub use base64url::Base64Error;
pub use exchange::{ActionError, Correspondence, Received, Refusal, Status};
pub use link::{Ending, Field, GameLink, LinkError, Offer, Reply, Terms};
