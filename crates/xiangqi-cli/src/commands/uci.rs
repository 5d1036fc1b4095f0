//! `xiangqi uci`: the engine over the UCI protocol with ICCS squares (`h2e2`), as
//! Pikafish and UCI Xiangqi GUIs use it. The search runs on its own thread so `stop`
//! and `isready` are answered while it thinks.

use std::io::{self, BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::JoinHandle;

use xiangqi::engine::{Engine, Level, Limits, Network, SearchInfo, DEFAULT_HASH_BYTES};
use xiangqi::{Color, Game, IllegalReason, Move, Position, RuleSet};

use super::Command;
use crate::args::Args;
use crate::error::CliResult;
use crate::network;
use crate::wall_clock::WallClock;

pub const COMMAND: Command = Command {
    name: "uci",
    usage: "[--net FILE]",
    summary: "Run the engine as a UCI engine on stdin/stdout (ICCS squares).",
    details: "\
Commands: uci, isready, ucinewgame, setoption name Hash|Level|MultiPV|Rules|EvalFile value V,
position startpos|fen FEN [moves M...], go [depth N] [nodes N] [movetime MS]
[wtime MS btime MS winc MS binc MS movestogo N] [infinite], stop, quit.
Level 0 (the default) is full strength within the limits of 'go'; levels 1-5 play
like the page's levels (Beginner..Master) and ignore the limits of 'go'.
Rules is asian (perpetual check loses) or casual (any repetition draws).
EvalFile (or --net FILE) is a network file written by 'xiangqi train': the engine then
evaluates with it. By default (<built-in>) it evaluates with the network built into the
program; 'none' (or an empty value) asks for the hand-made evaluation.",
    options: &[network::NET],
    run,
};

const MAX_HASH_MB: usize = 1024;
/// The `EvalFile` value of the network built into the program, its default.
const BUILT_IN: &str = "<built-in>";

fn run(args: &Args) -> CliResult {
    args.no_positionals()?;
    let mut session = Session::new();
    session.set_network(network::from_args(args)?);
    for line in io::stdin().lock().split(b'\n') {
        // A GUI's stray byte must not end the session: a line that is not text is
        // reported and skipped, as an unknown command is.
        let Ok(line) = String::from_utf8(line?) else {
            say("info string ignored a line that is not valid UTF-8");
            continue;
        };
        if !session.handle(line.trim()) {
            break;
        }
    }
    session.finish_search();
    Ok(())
}

/// Everything the protocol remembers between commands.
struct Session {
    /// The engine, or `None` while a search thread holds it.
    engine: Option<Engine>,
    search: Option<JoinHandle<Engine>>,
    clock: WallClock,
    start: Position,
    moves: Vec<Move>,
    rules: RuleSet,
    level: Option<Level>,
    /// UCI's MultiPV: how many best lines a full-strength search reports.
    lines: usize,
    /// The network the engine evaluates with (kept to give a fresh engine).
    network: Option<Arc<Network>>,
}

/// The most lines MultiPV may ask for.
const MAX_LINES: usize = 16;

fn say(line: &str) {
    let mut out = io::stdout().lock();
    // A closed stdout means the GUI has gone; nothing useful is left to do with it.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// At most the first 40 characters of `text` a GUI sent, to quote back: a stray line of
/// megabytes must not come back whole.
fn echo(text: &str) -> String {
    const SHOWN: usize = 40;
    match text.char_indices().nth(SHOWN) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

impl Session {
    fn new() -> Session {
        Session {
            engine: Some(Engine::new(DEFAULT_HASH_BYTES, 0)),
            search: None,
            clock: WallClock::new(),
            start: Position::startpos(),
            moves: Vec::new(),
            rules: RuleSet::Asian,
            level: None,
            lines: 1,
            network: None,
        }
    }

    fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = network.clone();
        self.engine_mut().set_network(network);
    }

    /// Handles one command line; false on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, rest)) = words.split_first() else {
            return true;
        };
        match cmd {
            "uci" => {
                say(&format!("id name Xiangqi {}", env!("CARGO_PKG_VERSION")));
                say("id author the xiangqi project");
                say(&format!(
                    "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                    DEFAULT_HASH_BYTES >> 20
                ));
                say("option name Level type spin default 0 min 0 max 5");
                say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_LINES}"
                ));
                say("option name Rules type combo default asian var asian var casual");
                say(&format!(
                    "option name EvalFile type string default {BUILT_IN}"
                ));
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.engine_mut().new_game();
            }
            "setoption" => self.set_option(rest),
            "position" => self.set_position(rest),
            "go" => self.go(rest),
            "stop" => self.finish_search(),
            "quit" => return false,
            _ => say(&format!("info string unknown command '{}'", echo(cmd))),
        }
        true
    }

    fn engine_mut(&mut self) -> &mut Engine {
        self.engine
            .as_mut()
            .expect("the engine is home when no search runs")
    }

    /// Stops a running search and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(handle) = self.search.take() {
            self.clock.stop_flag().store(true, Ordering::Relaxed);
            match handle.join() {
                Ok(engine) => self.engine = Some(engine),
                // The search thread panicked; start over with a fresh engine.
                Err(_) => {
                    let mut engine = Engine::new(DEFAULT_HASH_BYTES, 0);
                    engine.set_network(self.network.clone());
                    self.engine = Some(engine);
                }
            }
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        self.finish_search();
        let text = words.join(" ");
        let Some((name, value)) = text
            .strip_prefix("name ")
            .and_then(|t| t.split_once(" value "))
        else {
            say(&format!("info string cannot read option '{}'", echo(&text)));
            return;
        };
        let value = value.trim();
        match name.trim().to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.engine_mut().set_hash_bytes(mb << 20)
                }
                _ => say(&format!("info string Hash must be 1-{MAX_HASH_MB} (MB)")),
            },
            "level" => match value.parse::<u8>() {
                Ok(0) => self.level = None,
                Ok(n) if Level::from_number(n).is_some() => self.level = Level::from_number(n),
                _ => say("info string Level must be 0-5"),
            },
            "multipv" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_LINES).contains(&n) => self.lines = n,
                _ => say(&format!("info string MultiPV must be 1-{MAX_LINES}")),
            },
            "rules" => match value.parse::<RuleSet>() {
                Ok(r) => self.rules = r,
                Err(e) => say(&format!("info string {}", echo(&e.to_string()))),
            },
            "evalfile" if value == BUILT_IN => self.set_network(Some(network::built_in())),
            "evalfile" if [network::NONE, "", "<empty>"].contains(&value) => self.set_network(None),
            "evalfile" => match network::read(value) {
                Ok(network) => {
                    say(&format!(
                        "info string evaluating with {}",
                        echo(network.description())
                    ));
                    self.set_network(Some(network));
                }
                Err(reason) => say(&format!("info string {}: {reason}", echo(value))),
            },
            other => say(&format!("info string unknown option '{}'", echo(other))),
        }
    }

    fn set_position(&mut self, words: &[&str]) {
        let (setup, moves) = match words.iter().position(|&w| w == "moves") {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let start = match setup {
            ["startpos"] => Position::startpos(),
            ["fen", fen @ ..] => match Position::from_fen(&fen.join(" ")) {
                Ok(p) => p,
                Err(e) => return say(&format!("info string bad FEN: {}", echo(&e.to_string()))),
            },
            _ => return say("info string position needs startpos or fen"),
        };
        let mut played: Vec<Move> = moves.iter().map_while(|m| m.parse().ok()).collect();
        let (_, kept) = game_from_gui(start.clone(), &played, self.rules);
        if let Some(text) = moves.get(kept) {
            say(&format!(
                "info string illegal move '{}'; position ends before it",
                echo(text)
            ));
        }
        played.truncate(kept);
        self.start = start;
        self.moves = played;
    }

    fn go(&mut self, words: &[&str]) {
        self.finish_search();
        let (game, _) = game_from_gui(self.start.clone(), &self.moves, self.rules);
        let limits = parse_go(words, game.position().turn());
        let mut engine = self.engine.take().expect("no search runs");
        let clock = WallClock::new();
        self.clock = clock.clone();
        let (level, lines) = (self.level, self.lines);
        self.search = Some(std::thread::spawn(move || {
            let mut report = |i: &SearchInfo| say(&info_line(i, lines > 1));
            let result = match level {
                Some(level) => engine.play_level(&game, level, &clock, &mut report),
                None => engine.analyse(&game, &limits, lines, &clock, &mut report),
            };
            // UCI: after `go infinite` the best move waits for `stop`.
            while limits.infinite && !xiangqi::engine::Clock::stop_requested(&clock) {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            match result.best_move {
                Some(m) => say(&format!("bestmove {m}")),
                None => say("bestmove (none)"),
            }
            engine
        }));
    }
}

/// The game a GUI sent, and how many of `moves` it could play: all of them up to the
/// first one that is illegal. The GUI is the arbiter here: where our rules call the game
/// over because of what came before (a repetition) and the GUI plays on, the game goes on
/// from that position, without the history before it.
fn game_from_gui(mut start: Position, moves: &[Move], rules: RuleSet) -> (Game, usize) {
    let mut from = 0;
    loop {
        match Game::replay(start, &moves[from..], rules) {
            Ok(game) => return (game, moves.len()),
            Err(e) => {
                let position = e.played.position().clone();
                let ended_by_history = e.refused.reason == IllegalReason::GameOver
                    && Game::from_position(position.clone(), rules)
                        .outcome()
                        .is_none();
                // Each restart plays at least one move, since the game it restarts
                // from was not over at its own start.
                from += e.played.moves().len();
                if !ended_by_history {
                    return (e.played, from);
                }
                start = position;
            }
        }
    }
}

/// Reads the limits of a `go` command for the side to move `turn`.
fn parse_go(words: &[&str], turn: Color) -> Limits {
    let mut limits = Limits::default();
    let mut clock = [None::<f64>; 2];
    let mut inc = [0.0f64; 2];
    let mut moves_to_go = None;
    let mut it = words.iter();
    while let Some(&w) = it.next() {
        let mut num = || it.next().and_then(|v| v.parse::<f64>().ok());
        match w {
            "depth" => limits.depth = num().map(|d| d.max(1.0) as u32),
            "nodes" => limits.nodes = num().map(|n| n.max(1.0) as u64),
            "movetime" => limits.movetime_ms = num(),
            "wtime" => clock[0] = num(),
            "btime" => clock[1] = num(),
            "winc" => inc[0] = num().unwrap_or(0.0),
            "binc" => inc[1] = num().unwrap_or(0.0),
            "movestogo" => moves_to_go = num().map(|n| n as u32),
            "infinite" => limits.infinite = true,
            _ => {}
        }
    }
    let side = turn.index();
    // The game clock's time manager (Limits::from_clock), as the page's clocked games
    // use it; a fixed movetime, or infinite, wins over a clock.
    match (limits.movetime_ms, clock[side]) {
        (None, Some(left)) if !limits.infinite => {
            limits.tighter(&Limits::from_clock(left, inc[side], moves_to_go))
        }
        _ => limits,
    }
}

/// A search's progress as UCI's `info` line; `multipv` names the line among several.
fn info_line(i: &SearchInfo, multipv: bool) -> String {
    let nps = if i.time_ms > 0.0 {
        (i.nodes as f64 * 1000.0 / i.time_ms) as u64
    } else {
        0
    };
    let pv: Vec<String> = i.pv.iter().map(Move::to_string).collect();
    let line = match multipv {
        true => format!(" multipv {}", i.line),
        false => String::new(),
    };
    format!(
        "info depth {}{line} score {} nodes {} nps {nps} time {} pv {}",
        i.depth,
        i.score,
        i.nodes,
        i.time_ms as u64,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_fixed_limits_and_the_movers_clock() {
        let l = parse_go(&["depth", "7", "nodes", "1000"], Color::Red);
        assert_eq!(
            (l.depth, l.nodes, l.movetime_ms),
            (Some(7), Some(1000), None)
        );
        let l = parse_go(
            &["wtime", "1000", "btime", "60000", "binc", "500"],
            Color::Black,
        );
        let t = l.movetime_ms.unwrap();
        assert!(t > 1000.0 && t < 30000.0, "{t}");
        let red = parse_go(&["wtime", "1000", "btime", "60000"], Color::Red);
        assert!(red.movetime_ms.unwrap() < 100.0);
        assert!(parse_go(&["infinite"], Color::Red).infinite);
        assert!(parse_go(&["infinite", "wtime", "1000"], Color::Red).infinite);
        let clocked = parse_go(&["wtime", "60000", "btime", "60000"], Color::Red);
        assert!(clocked.optimum_ms.unwrap() < clocked.movetime_ms.unwrap());
        assert_eq!(
            parse_go(&["movetime", "250"], Color::Red).movetime_ms,
            Some(250.0)
        );
    }

    #[test]
    fn position_keeps_legal_moves_and_stops_at_an_illegal_one() {
        let mut s = Session::new();
        s.set_position(&["startpos", "moves", "h2e2", "h9g7"]);
        assert_eq!(s.moves.len(), 2);
        s.set_position(&["startpos", "moves", "h2e2", "h2e2"]);
        assert_eq!(s.moves.len(), 1);
        let fen = "3ak4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
        let words: Vec<&str> = format!("fen {fen} moves a1a9").leak().split(' ').collect();
        s.set_position(&words);
        assert_eq!(s.start.fen(), fen);
        assert_eq!(s.moves.len(), 1);
    }

    #[test]
    fn a_gui_may_play_on_after_a_repetition_our_rules_would_end() {
        // Red checks perpetually; under Asian rules the game ends, lost by Red, at the
        // third occurrence. A GUI that plays on is followed.
        let mut s = Session::new();
        let cycle = "i0i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i1";
        let words: Vec<&str> = format!("fen 4k4/9/9/9/9/9/rr7/9/9/3K4R w - - 0 1 moves {cycle}")
            .leak()
            .split(' ')
            .collect();
        s.set_position(&words);
        assert_eq!(s.moves.len(), 11);
        let (game, kept) = game_from_gui(s.start.clone(), &s.moves, RuleSet::Asian);
        assert_eq!(kept, 11);
        assert_eq!(game.outcome(), None);
        assert_eq!(game.position().turn(), Color::Black);
    }
}
