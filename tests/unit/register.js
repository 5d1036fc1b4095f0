// `node --import ./unit/register.js`: lets the web modules run under Node. They import
// the wasm bindings as `…/xiangqi-wasm.js` (Trunk's output for the browser); here that
// name resolves to wasm-node.js, the same crate built by wasm-bindgen for Node (and
// `…/xiangqi-link-wasm.js`, a game by link's, to wasm-link-node.js), and the
// page's one compiled module (game/wasm-module.js) to wasm-module-node.js.

import { register } from 'node:module';

register('./resolve-wasm.js', import.meta.url);
