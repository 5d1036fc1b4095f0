//! Takes the `name` custom section out of each WebAssembly module of a build: function
//! names for debuggers and profilers, which the page never reads, and a tenth of the
//! module the page and its worker download (57 KB of 585 KB). The linker's own `strip`
//! would drop them too, but with them the `target_features` section that wasm-bindgen
//! reads to learn which features the module uses, so this runs on wasm-bindgen's output.

use std::fs;
use std::path::Path;

/// Strips every `.wasm` file directly in `dir`; returns the bytes saved.
pub fn strip_dir(dir: &Path) -> std::result::Result<usize, String> {
    let mut saved = 0;
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|e| e == "wasm") {
            let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let stripped = without_names(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            saved += bytes.len() - stripped.len();
            fs::write(&path, stripped).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(saved)
}

/// The module `bytes` without its `name` sections; every other section is copied byte for
/// byte.
fn without_names(bytes: &[u8]) -> std::result::Result<Vec<u8>, String> {
    const HEADER: &[u8] = b"\0asm\x01\0\0\0";
    if !bytes.starts_with(HEADER) {
        return Err("not a WebAssembly module of version 1".into());
    }
    let mut out = HEADER.to_vec();
    let mut at = HEADER.len();
    while at < bytes.len() {
        let start = at;
        let id = bytes[at];
        at += 1;
        let size = leb128(bytes, &mut at)?;
        let end = at
            .checked_add(size)
            .filter(|&end| end <= bytes.len())
            .ok_or("a section runs past the end of the module")?;
        let is_names = id == 0 && {
            let mut name_at = at;
            let len = leb128(bytes, &mut name_at)?;
            bytes.get(name_at..name_at + len) == Some(b"name")
        };
        if !is_names {
            out.extend_from_slice(&bytes[start..end]);
        }
        at = end;
    }
    Ok(out)
}

/// An unsigned LEB128 number at `*at` (a section's size or a name's length), moving past it.
fn leb128(bytes: &[u8], at: &mut usize) -> std::result::Result<usize, String> {
    let mut value: usize = 0;
    for shift in (0..35).step_by(7) {
        let byte = *bytes.get(*at).ok_or("the module ends inside a number")?;
        *at += 1;
        value |= usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("a number longer than five bytes".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(id: u8, payload: &[u8]) -> Vec<u8> {
        let mut out = vec![id, payload.len() as u8];
        out.extend_from_slice(payload);
        out
    }

    fn custom(name: &str, data: &[u8]) -> Vec<u8> {
        let mut payload = vec![name.len() as u8];
        payload.extend_from_slice(name.as_bytes());
        payload.extend_from_slice(data);
        section(0, &payload)
    }

    #[test]
    fn only_the_name_sections_go() {
        let types = section(1, &[1, 0x60, 0, 0]);
        let features = custom("target_features", b"+\x0freference-types");
        let module: Vec<u8> = [
            b"\0asm\x01\0\0\0".to_vec(),
            types.clone(),
            custom("name", &[1, 2, 3, 4]),
            features.clone(),
            custom("name", &[]),
        ]
        .concat();
        let kept = [b"\0asm\x01\0\0\0".to_vec(), types, features].concat();
        assert_eq!(without_names(&module).unwrap(), kept);
        assert_eq!(without_names(&kept).unwrap(), kept, "nothing to take");
    }

    #[test]
    fn a_broken_module_is_refused() {
        assert!(without_names(b"not wasm").is_err());
        assert!(without_names(b"\0asm\x01\0\0\0\x01\x09\x00").is_err());
        assert!(without_names(b"\0asm\x01\0\0\0\x00\xff").is_err());
    }
}
