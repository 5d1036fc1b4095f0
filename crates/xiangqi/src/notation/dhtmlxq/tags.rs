//! Finding the DhtmlXQ tags in a text, whatever shape the page gave them.

/// One tag: the line it starts on (from 1), its name in lower case without the
/// `DhtmlXQ_` prefix (a script's `[0_2_1]` named `move_0_2_1`), and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tag {
    pub line: usize,
    pub name: String,
    pub value: String,
}

const PREFIX: &str = "dhtmlxq";

/// The tags of `text`, in order.
pub(super) fn tags(text: &str) -> Vec<Tag> {
    let text = unwrapped(text);
    let lower = text.to_ascii_lowercase();
    let mut tags = Vec::new();
    // Where each tag's value lies: a script's `var DhtmlXQ_…` inside one is words, not a value.
    let mut values = Vec::new();
    let mut lines = LineCounter::default();
    let mut at = 0;
    while let Some(found) = text[at..].find('[') {
        let start = at + found;
        at = start + 1;
        let Some((name, after)) = opening(&lower, start) else {
            continue;
        };
        let end = (after..text.len())
            .find(|&i| {
                text.as_bytes()[i] == b'[' && (closing(&lower, i) || opening(&lower, i).is_some())
            })
            .unwrap_or(text.len());
        tags.push(Tag {
            line: lines.line_of(&text, start),
            name,
            value: without_markup(&text[after..end]).trim().to_string(),
        });
        values.push(after..end);
        at = end;
    }
    tags.extend(script_values(&text, &values));
    tags
}

/// The line of each offset of a text, asked in increasing order: the newlines are counted
/// once, from the offset asked before (counting from the start for every tag made reading
/// 80,000 tags take half a minute).
#[derive(Default)]
struct LineCounter {
    at: usize,
    newlines: usize,
}

impl LineCounter {
    /// The line (from 1) of `offset` in `text`, at or after the offset asked before.
    fn line_of(&mut self, text: &str, offset: usize) -> usize {
        self.newlines += text.as_bytes()[self.at..offset]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.at = offset;
        self.newlines + 1
    }
}

