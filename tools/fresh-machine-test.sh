#!/usr/bin/env bash
# Times `cargo xtask test` as a fresh machine would run it, as far as a used one can be
# made fresh without touching what it has installed: an empty CARGO_HOME (every crate
# downloaded, Trunk and wasm-bindgen-cli built, no tool of ours on PATH: only rustup's
# proxies), an empty npm cache, pip without its cache, and a fresh clone of this
# repository's HEAD. The Rust toolchain, its wasm targets and Debian's Chromium stay as
# they are. Usage: tools/fresh-machine-test.sh [WORK_DIR] (default /tmp/fresh; emptied).
# Figures: docs/performance.md, "The test suite".
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=${1:-/tmp/fresh}
rustup_bin=$(dirname "$(command -v rustup)")
rm -rf "$work" && mkdir -p "$work/proxies" "$work/cargo"
for tool in cargo rustc rustdoc rustup cargo-clippy clippy-driver rustfmt cargo-fmt; do
  ln -s "$rustup_bin/rustup" "$work/proxies/$tool"
done
export RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
export CARGO_HOME=$work/cargo
export npm_config_cache=$work/npm-cache
export PIP_NO_CACHE_DIR=1
# PATH without the directory that holds the installed tools.
PATH=$(tr ':' '\n' <<<"$PATH" | grep -vxF "$rustup_bin" | paste -sd:)
export PATH=$work/cargo/bin:$work/proxies:$PATH
if command -v trunk >/dev/null || command -v wasm-bindgen >/dev/null; then
  echo "trunk or wasm-bindgen is still on PATH: not a fresh machine" >&2
  exit 1
fi
git clone -q "$repo" "$work/repo"
cd "$work/repo"
git log --oneline -1
start=$(date +%s)
status=0
cargo xtask test || status=$?
echo "cargo xtask test: exit $status, $(( $(date +%s) - start )) s from the clone to the end"
exit $status
