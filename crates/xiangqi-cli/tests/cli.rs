//! The `xiangqi` binary as a script sees it: stdout, stderr and exit status.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::{assert_fails, scratch, stdout_of, xiangqi_with_stdin, RECORDS, START};

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
fn judge_says_why_a_move_is_illegal() {
    assert_fails(
        &["judge", "--moves", "h2e2 h2e3"],
        1,
        "move 2: illegal move h2e3",
    );
    // b1b9 mates, so nothing may follow it.
    let mate = [
        "judge",
        "--fen",
        "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1",
        "--moves",
    ];
    assert_eq!(
        stdout_of(&[&mate[..], &["b1b9"]].concat()),
        "red checkmate\n"
    );
    assert_fails(
        &[&mate[..], &["b1b9 e9e8"]].concat(),
        1,
        "move 2: illegal move e9e8",
    );
}

/// Every game of outcomes.tsv, judged through the command line.
#[test]
fn judge_agrees_with_the_outcome_table() {
    let table = include_str!("../../xiangqi/tests/data/outcomes.tsv");
    let rows = table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let mut judged = 0;
    for row in rows {
        let f: Vec<&str> = row.split('\t').collect();
        let (id, fen, moves, rules, result, reason) = (f[0], f[1], f[2], f[3], f[4], f[5]);
        let expected = match result {
            "ongoing" => "ongoing".to_string(),
            _ => format!("{result} {reason}"),
        };
        let said = stdout_of(&["judge", "--fen", fen, "--moves", moves, "--rules", rules]);
        assert_eq!(said.trim_end(), expected, "{id}");
        judged += 1;
    }
    assert!(judged >= 10);
}

#[test]
fn notation_rewrites_a_line_in_each_notation() {
    let line = "h2e2 h9g7 h0g2 i9h9";
    let to = |n: &str, moves: &str| stdout_of(&["notation", "--moves", moves, "--to", n]);
    assert_eq!(to("wxf", line), "C2.5 H8+7 H2+3 R9.8\n");
    assert_eq!(to("chinese", line), "炮二平五 馬８進７ 傌二進三 車９平８\n");
    assert_eq!(
        to("chinese-simplified", line),
        "炮二平五 马８进７ 马二进三 车９平８\n"
    );
    // Any notation reads back to the same ICCS line.
    for n in ["wxf", "chinese", "chinese-simplified"] {
        assert_eq!(
            to("iccs", to(n, line).trim_end()),
            format!("{line}\n"),
            "{n}"
        );
    }
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
fn trace_batch_reports_a_line_that_is_not_utf8_and_goes_on() {
    let mut input = format!("{START}\n").into_bytes();
    input.extend_from_slice(b"rnbakabnr\xff/9\n");
    input.extend_from_slice(format!("{START}\th2e2\r\n").as_bytes());
    let out = xiangqi_with_stdin(&["trace", "--batch"], &input);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let blocks: Vec<&str> = text.split_terminator("\n\n").collect();
    assert_eq!(blocks.len(), 3, "{text}");
    assert_eq!(blocks[0].lines().count(), 1);
    assert_eq!(blocks[1], "error\tline 2: not valid UTF-8");
    assert_eq!(blocks[2].lines().count(), 2);
}

#[test]
fn perft_refuses_a_depth_no_perft_could_reach() {
    assert_fails(&["perft", "--depth", "20000"], 2, "'--depth' must be 0-20");
    assert_fails(
        &["bench", "perft", "--depth", "20000"],
        2,
        "'--depth' must be 0-20",
    );
}

#[test]
fn uci_echoes_only_the_start_of_an_unknown_command() {
    let long = "x".repeat(1 << 20);
    let input = format!(
        "{long}\nsetoption name {long} value 1\nsetoption {long}\nposition fen {long}\nposition startpos moves h2e2 {long}\nisready\nquit\n"
    );
    let out = xiangqi_with_stdin(&["uci"], input);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    for line in stdout.lines() {
        assert!(line.len() < 200, "a long echo: {}...", &line[..200]);
    }
    assert!(
        stdout.contains("info string unknown command 'xxxxxxxx"),
        "{stdout}"
    );
    assert_eq!(stdout.lines().count(), 6, "{stdout}");
    assert!(stdout.ends_with("readyok\n"), "{stdout}");
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
    for command in ["perft", "legal", "judge", "notation", "trace", "bench"] {
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
        "move 2: illegal move h2e2",
    );
    assert_fails(&["judge", "--rules", "fifa"], 2, "unknown rule set 'fifa'");
    assert_fails(
        &["notation", "--moves", "h2e2", "--to", "morse"],
        2,
        "unknown notation",
    );
    assert_fails(
        &["notation", "--moves", "h2e2 C9.9"],
        2,
        "'--to' is required",
    );
    assert_fails(
        &["notation", "--moves", "h2e2 Z2.5", "--to", "wxf"],
        1,
        "move 2 ('Z2.5')",
    );
}

#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"h2e2 \xff");
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(["notation".as_ref(), "--moves".as_ref(), bad])
        .output()
        .expect("the xiangqi binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("xiangqi: argument 3 is not valid UTF-8"),
        "{stderr}"
    );
}

