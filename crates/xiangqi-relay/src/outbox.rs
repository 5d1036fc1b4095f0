//! The way to one connection's writer: its messages, bounded, and a stop with the reason
//! to close. Anything may send or stop without waiting: the room forwards under a lock.

use std::sync::{Arc, OnceLock};

use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::Message;

use crate::close::Close;

#[derive(Clone)]
pub struct Outbox {
    messages: mpsc::Sender<Message>,
    stop: Arc<Stop>,
}

/// What the writer waits on besides its messages.
#[derive(Default)]
pub struct Stop {
    reason: OnceLock<Close>,
    notify: Notify,
}

impl Outbox {
    pub fn new(capacity: usize) -> (Outbox, mpsc::Receiver<Message>, Arc<Stop>) {
        let (messages, received) = mpsc::channel(capacity);
        let stop = Arc::new(Stop::default());
        let outbox = Outbox {
            messages,
            stop: Arc::clone(&stop),
        };
        (outbox, received, stop)
    }

    /// Queues a message; a connection that lets its queue fill is not reading and is
    /// closed rather than buffered for without end.
    pub fn send(&self, message: Message) {
        if let Err(mpsc::error::TrySendError::Full(_)) = self.messages.try_send(message) {
            self.close(Close::NotReading);
        }
    }

    /// Asks the writer to close with this reason; the first reason given is the one sent.
    pub fn close(&self, reason: Close) {
        if self.stop.reason.set(reason).is_ok() {
            self.stop.notify.notify_one();
        }
    }
}

impl Stop {
    /// Waits for a close to be asked for, and says why.
    pub async fn asked(&self) -> Close {
        loop {
            if let Some(reason) = self.reason.get() {
                return *reason;
            }
            self.notify.notified().await;
        }
    }
}
