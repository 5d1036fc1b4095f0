// The text of a record file in whichever encoding players keep it: UTF-8 (with or without
// a byte-order mark), UTF-16 (with or without one), or, for bytes that are not UTF-8, the
// GBK/GB18030 of mainland archives and desktop programs or the Big5 of Taiwan and Hong
// Kong: whichever of the two gives a record that `parses`. The browser's TextDecoder
// knows all of them.

/** How the binary record files start: XQStudio's `XQ` (and a 1024-byte header), and
 *  ChessBridge's game and library. */
const MAGIC = { cbr: 'CCBridge Record\0', cbl: 'CCBridgeLibrary\0' };

/** The binary record format `bytes` are in ('xqf', 'cbr' or 'cbl'), or null for text. A
 *  file that starts as XQF does is XQF however short, so that one cut short is said to be
 *  so (xiangqi::notation::records::binary_format decides alike). */
export function binaryFormat(bytes) {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const starts = (text) => [...text].every((c, i) => b[i] === c.charCodeAt(0));
  if (starts('XQ')) return 'xqf';
  return Object.keys(MAGIC).find((format) => starts(MAGIC[format])) ?? null;
}

/**
 * 'utf-16le' or 'utf-16be' for UTF-16 written without a byte-order mark, else null. A
 * record's text is mostly ASCII, which UTF-16 writes with a zero byte after (LE) or before
 * (BE) each character; no 8-bit encoding has zero bytes in text at all. Read from the
 * first 1,000 bytes, as convert.rs reads it.
 */
export function utf16Without(b) {
  const head = b.subarray(0, Math.min(b.length, 1000) & ~1);
  if (head.length < 4) return null;
  let even = 0;
  let odd = 0;
  head.forEach((byte, i) => {
    if (byte === 0) i % 2 === 0 ? (even += 1) : (odd += 1);
  });
  const pairs = head.length / 2;
  if (odd > pairs * 0.3 && even === 0) return 'utf-16le';
  if (even > pairs * 0.3 && odd === 0) return 'utf-16be';
  return null;
}

/** GB18030 bytes as text: the strings and comments of XQStudio's and ChessBridge's files. */
export const gb18030 = (bytes) => new TextDecoder('gb18030').decode(bytes);

/** Encodings tried, in order, for bytes that are not UTF-8. */
const LEGACY = ['gb18030', 'big5'];

/**
 * `bytes` (an ArrayBuffer or typed array) as text. `parses(text)` says whether a reading is
 * a record the page can open; when no legacy reading parses, the first is given, so the
 * import names the problem in it.
 */
export function decodeRecord(bytes, parses) {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le').decode(b.subarray(2));
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be').decode(b.subarray(2));
  const unmarked = utf16Without(b);
  if (unmarked) return new TextDecoder(unmarked).decode(b);
  try {
    // A UTF-8 byte-order mark is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    const readings = LEGACY.map((label) => new TextDecoder(label).decode(b));
    return readings.find(parses) ?? readings[0];
  }
}
