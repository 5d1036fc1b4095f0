//! `xiangqi match A B`: plays two engines against each other over a balanced opening
//! set, judges every game with the project's own rules, and reports the score and the
//! Elo difference with its margin.

mod elo;
mod novice;
pub(super) mod openings;
mod ours;
mod player;
mod uci;

use std::fs::File;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use xiangqi::engine::{parse_level, Network};
use xiangqi::notation::{pgn, Notation};
use xiangqi::{Color, Game, RuleSet};

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{append_to, CliError, CliResult};
use crate::network;
use elo::Tally;
use novice::Novice;
use openings::OPENINGS;
use ours::Ours;
use player::{Budget, GameClock, Player};
use uci::Uci;

pub const COMMAND: Command = Command {
    name: "match",
    usage: "A B [--games N] [--from N] [--movetime MS | --nodes N | --clock MS+INC] [--time-scale F] [options]",
    summary: "Play engine A against engine B and report wins, draws, losses and Elo.",
    details: "\
A and B are 'ours' (our engine at full strength within --movetime or --nodes),
'level:N' (the page's level N, 1-5, its own time budget times --time-scale), 'novice'
(a test player that knows the moves and little more: it takes the most valuable piece
it can take without losing the taker at once, else moves a piece forward at random,
avoiding moves that allow mate in one; the opponent Beginner is measured against), or
a shell command that starts a UCI engine speaking ICCS moves, e.g. './xiangqi uci' or
'node tools/fairy-uci.mjs'.

Games start from the built-in openings, each played once with A as Red and once with
A as Black. Every game is judged by the rules crate (mate, stalemate, perpetual check
and chase, repetition, the no-capture limit, dead material); one that reaches
--max-plies is a draw. An engine that gives an illegal move, no move or no answer
loses the game.

With --clock MS+INC (e.g. 10000+100) each side has a game clock of MS milliseconds,
INC added after each move: the match times every move from asking to answer, and a side
whose clock runs out loses on time. Our engines plan their time from it (a level within
its own limits too), a UCI engine gets 'go wtime .. btime .. winc .. binc ..'.

Our engines evaluate with the network built in, or with --net FILE (written by 'xiangqi
train'), or by hand with --net none: 'ours' and 'level:5' (Master) do, the lower levels
always evaluate by hand, as on the page.

With --pgn FILE every finished game is appended to FILE as a PGN record (ICCS
moves; Red and Black name the engines, Round the game's number, Termination how it
ended), so lost games can be replayed and studied.

Prints one line per game, then: 'A vs B: +W =D -L (N games), score S%, Elo E +- M'
(95% margin; after a clean sweep, the bound of the Wilson interval: 'Elo > +B').
With --from N the tally counts only the games played in this run.",
    options: &[
        Opt {
            name: "games",
            value: Some("N"),
            help: "number of games (default: 2 per opening)",
        },
        Opt {
            name: "from",
            value: Some("N"),
            help: "begin at game N, to go on with a stopped match (default 1)",
        },
        Opt {
            name: "movetime",
            value: Some("MS"),
            help: "time per move (default 100)",
        },
        Opt {
            name: "nodes",
            value: Some("N"),
            help: "nodes per move instead of time",
        },
        Opt {
            name: "clock",
            value: Some("MS+INC"),
            help: "a game clock for each side instead: MS, and INC a move",
        },
        Opt {
            name: "time-scale",
            value: Some("F"),
            help: "multiply level time budgets (default 1)",
        },
        Opt {
            name: "rules",
            value: Some("R"),
            help: "asian (default) or casual",
        },
        Opt {
            name: "concurrency",
            value: Some("N"),
            help: "games played at once (default 1)",
        },
        Opt {
            name: "max-plies",
            value: Some("N"),
            help: "draw a game after N plies (default 400)",
        },
        Opt {
            name: "pgn",
            value: Some("FILE"),
            help: "append every game to FILE as PGN",
        },
        Opt {
            name: "seed",
            value: Some("N"),
            help: "seed for our engines' random choices (default 1)",
        },
        network::NET,
    ],
    run,
};

struct Settings {
    specs: [String; 2],
    games: usize,
    budget: Budget,
    time_scale: f64,
    rules: RuleSet,
    max_plies: usize,
    seed: u64,
    /// Where finished games are appended, if anywhere.
    pgn: Option<Mutex<File>>,
    /// The network our engines have (`--net`), if any.
    network: Option<Arc<Network>>,
}

/// How one game went.
struct Played {
    winner: Option<Color>,
    how: String,
    game: Game,
}

fn run(args: &Args) -> CliResult {
    let [a, b] = args.positionals() else {
        return Err(CliError::usage("give the two engines: xiangqi match A B"));
    };
    let budget = match (
        args.parsed::<u64>("nodes")?,
        args.parsed::<f64>("movetime")?,
        args.value("clock"),
    ) {
        (Some(n), None, None) => Budget::Nodes(n.max(1)),
        (None, t, None) => Budget::Movetime(t.unwrap_or(100.0).max(1.0)),
        (None, None, Some(clock)) => Budget::Clock(parse_clock(clock)?),
        _ => {
            return Err(CliError::usage(
                "give one of --movetime, --nodes and --clock",
            ))
        }
    };
    let settings = Settings {
        specs: [a.clone(), b.clone()],
        games: args.parsed("games")?.unwrap_or(2 * OPENINGS.len()),
        budget,
        time_scale: args.parsed("time-scale")?.unwrap_or(1.0),
        rules: args.parsed("rules")?.unwrap_or_default(),
        max_plies: args.parsed("max-plies")?.unwrap_or(400),
        seed: args.parsed("seed")?.unwrap_or(1),
        pgn: match args.value("pgn") {
            Some(path) => Some(Mutex::new(append_to(path)?)),
            None => None,
        },
        network: network::from_args(args)?,
    };
    let workers = args
        .parsed::<usize>("concurrency")?
        .unwrap_or(1)
        .clamp(1, 16);
    // Game numbers fix each game's opening and colours, so a match stopped after game
    // N-1 goes on with `--from N` exactly as if it had not stopped.
    let first = args.parsed::<usize>("from")?.unwrap_or(1);
    if first == 0 || first > settings.games {
        return Err(CliError::usage(format!(
            "--from must be a game number from 1 to {}",
            settings.games
        )));
    }
    let next = AtomicUsize::new(first - 1);
    let tally = Mutex::new(Tally::default());
    let failure = Mutex::new(None::<String>);
    std::thread::scope(|s| {
        for w in 0..workers {
            let (settings, next, tally, failure) = (&settings, &next, &tally, &failure);
            s.spawn(move || {
                if let Err(e) = worker(w as u64, settings, next, tally) {
                    *failure.lock().expect("no panics while holding the lock") = Some(e);
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("workers finished") {
        return Err(CliError::input(e));
    }
    let t = tally.into_inner().expect("workers finished");
    say!(
        "{} vs {}: +{} ={} -{} ({} games), score {:.1}%, Elo {}",
        settings.specs[0],
        settings.specs[1],
        t.wins,
        t.draws,
        t.losses,
        t.games(),
        100.0 * t.score(),
        t.elo_text()
    );
    Ok(())
}

/// A game clock given as `MS+INC` (or `MS` alone), the same for both sides.
fn parse_clock(text: &str) -> Result<GameClock, CliError> {
    let (time, inc) = text.split_once('+').unwrap_or((text, "0"));
    let ms = |part: &str| {
        part.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v >= 0.0)
    };
    match (ms(time), ms(inc)) {
        (Some(t), Some(inc)) if t > 0.0 => Ok(GameClock {
            red_ms: t,
            black_ms: t,
            inc_ms: inc,
        }),
        _ => Err(CliError::usage(format!(
            "--clock wants milliseconds and an increment, e.g. 10000+100, not '{text}'"
        ))),
    }
}

/// `ours` (full strength within the budget), `level:N` (a page level, its time scaled
/// by `time_scale`), `novice` (the test player of [`Novice`]), or a shell command that
/// starts a UCI engine.
fn from_spec(spec: &str, s: &Settings, seed: u64) -> Result<Box<dyn Player>, String> {
    if spec == "novice" {
        return Ok(Box::new(Novice::new(seed)));
    }
    let ours = |level| Ours::new(spec, level, s.time_scale, seed, s.network.clone());
    if spec == "ours" {
        return Ok(Box::new(ours(None)));
    }
    if let Some(n) = spec.strip_prefix("level:") {
        let level = parse_level(n).map_err(|e| e.to_string())?;
        return Ok(Box::new(ours(Some(level))));
    }
    Ok(Box::new(Uci::start(spec)?))
}

/// Plays games from the shared counter until all are taken.
fn worker(id: u64, s: &Settings, next: &AtomicUsize, tally: &Mutex<Tally>) -> Result<(), String> {
    let seed = s.seed.wrapping_add(id * 1000);
    let mut players: Vec<Box<dyn Player>> = vec![
        from_spec(&s.specs[0], s, seed)?,
        from_spec(&s.specs[1], s, seed + 1)?,
    ];
    loop {
        let i = next.fetch_add(1, Ordering::SeqCst);
        if i >= s.games {
            return Ok(());
        }
        let opening = &OPENINGS[(i / 2) % OPENINGS.len()];
        // A plays Red in even games and Black in odd ones.
        let a_color = if i.is_multiple_of(2) {
            Color::Red
        } else {
            Color::Black
        };
        let Played { winner, how, game } = play_game(&mut players, a_color, opening, s)?;
        let plies = game.moves().len();
        if let Some(file) = &s.pgn {
            let text = record(&game, winner, &how, i + 1, a_color, s);
            let mut file = file.lock().expect("no panics while holding the lock");
            file.write_all(text.as_bytes())
                .map_err(|e| format!("writing the PGN file: {e}"))?;
        }
        let mut t = tally.lock().expect("no panics while holding the lock");
        let result = match winner {
            Some(c) if c == a_color => {
                t.wins += 1;
                "A wins"
            }
            Some(_) => {
                t.losses += 1;
                "B wins"
            }
            None => {
                t.draws += 1;
                "draw"
            }
        };
        say!(
            "game {}: A {} ({}): {result}, {how}, {plies} plies; now +{} ={} -{}",
            i + 1,
            a_color,
            opening.name,
            t.wins,
            t.draws,
            t.losses
        );
    }
}

/// The PGN text of game number `round`, A playing `a_color`.
fn record(
    game: &Game,
    winner: Option<Color>,
    how: &str,
    round: usize,
    a_color: Color,
    s: &Settings,
) -> String {
    let (red, black) = if a_color == Color::Red {
        (&s.specs[0], &s.specs[1])
    } else {
        (&s.specs[1], &s.specs[0])
    };
    let mut r = pgn::Record::from_game(game);
    // A forfeit or the ply cap ends the game outside the rules' own outcome.
    r.result = match winner {
        Some(Color::Red) => pgn::GameResult::RedWins,
        Some(Color::Black) => pgn::GameResult::BlackWins,
        None => pgn::GameResult::Draw,
    };
    r.tags = [
        ("Event", "xiangqi match"),
        ("Round", &round.to_string()),
        ("Red", red),
        ("Black", black),
        ("Termination", how),
    ]
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .to_vec();
    pgn::export(&r, Notation::Iccs) + "\n"
}

/// One game: who won, how it ended, and the game itself.
fn play_game(
    players: &mut [Box<dyn Player>],
    a_color: Color,
    opening: &openings::Opening,
    s: &Settings,
) -> Result<Played, String> {
    let mut game = Game::from_position(openings::start(), s.rules);
    for m in opening.parsed() {
        game.play(m)
            .map_err(|e| format!("opening {}: {e}", opening.name))?;
    }
    for p in players.iter_mut() {
        p.new_game()?;
    }
    // The game's own clocks, when the match has them.
    let mut budget = s.budget;
    loop {
        let (winner, how) = if let Some(o) = game.outcome() {
            (o.winner, o.to_string())
        } else if game.moves().len() >= s.max_plies {
            (None, "draw by ply cap".into())
        } else {
            let side = game.position().turn();
            let who = usize::from(side != a_color);
            let asked = Instant::now();
            let chosen = players[who].choose(&game, budget);
            if let Budget::Clock(clock) = &mut budget {
                let spent = asked.elapsed().as_secs_f64() * 1000.0;
                if clock.after_move(side, spent).is_none() {
                    return Ok(Played {
                        winner: Some(!side),
                        how: format!("{side} loses on time"),
                        game,
                    });
                }
            }
            let why = match chosen {
                Ok(m) => match game.play(m) {
                    Ok(_) => continue,
                    Err(e) => format!("{} played {e}", players[who].name()),
                },
                Err(e) => e,
            };
            (Some(!side), format!("{side} forfeits: {why}"))
        };
        return Ok(Played { winner, how, game });
    }
}
