//! `xiangqi convert`: game records from one format to another, a file or a folder at a
//! time, as the page opens them (the rules crate's `notation::records`).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use encoding_rs::{Encoding, BIG5, GB18030, UTF_16BE, UTF_16LE};
use xiangqi::notation::cbr::{self, LibraryEntry};
use xiangqi::notation::pgn::{self, Record};
use xiangqi::notation::records::{self, Binary};
use xiangqi::notation::{dhtmlxq, xqf, Notation};

use super::Command;
use crate::args::{Args, Opt};
use crate::error::{CliError, CliResult};

pub const COMMAND: Command = Command {
    name: "convert",
    usage:
        "FILE_OR_FOLDER... --to pgn|dhtmlxq|xqf [--out FOLDER] [--notation N] [--encoding utf-8|gbk]",
    summary: "Convert game records (PGN, DhtmlXQ, XQF, CBR, CBL, FEN) to PGN, DhtmlXQ or XQF.",
    details: "\
Reads each file given, and every file in each folder given (and in its folders), in any
format and encoding the game page opens: PGN (moves in any notation) and DhtmlXQ in
UTF-8, UTF-16, GBK/GB18030 or Big5; XQF of any version; ChessBridge CBR games and CBL
libraries; a bare FEN. Writes each game into --out with the name of the file it came
from and the extension of --to (.pgn, .txt for DhtmlXQ, .xqf); the games of a library,
or of a PGN file holding several, become a file each, numbered (name-1, name-2, ...).
A name already taken, by an input or by an earlier output, gets -2, -3, ... added: no
file is written over an input. Without --out, the games go to stdout one after another
(PGN or DhtmlXQ, a blank line between two), to sit in a pipe. PGN is written in
--notation (chinese by default) and --encoding (utf-8 by default; gbk for older desktop
programs); XQF as version 1.0.

Prints one line per game: 'ok FILE -> OUTPUT' or 'failed FILE: reason' ('FILE (game
N)' for a file of several games; a library cut short or with no games gets a 'failed'
line of its own), then a count: on stdout, or on stderr when stdout carries the games.
Goes on past anything it cannot read (a link to nothing, a bad game in a library).
Exits 0 when every game converted, 1 when any could not be read or written (the others
are still converted), 2 for a malformed command line.",
    options: &[
        Opt {
            name: "to",
            value: Some("FORMAT"),
            help: "pgn, dhtmlxq or xqf",
        },
        Opt {
            name: "out",
            value: Some("FOLDER"),
            help: "where to write a file per game (made if missing); without it, stdout",
        },
        Opt {
            name: "notation",
            value: Some("N"),
            help: "PGN's moves: chinese, chinese-simplified, wxf or iccs",
        },
        Opt {
            name: "encoding",
            value: Some("E"),
            help: "text files: utf-8 (default) or gbk",
        },
    ],
    run,
};

#[derive(Copy, Clone, PartialEq, Eq)]
enum Format {
    Pgn,
    DhtmlXq,
    Xqf,
}

impl Format {
    fn extension(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::DhtmlXq => "txt",
            Format::Xqf => "xqf",
        }
    }
}

struct Output {
    format: Format,
    notation: Notation,
    gbk: bool,
}

/// Where the games go: files in a folder, or standard output one after another.
enum Destination {
    Folder {
        /// The folder as given, for the lines printed, and as found on disk, to tell
        /// whether a path written is an input.
        given: PathBuf,
        found: PathBuf,
        /// The paths taken so far: the inputs, and each output written.
        taken: HashSet<PathBuf>,
    },
    Stdout {
        /// Games written so far, to put a blank line between two.
        written: usize,
    },
}

impl Destination {
    /// Says what happened to a game or a file: on stdout beside files written, on
    /// stderr when stdout carries the games themselves.
    fn tell(&self, line: std::fmt::Arguments) {
        match self {
            Destination::Folder { .. } => say!("{line}"),
            Destination::Stdout { .. } => eprintln!("{line}"),
        }
    }
}

