// Runs a wasm32-wasip1 build under Node's WASI: the `xiangqi` CLI, so the benchmark
// measures the same Rust perft code as WebAssembly,
//   node wasi-run.mjs xiangqi.wasm bench perft
// and the rules crate's unit tests, as cargo's runner for that target (cargo xtask test).
import { readFile } from 'node:fs/promises';
import { argv } from 'node:process';
import { WASI } from 'node:wasi';

const [wasmPath, ...args] = argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['xiangqi', ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
