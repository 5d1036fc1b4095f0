//! `cargo xtask bench`: perft speed side by side in one run (this crate natively,
//! the same Rust code compiled to WebAssembly and run under Node, and
//! Fairy-Stockfish's WebAssembly build), written to its own section of
//! docs/performance.md; the rest of that page is left as it is.
//!
//! The machine may be shared and its load drifts, so the programs take turns over
//! several rounds and each ratio is the median of the ratios within a round: a drift
//! slower than one round slows both sides of a ratio alike.

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::process::Command;

use crate::cpu_time;
use crate::install;
use crate::process::{self, cargo, command, output, Result};

const DEPTH: u32 = 5;

/// One program measured: how to run it and what it reported, round by round.
struct Contender {
    name: &'static str,
    /// The command without its last argument, the perft depth.
    command: Command,
    runs: Vec<Run>,
}

#[derive(Clone, Copy)]
struct Run {
    leaves: u64,
    /// Wall-clock time of the perft alone, as the program reports it.
    seconds: f64,
    /// Processor time of the perft, from the operating system's accounting.
    cpu_seconds: f64,
}

impl Run {
    fn rate(self) -> f64 {
        self.leaves as f64 / self.seconds
    }
}

impl Contender {
    fn new<'a>(
        name: &'static str,
        program: impl AsRef<OsStr>,
        args: impl IntoIterator<Item = &'a OsStr>,
    ) -> Contender {
        let mut command = command(program);
        command.args(args);
        Contender {
            name,
            command,
            runs: vec![],
        }
    }

    fn at_depth(&self, depth: u32) -> Command {
        let mut cmd = command(self.command.get_program());
        cmd.args(self.command.get_args()).arg(depth.to_string());
        cmd
    }

    /// Runs perft once. It is charged the processor time of its whole process less that
    /// of a depth-1 run just before, which is all start-up, compilation and set-up.
    fn measure(&mut self) -> Result {
        let before = cpu_time::children_seconds()?;
        output(&mut self.at_depth(1))?;
        let started = cpu_time::children_seconds()?;
        let line = output(&mut self.at_depth(DEPTH))?;
        let finished = cpu_time::children_seconds()?;
        print!("{line}");
        let (leaves, seconds) = parse(&line)?;
        self.runs.push(Run {
            leaves,
            seconds,
            cpu_seconds: (finished - started) - (started - before),
        });
        Ok(())
    }

    /// Leaves per second by the wall clock, round by round.
    fn rates(&self) -> Vec<f64> {
        self.runs.iter().map(|r| r.rate()).collect()
    }
}

pub fn run(args: &[String]) -> Result {
    let rounds = match args {
        [] => 5,
        [flag, n] if flag == "--runs" => match n.parse() {
            Ok(n) if n > 0 => n,
            _ => return Err(format!("'{n}' is not a positive count")),
        },
        _ => return Err("usage: cargo xtask bench [--runs N]".into()),
    };
    build()?;
    let target = process::target_dir();
    let perft = ["bench", "perft", "--depth"].map(OsStr::new);
    let native = Contender::new("xiangqi, native", target.join("release/xiangqi"), perft);
    let wasm_file = target.join("wasm32-wasip1/release/xiangqi.wasm");
    let wasm = Contender::new(
        "xiangqi, WebAssembly (WASI) in Node",
        "node",
        ["--no-warnings", "bench/wasi-run.mjs"]
            .map(OsStr::new)
            .into_iter()
            .chain([wasm_file.as_os_str()])
            .chain(perft),
    );
    let fairy = Contender::new(
        "Fairy-Stockfish, WebAssembly (npm) in Node",
        "node",
        ["--no-experimental-fetch", "bench/fairy-stockfish-perft.js"].map(OsStr::new),
    );
    let mut contenders = [native, wasm, fairy];

    let load_before = load_average();
    for round in 1..=rounds {
        println!("\n-- round {round} of {rounds}");
        for c in &mut contenders {
            c.measure()?;
        }
    }
    let load_after = load_average();
    let leaves = contenders[0].runs[0].leaves;
    if let Some(c) = contenders
        .iter()
        .find(|c| c.runs.iter().any(|r| r.leaves != leaves))
    {
        return Err(format!(
            "{} counted a different number of leaves than {leaves}",
            c.name
        ));
    }
    let report = report(&contenders, [&load_before, &load_after]);
    let path = process::root().join("docs/performance.md");
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::create_dir_all(path.parent().unwrap()).map_err(|e| e.to_string())?;
    std::fs::write(&path, replace_section(&page, &report, TASK))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("\n{report}\nwritten to {}", path.display());
    Ok(())
}

/// The task that writes the perft section (`cargo xtask bench relay` writes its own).
const TASK: &str = "cargo xtask bench";

/// The comments around the section `task` writes.
fn markers(task: &str) -> (String, String) {
    (
        format!("<!-- begin: written by {task} -->"),
        format!("<!-- end: written by {task} -->"),
    )
}

