// A link as a QR code, drawn on the page: a phone's camera reads the game off the other
// device's screen. The encoder is the `qr` package (Paul Miller, MIT; vendor/qr.js, its
// index.js as published, version pinned in tests/package.json), loaded only when a
// player asks for a QR code.

import encodeQR from '../vendor/qr.js';

/** `text` as a QR code in SVG markup: medium error correction (a phone reads it off a
 *  screen at an angle), and the four-module quiet zone the standard asks for. */
export function qrSvg(text) {
  return encodeQR(text, 'svg', { ecc: 'medium', border: 4 });
}
