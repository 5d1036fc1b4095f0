//! Part of Trunk's post-build hook, last: a `.gz` and a `.br` copy beside each file of the
//! build that compresses (text and wasm; fonts and images are compressed already), for
//! hosts that serve a file's precompressed copy to a browser that accepts it (nginx's
//! `gzip_static` and `brotli_static`, Caddy's `precompressed`; README, "Deploying").
//! Both at their best settings, which a host compressing each answer on the fly cannot
//! afford: brotli's is about a fifth smaller than gzip's for the wasm.

use std::fs;
use std::io::Write;
use std::path::Path;

use crate::process::Result;

/// The files worth compressing, by their ending.
const COMPRESSIBLE: [&str; 8] = [
    "html",
    "js",
    "css",
    "json",
    "svg",
    "wasm",
    "webmanifest",
    "txt",
];
/// The copies' endings; files with them are never compressed again.
pub const COPIES: [&str; 2] = ["gz", "br"];

/// The bytes of the build's compressible files, and of their copies.
#[derive(Default)]
pub struct Sizes {
    pub files: usize,
    pub plain: usize,
    pub gzip: usize,
    pub brotli: usize,
}

/// Writes `name.gz` and `name.br` beside each compressible file under `dir`.
pub fn write(dir: &Path) -> Result<Sizes> {
    let mut sizes = Sizes::default();
    walk(dir, &mut sizes)?;
    Ok(sizes)
}

fn walk(dir: &Path, sizes: &mut Sizes) -> Result {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            walk(&path, sizes)?;
            continue;
        }
        let ending = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if !COMPRESSIBLE.contains(&ending) {
            continue;
        }
        let plain = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let (gzip, brotli) = (gzip(&plain)?, brotli(&plain)?);
        for (copy, bytes) in COPIES.iter().zip([&gzip, &brotli]) {
            let mut name = path.clone().into_os_string();
            name.push(format!(".{copy}"));
            fs::write(&name, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        sizes.files += 1;
        sizes.plain += plain.len();
        sizes.gzip += gzip.len();
        sizes.brotli += brotli.len();
    }
    Ok(())
}

pub fn gzip(plain: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(plain).map_err(|e| e.to_string())?;
    encoder.finish().map_err(|e| e.to_string())
}

fn brotli(plain: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &plain[..], &mut out, &params).map_err(|e| e.to_string())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn copies_decompress_to_the_file_and_only_text_and_wasm_get_them() {
        let dir = std::env::temp_dir().join(format!("xiangqi-compress-{}", std::process::id()));
        fs::create_dir_all(dir.join("js")).unwrap();
        let script = "export const board = '車馬象士將士象馬車';\n".repeat(50);
        fs::write(dir.join("js/a.js"), &script).unwrap();
        fs::write(dir.join("font.woff2"), b"wOF2 already compressed").unwrap();
        let sizes = write(&dir).unwrap();
        assert_eq!((sizes.files, sizes.plain), (1, script.len()));
        assert!(sizes.brotli < sizes.gzip && sizes.gzip < script.len() / 10);

        let mut unzipped = String::new();
        let gz = fs::read(dir.join("js/a.js.gz")).unwrap();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut unzipped)
            .unwrap();
        let mut unbrotlied = String::new();
        let br = fs::read(dir.join("js/a.js.br")).unwrap();
        brotli::Decompressor::new(&br[..], 4096)
            .read_to_string(&mut unbrotlied)
            .unwrap();
        assert_eq!(
            (unzipped.as_str(), unbrotlied.as_str()),
            (script.as_str(), script.as_str())
        );
        assert!(!dir.join("font.woff2.gz").exists() && !dir.join("font.woff2.br").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
