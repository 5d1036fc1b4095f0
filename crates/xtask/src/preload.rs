//! Part of Trunk's post-build hook: asks for every script of the game page at once. A
//! browser finds a module's imports only once it has the module, so the page's scripts,
//! about seventy small files five imports deep, would arrive one level at a time: on a
//! phone network each level costs a round trip. This follows the static imports from the
//! page's first script (and from main.js, which it imports once the board is drawn) and
//! writes a `<link rel="modulepreload">` for each into the built index.html, so that all
//! are requested as soon as the page's head is read. The list is made from the sources,
//! never kept by hand.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

use crate::process::Result;

/// The scripts the list starts from: the page's first script, then what it imports when
/// the board is drawn.
const ROOTS: [&str; 2] = ["js/page/first-screen.js", "js/page/main.js"];
/// The tag of the first script in index.html; the preloads go before it.
const FIRST_SCRIPT: &str = r#"<script type="module" src="js/page/first-screen.js"></script>"#;

/// Writes the module preloads into `dir`/index.html.
pub fn write(dir: &Path) -> Result {
    let mut order = Vec::new();
    let mut seen = BTreeSet::new();
    for root in ROOTS {
        follow(dir, PathBuf::from(root), &mut seen, &mut order)?;
    }
    let links: String = order
        .iter()
        .map(|path| format!("<link rel=\"modulepreload\" href=\"{path}\">\n    "))
        .collect();
    let page = dir.join("index.html");
    let html = fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
    if !html.contains(FIRST_SCRIPT) {
        return Err(format!("index.html has no {FIRST_SCRIPT}"));
    }
    fs::write(
        &page,
        html.replacen(FIRST_SCRIPT, &(links + FIRST_SCRIPT), 1),
    )
    .map_err(|e| format!("{}: {e}", page.display()))?;
    println!("preload: {} scripts of the game page", order.len());
    Ok(())
}

/// Adds `module` (a path in `dir`) and, depth first, what it imports to `order`, each once.
fn follow(
    dir: &Path,
    module: PathBuf,
    seen: &mut BTreeSet<PathBuf>,
    order: &mut Vec<String>,
) -> Result {
    if !seen.insert(module.clone()) {
        return Ok(());
    }
    let source = fs::read_to_string(dir.join(&module))
        .map_err(|e| format!("{} (imported): {e}", module.display()))?;
    order.push(module.to_string_lossy().replace('\\', "/"));
    let here = module.parent().unwrap_or(Path::new(""));
    for specifier in static_imports(&source) {
        follow(dir, normalize(&here.join(specifier)), seen, order)?;
    }
    Ok(())
}

/// The relative specifiers of the `import` and `export … from` statements that open a
/// line (an `import(…)` inside code is loaded later, on purpose, and is left out).
fn static_imports(source: &str) -> Vec<&str> {
    let mut found = Vec::new();
    // Inside an `import {` list that goes on over several lines.
    let mut open_list = false;
    for line in source.lines() {
        let statement = line.starts_with("import ") || line.starts_with("export ");
        if !open_list && !statement {
            continue;
        }
        if let Some(specifier) = quoted_after_from(line) {
            found.extend(Some(specifier).filter(|s| s.starts_with('.')));
            open_list = false;
        } else if statement {
            open_list = (line.starts_with("import {") || line.starts_with("export {"))
                && !line.contains('}');
        }
    }
    found
}

/// The string after `from` (or a bare `import '…'`) on `line`.
fn quoted_after_from(line: &str) -> Option<&str> {
    let rest = match line.rfind(" from ") {
        Some(at) => &line[at + " from ".len()..],
        None => line.strip_prefix("import ")?,
    }
    .trim_start();
    let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let body = &rest[1..];
    body.find(quote).map(|end| &body[..end])
}

/// `path` without `.` and `a/..` steps.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_imports_are_read_and_dynamic_ones_left_out() {
        let source = "// import { no } from './comment.js';\n\
            import { a, b } from './a.js';\n\
            import * as c from \"../c.js\";\n\
            import {\n  d,\n  e,\n} from './d.js';\n\
            import './side-effect.js';\n\
            export { f } from './f.js';\n\
            export const g = 1;\n\
            import { h } from 'bare-package';\n\
            if (x) import('./later.js');\n";
        assert_eq!(
            static_imports(source),
            ["./a.js", "../c.js", "./d.js", "./side-effect.js", "./f.js"]
        );
        assert_eq!(
            normalize(Path::new("js/page/../game/./wasm.js")),
            PathBuf::from("js/game/wasm.js")
        );
    }
}
