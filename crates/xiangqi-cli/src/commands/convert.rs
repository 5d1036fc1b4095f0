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
        "FILE_OR_FOLDER... --to pgn|dhtmlxq|xqf --out FOLDER [--notation N] [--encoding utf-8|gbk]",
    summary: "Convert game records (PGN, DhtmlXQ, XQF, CBR, CBL, FEN) to PGN, DhtmlXQ or XQF.",
    details: "\
Reads each file given, and every file in each folder given (and in its folders), in any
format and encoding the game page opens: PGN (moves in any notation) and DhtmlXQ in
UTF-8, UTF-16, GBK/GB18030 or Big5; XQF of any version; ChessBridge CBR games and CBL
libraries (each game of a library becomes a file of its own, numbered); a bare FEN.
Writes each into --out with the name of the file it came from and the extension of
--to (.pgn, .txt for DhtmlXQ, .xqf). PGN is written in --notation (chinese by default)
and --encoding (utf-8 by default; gbk for older desktop programs); XQF as version 1.0.

Prints one line per file: 'ok FILE -> OUTPUT' or 'failed FILE: reason', then a count.
Exits 0 when every file converted, 1 when any could not be read or written (the others
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
            help: "where to write (made if missing)",
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
    folder: PathBuf,
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
        folder: PathBuf::from(args.required::<String>("out")?),
    };
    std::fs::create_dir_all(&output.folder)
        .map_err(|e| CliError::input(format!("cannot make {}: {e}", output.folder.display())))?;

    let mut files = Vec::new();
    for input in inputs {
        collect(Path::new(input), &mut files)?;
    }
    let mut failed = 0;
    let mut taken = HashSet::new();
    for file in &files {
        match convert(file, &output, &mut taken) {
            Ok(written) => {
                for (out, cut) in written {
                    let note = match cut {
                        0 => String::new(),
                        1 => " (1 variation cut before a move that cannot be played)".to_string(),
                        n => format!(" ({n} variations cut before a move that cannot be played)"),
                    };
                    say!("ok {} -> {}{note}", file.display(), out.display());
                }
            }
            Err(reason) => {
                failed += 1;
                say!("failed {}: {reason}", file.display());
            }
        }
    }
    say!(
        "converted {} of {} files",
        files.len() - failed,
        files.len()
    );
    if failed > 0 {
        return Err(CliError::input(format!(
            "{failed} of {} files could not be converted",
            files.len()
        )));
    }
    Ok(())
}

/// `path`, or every file under it when it is a folder, in name order.
fn collect(path: &Path, files: &mut Vec<PathBuf>) -> CliResult {
    let meta = std::fs::metadata(path)
        .map_err(|e| CliError::input(format!("cannot read {}: {e}", path.display())))?;
    if !meta.is_dir() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|e| CliError::input(format!("cannot read {}: {e}", path.display())))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for entry in entries {
        collect(&entry, files)?;
    }
    Ok(())
}

/// Converts one file: the files written (each with the variations cut before a move
/// that cannot be played), or why it could not be. Two inputs of one name
/// (`game.xqf` and `game.cbr`) are written as `game` and `game-2`: `taken` holds the
/// paths written so far.
fn convert(
    file: &Path,
    output: &Output,
    taken: &mut HashSet<PathBuf>,
) -> Result<Vec<(PathBuf, usize)>, String> {
    let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
    let stem = file
        .file_stem()
        .map_or("game".into(), |s| s.to_string_lossy().into_owned());
    let games: Vec<(String, Record)> = match records::binary_format(&bytes) {
        Some(Binary::Xqf) => {
            let text = |b: &[u8]| GB18030.decode(b).0.into_owned();
            vec![(stem, xqf::import(&bytes, &text).map_err(|e| e.to_string())?)]
        }
        Some(Binary::Cbr) => vec![(stem, cbr::import(&bytes).map_err(|e| e.to_string())?)],
        Some(Binary::Cbl) => {
            let library = cbr::library(&bytes).map_err(|e| e.to_string())?;
            let games: Vec<Record> = library
                .entries
                .into_iter()
                .filter_map(|entry| match entry {
                    LibraryEntry::Game(record) => Some(*record),
                    _ => None,
                })
                .collect();
            let width = games.len().to_string().len();
            games
                .into_iter()
                .enumerate()
                .map(|(i, record)| (format!("{stem}-{:0width$}", i + 1), record))
                .collect()
        }
        None => vec![(stem, read_text(&bytes)?)],
    };
    games
        .into_iter()
        .map(|(name, record)| {
            let extension = output.format.extension();
            let path = (1..)
                .map(|n| match n {
                    1 => output.folder.join(format!("{name}.{extension}")),
                    n => output.folder.join(format!("{name}-{n}.{extension}")),
                })
                .find(|path| !taken.contains(path))
                .expect("some number is free");
            taken.insert(path.clone());
            std::fs::write(&path, written(&record, output))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Ok((path, record.cut_variations))
        })
        .collect()
}

/// A text record in whichever encoding gives one that reads: UTF-8 or UTF-16 with a
/// byte-order mark, UTF-8, else GB18030 or Big5 (the first reading's error when neither
/// reads), as the page reads a file (web/js/records/decode.js).
fn read_text(bytes: &[u8]) -> Result<Record, String> {
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
    let mut first_error = None;
    for text in &decoded {
        match records::read_text(text) {
            Ok(record) => return Ok(record),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.map_or_else(|| "empty file".to_string(), |e| e.to_string()))
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
