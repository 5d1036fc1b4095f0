//! Part of Trunk's post-build hook: the build's scripts and stylesheets, minified in place.
//! Trunk minifies only the assets it processes, and the page's scripts are copied as they
//! are (`copy-dir`), one file per module, as the browser loads them. On a phone's first
//! visit their comments and long names are a fifth of what crosses the link before the
//! engine is ready (docs/performance.md).
//!
//! Scripts go through oxc's minifier (parse, compress, mangle the names no other file can
//! see, print): a script it cannot parse stops the build. Stylesheets lose their comments
//! and the white space around punctuation, nothing else: strings are kept as written, and
//! a space that may be a descendant combinator (`.a :hover`) stays.

use std::fs;
use std::path::Path;

use oxc::allocator::Allocator;
use oxc::codegen::{Codegen, CodegenOptions};
use oxc::minifier::{Minifier, MinifierOptions};
use oxc::parser::Parser;
use oxc::span::SourceType;

use crate::process::Result;

/// The sizes of what was minified, before and after.
#[derive(Default)]
pub struct Saved {
    pub files: usize,
    pub before: usize,
    pub after: usize,
}

/// Minifies every `.js` and `.css` file under `dir` but those named in `skip` (paths from
/// `dir`), in place.
pub fn write(dir: &Path, skip: &[&str]) -> Result<Saved> {
    let mut saved = Saved::default();
    walk(dir, dir, skip, &mut saved)?;
    Ok(saved)
}

fn walk(root: &Path, dir: &Path, skip: &[&str], saved: &mut Saved) -> Result {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            walk(root, &path, skip, saved)?;
            continue;
        }
        let name = path
            .strip_prefix(root)
            .map_err(|e| e.to_string())?
            .to_string_lossy()
            .replace('\\', "/");
        if !skip.contains(&name.as_str()) {
            file(&path, saved)?;
        }
    }
    Ok(())
}

/// Minifies the script (a module) or stylesheet at `path` in place; other files are left
/// alone.
fn file(path: &Path, saved: &mut Saved) -> Result {
    let css = path.extension().is_some_and(|e| e == "css");
    let js = path.extension().is_some_and(|e| e == "js");
    if !css && !js {
        return Ok(());
    }
    let source = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let small = if css {
        stylesheet(&source)
    } else {
        script(&source, SourceType::mjs()).map_err(|e| format!("{}: {e}", path.display()))?
    };
    fs::write(path, &small).map_err(|e| format!("{}: {e}", path.display()))?;
    saved.files += 1;
    saved.before += source.len();
    saved.after += small.len();
    Ok(())
}

/// `source`, minified: parsed as `kind`, a module's own top-level names are renamed too, a
/// classic script's (globals) are not.
fn script(source: &str, kind: SourceType) -> std::result::Result<String, String> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, source, kind).parse();
    if let Some(error) = parsed.diagnostics.first() {
        return Err(format!("cannot be parsed: {error}"));
    }
    let mut program = parsed.program;
    let minified = Minifier::new(MinifierOptions::default()).minify(&allocator, &mut program);
    Ok(Codegen::new()
        .with_options(CodegenOptions::minify())
        .with_scoping(minified.scoping)
        .build(&program)
        .code)
}

/// Characters a stylesheet needs no space beside.
const TIGHT: &[char] = &['{', '}', ';', ',', '>'];

/// `source` without comments, and with its runs of white space made one space or, beside
/// `{ } ; , >` and after `:`, none. Quoted strings are copied as they are.
fn stylesheet(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut chars = source.chars().peekable();
    let mut space = false;
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
                space = true;
            }
            c if c.is_whitespace() => space = true,
            _ => {
                let tight = out.is_empty() || out.ends_with(TIGHT) || out.ends_with(':');
                if space && !tight && !TIGHT.contains(&c) {
                    out.push(' ');
                }
                space = false;
                // The last declaration needs no `;` (one inside a string ends in a quote).
                if c == '}' && out.ends_with(';') {
                    out.pop();
                }
                out.push(c);
                if c == '\'' || c == '"' {
                    while let Some(inner) = chars.next() {
                        out.push(inner);
                        if inner == '\\' {
                            out.extend(chars.next());
                        } else if inner == c {
                            break;
                        }
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stylesheets_lose_comments_and_space_but_not_meaning() {
        let css = "/* the board */\n:root {\n  --font: 'Xiangqi Kai', serif; /* why */\n}\n\
            .a :hover, .b > .c { content: ' ; { } /* kept */ '; margin: 0 auto; }\n\
            .d { width: calc(100% - 2px); content: \"\\\"x\\\" \"; }\n";
        assert_eq!(
            stylesheet(css),
            ":root{--font:'Xiangqi Kai',serif}.a :hover,.b>.c{content:' ; { } /* kept */ ';margin:0 auto}\
             .d{width:calc(100% - 2px);content:\"\\\"x\\\" \"}"
        );
    }

    #[test]
    fn scripts_keep_their_imports_exports_and_behaviour() {
        let js =
            "// A comment.\nimport { a } from './a.js';\nconst longName = (value) => value * 2;\n\
            export function twice(value) { return longName(value) + a; }\n\
            const url = new URL('../x.wasm', import.meta.url);\nexport { url };\n";
        let small = script(js, SourceType::mjs()).unwrap();
        assert!(small.len() < js.len() * 3 / 4, "{small}");
        assert!(
            !small.contains("longName") && !small.contains("A comment"),
            "{small}"
        );
        for kept in [
            "from\"./a.js\"",
            "twice",
            "new URL(`../x.wasm`,import.meta.url)",
            "url",
        ] {
            assert!(small.contains(kept), "{kept} in {small}");
        }
        // A classic script's top-level names are globals: kept.
        let worker = script(
            "const BUILD = { version: 'x' };\nfunction fresh() { return BUILD; }\n",
            SourceType::script(),
        )
        .unwrap();
        assert!(
            worker.contains("BUILD") && worker.contains("fresh"),
            "{worker}"
        );
        assert!(script("import { from './broken.js';", SourceType::mjs()).is_err());
    }
}
