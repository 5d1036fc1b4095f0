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

fn xiangqi_with_stdin(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
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
fn match_appends_each_game_as_pgn_that_reads_back() {
    let dir = std::env::temp_dir().join(format!("xiangqi-match-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    let _ = std::fs::remove_file(&path);
    let args = ["match", "level:2", "level:1", "--games", "2", "--pgn"];
    let out = stdout_of(&[&args[..], &[path.to_str().unwrap()]].concat());
    let text = std::fs::read_to_string(&path).unwrap();
    let records: Vec<&str> = text
        .split("[Game ")
        .filter(|r| !r.trim().is_empty())
        .collect();
    assert_eq!(records.len(), 2, "{text}");
    for (i, body) in records.iter().enumerate() {
        let record = xiangqi::notation::pgn::import(&format!("[Game {body}")).unwrap();
        assert_eq!(record.tag("Round"), Some((i + 1).to_string().as_str()));
        // Level 2 plays Red in the first game and Black in the second.
        let red = if i == 0 { "level:2" } else { "level:1" };
        assert_eq!(record.tag("Red"), Some(red));
        // The moves replay under the rules to the result the record states.
        let game = record.to_game(xiangqi::RuleSet::default()).unwrap();
        assert_eq!(
            xiangqi::notation::pgn::GameResult::from_outcome(game.outcome()),
            record.result,
            "game {}: {out}",
            i + 1
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn match_with_a_clock_times_both_sides_and_the_time_managers_keep_within_it() {
    // Ours in-process against ours over UCI (go wtime/btime): both plan from the clock.
    let uci = format!("{} uci", env!("CARGO_BIN_EXE_xiangqi"));
    let args = [
        "match",
        "ours",
        &uci,
        "--games",
        "2",
        "--clock",
        "2000+20",
        "--max-plies",
        "60",
    ];
    let out = stdout_of(&args);
    assert!(out.contains("(2 games)"), "{out}");
    assert!(
        !out.contains("on time") && !out.contains("forfeits"),
        "{out}"
    );
    assert_fails(
        &["match", "ours", "novice", "--clock", "fast"],
        2,
        "--clock wants milliseconds",
    );
    assert_fails(
        &[
            "match",
            "ours",
            "novice",
            "--clock",
            "1000",
            "--movetime",
            "50",
        ],
        2,
        "one of",
    );
}

#[test]
fn selfplay_with_scores_writes_the_search_score_and_the_seed_repeats_the_file() {
    let dir = std::env::temp_dir().join(format!("xiangqi-selfplay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str, seed: &str| {
        let path = dir.join(name);
        let _ = std::fs::remove_file(&path);
        let path = path.to_str().unwrap().to_string();
        let args = [
            "selfplay", "--out", &path, "--games", "2", "--nodes", "300", "--seed", seed,
            "--scores",
        ];
        stdout_of(&args);
        std::fs::read_to_string(&path).unwrap()
    };
    let (first, again, other) = (run("a.txt", "5"), run("b.txt", "5"), run("c.txt", "6"));
    assert!(first.lines().count() > 10, "{first}");
    assert_eq!(first, again, "the same seed gives the same file");
    assert_ne!(first, other, "another seed gives other games");
    for line in first.lines() {
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 4, "FEN;RESULT;GAME;SCORE: {line}");
        let score: i32 = fields[3].parse().unwrap();
        assert!(
            score.abs() < 20_000,
            "a centipawn score, not a mate: {line}"
        );
        assert!(["0", "0.5", "1"].contains(&fields[1]), "{line}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn train_writes_a_network_and_the_seed_repeats_it() {
    let dir = std::env::temp_dir().join(format!("xiangqi-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("scored.txt");
    let data = data.to_str().unwrap();
    let args = [
        "selfplay", "--out", data, "--games", "12", "--nodes", "200", "--scores",
    ];
    stdout_of(&args);
    let train = |name: &str| {
        let net = dir.join(name);
        let net = net.to_str().unwrap().to_string();
        let args = [
            "train", data, "--out", &net, "--epochs", "2", "--batch", "256", "--seed", "5",
        ];
        let out = stdout_of(&args);
        (out, std::fs::read(&net).unwrap())
    };
    let (out, net) = train("a.nnue");
    let (_, again) = train("b.nnue");
    assert!(net.starts_with(b"XQNN"), "a network file");
    assert_eq!(net, again, "the same data and seed give the same network");
    assert!(
        out.contains("held-out error of the hand-made evaluation"),
        "{out}"
    );
    assert!(out.contains("epoch 2: rate"), "{out}");
    assert!(out.contains("rounded network against trained"), "{out}");
    // The engine evaluates with it: `uci --net` and `setoption name EvalFile`.
    let net_path = dir.join("a.nnue");
    let net_path = net_path.to_str().unwrap();
    let out = xiangqi_with_stdin(
        &["uci", "--net", net_path],
        "position startpos\ngo depth 4\n",
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("bestmove "), "{stdout}");
    let input = format!(
        "setoption name EvalFile value {data}\nsetoption name EvalFile value {net_path}\n\
         position startpos\ngo depth 4\nisready\nsetoption name EvalFile value none\n\
         setoption name EvalFile value <built-in>\nquit\n"
    );
    let stdout = String::from_utf8(xiangqi_with_stdin(&["uci"], input).stdout).unwrap();
    assert!(stdout.contains("not a network file"), "{stdout}");
    assert!(
        stdout.contains("info string evaluating with xiangqi train"),
        "{stdout}"
    );
    assert!(stdout.contains("bestmove "), "{stdout}");
    assert_fails(&["uci", "--net", data], 1, "not a network file");
    // The bench signature changes with the evaluation: the built-in network by default,
    // another file, or the hand-made evaluation.
    let signature = |args: &[&str]| stdout_of(args).split(' ').next().unwrap().to_string();
    let built_in = signature(&["bench", "search", "--depth", "4"]);
    let hand_made = signature(&["bench", "search", "--depth", "4", "--net", "none"]);
    let with_net = signature(&["bench", "search", "--depth", "4", "--net", net_path]);
    assert!(built_in != hand_made && built_in != with_net && hand_made != with_net);
    // A match of our engines with the network (Master's 8 s scaled to 16 ms).
    let out = stdout_of(&[
        "match",
        "level:5",
        "level:4",
        "--net",
        net_path,
        "--games",
        "2",
        "--time-scale",
        "0.002",
    ]);
    assert!(out.contains("(2 games)"), "{out}");
    assert_fails(
        &["match", "ours", "ours", "--net", data],
        1,
        "not a network file",
    );
    // A network's own games, for the next one.
    let again = dir.join("again.txt");
    let again = again.to_str().unwrap();
    let args = [
        "selfplay", "--out", again, "--games", "2", "--nodes", "200", "--scores", "--net", net_path,
    ];
    stdout_of(&args);
    assert!(std::fs::read_to_string(again).unwrap().lines().count() > 10);
    assert_fails(
        &["selfplay", "--out", again, "--net", data],
        1,
        "not a network file",
    );
    assert_fails(
        &["train", data, "--out", "x", "--lambda", "2"],
        2,
        "--lambda",
    );
    assert_fails(
        &["train", "/no/such/file", "--out", "x"],
        1,
        "/no/such/file",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn label_scores_positions_for_red_and_tune_reads_them() {
    let dir = std::env::temp_dir().join(format!("xiangqi-label-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("selfplay.txt"), dir.join("labelled.txt"));
    // Red to move a chariot up, then the same with the colours swapped (Red's score is
    // negative); a broken line is skipped.
    let lines = [
        "2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1;1;7",
        "r2k5/9/9/9/9/9/9/9/9/2BAKAB2 b - - 0 1;0;8",
        "not a position;1;9",
    ];
    std::fs::write(&input, lines.join("\n")).unwrap();
    let _ = std::fs::remove_file(&output);
    let (input, output) = (input.to_str().unwrap(), output.to_str().unwrap());
    stdout_of(&["label", input, "--out", output, "--nodes", "2000"]);
    let text = std::fs::read_to_string(output).unwrap();
    let scores: Vec<i32> = text
        .lines()
        .map(|l| l.rsplit(';').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(scores.len(), 2, "{text}");
    assert!(scores[0] > 500 && scores[1] < -500, "{text}");
    assert!(text.starts_with(lines[0]), "{text}");
    let tuned = stdout_of(&["tune", output, "--lambda", "0.5", "--passes", "1"]);
    assert!(tuned.contains("WEIGHTS"), "{tuned}");
    // The curve from a search score to the result: a scale and a table of score bands.
    let curve = stdout_of(&["tune", output, "--curve"]);
    assert!(curve.contains("per centipawn of search score"), "{curve}");
    assert!(
        curve.contains("score band (cp)  positions  observed  curve"),
        "{curve}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
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

#[test]
fn match_knows_the_novice_test_player_and_repeats_a_seed() {
    let args = ["match", "novice", "level:1", "--games", "4", "--seed", "3"];
    let first = stdout_of(&args);
    assert!(first.contains("novice vs level:1: +"), "{first}");
    assert_eq!(first.lines().count(), 5, "{first}");
    assert_eq!(
        stdout_of(&args),
        first,
        "the same seed plays the same games"
    );
}

#[test]
fn match_from_goes_on_at_that_game_with_its_opening_and_colours() {
    let full = stdout_of(&["match", "novice", "level:1", "--games", "4"]);
    let rest = stdout_of(&["match", "novice", "level:1", "--games", "4", "--from", "3"]);
    let heads = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| l.split(':').take(2).collect::<Vec<_>>().join(":"))
            .collect()
    };
    // "game 3: A red (opening name)": the same game number, colour and opening.
    assert_eq!(heads(&rest), heads(&full)[2..], "{rest}");
    assert!(rest.contains("(2 games)"), "{rest}");
    assert_fails(
        &["match", "novice", "level:1", "--games", "4", "--from", "5"],
        2,
        "--from must be a game number from 1 to 4",
    );
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

/// A fresh folder of its own under the target directory, for a test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/records");

#[test]
fn convert_turns_a_folder_of_mixed_records_into_pgn_dhtmlxq_and_xqf() {
    let dir = scratch("convert-mixed");
    let input = dir.join("in");
    std::fs::create_dir_all(input.join("more")).unwrap();
    for name in [
        "game-gbk.pgn",
        "game-big5.pgn",
        "game-utf16.pgn",
        "game-v1.0.xqf",
        "game-v1.8-masked.xqf",
        "game.cbr",
        "library.cbl",
    ] {
        std::fs::copy(format!("{RECORDS}/{name}"), input.join(name)).unwrap();
    }
    std::fs::write(
        input.join("more/ubb.txt"),
        "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]",
    )
    .unwrap();
    std::fs::write(input.join("more/game.fen"), START).unwrap();
    let input = input.to_str().unwrap();
    for (to, extension) in [("pgn", "pgn"), ("dhtmlxq", "txt"), ("xqf", "xqf")] {
        let out = dir.join(to);
        let stdout = stdout_of(&["convert", input, "--to", to, "--out", out.to_str().unwrap()]);
        assert!(
            stdout.ends_with("converted 10 games from 9 files\n"),
            "{stdout}"
        );
        // A library's games are numbered; two inputs of one name do not overwrite.
        for name in [
            "library-1",
            "library-2",
            "game-v1.0",
            "game",
            "game-2",
            "ubb",
        ] {
            assert!(
                out.join(format!("{name}.{extension}")).exists(),
                "{name}.{extension}\n{stdout}"
            );
        }
    }
    // Each output reads back as the game it came from.
    let back = std::fs::read_to_string(dir.join("pgn/game-v1.0.pgn")).unwrap();
    let record = xiangqi::notation::pgn::import(&back).unwrap();
    assert_eq!(record.moves.len(), 2);
    assert_eq!(record.tag("Red"), Some("胡荣华"));
    assert!(back.contains("{中炮}"), "{back}");
    // The file named no opening: the converted game carries its ECCO name.
    assert_eq!(record.tag("ECCO"), Some("B05"));
    assert_eq!(record.tag("Opening"), Some("中炮对进左马"));
    let block = std::fs::read_to_string(dir.join("dhtmlxq/library-1.txt")).unwrap();
    assert!(
        block.contains("[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"),
        "{block}"
    );
    let xqf = std::fs::read(dir.join("xqf/game-gbk.xqf")).unwrap();
    let gbk = |b: &[u8]| encoding_rs::GB18030.decode(b).0.into_owned();
    let record = xiangqi::notation::xqf::import(&xqf, &gbk).unwrap();
    assert_eq!(record.moves.len(), 6);
    assert_eq!(record.tag("Event"), Some("测试对局"));
    // PGN in GBK for the older programs.
    let out = dir.join("gbk");
    stdout_of(&[
        "convert",
        &format!("{RECORDS}/game-big5.pgn"),
        "--to",
        "pgn",
        "--encoding",
        "gbk",
        "--notation",
        "wxf",
        "--out",
        out.to_str().unwrap(),
    ]);
    let bytes = std::fs::read(out.join("game-big5.pgn")).unwrap();
    assert!(std::str::from_utf8(&bytes).is_err(), "not UTF-8");
    let text = encoding_rs::GBK.decode(&bytes).0;
    assert!(
        text.contains("[Event \"測試對局\"]") && text.contains("1. C2.5 H8+7"),
        "{text}"
    );
}

#[test]
fn convert_goes_on_past_a_bad_file_and_says_which_and_why() {
    let dir = scratch("convert-bad");
    std::fs::copy(format!("{RECORDS}/game-gbk.pgn"), dir.join("good.pgn")).unwrap();
    std::fs::write(dir.join("bad.pgn"), "1. h2e2 h9g7\n2. i0i9\n").unwrap();
    let mut damaged = std::fs::read(format!("{RECORDS}/game-v1.8-masked.xqf")).unwrap();
    damaged[13] ^= 1;
    std::fs::write(dir.join("damaged.xqf"), damaged).unwrap();
    // An XQF cut short, bytes that are no record, and UTF-16 without a byte-order mark
    // (the first two were read as a move 'XQ…', the third as text full of NULs).
    let mut cut = b"XQ".to_vec();
    cut.resize(100, 7);
    std::fs::write(dir.join("cut.xqf"), cut).unwrap();
    let mut noise = b"XY".to_vec();
    noise.resize(2048, 0);
    std::fs::write(dir.join("noise.xqf"), noise).unwrap();
    let utf16: Vec<u8> = "[Event \"十六位\"]\n\n1. h2e2 h9g7 *\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    std::fs::write(dir.join("utf16.pgn"), utf16).unwrap();
    let out = dir.join("out");
    let result = xiangqi(&[
        "convert",
        dir.to_str().unwrap(),
        "--to",
        "pgn",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(result.status.code(), Some(1));
    let stdout = String::from_utf8(result.stdout).unwrap();
    assert!(
        stdout.contains("bad.pgn: line 2: move 2 'i0i9'"),
        "{stdout}"
    );
    assert!(
        stdout.contains("damaged.xqf: the XQF file's keys are damaged"),
        "{stdout}"
    );
    assert!(
        stdout
            .contains("cut.xqf: an XQF file cut short: 100 bytes, where its header alone has 1024"),
        "{stdout}"
    );
    assert!(
        stdout.contains("noise.xqf: not a record: the file is not text, and not XQF, CBR or CBL"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("converted 2 games from 6 files; 4 failed\n"),
        "{stdout}"
    );
    assert_eq!(
        String::from_utf8(result.stderr).unwrap(),
        "xiangqi: 4 could not be converted (the 'failed' lines say why)\n"
    );
    assert!(out.join("good.pgn").exists());
    let utf16 = std::fs::read_to_string(out.join("utf16.pgn")).unwrap();
    assert!(
        utf16.contains("[Event \"十六位\"]") && utf16.contains("炮二平五"),
        "{utf16}"
    );
}

#[test]
fn convert_writes_every_game_of_a_file_and_never_over_an_input() {
    let dir = scratch("convert-many");
    let three =
        "[Event \"一\"]\n1. h2e2 *\n\n[Event \"二\"]\n1. b2e2 *\n\n[Event \"三\"]\n1. c3c4 *\n";
    std::fs::write(dir.join("three.pgn"), three).unwrap();
    // Written into the folder it reads from: the three games go beside the file, which
    // stays as it was (it was overwritten by its first game: issue 59).
    let folder = dir.to_str().unwrap();
    let stdout = stdout_of(&["convert", folder, "--to", "pgn", "--out", folder]);
    assert_eq!(
        std::fs::read_to_string(dir.join("three.pgn")).unwrap(),
        three
    );
    for (n, event) in [(1, "一"), (2, "二"), (3, "三")] {
        let game = std::fs::read_to_string(dir.join(format!("three-{n}.pgn"))).unwrap();
        assert!(game.contains(&format!("[Event \"{event}\"]")), "{game}");
        assert!(
            stdout.contains(&format!("three.pgn (game {n}) -> ")),
            "{stdout}"
        );
    }
    assert!(
        stdout.ends_with("converted 3 games from 1 file\n"),
        "{stdout}"
    );
    // Again: the outputs of the first run are inputs now, and none is written over.
    let again = stdout_of(&["convert", folder, "--to", "pgn", "--out", folder]);
    assert!(
        again.ends_with("converted 6 games from 4 files\n"),
        "{again}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("three.pgn")).unwrap(),
        three
    );
    assert!(dir.join("three-1-2.pgn").exists() && dir.join("three-3-2.pgn").exists());
}

#[test]
fn convert_says_ok_or_failed_for_every_entry_of_a_library_and_goes_past_a_dangling_link() {
    let dir = scratch("convert-entries");
    let input = dir.join("in");
    std::fs::create_dir_all(&input).unwrap();
    let library = std::fs::read(format!("{RECORDS}/library.cbl")).unwrap();
    // The second game's board holds a byte that is no piece.
    let mut one_bad = library.clone();
    one_bad[library.len() - 4096 + 2120] = 0x38;
    std::fs::write(input.join("one-bad.cbl"), &one_bad).unwrap();
    // Cut short: its header names three entries, the file holds two.
    std::fs::write(input.join("cut.cbl"), &library[..library.len() - 4096]).unwrap();
    // No games at all.
    let mut empty = library[..library.len() - 3 * 4096].to_vec();
    empty[60..64].copy_from_slice(&0u32.to_le_bytes());
    std::fs::write(input.join("empty.cbl"), &empty).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.join("nowhere.pgn"), input.join("a-link.pgn")).unwrap();
    std::fs::write(input.join("z-good.pgn"), "1. h2e2 h9g7 *\n").unwrap();
    let out = dir.join("out");
    let result = xiangqi(&[
        "convert",
        input.to_str().unwrap(),
        "--to",
        "pgn",
        "--out",
        out.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8(result.stdout).unwrap();
    assert_eq!(result.status.code(), Some(1), "{stdout}");
    let line = |start: &str| {
        stdout
            .lines()
            .find(|l| l.contains(start))
            .unwrap_or_else(|| panic!("no line with '{start}' in\n{stdout}"))
            .to_string()
    };
    assert!(line("one-bad.cbl (game 1)").starts_with("ok "));
    assert!(line("one-bad.cbl (game 2)").ends_with("the board holds 0x38, which is no piece"));
    assert!(line("cut.cbl (game 1)").starts_with("ok "));
    assert!(line("cut.cbl: ").ends_with(
        "the library is cut short: its header names 3 entries, 1 of them missing from the file"
    ));
    assert!(line("empty.cbl").ends_with("empty.cbl: the library holds no games"));
    #[cfg(unix)]
    assert!(line("a-link.pgn").starts_with("failed "));
    assert!(line("z-good.pgn").starts_with("ok "));
    // The link is a file that failed, beside the cut and the empty library and the bad game.
    let (files, failed) = if cfg!(unix) { (5, 4) } else { (4, 3) };
    assert!(
        stdout.ends_with(&format!(
            "converted 3 games from {files} files; {failed} failed\n"
        )),
        "{stdout}"
    );
}

#[test]
fn convert_refuses_a_malformed_command_line_and_paths_it_cannot_use() {
    let dir = scratch("convert-paths");
    let out = dir.join("out");
    let out = out.to_str().unwrap();
    assert_fails(
        &["convert", "--to", "pgn", "--out", out],
        2,
        "at least one file or folder",
    );
    assert_fails(
        &["convert", RECORDS, "--to", "cbr", "--out", out],
        2,
        "--to must be pgn, dhtmlxq or xqf",
    );
    assert_fails(
        &["convert", RECORDS, "--to", "pgn"],
        2,
        "'--out' is required",
    );
    assert_fails(
        &[
            "convert",
            RECORDS,
            "--to",
            "pgn",
            "--out",
            out,
            "--encoding",
            "latin1",
        ],
        2,
        "utf-8 or gbk",
    );
    let missing = dir.join("no-such-file.pgn");
    assert_fails(
        &[
            "convert",
            missing.to_str().unwrap(),
            "--to",
            "pgn",
            "--out",
            out,
        ],
        1,
        "cannot read",
    );
    // An output folder that cannot be made: a file stands in its way.
    let blocked = dir.join("file");
    std::fs::write(&blocked, "").unwrap();
    let inside = blocked.join("out");
    assert_fails(
        &[
            "convert",
            RECORDS,
            "--to",
            "pgn",
            "--out",
            inside.to_str().unwrap(),
        ],
        1,
        "cannot make",
    );
}

#[test]
fn convert_says_when_a_file_held_variations_with_a_move_that_cannot_be_played() {
    let dir = scratch("convert-cut");
    let out = dir.join("out");
    let stdout = stdout_of(&[
        "convert",
        &format!("{RECORDS}/game-cut-variation.xqf"),
        "--to",
        "pgn",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        stdout.contains(
            "game-cut-variation.pgn (2 variations cut before a move that cannot be played)"
        ),
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
    // Every 50th: the whole set runs as a benchmark (docs/performance.md).
    let verified = stdout_of(&["puzzles", "verify", "--every", "50"]);
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
    for (clock, left) in [
        (60_000.0, "wtime 60000 btime 60000"),
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
    let times = uci_move_times(&positions, "wtime 60000 btime 60000 winc 1000 binc 1000");
    assert!(median(&times) >= 1000.0, "{times:?}");
    assert!(
        times.iter().all(|&t| t <= 60_000.0 * 0.15 + SLACK),
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

#[test]
fn train_refuses_a_line_too_long_to_be_data_instead_of_reading_it_whole() {
    // `train /dev/zero` read one endless line until the memory ran out (an abort, 134);
    // a line past 4096 bytes is now refused by its number, as the other readers do.
    let dir = scratch("train-long-line");
    let data = dir.join("long.txt");
    let fen_line = format!("{START};1;1;35\n");
    std::fs::write(&data, format!("{fen_line}{}\n", "0".repeat(10_000))).unwrap();
    let net = dir.join("net.nnue");
    assert_fails(
        &[
            "train",
            data.to_str().unwrap(),
            "--out",
            net.to_str().unwrap(),
        ],
        1,
        "line 2 is longer than 4096 bytes",
    );
}