#[test]
fn uci_skips_a_line_that_is_not_utf8_and_goes_on() {
    let out = xiangqi_with_stdin(&["uci"], b"uci\nposition \xff startpos\nisready\nquit\n");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(
        stdout.contains("info string ignored a line that is not valid UTF-8"),
        "{stdout}"
    );
    assert!(stdout.trim_end().ends_with("readyok"), "{stdout}");
}

/// `xiangqi uci`, spoken to through its stdin and stdout as a GUI would.
fn uci_engine() -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the xiangqi binary runs")
}

#[test]
fn uci_multipv_reports_that_many_lines_with_different_first_moves() {
    use std::io::{BufRead, BufReader};
    let mut child = uci_engine();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"uci\nsetoption name MultiPV value 3\nposition startpos\ngo depth 4\n")
        .unwrap();
    stdin.flush().unwrap();
    // The GUI's part: wait for the best move before anything else.
    let lines: Vec<String> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(Result::unwrap)
        .take_while(|l| !l.starts_with("bestmove"))
        .collect();
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let stdout = lines.join("\n");
    assert!(
        stdout.contains("option name MultiPV type spin default 1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("option name EvalFile type string default <built-in>"),
        "{stdout}"
    );
    let deepest: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 4 multipv"))
        .collect();
    assert_eq!(deepest.len(), 3, "{stdout}");
    let first_moves: std::collections::HashSet<&str> = deepest
        .iter()
        .map(|l| l.split(" pv ").nth(1).unwrap().split(' ').next().unwrap())
        .collect();
    assert_eq!(first_moves.len(), 3, "{stdout}");
    assert!(
        deepest[0].starts_with("info depth 4 multipv 1 "),
        "{stdout}"
    );
}

#[test]
fn puzzles_generate_writes_puzzles_that_solve_again_and_refuses_bad_requests() {
    assert_fails(&["puzzles"], 2, "list, verify or generate");
    assert_fails(&["puzzles", "verify", "--every", "0"], 2, "--every");
    assert_fails(&["puzzles", "solve"], 2, "unknown 'solve'");
    assert_fails(
        &["puzzles", "generate", "--out", "x", "--max", "9"],
        2,
        "--max",
    );
    // Seed 7's first game ends in a chariot's mate in four; a short game each move
    // is enough to find it.
    let out = scratch("puzzles").join("made.tsv");
    let stdout = stdout_of(&[
        "puzzles",
        "generate",
        "--out",
        out.to_str().unwrap(),
        "--games",
        "1",
        "--seed",
        "7",
        "--max",
        "4",
    ]);
    assert!(stdout.contains("1 games, 1 puzzles written"), "{stdout}");
    let text = std::fs::read_to_string(&out).unwrap();
    let [fen, line, mate_in, source] = text.trim_end().split('\t').collect::<Vec<_>>()[..] else {
        panic!("{text}");
    };
    assert_eq!(
        (line, mate_in, source),
        (
            "e8d8 d9d8 c7c8 d8d7 c8e8 a5a4 a3a4",
            "4",
            "seed 7 game 0 ply 118"
        )
    );
    let start = xiangqi::Position::from_fen(fen).unwrap();
    let again = xiangqi::puzzle::solve(&start, 4, 50_000_000).unwrap();
    // Read from its FEN, the position solves to the line found in the game.
    let again_line: Vec<String> = again.line.iter().map(|m| m.to_string()).collect();
    assert_eq!((again_line.join(" ").as_str(), again.mate_in), (line, 4));
}

