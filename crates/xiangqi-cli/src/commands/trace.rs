use std::io::{self, BufRead, BufWriter, Write};

use xiangqi::Position;

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use crate::replay::{self, FEN, MOVES};

pub const COMMAND: Command = Command {
    name: "trace",
    usage: "[--fen FEN] [--moves \"MOVES\"] | --batch",
    summary: "Describe every position along a line of moves, for comparing with other programs.",
    details: "\
Prints one line per position, the start and after each move, with three tab-separated
fields: the FEN, the status (none, check, checkmate or stalemate; both mates lose in
Xiangqi) and the legal moves as 'xiangqi legal' prints them. Repetition and move-limit
rules are not applied: this describes positions, not games ('xiangqi judge' does that).

With --batch, reads lines 'FEN' or 'FEN<TAB>MOVES' from stdin and traces each, ending
each trace with an empty line. A line that fails (bad FEN, illegal move, not UTF-8) ends with a
line 'error<TAB>MESSAGE' and the exit status is 1 once all lines are done.",
    options: &[
        FEN,
        MOVES,
        Opt {
            name: "batch",
            value: None,
            help: "trace lines read from stdin",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if !args.flag("batch") {
        let traced = trace(
            replay::start_position(args)?,
            &replay::moves(args)?,
            &mut out,
        );
        out.flush()?;
        return traced;
    }
    if args.value(FEN.name).is_some() || args.value(MOVES.name).is_some() {
        return Err(CliError::usage(
            "'--batch' reads positions from stdin, not --fen/--moves",
        ));
    }
    let mut failed = 0;
    for (number, line) in io::stdin().lock().split(b'\n').enumerate() {
        let result = match String::from_utf8(line?) {
            Ok(line) => {
                let line = line.strip_suffix('\r').unwrap_or(&line);
                let (fen, moves) = line.split_once('\t').unwrap_or((line, ""));
                replay::parse_fen(fen)
                    .and_then(|pos| Ok((pos, replay::parse_moves(moves)?)))
                    .and_then(|(pos, moves)| trace(pos, &moves, &mut out))
            }
            Err(_) => Err(CliError::input("not valid UTF-8")),
        };
        if let Err(e) = result {
            writeln!(out, "error\tline {}: {e}", number + 1)?;
            failed += 1;
        }
        // Flushed per line: a script may wait for this trace before sending the next.
        writeln!(out)?;
        out.flush()?;
    }
    match failed {
        0 => Ok(()),
        n => Err(CliError::input(format!("{n} batch line(s) failed"))),
    }
}

/// Writes one line per position from `pos` along `moves`, stopping at an illegal move.
fn trace(mut pos: Position, moves: &[xiangqi::Move], out: &mut impl Write) -> CliResult {
    describe(&pos, out)?;
    replay::play_all(&mut pos, moves, |pos| describe(pos, out))
}

fn describe(pos: &Position, out: &mut impl Write) -> CliResult {
    let legal = pos.legal_moves();
    let status = match (legal.is_empty(), pos.is_check()) {
        (false, false) => "none",
        (false, true) => "check",
        (true, true) => "checkmate",
        (true, false) => "stalemate",
    };
    writeln!(
        out,
        "{}\t{status}\t{}",
        pos.fen(),
        replay::sorted_iccs(&legal)
    )?;
    Ok(())
}
