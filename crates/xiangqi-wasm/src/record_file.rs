//! A record file of many games, read once and kept here: a ChessBridge library, or a
//! text (a PGN file) holding several games. The page's reading worker reads a text a
//! few hundred games at a time (`read`), saying how far it is, lists the games a page of
//! the list at a time (`entries`) and hands over the one the player opens (`record`): a
//! file of thousands of games is never made into thousands of page objects.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::notation::cbr::{self, LibraryEntry};
use xiangqi::notation::pgn::{Games, Record};
use xiangqi::notation::records::{self, RecordError};
use xiangqi::RuleSet;

use crate::convert;
use crate::problem::Problem;
use crate::record::to_page;

enum Entry {
    Game(Box<Record>),
    Heading(String),
    Unreadable(Problem),
}

#[wasm_bindgen]
pub struct RecordFile {
    name: Option<String>,
    entries: Vec<Entry>,
    missing: usize,
    /// A PGN text with games still to read, and how far the reading has come.
    unread: Option<(String, Games)>,
}

/// One entry as the page lists it: a game (its names, result and length), a heading, or
/// a game that cannot be read (the error, as thrown).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Listed {
    Game {
        title: String,
        red: String,
        black: String,
        result: &'static str,
        moves: usize,
    },
    Heading {
        title: String,
    },
    Unreadable {
        #[serde(with = "serde_wasm_bindgen::preserve")]
        problem: JsValue,
    },
}

#[wasm_bindgen]
impl RecordFile {
    /// The games of a text: each game of a PGN text on its own, read by `read` (one
    /// that cannot be read is an unreadable entry; the others stay), or the one game of
    /// any other text, read at once.
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(text: String) -> RecordFile {
        let mut file = RecordFile {
            name: None,
            entries: Vec::new(),
            missing: 0,
            unread: None,
        };
        if records::is_pgn(&text) {
            file.unread = Some((text, Games::default()));
        } else {
            file.entries.push(Entry::from(records::read_text(&text)));
        }
        file
    }

    /// Reads up to `count` more games of a PGN text; true once all are read.
    pub fn read(&mut self, count: usize) -> bool {
        let Some((text, games)) = &mut self.unread else {
            return true;
        };
        for _ in 0..count {
            match games.next(text) {
                Some(game) => self
                    .entries
                    .push(Entry::from(game.map_err(RecordError::Pgn))),
                None => {
                    self.unread = None;
                    return true;
                }
            }
        }
        false
    }

    /// How much of the file is read, from 0 to 1.
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> f64 {
        match &self.unread {
            Some((text, games)) => games.bytes_read() as f64 / text.len().max(1) as f64,
            None => 1.0,
        }
    }

    /// A ChessBridge library (CBL): its games and headings in order. Throws when the
    /// bytes are no library.
    #[wasm_bindgen(js_name = fromLibrary)]
    pub fn from_library(bytes: &[u8]) -> Result<RecordFile, JsValue> {
        let library = cbr::library(bytes).map_err(|e| Problem::from(&e))?;
        let missing = library.missing();
        let entries = library
            .entries
            .into_iter()
            .map(|entry| match entry {
                LibraryEntry::Game(record) => Entry::Game(record),
                LibraryEntry::Heading(title) => Entry::Heading(title),
                LibraryEntry::Unreadable(e) => Entry::Unreadable(Problem::from(&e)),
            })
            .collect();
        Ok(RecordFile {
            name: Some(library.name),
            entries,
            missing,
            unread: None,
        })
    }

    /// A library's name; `undefined` for a text.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> Option<String> {
        self.name.clone()
    }

    /// How many entries the file holds (so far, while a text is read): games,
    /// unreadable games and headings.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.entries.len()
    }

    /// How many of them are games, readable or not.
    #[wasm_bindgen(getter)]
    pub fn games(&self) -> usize {
        self.entries
            .iter()
            .filter(|entry| !matches!(entry, Entry::Heading(_)))
            .count()
    }

    /// How many entries a library's header names that the file does not hold: a library
    /// cut short. 0 for a text.
    #[wasm_bindgen(getter)]
    pub fn missing(&self) -> usize {
        self.missing
    }

    /// Entries `from` to `to` (not included, and no further than the last) as the page
    /// lists them (see `Listed`); a game the rules refuse to play through under `rules`
    /// is listed as unreadable, with the reason.
    pub fn entries(&self, from: usize, to: usize, rules: &str) -> Result<JsValue, JsValue> {
        let rules: RuleSet = convert::parse(rules)?;
        let listed: Vec<Listed> = self
            .entries
            .iter()
            .take(to)
            .skip(from)
            .map(|entry| Listed::of(entry, rules))
            .collect();
        let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
        Ok(listed.serialize(&serializer)?)
    }

    /// Game `index`, in the shape the page keeps a game in; throws, as `importRecord`
    /// does, for an entry that is no game or cannot be played under `rules`.
    pub fn record(&self, index: usize, rules: &str) -> Result<JsValue, JsValue> {
        match self.at(index)? {
            Entry::Game(record) => to_page(record, convert::parse(rules)?),
            Entry::Unreadable(problem) => Err(problem.clone().into_js()),
            Entry::Heading(_) => Err(JsError::new(&format!("entry {index} is a heading")).into()),
        }
    }
}

impl From<Result<Record, RecordError>> for Entry {
    fn from(game: Result<Record, RecordError>) -> Entry {
        match game {
            Ok(record) => Entry::Game(Box::new(record)),
            Err(e) => Entry::Unreadable(Problem::from(&e)),
        }
    }
}

impl Listed {
    fn of(entry: &Entry, rules: RuleSet) -> Listed {
        let tag = |r: &Record, name: &str| r.tag(name).unwrap_or_default().to_string();
        match entry {
            Entry::Game(record) => match record.to_game(rules) {
                Ok(_) => Listed::Game {
                    title: record
                        .tag("Title")
                        .or(record.tag("Event"))
                        .unwrap_or_default()
                        .to_string(),
                    red: tag(record, "Red"),
                    black: tag(record, "Black"),
                    result: record.result.as_str(),
                    moves: record.moves.len(),
                },
                Err(e) => Listed::Unreadable {
                    problem: Problem::from(&e).into_js(),
                },
            },
            Entry::Heading(title) => Listed::Heading {
                title: title.clone(),
            },
            Entry::Unreadable(problem) => Listed::Unreadable {
                problem: problem.clone().into_js(),
            },
        }
    }
}

impl RecordFile {
    fn at(&self, index: usize) -> Result<&Entry, JsError> {
        self.entries.get(index).ok_or_else(|| {
            JsError::new(&format!(
                "no entry {index}: the file holds {}",
                self.entries.len()
            ))
        })
    }
}
