//! `cargo xtask bench relay`: the relay under load on this machine. The release relay
//! and its load benchmark's clients (crates/xiangqi-relay/src/bin/load.rs), both on
//! 127.0.0.1, a pair of clients per room and a move a second in each room; the figures
//! go to their own section of docs/performance.md.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

use crate::bench::{cpu_model, load_average, replace_section};
use crate::process::{self, cargo, command, output, Result};
use crate::relay;

const TASK: &str = "cargo xtask bench relay";

struct Options {
    rooms: usize,
    seconds: u64,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options {
        rooms: 10_000,
        seconds: 30,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a number"))?;
        let number = || {
            value
                .parse()
                .map_err(|_| format!("{flag}: '{value}' is not a number"))
        };
        match flag.as_str() {
            "--rooms" => options.rooms = number()?,
            "--seconds" => options.seconds = number()? as u64,
            _ => {
                return Err(format!(
                    "unknown option {flag}: --rooms N and --seconds S are"
                ))
            }
        }
    }
    Ok(options)
}

/// Open files the relay and a client need beside their sockets.
const SPARE_FILES: u64 = 16;

pub fn run(args: &[String]) -> Result {
    let mut options = options(args)?;
    // Each room is two sockets in the relay and two in the clients' process: both
    // processes are held to the open-file limit, which only a privileged process may raise
    // past its hard value.
    let files = open_file_limit();
    let fits = (files.saturating_sub(SPARE_FILES) / 2) as usize;
    let asked = options.rooms;
    if fits < asked {
        println!("only {files} open files a process here: {fits} rooms at most, not {asked}");
        options.rooms = fits;
    }
    process::run(cargo().args(["build", "--release", "-p", "xiangqi-relay"]))?;
    let mut relay = command(relay::binary("release"))
        .args(["--bind", "127.0.0.1", "--port", "0"])
        .args(["--rooms-per-address", "1000000", "--max-rooms", "1000000"])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start the relay: {e}"))?;
    let address = listening(relay.stdout.take().expect("piped"))?;
    let load = process::target_dir().join("release/xiangqi-relay-load");
    let measured = output(
        command(load)
            .args(["--relay", &address])
            .args(["--rooms", &options.rooms.to_string()])
            .args(["--seconds", &options.seconds.to_string()])
            .args(["--relay-pid", &relay.id().to_string()]),
    );
    let _ = relay.kill();
    let _ = relay.wait();
    let figures = figures(&measured?);
    let section = report(&options, &figures, (fits < asked).then_some((asked, files)));
    let path = process::root().join("docs/performance.md");
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::write(&path, replace_section(&page, &section, TASK))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("\n{section}\nwritten to {}", path.display());
    Ok(())
}

/// The relay's address, from the line it prints once it listens.
fn listening(stdout: std::process::ChildStdout) -> Result<String> {
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| e.to_string())?;
        if let Some(rest) = line.strip_prefix("relay on ") {
            return Ok(rest.split("/room/").next().unwrap_or_default().to_string());
        }
    }
    Err("the relay stopped before it listened".into())
}

/// The `name value` lines the load clients print.
fn figures(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

/// The hard limit on open files, the most a process here may raise its own to.
fn open_file_limit() -> u64 {
    // SAFETY: `rlimit` is two integers, all zeroes a valid value; getrlimit writes it.
    let mut limit: libc::rlimit = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return 0;
    }
    limit.rlim_max
}

/// `capped`: the rooms asked for and the open-file limit that allowed fewer.
fn report(options: &Options, figures: &[(String, String)], capped: Option<(usize, u64)>) -> String {
    let capped = capped.map_or(String::new(), |(asked, files)| {
        format!(
            "**{asked} rooms were asked for; this machine holds a process to {files} open \
             files (a hard limit only a privileged process may raise, which the benchmark \
             tried), so {rooms} rooms is the most one relay process can hold here.** \
             ",
            rooms = options.rooms
        )
    });
    let get = |name: &str| {
        figures
            .iter()
            .find(|(n, _)| n == name)
            .map_or("?", |(_, v)| v.as_str())
    };
    let mib = |name: &str| {
        get(name)
            .parse::<f64>()
            .map_or("?".into(), |b| format!("{:.1} MiB", b / 1048576.0))
    };
    let per_room = get("bytes_per_room")
        .parse::<f64>()
        .map_or("?".into(), |b| format!("{:.1} KiB", b / 1024.0));
    let cpu = get("relay_cpu_share")
        .parse::<f64>()
        .map_or("?".into(), |c| format!("{:.0} %", c * 100.0));
    format!(
        "## The relay under load (`{TASK}`)\n\n\
         {capped}{rooms} rooms, two WebSocket clients each ({connections} connections), a move a \
         second in each room for {seconds} s, every client and the relay on this machine \
         ({cpu_model}; load average before {load}), over 127.0.0.1. A move's time is from \
         its sending by one client to its arrival at the other, through the relay: it \
         counts the clients' own scheduling on the same two cores, so it is an upper bound \
         of what the relay adds.\n\n\
         | figure | value |\n| --- | --- |\n\
         | rooms opened in | {opened} s |\n\
         | rooms failed | {failed} |\n\
         | moves timed | {moves} |\n\
         | moves lost (none within 5 s) | {lost} |\n\
         | median | {p50} ms |\n\
         | 99th percentile | {p99} ms |\n\
         | 99.9th percentile | {p999} ms |\n\
         | slowest | {max} ms |\n\
         | relay's memory, idle | {idle} |\n\
         | relay's memory, rooms open | {full} |\n\
         | memory per room (two connections) | {per_room} |\n\
         | relay's processor time, moves flowing | {cpu} of one core |\n\n",
        rooms = options.rooms,
        connections = options.rooms * 2,
        seconds = options.seconds,
        cpu_model = cpu_model(),
        load = load_average(),
        opened = get("opened_seconds"),
        failed = get("rooms_failed"),
        moves = get("moves"),
        lost = get("moves_lost"),
        p50 = get("p50_ms"),
        p99 = get("p99_ms"),
        p999 = get("p999_ms"),
        max = get("max_ms"),
        idle = mib("relay_idle_bytes"),
        full = mib("relay_full_bytes"),
    )
}
