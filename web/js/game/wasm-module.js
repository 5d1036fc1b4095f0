// The rules' WebAssembly, fetched and compiled once per page: the page's own rules
// (wasm.js) and every engine worker (engine/client.js hands it over) instantiate this one
// compiled module, so a first visit downloads the 200 KB once, not once per worker, and a
// worker started again after a crash does not fetch it again.

const WASM_URL = new URL('../../xiangqi-wasm_bg.wasm', import.meta.url);

let compiled = null;

/** Compiles while it downloads when the host says it is wasm; from the whole body when
 *  it does not (compileStreaming refuses any other content type). */
async function compile() {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`${WASM_URL.pathname}: HTTP ${response.status}`);
  if (response.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The compiled module (a promise; one fetch for the page's life). A failed fetch is not
 *  kept: the next call tries again, as a Retry after a lost network should. */
export function wasmModule() {
  compiled ??= compile().catch((error) => {
    compiled = null;
    throw error;
  });
  return compiled;
}