/// `page` with the section between `task`'s markers replaced by `section`, or with the
/// section added at the end when the page has none yet.
pub fn replace_section(page: &str, section: &str, task: &str) -> String {
    let (begin, end) = markers(task);
    let marked = format!("{begin}\n{section}{end}\n");
    match (page.find(&begin), page.find(&end)) {
        (Some(b), Some(e)) if b < e => {
            format!(
                "{}{marked}{}",
                &page[..b],
                page[e + end.len()..].trim_start_matches('\n')
            )
        }
        _ if page.trim().is_empty() => format!("# Performance\n\n{marked}"),
        _ => format!("{}\n\n{marked}", page.trim_end()),
    }
}

fn build() -> Result {
    install::rust_target("wasm32-wasip1")?;
    process::run(cargo().args(["build", "--release", "-p", "xiangqi-cli"]))?;
    process::run(cargo().args([
        "build",
        "--release",
        "-p",
        "xiangqi-cli",
        "--target",
        "wasm32-wasip1",
    ]))?;
    install::npm_packages(&process::root().join("bench"))
}

/// Reads 'LEAVES leaves in SECONDS s: ...', the line every contender prints.
fn parse(line: &str) -> Result<(u64, f64)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [leaves, "leaves", "in", seconds, "s:", ..] => Ok((
            leaves
                .parse()
                .map_err(|_| format!("bad leaf count in '{line}'"))?,
            seconds
                .parse()
                .map_err(|_| format!("bad time in '{line}'"))?,
        )),
        _ => Err(format!("unexpected benchmark output '{}'", line.trim())),
    }
}

/// The middle value, or the mean of the middle two for an even count.
fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// How many times faster `a` was than `b`: the median over rounds of the ratio within
/// each round, by the wall clock and by processor time.
fn paired_ratio(a: &Contender, b: &Contender) -> (f64, f64) {
    let (wall, cpu): (Vec<f64>, Vec<f64>) = a
        .runs
        .iter()
        .zip(&b.runs)
        .map(|(a, b)| (b.seconds / a.seconds, b.cpu_seconds / a.cpu_seconds))
        .unzip();
    (median(&wall), median(&cpu))
}

fn report(contenders: &[Contender; 3], load: [&str; 2]) -> String {
    let [native, wasm, fairy] = contenders;
    let rounds = native.runs.len();
    let mut md = String::new();
    let mut line = |text: &str| writeln!(md, "{text}").unwrap();
    line("## Perft speed: native, WebAssembly, Fairy-Stockfish");
    line("");
    line(&format!(
        "Written by `cargo xtask bench`: {rounds} rounds, each running the three programs in"
    ));
    line("turn, so that a change in the machine's load hits all three alike. Rerun it to");
    line("refresh this section.");
    line("");
    line(&format!(
        "Perft({DEPTH}) from the start position: {} leaves, one thread, bulk counting at",
        native.runs[0].leaves
    ));
    line("the last ply in both programs. Rates are the ones the programs print: leaves over");
    line("the wall-clock time of the perft alone (not start-up, compilation or set-up).");
    line("");
    line("| program | median M leaves/s | best M leaves/s | each round (M leaves/s) |");
    line("| --- | ---: | ---: | --- |");
    for c in contenders {
        let rates = c.rates();
        let each: Vec<String> = rates.iter().map(|r| format!("{:.2}", r / 1e6)).collect();
        line(&format!(
            "| {} | {:.2} | {:.2} | {} |",
            c.name,
            median(&rates) / 1e6,
            rates.iter().copied().fold(0.0, f64::max) / 1e6,
            each.join(", ")
        ));
    }
    line("");
    line("How many times faster: the median over rounds of the ratio within each round.");
    line("");
    line("| ratio | wall clock | processor time |");
    line("| --- | ---: | ---: |");
    for (name, a, b) in [
        ("xiangqi native / xiangqi WebAssembly", native, wasm),
        (
            "xiangqi WebAssembly / Fairy-Stockfish WebAssembly",
            wasm,
            fairy,
        ),
        (
            "xiangqi native / Fairy-Stockfish WebAssembly",
            native,
            fairy,
        ),
    ] {
        let (wall, cpu) = paired_ratio(a, b);
        line(&format!("| {name} | {wall:.2}x | {cpu:.2}x |"));
    }
    line("");
    line("Processor time is the user plus system time of each process less that of the");
    line("same command at depth 1 (start-up, compilation, set-up). A run that waits for a");
    line("core is not charged for the wait, so it is the steadier figure on a loaded");
    line("machine. It counts all of a process's threads (Node compiles WebAssembly in the");
    line("background), and on some virtual machines its scale differs from the wall");
    line("clock's (see the share below), so only ratios are taken from it.");
    line("");
    let native_rate = median(&native.rates());
    let (wall_ratio, cpu_ratio) = paired_ratio(native, wasm);
    let met = |yes: bool| if yes { "met" } else { "not met" };
    line(&format!(
        "- Native goal, at least 50 M leaves/s: median {:.1} M leaves/s, {}.",
        native_rate / 1e6,
        met(native_rate >= 50e6)
    ));
    line(&format!(
        "- WebAssembly goal, within 1.6x of native: {wall_ratio:.3}x by the wall clock ({}), \
         {cpu_ratio:.3}x by processor time ({}).",
        met(wall_ratio <= 1.6),
        met(cpu_ratio <= 1.6)
    ));
    line("");
    line("### Commands");
    line("");
    line("Built with `cargo build --release -p xiangqi-cli` and");
    line("`cargo build --release -p xiangqi-cli --target wasm32-wasip1`; `npm ci` in `bench/`.");
    line("");
    line("```");
    for c in contenders {
        let cmd = c.at_depth(DEPTH);
        let args: Vec<String> = std::iter::once(cmd.get_program())
            .chain(cmd.get_args())
            .map(|a| shorten(&a.to_string_lossy()))
            .collect();
        line(&args.join(" "));
    }
    line("```");
    line("");
    line("### Machine");
    line("");
    let probe = |program: &str, arg: &str| {
        process::probe(command(program).arg(arg))
            .map(|s| s.trim().to_string())
            .unwrap_or_default()
    };
    line(&format!("- date: {}", probe("date", "-u")));
    line(&format!(
        "- CPU: {}, {} cores",
        cpu_model(),
        std::thread::available_parallelism().map_or(0, |n| n.get())
    ));
    line(&format!(
        "- load average (1, 5, 15 min) at the start: {}; at the end: {} (the machine may be shared)",
        load[0], load[1]
    ));
    let share: Vec<f64> = native
        .runs
        .iter()
        .map(|r| r.cpu_seconds / r.seconds)
        .collect();
    line(&format!(
        "- processor time / wall-clock time of the native runs: median {:.2} (1.00 where the",
        median(&share)
    ));
    line("  accounting matches the wall clock and the run had a core to itself)");
    line(&format!(
        "- {}; Node {}",
        probe("rustc", "-V"),
        probe("node", "--version")
    ));
    md
}

