//! Training positions: the lines `xiangqi selfplay --scores` (or `xiangqi label`) writes,
//! turned into the network's inputs for both sides, and split by game into the ones
//! that train and the ones held out to measure.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};

use xiangqi::engine::evaluate;
use xiangqi::engine::nnue::feature;
use xiangqi::{Color, Position, Square};

use crate::error::{CliError, CliResult};

/// Positions with their inputs, side to move first, stored flat.
#[derive(Default)]
pub struct Samples {
    /// Each position's inputs: the side to move's view, then the other side's.
    inputs: Vec<u16>,
    /// Where each position's inputs start, and how many pieces it has.
    start: Vec<u32>,
    pieces: Vec<u8>,
    /// The search's score for the side to move, in centipawns.
    pub score: Vec<f32>,
    /// The game's result for the side to move: 1, 0.5 or 0.
    pub result: Vec<f32>,
}

impl Samples {
    pub fn len(&self) -> usize {
        self.start.len()
    }

    /// Position `i`'s inputs in the side to move's view and in the other side's.
    #[inline]
    pub fn inputs(&self, i: usize) -> (&[u16], &[u16]) {
        let (start, n) = (self.start[i] as usize, usize::from(self.pieces[i]));
        self.inputs[start..start + 2 * n].split_at(n)
    }

    /// Adds `pos` (and, with `mirror`, its left–right mirror image, which the rules
    /// treat alike) with its score and result for Red.
    pub fn push(&mut self, pos: &Position, red_score: f32, red_result: f32, mirror: bool) {
        let turn = pos.turn();
        let (score, result) = match turn {
            Color::Red => (red_score, red_result),
            Color::Black => (-red_score, 1.0 - red_result),
        };
        for mirrored in [false, true].into_iter().take(1 + usize::from(mirror)) {
            self.start.push(self.inputs.len() as u32);
            self.pieces.push(pos.board().count() as u8);
            for viewer in [turn, !turn] {
                for (sq, p) in pos.board() {
                    let sq = if mirrored { mirror_of(sq) } else { sq };
                    self.inputs.push(feature(viewer, p, sq) as u16);
                }
            }
            self.score.push(score);
            self.result.push(result);
        }
    }
}

fn mirror_of(sq: Square) -> Square {
    Square::new(8 - sq.file(), sq.rank()).expect("a mirrored point is on the board")
}

/// The training and the held-out positions, and what was read.
pub struct Data {
    pub train: Samples,
    pub held_out: Samples,
    /// The hand-made evaluation's score of each held-out position (for the side to
    /// move), the yardstick for the network's error.
    pub hand_made: Vec<f32>,
    /// Some held-out positions, to compare the rounded network with the trained one.
    pub held_out_positions: Vec<Position>,
    pub lines: usize,
    pub skipped: usize,
    pub games: usize,
}

/// Games whose number is a multiple of this are held out.
pub const HOLD_OUT_EVERY: u64 = 10;
const POSITIONS_KEPT: usize = 2000;

/// Reads `FEN;RESULT;GAME;SCORE` lines from `paths`. Lines without a score, or that do
/// not parse, are counted and skipped.
pub fn read(paths: &[String], mirror: bool) -> CliResult<Data> {
    let mut data = Data {
        train: Samples::default(),
        held_out: Samples::default(),
        hand_made: Vec::new(),
        held_out_positions: Vec::new(),
        lines: 0,
        skipped: 0,
        games: 0,
    };
    let mut last_game = None;
    for path in paths {
        let file = File::open(path).map_err(|e| CliError::input(format!("{path}: {e}")))?;
        let mut reader = BufReader::new(file);
        let mut bytes = Vec::new();
        while let Some(line) = next_line(&mut reader, &mut bytes, path, data.lines + 1)? {
            data.lines += 1;
            let Some((pos, result, game, score)) = parse(line) else {
                data.skipped += 1;
                continue;
            };
            if last_game != Some(game) {
                data.games += 1;
                last_game = Some(game);
            }
            if game.is_multiple_of(HOLD_OUT_EVERY) {
                data.held_out.push(&pos, score, result, false);
                data.hand_made.push(evaluate(&pos) as f32);
                if data.held_out_positions.len() < POSITIONS_KEPT {
                    data.held_out_positions.push(pos.clone());
                }
            } else {
                data.train.push(&pos, score, result, mirror);
            }
        }
    }
    Ok(data)
}

/// The longest line a data file may have. A FEN and three numbers take under 200 bytes;
/// a longer line is no data line, and reading one whole could take all the memory (as
/// `train /dev/zero` did).
const MAX_LINE_BYTES: u64 = 4096;

/// The next line of `reader` (line `number` of `path`) without its end, read into `bytes`;
/// None at the end of the file. A line too long, or not UTF-8, is an error that names it.
fn next_line<'a>(
    reader: &mut impl BufRead,
    bytes: &'a mut Vec<u8>,
    path: &str,
    number: usize,
) -> CliResult<Option<&'a str>> {
    bytes.clear();
    let read = reader
        .by_ref()
        .take(MAX_LINE_BYTES + 1)
        .read_until(b'\n', bytes)
        .map_err(|e| CliError::input(format!("{path}: {e}")))?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.len() as u64 > MAX_LINE_BYTES {
        return Err(CliError::input(format!(
            "{path}: line {number} is longer than {MAX_LINE_BYTES} bytes: not a file of scored positions"
        )));
    }
    let line = std::str::from_utf8(bytes)
        .map_err(|_| CliError::input(format!("{path}: line {number} is not UTF-8")))?;
    Ok(Some(line.trim_end_matches(['\n', '\r'])))
}

fn parse(line: &str) -> Option<(Position, f32, u64, f32)> {
    let mut fields = line.split(';');
    let pos = Position::from_fen(fields.next()?).ok()?;
    let result: f32 = fields.next()?.parse().ok()?;
    let game: u64 = fields.next()?.parse().ok()?;
    let score: f32 = fields.next()?.parse().ok()?;
    ([0.0, 0.5, 1.0].contains(&result) && fields.next().is_none())
        .then_some((pos, result, game, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_seen_from_the_side_to_move_and_mirrored() {
        let mut samples = Samples::default();
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1").unwrap();
        samples.push(&pos, 300.0, 1.0, true);
        assert_eq!(samples.len(), 2);
        assert_eq!((samples.score[0], samples.result[0]), (-300.0, 0.0));
        // Black's view first, then Red's; the chariot on a0 comes first on the board.
        let (black_view, red_view) = samples.inputs(0);
        assert_eq!((black_view.len(), red_view.len()), (3, 3));
        let chariot = xiangqi::Piece::new(Color::Red, xiangqi::Role::Chariot);
        let a0: Square = "a0".parse().unwrap();
        assert_eq!(usize::from(red_view[0]), feature(Color::Red, chariot, a0));
        assert_eq!(
            usize::from(black_view[0]),
            feature(Color::Black, chariot, a0)
        );
        let (_, red_view_mirrored) = samples.inputs(1);
        let i0: Square = "i0".parse().unwrap();
        assert_eq!(
            usize::from(red_view_mirrored[0]),
            feature(Color::Red, chariot, i0)
        );
    }

    #[test]
    fn lines_without_a_score_or_a_result_are_skipped() {
        let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
        assert!(parse(&format!("{fen};1;3;250")).is_some());
        assert!(parse(&format!("{fen};1;3")).is_none());
        assert!(parse(&format!("{fen};2;3;250")).is_none());
        assert!(parse("not a fen;1;3;250").is_none());
    }
}