fn run(args: &Args) -> CliResult {
    let inputs = args.positionals();
    if inputs.is_empty() {
        return Err(CliError::usage("convert needs at least one file or folder"));
    }
    let format = match args.required::<String>("to")?.as_str() {
        "pgn" => Format::Pgn,
        "dhtmlxq" => Format::DhtmlXq,
        "xqf" => Format::Xqf,
        other => {
            return Err(CliError::usage(format!(
                "--to must be pgn, dhtmlxq or xqf, not '{other}'"
            )))
        }
    };
    let gbk = match args.value("encoding") {
        None | Some("utf-8") => false,
        Some("gbk") => true,
        Some(other) => {
            return Err(CliError::usage(format!(
                "--encoding must be utf-8 or gbk, not '{other}'"
            )))
        }
    };
    let output = Output {
        format,
        notation: args.parsed("notation")?.unwrap_or(Notation::Chinese),
        gbk,
    };
    let mut files = Vec::new();
    for input in inputs {
        let input = Path::new(input);
        std::fs::metadata(input)
            .map_err(|e| CliError::input(format!("cannot read {}: {e}", input.display())))?;
        collect(input, &mut files);
    }
    let mut destination = match args.value("out") {
        None if format == Format::Xqf => {
            return Err(CliError::usage(
                "an XQF file holds one game: give --out FOLDER for the files",
            ))
        }
        None => Destination::Stdout { written: 0 },
        Some(folder) => {
            let given = PathBuf::from(folder);
            std::fs::create_dir_all(&given)
                .map_err(|e| CliError::input(format!("cannot make {folder}: {e}")))?;
            Destination::Folder {
                found: given
                    .canonicalize()
                    .map_err(|e| CliError::input(format!("cannot read {folder}: {e}")))?,
                given,
                // No output is written over an input: an input's name counts as taken.
                taken: files.iter().filter_map(|f| f.canonicalize().ok()).collect(),
            }
        }
    };

    let (mut converted, mut failed) = (0, 0);
    for file in &files {
        let contents = match read(file) {
            Ok(contents) => contents,
            Err(reason) => {
                failed += 1;
                destination.tell(format_args!("failed {}: {reason}", file.display()));
                continue;
            }
        };
        for game in &contents.games {
            let which = match &game.number {
                Some(n) => format!("{} (game {n})", file.display()),
                None => file.display().to_string(),
            };
            let record = match &game.record {
                Ok(record) => record,
                Err(reason) => {
                    failed += 1;
                    destination.tell(format_args!("failed {which}: {reason}"));
                    continue;
                }
            };
            match write(record, &game.name, &output, &mut destination) {
                Ok(path) => {
                    converted += 1;
                    let to = path.map_or(String::new(), |p| format!(" -> {}", p.display()));
                    let note = match record.cut_variations {
                        0 => String::new(),
                        1 => " (1 variation cut before a move that cannot be played)".to_string(),
                        n => format!(" ({n} variations cut before a move that cannot be played)"),
                    };
                    destination.tell(format_args!("ok {which}{to}{note}"));
                }
                Err(reason) => {
                    failed += 1;
                    destination.tell(format_args!("failed {which}: {reason}"));
                }
            }
        }
        if let Some(lack) = contents.lacking {
            failed += 1;
            destination.tell(format_args!("failed {}: {lack}", file.display()));
        }
    }
    let counted = |n: usize, what: &str| match n {
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
    };
    let summary = format!(
        "converted {} from {}",
        counted(converted, "game"),
        counted(files.len(), "file")
    );
    if failed == 0 {
        destination.tell(format_args!("{summary}"));
        return Ok(());
    }
    destination.tell(format_args!("{summary}; {failed} failed"));
    Err(CliError::input(format!(
        "{failed} could not be converted (the 'failed' lines say why)"
    )))
}

/// `path`, or every file under it when it is a folder, in name order. An entry that
/// cannot be looked at (a link to nothing, a folder not to be read) is listed as a file,
/// to fail with its reason while the others are converted.
fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    let is_dir = std::fs::metadata(path).is_ok_and(|meta| meta.is_dir());
    let entries = match std::fs::read_dir(path) {
        Ok(entries) if is_dir => entries,
        _ => {
            files.push(path.to_path_buf());
            return;
        }
    };
    let mut entries: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for entry in entries {
        collect(&entry, files);
    }
}

/// What a file holds: its games, each read or refused on its own, and what it lacks
/// (a library cut short, or one with no games), said as a failure of its own.
struct Contents {
    games: Vec<Game>,
    lacking: Option<String>,
}

/// One game of a file, the name its output is written under, and its number among the
/// file's games where the file holds more than one (or is a library).
struct Game {
    name: String,
    number: Option<usize>,
    record: Result<Record, String>,
}

/// Reads every game of `file`: one for an XQF, a CBR or a text with one game; each of a
/// library's games, and of a text's (a PGN file holds many), numbered.
fn read(file: &Path) -> Result<Contents, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read: {e}"))?;
    let stem = file
        .file_stem()
        .map_or("game".into(), |s| s.to_string_lossy().into_owned());
    let one = |record: Result<Record, String>| Contents {
        games: vec![Game {
            name: stem.clone(),
            number: None,
            record,
        }],
        lacking: None,
    };
    let (records, lacking) = match records::binary_format(&bytes) {
        Some(Binary::Xqf) => {
            let text = |b: &[u8]| GB18030.decode(b).0.into_owned();
            return Ok(one(xqf::import(&bytes, &text).map_err(|e| e.to_string())));
        }
        Some(Binary::Cbr) => return Ok(one(cbr::import(&bytes).map_err(|e| e.to_string()))),
        Some(Binary::Cbl) => {
            let library = cbr::library(&bytes).map_err(|e| e.to_string())?;
            let (named, missing) = (library.named, library.missing());
            let records: Vec<_> = library
                .entries
                .into_iter()
                .filter_map(|entry| match entry {
                    LibraryEntry::Game(record) => Some(Ok(*record)),
                    LibraryEntry::Unreadable(e) => Some(Err(e.to_string())),
                    LibraryEntry::Heading(_) => None,
                })
                .collect();
            let lacking = match (missing, records.len()) {
                (0, 0) => Some("the library holds no games".to_string()),
                (0, _) => None,
                (missing, _) => Some(format!(
                    "the library is cut short: its header names {named} entries, {missing} of \
                     them missing from the file"
                )),
            };
            (records, lacking)
        }
        None => {
            let records = read_text(&bytes);
            if records.len() == 1 {
                return Ok(one(records.into_iter().next().expect("one game")));
            }
            (records, None)
        }
    };
    let width = records.len().to_string().len();
    let games = records
        .into_iter()
        .enumerate()
        .map(|(i, record)| Game {
            name: format!("{stem}-{:0width$}", i + 1),
            number: Some(i + 1),
            record,
        })
        .collect();
    Ok(Contents { games, lacking })
}

