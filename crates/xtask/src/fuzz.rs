//! `cargo xtask fuzz`: runs every cargo-fuzz target in fuzz/ for a while, each from its
//! seeds (fuzz/seeds/TARGET) and the corpus earlier runs grew (fuzz/corpus/TARGET).

use crate::install;
use crate::process::{self, command, Result};

const TARGETS: [&str; 5] = ["fen", "iccs", "notation", "pgn", "dhtmlxq"];

pub fn run(args: &[String]) -> Result {
    let seconds: u32 = match args {
        [] => 150,
        [flag, n] if flag == "--seconds" => n
            .parse()
            .map_err(|_| format!("'{n}' is not a number of seconds"))?,
        _ => return Err("usage: cargo xtask fuzz [--seconds N (per target, default 150)]".into()),
    };
    install::cargo_fuzz()?;
    for target in TARGETS {
        println!("\n==> fuzz {target} for {seconds} s");
        fuzz(target, seconds)?;
    }
    println!("\nno input made any target panic");
    Ok(())
}

fn fuzz(target: &str, seconds: u32) -> Result {
    let dir = process::root().join("fuzz");
    let corpus = dir.join("corpus").join(target);
    std::fs::create_dir_all(&corpus)
        .map_err(|e| format!("cannot create {}: {e}", corpus.display()))?;
    let mut cmd = command("cargo");
    cmd.current_dir(&dir)
        // The nightly toolchain is chosen here, not inherited from the cargo running xtask.
        .env_remove("RUSTUP_TOOLCHAIN")
        .args(["+nightly", "fuzz", "run", target])
        .arg(&corpus);
    let seeds = dir.join("seeds").join(target);
    if seeds.is_dir() {
        cmd.arg(seeds);
    }
    cmd.arg("--").arg(format!("-max_total_time={seconds}"));
    process::run(&mut cmd)
}
