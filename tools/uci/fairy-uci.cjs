// Fairy-Stockfish as a UCI engine speaking this project's ICCS squares, so 'xiangqi
// match' can play against it: its WebAssembly build (npm fairy-stockfish-nnue.wasm),
//   xiangqi match ours "node --no-experimental-fetch tools/uci/fairy-uci.cjs"
// or a native build (tools/fairy/build-native.sh makes one from its source),
//   xiangqi match ours "node tools/uci/fairy-uci.cjs --native /path/to/fairy-stockfish"
// Fairy-Stockfish numbers ranks 1-10 where ICCS uses 0-9: moves are converted here,
// at the edge, in both directions. FEN needs no change (it has no rank numbers).
// It plays Xiangqi with its classical evaluation (no NNUE file), Skill Level 20.
const readline = require('node:readline');
const { spawn } = require('node:child_process');

const shift = (text, by) =>
  text.replace(/([a-i])(10|[0-9])/g, (_, file, rank) => file + (Number(rank) + by));
const toFairy = (move) => shift(move, 1);
const fromFairy = (move) => shift(move, -1);

/** The native program at `path`, behind the same two calls as the WebAssembly build. */
function native(path) {
  const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  const listeners = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => listeners.forEach((l) => l(line)));
  child.on('exit', (code) => process.exit(code ?? 1));
  return {
    addMessageListener: (listener) => listeners.push(listener),
    postMessage: (line) => child.stdin.write(`${line}\n`),
  };
}

(async () => {
  const at = process.argv.indexOf('--native');
  const engine = at >= 0 ? native(process.argv[at + 1]) : await require('fairy-stockfish-nnue.wasm/stockfish.js')();
  engine.addMessageListener((line) => {
    if (line.startsWith('bestmove')) {
      const [, best, , ponder] = line.split(/\s+/);
      const move = best && best !== '(none)' ? fromFairy(best) : '(none)';
      console.log(`bestmove ${move}${ponder ? ` ponder ${fromFairy(ponder)}` : ''}`);
    } else if (line.startsWith('info') && line.includes(' pv ')) {
      const [head, pv] = line.split(' pv ');
      console.log(`${head} pv ${pv.split(' ').map(fromFairy).join(' ')}`);
    } else {
      console.log(line);
    }
  });

  const input = readline.createInterface({ input: process.stdin });
  for await (const raw of input) {
    const line = raw.trim();
    if (line === 'quit') break;
    if (line.startsWith('position')) {
      const at = line.indexOf(' moves ');
      if (at >= 0) {
        const moves = line.slice(at + 7).trim().split(/\s+/).map(toFairy).join(' ');
        engine.postMessage(`${line.slice(0, at)} moves ${moves}`);
        continue;
      }
    }
    if (line.startsWith('setoption name UCI_Variant')) continue;
    engine.postMessage(line);
    // The variant must be chosen after 'uci' (set before, it is lost).
    if (line === 'uci') {
      engine.postMessage('setoption name UCI_Variant value xiangqi');
      engine.postMessage('setoption name Skill Level value 20');
      // The same table as ours (tools/uci/wasm-uci.cjs and the page's worker: 16 MB).
      engine.postMessage('setoption name Hash value 16');
    }
  }
  engine.postMessage('quit');
  // The native program exits on 'quit', and this process with it.
  if (at < 0) process.exit(0);
})();