/// Writes one game: into the folder as `name` with the output's extension, or `name-2`,
/// `name-3`… where that is taken (two inputs of one name, `game.xqf` and `game.cbr`, or
/// an input in the output folder), giving the path written; or on stdout after the games
/// before it, a blank line between two.
fn write(
    record: &Record,
    name: &str,
    output: &Output,
    destination: &mut Destination,
) -> Result<Option<PathBuf>, String> {
    let bytes = written(record, output);
    match destination {
        Destination::Stdout { written } => {
            if *written > 0 {
                crate::output::write_bytes(b"\n");
            }
            crate::output::write_bytes(&bytes);
            *written += 1;
            Ok(None)
        }
        Destination::Folder {
            given,
            found,
            taken,
        } => {
            let extension = output.format.extension();
            let file = (1..)
                .map(|n| match n {
                    1 => format!("{name}.{extension}"),
                    n => format!("{name}-{n}.{extension}"),
                })
                .find(|file| !taken.contains(&found.join(file)))
                .expect("some number is free");
            taken.insert(found.join(&file));
            let path = given.join(file);
            std::fs::write(&path, bytes)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Ok(Some(path))
        }
    }
}

/// The games of a text file, in whichever encoding gives games that read: UTF-8 or
/// UTF-16 with a byte-order mark, UTF-8, else GB18030 or Big5 (the first reading's errors
/// when neither reads), as the page reads a file (web/js/records/decode.js).
fn read_text(bytes: &[u8]) -> Vec<Result<Record, String>> {
    let decoded: Vec<String> = if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        vec![encoding
            .decode_without_bom_handling(&bytes[bom..])
            .0
            .into_owned()]
    } else if let Some(encoding) = utf16_without_bom(bytes) {
        vec![encoding.decode_without_bom_handling(bytes).0.into_owned()]
    } else if let Ok(text) = std::str::from_utf8(bytes) {
        vec![text.to_string()]
    } else {
        [GB18030, BIG5]
            .iter()
            .map(|e| e.decode_without_bom_handling(bytes).0.into_owned())
            .collect()
    };
    let mut readings = decoded.iter().map(|text| records::read_games(text));
    let first = readings.next().expect("one reading at least");
    let read = |games: &Vec<Result<Record, _>>| games.iter().any(Result::is_ok);
    let games = if read(&first) {
        first
    } else {
        readings.find(read).unwrap_or(first)
    };
    games
        .into_iter()
        .map(|game| game.map_err(|e| e.to_string()))
        .collect()
}

/// UTF-16 written without a byte-order mark: a record's text is mostly ASCII, which UTF-16
/// writes with a zero byte after (LE) or before (BE) each character, and no 8-bit encoding
/// has zero bytes in text. Read from the first 1,000 bytes, as the page reads it
/// (web/js/records/decode.js).
fn utf16_without_bom(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(1000) & !1];
    if head.len() < 4 {
        return None;
    }
    let zeros = |parity: usize| {
        head.iter()
            .skip(parity)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let (even, odd, pairs) = (zeros(0), zeros(1), head.len() / 2);
    if odd * 10 > pairs * 3 && even == 0 {
        Some(UTF_16LE)
    } else if even * 10 > pairs * 3 && odd == 0 {
        Some(UTF_16BE)
    } else {
        None
    }
}

/// The record in the output's format and encoding, with its ECCO opening. GBK is written
/// by the GB18030 encoder: the same bytes for every character GBK has.
fn written(record: &Record, output: &Output) -> Vec<u8> {
    // The game's opening, where the file did not name one.
    let mut record = record.clone();
    xiangqi::ecco::tag(&mut record);
    let record = &record;
    let gbk = |text: &str| GB18030.encode(text).0.into_owned();
    let text = match output.format {
        Format::Xqf => return xqf::export(record, &gbk),
        Format::Pgn => pgn::export(record, output.notation),
        Format::DhtmlXq => dhtmlxq::export(record),
    };
    if output.gbk {
        gbk(&text)
    } else {
        text.into_bytes()
    }
}
