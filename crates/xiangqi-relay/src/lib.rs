//! The relay that live games with a friend pass through. It pairs two devices by a room
//! id and forwards each one's text messages to the other; it knows rooms, not games: no
//! rules, no accounts, nothing on disk, and nothing of a room once its expiry has passed.
//! The pages check every move with the rules crate on both devices.
//!
//! A device connects to `ws://HOST/room/<room>?seat=<key>`, both ids of 16 to 64
//! characters of `A–Z a–z 0–9 - _`. The first two seat keys a room sees take its two
//! seats; a key coming back takes its own seat again, a third key is refused. The relay
//! tells each device, in binary frames, whether the other is `waiting`, `here` or
//! `gone`; the players' messages are text, forwarded as they are.

mod close;
mod config;
mod connection;
mod limits;
mod notice;
mod outbox;
mod rate;
mod request;
mod rooms;

use std::io;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::net::TcpListener;

pub use close::Close;
pub use config::Config;
pub use limits::raise_open_files;
use rooms::Rooms;

/// A running relay's shared state.
pub struct Relay {
    config: Config,
    rooms: Rooms,
    connections: AtomicU64,
}

impl Relay {
    pub fn new(config: Config) -> Arc<Relay> {
        Arc::new(Relay {
            config,
            rooms: Rooms::default(),
            connections: AtomicU64::new(0),
        })
    }

    /// The rooms held now, those waiting to expire included.
    pub fn rooms(&self) -> usize {
        self.rooms.len()
    }

    /// Accepts connections until the listener fails for good.
    pub async fn serve(self: Arc<Relay>, listener: TcpListener) -> io::Result<()> {
        tokio::spawn(Arc::clone(&self).sweep());
        loop {
            match listener.accept().await {
                Ok((tcp, remote)) => {
                    // Moves are small and should leave at once.
                    let _ = tcp.set_nodelay(true);
                    tokio::spawn(connection::serve(tcp, remote, Arc::clone(&self)));
                }
                // Out of file descriptors or a connection reset before it was taken:
                // the listener still works, so wait a little and go on.
                Err(error) if is_passing(&error) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(error) => return Err(error),
            }
        }
    }

    async fn sweep(self: Arc<Relay>) {
        let every =
            (self.config.room_expiry / 4).clamp(Duration::from_millis(10), Duration::from_secs(30));
        let mut ticks = tokio::time::interval(every);
        loop {
            ticks.tick().await;
            self.rooms.sweep(Instant::now(), self.config.room_expiry);
        }
    }
}

fn is_passing(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
            | io::ErrorKind::WouldBlock
    ) || error.raw_os_error().is_some_and(|code| {
        // EMFILE, ENFILE, ENOBUFS, ENOMEM: the process or system is out of something that
        // closing connections gives back.
        [24, 23, 105, 12].contains(&code)
    })
}
