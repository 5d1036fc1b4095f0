// This project's engine compiled to WebAssembly (the same xiangqi-wasm build and the
// same Engine.search call the page's worker uses), run under Node as a UCI engine so
// 'xiangqi match' can drive it:
//   xiangqi match "node tools/uci/wasm-uci.cjs" "node --no-experimental-fetch tools/uci/fairy-uci.cjs"
// Build the module first (see docs/strength.md):
//   cargo build --release --target wasm32-unknown-unknown -p xiangqi-wasm
//   wasm-bindgen --target nodejs --out-dir tools/uci/pkg target/wasm32-unknown-unknown/release/xiangqi_wasm.wasm
// The search runs synchronously, as in the worker, so 'stop' is read only after it ends.
// It evaluates with the project's network (crates/xiangqi/nets/xiangqi.nnue), as the
// page's Master and analysis do, or with '--net FILE' (or 'setoption name EvalFile value
// FILE') with another written by 'xiangqi train', or by hand with '--net none'.
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');
const { Engine } = require('./pkg/xiangqi_wasm.js');

const BUILT_IN = path.join(__dirname, '..', '..', 'crates', 'xiangqi', 'nets', 'xiangqi.nnue');
/** The network file named by `name` ('none', '<empty>' or '': none; '<built-in>': the project's). */
function readNetwork(name) {
  if (['none', '<empty>', ''].includes(name)) return null;
  return fs.readFileSync(name === '<built-in>' ? BUILT_IN : name);
}

const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
let hashMb = 16;
const netArg = process.argv.indexOf('--net');
let network = readNetwork(netArg > 0 ? process.argv[netArg + 1] : '<built-in>');

function newEngine() {
  const e = new Engine(hashMb, 0);
  if (network) e.setNetwork(network);
  return e;
}
let engine = newEngine();
let startFen = START_FEN;
let moves = [];
let rules = 'asian';

const say = (line) => process.stdout.write(`${line}\n`);

function setPosition(words) {
  const at = words.indexOf('moves');
  const setup = at >= 0 ? words.slice(0, at) : words;
  moves = at >= 0 ? words.slice(at + 1) : [];
  startFen = setup[0] === 'fen' ? setup.slice(1).join(' ') : START_FEN;
}

function go(words) {
  const limits = {};
  const clock = {};
  for (let i = 0; i < words.length; i += 1) {
    const value = Number(words[i + 1]);
    switch (words[i]) {
      case 'depth': limits.depth = value; break;
      case 'nodes': limits.nodes = value; break;
      case 'movetime': limits.movetimeMs = value; break;
      case 'wtime': clock.w = value; break;
      case 'btime': clock.b = value; break;
      default: break;
    }
  }
  const side = startFen.split(' ')[1] === 'b' ? moves.length % 2 === 0 : moves.length % 2 === 1;
  const left = side ? clock.b : clock.w;
  if (limits.movetimeMs === undefined && left !== undefined) limits.movetimeMs = left / 30;
  const result = engine.search(startFen, moves, rules, limits, (info) => {
    const score = info.score.kind === 'cp' ? `cp ${info.score.value}`
      : `mate ${Math.sign(info.score.value) * Math.ceil(Math.abs(info.score.value) / 2)}`;
    const nps = info.timeMs > 0 ? Math.round((info.nodes * 1000) / info.timeMs) : 0;
    say(`info depth ${info.depth} score ${score} nodes ${info.nodes} nps ${nps} time ${Math.round(info.timeMs)} pv ${info.pv.join(' ')}`);
  });
  say(`bestmove ${result.bestMove ?? '(none)'}`);
}

const input = readline.createInterface({ input: process.stdin });
input.on('line', (raw) => {
  const words = raw.trim().split(/\s+/);
  switch (words[0]) {
    case 'uci':
      say('id name Xiangqi (WebAssembly)');
      say('option name Hash type spin default 16 min 1 max 1024');
      say('option name Rules type combo default asian var asian var casual');
      say('option name EvalFile type string default <built-in>');
      say('uciok');
      break;
    case 'isready': say('readyok'); break;
    case 'ucinewgame': engine.newGame(); break;
    case 'setoption': {
      const text = words.slice(1).join(' ');
      const m = /^name (\S+) value (.+)$/.exec(text);
      if (m && m[1].toLowerCase() === 'hash') {
        hashMb = Number(m[2]) || 16;
        engine = newEngine();
      } else if (m && m[1].toLowerCase() === 'evalfile') {
        try {
          network = readNetwork(m[2].trim());
          engine = newEngine();
        } catch (error) {
          say(`info string ${error.message}`);
        }
      } else if (m && m[1].toLowerCase() === 'rules') {
        rules = m[2].trim().toLowerCase();
      }
      break;
    }
    case 'position': setPosition(words.slice(1)); break;
    case 'go': go(words.slice(1)); break;
    case 'quit': process.exit(0); break;
    default: break;
  }
});
// A closed stdin (the match runner or a GUI went away) ends the engine like 'quit'.
input.on('close', () => process.exit(0));
