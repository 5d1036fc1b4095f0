//! The shipped puzzles and studies as one JSON document for the puzzle page, with what the
//! page would otherwise have to work out again: each puzzle's mate length, themes and
//! difficulty. `cargo xtask post-build` writes it into the web build as `puzzles.json`,
//! so only the pages that show puzzles download it. It is a build job, so it lives here
//! and not in the rules crate, whose tables it reads.

use xiangqi::puzzle::{rating, shipped, studies, themes, Goal};
use xiangqi::{Color, Move};

/// The catalogue: `{"puzzles": [...], "studies": [...]}`.
pub fn catalogue_json() -> String {
    let puzzles: Vec<String> = shipped()
        .iter()
        .map(|s| {
            let p = &s.puzzle;
            let names: Vec<String> = themes(p).iter().map(|t| quoted(t.as_str())).collect();
            format!(
                r#"{{"id":{},"fen":{},"line":{},"mate":{},"rating":{},"themes":[{}]}}"#,
                quoted(s.id),
                quoted(&p.start.fen()),
                moves(&p.line),
                p.mate_in,
                rating(p),
                names.join(",")
            )
        })
        .collect();
    let studies: Vec<String> = studies()
        .iter()
        .map(|s| {
            format!(
                r#"{{"id":{},"manual":{},"title":{},"titleHant":{},"titleEn":{},"fen":{},"side":{},"goal":{},"line":{}}}"#,
                quoted(s.id),
                quoted(s.manual),
                quoted(s.title),
                quoted(s.title_hant),
                quoted(s.title_en),
                quoted(&s.start.fen()),
                quoted(if s.player == Color::Red {
                    "red"
                } else {
                    "black"
                }),
                quoted(if s.goal == Goal::Win { "win" } else { "draw" }),
                moves(&s.line)
            )
        })
        .collect();
    format!(
        "{{\"puzzles\":[\n{}\n],\"studies\":[\n{}\n]}}\n",
        puzzles.join(",\n"),
        studies.join(",\n")
    )
}

fn moves(line: &[Move]) -> String {
    let each: Vec<String> = line.iter().map(|m| quoted(&m.to_string())).collect();
    format!("[{}]", each.join(","))
}

/// A JSON string. The shipped text holds no control characters; quotes and backslashes
/// are escaped all the same.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_and_study_is_in_the_catalogue() {
        let json = catalogue_json();
        let first = &shipped()[0];
        assert!(json.starts_with("{\"puzzles\":[\n{\"id\":\"m0001\",\"fen\":"));
        assert!(json.contains(&format!("\"mate\":{},", first.puzzle.mate_in)));
        assert_eq!(json.matches("\"mate\":").count(), shipped().len());
        assert_eq!(json.matches("\"manual\":").count(), studies().len());
        assert!(json.contains(r#""manual":"适情雅趣","title":"气吞关右","titleHant":"氣吞關右","titleEn":"Swallowing the lands beyond the pass""#));
        assert!(json.contains(r#""side":"red","goal":"draw""#));
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(quoted(r#"a "b" \c"#), r#""a \"b\" \\c""#);
        assert_eq!(quoted("\n"), "\"\\u000a\"");
    }
}
