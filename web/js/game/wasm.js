// The rules on the page's thread: the same wasm module the worker uses, loaded once.

import init, { Game, importRecord, fenProblem } from '../../xiangqi-wasm.js';

export const wasmReady = init();
export { Game, importRecord, fenProblem };
