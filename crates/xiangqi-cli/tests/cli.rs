//! The `xiangqi` binary as a script sees it: stdout, stderr and exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn xiangqi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .output()
        .expect("the xiangqi binary runs")
}

fn xiangqi_with_stdin(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the xiangqi binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout_of(args: &[&str]) -> String {
    let out = xiangqi(args);
    assert!(
        out.status.success(),
        "xiangqi {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Asserts the command fails with `code` and one line on stderr containing `needle`.
fn assert_fails(args: &[&str], code: i32, needle: &str) {
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

#[test]
fn perft_counts_the_start_position() {
    assert_eq!(stdout_of(&["perft", "--depth", "2"]), "1920\n");
    assert_eq!(
        stdout_of(&["perft", "--depth=3", "--fen", START]),
        "79666\n"
    );
}

#[test]
fn perft_divide_lists_each_first_move_and_the_total() {
    let text = stdout_of(&["perft", "--depth", "2", "--divide"]);
    let (lines, total) = text.split_once("\n\n").unwrap();
    let counts: Vec<(&str, u64)> = lines
        .lines()
        .map(|l| {
            let (m, n) = l.split_once(": ").unwrap();
            (m, n.parse().unwrap())
        })
        .collect();
    assert_eq!(counts.len(), 44);
    assert!(counts.windows(2).all(|w| w[0].0 < w[1].0), "sorted by move");
    assert_eq!(counts.iter().map(|c| c.1).sum::<u64>(), 1920);
    assert_eq!(total, "1920\n");
}

#[test]
fn legal_prints_sorted_moves_on_one_line() {
    let text = stdout_of(&["legal", "--moves", "h2e2 h9g7"]);
    assert_eq!(text.lines().count(), 1);
    let moves: Vec<&str> = text.split_whitespace().collect();
    assert!(moves.windows(2).all(|w| w[0] < w[1]));
    assert!(moves.contains(&"e2e6") && moves.contains(&"h0g2"));
    assert!(!moves.contains(&"h2e2"), "the cannon has already left h2");
}

#[test]
fn legal_prints_an_empty_line_when_mated() {
    // Red's chariots hold ranks 9 and 8: Black's lone general cannot move.
    let fen = "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1";
    assert_eq!(stdout_of(&["legal", "--fen", fen]), "\n");
}

#[test]
fn trace_describes_each_position() {
    let text = stdout_of(&["trace", "--moves", "h2e2 h7e7"]);
    let rows: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0][0], START);
    assert!(rows.iter().all(|r| r.len() == 3 && r[1] == "none"));
    assert_eq!(
        rows[1][2],
        stdout_of(&["legal", "--moves", "h2e2"]).trim_end()
    );
}

#[test]
fn trace_reports_check_and_mate() {
    let text = stdout_of(&[
        "trace",
        "--fen",
        "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1",
        "--moves",
        "b1b9",
    ]);
    let status: Vec<&str> = text
        .lines()
        .map(|l| l.split('\t').nth(1).unwrap())
        .collect();
    assert_eq!(status, ["none", "checkmate"]);
}

#[test]
fn trace_batch_reports_failed_lines_and_goes_on() {
    let input = format!("{START}\th2e2\nnot a fen\n{START}\n");
    let out = xiangqi_with_stdin(&["trace", "--batch"], &input);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let blocks: Vec<&str> = text.split_terminator("\n\n").collect();
    assert_eq!(blocks.len(), 3);
    assert_eq!(blocks[0].lines().count(), 2);
    assert!(blocks[1].starts_with("error\tline 2: bad FEN"));
    assert_eq!(blocks[2].lines().count(), 1);
}

#[test]
fn bench_perft_reports_a_rate() {
    let text = stdout_of(&["bench", "perft", "--depth", "2"]);
    assert!(text.starts_with("1920 leaves in "), "{text}");
    assert!(text.contains("M leaves/s (perft 2)"), "{text}");
}

#[test]
fn help_documents_every_command() {
    let overview = stdout_of(&["--help"]);
    for command in ["perft", "legal", "trace", "bench"] {
        assert!(overview.contains(command));
        let text = stdout_of(&[command, "--help"]);
        assert!(
            text.starts_with(&format!("usage: xiangqi {command}")),
            "{text}"
        );
        assert_eq!(text, stdout_of(&["help", command]));
    }
}

#[test]
fn bad_command_lines_exit_2() {
    assert_fails(&["castle"], 2, "unknown command 'castle'");
    assert_fails(&["perft"], 2, "'--depth' is required");
    assert_fails(
        &["perft", "--depth", "deep"],
        2,
        "bad value 'deep' for '--depth'",
    );
    assert_fails(
        &["perft", "--depth", "2", "--width", "3"],
        2,
        "unknown option '--width'",
    );
    assert_fails(&["legal", "--fen"], 2, "'--fen' needs a value");
    assert_fails(&["legal", "extra"], 2, "unexpected argument 'extra'");
    assert_fails(&["bench", "tea"], 2, "no benchmark 'tea'");
}

#[test]
fn input_the_rules_reject_exits_1() {
    assert_fails(&["legal", "--fen", "9/9/9"], 1, "bad FEN");
    assert_fails(
        &[
            "perft",
            "--depth",
            "1",
            "--fen",
            "4k4/9/9/9/9/9/9/9/9/9 w - - 0 1",
        ],
        1,
        "no general",
    );
    assert_fails(&["legal", "--moves", "h2e2 zz"], 1, "'zz' is not a move");
    assert_fails(
        &["legal", "--moves", "h2e2 h2e2"],
        1,
        "move 2 (h2e2) is illegal",
    );
}
