//! The relay live games pass through, as `cargo xtask play` runs it beside the page, and
//! the one setting that tells a built page where its relay is: a
//! `<meta name="xiangqi-relay" content="wss://…">` in index.html, written by the build
//! from `XIANGQI_RELAY` (docs/deploy.md), or by `cargo xtask play` as it serves.

use std::path::{Path, PathBuf};
use std::process::Child;

use crate::process::{self, cargo, command, Result};

/// The relay's port beside the page's.
pub const DEFAULT_PORT: u16 = 8091;

/// The build-time setting: the relay's address for the pages of this build.
pub const SETTING: &str = "XIANGQI_RELAY";

/// Builds the relay (release: it is what two players use) and starts it.
pub fn start(bind: &str, port: u16) -> Result<Child> {
    process::run(cargo().args(["build", "--release", "-p", "xiangqi-relay"]))?;
    let binary = binary("release");
    command(&binary)
        .args(["--bind", bind, "--port", &port.to_string()])
        .spawn()
        .map_err(|e| format!("could not start {}: {e}", binary.display()))
}

/// The relay binary of a cargo profile's build.
pub fn binary(profile: &str) -> PathBuf {
    process::target_dir()
        .join(profile)
        .join(format!("xiangqi-relay{}", std::env::consts::EXE_SUFFIX))
}

/// Post-build: the relay named by `XIANGQI_RELAY`, if any, written into index.html.
pub fn write_setting(dir: &Path) -> Result {
    let Some(address) = std::env::var(SETTING).ok().filter(|a| !a.is_empty()) else {
        return Ok(());
    };
    let page = dir.join("index.html");
    let html = std::fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
    let with = with_setting(&html, &address)?;
    std::fs::write(&page, with).map_err(|e| format!("{}: {e}", page.display()))?;
    println!("post-build: the page's relay is {address}");
    Ok(())
}

/// `html` with the relay setting in its head; an address that is not a plain `ws://` or
/// `wss://` URL is refused rather than written into the page.
pub fn with_setting(html: &str, address: &str) -> Result<String> {
    let plain = address
        .chars()
        .all(|c| c.is_ascii_graphic() && !"\"'<>&\\".contains(c));
    if !(address.starts_with("ws://") || address.starts_with("wss://")) || !plain {
        return Err(format!(
            "{SETTING}='{address}': the relay's address is a ws:// or wss:// URL"
        ));
    }
    if html.contains(r#"name="xiangqi-relay""#) {
        return Ok(html.to_owned());
    }
    let head_end = html
        .find("</head>")
        .ok_or("the page has no </head> to put the relay setting in")?;
    let meta = format!("<meta name=\"xiangqi-relay\" content=\"{address}\">\n");
    Ok(format!("{}{meta}{}", &html[..head_end], &html[head_end..]))
}

#[cfg(test)]
mod tests {
    use super::with_setting;

    #[test]
    fn the_setting_goes_in_the_head_once_and_only_as_a_websocket_url() {
        let page = "<html><head><title>x</title></head><body></body></html>";
        let set = with_setting(page, "wss://relay.example/xiangqi").unwrap();
        assert!(set.contains(
            "<meta name=\"xiangqi-relay\" content=\"wss://relay.example/xiangqi\">\n</head>"
        ));
        assert_eq!(with_setting(&set, "ws://127.0.0.1:8091").unwrap(), set);
        for bad in [
            "https://relay.example",
            "wss://relay.example/\"><script>",
            "ws://a b",
            "",
        ] {
            assert!(with_setting(page, bad).is_err(), "{bad}");
        }
    }
}
