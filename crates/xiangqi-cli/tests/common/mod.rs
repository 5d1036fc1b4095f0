//! What the command line's tests share: running the `xiangqi` binary as a script does
//! (stdout, stderr and exit status), a scratch folder, the record files.

// Each test file uses some of these.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

pub fn xiangqi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .output()
        .expect("the xiangqi binary runs")
}

pub fn xiangqi_with_stdin(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the xiangqi binary runs");
    // Written from a thread of its own: a command that answers as it reads could fill
    // its stdout pipe while this side still writes, and both would wait for ever.
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.as_ref().to_vec();
    let writer = std::thread::spawn(move || pipe.write_all(&input));
    let output = child.wait_with_output().unwrap();
    // A command may stop reading early (uci after 'quit'); a broken pipe is no failure.
    let _ = writer.join().unwrap();
    output
}

pub fn stdout_of(args: &[&str]) -> String {
    let out = xiangqi(args);
    assert!(
        out.status.success(),
        "xiangqi {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Asserts the command fails with `code` and one line on stderr containing `needle`.
pub fn assert_fails(args: &[&str], code: i32, needle: &str) {
    let out = xiangqi(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "xiangqi {args:?}: {stderr}");
    assert_eq!(
        stderr.lines().count(),
        1,
        "one-line error expected: {stderr}"
    );
    assert!(stderr.starts_with("xiangqi: "), "{stderr}");
    assert!(stderr.contains(needle), "'{needle}' not in: {stderr}");
    assert!(out.stdout.is_empty() || args[0] == "trace");
}

/// A fresh folder of its own under the target directory, for a test's files.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/records");
