// Text as GBK bytes, for the desktop programs that read records only in GBK, and for the
// strings and comments of XQF files. The browser's TextEncoder writes UTF-8 only, but its
// TextDecoder knows GBK: the table is made once, on first use, by decoding every
// two-byte GBK code in one pass, so no table is downloaded.

/** The trail bytes of a two-byte GBK code: 0x40 to 0xFE, except 0x7F. */
const TRAILS = Array.from({ length: 0xff - 0x40 }, (_, i) => 0x40 + i).filter((b) => b !== 0x7f);
const LEADS = Array.from({ length: 0xff - 0x81 }, (_, i) => 0x81 + i);

/** Each character's two-byte code, as lead × 256 + trail. */
let codes = null;

function table() {
  if (codes) return codes;
  const bytes = new Uint8Array(LEADS.length * TRAILS.length * 2);
  let at = 0;
  for (const lead of LEADS) {
    for (const trail of TRAILS) {
      bytes[at++] = lead;
      bytes[at++] = trail;
    }
  }
  // Every two-byte code decodes to one character of the Basic Multilingual Plane, so
  // the text has one UTF-16 unit per code, in the same order; a decoder that differs is
  // asked code by code.
  const decoder = new TextDecoder('gbk');
  const text = decoder.decode(bytes);
  const charOf = text.length === bytes.length / 2 ? (i) => text[i] : (i) => decoder.decode(bytes.subarray(2 * i, 2 * i + 2));
  codes = new Map();
  for (let i = 0; i < bytes.length / 2; i++) {
    const char = charOf(i);
    if (char.length === 1 && char !== '\ufffd' && !codes.has(char)) codes.set(char, (bytes[2 * i] << 8) | bytes[2 * i + 1]);
  }
  return codes;
}

/** `text` as GBK bytes; a character GBK does not have is written as `?`. */
export function encodeGbk(text) {
  const out = [];
  const gbk = table();
  for (const char of text) {
    const point = char.codePointAt(0);
    if (point < 0x80) {
      out.push(point);
      continue;
    }
    const code = gbk.get(char);
    if (code === undefined) out.push(0x3f);
    else out.push(code >> 8, code & 0xff);
  }
  return Uint8Array.from(out);
}
