//! How much of the tree the search dares to skip: reduction amounts and the margins of
//! the pruning rules, kept together so they can be tuned in one place.

/// Reverse futility: a static score this far above beta per remaining ply is trusted.
pub(crate) const REVERSE_FUTILITY_MARGIN: i32 = 90;
pub(crate) const REVERSE_FUTILITY_DEPTH: i32 = 6;

/// Futility: a quiet move is skipped when the static score plus this per ply cannot
/// reach alpha.
pub(crate) const FUTILITY_MARGIN: i32 = 110;
pub(crate) const FUTILITY_DEPTH: i32 = 3;

/// Late-move pruning: at depth d, quiet moves beyond this count are skipped.
pub(crate) const fn late_move_count(depth: i32) -> usize {
    (4 + 3 * depth * depth) as usize
}

/// Null move: searched this much shallower (plus a quarter of the depth).
pub(crate) const NULL_MOVE_BASE: i32 = 2;
pub(crate) const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// With fewer chariots, horses and cannons than this, zugzwang is real enough that
/// a null-move cut-off is checked by a normal search first.
pub(crate) const NULL_MOVE_VERIFY_BELOW: u8 = 3;

/// Aspiration window half-width at the root, widened on each failure.
pub(crate) const ASPIRATION_WINDOW: i32 = 35;

/// Quiescence: a capture is skipped when even winning the piece with this margin to
/// spare cannot lift the score to alpha.
pub(crate) const DELTA_MARGIN: i32 = 150;

/// Late-move reductions by depth and move number: about ln(d)·ln(n)/2.
pub(crate) struct Reductions([[u8; 64]; 64]);

impl Reductions {
    pub(crate) fn new() -> Reductions {
        let mut t = [[0u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                let v = 0.5 + (d as f64).ln() * (n as f64).ln() / 2.0;
                *r = v.max(0.0) as u8;
            }
        }
        Reductions(t)
    }

    #[inline]
    pub(crate) fn get(&self, depth: i32, move_number: usize) -> i32 {
        i32::from(self.0[(depth.max(0) as usize).min(63)][move_number.min(63)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        let r = Reductions::new();
        assert_eq!(r.get(1, 1), 0);
        assert!(r.get(10, 30) > r.get(3, 30));
        assert!(r.get(10, 30) > r.get(10, 3));
        assert!(r.get(60, 60) < 10);
    }
}
