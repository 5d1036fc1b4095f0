//! The move trees of the binary formats (XQF, ChessBridge's CBR): one entry per move in
//! depth-first order, each saying whether the next entry is the move after it, and
//! whether, after those, an entry comes that is played instead of it. This reads such a
//! tree and turns it into a record's lines: the first move after each is the line's,
//! the moves instead of it are variations.
//!
//! Real files hold variations with a move that cannot be played (an annotator's slip,
//! kept by programs that never checked): such a variation is kept up to that move, and
//! counted, so the game opens and the player is told. A move the game itself cannot play
//! is refused: that is no game.

use std::cell::Cell;
use std::fmt;

use crate::notation::pgn::{Record, Variation, MAX_VARIATION_DEPTH};
use crate::{IllegalMove, Move, Position, Square};

/// One entry as a file gives it: its move's points (`None` for a point off the board),
/// its comment, and its two flags.
pub(crate) struct Entry {
    pub from: Option<Square>,
    pub to: Option<Square>,
    pub comment: Option<String>,
    /// The next entry is the move after this one.
    pub child: bool,
    /// After the moves that follow this one, an entry is played instead of it.
    pub sibling: bool,
}

/// Why a tree is not lines that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// Move `number` (counted from the start, along its line) names a point off the
    /// board.
    BadPoint { number: usize },
    /// Move `number` cannot be played.
    IllegalMove { number: usize, refused: IllegalMove },
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::BadPoint { number } => {
                write!(f, "move {number} names a point off the board")
            }
            TreeError::IllegalMove { number, refused } => write!(
                f,
                "move {number} ({}): {}",
                refused.mv,
                refused.reason.sentence()
            ),
            TreeError::TooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
        }
    }
}

struct Node {
    entry: Entry,
    child: Option<usize>,
    sibling: Option<usize>,
    /// Moves from the start to this one.
    number: usize,
}

/// A tree read, its first node the start position's.
pub(crate) struct Tree {
    nodes: Vec<Node>,
    /// Variations cut before a move that cannot be played, counted as the lines are made.
    cut: Cell<usize>,
}

impl Tree {
    /// Reads the entries `next(number)` gives (`None` at the end: a flag promising more
    /// at the end of a file ends the line there), the start's entry `root` first.
    pub(crate) fn read<E>(
        root: Entry,
        mut next: impl FnMut(usize) -> Result<Option<Entry>, E>,
    ) -> Result<Tree, E> {
        let mut nodes = vec![Node {
            entry: root,
            child: None,
            sibling: None,
            number: 0,
        }];
        // The nodes whose following moves are being read: each still owes the move
        // played instead of it.
        let mut open: Vec<usize> = Vec::new();
        let mut current = 0;
        loop {
            if nodes[current].entry.child {
                let number = nodes[current].number + 1;
                let Some(entry) = next(number)? else {
                    break;
                };
                nodes.push(Node {
                    entry,
                    child: None,
                    sibling: None,
                    number,
                });
                let child = nodes.len() - 1;
                nodes[current].child = Some(child);
                open.push(current);
                current = child;
                continue;
            }
            // This line has ended: the next entry is played instead of the latest move
            // that promised one (the start has none).
            loop {
                if current != 0 && nodes[current].entry.sibling {
                    let number = nodes[current].number;
                    let Some(entry) = next(number)? else {
                        return Ok(Tree {
                            nodes,
                            cut: Cell::new(0),
                        });
                    };
                    nodes.push(Node {
                        entry,
                        child: None,
                        sibling: None,
                        number,
                    });
                    let sibling = nodes.len() - 1;
                    nodes[current].sibling = Some(sibling);
                    current = sibling;
                    break;
                }
                match open.pop() {
                    Some(parent) => current = parent,
                    None => {
                        return Ok(Tree {
                            nodes,
                            cut: Cell::new(0),
                        })
                    }
                }
            }
        }
        Ok(Tree {
            nodes,
            cut: Cell::new(0),
        })
    }

    /// Gives `record` (its start position set) the tree's lines: its moves, variations
    /// and comments, and how many variations were cut before a move that cannot be
    /// played.
    pub(crate) fn into_lines(self, record: &mut Record) -> Result<(), TreeError> {
        let main = self.main_line(&record.start)?;
        record.cut_variations = self.cut.get();
        record.moves = main.moves;
        record.variations = main.variations;
        record.comments = std::iter::once(self.nodes[0].entry.comment.clone())
            .chain(main.comments)
            .collect();
        while record.comments.last() == Some(&None) {
            record.comments.pop();
        }
        Ok(())
    }

    /// The first move, if any: its from-point tells whose turn it is.
    pub(crate) fn first_move(&self) -> Option<&Entry> {
        self.nodes[0].child.map(|n| &self.nodes[n].entry)
    }

    /// The game's line from `start`: its moves, comments (after each move) and
    /// variations.
    fn main_line(&self, start: &Position) -> Result<Variation, TreeError> {
        match self.nodes[0].child {
            Some(first) => self.line(first, start, 0, true),
            None => Ok(Variation::default()),
        }
    }

    /// The line that starts with node `first` from `pos`. The moves played instead of a
    /// variation's first move belong to the line below it, so only the main line takes
    /// its first move's (`main`).
    fn line(
        &self,
        first: usize,
        pos: &Position,
        depth: usize,
        main: bool,
    ) -> Result<Variation, TreeError> {
        let mut pos = pos.clone();
        let mut result = Variation::default();
        let mut next = Some(first);
        while let Some(n) = next {
            let at = result.moves.len();
            if main || at > 0 {
                let mut instead = self.nodes[n].sibling;
                while let Some(s) = instead {
                    if depth + 1 > MAX_VARIATION_DEPTH {
                        return Err(TreeError::TooDeep);
                    }
                    let v = self.line(s, &pos, depth + 1, false)?;
                    if !v.moves.is_empty() {
                        result.variations.push(Variation { at, ..v });
                    }
                    instead = self.nodes[s].sibling;
                }
            }
            let node = &self.nodes[n];
            let m = match self.checked(node, &pos) {
                Ok(m) => m,
                // A variation ends before a move it cannot play.
                Err(TreeError::BadPoint { .. } | TreeError::IllegalMove { .. }) if !main => {
                    self.cut.set(self.cut.get() + 1);
                    break;
                }
                Err(e) => return Err(e),
            };
            pos.make_move(m);
            result.moves.push(m);
            result.comments.push(node.entry.comment.clone());
            next = node.child;
        }
        while result.comments.last() == Some(&None) {
            result.comments.pop();
        }
        Ok(result)
    }

    /// `node`'s move, if it can be played in `pos`.
    fn checked(&self, node: &Node, pos: &Position) -> Result<Move, TreeError> {
        let number = node.number;
        let (Some(from), Some(to)) = (node.entry.from, node.entry.to) else {
            return Err(TreeError::BadPoint { number });
        };
        pos.check_move(from, to)
            .map_err(|reason| TreeError::IllegalMove {
                number,
                refused: IllegalMove {
                    mv: Move::new(from, to),
                    reason,
                },
            })
    }
}
