//! Any text given as an ICCS move: a typed error or a move, never a panic. A move
//! that parses writes text that parses back to it, and playing it in the start
//! position is either legal or refused with a reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{Move, Position};

fuzz_target!(|text: &str| {
    let Ok(m) = text.parse::<Move>() else {
        return;
    };
    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    let mut pos = Position::startpos();
    let legal = pos.legal_moves().contains(&m);
    assert_eq!(pos.check_move(m.from, m.to).is_ok(), legal);
    assert_eq!(pos.play(m).is_ok(), legal);
});