/// Paths relative to the workspace root, so the commands read the same on any machine.
fn shorten(arg: &str) -> String {
    let root = process::root().to_string_lossy().into_owned() + "/";
    arg.strip_prefix(&root).unwrap_or(arg).to_string()
}

pub fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines().find_map(|l| {
                l.strip_prefix("model name")
                    .map(|m| m.trim_start_matches([' ', '\t', ':']).to_string())
            })
        })
        .unwrap_or_else(|| "unknown".into())
}

pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_line_every_contender_prints() {
        let run = parse("133312995 leaves in 2.500 s: 53.33 M leaves/s (perft 5)\n").unwrap();
        assert_eq!(run, (133312995, 2.5));
        assert!(parse("Nodes searched: 12").is_err());
        assert!(parse("many leaves in 2 s: fast").is_err());
    }

    fn timed(seconds: &[f64]) -> Contender {
        let mut c = Contender::new("test", "true", []);
        c.runs = seconds
            .iter()
            .map(|&t| Run {
                leaves: 100,
                seconds: t,
                cpu_seconds: t / 2.0,
            })
            .collect();
        c
    }

    #[test]
    fn ratios_are_medians_of_the_rounds_ratios() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        // The machine slows down from round to round; b is twice as slow as a in each.
        let a = timed(&[1.0, 3.0, 9.0]);
        assert_eq!(paired_ratio(&a, &timed(&[2.0, 6.0, 18.0])), (2.0, 2.0));
        // Here the ratio of the medians would be 4.0 / 3.0; the rounds say 2.
        assert_eq!(paired_ratio(&a, &timed(&[2.0, 4.0, 18.0])).0, 2.0);
        assert_eq!(a.rates(), [100.0, 100.0 / 3.0, 100.0 / 9.0]);
    }

    #[test]
    fn rewrites_only_its_own_section() {
        let (begin, end) = markers(TASK);
        let fresh = replace_section("", "figures v1\n", TASK);
        assert!(fresh.starts_with("# Performance\n") && fresh.contains("figures v1"));
        let page =
            format!("# Performance\n\nBrowser notes.\n\n{begin}\nold\n{end}\n\nMore notes.\n");
        let updated = replace_section(&page, "new\n", TASK);
        assert_eq!(
            updated,
            format!("# Performance\n\nBrowser notes.\n\n{begin}\nnew\n{end}\nMore notes.\n")
        );
        let appended = replace_section("# Performance\n\nBrowser notes.\n", "new\n", TASK);
        assert!(appended.starts_with("# Performance\n\nBrowser notes.\n\n"));
        assert!(appended.ends_with(&format!("{begin}\nnew\n{end}\n")));
    }
}