#[test]
fn puzzles_list_prints_each_shipped_puzzle_and_study_and_verify_checks_a_sample() {
    let listed = stdout_of(&["puzzles", "list"]);
    let shipped = xiangqi::puzzle::shipped();
    let studies = xiangqi::puzzle::studies();
    assert_eq!(listed.lines().count(), shipped.len() + studies.len());
    let expected = shipped
        .iter()
        .map(|s| (s.id, "mate", &s.puzzle.start, s.puzzle.line.len()))
        .chain(
            studies
                .iter()
                .map(|s| (s.id, "study", &s.start, s.line.len())),
        );
    for (line, (id, kind, start, moves)) in listed.lines().zip(expected) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "{line}");
        assert_eq!((fields[0], fields[3]), (id, kind));
        assert_eq!(fields[1], start.fen());
        assert_eq!(fields[2].split(' ').count(), moves);
    }
    // Every 200th (a sample, in this debug build: every 50th took 43 s): the whole set
    // runs as a benchmark (docs/performance.md).
    let verified = stdout_of(&["puzzles", "verify", "--every", "200"]);
    assert!(verified.contains(" studies in "), "{verified}");
    assert!(verified.contains(": 0 failed"), "{verified}");
    // Shared between processes: every 400th from the second on.
    let puzzles = listed.lines().filter(|l| l.ends_with("\tmate")).count();
    let shared = stdout_of(&["puzzles", "verify", "--every", "400", "--skip", "1"]);
    let expected = format!(
        "verified {} of {puzzles} puzzles and 1 of",
        (puzzles - 1).div_ceil(400)
    );
    assert!(shared.starts_with(&expected), "{shared}");
}

