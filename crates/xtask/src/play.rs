//! `cargo xtask play`: build the web game with Trunk and serve it locally.

use std::env;

use crate::install;
use crate::process::{self, cargo, command, Result};
use crate::serve;

const DEFAULT_PORT: u16 = 8080;

pub fn run(args: &[String]) -> Result {
    let port = port(args)?;
    build()?;
    serve::serve(&process::root().join("dist"), port)
}

/// `cargo xtask serve`: serve what the last build left in dist/.
pub fn serve_built(args: &[String]) -> Result {
    let port = port(args)?;
    let dist = process::root().join("dist");
    if !dist.join("index.html").exists() {
        return Err("dist/index.html does not exist; 'cargo xtask play' builds it".into());
    }
    serve::serve(&dist, port)
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

fn port(args: &[String]) -> Result<u16> {
    match args {
        [] => Ok(env::var("PORT")
            .ok()
            .and_then(|p| p.parse().ok())
            .unwrap_or(DEFAULT_PORT)),
        [flag, value] if flag == "--port" => value
            .parse()
            .map_err(|_| format!("'{value}' is not a port number")),
        _ => Err(format!(
            "unexpected arguments {args:?}; only '--port N' is accepted"
        )),
    }
}
