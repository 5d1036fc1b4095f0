//! What a device asks for when it connects: `…/room/<room>?seat=<key>`, from which page,
//! from which address. Ids are what the page makes (16 random bytes in base64url) or
//! anything of that alphabet from 16 to 64 characters.

use std::net::{IpAddr, SocketAddr};

use tokio_tungstenite::tungstenite::handshake::server::Request;

use crate::close::Close;
use crate::config::Config;

#[derive(Default, Debug)]
pub struct Asked {
    path: String,
    query: String,
    origin: Option<String>,
    forwarded_for: Option<String>,
}

/// A request the relay can seat.
#[derive(Debug, PartialEq, Eq)]
pub struct Ticket {
    pub room: String,
    pub seat_key: String,
    pub address: IpAddr,
}

impl Asked {
    pub fn read(request: &Request) -> Asked {
        let header = |name: &str| {
            request
                .headers()
                .get(name)
                .and_then(|value| value.to_str().ok())
                .map(str::to_owned)
        };
        Asked {
            path: request.uri().path().to_owned(),
            query: request.uri().query().unwrap_or_default().to_owned(),
            origin: header("origin"),
            forwarded_for: header("x-forwarded-for"),
        }
    }

    /// The ticket, or why there is none.
    pub fn ticket(&self, remote: SocketAddr, config: &Config) -> Result<Ticket, Close> {
        if !config.allowed_origins.is_empty()
            && !self
                .origin
                .as_ref()
                .is_some_and(|origin| config.allowed_origins.contains(origin))
        {
            return Err(Close::OriginRefused);
        }
        // The last two segments, so that a proxy may serve the relay under a prefix.
        let mut segments = self.path.rsplit('/');
        let room = match (segments.next(), segments.next()) {
            (Some(room), Some("room")) if is_id(room) => room,
            _ => return Err(Close::NotARoom),
        };
        let seat_key = self
            .query
            .split('&')
            .find_map(|pair| pair.strip_prefix("seat="))
            .filter(|key| is_id(key))
            .ok_or(Close::NotARoom)?;
        Ok(Ticket {
            room: room.to_owned(),
            seat_key: seat_key.to_owned(),
            address: self.address(remote, config),
        })
    }

    fn address(&self, remote: SocketAddr, config: &Config) -> IpAddr {
        let forwarded = config
            .trust_forwarded_for
            .then_some(self.forwarded_for.as_deref())
            .flatten()
            .and_then(|list| list.rsplit(',').next())
            .and_then(|last| last.trim().parse().ok());
        forwarded.unwrap_or(remote.ip())
    }
}

fn is_id(text: &str) -> bool {
    (16..=64).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "AbCdEfGhIjKlMnOpQrStUv";
    const SEAT: &str = "seat-key_0123456789";

    fn asked(path: &str, query: &str) -> Asked {
        Asked {
            path: path.into(),
            query: query.into(),
            ..Asked::default()
        }
    }

    fn remote() -> SocketAddr {
        "127.0.0.1:5000".parse().unwrap()
    }

    #[test]
    fn a_room_address_under_any_prefix() {
        let config = Config::default();
        for path in [format!("/room/{ROOM}"), format!("/relay/room/{ROOM}")] {
            let ticket = asked(&path, &format!("v=1&seat={SEAT}"))
                .ticket(remote(), &config)
                .unwrap();
            assert_eq!(ticket.room, ROOM);
            assert_eq!(ticket.seat_key, SEAT);
        }
    }

    #[test]
    fn not_a_room() {
        let config = Config::default();
        for (path, query) in [
            ("/", format!("seat={SEAT}")),
            (&format!("/rooms/{ROOM}") as &str, format!("seat={SEAT}")),
            (&format!("/room/{ROOM}/"), format!("seat={SEAT}")),
            ("/room/short", format!("seat={SEAT}")),
            (&format!("/room/{ROOM}"), String::new()),
            (&format!("/room/{ROOM}"), "seat=short".into()),
            (&format!("/room/{ROOM}"), format!("seat={SEAT}%00")),
            ("/room/AbCdEfGhIjKlMn<script>", format!("seat={SEAT}")),
        ] {
            assert_eq!(
                asked(path, &query).ticket(remote(), &config),
                Err(Close::NotARoom),
                "{path}?{query}"
            );
        }
    }

    #[test]
    fn origins() {
        let config = Config {
            allowed_origins: vec!["https://play.example".into()],
            ..Config::default()
        };
        let path = format!("/room/{ROOM}");
        let query = format!("seat={SEAT}");
        let from = |origin: Option<&str>| Asked {
            origin: origin.map(str::to_owned),
            ..asked(&path, &query)
        };
        assert!(from(Some("https://play.example"))
            .ticket(remote(), &config)
            .is_ok());
        for origin in [None, Some("https://evil.example"), Some("null")] {
            assert_eq!(
                from(origin).ticket(remote(), &config),
                Err(Close::OriginRefused)
            );
        }
        // With no origin set, any page may use the relay.
        assert!(from(Some("https://evil.example"))
            .ticket(remote(), &Config::default())
            .is_ok());
    }

    #[test]
    fn the_forwarded_address_only_when_trusted() {
        let path = format!("/room/{ROOM}");
        let query = format!("seat={SEAT}");
        let asked = Asked {
            forwarded_for: Some("203.0.113.9, 198.51.100.7".into()),
            ..asked(&path, &query)
        };
        let trusting = Config {
            trust_forwarded_for: true,
            ..Config::default()
        };
        assert_eq!(
            asked.ticket(remote(), &trusting).unwrap().address,
            "198.51.100.7".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            asked.ticket(remote(), &Config::default()).unwrap().address,
            remote().ip()
        );
    }
}
