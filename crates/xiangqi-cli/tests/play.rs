//! The commands that play and learn: `match`, `selfplay`, `label`, `tune` and `train`,
//! each writing files that read back and repeat with their seed.

mod common;

use common::{assert_fails, scratch, stdout_of, xiangqi_with_stdin, START};

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
