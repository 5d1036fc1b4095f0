//! `cargo xtask package`: the `<xiangqi-game>` element as an npm package, written to
//! target/npm/xiangqi-game/ and packed by `npm pack` beside it. Nothing is published.
//!
//! The package holds the files the element loads, found by following it from
//! xiangqi-game.js in the release build: every `import … from './…'`, every
//! `new URL('…', import.meta.url)` (the worker, the wasm, the font, the stylesheets) and
//! every `url(…)` in those stylesheets. A file the element stops using leaves the package
//! by itself; one it starts using comes in. Beside them: the font's licence, the project's
//! licences, and what exists only for the package (web/package/: its README, the custom
//! elements manifest and the TypeScript declarations).

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use crate::play;
use crate::process::{self, command, Result};

const NAME: &str = "xiangqi-game";
const ENTRY: &str = "xiangqi-game.js";
/// Files of the package that the element does not load.
const BESIDE: &[&str] = &["fonts/OFL.txt", "LICENSE-MIT", "LICENSE-APACHE"];
/// The package's own files, from web/package/.
const OWN: &[&str] = &["README.md", "custom-elements.json", "xiangqi-game.d.ts"];

/// `cargo xtask package`: build, then write and pack the package.
pub fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!(
            "'cargo xtask package' takes no arguments, got '{arg}'"
        ));
    }
    play::build()?;
    write_and_pack()
}

/// Writes target/npm/xiangqi-game/ from the build in dist/ and packs it into
/// target/npm/xiangqi-game-VERSION.tgz.
pub fn write_and_pack() -> Result {
    let root = process::root();
    let dist = root.join("dist");
    let npm = process::target_dir().join("npm");
    let out = npm.join(NAME);
    if out.exists() {
        fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let loaded = reached_from(&dist, ENTRY)?;
    for file in &loaded {
        copy(&dist.join(file), &out.join(file))?;
    }
    for file in BESIDE {
        let from = if file.starts_with("fonts/") {
            dist.join(file)
        } else {
            root.join(file)
        };
        copy(&from, &out.join(file))?;
    }
    for file in OWN {
        copy(&root.join("web/package").join(file), &out.join(file))?;
    }
    let files: Vec<&str> = loaded
        .iter()
        .map(String::as_str)
        .chain(BESIDE.iter().copied())
        .chain(OWN.iter().copied())
        .collect();
    fs::write(out.join("package.json"), manifest(&files))
        .map_err(|e| format!("package.json: {e}"))?;
    println!("package: {} files in {}", files.len() + 1, out.display());
    process::run(
        command("npm")
            .args(["pack", "--pack-destination"])
            .arg(&npm)
            .current_dir(&out),
    )
}

fn copy(from: &Path, to: &Path) -> Result {
    fs::create_dir_all(to.parent().expect("a file in a folder"))
        .map_err(|e| format!("{}: {e}", to.display()))?;
    fs::copy(from, to).map_err(|e| format!("{}: {e}", from.display()))?;
    Ok(())
}

/// package.json: the version is the workspace's, like every crate's.
fn manifest(files: &[&str]) -> String {
    let list: Vec<String> = files.iter().map(|f| format!("    \"{f}\"")).collect();
    format!(
        r#"{{
  "name": "{NAME}",
  "version": "{version}",
  "description": "Xiangqi (Chinese chess) in one tag: <xiangqi-game>, with exact rules and a computer opponent in WebAssembly, running in a worker.",
  "keywords": ["xiangqi", "chinese-chess", "web-component", "custom-element", "webassembly"],
  "license": "{license}",
  "type": "module",
  "main": "./{ENTRY}",
  "types": "./xiangqi-game.d.ts",
  "exports": {{
    ".": {{
      "types": "./xiangqi-game.d.ts",
      "default": "./{ENTRY}"
    }},
    "./custom-elements.json": "./custom-elements.json",
    "./package.json": "./package.json"
  }},
  "customElements": "custom-elements.json",
  "files": [
{files}
  ]
}}
"#,
        version = env!("CARGO_PKG_VERSION"),
        license = env!("CARGO_PKG_LICENSE"),
        files = list.join(",\n"),
    )
}

/// Every file below `dir` that `entry` loads, itself included, directly or through the
/// files it loads; an error names a reference to a file that is not there.
fn reached_from(dir: &Path, entry: &str) -> Result<BTreeSet<String>> {
    let mut reached = BTreeSet::new();
    let mut pending = vec![entry.to_string()];
    while let Some(file) = pending.pop() {
        if !reached.insert(file.clone()) {
            continue;
        }
        if !(file.ends_with(".js") || file.ends_with(".css")) {
            continue;
        }
        let text = fs::read_to_string(dir.join(&file)).map_err(|e| format!("{file}: {e}"))?;
        for reference in references(&file, &text) {
            let target = resolve(&file, &reference)
                .ok_or_else(|| format!("{file}: '{reference}' leads out of the build"))?;
            if !dir.join(&target).is_file() {
                return Err(format!(
                    "{file}: '{reference}' is not in the build ({target})"
                ));
            }
            pending.push(target);
        }
    }
    Ok(reached)
}

