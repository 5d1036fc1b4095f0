use xiangqi::notation::{self, Notation};

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};
use crate::replay::{self, FEN, MOVES};

pub const COMMAND: Command = Command {
    name: "notation",
    usage: "[--fen FEN] --moves \"MOVES\" --to iccs|wxf|chinese|chinese-simplified",
    summary: "Rewrite a line of moves in another notation.",
    details: "\
--moves may be written in any notation, even mixed: ICCS (h2e2), WXF (C2.5) or
Chinese (炮二平五, 马８进７), space-separated. Prints the moves in the --to notation
on one line, space-separated. Fails naming the first move that cannot be read or
is not legal.",
    options: &[
        FEN,
        MOVES,
        Opt {
            name: "to",
            value: Some("NOTATION"),
            help: "iccs, wxf, chinese (traditional) or chinese-simplified",
        },
    ],
    run,
};

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let to: Notation = args.required("to")?;
    let mut pos = replay::start_position(args)?;
    let mut written = Vec::new();
    for (i, text) in args
        .required::<String>(MOVES.name)?
        .split_whitespace()
        .enumerate()
    {
        let m = notation::parse(&pos, text)
            .map_err(|e| CliError::input(format!("move {} ('{text}'): {e}", i + 1)))?;
        written.push(notation::format(&pos, m, to));
        pos.make_move(m);
    }
    say!("{}", written.join(" "));
    Ok(())
}
