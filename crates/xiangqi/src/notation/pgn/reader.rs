//! The text of a PGN file as tags and movetext tokens.

use super::error::{PgnError, PgnErrorKind};

/// Walks a PGN text: the tag section, then movetext tokens (a variation's `(` and `)` and
/// a `{...}` comment are tokens of their own; `;` comments are skipped), keeping track of
/// line numbers.
#[derive(Clone)]
pub(super) struct Reader<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    tokens_read: usize,
    tags_read: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn new(text: &'a str) -> Reader<'a> {
        Reader {
            text: text.strip_prefix('\u{feff}').unwrap_or(text),
            at: 0,
            line: 1,
            tokens_read: 0,
            tags_read: 0,
        }
    }

    /// A reader of `text` (as [`Reader::new`] takes it) at byte `at`, on line `line`:
    /// where an earlier reader of the same text stopped.
    pub(super) fn resumed(text: &'a str, at: usize, line: usize) -> Reader<'a> {
        Reader {
            at,
            line,
            ..Reader::new(text)
        }
    }

    /// Where in the text the reader is.
    pub(super) fn offset(&self) -> usize {
        self.at
    }

    /// The text from `offset` to where the reader is.
    pub(super) fn text_since(&self, offset: usize) -> &'a str {
        &self.text[offset..self.at]
    }

    pub(super) fn read_nothing(&self) -> bool {
        self.tokens_read == 0 && self.tags_read == 0
    }

    /// The line the reader is on.
    pub(super) fn line(&self) -> usize {
        self.line
    }

    /// A reader at the start of the next game, with this one moved past that game: its
    /// tag lines, well formed or not, and its movetext up to the next game's tags, as
    /// [`Reader::token`] ends a game. `None` when nothing but blank text is left.
    pub(super) fn next_game(&mut self) -> Option<Reader<'a>> {
        self.skip_space();
        self.peek()?;
        let start = Reader {
            tokens_read: 0,
            tags_read: 0,
            ..self.clone()
        };
        while matches!(self.peek(), Some('[' | '%')) {
            self.rest_of_line();
            self.skip_space();
        }
        // An unclosed comment runs to the end of the text, where the walk ends too.
        while let Ok(Some(_)) = self.token() {}
        Some(start)
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// The rest of the current line, consumed with its line break.
    fn rest_of_line(&mut self) -> &'a str {
        let start = self.at;
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
        let line = &self.text[start..self.at];
        self.bump();
        line
    }

    /// The tag section: `(line, name, value)` for each tag line.
    pub(super) fn tags(&mut self) -> Result<Vec<(usize, String, String)>, PgnError> {
        let mut tags = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some('[') => {
                    let line = self.line;
                    let text = self.rest_of_line();
                    let (name, value) = parse_tag(text).ok_or_else(|| PgnError {
                        line,
                        kind: PgnErrorKind::BadTag(text.trim().to_string()),
                    })?;
                    tags.push((line, name, value));
                    self.tags_read += 1;
                }
                Some('%') => {
                    self.rest_of_line();
                }
                _ => return Ok(tags),
            }
        }
    }

    /// The next movetext token and its line; `None` at the end of the text or at the
    /// next game's tags.
    pub(super) fn token(&mut self) -> Result<Option<(usize, &'a str)>, PgnError> {
        loop {
            self.skip_space();
            let line = self.line;
            match self.peek() {
                None | Some('[') => return Ok(None),
                Some('{') => return self.comment().map(|text| Some((line, text))),
                Some(';' | '%') => {
                    self.rest_of_line();
                }
                Some(c @ ('(' | ')')) => {
                    let start = self.at;
                    self.bump();
                    return Ok(Some((line, &self.text[start..start + c.len_utf8()])));
                }
                Some(_) => {
                    // At least one character, so a stray `}` or `]` becomes a token
                    // that fails to read as a move rather than stalling here.
                    let start = self.at;
                    self.bump();
                    while self
                        .peek()
                        .is_some_and(|c| !c.is_whitespace() && !"{}();[".contains(c))
                    {
                        self.bump();
                    }
                    self.tokens_read += 1;
                    return Ok(Some((line, &self.text[start..self.at])));
                }
            }
        }
    }

    /// A `{...}` comment, braces included.
    fn comment(&mut self) -> Result<&'a str, PgnError> {
        let line = self.line;
        let start = self.at;
        while let Some(c) = self.bump() {
            if c == '}' {
                return Ok(&self.text[start..self.at]);
            }
        }
        Err(PgnError {
            line,
            kind: PgnErrorKind::UnclosedComment,
        })
    }
}

/// `[Name "value"]`, with `\"` and `\\` escapes in the value.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(|c: char| c.is_whitespace())?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}
