// The evaluation network: the file that Master, analysis, hints and draw answers evaluate
// with, trained on the engine's own games (crates/xiangqi/nets/xiangqi.nnue, its data and
// strength in docs/strength.md). The build writes it gzip-compressed (399 KB to 198 KB),
// as few hosts compress a file of its kind by themselves. It is fetched once per page and
// only once an engine has loaded (client.js asks for it then), so that a first visit's
// board and engine never wait behind it; the levels below Master play without it. A
// download that stalls is given up, and the engines play by hand until a later try, at
// most one a minute for the whole page, brings the file.

const NETWORK_URL = new URL('../../xiangqi.nnue.gzip', import.meta.url);
/** How a gzip stream begins. A host that sent the file with `Content-Encoding: gzip`
 *  has had the browser unpack it already. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** A download whose host has not answered in this long has stalled (ms); one that has
 *  answered must bring the whole file in BODY_MS. The file takes about a second on a slow
 *  phone network (and half a minute on the slowest); a request never answered took Master
 *  and the analysis with it for good. (The body is read whole, not piece by piece: a
 *  stream read by the page is cut off when the page is left, where a whole read finishes.) */
export const STALL_MS = 10000;
const BODY_MS = 60000;
/** After a failed download, how long the page waits before it tries again (ms). */
export const RETRY_MS = 60000;

let download = null;
/** The file's bytes once they are here. */
let downloaded = null;
/** When the last download failed (Date.now()), and why. */
let failed = null;

async function fetchNetwork() {
  const stop = new AbortController();
  let why = `nothing arrived for ${STALL_MS / 1000} s`;
  let timer = setTimeout(() => stop.abort(), STALL_MS);
  let bytes;
  try {
    const response = await fetch(NETWORK_URL, { signal: stop.signal });
    if (!response.ok) throw new Error(`${NETWORK_URL.pathname}: HTTP ${response.status}`);
    clearTimeout(timer);
    why = `the file did not come whole in ${BODY_MS / 1000} s`;
    timer = setTimeout(() => stop.abort(), BODY_MS);
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw stop.signal.aborted ? new Error(`${NETWORK_URL.pathname}: ${why}`) : error;
  } finally {
    clearTimeout(timer);
  }
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
 *  life). A failed download is tried again by the first to ask a minute after it failed;
 *  until then every ask fails at once with its reason. */
export function evaluationNetwork() {
  if (!download && failed && Date.now() - failed.at < RETRY_MS) return Promise.reject(failed.error);
  download ??= fetchNetwork().then(
    (bytes) => {
      failed = null;
      return (downloaded = bytes);
    },
    (error) => {
      download = null;
      failed = { at: Date.now(), error };
      throw error;
    },
  );
  return download;
}
