//! A static file server for dist/, on 127.0.0.1 only. Module workers and WebAssembly
//! need http:// (not file://) and the right content types; nothing more is needed.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use crate::process::Result;

pub fn serve(dir: &Path, port: u16) -> Result {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    println!(
        "serving {} on http://127.0.0.1:{port}/ (Ctrl-C stops)",
        dir.display()
    );
    for stream in listener.incoming().flatten() {
        let dir = dir.to_path_buf();
        std::thread::spawn(move || {
            // A client that hangs up mid-request is its own problem, not the server's.
            let _ = respond(stream, &dir);
        });
    }
    Ok(())
}

fn respond(mut stream: TcpStream, dir: &Path) -> std::io::Result<()> {
    let mut request_line = String::new();
    let mut reader = BufReader::new(stream.try_clone()?);
    reader.read_line(&mut request_line)?;
    // Read the headers to the blank line so the client sees an orderly response.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut words = request_line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    if method != "GET" {
        return write_response(&mut stream, "405 Method Not Allowed", "text/plain", b"");
    }
    match file_for(dir, target) {
        Some(path) => {
            let body = std::fs::read(&path)?;
            write_response(&mut stream, "200 OK", content_type(&path), &body)
        }
        None => write_response(&mut stream, "404 Not Found", "text/plain", b"not found\n"),
    }
}

/// The file a request path names inside `dir`; never a path outside it.
fn file_for(dir: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let relative = Path::new(path.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let mut file = dir.join(relative);
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn write_response(
    stream: &mut TcpStream,
    status: &str,
    content_type: &str,
    body: &[u8],
) -> std::io::Result<()> {
    // One request per connection keeps the server simple; browsers cope.
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serves_files_inside_the_directory_only() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("pkg")).unwrap();
        std::fs::write(dir.join("index.html"), "<p>").unwrap();
        std::fs::write(dir.join("pkg/game.wasm"), "\0asm").unwrap();
        assert_eq!(file_for(&dir, "/"), Some(dir.join("index.html")));
        assert_eq!(
            file_for(&dir, "/pkg/game.wasm?v=1"),
            Some(dir.join("pkg/game.wasm"))
        );
        assert_eq!(file_for(&dir, "/missing.js"), None);
        assert_eq!(file_for(&dir, "/pkg/../../etc/passwd"), None);
        assert_eq!(file_for(&dir, "//etc/passwd"), None);
        assert_eq!(content_type(&dir.join("pkg/game.wasm")), "application/wasm");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
