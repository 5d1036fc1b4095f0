// The evaluation network: the file that Master, analysis, hints and draw answers evaluate
// with, trained on the engine's own games (crates/xiangqi/nets/xiangqi.nnue, its data and
// strength in docs/strength.md). The build writes it gzip-compressed (399 KB to 198 KB),
// as few hosts compress a file of its kind by themselves. It is fetched once per page and
// only once an engine has loaded (client.js asks for it then), so that a first visit's
// board and engine never wait behind it; the levels below Master play without it.

const NETWORK_URL = new URL('../../xiangqi.nnue.gzip', import.meta.url);
/** How a gzip stream begins. A host that sent the file with `Content-Encoding: gzip`
 *  has had the browser unpack it already. */
const GZIP_MAGIC = [0x1f, 0x8b];

let download = null;
/** The file's bytes once they are here. */
let downloaded = null;

async function fetchNetwork() {
  const response = await fetch(NETWORK_URL);
  if (!response.ok) throw new Error(`${NETWORK_URL.pathname}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(unpacked).arrayBuffer();
}

/** The network's bytes if the page has them already, else null. */
export function downloadedNetwork() {
  return downloaded;
}

/** The network file's bytes (a promise of an ArrayBuffer; one download for the page's
 *  life). A failed download is not kept: the next worker's asks again. */
export function evaluationNetwork() {
  download ??= fetchNetwork().then(
    (bytes) => (downloaded = bytes),
    (error) => {
      download = null;
      throw error;
    },
  );
  return download;
}
