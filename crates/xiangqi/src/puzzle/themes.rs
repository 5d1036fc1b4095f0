//! What a puzzle can be named by (the piece that gives the last blow, the patterns players
//! know by name) and how hard it is, read from its position and line alone.

use crate::keyword::keywords;
use crate::{Color, Piece, Position, Role, Square};

use super::Puzzle;

keywords! {
    /// A pattern a puzzle shows.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Theme("theme") {
        /// The last move is the chariot's.
        ChariotMate = "chariot-mate",
        /// The last move is the horse's.
        HorseMate = "horse-mate",
        /// The last move is the cannon's.
        CannonMate = "cannon-mate",
        /// The last move is a soldier's.
        SoldierMate = "soldier-mate",
        /// The beaten general is not in check but has no move (困毙).
        Stalemate = "stalemate",
        /// The beaten general may not step onto a file where it would face the other
        /// general (对面笑, 白脸将).
        FacingGenerals = "facing-generals",
        /// The beaten general's own pieces fill its way out (闷宫, 闷杀).
        Smothered = "smothered",
        /// Two chariots of the winner take part (双车).
        DoubleChariots = "double-chariots",
        /// Two cannons of the winner stand on one line at the end, one the other's screen
        /// (重炮).
        DoubleCannons = "double-cannons",
        /// The winner gives up a piece on the way: the defence takes a piece the winner
        /// has just moved (弃子).
        Sacrifice = "sacrifice",
        /// The first move neither checks nor captures (a quiet move, the hardest to see).
        QuietFirstMove = "quiet-first-move",
    }
}

/// The themes of `p`, in the order above.
pub fn themes(p: &Puzzle) -> Vec<Theme> {
    let mut out = Vec::new();
    let winner = p.start.turn();
    let mut pos = p.start.clone();
    let mut chariots_used = Vec::new();
    let mut sacrifice = false;
    let mut first_quiet = false;
    let mut last_role = None;
    for (i, &m) in p.line.iter().enumerate() {
        let mover = pos.piece_at(m.from).map(|piece| piece.role);
        let captures = pos.piece_at(m.to).is_some();
        if i % 2 == 0 {
            last_role = mover;
            // Where each chariot that has moved stands now.
            if mover == Some(Role::Chariot) {
                match chariots_used.iter_mut().find(|s| **s == m.from) {
                    Some(at) => *at = m.to,
                    None => chariots_used.push(m.to),
                }
            }
        } else if i >= 1 && m.to == p.line[i - 1].to {
            sacrifice = true;
        }
        pos.make_move(m);
        if i == 0 {
            first_quiet = !pos.is_check() && !captures;
        }
    }
    out.extend(match last_role {
        Some(Role::Chariot) => Some(Theme::ChariotMate),
        Some(Role::Horse) => Some(Theme::HorseMate),
        Some(Role::Cannon) => Some(Theme::CannonMate),
        Some(Role::Soldier) => Some(Theme::SoldierMate),
        _ => None,
    });
    let mated = !winner;
    if !pos.is_check() {
        out.push(Theme::Stalemate);
    }
    if facing_covers_a_way_out(&pos, mated) {
        out.push(Theme::FacingGenerals);
    }
    if smothered(&pos, mated) {
        out.push(Theme::Smothered);
    }
    if chariots_used.len() >= 2 {
        out.push(Theme::DoubleChariots);
    }
    if double_cannons(&pos, winner) {
        out.push(Theme::DoubleCannons);
    }
    if sacrifice {
        out.push(Theme::Sacrifice);
    }
    if first_quiet {
        out.push(Theme::QuietFirstMove);
    }
    out
}

