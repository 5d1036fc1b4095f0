//! Behaviour of the engine through its public API.

use std::cell::Cell;

use xiangqi::engine::{Clock, Engine, Level, Limits, Score, SearchResult};
use xiangqi::{Game, Move, Position, RuleSet};

/// A clock that moves forward a little every time it is read, so time limits are
/// exercised without depending on the machine's speed.
struct TickClock {
    now: Cell<f64>,
    step: f64,
}

impl TickClock {
    fn new(step: f64) -> TickClock {
        TickClock {
            now: Cell::new(0.0),
            step,
        }
    }
}

impl Clock for TickClock {
    fn now_ms(&self) -> f64 {
        self.now.set(self.now.get() + self.step);
        self.now.get()
    }
}

fn moves(text: &str) -> Vec<Move> {
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

fn search(fen: &str, history: &str, rules: RuleSet, limits: Limits) -> SearchResult {
    let start = Position::from_fen(fen).unwrap();
    let game = Game::replay(start, &moves(history), rules).unwrap();
    let mut engine = Engine::new(1 << 20, 1);
    engine.search(&game, &limits, &TickClock::new(0.0), &mut |_| {})
}

#[test]
fn takes_a_hanging_chariot() {
    let r = search(
        "3aka3/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1",
        "",
        RuleSet::Asian,
        Limits::depth(3),
    );
    assert_eq!(r.best_move, Some("a0a5".parse().unwrap()));
    assert!(
        matches!(r.score, Score::Cp(cp) if cp > 500),
        "{:?}",
        r.score
    );
}

#[test]
fn finds_a_mate_in_two_and_its_line_mates() {
    let fen = "4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1";
    let r = search(fen, "", RuleSet::Asian, Limits::depth(5));
    assert_eq!(r.score, Score::Mate(3));
    assert_eq!(r.pv.len(), 3);
    let mut pos = Position::from_fen(fen).unwrap();
    for m in &r.pv {
        assert!(pos.legal_moves().contains(m), "{m} in the pv is legal");
        pos.make_move(*m);
    }
    // Mate or stalemate: either way Black has no move and loses.
    assert!(pos.legal_moves().is_empty());
}

#[test]
fn a_quiet_mating_check_beyond_the_horizon_is_seen() {
    // Black to move cannot stop Chariot b0-b9 (the chariot on a8 holds rank 8, and the
    // red general on d0 holds the d-file). A one-ply search ends in the quiescence
    // search with Red to move, which finds the mate only by trying quiet checks.
    let fen = "4k4/R8/9/9/9/9/8p/9/9/1R1K5 b - - 0 1";
    let r = search(fen, "", RuleSet::Asian, Limits::depth(1));
    assert!(matches!(r.score, Score::Mate(n) if n < 0), "{:?}", r.score);
}

#[test]
fn a_side_with_no_move_has_lost_and_gets_no_move() {
    // Black is checkmated by the chariots.
    let r = search(
        "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1",
        "",
        RuleSet::Asian,
        Limits::depth(3),
    );
    assert_eq!(r.best_move, None);
    assert_eq!(r.score, Score::Mate(0));
}

/// Red, far behind, can check forever with its chariot. The moves so far already
/// went round once; checking again repeats the position.
const PERPETUAL_FEN: &str = "4k4/9/9/9/9/9/rr7/9/9/3K4R w - - 0 1";
const PERPETUAL_HISTORY: &str = "i0i9 e9e8 i9i8 e8e9";

#[test]
fn casual_rules_take_the_repetition_draw() {
    let r = search(
        PERPETUAL_FEN,
        PERPETUAL_HISTORY,
        RuleSet::Casual,
        Limits::depth(4),
    );
    assert_eq!(r.best_move, Some("i8i9".parse().unwrap()));
    assert_eq!(r.score, Score::Cp(0));
}

#[test]
fn asian_rules_avoid_the_losing_perpetual_check() {
    // The cycle went round twice: checking again brings a position the third time,
    // and Red, who checked throughout, would lose.
    let r = search(
        PERPETUAL_FEN,
        &format!("{PERPETUAL_HISTORY} i8i9 e9e8 i9i8 e8e9"),
        RuleSet::Asian,
        Limits::depth(4),
    );
    assert_ne!(r.best_move, Some("i8i9".parse().unwrap()));
    assert!(r.score.to_cp_like() < -500, "{:?}", r.score);
}

#[test]
fn a_repetition_begun_before_the_search_is_not_yet_won() {
    // Black's escape brings a position Red reached by checking a second time. In the
    // game that decides nothing yet: Red may still stop checking, so it is no mate.
    let r = search(
        PERPETUAL_FEN,
        &format!("{PERPETUAL_HISTORY} i8i9"),
        RuleSet::Asian,
        Limits::depth(1),
    );
    assert_ne!(r.score, Score::Mate(1), "{r:?}");
}

#[test]
fn asian_rules_seek_the_win_when_the_opponent_must_check_forever() {
    // Same cycle seen from Black: after Red's check, Black's escape repeats a position
    // in which Red gave every check, so Black is winning by rule if Red goes on.
    let r = search(
        PERPETUAL_FEN,
        "i0i9 e9e8 i9i8",
        RuleSet::Asian,
        Limits::depth(3),
    );
    assert!(r.best_move.is_some());
    assert!(r.score.to_cp_like() > 500, "{:?}", r.score);
}

/// 9 . . . . k . . . .
/// 8 r . . . . . . . .   a8 chariot chases the unprotected cannon, which flees
/// 2 C . . . . . . . .   between the a and b files
/// 0 . . . K . . . . .
/// The chasing side loses the repetition (perpetual chase).
const CHASE_FEN: &str = "4k4/r8/9/9/9/9/9/C8/9/3K5 w - - 0 1";
/// The same chase with Red far ahead and its general safe:
/// 9 . . . k . . . . .
/// 0 . . . A K A B N R
const CHASE_AHEAD_FEN: &str = "3k5/r8/9/9/9/9/9/C8/9/3AKABNR w - - 0 1";
/// Nearly twice round the cycle: chasing once more brings the start a third time.
const CHASE_TWICE: &str = "a2b2 a8b8 b2a2 b8a8 a2b2 a8b8 b2a2";

#[test]
fn asian_rules_do_not_repeat_a_losing_perpetual_chase() {
    // Black, far behind, would gladly draw by repeating, but chasing the cannon again
    // completes the third occurrence, and the chaser loses.
    let r = search(
        CHASE_AHEAD_FEN,
        CHASE_TWICE,
        RuleSet::Asian,
        Limits::depth(5),
    );
    assert_ne!(r.best_move, Some("b8a8".parse().unwrap()), "{r:?}");
    assert!(r.score.to_cp_like() < -300, "{:?}", r.score);
    // Under casual rules every repetition is the draw Black wants.
    let casual = search(
        CHASE_AHEAD_FEN,
        CHASE_TWICE,
        RuleSet::Casual,
        Limits::depth(5),
    );
    assert_eq!(
        casual.best_move,
        Some("b8a8".parse().unwrap()),
        "{casual:?}"
    );
    assert_eq!(casual.score, Score::Cp(0));
}

#[test]
fn a_chase_the_chaser_may_still_leave_is_not_counted_as_won() {
    // Red, a chariot for a cannon down, flees the same way again. The cycle has been
    // played once in the game; Black need not chase a second time, so Red is still
    // worse, not winning by rule.
    let r = search(
        CHASE_FEN,
        "a2b2 a8b8 b2a2 b8a8",
        RuleSet::Asian,
        Limits::depth(4),
    );
    assert!(r.score.to_cp_like() < -300, "{:?}", r.score);
}

/// The WXF rule book's diagram 40: Red's chariot attacks a black chariot that a red horse
/// holds on f8, while Black only moves an advisor (data/wxf.tsv).
const DIAGRAM_40: &str = "2baka3/C4rN2/4b1n2/1Rp5p/6p2/2P6/4c1P1c/4B3C/4A4/4KAB2 w - - 0 1";

#[test]
fn the_engine_claims_a_rule_book_chase_it_is_owed() {
    // Black's advisor move completes the third occurrence: Red, who chased with every
    // move, loses. The search must see it as the win it is, by the game's own judge.
    let r = search(
        DIAGRAM_40,
        "b6b8 f9e8 b8b6 e8f9 b6b8 f9e8 b8b6",
        RuleSet::Asian,
        Limits::depth(2),
    );
    assert_eq!(r.best_move, Some("e8f9".parse().unwrap()), "{r:?}");
    assert!(r.score.to_cp_like() > 500, "{:?}", r.score);
}

#[test]
fn node_and_time_limits_are_kept() {
    let start = Game::new(RuleSet::Asian);
    let mut engine = Engine::new(1 << 20, 1);
    let clock = TickClock::new(0.0);
    let r = engine.search(&start, &Limits::nodes(5_000), &clock, &mut |_| {});
    assert!(r.nodes <= 5_000, "{}", r.nodes);
    assert!(r.best_move.is_some());

    // Every clock read takes 0.01 ms, so a 50 ms budget allows a few thousand reads.
    let clock = TickClock::new(0.01);
    let r = engine.search(&start, &Limits::movetime(50.0), &clock, &mut |_| {});
    assert!(clock.now.get() < 60.0, "{}", clock.now.get());
    assert!(r.best_move.is_some() && r.depth >= 1);
}

#[test]
fn reports_every_finished_iteration() {
    let start = Game::new(RuleSet::Asian);
    let mut engine = Engine::new(1 << 20, 1);
    let mut depths = Vec::new();
    let r = engine.search(&start, &Limits::depth(4), &TickClock::new(0.0), &mut |i| {
        assert!(!i.pv.is_empty());
        depths.push(i.depth)
    });
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(r.depth, 4);
    assert!(start.legal_moves().contains(&r.best_move.unwrap()));
}

#[test]
fn same_seed_same_moves_and_levels_stay_legal() {
    let start = Position::startpos();
    let clock = TickClock::new(0.0);
    let play = |seed: u64| {
        let mut engine = Engine::new(1 << 20, seed);
        let mut game = Game::from_position(start.clone(), RuleSet::Asian);
        for _ in 0..8 {
            let r = engine.play_level(&game, Level::Beginner, &clock, &mut |_| {});
            game.play(r.best_move.unwrap()).unwrap();
        }
        game.moves().to_vec()
    };
    assert_eq!(play(5), play(5));
    assert!(
        (0..6).any(|s| play(s) != play(5)),
        "the seed changes the Beginner's play"
    );
    let mut pos = start.clone();
    for m in play(3) {
        assert!(pos.legal_moves().contains(&m));
        pos.make_move(m);
    }
}

#[test]
fn easy_level_still_takes_a_free_chariot() {
    let start = Position::from_fen("3aka3/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1").unwrap();
    for seed in 0..5 {
        let mut engine = Engine::new(1 << 20, seed);
        let game = Game::from_position(start.clone(), RuleSet::Asian);
        let r = engine.play_level(&game, Level::Easy, &TickClock::new(0.0), &mut |_| {});
        assert_eq!(r.best_move, Some("a0a5".parse().unwrap()));
    }
}

#[test]
fn a_found_mate_ends_a_timed_search_early() {
    // The clock never moves, so only the mate can end this search.
    let r = search(
        "4k4/9/9/9/9/9/9/9/R8/R2K5 w - - 0 1",
        "",
        RuleSet::Asian,
        Limits::movetime(1e9),
    );
    assert_eq!(r.score, Score::Mate(3));
    assert!(r.depth <= 6, "{}", r.depth);
}

#[test]
fn analysis_finds_the_best_lines_each_with_its_own_first_move_and_score() {
    let game = Game::new(RuleSet::Asian);
    let limits = Limits::depth(5);
    let mut engine = Engine::new(1 << 20, 1);
    let mut reports = Vec::new();
    let best = engine.analyse(&game, &limits, 3, &TickClock::new(0.0), &mut |i| {
        reports.push(i.clone())
    });
    let last: Vec<_> = reports.iter().filter(|i| i.depth == 5).collect();
    assert_eq!(last.iter().map(|i| i.line).collect::<Vec<_>>(), [1, 2, 3]);
    let firsts: std::collections::HashSet<Move> = last.iter().map(|i| i.pv[0]).collect();
    assert_eq!(firsts.len(), 3, "three different first moves");
    let cp = |s: Score| match s {
        Score::Cp(cp) => cp,
        Score::Mate(_) => panic!("no mate from the start"),
    };
    assert!(
        cp(last[0].score) >= cp(last[1].score) && cp(last[1].score) >= cp(last[2].score),
        "{last:?}"
    );
    assert_eq!(
        best.best_move,
        Some(last[0].pv[0]),
        "the result is the best line's"
    );

    // One line is exactly the ordinary search: the same nodes, the same move.
    let mut one = Engine::new(1 << 20, 1);
    let mut plain = Engine::new(1 << 20, 1);
    let clock = TickClock::new(0.0);
    let single = one.analyse(&game, &limits, 1, &clock, &mut |_| {});
    let normal = plain.search(&game, &limits, &clock, &mut |_| {});
    assert_eq!(
        (single.nodes, single.best_move),
        (normal.nodes, normal.best_move)
    );
}
