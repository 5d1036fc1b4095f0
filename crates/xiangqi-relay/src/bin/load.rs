//! The relay's load benchmark, as `cargo xtask bench relay` runs it: `--rooms N` rooms of
//! two real WebSocket clients each on a relay at `--relay ws://127.0.0.1:PORT`, a move a
//! second in each room for `--seconds S`, each move timed from its sending to its arrival
//! at the other client. With `--relay-pid P` the relay's memory and processor time are
//! read from /proc. Prints `name value` lines; stops by itself.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::sync::{mpsc, watch, Semaphore};
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

/// Open files a process needs beside its sockets (its runtime, standard streams).
const SPARE_FILES: u64 = 16;

struct Args {
    relay: String,
    rooms: usize,
    seconds: u64,
    relay_pid: Option<u32>,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        relay: String::new(),
        rooms: 1000,
        seconds: 30,
        relay_pid: None,
    };
    let mut given = std::env::args().skip(1);
    while let Some(flag) = given.next() {
        let value = given.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse().map_err(|_| format!("{flag}: '{value}'"));
        match flag.as_str() {
            "--relay" => args.relay = value.clone(),
            "--rooms" => args.rooms = number()?,
            "--seconds" => args.seconds = number()? as u64,
            "--relay-pid" => args.relay_pid = Some(number()? as u32),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if !args.relay.starts_with("ws://127.") {
        return Err("--relay ws://127.0.0.1:PORT: the benchmark talks to this machine only".into());
    }
    Ok(args)
}

/// What one room measured: each move's time from sending to arrival, in microseconds,
/// and the moves that did not arrive within 5 s.
#[derive(Default)]
struct Measured {
    latencies: Vec<u32>,
    lost: usize,
}

async fn connect(relay: &str, room: usize, seat: &str) -> Result<Socket, String> {
    let url = format!("{relay}/room/load-room-{room:010}?seat={seat}-seat-{room:010}");
    // Small buffers, as a browser keeps, and moves sent at once: the clients' own
    // costs are not the relay's (128 KiB a socket would be 2.5 GiB of page faults).
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
        .await
        .map_err(|e| format!("room {room}: {e}"))?;
    Ok(socket)
}

/// The next text message, the relay's notices skipped.
async fn next_text(socket: &mut Socket) -> Option<String> {
    while let Some(Ok(message)) = socket.next().await {
        if let Message::Text(text) = message {
            return Some(text.to_string());
        }
    }
    None
}

/// How the room's two clients are told to begin, and how they say they are seated.
struct Start {
    gate: Arc<Semaphore>,
    seated: mpsc::UnboundedSender<()>,
    go: watch::Receiver<Option<Instant>>,
}

async fn room(args: Arc<Args>, index: usize, mut start: Start) -> Result<Measured, String> {
    let seated = async {
        let _turn = start.gate.acquire().await.map_err(|e| e.to_string())?;
        Ok::<_, String>([
            connect(&args.relay, index, "red").await?,
            connect(&args.relay, index, "black").await?,
        ])
    }
    .await;
    // Seated or not, the room has had its turn to open.
    let _ = start.seated.send(());
    let [mut red, mut black] = seated?;
    let go = &mut start.go;
    go.wait_for(Option::is_some)
        .await
        .map_err(|e| e.to_string())?;
    let start = go.borrow().expect("the start is set before it is sent");
    // Each room's moves are spread over the second, so the load is even.
    let phase = Duration::from_micros((index as u64 * 7919) % 1_000_000);
    let mut ticks = tokio::time::interval_at((start + phase).into(), Duration::from_secs(1));
    let mut measured = Measured::default();
    for ply in 0..args.seconds {
        ticks.tick().await;
        let (from, to) = if ply % 2 == 0 {
            (&mut red, &mut black)
        } else {
            (&mut black, &mut red)
        };
        let sent = Instant::now();
        let text = format!(r#"{{"v":1,"t":"move","ply":{ply},"move":"h2e2","usedMs":1000}}"#);
        from.send(Message::text(text))
            .await
            .map_err(|e| e.to_string())?;
        match timeout(Duration::from_secs(5), next_text(to)).await {
            Ok(Some(_)) => measured.latencies.push(sent.elapsed().as_micros() as u32),
            _ => measured.lost += 1,
        }
    }
    Ok(measured)
}

/// The relay's resident memory in bytes, from /proc.
fn resident_bytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The relay's processor time so far in seconds (user and system), from /proc.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's closing parenthesis; utime and stime are the 12th
    // and 13th of those, in clock ticks.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // SAFETY: sysconf only reads a configuration value.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    Some(ticks / per_second)
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    f64::from(sorted[rank]) / 1000.0
}

fn main() {
    let args = match args() {
        Ok(args) => Arc::new(args),
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let files = xiangqi_relay::raise_open_files(2 * args.rooms as u64 + 256);
    if files < 2 * args.rooms as u64 + SPARE_FILES {
        eprintln!(
            "only {files} open files allowed: too few for {} rooms",
            args.rooms
        );
        std::process::exit(1);
    }
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(run(args));
}

async fn run(args: Arc<Args>) {
    let pid = args.relay_pid;
    let idle = pid.and_then(resident_bytes);
    // At most 200 rooms opening at once.
    let gate = Arc::new(Semaphore::new(200));
    let (start, go) = watch::channel(None);
    let (seated, mut opened) = mpsc::unbounded_channel();
    let opening = Instant::now();
    let rooms: Vec<_> = (0..args.rooms)
        .map(|i| {
            let start = Start {
                gate: Arc::clone(&gate),
                seated: seated.clone(),
                go: go.clone(),
            };
            tokio::spawn(room(Arc::clone(&args), i, start))
        })
        .collect();
    for _ in 0..args.rooms {
        opened.recv().await;
    }
    println!("opened_seconds {:.1}", opening.elapsed().as_secs_f64());
    tokio::time::sleep(Duration::from_secs(1)).await;
    let full = pid.and_then(resident_bytes);
    let cpu_before = pid.and_then(cpu_seconds);
    let began = Instant::now();
    let _ = start.send(Some(began + Duration::from_millis(100)));
    let mut latencies = Vec::new();
    let (mut lost, mut failed) = (0, 0);
    for handle in rooms {
        match handle.await {
            Ok(Ok(measured)) => {
                latencies.extend(measured.latencies);
                lost += measured.lost;
            }
            Ok(Err(error)) => {
                if failed == 0 {
                    eprintln!("a room failed: {error}");
                }
                failed += 1;
            }
            Err(error) => eprintln!("a room's task failed: {error}"),
        }
    }
    let busy = began.elapsed().as_secs_f64();
    let cpu_after = pid.and_then(cpu_seconds);
    latencies.sort_unstable();
    println!("rooms {}", args.rooms);
    println!("rooms_failed {failed}");
    println!("moves {}", latencies.len());
    println!("moves_lost {lost}");
    println!("seconds {busy:.1}");
    for (name, p) in [("p50_ms", 50.0), ("p99_ms", 99.0), ("p999_ms", 99.9)] {
        println!("{name} {:.2}", percentile(&latencies, p));
    }
    println!(
        "max_ms {:.2}",
        latencies
            .last()
            .map_or(f64::NAN, |&m| f64::from(m) / 1000.0)
    );
    if let (Some(idle), Some(full)) = (idle, full) {
        println!("relay_idle_bytes {idle}");
        println!("relay_full_bytes {full}");
        println!(
            "bytes_per_room {}",
            full.saturating_sub(idle) / args.rooms.max(1) as u64
        );
    }
    if let (Some(before), Some(after)) = (cpu_before, cpu_after) {
        println!("relay_cpu_share {:.3}", (after - before) / busy);
    }
}
