//! The network's inner loops over the `HIDDEN` neurons. In WebAssembly built with SIMD
//! (`-C target-feature=+simd128`, as every wasm build here is) they run on 128-bit
//! vectors, eight neurons at a time (`simd`); elsewhere the plain loops (`plain`), which
//! the compiler vectorizes for the machine by itself. Both give the same integers: the
//! plain loops are the definition, and the accumulator's tests, run as WebAssembly under
//! Node by `cargo xtask test`, check the vector ones against them move by move.

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
pub(super) use plain::{captured, clipped_squares_dot, moved};
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) use simd::{captured, clipped_squares_dot, moved};

/// The definition of each loop, one neuron at a time.
#[cfg(any(test, not(all(target_arch = "wasm32", target_feature = "simd128"))))]
pub(super) mod plain {
    use crate::engine::nnue::{HIDDEN, QW};

    /// `new = old - from + to`: a piece moved.
    #[inline]
    pub(in super::super) fn moved(
        old: &[i16; HIDDEN],
        from: &[i16; HIDDEN],
        to: &[i16; HIDDEN],
        new: &mut [i16; HIDDEN],
    ) {
        for i in 0..HIDDEN {
            new[i] = old[i] - from[i] + to[i];
        }
    }

    /// `new = old - from + to - taken`: a piece moved and took another.
    #[inline]
    pub(in super::super) fn captured(
        old: &[i16; HIDDEN],
        from: &[i16; HIDDEN],
        to: &[i16; HIDDEN],
        taken: &[i16; HIDDEN],
        new: &mut [i16; HIDDEN],
    ) {
        for i in 0..HIDDEN {
            new[i] = old[i] - from[i] + to[i] - taken[i];
        }
    }

    /// Σ c² · w over the neurons, c the sum clipped to 0..=QW and brought to 0..=QA
    /// (rounded). Each c·w fits an i16 (the network keeps |w| ≤ 128, and QA is 255), so
    /// it is taken as an i16 product, as the vector instruction that multiplies pairs and
    /// adds them into i32 lanes does; the whole sum fits an i32.
    #[inline]
    pub(in super::super) fn clipped_squares_dot(
        sums: &[i16; HIDDEN],
        weights: &[i16; HIDDEN],
    ) -> i32 {
        let mut total = 0i32;
        for (&x, &w) in sums.iter().zip(weights) {
            let c = (x.clamp(0, QW as i16) + 2) >> 2;
            total += i32::from(c.wrapping_mul(w)) * i32::from(c);
        }
        total
    }
}

/// The loops on 128-bit vectors: each as its definition in `plain`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd {
    use crate::engine::nnue::{HIDDEN, QW};
    use core::arch::wasm32::*;

    #[inline]
    pub(in super::super) fn moved(
        old: &[i16; HIDDEN],
        from: &[i16; HIDDEN],
        to: &[i16; HIDDEN],
        new: &mut [i16; HIDDEN],
    ) {
        // SAFETY: every load and store is of 8 i16 inside the arrays (HIDDEN is a
        // multiple of 8), and v128 loads and stores need no alignment.
        unsafe {
            for i in (0..HIDDEN).step_by(8) {
                let o = v128_load(old.as_ptr().add(i).cast());
                let f = v128_load(from.as_ptr().add(i).cast());
                let t = v128_load(to.as_ptr().add(i).cast());
                v128_store(
                    new.as_mut_ptr().add(i).cast(),
                    i16x8_add(i16x8_sub(o, f), t),
                );
            }
        }
    }

    #[inline]
    pub(in super::super) fn captured(
        old: &[i16; HIDDEN],
        from: &[i16; HIDDEN],
        to: &[i16; HIDDEN],
        taken: &[i16; HIDDEN],
        new: &mut [i16; HIDDEN],
    ) {
        // SAFETY: as in `moved`.
        unsafe {
            for i in (0..HIDDEN).step_by(8) {
                let o = v128_load(old.as_ptr().add(i).cast());
                let f = v128_load(from.as_ptr().add(i).cast());
                let t = v128_load(to.as_ptr().add(i).cast());
                let x = v128_load(taken.as_ptr().add(i).cast());
                let sum = i16x8_sub(i16x8_add(i16x8_sub(o, f), t), x);
                v128_store(new.as_mut_ptr().add(i).cast(), sum);
            }
        }
    }

    #[inline]
    pub(in super::super) fn clipped_squares_dot(
        sums: &[i16; HIDDEN],
        weights: &[i16; HIDDEN],
    ) -> i32 {
        // SAFETY: as in `moved`.
        unsafe {
            let (zero, top, half) = (i16x8_splat(0), i16x8_splat(QW as i16), i16x8_splat(2));
            let mut total = i32x4_splat(0);
            for i in (0..HIDDEN).step_by(8) {
                let x = v128_load(sums.as_ptr().add(i).cast());
                let w = v128_load(weights.as_ptr().add(i).cast());
                let c = i16x8_shr(i16x8_add(i16x8_min(i16x8_max(x, zero), top), half), 2);
                total = i32x4_add(total, i32x4_dot_i16x8(i16x8_mul(c, w), c));
            }
            i32x4_extract_lane::<0>(total)
                + i32x4_extract_lane::<1>(total)
                + i32x4_extract_lane::<2>(total)
                + i32x4_extract_lane::<3>(total)
        }
    }
}
