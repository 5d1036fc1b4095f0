//! Hand-made game cases for what `data/outcomes.tsv` does not cover. Every board is
//! drawn in a comment (rank 9 at the top, Red at the bottom); only occupied ranks are
//! shown.

use xiangqi::{Color, Game, IllegalReason, Move, Outcome, Reason, RuleSet};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays `moves`, checking that the game is still going before each one.
fn play(fen: &str, rules: RuleSet, moves: &str) -> Game {
    let mut game = Game::from_fen(fen, rules).unwrap();
    for m in moves.split_whitespace() {
        assert_eq!(game.outcome(), None, "over before {m}");
        game.play(mv(m)).unwrap_or_else(|e| panic!("{e}"));
    }
    game
}

fn result(game: &Game) -> String {
    game.outcome()
        .map_or_else(|| "ongoing".to_string(), |o| o.to_string())
}

// 9 . . . k . . . . .   d9 black general
// 8 . . . . . . . R .   h8 chariot holds rank 8
// 0 R . . . K . . . .   a0 chariot; the e0 general holds the e file
//   a b c d e f g h i
// a0a9 checks along rank 9; d8 is covered by h8, e9 faces the red general.
const MATE_IN_ONE: &str = "3k5/7R1/9/9/9/9/9/9/9/R3K4 w - - 0 1";

#[test]
fn checkmate_ends_the_game() {
    let mut game = play(MATE_IN_ONE, RuleSet::Asian, "a0a9");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Red, Reason::Checkmate))
    );
    assert_eq!(result(&game), "red checkmate");
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.check_move(mv("d9d8").from, mv("d9d8").to),
        Err(IllegalReason::GameOver)
    );
    let err = game.play(mv("d9d8")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::GameOver);
    assert_eq!(game.moves(), [mv("a0a9")]);
}

#[test]
fn undo_restores_the_outcome() {
    let mut game = play(MATE_IN_ONE, RuleSet::Asian, "a0a9");
    assert_eq!(game.undo(), Some(mv("a0a9")));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.position(), game.start_position());
    assert!(!game.legal_moves().is_empty());
    game.play(mv("a0a9")).unwrap();
    assert_eq!(result(&game), "red checkmate");
    assert_eq!(game.undo(), Some(mv("a0a9")));
    assert_eq!(game.undo(), None, "nothing left to take back");
}

#[test]
fn undo_after_a_repetition_resumes_the_game() {
    // The table's lone-cannon chase: the eighth move makes the third occurrence.
    let moves = "a3b3 b7a7 b3a3 a7b7 a3b3 b7a7 b3a3 a7b7";
    let mut game = play(
        "4k4/9/1c7/9/9/9/R8/9/9/3K5 w - - 0 1",
        RuleSet::Asian,
        moves,
    );
    assert_eq!(result(&game), "black perpetual_chase");
    assert_eq!(game.undo(), Some(mv("a7b7")));
    assert_eq!(game.outcome(), None);
    game.play(mv("a7b7")).unwrap();
    assert_eq!(result(&game), "black perpetual_chase");
    // The same repetition under casual rules blames no one.
    game.set_rules(RuleSet::Casual);
    assert_eq!(result(&game), "draw repetition");
    game.set_rules(RuleSet::Asian);
    assert_eq!(result(&game), "black perpetual_chase");
}

#[test]
fn a_fallen_flag_loses_unless_the_other_side_cannot_mate() {
    let mut game = Game::new(RuleSet::Asian);
    game.play(mv("h2e2")).unwrap();
    // Black is to move, so Black's clock was running.
    game.flag_fall();
    assert_eq!(result(&game), "red timeout");
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.undo(), None, "undo lifts the ending first");
    assert_eq!(game.outcome(), None);
    // Red has only its general, advisors and an elephant: it could never mate.
    let mut game =
        Game::from_fen("3k5/9/9/9/9/9/9/4B4/4A4/3AK4 b - - 0 40", RuleSet::Asian).unwrap();
    game.flag_fall();
    assert_eq!(result(&game), "draw timeout");
    // One soldier is enough to mate, in principle.
    let mut game = Game::from_fen("3k5/9/9/9/9/9/4P4/9/9/4K4 b - - 0 40", RuleSet::Asian).unwrap();
    game.flag_fall();
    assert_eq!(result(&game), "red timeout");
}

