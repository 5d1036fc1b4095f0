//! `cargo xtask test`: every check the project has, in order, quickest first.
//! To add a check, write a function and add a line to [`STEPS`].

use crate::install;
use crate::package;
use crate::play;
use crate::process::{self, cargo, command, Result};
use crate::relay;
use crate::steps::{self, Step};

const STEPS: &[Step] = &[
    Step {
        name: "format: cargo fmt --check",
        run: format,
    },
    Step {
        name: "lints: cargo clippy, warnings denied",
        run: lints,
    },
    Step {
        name: "tests: cargo test --workspace",
        run: tests,
    },
    Step {
        name: "the rules crate's tests as WebAssembly with SIMD, under Node",
        run: wasm_tests,
    },
    Step {
        name: "perft: every row of perft.tsv, release build",
        run: release_perft,
    },
    Step {
        name: "differential test against Fairy-Stockfish (pyffish)",
        run: differential,
    },
    Step {
        name: "unit tests: the web modules under Node on the real wasm (tests/unit)",
        run: unit,
    },
    Step {
        name: "browser tests (tests/package.json)",
        run: browser,
    },
];

pub fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!(
            "'cargo xtask test' takes no arguments, got '{arg}'"
        ));
    }
    steps::run_all(STEPS)
}

fn format() -> Result {
    process::run(cargo().args(["fmt", "--all", "--", "--check"]))
        .map_err(|e| format!("{e}; 'cargo fmt --all' fixes the formatting"))
}

fn lints() -> Result {
    process::run(cargo().args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))
}

/// Debug build: quick. The perft test stops at a node cap here; the release step
/// below covers every row.
fn tests() -> Result {
    process::run(cargo().args(["test", "--workspace"]))
}

/// The rules crate's unit tests built for WebAssembly as the page's build is (with
/// SIMD: .cargo/config.toml) and run under Node's WASI (bench/wasi-run.mjs), so the
/// network's vector loops, which only a wasm build has, are checked against the plain
/// loops that define them (nnue/accumulator.rs), with every other unit test beside them.
/// (The wasm crate itself is built by the unit step below, as the page gets it.) The
/// mate solver's tests are left to the native run: they pass here too, but after them
/// Node 20 crashes as it exits (SIGSEGV, in most runs, once every result is printed).
fn wasm_tests() -> Result {
    install::rust_target("wasm32-wasip1")?;
    let runner = format!(
        "node --no-warnings {}",
        process::root().join("bench/wasi-run.mjs").display()
    );
    process::run(
        cargo()
            .args([
                "test",
                "-p",
                "xiangqi",
                "--lib",
                "--target",
                "wasm32-wasip1",
            ])
            .args(["--", "--skip", "puzzle::"])
            .env("CARGO_TARGET_WASM32_WASIP1_RUNNER", runner),
    )
}

/// Every row of perft.tsv (the ignored test; the capped one is the debug run's).
fn release_perft() -> Result {
    process::run(cargo().args([
        "test",
        "--release",
        "-p",
        "xiangqi",
        "--test",
        "perft",
        "--",
        "--ignored",
    ]))
}

/// Random playouts compared position by position with Fairy-Stockfish's rules; see
/// tests/differential/pyffish_diff.py.
fn differential() -> Result {
    let python = install::pyffish_venv()?;
    process::run(cargo().args(["build", "-p", "xiangqi-cli"]))?;
    let xiangqi = process::target_dir().join("debug/xiangqi");
    let data = "crates/xiangqi/tests/data";
    process::run(
        command(python)
            .arg("tests/differential/pyffish_diff.py")
            .arg("--xiangqi")
            .arg(xiangqi)
            .arg("--positions")
            .args(["perft.tsv", "legal.tsv", "outcomes.tsv"].map(|f| format!("{data}/{f}"))),
    )
}

/// The web modules that need no browser (the board controller, share links, problem
/// messages, string tables) under `node --test`, on the wasm crate built for Node: the
/// same release build the page gets, bound by wasm-bindgen for Node into target/unit/pkg
/// (where tests/unit/wasm-node.js looks for it).
fn unit() -> Result {
    install::rust_target("wasm32-unknown-unknown")?;
    install::wasm_bindgen_cli()?;
    process::run(cargo().args([
        "build",
        "--release",
        "-p",
        "xiangqi-wasm",
        "-p",
        "xiangqi-link-wasm",
        "--target",
        "wasm32-unknown-unknown",
    ]))?;
    let target = process::target_dir();
    // The game's module, and a game by link's, each bound for Node.
    for (module, pkg) in [
        ("xiangqi_wasm", "unit/pkg"),
        ("xiangqi_link_wasm", "unit/link-pkg"),
    ] {
        process::run(
            command("wasm-bindgen")
                .args(["--target", "nodejs", "--out-dir"])
                .arg(target.join(pkg))
                .arg(target.join(format!("wasm32-unknown-unknown/release/{module}.wasm"))),
        )?;
    }
    let tests = process::root().join("tests");
    // vendor.test.js compares the page's vendored files with the packages they came from.
    install::npm_packages(&tests)?;
    process::run(
        command("npm")
            .args(["run", "unit"])
            .env("XIANGQI_NODE_WASM", target.join("unit/pkg"))
            .env("XIANGQI_NODE_LINK_WASM", target.join("unit/link-pkg"))
            .current_dir(tests),
    )
}

/// The page in headless Chromium: the page is built as `cargo xtask play` builds it and
/// the element packed as `cargo xtask package` packs it, then `npm test` runs in tests/.
fn browser() -> Result {
    let tests = process::root().join("tests");
    play::build()?;
    package::write_and_pack()?;
    install::chromium()?;
    install::npm_packages(&tests)?;
    // Live games in the browser tests pass through the real relay.
    process::run(cargo().args(["build", "-p", "xiangqi-relay"]))?;
    process::run(
        command("npm")
            .arg("test")
            .env("XIANGQI_RELAY_BIN", relay::binary("debug"))
            .current_dir(&tests),
    )
}
