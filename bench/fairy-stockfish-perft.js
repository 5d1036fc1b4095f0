// Fairy-Stockfish's WebAssembly build (npm fairy-stockfish-nnue.wasm) running
// `go perft N` from the Xiangqi start position. Prints the same line as
// `xiangqi bench perft`: 'LEAVES leaves in SECONDS s: RATE M leaves/s (perft N)'.
// Run with `node --no-experimental-fetch`, or its loader fails on a file URL.
const depth = Number(process.argv[2] || 5);

(async () => {
  const engine = await require('fairy-stockfish-nnue.wasm/stockfish.js')();
  let started = null;
  engine.addMessageListener((line) => {
    if (line === 'readyok' && started === null) {
      // Time only the perft, not start-up and variant set-up.
      started = performance.now();
      engine.postMessage(`go perft ${depth}`);
    }
    const done = /^Nodes searched: (\d+)/.exec(line);
    if (done) {
      const seconds = (performance.now() - started) / 1000;
      const leaves = Number(done[1]);
      const rate = (leaves / seconds / 1e6).toFixed(2);
      console.log(`${leaves} leaves in ${seconds.toFixed(3)} s: ${rate} M leaves/s (perft ${depth})`);
      process.exit(0);
    }
  });
  engine.postMessage('uci');
  engine.postMessage('setoption name UCI_Variant value xiangqi');
  engine.postMessage('position startpos');
  engine.postMessage('isready');
})();
