//! `xiangqi convert`: every format in, every game out, and what it says of each.

mod common;

use common::{assert_fails, scratch, stdout_of, xiangqi, RECORDS, START};

#[test]
fn convert_without_out_writes_the_games_to_stdout_and_says_what_it_did_on_stderr() {
    let dir = scratch("convert-stdout");
    let three =
        "[Event \"一\"]\n1. h2e2 *\n\n[Event \"二\"]\n1. b2e2 *\n\n[Event \"三\"]\n1. c3c4 *\n";
    std::fs::write(dir.join("three.pgn"), three).unwrap();
    std::fs::write(
        dir.join("ubb.txt"),
        "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]",
    )
    .unwrap();
    let result = xiangqi(&[
        "convert",
        dir.to_str().unwrap(),
        "--to",
        "pgn",
        "--notation",
        "iccs",
    ]);
    assert_eq!(result.status.code(), Some(0));
    // Stdout is one PGN file of four games, in the files' order, that reads back.
    let stdout = String::from_utf8(result.stdout).unwrap();
    let games = xiangqi::notation::pgn::import_all(&stdout);
    let events: Vec<_> = games
        .iter()
        .map(|g| g.as_ref().unwrap().tag("Event").unwrap_or("").to_string())
        .collect();
    assert_eq!(events, ["一", "二", "三", "?"], "{stdout}");
    assert_eq!(games[3].as_ref().unwrap().moves.len(), 2);
    // What it did, on stderr.
    let stderr = String::from_utf8(result.stderr).unwrap();
    assert!(
        stderr.contains("three.pgn (game 2)\n") && stderr.starts_with("ok "),
        "{stderr}"
    );
    assert!(
        stderr.ends_with("converted 4 games from 2 files\n"),
        "{stderr}"
    );
}

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
        &["convert", RECORDS, "--to", "xqf"],
        2,
        "an XQF file holds one game: give --out FOLDER",
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
