//! Any UCI engine, run as a child process.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use xiangqi::{Game, Move, RuleSet};

use super::player::{Budget, Player};

/// A UCI engine in a child process, read line by line on a helper thread.
pub struct Uci {
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

const HANDSHAKE: Duration = Duration::from_secs(60);

impl Uci {
    pub fn start(command: &str) -> Result<Uci, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut uci = Uci {
            name: command.to_string(),
            child,
            stdin,
            lines,
        };
        uci.send("uci")?;
        uci.wait_for(|l| l == "uciok", HANDSHAKE)?;
        uci.ready()?;
        Ok(uci)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("{}: {e}", self.name))
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.wait_for(|l| l == "readyok", HANDSHAKE).map(|_| ())
    }

    /// Reads lines until one satisfies `done`, which it returns.
    fn wait_for(&self, done: impl Fn(&str) -> bool, timeout: Duration) -> Result<String, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if done(line.trim()) => return Ok(line.trim().to_string()),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(format!("{}: timed out", self.name)),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: engine exited", self.name))
                }
            }
        }
    }
}

impl Player for Uci {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.ready()
    }

    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Move, String> {
        let mut position = format!("position fen {}", game.start_position().fen());
        if !game.moves().is_empty() {
            position += " moves";
            for m in game.moves() {
                position += &format!(" {m}");
            }
        }
        if game.rules() != RuleSet::Asian {
            self.send(&format!("setoption name Rules value {}", game.rules()))?;
        }
        self.send(&position)?;
        let (go, timeout) = match budget {
            Budget::Movetime(ms) => (
                format!("go movetime {}", ms.round() as u64),
                Duration::from_millis((ms * 5.0) as u64 + 5_000),
            ),
            Budget::Nodes(n) => (format!("go nodes {n}"), Duration::from_secs(120)),
            // The match keeps the clock and rules on time; this only waits long enough.
            Budget::Clock(c) => (
                format!(
                    "go wtime {} btime {} winc {inc} binc {inc}",
                    c.red_ms.round() as u64,
                    c.black_ms.round() as u64,
                    inc = c.inc_ms.round() as u64
                ),
                Duration::from_millis(c.left(game.position().turn()) as u64 + 5_000),
            ),
        };
        self.send(&go)?;
        let line = self.wait_for(|l| l.starts_with("bestmove"), timeout)?;
        let text = line.split_whitespace().nth(1).unwrap_or("");
        text.parse()
            .map_err(|_| format!("{}: bad best move '{text}'", self.name))
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