#[test]
fn resignation_and_agreement_end_the_game_until_undone() {
    let mut game = Game::new(RuleSet::Asian);
    game.play(mv("h2e2")).unwrap();
    assert_eq!(game.declared(), None);
    game.resign(Color::Black);
    assert_eq!(result(&game), "red resignation");
    assert_eq!(game.declared(), game.outcome(), "a resignation is declared");
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.play(mv("h9g7")).unwrap_err().reason,
        IllegalReason::GameOver
    );
    // A second declaration does not overwrite the first.
    game.agree_draw();
    assert_eq!(result(&game), "red resignation");
    // Undo withdraws the resignation first, then takes back moves.
    assert_eq!(game.undo(), None);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.moves(), [mv("h2e2")]);
    game.agree_draw();
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
    assert_eq!(result(&game), "draw agreement");
    assert_eq!(game.undo(), None);
    assert_eq!(game.undo(), Some(mv("h2e2")));
    assert!(game.moves().is_empty());
}

#[test]
fn resigning_a_finished_game_changes_nothing() {
    let mut game = play(MATE_IN_ONE, RuleSet::Asian, "a0a9");
    game.resign(Color::Red);
    assert_eq!(result(&game), "red checkmate");
    assert_eq!(
        game.declared(),
        None,
        "a mate is the rules' verdict, not declared"
    );
}

#[test]
fn a_mate_on_the_120th_ply_is_a_mate() {
    // The mate-in-one board with 119 plies already played without a capture.
    let fen = "3k5/7R1/9/9/9/9/9/9/9/R3K4 w - - 119 60";
    assert_eq!(result(&play(fen, RuleSet::Asian, "a0a9")), "red checkmate");
    // A move that frees d8 for the black general reaches the limit instead.
    assert_eq!(
        result(&play(fen, RuleSet::Asian, "h8h7")),
        "draw move_limit"
    );
    assert_eq!(
        result(&play(fen, RuleSet::Casual, "h8h7")),
        "draw move_limit"
    );
}

#[test]
fn a_capture_resets_the_no_capture_count() {
    // 9 . . . k . . . . .
    // 8 . . . . . . . . .
    // 5 p . . . . . . . .   a5 black soldier
    // 0 R . . . K . . . .
    //   a b c d e f g h i
    let fen = "3k5/9/9/9/p8/9/9/9/9/R3K4 w - - 119 60";
    let game = play(fen, RuleSet::Asian, "a0a5");
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(result(&game), "ongoing");
    assert_eq!(
        result(&play(fen, RuleSet::Asian, "a0b0")),
        "draw move_limit"
    );
}

#[test]
fn capturing_the_last_attacker_is_dead_material() {
    // 9 . . . k . . . . .
    // 8 . . . R . . . . .   d8 chariot gives check, unprotected
    // 0 . . . . K . . . .
    //   a b c d e f g h i
    let game = play(
        "3k5/3R5/9/9/9/9/9/9/9/4K4 b - - 0 1",
        RuleSet::Asian,
        "d9d8",
    );
    assert_eq!(result(&game), "draw dead_material");
}

#[test]
fn a_stalemated_start_position_is_already_lost() {
    // The table's stalemate (d8 chariot, f0 general against e9), Black to move.
    let game = Game::from_fen("4k4/3R5/9/9/9/9/9/9/9/5K3 b - - 1 1", RuleSet::Asian).unwrap();
    assert_eq!(result(&game), "red stalemate");
}