/// The time `xiangqi uci` takes for each `go` after each `position`, in milliseconds: from
/// writing the command to reading its `bestmove`, as a GUI's clock counts it.
fn uci_move_times(positions: &[&str], go: &str) -> Vec<f64> {
    use std::io::{BufRead, BufReader};
    let mut child = uci_engine();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    stdin.write_all(b"uci\nisready\n").unwrap();
    stdin.flush().unwrap();
    assert!(lines.any(|l| l.unwrap() == "readyok"));
    let mut times = Vec::new();
    for position in positions {
        let started = std::time::Instant::now();
        stdin
            .write_all(format!("position {position}\ngo {go}\n").as_bytes())
            .unwrap();
        stdin.flush().unwrap();
        assert!(lines.any(|l| l.unwrap().starts_with("bestmove")));
        times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    times
}

#[test]
fn uci_spends_a_game_clock_as_a_player_would() {
    // Six positions from the opening to the endgame.
    let positions = [
        "startpos",
        "startpos moves h2e2 h9g7",
        "startpos moves c3c4 g6g5 b0c2 h9g7 h2e2 b9c7",
        "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
        "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4 b7a7 b0c2 a9b9 a0b0 c6c5",
        "fen 2bak4/4a4/4b4/2n6/9/9/4P4/4B4/4A4/2BAK2R1 w - - 0 1",
    ];
    let median = |times: &[f64]| {
        let mut sorted = times.to_vec();
        sorted.sort_by(f64::total_cmp);
        sorted[sorted.len() / 2]
    };
    // The bounds are the time manager's (crates/xiangqi/src/engine/limits.rs), with room
    // for a machine busy with other work: in sudden death no move over 8% of the clock,
    // the typical one 2-5%; with an increment, the typical move at least the increment.
    // The figures measured in release builds are in docs/strength.md.
    const SLACK: f64 = 300.0;
    // Clocks of 20 and 10 seconds: the manager's shares are the same at any length (a
    // minute's clock made this test 36 s long).
    for (clock, left) in [
        (20_000.0, "wtime 20000 btime 20000"),
        (10_000.0, "wtime 10000 btime 10000"),
    ] {
        let times = uci_move_times(&positions, left);
        let (most, typical) = (times.iter().copied().fold(0.0, f64::max), median(&times));
        assert!(most <= clock * 0.08 + SLACK, "{left}: {times:?}");
        assert!(
            typical >= clock * 0.01 && typical <= clock * 0.06 + SLACK,
            "{left}: {times:?}"
        );
    }
    let times = uci_move_times(&positions, "wtime 20000 btime 20000 winc 500 binc 500");
    assert!(median(&times) >= 500.0, "{times:?}");
    assert!(
        times.iter().all(|&t| t <= 20_000.0 * 0.15 + SLACK),
        "{times:?}"
    );
    // With one legal move there is nothing to think about.
    let forced = uci_move_times(
        &["fen 5k3/9/9/9/9/9/9/4r4/9/3K5 w - - 0 1"],
        "wtime 60000 btime 60000",
    );
    assert!(forced[0] < 200.0, "{forced:?}");
}

/// Runs `xiangqi args` with `stdin`, its stdout a pipe whose reader is gone before it
/// starts (as `xiangqi … | head -1` once head has its line).
fn into_a_closed_pipe(args: &[&str], stdin: &str) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the xiangqi binary runs");
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn every_printing_command_stops_quietly_when_its_reader_has_gone() {
    let dir = scratch("closed-pipe");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // A record file alone: convert's games go to stdout, the first write finds it closed.
    let game_gbk = format!("{RECORDS}/game-gbk.pgn");
    let (games, labelled, net, converted) = (
        path("games.txt"),
        path("labelled.txt"),
        path("net.nnue"),
        path("converted"),
    );
    // The data the training commands read, made first with stdout read as usual.
    stdout_of(&[
        "selfplay", "--out", &games, "--games", "4", "--nodes", "200", "--scores",
    ]);
    stdout_of(&["label", &games, "--out", &labelled, "--nodes", "300"]);
    let runs: &[(&[&str], &str)] = &[
        (&["--help"], ""),
        (&["help", "convert"], ""),
        (&["--version"], ""),
        (&["perft", "--depth", "2", "--divide"], ""),
        (&["legal", "--moves", "h2e2"], ""),
        (&["judge", "--moves", "h2e2 h9g7"], ""),
        (&["notation", "--moves", "h2e2 h9g7", "--to", "wxf"], ""),
        (&["trace", "--moves", "h2e2 h7e7"], ""),
        (&["trace", "--batch"], "h2e2\nh2e2 h9g7\n"),
        (
            &["convert", RECORDS, "--to", "pgn", "--out", &converted],
            "",
        ),
        (&["convert", &game_gbk, "--to", "pgn"], ""),
        (&["bench", "perft", "--depth", "2"], ""),
        (&["uci"], "uci\nisready\nquit\n"),
        (&["match", "novice", "level:1", "--games", "1"], ""),
        (&["puzzles", "list"], ""),
        (
            &[
                "selfplay", "--out", &games, "--games", "1", "--nodes", "100",
            ],
            "",
        ),
        (&["label", &games, "--out", &labelled, "--nodes", "100"], ""),
        (&["tune", &labelled, "--curve"], ""),
        (&["train", &labelled, "--out", &net, "--epochs", "1"], ""),
    ];
    for (args, stdin) in runs {
        let out = into_a_closed_pipe(args, stdin);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "xiangqi {args:?}: {stderr}");
        assert!(stderr.is_empty(), "xiangqi {args:?} said: {stderr}");
    }
}
