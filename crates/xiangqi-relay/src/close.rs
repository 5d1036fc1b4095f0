//! Why the relay closes a connection: one code and one reason per cause, sent in the
//! WebSocket close frame. The page words each cause for the player by its code; the
//! reason is for anyone reading the frame by other means.

use tokio_tungstenite::tungstenite::protocol::frame::{coding::CloseCode, CloseFrame};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Close {
    /// A frame that is not a valid WebSocket frame, or text that is not UTF-8.
    Malformed,
    /// A binary message: the players' messages are text.
    TextOnly,
    /// A message over the size limit.
    TooBig,
    /// Both seats of the room are taken by other devices.
    RoomFull,
    /// More messages a second than the limit allows.
    TooManyMessages,
    /// The address holds as many rooms as it may.
    TooManyRooms,
    /// The same seat was opened by a newer connection (another tab, or a reconnect
    /// that came before the old connection was seen to drop).
    OpenedElsewhere,
    /// The address is not `…/room/<id>?seat=<key>` with ids of the allowed form.
    NotARoom,
    /// The page's origin is not one the relay was told to serve.
    OriginRefused,
    /// The device stopped reading while messages for it kept coming.
    NotReading,
    /// The relay holds as many rooms as it may.
    RelayFull,
    /// No frame, not even an answer to a ping, for two ping intervals.
    Silent,
}

impl Close {
    pub fn code(self) -> u16 {
        match self {
            Close::Malformed => 1002,
            Close::TextOnly => 1003,
            Close::TooBig => 1009,
            Close::RoomFull => 4000,
            Close::TooManyMessages => 4001,
            Close::TooManyRooms => 4002,
            Close::OpenedElsewhere => 4003,
            Close::NotARoom => 4004,
            Close::OriginRefused => 4005,
            Close::NotReading => 4006,
            Close::RelayFull => 4007,
            Close::Silent => 4008,
        }
    }

    /// Short, at most 123 bytes as a close frame allows.
    pub fn reason(self) -> &'static str {
        match self {
            Close::Malformed => "malformed frame",
            Close::TextOnly => "text messages only",
            Close::TooBig => "message too big (4 KB at most)",
            Close::RoomFull => "this room already has two players",
            Close::TooManyMessages => "too many messages a second",
            Close::TooManyRooms => "too many rooms from this address",
            Close::OpenedElsewhere => "this seat was opened by a newer connection",
            Close::NotARoom => "not a room address",
            Close::OriginRefused => "this relay does not serve that site",
            Close::NotReading => "messages were not being read",
            Close::RelayFull => "the relay is full",
            Close::Silent => "no answer to pings",
        }
    }

    pub fn frame(self) -> CloseFrame {
        CloseFrame {
            code: CloseCode::from(self.code()),
            reason: self.reason().into(),
        }
    }
}
