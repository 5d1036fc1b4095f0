//! Part of Trunk's post-build hook: asks for every script of the game page at once. A
//! browser finds a module's imports only once it has the module, so the page's scripts,
//! about seventy small files five imports deep, would arrive one level at a time: on a
//! phone network each level costs a round trip. This follows the static imports from the
//! page's first script (and from main.js, which it imports once the board is drawn) and
//! writes a `<link rel="modulepreload">` for each into the built index.html, so that all
//! are requested as soon as the page's head is read. The list is made from the sources,
//! never kept by hand.
//!
//! Their order is the order a slow link delivers them in: first the first screen's
//! scripts, then the rules' WebAssembly (a `preload`, which js/game/wasm-module.js's fetch
//! takes over), then the rest of the page's, which the engine does not wait for.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

use crate::process::Result;

/// The page's first script, the engine worker's (which the first starts: a worker fetches
/// its scripts itself, but finds them in the HTTP cache, where the preloads put them), and
/// what the first imports once the board is drawn.
const FIRST_SCREEN: [&str; 2] = ["js/page/first-screen.js", "js/engine/worker.js"];
const REST: &str = "js/page/main.js";
/// The rules' WebAssembly, as js/game/wasm-module.js fetches it.
const WASM: &str = "xiangqi-wasm_bg.wasm";
/// The tag of the first script in index.html; the preloads go before it.
const FIRST_SCRIPT: &str = r#"<script type="module" src="js/page/first-screen.js"></script>"#;

/// Writes the module preloads into `dir`/index.html.
pub fn write(dir: &Path) -> Result {
    let mut first = Vec::new();
    let mut seen = BTreeSet::new();
    for root in FIRST_SCREEN {
        follow(dir, PathBuf::from(root), &mut seen, &mut first)?;
    }
    let mut rest = Vec::new();
    follow(dir, PathBuf::from(REST), &mut seen, &mut rest)?;
    if !dir.join(WASM).is_file() {
        return Err(format!("{WASM} is not in the build"));
    }
    let modules = |paths: &[String]| -> String {
        paths
            .iter()
            .map(|path| format!("<link rel=\"modulepreload\" href=\"{path}\">\n    "))
            .collect()
    };
    // `crossorigin` (same-origin credentials, CORS mode) is what fetch() asks with, so the
    // preloaded response is the one it gets.
    let wasm = format!(
        "<link rel=\"preload\" href=\"{WASM}\" as=\"fetch\" type=\"application/wasm\" crossorigin>\n    "
    );
    let links = modules(&first) + &wasm + &modules(&rest);
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
    println!(
        "preload: {} scripts of the first screen, the rules' wasm, {} more scripts",
        first.len(),
        rest.len()
    );
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
    fn the_first_screen_comes_first_then_the_rules_then_the_rest() {
        let dir = std::env::temp_dir().join(format!("xiangqi-preload-{}", std::process::id()));
        let files = [
            ("index.html", format!("<head>\n    {FIRST_SCRIPT}\n</head>")),
            (
                "js/page/first-screen.js",
                "import { a } from './a.js';\n".into(),
            ),
            ("js/page/a.js", String::new()),
            (
                "js/engine/worker.js",
                "import init from '../../glue.js';\n".into(),
            ),
            ("glue.js", String::new()),
            (
                "js/page/main.js",
                "import { a } from './a.js';\nimport './b.js';\n".into(),
            ),
            ("js/page/b.js", String::new()),
            (WASM, String::new()),
        ];
        for (file, text) in &files {
            fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
            fs::write(dir.join(file), text).unwrap();
        }
        write(&dir).unwrap();
        let html = fs::read_to_string(dir.join("index.html")).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        let asked: Vec<&str> = html
            .lines()
            .filter_map(|line| line.split("href=\"").nth(1)?.split('"').next())
            .collect();
        assert_eq!(
            asked,
            [
                "js/page/first-screen.js",
                "js/page/a.js",
                "js/engine/worker.js",
                "glue.js",
                WASM,
                "js/page/main.js",
                "js/page/b.js"
            ]
        );
        assert!(html.contains(&format!(
            "{WASM}\" as=\"fetch\" type=\"application/wasm\" crossorigin>"
        )));
    }

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
