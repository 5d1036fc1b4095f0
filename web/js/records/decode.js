// The text of a record file in whichever encoding players keep it: UTF-8 (with or without
// a byte-order mark), UTF-16 with a byte-order mark, or, for bytes that are not UTF-8, the
// GBK/GB18030 of mainland archives and desktop programs or the Big5 of Taiwan and Hong
// Kong: whichever of the two gives a record that `parses`. The browser's TextDecoder
// knows all of them.

/** How the binary record files start: XQStudio's `XQ` (and a 1024-byte header), and
 *  ChessBridge's game and library. */
const MAGIC = { cbr: 'CCBridge Record\0', cbl: 'CCBridgeLibrary\0' };

/** The binary record format `bytes` are in ('xqf', 'cbr' or 'cbl'), or null for text. */
export function binaryFormat(bytes) {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const starts = (text) => [...text].every((c, i) => b[i] === c.charCodeAt(0));
  if (b.length >= 1024 && starts('XQ')) return 'xqf';
  return Object.keys(MAGIC).find((format) => starts(MAGIC[format])) ?? null;
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
  try {
    // A UTF-8 byte-order mark is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    const readings = LEGACY.map((label) => new TextDecoder(label).decode(b));
    return readings.find(parses) ?? readings[0];
  }
}
