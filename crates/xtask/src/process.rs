//! Running other programs: every command is echoed before it runs, and a failure
//! becomes an error message naming the command.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub type Result<T = ()> = std::result::Result<T, String>;

/// The workspace root (this crate lives in `crates/xtask`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("crates/xtask sits two levels below the workspace root")
        .to_path_buf()
}

/// Cargo's target directory, honouring `CARGO_TARGET_DIR`.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// The cargo that runs this xtask, in the workspace root.
pub fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(root());
    cmd
}

/// A program run from the workspace root.
pub fn command(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut cmd = Command::new(program);
    cmd.current_dir(root());
    cmd
}

fn describe(cmd: &Command) -> String {
    std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs `cmd` with its output shown, failing unless it exits successfully.
pub fn run(cmd: &mut Command) -> Result {
    let shown = describe(cmd);
    println!("$ {shown}");
    let status = cmd
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

/// Runs `cmd` and returns its stdout; stderr is shown.
pub fn output(cmd: &mut Command) -> Result<String> {
    let shown = describe(cmd);
    println!("$ {shown}");
    let out = cmd
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!("`{shown}` failed ({})", out.status))
    }
}

/// The stdout of `cmd` if it starts and succeeds, quietly: for "is it installed?" probes.
pub fn probe(cmd: &mut Command) -> Option<String> {
    let out = cmd.stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
