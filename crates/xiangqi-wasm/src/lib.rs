//! wasm-bindgen bindings (in progress)
