//! What the relay itself tells a device: whether the other seat is taken. Sent as binary
//! frames, which a player cannot send (the relay takes text only), so a peer can never
//! forge one.

use tokio_tungstenite::tungstenite::Message;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Peer {
    /// The other seat has not been taken yet.
    Waiting,
    /// The other device is connected.
    Here,
    /// The other device was here and its connection is gone.
    Gone,
}

impl Peer {
    pub fn message(self) -> Message {
        let json: &'static str = match self {
            Peer::Waiting => r#"{"peer":"waiting"}"#,
            Peer::Here => r#"{"peer":"here"}"#,
            Peer::Gone => r#"{"peer":"gone"}"#,
        };
        Message::Binary(json.as_bytes().into())
    }
}
