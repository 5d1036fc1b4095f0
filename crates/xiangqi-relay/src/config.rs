//! What a relay allows: every limit in one place, with the defaults the binary runs with.

use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Config {
    /// The largest message, in bytes. A move with its clock is under 100.
    pub max_message_bytes: usize,
    /// Messages a second per connection, kept on average...
    pub messages_per_second: u32,
    /// ...with this many at once.
    pub message_burst: u32,
    /// Rooms an address may have opened that are still alive.
    pub rooms_per_address: usize,
    /// Rooms the relay holds at most.
    pub max_rooms: usize,
    /// How long a room is kept after both players are gone.
    pub room_expiry: Duration,
    /// How often a quiet connection is pinged; two intervals without a frame close it.
    pub ping_interval: Duration,
    /// How long a new connection may take to send its WebSocket request.
    pub handshake_timeout: Duration,
    /// The pages' origins served (`https://example.org`); empty serves any.
    pub allowed_origins: Vec<String>,
    /// Read the client's address from the last `X-Forwarded-For` entry: only behind a
    /// proxy that sets it, or anyone could claim any address.
    pub trust_forwarded_for: bool,
    /// Messages waiting for a device that reads slower than its opponent writes;
    /// beyond this it is closed, so the relay's memory stays bounded.
    pub outbox: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_message_bytes: 4096,
            messages_per_second: 10,
            message_burst: 20,
            rooms_per_address: 20,
            max_rooms: 100_000,
            room_expiry: Duration::from_secs(10 * 60),
            ping_interval: Duration::from_secs(5),
            handshake_timeout: Duration::from_secs(10),
            allowed_origins: Vec::new(),
            trust_forwarded_for: false,
            outbox: 32,
        }
    }
}
