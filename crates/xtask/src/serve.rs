//! A static file server for dist/, on 127.0.0.1 only. Module workers and WebAssembly
//! need http:// (not file://) and the right content types; nothing more is needed.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use crate::process::Result;
use crate::relay;

/// What to serve, where.
pub struct Site {
    pub dir: PathBuf,
    pub bind: String,
    pub port: u16,
    /// The relay's port on this machine, named to the pages as they are served.
    pub relay_port: Option<u16>,
}

pub fn serve(site: &Site) -> Result {
    let Site { bind, port, .. } = site;
    let listener = TcpListener::bind((bind.as_str(), *port))
        .map_err(|e| format!("cannot listen on {bind}:{port}: {e}"))?;
    println!(
        "serving {} on http://{}:{port}/ (Ctrl-C stops)",
        site.dir.display(),
        if bind == "0.0.0.0" {
            "<this machine's address>"
        } else {
            bind
        }
    );
    if let Some(relay) = site.relay_port {
        println!("live games pass through the relay on port {relay}");
    }
    for stream in listener.incoming().flatten() {
        let dir = site.dir.clone();
        let relay = site.relay_port;
        std::thread::spawn(move || {
            // A client that hangs up mid-request is its own problem, not the server's.
            let _ = respond(stream, &dir, relay);
        });
    }
    Ok(())
}

fn respond(mut stream: TcpStream, dir: &Path, relay: Option<u16>) -> std::io::Result<()> {
    let mut request_line = String::new();
    let mut reader = BufReader::new(stream.try_clone()?);
    reader.read_line(&mut request_line)?;
    // Read the headers to the blank line so the client sees an orderly response; the
    // host the page was asked by is the relay's host too.
    let mut host = String::new();
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        if let Some((name, value)) = header.split_once(':') {
            if name.eq_ignore_ascii_case("host") {
                host = value.trim().to_owned();
            }
        }
        header.clear();
    }
    let mut words = request_line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    if method != "GET" {
        return write_response(&mut stream, "405 Method Not Allowed", "text/plain", b"");
    }
    match file_for(dir, target) {
        Some(path) => {
            let mut body = std::fs::read(&path)?;
            if let (Some(port), Some("html")) = (relay, path.extension().and_then(|e| e.to_str())) {
                body = with_relay(body, &host, port);
            }
            write_response(&mut stream, "200 OK", content_type(&path), &body)
        }
        None => write_response(&mut stream, "404 Not Found", "text/plain", b"not found\n"),
    }
}

/// A page with the relay named: on the host it was asked by (127.0.0.1, or the
/// machine's network address with --lan), at the relay's port.
fn with_relay(page: Vec<u8>, host: &str, port: u16) -> Vec<u8> {
    let Ok(html) = String::from_utf8(page.clone()) else {
        return page;
    };
    let hostname = match host.rsplit_once(':') {
        Some((name, maybe_port)) if maybe_port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    let hostname = if hostname.is_empty() {
        "127.0.0.1"
    } else {
        hostname
    };
    relay::with_setting(&html, &format!("ws://{hostname}:{port}"))
        .map(String::into_bytes)
        .unwrap_or(page)
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

    #[test]
    fn pages_name_the_relay_on_the_host_they_were_asked_by() {
        let page = b"<html><head></head></html>".to_vec();
        for (host, named) in [
            ("127.0.0.1:8080", "ws://127.0.0.1:8091"),
            ("192.168.1.20:8080", "ws://192.168.1.20:8091"),
            ("[::1]:8080", "ws://[::1]:8091"),
            ("localhost", "ws://localhost:8091"),
            ("", "ws://127.0.0.1:8091"),
        ] {
            let served = String::from_utf8(with_relay(page.clone(), host, 8091)).unwrap();
            assert!(
                served.contains(&format!("content=\"{named}\"")),
                "{host}: {served}"
            );
        }
        // A host header that is not a plain host leaves the page without a relay.
        let odd = with_relay(page.clone(), "a\"><script>:80", 8091);
        assert_eq!(odd, page);
    }
}
