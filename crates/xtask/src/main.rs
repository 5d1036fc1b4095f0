//! `cargo xtask`: the project's chores written in Rust, so that a fresh machine needs
//! nothing but cargo (and python3 and node for the tests that compare with
//! Fairy-Stockfish). Each task installs what it needs when it is missing.

mod bench;
mod catalogue;
mod compress;
mod cpu_time;
mod fuzz;
mod install;
mod minify;
mod package;
mod play;
mod precache;
mod preload;
mod process;
mod relay;
mod relay_bench;
mod serve;
mod steps;
mod test;
mod wasm_names;

use std::process::ExitCode;

const HELP: &str = "\
usage: cargo xtask TASK

Tasks:
  play           install the web tool chain if missing, build the game with Trunk and
                 serve it on http://127.0.0.1:8080 (--port N to change), with the relay
                 for live games beside it on port 8091 (--relay-port N); --lan serves
                 both on this machine's network addresses, for devices at home
  build          install the web tool chain if missing and build the game into dist/;
                 XIANGQI_RELAY=wss://... names the relay of live games in the page
  serve          serve an already built dist/ and the relay (the options of play)
  package        build, then write the <xiangqi-game> element as an npm package into
                 target/npm/xiangqi-game/ and pack it (npm pack) beside it
  test           run every check: format, clippy, tests, release perft, the differential
                 test against Fairy-Stockfish, and the browser tests once they exist
  bench          measure perft speed natively, as WebAssembly under Node, and against
                 Fairy-Stockfish's WebAssembly build; writes docs/performance.md
  bench relay    the relay under load on 127.0.0.1: 10,000 rooms (--rooms N), a move a
                 second in each for 30 s (--seconds S); writes docs/performance.md
  fuzz           run each cargo-fuzz target in fuzz/ (nightly; installs cargo-fuzz if
                 missing) for --seconds N each, default 150
  post-build     Trunk's post-build hook: write the relay setting (XIANGQI_RELAY) into
                 index.html, take the function names out of the wasm, write
                 the puzzle catalogue (puzzles.json) and the compressed evaluation
                 network (xiangqi.nnue.gzip), ask for the game page's scripts at
                 once (module preloads in index.html), minify the scripts and stylesheets,
                 write the build's files and a digest of them into its service worker, then
                 a .gz and a .br copy beside each text file (DIR, or TRUNK_STAGING_DIR)
  precache       the service worker's list alone
";

/// The evaluation network as the page fetches it, gzip-compressed.
const NETWORK: &str = "xiangqi.nnue.gzip";

/// Trunk's post-build hook (Trunk.toml): the relay setting if the build names one, the
/// wasm without its function names, the puzzle
/// catalogue and the evaluation network, the module preloads, the minified scripts and
/// stylesheets, the service worker's list of the build's files, which must see their
/// final bytes, then their compressed copies.
fn post_build(args: &[String]) -> process::Result {
    let dir = precache::build_dir(args)?;
    relay::write_setting(&dir)?;
    let saved = wasm_names::strip_dir(&dir)?;
    println!("post-build: {saved} bytes of function names taken out of the wasm");
    // The puzzle page's data, made from the crate's own tables (before the list of files).
    let catalogue = catalogue::catalogue_json();
    std::fs::write(dir.join("puzzles.json"), catalogue)
        .map_err(|e| format!("puzzles.json: {e}"))?;
    // The evaluation network, compressed here once: hosts compress scripts and wasm on
    // the fly but seldom a file of its own kind, so the page unpacks it itself
    // (web/js/engine/network.js). It gets no .gz and .br copies.
    let network = compress::gzip(xiangqi::engine::nnue::SHIPPED)?;
    std::fs::write(dir.join(NETWORK), network).map_err(|e| format!("{NETWORK}: {e}"))?;
    // The preloads are read from the scripts as written; the service worker's list from
    // the files as they are served, so it comes after they are minified. The service
    // worker itself is left as written: its list is filled in by its text, it is read to
    // tell one build from another, and it is fetched only once the engine is ready.
    preload::write(&dir)?;
    let saved = minify::write(&dir, &[precache::WORKER])?;
    println!(
        "post-build: {} scripts and stylesheets minified, {} -> {} bytes",
        saved.files, saved.before, saved.after
    );
    precache::write(&dir)?;
    let sizes = compress::write(&dir)?;
    println!(
        "post-build: .gz and .br copies of {} files, {} bytes -> {} gzip, {} brotli",
        sizes.files, sizes.plain, sizes.gzip, sizes.brotli
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("play") => play::run(rest),
        Some("build") => play::build(),
        Some("serve") => play::serve_built(rest),
        Some("package") => package::run(rest),
        Some("test") => test::run(rest),
        Some("bench") if rest.first().is_some_and(|a| a == "relay") => relay_bench::run(&rest[1..]),
        Some("bench") => bench::run(rest),
        Some("fuzz") => fuzz::run(rest),
        Some("post-build") => post_build(rest),
        Some("precache") => precache::run(rest),
        None | Some("help" | "--help" | "-h") => {
            print!("{HELP}");
            Ok(())
        }
        Some(other) => Err(format!(
            "unknown task '{other}'; 'cargo xtask help' lists them"
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The most the network may weigh as downloaded (issue 40's budget: it comes after
    /// the board, beside the engine, on a phone network too).
    const NETWORK_BUDGET: usize = 200_000;

    #[test]
    fn the_shipped_network_fits_its_download_budget() {
        let network = compress::gzip(xiangqi::engine::nnue::SHIPPED).unwrap();
        assert!(network.len() <= NETWORK_BUDGET, "{} bytes", network.len());
    }
}
