// Where this page's live games meet: the relay a site owner named in the built page
// (<meta name="xiangqi-relay" content="wss://…">), or, for tests and play at home, one on
// this machine named in the address (`relay=ws://127.0.0.1:PORT`). An address can never
// send a player to someone else's server: a relay it names is taken on loopback only.
// A page with neither makes no connection at all.

/** The relay the page's build names, or null. */
export function siteRelay(doc = document) {
  const named = doc.querySelector('meta[name="xiangqi-relay"]')?.getAttribute('content') ?? '';
  return webSocketUrl(named);
}

/** `text` as a ws:// or wss:// address without a query or fragment, or null. */
function webSocketUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!['ws:', 'wss:'].includes(url.protocol) || url.username || url.password) return null;
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/$/, '');
}

/** Is `url`'s host this machine? */
function onLoopback(url) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The relay an address names (`relay=…`), if it is one on this machine; else null. */
export function loopbackRelay(text) {
  const url = text && webSocketUrl(text);
  return url && onLoopback(url) ? url : null;
}

/** The relay for a game: the one an address named (loopback only), else the site's. */
export function relayFor(named, doc = document) {
  return loopbackRelay(named) ?? siteRelay(doc);
}

/** The address of seat `seat` in room `room` at `relay`. */
export function roomAddress(relay, room, seat) {
  return `${relay}/room/${room}?seat=${seat}`;
}

/** 16 random bytes in base64url: a room's id, or a seat's key. */
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An id of the form the relay takes. */
export const isKey = (text) => typeof text === 'string' && /^[\w-]{16,64}$/.test(text);

/** The fragment of a room link: `#live=<room>`, and the relay when the address named one
 *  (the friend's page needs it to find the same relay on a test machine). */
export function roomFragment(room, named) {
  return named ? `live=${room}&relay=${encodeURIComponent(named)}` : `live=${room}`;
}

/** `{room, relay}` of a room link's fragment (`#live=…`), or null when it holds none. */
export function roomIn(hash) {
  if (!hash.startsWith('#live=')) return null;
  const params = new URLSearchParams(hash.slice(1));
  const room = params.get('live');
  if (!isKey(room)) return null;
  return { room, relay: loopbackRelay(params.get('relay')) };
}
