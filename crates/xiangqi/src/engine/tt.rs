//! The transposition table: buckets of two entries, one kept for the deepest search
//! of its age and one always replaced, sized in bytes.

use super::score::MATE_BOUND;
use crate::{Move, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    /// Upper half of the hash (the lower bits chose the bucket).
    check: u32,
    /// `from * 90 + to + 1`, 0 for none.
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Bound in the low two bits (0 = empty), age above.
    meta: u8,
}

impl Entry {
    fn bound(self) -> Option<Bound> {
        match self.meta & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    fn age(self) -> u8 {
        self.meta >> 2
    }
}

/// What a probe found.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub(crate) struct Table {
    buckets: Vec<[Entry; 2]>,
    age: u8,
}

const AGE_MASK: u8 = 0x3F;

fn encode(m: Option<Move>) -> u16 {
    m.map_or(0, |m| (m.from.index() * 90 + m.to.index() + 1) as u16)
}

fn decode(v: u16) -> Option<Move> {
    let v = usize::from(v.checked_sub(1)?);
    Some(Move::new(
        Square::from_index(v / 90)?,
        Square::from_index(v % 90)?,
    ))
}

/// Mate scores are stored relative to the node, not the root, so a transposition
/// reached at another ply reports the right distance.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Table {
    pub(crate) fn new(bytes: usize) -> Table {
        let n = (bytes / std::mem::size_of::<[Entry; 2]>()).max(1);
        Table {
            buckets: vec![[Entry::default(); 2]; n],
            age: 0,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.buckets.fill([Entry::default(); 2]);
        self.age = 0;
    }

    /// Called once per search so that old entries give way to new ones.
    pub(crate) fn new_search(&mut self) {
        self.age = (self.age + 1) & AGE_MASK;
    }

    #[inline]
    fn index(&self, hash: u64) -> usize {
        ((u128::from(hash as u32) * self.buckets.len() as u128) >> 32) as usize
    }

    pub(crate) fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let check = (hash >> 32) as u32;
        let bucket = &self.buckets[self.index(hash)];
        bucket.iter().find_map(|e| {
            let bound = e.bound()?;
            (e.check == check).then(|| Hit {
                mv: decode(e.mv),
                score: from_table(i32::from(e.score), ply),
                eval: i32::from(e.eval),
                depth: i32::from(e.depth),
                bound,
            })
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store(
        &mut self,
        hash: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let check = (hash >> 32) as u32;
        let age = self.age;
        let i = self.index(hash);
        let bucket = &mut self.buckets[i];
        let depth = depth.clamp(0, 255) as u8;
        // The first slot keeps the deepest result of the current search; a stale or
        // shallower one there is replaced, otherwise the second slot takes it.
        let first = bucket[0];
        let slot = if first.check == check
            || first.bound().is_none()
            || first.age() != age
            || depth >= first.depth
        {
            0
        } else {
            1
        };
        let old = bucket[slot];
        // Keep a known best move when a new result at this node has none.
        let mv = match (mv, old.check == check) {
            (None, true) => old.mv,
            _ => encode(mv),
        };
        if slot == 0 && first.check != check && first.bound().is_some() {
            // The result displaced from the first slot moves to the always-replace one.
            bucket[1] = first;
        }
        bucket[slot] = Entry {
            check,
            mv,
            score: to_table(score, ply).clamp(-32_000, 32_000) as i16,
            eval: eval.clamp(-32_000, 32_000) as i16,
            depth,
            meta: (age << 2)
                | match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                },
        };
    }

    /// Permille of the first 1000 buckets holding a result of this search (UCI hashfull).
    pub(crate) fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(1000);
        let used: usize = self.buckets[..n]
            .iter()
            .map(|b| {
                b.iter()
                    .filter(|e| e.bound().is_some() && e.age() == self.age)
                    .count()
            })
            .sum();
        (used * 1000 / (2 * n)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::score::mate_in;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn stores_and_finds_with_mate_distance_relative_to_ply() {
        let mut t = Table::new(1 << 16);
        let h = 0x1234_5678_9ABC_DEF0;
        t.store(h, 3, Some(mv("h2e2")), mate_in(7), 12, 5, Bound::Exact);
        let hit = t.probe(h, 5).unwrap();
        assert_eq!(hit.mv, Some(mv("h2e2")));
        // Mate 4 plies after a node at ply 3 is mate at ply 9 seen from a node at ply 5.
        assert_eq!(hit.score, mate_in(9));
        assert_eq!(hit.eval, 12);
        assert_eq!(hit.depth, 5);
        assert!(t.probe(h ^ (1 << 40), 0).is_none());
    }

    #[test]
    fn deep_entry_survives_shallow_ones_in_the_same_bucket() {
        let mut t = Table::new(32);
        let (a, b, c) = (1u64 << 32, 2u64 << 32, 3u64 << 32);
        t.store(a, 0, None, 10, 0, 9, Bound::Lower);
        t.store(b, 0, None, 20, 0, 1, Bound::Upper);
        t.store(c, 0, None, 30, 0, 2, Bound::Upper);
        assert_eq!(t.probe(a, 0).unwrap().depth, 9);
        assert!(t.probe(b, 0).is_none());
        assert_eq!(t.probe(c, 0).unwrap().score, 30);
        // In a later search the old deep entry no longer blocks the first slot.
        t.new_search();
        t.store(b, 0, None, 20, 0, 1, Bound::Upper);
        assert_eq!(t.probe(b, 0).unwrap().score, 20);
        assert_eq!(t.probe(a, 0).unwrap().depth, 9);
    }
}
