// game/wasm-module.js under Node: the bindings of wasm-node.js load their module when
// required, so there is no compiled module to fetch or hand over.

export async function wasmModule() {
  return null;
}