#[test]
fn casual_rules_draw_any_threefold_repetition() {
    // 9 . . . . k . . . .
    // 7 . c . . . . . . .   b7 cannon, unprotected
    // 3 R . . . . . . . .   a3 chariot follows it from file to file
    // 0 . . . K . . . . .
    //   a b c d e f g h i
    let fen = "4k4/9/1c7/9/9/9/R8/9/9/3K5 w - - 0 1";
    let moves = "a3b3 b7a7 b3a3 a7b7 a3b3 b7a7 b3a3";
    let mut game = play(fen, RuleSet::Casual, moves);
    // Seven plies: the start position has occurred twice only.
    assert_eq!(result(&game), "ongoing");
    game.play(mv("a7b7")).unwrap();
    assert_eq!(result(&game), "draw repetition");
}

#[test]
fn a_chariot_offering_an_exchange_does_not_chase() {
    // 9 . . . . k . . . .
    // 7 . r . . . . . . .   b7 black chariot
    // 3 R . . . . . . . .   a3 red chariot follows it
    // 0 . . . K . . . . .
    //   a b c d e f g h i
    // Each time the red chariot lands on the black one's file, the black chariot could
    // take it back: same kind, so no chase. With a cannon instead (see the table's
    // chariot-chases-lone-cannon) Red loses.
    let fen = "4k4/9/1r7/9/9/9/R8/9/9/3K5 w - - 0 1";
    let moves = "a3b3 b7a7 b3a3 a7b7 a3b3 b7a7 b3a3 a7b7";
    assert_eq!(result(&play(fen, RuleSet::Asian, moves)), "draw repetition");
}

#[test]
fn a_perpetual_discovered_chase_loses() {
    // 9 . . . . . k . . .
    // 6 r . . . . . . . .   a6 black chariot
    // 5 . P . . . . . . .   b5 red soldier across the river
    // 0 C C . K . . . . .   a0, b0 cannons; d0 general
    //   a b c d e f g h i
    // The soldier steps to the chariot's file and becomes the screen for that file's
    // cannon: every red move discovers an attack on the same chariot (a cannon on a
    // chariot counts even if protected). The chariot steps aside each time, attacking
    // the b0 cannon, then the a0 cannon: a different piece each time, so no chase.
    let fen = "5k3/9/9/r8/1P7/9/9/9/9/CC1K5 w - - 0 1";
    let moves = "b5a5 a6b6 a5b5 b6a6 b5a5 a6b6 a5b5 b6a6";
    assert_eq!(
        result(&play(fen, RuleSet::Asian, moves)),
        "black perpetual_chase"
    );
}

#[test]
fn a_mutual_chase_is_a_draw() {
    // 7 . . . . . k . . .   f7 black general
    // 5 . . . . . N . r .   f5 horse; h5 black chariot attacks it along rank 5
    // 2 . . . . . N . . .   f2 horse
    // 0 . . . . . K . . .   f0 general
    //   a b c d e f g h i
    // f5g3 flees and hits h5 (a horse on a chariot always counts). h5h3 flees and hits
    // the unprotected g3 horse. g3f5 flees back and, by standing on the f file again,
    // frees the f2 horse (which was pinned by the facing generals) to take on h3: a
    // discovered chase of the chariot. h3h5 hits the horse on f5 again. Each side
    // chases the same piece with every move.
    let fen = "9/9/5k3/9/5N1r1/9/9/5N3/9/5K3 w - - 0 1";
    let moves = "f5g3 h5h3 g3f5 h3h5 f5g3 h5h3 g3f5 h3h5";
    assert_eq!(result(&play(fen, RuleSet::Asian, moves)), "draw repetition");
}

#[test]
fn a_game_left_is_claimed_by_the_one_who_stayed_whoever_is_to_move() {
    let mut game = Game::new(RuleSet::Asian);
    game.play(mv("h2e2")).unwrap();
    // Black is to move; Red left, and Black claims.
    game.abandon(Color::Red);
    assert_eq!(result(&game), "black abandonment");
    assert_eq!(game.declared(), game.outcome());
    assert!(game.legal_moves().is_empty());
    game.resign(Color::Black);
    assert_eq!(
        result(&game),
        "black abandonment",
        "the first ending stands"
    );
}
