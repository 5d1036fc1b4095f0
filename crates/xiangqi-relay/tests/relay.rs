//! The relay with real WebSocket clients over real sockets on 127.0.0.1.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpSocket};
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
use xiangqi_relay::{Close, Config, Relay};

type Socket = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

const ROOM: &str = "room-0123456789abcdef";
const RED: &str = "seat-red-0123456789";
const BLACK: &str = "seat-black-0123456789";
const THIRD: &str = "seat-third-0123456789";
const WAIT: Duration = Duration::from_secs(5);

async fn start(config: Config) -> (SocketAddr, std::sync::Arc<Relay>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let relay = Relay::new(config);
    tokio::spawn(std::sync::Arc::clone(&relay).serve(listener));
    (address, relay)
}

async fn connect(relay: SocketAddr, room: &str, seat: &str) -> Socket {
    connect_from(relay, &format!("/room/{room}?seat={seat}"), None).await
}

async fn connect_from(relay: SocketAddr, path: &str, origin: Option<&str>) -> Socket {
    let mut request = format!("ws://{relay}{path}").into_client_request().unwrap();
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
    }
    let (socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    socket
}

/// What a client hears next, pings aside.
#[derive(Debug, PartialEq)]
enum Heard {
    Peer(&'static str),
    Text(String),
    Closed(u16),
    Ended,
}

async fn hear(socket: &mut Socket) -> Heard {
    loop {
        let frame = timeout(WAIT, socket.next())
            .await
            .expect("the relay said nothing in time");
        return match frame {
            Some(Ok(Message::Binary(bytes))) => {
                Heard::Peer(match std::str::from_utf8(&bytes).unwrap() {
                    r#"{"peer":"waiting"}"# => "waiting",
                    r#"{"peer":"here"}"# => "here",
                    r#"{"peer":"gone"}"# => "gone",
                    other => panic!("an unknown notice {other}"),
                })
            }
            Some(Ok(Message::Text(text))) => Heard::Text(text.to_string()),
            Some(Ok(Message::Close(Some(frame)))) => Heard::Closed(frame.code.into()),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(other)) => panic!("unexpected {other:?}"),
            Some(Err(_)) | None => Heard::Ended,
        };
    }
}

async fn say(socket: &mut Socket, text: &str) {
    socket.send(Message::text(text)).await.unwrap();
}

/// Two devices seated in ROOM, their notices heard.
async fn pair(relay: SocketAddr) -> (Socket, Socket) {
    let mut red = connect(relay, ROOM, RED).await;
    assert_eq!(hear(&mut red).await, Heard::Peer("waiting"));
    let mut black = connect(relay, ROOM, BLACK).await;
    assert_eq!(hear(&mut black).await, Heard::Peer("here"));
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    (red, black)
}

#[tokio::test]
async fn two_devices_are_paired_and_their_messages_forwarded_in_order() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    for n in 0..5 {
        say(&mut red, &format!(r#"{{"move":{n}}}"#)).await;
    }
    for n in 0..5 {
        assert_eq!(
            hear(&mut black).await,
            Heard::Text(format!(r#"{{"move":{n}}}"#))
        );
    }
    say(&mut black, "跳馬 ✓").await;
    assert_eq!(hear(&mut red).await, Heard::Text("跳馬 ✓".into()));
    // Another room's devices hear nothing of this one.
    let mut elsewhere = connect(relay, "another-room-0123456789", RED).await;
    assert_eq!(hear(&mut elsewhere).await, Heard::Peer("waiting"));
    say(&mut red, "only for black").await;
    assert_eq!(hear(&mut black).await, Heard::Text("only for black".into()));
    assert!(timeout(Duration::from_millis(200), elsewhere.next())
        .await
        .is_err());
}

#[tokio::test]
async fn a_third_device_is_refused_and_the_game_goes_on() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    let mut third = connect(relay, ROOM, THIRD).await;
    assert_eq!(
        hear(&mut third).await,
        Heard::Closed(Close::RoomFull.code())
    );
    say(&mut red, "still here").await;
    assert_eq!(hear(&mut black).await, Heard::Text("still here".into()));
}

#[tokio::test]
async fn a_device_that_drops_comes_back_to_its_own_seat() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, black) = pair(relay).await;
    drop(black);
    assert_eq!(hear(&mut red).await, Heard::Peer("gone"));
    // While black is away its seat is kept from anyone else...
    let mut third = connect(relay, ROOM, THIRD).await;
    assert_eq!(
        hear(&mut third).await,
        Heard::Closed(Close::RoomFull.code())
    );
    // ...and black, back, hears that red is here, and red that black is.
    let mut black = connect(relay, ROOM, BLACK).await;
    assert_eq!(hear(&mut black).await, Heard::Peer("here"));
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    say(&mut black, "back").await;
    assert_eq!(hear(&mut red).await, Heard::Text("back".into()));
}

