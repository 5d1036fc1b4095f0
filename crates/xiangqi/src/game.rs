//! A game: a start position, the moves played, and the outcome judged after each move.

use std::fmt;

use crate::judge;
use crate::outcome::{Outcome, Reason};
use crate::repetition::{self, RepetitionRuling};
use crate::{
    Color, FenError, IllegalMove, IllegalReason, Move, MoveList, Position, RuleSet, Square,
};

/// A game in progress or finished. It refuses moves once the game is over, so the
/// rules judge every position at most once on the way.
#[derive(Clone, Debug)]
pub struct Game {
    rules: RuleSet,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`. Repetition
    /// and chase judging read the positions, so they are kept rather than replayed.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// What the rules say about the current position.
    judged: Option<Outcome>,
    /// A resignation, agreed draw or fallen flag, which ends the game whatever the board
    /// says.
    declared: Option<Outcome>,
}

impl Game {
    /// A game from the standard start position.
    pub fn new(rules: RuleSet) -> Game {
        Game::from_position(Position::startpos(), rules)
    }

    /// A game from any legal position; it may already be over (a mate, say).
    pub fn from_position(start: Position, rules: RuleSet) -> Game {
        let mut game = Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            judged: None,
            declared: None,
        };
        game.judge();
        game
    }

    pub fn from_fen(fen: &str, rules: RuleSet) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?, rules))
    }

    /// The game of a record: `moves` played from `start`, each checked and judged as in
    /// play. Every caller that receives a game as start plus moves (the page, the
    /// worker, the engine's protocols, PGN) comes through here, so all refuse a record in
    /// the same way: at the first move the game refuses, saying which and why, with the
    /// game up to that move (a caller may go on with it, as UCI does).
    pub fn replay(start: Position, moves: &[Move], rules: RuleSet) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start, rules);
        for &m in moves {
            if let Err(refused) = game.play(m) {
                return Err(ReplayError {
                    played: game,
                    refused,
                });
            }
        }
        Ok(game)
    }

    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after the last move.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The start and the position after each move: `positions()[i + 1]` follows
    /// `moves()[i]`.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Changes the rule set and judges the current position again under it.
    pub fn set_rules(&mut self, rules: RuleSet) {
        self.rules = rules;
        self.judge();
    }

    /// The legal moves, or none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        match self.outcome() {
            Some(_) => MoveList::new(),
            None => self.position().legal_moves(),
        }
    }

    /// Like [`Position::check_move`], and [`IllegalReason::GameOver`] once the game is over.
    pub fn check_move(&self, from: Square, to: Square) -> Result<Move, IllegalReason> {
        match self.outcome() {
            Some(_) => Err(IllegalReason::GameOver),
            None => self.position().check_move(from, to),
        }
    }

    /// Plays `m` and judges the new position; an illegal move changes nothing.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let mv = self
            .check_move(m.from, m.to)
            .map_err(|reason| IllegalMove { mv: m, reason })?;
        let mut next = self.position().clone();
        next.make_move(mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.judge();
        Ok(())
    }

    /// Takes back the last action: a resignation or agreed draw if there is one (which
    /// takes back no move and returns `None`), otherwise the last move, returned.
    pub fn undo(&mut self) -> Option<Move> {
        if self.declared.take().is_some() {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.judge();
        Some(m)
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or(self.judged)
    }

    /// Why a repetition ended the game, when one did: the cycle judged and, for a
    /// perpetual chase, the chased piece. `None` for any other ending or none.
    pub fn repetition(&self) -> Option<RepetitionRuling> {
        let by_repetition = matches!(
            self.outcome()?.reason,
            Reason::PerpetualCheck | Reason::PerpetualChase | Reason::Repetition
        );
        // (A declared ending is never one of these: it stops the game before any ruling.)
        by_repetition
            .then(|| repetition::explain(&self.positions, self.rules))
            .flatten()
    }

    /// The resignation, agreed draw, fallen flag or abandonment that ended the game, if one did (the
    /// rules' own verdicts are not declared).
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }

    /// `loser` gives up. Does nothing once the game is over.
    pub fn resign(&mut self, loser: Color) {
        self.declare(Outcome::win(!loser, Reason::Resignation));
    }

    /// Both players agree to a draw. Does nothing once the game is over.
    pub fn agree_draw(&mut self) {
        self.declare(Outcome::draw(Reason::Agreement));
    }

    /// The side to move runs out of time (only its clock runs). It loses, unless the
    /// other side has no chariot, horse, cannon or soldier left and so could never mate:
    /// then it is a draw. Does nothing once the game is over.
    pub fn flag_fall(&mut self) {
        let winner = !self.position().turn();
        let can_mate = self
            .position()
            .pieces(winner)
            .any(|(_, p)| p.role.is_attacker());
        self.declare(match can_mate {
            true => Outcome::win(winner, Reason::Timeout),
            false => Outcome::draw(Reason::Timeout),
        });
    }

    /// `gone` left the game and did not come back, and the other player claims it (a
    /// live game's claim: the clock of neither side need have run out). Does nothing
    /// once the game is over.
    pub fn abandon(&mut self, gone: Color) {
        self.declare(Outcome::win(!gone, Reason::Abandonment));
    }

    fn declare(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.declared = Some(outcome);
        }
    }

    fn judge(&mut self) {
        self.judged = judge::judge(&self.positions, self.rules);
    }
}

/// A record with a move the game refuses: which move, why, and the game before it.
#[derive(Clone, Debug)]
pub struct ReplayError {
    /// The game up to the refused move.
    pub played: Game,
    /// The refused move and the reason, e.g. [`IllegalReason::GameOver`] for a move
    /// after mate.
    pub refused: IllegalMove,
}

impl ReplayError {
    /// The refused move's number in the record, counting from 1.
    pub fn number(&self) -> usize {
        self.played.moves().len() + 1
    }
}

/// `move 3: illegal move i0i9: Another piece is in the way. (in <FEN>)`.
impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {}: {} (in {})",
            self.number(),
            self.refused,
            self.played.position().fen()
        )
    }
}

impl std::error::Error for ReplayError {}