/// The relative paths a script or stylesheet loads: in a script, the specifiers of
/// `import`/`export … from '…'`, `import '…'` and `import('…')` that start with `./` or
/// `../`, and `new URL('…', import.meta.url)`; in a stylesheet, `url(…)` and `@import`.
/// Absolute URLs (`https:`, `data:`, `/…`) are not files of the package.
fn references(file: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    if file.ends_with(".css") {
        for after in text
            .split("url(")
            .skip(1)
            .chain(text.split("@import").skip(1))
        {
            let after = after.trim_start();
            let quoted = after.starts_with(['\'', '"']);
            let value = if quoted {
                quoted_at_start(after)
            } else {
                after.split(')').next().map(|v| v.trim().to_string())
            };
            found.extend(value);
        }
    } else {
        for opener in ["from", "import", "import("] {
            for after in text.split(opener).skip(1) {
                let specifier = quoted_at_start(after.trim_start());
                found.extend(specifier.filter(|s| s.starts_with("./") || s.starts_with("../")));
            }
        }
        for after in text.split("new URL(").skip(1) {
            if let Some(value) = quoted_at_start(after) {
                let rest = after[value.len() + 2..].trim_start();
                let base = rest.strip_prefix(',').map(str::trim_start);
                if base.is_some_and(|base| base.starts_with("import.meta.url)")) {
                    found.push(value);
                }
            }
        }
    }
    found.retain(|r| !r.contains(':') && !r.starts_with('/') && !r.starts_with('#'));
    found
}

/// The string literal (in '…', "…" or `…` as the minifier writes some, no escapes or
/// substitutions) that `text` starts with.
fn quoted_at_start(text: &str) -> Option<String> {
    let quote = text
        .chars()
        .next()
        .filter(|c| ['\'', '"', '`'].contains(c))?;
    let body = &text[1..];
    let end = body.find(quote)?;
    let value = &body[..end];
    (!value.contains('\n') && !value.contains("${")).then(|| value.to_string())
}

/// `reference` from the folder of `file`, as a path from the build's root; `None` when
/// it climbs out of the build.
fn resolve(file: &str, reference: &str) -> Option<String> {
    let mut parts: Vec<&str> = file.split('/').collect();
    parts.pop();
    for part in reference.split(['?', '#']).next()?.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            _ => parts.push(part),
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_what_scripts_and_stylesheets_load() {
        let script = "\
// Comments name files too: see './nowhere.md' (not a reference).
import init, { Game } from '../../xiangqi-wasm.js';
export { answer } from \"./protocol.js\";
import './side-effect.js';
import { bare } from 'some-package';
const lazy = () => import('./later.js');
const WORKER = new URL('./worker.js', import.meta.url);
const other = new URL('https://cdn.example/x.js', import.meta.url);
const notModule = new URL('./page.html', location.href);
const wasm = new URL('xiangqi-wasm_bg.wasm', import.meta.url);
import{a as b}from\"./minified.js\";const c=new URL(`../font.woff2`,import.meta.url);
";
        assert_eq!(
            references("js/engine/client.js", script),
            [
                "../../xiangqi-wasm.js",
                "./protocol.js",
                "./minified.js",
                "./side-effect.js",
                "./later.js",
                "./worker.js",
                "xiangqi-wasm_bg.wasm",
                "../font.woff2",
            ]
        );
        let sheet = "@font-face { src: url('fonts/k.woff2') format('woff2'); }\n\
            .a { background: url(select-arrow.svg) no-repeat; }\n\
            .b { background: url(\"data:image/svg+xml,<svg/>\"); }\n\
            @import \"base.css\";";
        assert_eq!(
            references("style.css", sheet),
            ["fonts/k.woff2", "select-arrow.svg", "base.css"]
        );
    }

    #[test]
    fn resolves_from_the_referring_file_and_not_beyond_the_build() {
        assert_eq!(
            resolve("js/element/frame.js", "../../style.css").as_deref(),
            Some("style.css")
        );
        assert_eq!(
            resolve("js/engine/client.js", "./worker.js?v=1").as_deref(),
            Some("js/engine/worker.js")
        );
        assert_eq!(resolve("xiangqi-game.js", "../outside.js"), None);
    }
}
