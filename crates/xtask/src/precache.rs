//! `cargo xtask precache [DIR]`, Trunk's post-build hook (see Trunk.toml): lists every
//! file of the build in DIR (by default Trunk's `TRUNK_STAGING_DIR`) and writes the list,
//! with each file's checksum and a digest of all their contents, into the service worker
//! there. The worker then caches exactly this build, a build whose contents differ in any
//! byte is a new version, whatever Trunk hashed into its file names or not, and a cached
//! file that no longer matches its checksum is fetched again. No list is kept by hand.

use std::fs;
use std::path::{Path, PathBuf};

use crate::compress;
use crate::process::Result;

/// The service worker, as Trunk copies it from web/.
pub const WORKER: &str = "service-worker.js";
/// The line of web/service-worker.js that this fills in.
const PLACEHOLDER: &str = "const BUILD = { version: 'unbuilt', files: {} };";

pub fn run(args: &[String]) -> Result {
    write(&build_dir(args)?)
}

/// The build's folder: the one given, else Trunk's staging folder when run as its hook.
pub fn build_dir(args: &[String]) -> std::result::Result<PathBuf, String> {
    match args.first() {
        Some(dir) => Ok(PathBuf::from(dir)),
        None => std::env::var_os("TRUNK_STAGING_DIR")
            .map(PathBuf::from)
            .ok_or_else(|| {
                "give the build's folder, or run as Trunk's hook (TRUNK_STAGING_DIR)".into()
            }),
    }
}

/// Writes the list of the files in `dir`, their checksums and digest into its worker.
pub fn write(dir: &Path) -> Result {
    let mut files = Vec::new();
    list(dir, dir, &mut files)?;
    // The worker is not its own list's; the .gz and .br copies are the same files, which
    // the host may serve in their place.
    files.retain(|f| {
        f != WORKER
            && !compress::COPIES
                .iter()
                .any(|copy| f.ends_with(&format!(".{copy}")))
    });
    files.sort();
    let mut digest = Fnv::new();
    let mut sums = Vec::new();
    for file in &files {
        if !file
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-/".contains(&b))
        {
            return Err(format!(
                "{file}: a file name the service worker's list cannot hold"
            ));
        }
        let bytes = fs::read(dir.join(file)).map_err(|e| format!("{file}: {e}"))?;
        digest.write(file.as_bytes());
        digest.write(&[0]);
        digest.write(&bytes);
        let sum = format!("{:08x}", checksum(&bytes));
        // The page itself is asked for as the folder, './', as well as by its name.
        if file == "index.html" {
            sums.push(format!("'./': '{sum}'"));
        }
        sums.push(format!("'./{file}': '{sum}'"));
    }
    let worker = dir.join(WORKER);
    let source = fs::read_to_string(&worker).map_err(|e| format!("{}: {e}", worker.display()))?;
    if !source.contains(PLACEHOLDER) {
        return Err(format!(
            "{}: no line '{PLACEHOLDER}' to fill in",
            worker.display()
        ));
    }
    let build = format!(
        "const BUILD = {{ version: '{:016x}', files: {{ {} }} }};",
        digest.finish(),
        sums.join(", ")
    );
    fs::write(&worker, source.replace(PLACEHOLDER, &build)).map_err(|e| e.to_string())?;
    println!(
        "precache: {} files, version {:016x}",
        files.len(),
        digest.finish()
    );
    Ok(())
}

/// The files below `dir`, as paths from `root` with `/` between folders.
fn list(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            list(root, &path, out)?;
        } else {
            let relative = path.strip_prefix(root).expect("below the root");
            let parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            out.push(parts.join("/"));
        }
    }
    Ok(())
}

/// FNV-1a, 32 bits: the checksum by which the service worker finds a damaged file in its
/// cache (its `checksum` computes the same), not a defence against anyone.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash: u32, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// FNV-1a, 64 bits: a version tag for the build, not a defence against anyone.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_in_every_file_but_the_worker_and_a_digest_of_their_contents() {
        let dir = std::env::temp_dir().join(format!("xtask-precache-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("js/page")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        fs::write(dir.join("js/page/main.js"), "main()").unwrap();
        let template = format!("{PLACEHOLDER}\nself.addEventListener('install', () => {{}});\n");
        let build = |main: &str| {
            fs::write(dir.join("js/page/main.js"), main).unwrap();
            fs::write(dir.join(WORKER), &template).unwrap();
            run(&[dir.to_string_lossy().into_owned()]).unwrap();
            fs::read_to_string(dir.join(WORKER)).unwrap()
        };
        let first = build("a");
        // FNV-1a of "<!doctype html>" and of "a" (e40c292c, as published).
        assert!(
            first.contains(&format!(
                "files: {{ './': '{html:08x}', './index.html': '{html:08x}', './js/page/main.js': 'e40c292c' }} }};",
                html = checksum(b"<!doctype html>")
            )),
            "{first}"
        );
        assert_eq!(checksum(b""), 0x811c_9dc5);
        assert!(first.ends_with("self.addEventListener('install', () => {});\n"));
        assert_eq!(build("a"), first, "the same build, the same version");
        assert_ne!(build("b"), first, "another byte, another version");
        fs::write(dir.join(WORKER), "no placeholder").unwrap();
        assert!(run(&[dir.to_string_lossy().into_owned()]).is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
