//! `cargo xtask bench`: perft speed side by side in one run (this crate natively,
//! the same Rust code compiled to WebAssembly and run under Node, and
//! Fairy-Stockfish's WebAssembly build), written to its own section of
//! docs/performance.md; the rest of that page is left as it is.

use std::fmt::Write as _;
use std::process::Command;

use crate::install;
use crate::process::{self, cargo, command, output, Result};

const DEPTH: u32 = 5;

/// One program measured: how to run it and what it reported.
struct Contender {
    name: &'static str,
    command: Command,
    runs: Vec<Run>,
}

#[derive(Clone, Copy)]
struct Run {
    leaves: u64,
    seconds: f64,
}

impl Run {
    fn rate(self) -> f64 {
        self.leaves as f64 / self.seconds
    }
}

pub fn run(args: &[String]) -> Result {
    let runs = match args {
        [] => 3,
        [flag, n] if flag == "--runs" => n.parse().map_err(|_| format!("'{n}' is not a count"))?,
        _ => return Err("usage: cargo xtask bench [--runs N]".into()),
    };
    build()?;
    let target = process::target_dir();
    let depth = DEPTH.to_string();
    let mut native = Contender {
        name: "xiangqi, native",
        command: command(target.join("release/xiangqi")),
        runs: vec![],
    };
    native.command.args(["bench", "perft", "--depth", &depth]);
    let mut wasm = Contender {
        name: "xiangqi, WebAssembly (WASI) in Node",
        command: command("node"),
        runs: vec![],
    };
    wasm.command
        .args(["--no-warnings", "bench/wasi-run.mjs"])
        .arg(target.join("wasm32-wasip1/release/xiangqi.wasm"))
        .args(["bench", "perft", "--depth", &depth]);
    let mut fairy = Contender {
        name: "Fairy-Stockfish, WebAssembly (npm) in Node",
        command: command("node"),
        runs: vec![],
    };
    fairy.command.args([
        "--no-experimental-fetch",
        "bench/fairy-stockfish-perft.js",
        &depth,
    ]);

    let load_before = load_average();
    // Interleaved, so that a change in the machine's load hits all three alike.
    for round in 1..=runs {
        println!("\n-- round {round} of {runs}");
        for c in [&mut native, &mut wasm, &mut fairy] {
            let line = output(&mut c.command)?;
            print!("{line}");
            c.runs.push(parse(&line)?);
        }
    }
    let contenders = [native, wasm, fairy];
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
    let report = report(&contenders, &load_before)?;
    let path = process::root().join("docs/performance.md");
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::create_dir_all(path.parent().unwrap()).map_err(|e| e.to_string())?;
    std::fs::write(&path, replace_section(&page, &report))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("\n{report}\nwritten to {}", path.display());
    Ok(())
}

const BEGIN: &str = "<!-- begin: written by cargo xtask bench -->";
const END: &str = "<!-- end: written by cargo xtask bench -->";

