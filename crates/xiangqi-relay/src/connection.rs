//! One device's connection, from its WebSocket request to its seat being freed: a
//! reader that forwards its messages within the limits, and a writer that sends what
//! the room passes it, pings, and the close frame that says why the relay closed.

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::error::{CapacityError, Error};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use crate::close::Close;
use crate::outbox::{Outbox, Stop};
use crate::rate::Rate;
use crate::request::Asked;
use crate::rooms::{Guest, Limits, Place};
use crate::Relay;

type Socket = WebSocketStream<TcpStream>;

/// How long a write may wait on a device that does not take it.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the close frame may take.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(2);

pub async fn serve(tcp: TcpStream, remote: SocketAddr, relay: Arc<Relay>) {
    let config = &relay.config;
    let mut asked = Asked::default();
    let callback = |request: &Request, response: Response| {
        asked = Asked::read(request);
        Ok(response)
    };
    let accepted = timeout(
        config.handshake_timeout,
        tokio_tungstenite::accept_hdr_async_with_config(tcp, callback, Some(socket_config(config))),
    )
    .await;
    // Not a WebSocket request, or none in time: nothing to answer in a close frame.
    let Ok(Ok(mut socket)) = accepted else {
        return;
    };
    let ticket = match asked.ticket(remote, config) {
        Ok(ticket) => ticket,
        Err(close) => return refuse(&mut socket, close).await,
    };
    let (outbox, messages, stop) = Outbox::new(config.outbox);
    let connection = relay.connections.fetch_add(1, Ordering::Relaxed);
    let guest = Guest {
        room: &ticket.room,
        seat_key: &ticket.seat_key,
        address: ticket.address,
        connection,
        outbox: outbox.clone(),
    };
    let limits = Limits {
        rooms_per_address: config.rooms_per_address,
        max_rooms: config.max_rooms,
    };
    let place = match relay.rooms.join(guest, &limits) {
        Ok(place) => place,
        Err(close) => return refuse(&mut socket, close).await,
    };
    let (sink, stream) = socket.split();
    let heard = Arc::new(Heard::new());
    let writer = write(sink, messages, &stop, &heard, config.ping_interval);
    let reader = read(stream, &place, &heard, &relay);
    tokio::pin!(writer);
    tokio::select! {
        broken = reader => {
            if let Some(close) = broken {
                outbox.close(close);
                // The writer sends the close frame, then ends.
                let _ = timeout(CLOSE_TIMEOUT, writer).await;
            }
        }
        () = &mut writer => {}
    }
    place.room.leave(&place, Instant::now());
}

fn socket_config(config: &crate::Config) -> WebSocketConfig {
    // Small buffers: a relay holds tens of thousands of quiet connections.
    WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_write_buffer_size(64 * 1024)
        .max_message_size(Some(config.max_message_bytes))
        .max_frame_size(Some(config.max_message_bytes))
}

async fn refuse(socket: &mut Socket, close: Close) {
    let _ = timeout(CLOSE_TIMEOUT, socket.close(Some(close.frame()))).await;
}

/// Reads until the device closes, its connection breaks, or it breaks a rule (the
/// reason returned).
async fn read(
    mut stream: SplitStream<Socket>,
    place: &Place,
    heard: &Heard,
    relay: &Relay,
) -> Option<Close> {
    let config = &relay.config;
    let mut rate = Rate::new(
        config.messages_per_second,
        config.message_burst,
        Instant::now(),
    );
    while let Some(frame) = stream.next().await {
        heard.now();
        match frame {
            Ok(Message::Text(text)) => {
                if !rate.take(Instant::now()) {
                    return Some(Close::TooManyMessages);
                }
                place.room.forward(place.seat, Message::Text(text));
            }
            Ok(Message::Binary(_)) => return Some(Close::TextOnly),
            // Pings are answered by the WebSocket layer itself.
            Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) => {}
            Ok(Message::Close(_)) => return None,
            Err(Error::Capacity(CapacityError::MessageTooLong { .. })) => {
                return Some(Close::TooBig)
            }
            Err(Error::Protocol(_) | Error::Utf8(_)) => return Some(Close::Malformed),
            Err(_) => return None,
        }
    }
    None
}

/// Sends what the room passes this device, a ping when the line is quiet, and the close
/// frame when the relay closes it; ends when the device cannot be written to.
async fn write(
    mut sink: SplitSink<Socket, Message>,
    mut messages: mpsc::Receiver<Message>,
    stop: &Stop,
    heard: &Heard,
    ping_interval: Duration,
) {
    let mut pings = tokio::time::interval(ping_interval);
    pings.tick().await;
    let close = loop {
        let next = tokio::select! {
            biased;
            close = stop.asked() => break close,
            message = messages.recv() => match message {
                Some(message) => message,
                None => return,
            },
            _ = pings.tick() => {
                if heard.since() > 2 * ping_interval {
                    break Close::Silent;
                }
                Message::Ping(Default::default())
            }
        };
        // A device being closed for not reading will not take this message either.
        tokio::select! {
            sent = timeout(WRITE_TIMEOUT, sink.send(next)) => {
                if !matches!(sent, Ok(Ok(()))) {
                    return;
                }
            }
            close = stop.asked() => break close,
        }
    };
    // A message cut short stays in the WebSocket layer's buffer and goes first, so the
    // close frame still arrives whole, if the device reads at all.
    let _ = timeout(
        CLOSE_TIMEOUT,
        sink.send(Message::Close(Some(close.frame()))),
    )
    .await;
}

/// When the device was last heard from, for the writer's pings.
struct Heard {
    start: Instant,
    millis: std::sync::atomic::AtomicU64,
}

impl Heard {
    fn new() -> Heard {
        Heard {
            start: Instant::now(),
            millis: Default::default(),
        }
    }

    fn now(&self) {
        let millis = self.start.elapsed().as_millis() as u64;
        self.millis.store(millis, Ordering::Relaxed);
    }

    fn since(&self) -> Duration {
        self.start.elapsed() - Duration::from_millis(self.millis.load(Ordering::Relaxed))
    }
}
