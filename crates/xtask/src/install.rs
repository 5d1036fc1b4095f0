//! Installing the tools the tasks need. Each installer checks first and does nothing
//! when the tool is already there, so repeated runs cost a few probes.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{self, cargo, command, probe, Result};

/// Trunk 0.22 needs a newer rustc than this project's toolchain; 0.21.14 is known good.
const TRUNK_VERSION: &str = "0.21.14";

/// `cargo install` for a build tool, built to install fast rather than to run fast: no
/// optimisation, no LTO (Trunk's own profile asks for fat LTO and one codegen unit), no
/// debug info. The tools' own work here is small (a Trunk build of the page spends its
/// time in cargo and our post-build hook; wasm-bindgen reads a 1.2 MB module in half a
/// second), so a fresh machine saves minutes: Trunk installs in 2 min 46 s instead of
/// 7 min 17 s, wasm-bindgen in 57 s instead of about 5 minutes, and both build the same
/// dist/ byte for byte (docs/performance.md).
fn cargo_install() -> Command {
    let mut cmd = cargo();
    cmd.arg("install")
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        .env("CARGO_PROFILE_RELEASE_LTO", "false")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16")
        .env("CARGO_PROFILE_RELEASE_DEBUG", "false");
    cmd
}

/// A rustup target such as `wasm32-unknown-unknown`.
pub fn rust_target(triple: &str) -> Result {
    let installed = probe(command("rustup").args(["target", "list", "--installed"]))
        .ok_or("`rustup target list` failed; is rustup installed?")?;
    if installed.lines().any(|l| l.trim() == triple) {
        println!("rust target {triple}: present");
        return Ok(());
    }
    process::run(command("rustup").args(["target", "add", triple]))
}

/// The version of a crate pinned in Cargo.lock, if the workspace uses it.
fn locked_version(crate_name: &str) -> Result<Option<String>> {
    let lock = std::fs::read_to_string(process::root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let name_line = format!("name = \"{crate_name}\"");
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == name_line {
            let version = lines.next().and_then(|l| l.strip_prefix("version = \""));
            return Ok(version.map(|v| v.trim_end_matches('"').to_string()));
        }
    }
    Ok(None)
}

/// wasm-bindgen-cli at exactly the version of the `wasm-bindgen` crate in Cargo.lock:
/// the two must match or the generated glue does not fit the module.
pub fn wasm_bindgen_cli() -> Result {
    let Some(version) = locked_version("wasm-bindgen")? else {
        println!("wasm-bindgen-cli: not needed, Cargo.lock has no wasm-bindgen");
        return Ok(());
    };
    let found = probe(command("wasm-bindgen").arg("--version"));
    if found.as_deref().map(str::trim) == Some(&format!("wasm-bindgen {version}")) {
        println!("wasm-bindgen-cli {version}: present");
        return Ok(());
    }
    // No --locked: the CLI's own lock file names a crate release some mirrors lack. Only
    // the `wasm-bindgen` binary: the package's test runner is not used here.
    process::run(cargo_install().args([
        "wasm-bindgen-cli",
        "--version",
        &version,
        "--bin",
        "wasm-bindgen",
    ]))
}

pub fn trunk() -> Result {
    if let Some(found) = probe(command("trunk").arg("--version")) {
        println!("{}: present", found.trim());
        return Ok(());
    }
    process::run(cargo_install().args(["trunk", "--version", TRUNK_VERSION, "--locked"]))
}

/// A Python virtual environment under target/ with pyffish (Fairy-Stockfish's rules),
/// at the version tests/differential/requirements.txt pins. Returns its python.
pub fn pyffish_venv() -> Result<PathBuf> {
    let venv = process::target_dir().join("pyffish-venv");
    let python = venv.join("bin").join("python");
    if probe(command(&python).args(["-c", "import pyffish"])).is_some() {
        println!("pyffish in {}: present", venv.display());
        return Ok(python);
    }
    let venv_arg = venv.to_string_lossy().into_owned();
    process::run(command("python3").args(["-m", "venv", &venv_arg]))?;
    let requirements = process::root().join("tests/differential/requirements.txt");
    process::run(
        command(&python)
            .args(["-m", "pip", "install", "--quiet", "-r"])
            .arg(requirements),
    )?;
    Ok(python)
}

/// `npm ci` in `dir` unless its node_modules already matches its package-lock.json.
pub fn npm_packages(dir: &Path) -> Result {
    let modified = |p: PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let lock = modified(dir.join("package-lock.json"));
    let installed = modified(dir.join("node_modules/.package-lock.json"));
    if lock.is_some() && installed >= lock {
        println!("npm packages in {}: present", dir.display());
        return Ok(());
    }
    process::run(command("npm").arg("ci").current_dir(dir))
}

/// Debian's Chromium, which the browser tests drive: test tools may not download a
/// browser of their own here. A browser named by `CHROMIUM` (as the tests read it, e.g.
/// the Chrome of a CI image) counts as present.
pub fn chromium() -> Result {
    const CHROMIUM: &str = "/usr/bin/chromium";
    let browser = std::env::var("CHROMIUM").unwrap_or_else(|_| CHROMIUM.to_string());
    if Path::new(&browser).exists() {
        println!("browser {browser}: present");
        return Ok(());
    }
    let hint =
        |e: String| format!("{e}; the browser tests need Debian's chromium package at {CHROMIUM}");
    process::run(command("apt-get").arg("update")).map_err(hint)?;
    process::run(command("apt-get").args(["install", "-y", "chromium"])).map_err(hint)
}

/// cargo-fuzz, for `cargo +nightly fuzz`.
pub fn cargo_fuzz() -> Result {
    if let Some(found) = probe(command("cargo").args(["fuzz", "--version"])) {
        println!("{}: present", found.trim());
        return Ok(());
    }
    process::run(cargo_install().arg("cargo-fuzz"))
}