/// A value without the HTML a page puts around and after it (`<br>`, `</div>`): a tag
/// left open runs on to the next one.
fn without_markup(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let is_markup = after.starts_with(|c: char| c.is_ascii_alphabetic() || c == '/');
        match after.find('>').filter(|_| is_markup) {
            Some(close) => rest = &after[close + 1..],
            None => {
                out.push('<');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The text with the tags in plain sight: an iframe's URL-encoded `name` decoded, and the
/// strings a script joins with `+` joined.
fn unwrapped(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let text = if !lower.contains("[dhtmlxq") && lower.contains("%5bdhtmlxq") {
        percent_decoded(text)
    } else {
        text.to_string()
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(quote) = rest.find(['\'', '"']) {
        out.push_str(&rest[..quote]);
        let after = &rest[quote + 1..];
        let joined = after.trim_start().strip_prefix('+').map(str::trim_start);
        match joined.and_then(|j| j.strip_prefix(['\'', '"'])) {
            Some(next) => rest = next,
            None => {
                out.push_str(&rest[quote..quote + 1]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `%XX` escapes as the bytes they stand for, read as UTF-8 (a byte that is not is
/// replaced: the moves and points are digits either way).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The longest tag name looked for: the longest real one is a line's `move_A_B_C`.
const LONGEST_NAME: usize = 40;

/// The name of a tag opened at `start` (a `[`), and where its value starts.
fn opening(lower: &str, start: usize) -> Option<(String, usize)> {
    let bytes = &lower.as_bytes()[start + 1..];
    let close = bytes.iter().take(LONGEST_NAME).position(|&b| b == b']')?;
    // Before the `]` only ASCII can make a name; anything else is no tag.
    let name = std::str::from_utf8(&bytes[..close]).ok()?;
    let after = start + 1 + close + 1;
    if let Some(rest) = name.strip_prefix(PREFIX) {
        let rest = rest.strip_prefix('_')?;
        return is_name(rest).then(|| (rest.to_string(), after));
    }
    is_line_label(name).then(|| (format!("move_{name}"), after))
}

/// Does a closing tag (`[/DhtmlXQ…]`, or a script's `[/0_2_1]`) start at `at`?
fn closing(lower: &str, at: usize) -> bool {
    let rest = &lower.as_bytes()[at..];
    if rest.starts_with(b"[/dhtmlxq") {
        return true;
    }
    let Some(label) = rest.strip_prefix(b"[/") else {
        return false;
    };
    let close = label.iter().take(LONGEST_NAME).position(|&b| b == b']');
    close.is_some_and(|close| std::str::from_utf8(&label[..close]).is_ok_and(is_line_label))
}

fn is_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// A script's name for a line: `A_B_C`, three numbers.
fn is_line_label(name: &str) -> bool {
    let parts: Vec<&str> = name.split('_').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()))
}

/// Values a script gives without tags: `var DhtmlXQ_binit = '8979…';`, outside the tags'
/// `values` (in order): a comment that quotes a script is a comment.
fn script_values(text: &str, values: &[std::ops::Range<usize>]) -> Vec<Tag> {
    let mut inside = values.iter().peekable();
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    let mut lines = LineCounter::default();
    let mut at = 0;
    while let Some(found) = lower[at..].find("var dhtmlxq_") {
        let start = at + found;
        at = start + "var dhtmlxq_".len();
        while inside.next_if(|value| value.end <= start).is_some() {}
        if inside.peek().is_some_and(|value| value.contains(&start)) {
            continue;
        }
        let rest = &text[at..];
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let name = rest[..name_end].to_ascii_lowercase();
        let Some(value) = rest[name_end..]
            .trim_start()
            .strip_prefix('=')
            .map(str::trim_start)
            .and_then(quoted)
        else {
            continue;
        };
        // A value with tags inside was read with the tags.
        if is_name(&name) && !value.contains('[') {
            out.push(Tag {
                line: lines.line_of(text, start),
                name,
                value: value.trim().to_string(),
            });
        }
    }
    out
}

/// The string a quote at the start of `text` opens, up to its closing quote.
fn quoted(text: &str) -> Option<&str> {
    let quote = text.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let inner = &text[1..];
    inner.find(quote).map(|end| &inner[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(text: &str) -> Vec<(String, String)> {
        tags(text).into_iter().map(|t| (t.name, t.value)).collect()
    }

    fn pair(name: &str, value: &str) -> (String, String) {
        (name.to_string(), value.to_string())
    }

    #[test]
    fn tags_are_read_however_they_close() {
        let text = "[DhtmlXQ]\n[DhtmlXQ_title]Test[/DhtmlXQ_title]\n\
                    [DhtmlXQ_blacktime]5[/DhtmlXQ_time]\n[DhtmlXQ_red]A [b] B\n\
                    [DHTMLXQ_MOVELIST]7747[/DhtmlXQ_movelist]<br>\n[/DhtmlXQ]";
        assert_eq!(
            named(text),
            [
                pair("title", "Test"),
                pair("blacktime", "5"),
                pair("red", "A [b] B"),
                pair("movelist", "7747"),
            ]
        );
        assert_eq!(tags(text)[3].line, 5);
    }

    #[test]
    fn a_script_quoted_in_a_value_is_words_not_a_value() {
        // Found by the fuzz target: a comment quoting a script's board came back as the board.
        let text = "[DhtmlXQ_comment1]var DhtmlXQ_binit = \"1234\";[/DhtmlXQ_comment1]\n\
                    var DhtmlXQ_title = 'T';";
        assert_eq!(
            named(text),
            [
                pair("comment1", "var DhtmlXQ_binit = \"1234\";"),
                pair("title", "T")
            ]
        );
    }

    #[test]
    fn scripts_and_iframes_give_the_same_tags() {
        let script = "<script>var DhtmlXQ_movelist = ''+'[DhtmlXQ_move'+'list]77477062[/DhtmlXQ_move'+'list]';\n\
                      var DhtmlXQ_binit = \"8979\";</script>";
        assert_eq!(
            named(script),
            [pair("movelist", "77477062"), pair("binit", "8979")]
        );
        let segmented = "var DhtmlXQ_movelist = '[0_1_0]77477062[/0_1_0][0_2_1]1242[/0_2_1]';";
        assert_eq!(
            named(segmented),
            [pair("move_0_1_0", "77477062"), pair("move_0_2_1", "1242")]
        );
        let iframe = "<iframe name=\"%5BDhtmlXQ_title%5D%E4%B8%AD%E7%82%AE%5B/DhtmlXQ_title%5D%5BDhtmlXQ_movelist%5D7747%5B/DhtmlXQ_movelist%5D\"></iframe>";
        assert_eq!(
            named(iframe),
            [pair("title", "中炮"), pair("movelist", "7747")]
        );
    }
}
