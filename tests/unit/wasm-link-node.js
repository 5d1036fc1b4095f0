// The game by link's wasm crate (crates/xiangqi-link-wasm) as the web modules expect it
// (an `init` to await, then the classes), built for Node by `cargo xtask test`
// (wasm-bindgen --target nodejs) into target/unit/link-pkg, or wherever
// XIANGQI_NODE_LINK_WASM points.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = process.env.XIANGQI_NODE_LINK_WASM ?? path.join(root, 'target', 'unit', 'link-pkg');
const wasm = createRequire(import.meta.url)(path.join(pkg, 'xiangqi_link_wasm.js'));

/** Node loads the module synchronously on require; nothing is left to wait for. */
export default async function init() {}

export const { Correspondence, peekGameLink, linkVocabulary } = wasm;
