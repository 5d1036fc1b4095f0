//! The rooms: two seats each, held by a key the device chose, so that a device coming
//! back (a reload, a new network) takes its own seat again and a third device cannot.
//! A room is forgotten `room_expiry` after both seats are empty; nothing else is kept.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio_tungstenite::tungstenite::Message;

use crate::close::Close;
use crate::notice::Peer;
use crate::outbox::Outbox;

#[derive(Default)]
pub struct Rooms {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    rooms: HashMap<String, Arc<Room>>,
    /// Rooms alive per address that opened them.
    opened: HashMap<IpAddr, usize>,
}

pub struct Room {
    opened_by: IpAddr,
    seats: Mutex<Seats>,
}

#[derive(Default)]
struct Seats {
    seats: [Option<Seat>; 2],
    /// Since when both seats have been empty.
    empty_since: Option<Instant>,
}

struct Seat {
    key: String,
    connection: Option<Connection>,
}

struct Connection {
    id: u64,
    outbox: Outbox,
}

/// A connection's place: its room and seat, until it leaves.
pub struct Place {
    pub room: Arc<Room>,
    pub seat: usize,
    pub connection: u64,
}

/// Who is asking for a seat.
pub struct Guest<'a> {
    pub room: &'a str,
    pub seat_key: &'a str,
    pub address: IpAddr,
    pub connection: u64,
    pub outbox: Outbox,
}

pub struct Limits {
    pub rooms_per_address: usize,
    pub max_rooms: usize,
}

impl Rooms {
    /// Seats a connection, telling it and the other device whether each is here.
    pub fn join(&self, guest: Guest, limits: &Limits) -> Result<Place, Close> {
        let mut state = lock(&self.state);
        let room = match state.rooms.get(guest.room) {
            Some(room) => Arc::clone(room),
            None => {
                if state.rooms.len() >= limits.max_rooms {
                    return Err(Close::RelayFull);
                }
                let opened = state.opened.entry(guest.address).or_default();
                if *opened >= limits.rooms_per_address {
                    return Err(Close::TooManyRooms);
                }
                *opened += 1;
                let room = Arc::new(Room {
                    opened_by: guest.address,
                    seats: Mutex::default(),
                });
                state.rooms.insert(guest.room.to_owned(), Arc::clone(&room));
                room
            }
        };
        let seat = room.take_seat(&guest)?;
        Ok(Place {
            room,
            seat,
            connection: guest.connection,
        })
    }

    /// Forgets the rooms whose seats have been empty for `expiry`.
    pub fn sweep(&self, now: Instant, expiry: Duration) {
        let mut state = lock(&self.state);
        let State { rooms, opened } = &mut *state;
        rooms.retain(|_, room| {
            let expired = lock(&room.seats)
                .empty_since
                .is_some_and(|since| now.saturating_duration_since(since) >= expiry);
            if expired {
                if let Some(count) = opened.get_mut(&room.opened_by) {
                    *count -= 1;
                    if *count == 0 {
                        opened.remove(&room.opened_by);
                    }
                }
            }
            !expired
        });
    }

    pub fn len(&self) -> usize {
        lock(&self.state).rooms.len()
    }
}

impl Room {
    fn take_seat(&self, guest: &Guest) -> Result<usize, Close> {
        let mut seats = lock(&self.seats);
        let seat = match seats
            .seats
            .iter()
            .position(|seat| seat.as_ref().is_some_and(|seat| seat.key == guest.seat_key))
        {
            Some(own) => own,
            None => seats
                .seats
                .iter()
                .position(Option::is_none)
                .ok_or(Close::RoomFull)?,
        };
        let taken = seats.seats[seat].replace(Seat {
            key: guest.seat_key.to_owned(),
            connection: Some(Connection {
                id: guest.connection,
                outbox: guest.outbox.clone(),
            }),
        });
        if let Some(older) = taken.and_then(|seat| seat.connection) {
            older.outbox.close(Close::OpenedElsewhere);
        }
        seats.empty_since = None;
        let other = &seats.seats[1 - seat];
        guest.outbox.send(Peer::of(other).message());
        if let Some(other) = other.as_ref().and_then(|seat| seat.connection.as_ref()) {
            other.outbox.send(Peer::Here.message());
        }
        Ok(seat)
    }

    /// Passes a player's message to the other seat's device, if it is connected; a
    /// device that is away learns the game from its opponent when it is back.
    pub fn forward(&self, from: usize, message: Message) {
        let seats = lock(&self.seats);
        if let Some(other) = seats.seats[1 - from]
            .as_ref()
            .and_then(|seat| seat.connection.as_ref())
        {
            other.outbox.send(message);
        }
    }

    /// Frees a connection's seat for its device to come back to, unless a newer
    /// connection holds it already.
    pub fn leave(&self, place: &Place, now: Instant) {
        let mut seats = lock(&self.seats);
        let Some(seat) = seats.seats[place.seat].as_mut() else {
            return;
        };
        if seat.connection.as_ref().map(|c| c.id) != Some(place.connection) {
            return;
        }
        seat.connection = None;
        match seats.seats[1 - place.seat]
            .as_ref()
            .and_then(|seat| seat.connection.as_ref())
        {
            Some(other) => other.outbox.send(Peer::Gone.message()),
            None => seats.empty_since = Some(now),
        }
    }
}

impl Peer {
    fn of(seat: &Option<Seat>) -> Peer {
        match seat {
            None => Peer::Waiting,
            Some(Seat {
                connection: Some(_),
                ..
            }) => Peer::Here,
            Some(_) => Peer::Gone,
        }
    }
}

/// A poisoned lock means a panic mid-update elsewhere; the maps are still whole (every
/// update is a single insert, remove or assignment), so the relay carries on.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
