//! `cargo xtask play`: build the web game with Trunk and serve it locally, with the relay
//! live games pass through beside it.

use std::env;

use crate::install;
use crate::process::{self, cargo, command, Result};
use crate::relay;
use crate::serve::{self, Site};

const DEFAULT_PORT: u16 = 8080;

pub fn run(args: &[String]) -> Result {
    let options = Options::read(args)?;
    build()?;
    serve_with_relay(options)
}

/// `cargo xtask serve`: serve what the last build left in dist/.
pub fn serve_built(args: &[String]) -> Result {
    let options = Options::read(args)?;
    if !process::root().join("dist/index.html").exists() {
        return Err("dist/index.html does not exist; 'cargo xtask play' builds it".into());
    }
    serve_with_relay(options)
}

fn serve_with_relay(options: Options) -> Result {
    // Loopback unless asked: a relay on the network is for devices at home, on purpose.
    let bind = if options.lan { "0.0.0.0" } else { "127.0.0.1" };
    let mut relay = relay::start(bind, options.relay_port)?;
    let site = Site {
        dir: process::root().join("dist"),
        bind: bind.into(),
        port: options.port,
        relay_port: Some(options.relay_port),
    };
    let served = serve::serve(&site);
    let _ = relay.kill();
    served
}

/// Installs the web tool chain when missing and builds the page into dist/.
pub fn build() -> Result {
    if !process::root().join("web/index.html").exists() {
        return Err(
            "the game page is not built yet: web/index.html does not exist \
                    (it arrives with the browser game, issue 3)"
                .into(),
        );
    }
    install::rust_target("wasm32-unknown-unknown")?;
    install::wasm_bindgen_cli()?;
    install::trunk()?;
    // Trunk builds offline: fetch the crates first, and keep it from looking for updates.
    process::run(cargo().args(["fetch", "--locked"]))?;
    process::run(
        command("trunk")
            .args(["build", "--release"])
            .env("TRUNK_SKIP_VERSION_CHECK", "true"),
    )
}

struct Options {
    port: u16,
    relay_port: u16,
    lan: bool,
}

impl Options {
    fn read(args: &[String]) -> Result<Options> {
        let mut options = Options {
            port: env::var("PORT")
                .ok()
                .and_then(|p| p.parse().ok())
                .unwrap_or(DEFAULT_PORT),
            relay_port: relay::DEFAULT_PORT,
            lan: false,
        };
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let mut port = || {
                let value = args.next().map(String::as_str).unwrap_or_default();
                value
                    .parse()
                    .map_err(|_| format!("{flag} needs a port number, got '{value}'"))
            };
            match flag.as_str() {
                "--port" => options.port = port()?,
                "--relay-port" => options.relay_port = port()?,
                "--lan" => options.lan = true,
                other => {
                    return Err(format!(
                        "unexpected argument '{other}'; '--port N', '--relay-port N' and \
                         '--lan' are accepted"
                    ))
                }
            }
        }
        Ok(options)
    }
}