/// A difficulty on the scale of puzzle ratings (about 600 to 2400): longer wins, quiet
/// first moves, sacrifices and many choices at each turn make a puzzle harder.
pub fn rating(p: &Puzzle) -> u32 {
    let t = themes(p);
    let mut choices = 0.0;
    let mut pos = p.start.clone();
    for (i, &m) in p.line.iter().enumerate() {
        if i % 2 == 0 {
            choices += (pos.legal_moves().len().max(1) as f64).ln();
        }
        pos.make_move(m);
    }
    let turns = p.mate_in as f64;
    let mut r = 600.0 + 220.0 * (turns - 1.0) + 40.0 * choices / turns;
    if t.contains(&Theme::QuietFirstMove) {
        r += 200.0;
    }
    if t.contains(&Theme::Sacrifice) {
        r += 120.0;
    }
    if t.contains(&Theme::Stalemate) {
        r += 80.0;
    }
    (r.round() as u32).clamp(600, 2400)
}

/// The squares of `color`'s palace next to its general.
fn ways_out(pos: &Position, color: Color) -> impl Iterator<Item = Square> + '_ {
    let g = pos.general(color);
    [(0, 1), (0, -1), (1, 0), (-1, 0)]
        .into_iter()
        .filter_map(move |(df, dr)| g.offset(df, dr))
        .filter(move |s| s.in_palace(color))
}

/// Whether one of the beaten general's ways out is on the winner's general's file with
/// nothing between: a step there would face it.
fn facing_covers_a_way_out(pos: &Position, mated: Color) -> bool {
    let other = pos.general(!mated);
    ways_out(pos, mated).any(|s| {
        s.file() == other.file()
            && pos.piece_at(s).is_none_or(|p| p.color != mated)
            && between_empty(pos, s, other)
    })
}

fn between_empty(pos: &Position, a: Square, b: Square) -> bool {
    let (lo, hi) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    (lo + 1..hi).all(|r| Square::new(a.file(), r).is_some_and(|s| pos.piece_at(s).is_none()))
}

/// Whether the beaten general's own pieces stand on at least two of its ways out and no
/// way out is empty.
fn smothered(pos: &Position, mated: Color) -> bool {
    let own = |s: Square| pos.piece_at(s).is_some_and(|p: Piece| p.color == mated);
    let ways: Vec<Square> = ways_out(pos, mated).collect();
    ways.iter().filter(|&&s| own(s)).count() >= 2 && ways.iter().all(|&s| pos.piece_at(s).is_some())
}

/// Whether two of `winner`'s cannons stand on one file or rank with nothing between them
/// and the beaten general on that line.
fn double_cannons(pos: &Position, winner: Color) -> bool {
    let cannons: Vec<Square> = pos
        .pieces(winner)
        .filter(|(_, p)| p.role == Role::Cannon)
        .map(|(s, _)| s)
        .collect();
    let g = pos.general(!winner);
    cannons.len() == 2 && {
        let (a, b) = (cannons[0], cannons[1]);
        (a.file() == b.file() && a.file() == g.file() && between_empty(pos, a, b))
            || (a.rank() == b.rank() && a.rank() == g.rank() && {
                let (lo, hi) = (a.file().min(b.file()), a.file().max(b.file()));
                (lo + 1..hi)
                    .all(|f| Square::new(f, a.rank()).is_some_and(|s| pos.piece_at(s).is_none()))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::shipped;

    fn named(id: &str) -> Puzzle {
        let all = shipped();
        all.into_iter().find(|s| s.id == id).unwrap().puzzle
    }

    #[test]
    fn the_shipped_puzzles_are_named_by_what_happens_in_them() {
        // A soldier given up on d8, a chariot's checks, and a soldier's capture that
        // leaves Black's general without a move.
        let t = themes(&named("m0001"));
        assert_eq!(t, [Theme::SoldierMate, Theme::Stalemate, Theme::Sacrifice]);
        assert_eq!(themes(&named("m0003")), [Theme::HorseMate]);
        // The chariot takes the advisor: no check, and no move left to Red.
        assert_eq!(
            themes(&named("m0002")),
            [Theme::ChariotMate, Theme::Stalemate]
        );
    }

    #[test]
    fn a_longer_win_rates_harder() {
        let four = rating(&named("m0001"));
        let one = rating(&named("m0003"));
        assert!(
            (600..=2400).contains(&one) && four > one + 400,
            "{one} {four}"
        );
    }
}