#[tokio::test]
async fn a_newer_connection_of_a_seat_replaces_the_older() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    let mut black_again = connect(relay, ROOM, BLACK).await;
    assert_eq!(hear(&mut black_again).await, Heard::Peer("here"));
    assert_eq!(
        hear(&mut black).await,
        Heard::Closed(Close::OpenedElsewhere.code())
    );
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    say(&mut red, "to the newer").await;
    assert_eq!(
        hear(&mut black_again).await,
        Heard::Text("to the newer".into())
    );
    // The older connection's end does not free the seat the newer one holds.
    say(&mut black_again, "still seated").await;
    assert_eq!(hear(&mut red).await, Heard::Text("still seated".into()));
}

#[tokio::test]
async fn a_message_over_4_kb_closes_with_its_reason() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    let just_fits = "x".repeat(4096);
    say(&mut red, &just_fits).await;
    assert_eq!(hear(&mut black).await, Heard::Text(just_fits));
    // 1 MB, as a hostile page might send: refused from its frame header.
    let _ = red.send(Message::text("x".repeat(1 << 20))).await;
    assert_eq!(hear(&mut red).await, Heard::Closed(Close::TooBig.code()));
    assert_eq!(hear(&mut black).await, Heard::Peer("gone"));
}

#[tokio::test]
async fn binary_messages_are_refused() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    // A binary frame could pass for one of the relay's own notices.
    red.send(Message::binary(br#"{"peer":"gone"}"#.to_vec()))
        .await
        .unwrap();
    assert_eq!(hear(&mut red).await, Heard::Closed(Close::TextOnly.code()));
    assert_eq!(hear(&mut black).await, Heard::Peer("gone"));
}

#[tokio::test]
async fn too_many_messages_a_second_close_with_their_reason() {
    let config = Config {
        messages_per_second: 5,
        message_burst: 10,
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let (mut red, mut black) = pair(relay).await;
    for n in 0..11 {
        let _ = red.send(Message::text(n.to_string())).await;
    }
    for n in 0..10 {
        assert_eq!(hear(&mut black).await, Heard::Text(n.to_string()));
    }
    assert_eq!(
        hear(&mut red).await,
        Heard::Closed(Close::TooManyMessages.code())
    );
    assert_eq!(hear(&mut black).await, Heard::Peer("gone"));
}

#[tokio::test]
async fn rooms_per_address_and_per_relay_are_limited() {
    let config = Config {
        rooms_per_address: 2,
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let mut held = Vec::new();
    for room in ["room-one-0123456789", "room-two-0123456789"] {
        let mut socket = connect(relay, room, RED).await;
        assert_eq!(hear(&mut socket).await, Heard::Peer("waiting"));
        held.push(socket);
    }
    let mut third_room = connect(relay, "room-three-0123456789", RED).await;
    assert_eq!(
        hear(&mut third_room).await,
        Heard::Closed(Close::TooManyRooms.code())
    );
    // Joining a room another opened is not opening one.
    let mut joining = connect(relay, "room-one-0123456789", BLACK).await;
    assert_eq!(hear(&mut joining).await, Heard::Peer("here"));

    let config = Config {
        max_rooms: 1,
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let mut first = connect(relay, "room-one-0123456789", RED).await;
    assert_eq!(hear(&mut first).await, Heard::Peer("waiting"));
    let mut second = connect(relay, "room-two-0123456789", RED).await;
    assert_eq!(
        hear(&mut second).await,
        Heard::Closed(Close::RelayFull.code())
    );
}

#[tokio::test]
async fn a_room_is_forgotten_after_both_have_been_gone_for_its_expiry() {
    let config = Config {
        room_expiry: Duration::from_millis(300),
        rooms_per_address: 1,
        ..Config::default()
    };
    let (address, relay) = start(config).await;
    let (red, black) = pair(address).await;
    drop(red);
    drop(black);
    tokio::time::sleep(Duration::from_millis(100)).await;
    // Still kept: its seats are the two devices'.
    assert_eq!(relay.rooms(), 1);
    let mut third = connect(address, ROOM, THIRD).await;
    assert_eq!(
        hear(&mut third).await,
        Heard::Closed(Close::RoomFull.code())
    );
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(relay.rooms(), 0);
    // Forgotten, seats and all, and no longer counted against the address.
    let mut third = connect(address, ROOM, THIRD).await;
    assert_eq!(hear(&mut third).await, Heard::Peer("waiting"));
}

#[tokio::test]
async fn one_device_being_back_keeps_the_room() {
    let config = Config {
        room_expiry: Duration::from_millis(300),
        ..Config::default()
    };
    let (address, relay) = start(config).await;
    let (red, black) = pair(address).await;
    drop(black);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(relay.rooms(), 1, "red is still there");
    drop(red);
}

#[tokio::test]
async fn only_the_allowed_origins_are_served() {
    let config = Config {
        allowed_origins: vec!["https://xiangqi.example".into()],
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let path = format!("/room/{ROOM}?seat={RED}");
    let mut allowed = connect_from(relay, &path, Some("https://xiangqi.example")).await;
    assert_eq!(hear(&mut allowed).await, Heard::Peer("waiting"));
    for origin in [Some("https://elsewhere.example"), None] {
        let path = format!("/room/{ROOM}?seat={BLACK}");
        let mut refused = connect_from(relay, &path, origin).await;
        assert_eq!(
            hear(&mut refused).await,
            Heard::Closed(Close::OriginRefused.code())
        );
    }
}

#[tokio::test]
async fn addresses_that_are_not_rooms_are_refused() {
    let (relay, _) = start(Config::default()).await;
    for path in [
        "/",
        "/room/short?seat=seat-red-0123456789",
        &format!("/room/{ROOM}"),
    ] {
        let mut socket = connect_from(relay, path, None).await;
        assert_eq!(
            hear(&mut socket).await,
            Heard::Closed(Close::NotARoom.code())
        );
    }
}

#[tokio::test]
async fn malformed_frames_and_plain_http_leave_the_relay_serving() {
    let (relay, _) = start(Config::default()).await;
    let (mut red, mut black) = pair(relay).await;
    // A frame with reserved bits set and no extension agreed, written raw.
    let MaybeTlsStream::Plain(tcp) = black.get_mut() else {
        unreachable!()
    };
    tcp.write_all(&[0xF1, 0x80, 1, 2, 3, 4]).await.unwrap();
    assert_eq!(
        hear(&mut black).await,
        Heard::Closed(Close::Malformed.code())
    );
    assert_eq!(hear(&mut red).await, Heard::Peer("gone"));
    // Text that is not UTF-8.
    let mut black = connect(relay, ROOM, BLACK).await;
    assert_eq!(hear(&mut black).await, Heard::Peer("here"));
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    let MaybeTlsStream::Plain(tcp) = black.get_mut() else {
        unreachable!()
    };
    tcp.write_all(&[0x81, 0x82, 0, 0, 0, 0, 0xC3, 0x28])
        .await
        .unwrap();
    assert_eq!(
        hear(&mut black).await,
        Heard::Closed(Close::Malformed.code())
    );
    // A plain HTTP request, and a connection that sends nothing useful.
    let mut http = tokio::net::TcpStream::connect(relay).await.unwrap();
    http.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut junk = tokio::net::TcpStream::connect(relay).await.unwrap();
    junk.write_all(&[0; 64]).await.unwrap();
    drop((http, junk));
    let mut black = connect(relay, ROOM, BLACK).await;
    assert_eq!(hear(&mut black).await, Heard::Peer("here"));
    say(&mut black, "served").await;
    assert_eq!(hear(&mut red).await, Heard::Peer("gone"));
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    assert_eq!(hear(&mut red).await, Heard::Text("served".into()));
}

#[tokio::test]
async fn a_device_that_never_reads_is_closed_rather_than_buffered_for() {
    let config = Config {
        messages_per_second: 1_000_000,
        message_burst: 1_000_000,
        outbox: 8,
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let mut red = connect(relay, ROOM, RED).await;
    assert_eq!(hear(&mut red).await, Heard::Peer("waiting"));
    // Black with a small receive buffer, and it never reads.
    let tcp = TcpSocket::new_v4().unwrap();
    tcp.set_recv_buffer_size(4096).unwrap();
    let tcp = tcp.connect(relay).await.unwrap();
    let request = format!("ws://{relay}/room/{ROOM}?seat={BLACK}")
        .into_client_request()
        .unwrap();
    let (_black, _) =
        tokio_tungstenite::client_async_with_config(request, tcp, Some(WebSocketConfig::default()))
            .await
            .unwrap();
    assert_eq!(hear(&mut red).await, Heard::Peer("here"));
    // Red writes 4 KB messages until the relay tells it black is gone: a bounded
    // number, the socket buffers and the outbox, not the relay's memory, holding them.
    let message = "x".repeat(4096);
    let mut sent = 0;
    let gone = loop {
        red.send(Message::text(message.clone())).await.unwrap();
        sent += 1;
        if let Ok(Some(Ok(Message::Binary(bytes)))) =
            timeout(Duration::from_millis(1), red.next()).await
        {
            break bytes;
        }
        assert!(sent < 20_000, "80 MB sent and black still seated");
    };
    assert_eq!(&gone[..], br#"{"peer":"gone"}"#);
}

#[tokio::test]
async fn a_silent_device_is_closed_after_two_ping_intervals() {
    let config = Config {
        ping_interval: Duration::from_millis(100),
        ..Config::default()
    };
    let (relay, _) = start(config).await;
    let (mut red, mut black) = pair(relay).await;
    // Red keeps answering pings by reading; black reads nothing for a while.
    let listening = tokio::spawn(async move {
        let heard = hear(&mut red).await;
        (heard, red)
    });
    tokio::time::sleep(Duration::from_millis(600)).await;
    let (heard, _red) = listening.await.unwrap();
    assert_eq!(heard, Heard::Peer("gone"));
    assert_eq!(hear(&mut black).await, Heard::Closed(Close::Silent.code()));
}
