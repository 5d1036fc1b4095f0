//! The computer's answer to a draw offer: it accepts only when a draw is good for it.
//! Never before ply 20; after that when its search scores the position at least 1.5
//! pawns worse for itself, or when the game has gone 60 plies and its score has stayed
//! within ±0.3 pawns over the last 20 plies (a level game that will not be won).

use super::{Clock, Engine, Limits, Score};
use crate::{Color, Game};

/// No draw is agreed before this ply: an opening is never a dead draw.
pub const EARLIEST_PLY: usize = 20;
/// A position this many centipawns worse for the computer is worth a draw.
pub const LOSING_CP: i32 = -150;
/// A level game is worth a draw from this ply on...
pub const LEVEL_FROM_PLY: usize = 60;
/// ...when the score stayed within this many centipawns of equal...
pub const LEVEL_CP: i32 = 30;
/// ...over this many plies.
pub const LEVEL_SPAN: usize = 20;
/// How deep each earlier position of that span is searched.
const LOOK_BACK_DEPTH: u32 = 4;

/// The computer's answer, with the score (from its own side) it judged by.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    pub accept: bool,
    pub score: Score,
}

/// The game's ply, counting the moves before its start position (from the FEN's move
/// number), so a game set up in the middlegame is not treated as an opening.
pub fn game_ply(game: &Game) -> usize {
    let start = game.start_position();
    let before = 2 * (start.fullmove_number().max(1) as usize - 1)
        + usize::from(start.turn() == Color::Black);
    before + game.moves().len()
}

impl Engine {
    /// Answers a draw offered by the side to move of `game`: the answer is the other
    /// side's, the computer's. The current position is searched within `limits`.
    pub fn answer_draw(&mut self, game: &Game, limits: &Limits, clock: &dyn Clock) -> DrawAnswer {
        let now = self.search(game, limits, clock, &mut |_| {}).score;
        let score = negate(now);
        let ply = game_ply(game);
        let accept = if game.outcome().is_some() || ply < EARLIEST_PLY {
            false
        } else if score.to_cp_like() <= LOSING_CP {
            true
        } else {
            ply >= LEVEL_FROM_PLY && self.stayed_level(game, score, clock)
        };
        DrawAnswer { accept, score }
    }

    /// True when the score, from the side that answers, is level now and was level at
    /// each of the last `LEVEL_SPAN` plies this game has a record of.
    fn stayed_level(&mut self, game: &Game, now: Score, clock: &dyn Clock) -> bool {
        let level = |s: Score| matches!(s, Score::Cp(cp) if cp.abs() <= LEVEL_CP);
        if !level(now) {
            return false;
        }
        let answering = !game.position().turn();
        let limits = Limits {
            depth: Some(LOOK_BACK_DEPTH),
            ..Limits::default()
        };
        // The earlier positions, newest first, taken back one move at a time.
        let mut earlier = game.clone();
        for _ in 0..LEVEL_SPAN {
            if earlier.undo().is_none() {
                break;
            }
            let s = self.search(&earlier, &limits, clock, &mut |_| {}).score;
            let ours = if earlier.position().turn() == answering {
                s
            } else {
                negate(s)
            };
            if !level(ours) {
                return false;
            }
        }
        true
    }
}

fn negate(s: Score) -> Score {
    match s {
        Score::Cp(cp) => Score::Cp(-cp),
        // Mate(n) for one side is Mate(-n) for the other, give or take the ply between.
        Score::Mate(n) => Score::Mate(-n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::NoClock;
    use crate::RuleSet;

    fn answer(game: &Game) -> DrawAnswer {
        Engine::new(1 << 20, 1).answer_draw(game, &Limits::depth(5), &NoClock)
    }

    #[test]
    fn refuses_in_the_opening_even_when_level() {
        let game = Game::new(RuleSet::Asian);
        assert!(!answer(&game).accept);
    }

    #[test]
    fn accepts_a_chariot_down_after_the_opening() {
        // Move 15, Red to move and offering; Black, the computer, has lost a chariot.
        let fen = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 15";
        let game = Game::from_fen(fen, RuleSet::Asian).unwrap();
        let a = answer(&game);
        assert!(a.accept, "{a:?}");
        assert!(a.score.to_cp_like() <= LOSING_CP);
        // The same side, a chariot up, refuses.
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 15";
        let game = Game::from_fen(fen, RuleSet::Asian).unwrap();
        assert!(!answer(&game).accept);
    }

    #[test]
    fn accepts_a_long_level_endgame_but_not_before_ply_60() {
        // Horse and full defence each, from move 21 (ply 40): level all along.
        let fen = "2bakab2/9/9/4n4/9/9/4N4/9/9/2BAKAB2 w - - 0 21";
        let mut game = Game::from_fen(fen, RuleSet::Asian).unwrap();
        assert!(
            !answer(&game).accept,
            "ply 40 is too early for a level draw"
        );
        let mut engine = Engine::new(1 << 20, 1);
        while game_ply(&game) < LEVEL_FROM_PLY + 4 {
            let m = best_move_that_goes_on(&mut engine, &game);
            game.play(m).unwrap();
        }
        assert!(game.outcome().is_none());
        let a = answer(&game);
        assert!(a.accept, "{a:?} after {}", game.position().fen());
    }

    /// The best of the engine's three best moves that does not end the game: in a level
    /// endgame a move that repeats the position is as good as any.
    fn best_move_that_goes_on(engine: &mut Engine, game: &Game) -> crate::Move {
        let mut lines = Vec::new();
        engine.analyse(game, &Limits::depth(4), 3, &NoClock, &mut |i| {
            lines.push((i.depth, i.pv[0]))
        });
        let deepest = lines.iter().map(|l| l.0).max().unwrap();
        lines
            .into_iter()
            .filter(|l| l.0 == deepest)
            .map(|l| l.1)
            .find(|&m| {
                let mut after = game.clone();
                after.play(m).is_ok() && after.outcome().is_none()
            })
            .expect("one of three moves goes on")
    }

    #[test]
    fn counts_the_plies_before_a_set_up_start() {
        let game = Game::from_fen(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 11",
            RuleSet::Asian,
        )
        .unwrap();
        assert_eq!(game_ply(&game), 21);
        assert_eq!(game_ply(&Game::new(RuleSet::Asian)), 0);
    }
}