/// `page` with the section between the markers replaced by `section`, or with the
/// section added at the end when the page has none yet.
fn replace_section(page: &str, section: &str) -> String {
    let marked = format!("{BEGIN}\n{section}{END}\n");
    match (page.find(BEGIN), page.find(END)) {
        (Some(b), Some(e)) if b < e => {
            format!(
                "{}{marked}{}",
                &page[..b],
                page[e + END.len()..].trim_start_matches('\n')
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
fn parse(line: &str) -> Result<Run> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [leaves, "leaves", "in", seconds, "s:", ..] => Ok(Run {
            leaves: leaves
                .parse()
                .map_err(|_| format!("bad leaf count in '{line}'"))?,
            seconds: seconds
                .parse()
                .map_err(|_| format!("bad time in '{line}'"))?,
        }),
        _ => Err(format!("unexpected benchmark output '{}'", line.trim())),
    }
}

fn report(contenders: &[Contender; 3], load_before: &str) -> Result<String> {
    let best = |c: &Contender| {
        c.runs
            .iter()
            .copied()
            .max_by(|a, b| a.rate().total_cmp(&b.rate()))
            .expect("at least one run")
    };
    let [native, wasm, fairy] = contenders.each_ref().map(best);
    let mut md = String::new();
    let w = &mut md;
    writeln!(w, "## Perft speed: native, WebAssembly, Fairy-Stockfish").unwrap();
    writeln!(w).unwrap();
    writeln!(
        w,
        "Written by `cargo xtask bench`, which measures all three programs in one run,"
    )
    .unwrap();
    writeln!(
        w,
        "interleaved, and keeps each one's best run. Rerun it to refresh this page."
    )
    .unwrap();
    writeln!(w).unwrap();
    writeln!(
        w,
        "Perft({DEPTH}) from the start position: {} leaves, one thread, bulk counting at",
        native.leaves
    )
    .unwrap();
    writeln!(w, "the last ply in both programs.").unwrap();
    writeln!(w).unwrap();
    writeln!(
        w,
        "| program | best M leaves/s | best time | all runs (M leaves/s) |"
    )
    .unwrap();
    writeln!(w, "| --- | ---: | ---: | --- |").unwrap();
    for (c, b) in contenders.iter().zip([native, wasm, fairy]) {
        let all: Vec<String> = c
            .runs
            .iter()
            .map(|r| format!("{:.2}", r.rate() / 1e6))
            .collect();
        writeln!(
            w,
            "| {} | {:.2} | {:.2} s | {} |",
            c.name,
            b.rate() / 1e6,
            b.seconds,
            all.join(", ")
        )
        .unwrap();
    }
    writeln!(w).unwrap();
    writeln!(w, "Ratios:").unwrap();
    writeln!(
        w,
        "- native / WebAssembly: **{:.2}x** (the goal is at most 1.6x)",
        native.rate() / wasm.rate()
    )
    .unwrap();
    writeln!(
        w,
        "- xiangqi WebAssembly / Fairy-Stockfish WebAssembly: **{:.2}x**",
        wasm.rate() / fairy.rate()
    )
    .unwrap();
    writeln!(
        w,
        "- xiangqi native / Fairy-Stockfish WebAssembly: **{:.2}x**",
        native.rate() / fairy.rate()
    )
    .unwrap();
    writeln!(w).unwrap();
    writeln!(
        w,
        "Native goal: at least 50 M leaves/s. Measured: {:.1} M leaves/s.",
        native.rate() / 1e6
    )
    .unwrap();
    writeln!(w).unwrap();
    writeln!(w, "### Commands").unwrap();
    writeln!(w).unwrap();
    writeln!(w, "Built with `cargo build --release -p xiangqi-cli` and").unwrap();
    writeln!(
        w,
        "`cargo build --release -p xiangqi-cli --target wasm32-wasip1`; `npm ci` in `bench/`."
    )
    .unwrap();
    writeln!(w).unwrap();
    writeln!(w, "```").unwrap();
    for c in contenders {
        let cmd = &c.command;
        let args: Vec<String> = std::iter::once(cmd.get_program())
            .chain(cmd.get_args())
            .map(|a| shorten(&a.to_string_lossy()))
            .collect();
        writeln!(w, "{}", args.join(" ")).unwrap();
    }
    writeln!(w, "```").unwrap();
    writeln!(w).unwrap();
    writeln!(w, "### Machine").unwrap();
    writeln!(w).unwrap();
    let probe = |program: &str, arg: &str| {
        process::probe(command(program).arg(arg))
            .map(|s| s.trim().to_string())
            .unwrap_or_default()
    };
    writeln!(w, "- date: {}", probe("date", "-u")).unwrap();
    writeln!(
        w,
        "- CPU: {}, {} cores",
        cpu_model(),
        std::thread::available_parallelism().map_or(0, |n| n.get())
    )
    .unwrap();
    writeln!(
        w,
        "- load average before the run: {load_before} (the machine may be shared)"
    )
    .unwrap();
    writeln!(
        w,
        "- {}; Node {}",
        probe("rustc", "-V"),
        probe("node", "--version")
    )
    .unwrap();
    Ok(md)
}

/// Paths relative to the workspace root, so the commands read the same on any machine.
fn shorten(arg: &str) -> String {
    let root = process::root().to_string_lossy().into_owned() + "/";
    arg.strip_prefix(&root).unwrap_or(arg).to_string()
}

fn cpu_model() -> String {
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

fn load_average() -> String {
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
        assert_eq!(run.leaves, 133312995);
        assert_eq!(run.seconds, 2.5);
        assert!(parse("Nodes searched: 12").is_err());
        assert!(parse("many leaves in 2 s: fast").is_err());
    }

    #[test]
    fn rewrites_only_its_own_section() {
        let fresh = replace_section("", "figures v1\n");
        assert!(fresh.starts_with("# Performance\n") && fresh.contains("figures v1"));
        let page =
            format!("# Performance\n\nBrowser notes.\n\n{BEGIN}\nold\n{END}\n\nMore notes.\n");
        let updated = replace_section(&page, "new\n");
        assert_eq!(
            updated,
            format!("# Performance\n\nBrowser notes.\n\n{BEGIN}\nnew\n{END}\nMore notes.\n")
        );
        let appended = replace_section("# Performance\n\nBrowser notes.\n", "new\n");
        assert!(appended.starts_with("# Performance\n\nBrowser notes.\n\n"));
        assert!(appended.ends_with(&format!("{BEGIN}\nnew\n{END}\n")));
    }
}
