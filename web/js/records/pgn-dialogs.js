// Record export (file or clipboard: PGN with moves in Chinese, WXF or ICCS, or a DhtmlXQ
// block, as UTF-8 or GBK; an XQF file; or the position as an image) and, through
// import-dialog.js, import (pasted text, or a file chosen or dropped on the board, in
// UTF-8, UTF-16, GBK or Big5; PGN in any notation, DhtmlXQ in any of the shapes pages
// carry it, XQF, CBR, CBL or a FEN).

import { t } from '../i18n/index.js';
import { attachImport } from './import-dialog.js';
import { encodeGbk } from './gbk.js';
import { boardSvg, pngOf } from './board-image.js';
import { pgnDate } from './pgn-date.js';

const $ = (id) => document.getElementById(id);

/**
 * `host.session()` gives the game in play, `host.board()` the board's SVG (for an image of
 * the position shown), `host.notation()` the page's notation
 * (`chinese`, `wxf` or `iccs`), `host.players()` `{red, black}` names, and
 * `host.load(imported)` starts the imported game (it may throw, e.g. on a bad record),
 * `host.say(text, tone)` says what happened.
 */
export function attachRecords(host) {
  const exportDialog = $('export-dialog');
  const exportText = $('export-text');
  const exportNotation = $('export-notation');
  const exportFormat = $('export-format');
  const exportEncoding = $('export-encoding');

  /** The tags written: a record's own (its event, players, date, ECCO…), else the page's. */
  const tags = () => {
    const { red, black } = host.players();
    return { Event: 'Xiangqi', Date: pgnDate(), Red: red, Black: black, ...host.session().tags };
  };
  /** The game as text in the format chosen: PGN in the notation chosen, or a DhtmlXQ block. */
  const currentText = () => {
    const session = host.session();
    if (exportFormat.value === 'dhtmlxq') return session.game.dhtmlxq(tags(), session.variations, session.comments);
    const notation = exportNotation.value === 'chinese' ? host.chineseNotation() : exportNotation.value;
    return session.game.pgn(notation, tags(), session.variations, session.evals(), session.comments);
  };
  const binary = () => exportFormat.value === 'xqf';
  const image = () => ['png', 'svg'].includes(exportFormat.value);
  /** The position on the board as an image file: the SVG's text, or a PNG drawn from it. */
  const imageFile = async () => {
    const svg = await boardSvg(host.board(), new URL('fonts/xiangqi-kai.woff2', document.baseURI).href);
    if (exportFormat.value === 'svg') return { data: svg, type: 'image/svg+xml', extension: 'svg' };
    return { data: await pngOf(svg), type: 'image/png', extension: 'png' };
  };
  const preview = $('export-preview');
  const showExport = async () => {
    // DhtmlXQ writes moves as digits, XQF is bytes and an image is a picture: only PGN
    // has a notation, only text has an encoding and a text to copy.
    const text = !binary() && !image();
    $('export-notation-field').hidden = exportFormat.value !== 'pgn';
    $('export-encoding-field').hidden = $('export-text-field').hidden = $('export-copy').hidden = !text;
    $('export-binary').hidden = !binary();
    exportText.value = text ? currentText() : '';
    $('export-status').textContent = '';
    // The preview's image is made only while an image is chosen: no page content is an
    // image otherwise.
    const shown = preview.querySelector('img');
    if (shown) URL.revokeObjectURL(shown.src);
    preview.replaceChildren();
    preview.hidden = true;
    if (!image()) return;
    try {
      const { data, type } = await imageFile();
      const img = document.createElement('img');
      img.src = URL.createObjectURL(new Blob([data], { type }));
      img.alt = t('record.previewAlt');
      preview.append(img);
      preview.hidden = false;
    } catch {
      $('export-status').textContent = t('record.imageFailed');
    }
  };
  /** The file to download: its bytes, type and extension. */
  const exportFile = async () => {
    if (image()) return imageFile();
    if (binary()) {
      const session = host.session();
      return { data: session.game.xqf(tags(), session.variations, session.comments, encodeGbk), type: 'application/octet-stream', extension: 'xqf' };
    }
    const pgn = exportFormat.value === 'pgn';
    const gbk = exportEncoding.value === 'gbk';
    const data = gbk ? encodeGbk(exportText.value) : exportText.value;
    const type = `${pgn ? 'application/x-chess-pgn' : 'text/plain'};charset=${gbk ? 'gbk' : 'utf-8'}`;
    return { data, type, extension: pgn ? 'pgn' : 'txt' };
  };

  $('record-export').addEventListener('click', () => {
    exportNotation.value = host.notation();
    showExport();
    exportDialog.showModal();
  });
  exportNotation.addEventListener('change', showExport);
  exportFormat.addEventListener('change', showExport);
  $('export-download').addEventListener('click', async () => {
    const { data, type, extension } = await exportFile();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([data], { type }));
    link.download = `xiangqi-${pgnDate().replaceAll('.', '-')}.${extension}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  $('export-copy').addEventListener('click', async () => {
    const status = $('export-status');
    try {
      await navigator.clipboard.writeText(exportText.value);
      status.textContent = t('record.copied');
    } catch {
      exportText.select();
      status.textContent = t('record.copyFailed');
    }
  });

  for (const button of document.querySelectorAll('[data-close-dialog]')) {
    button.addEventListener('click', () => button.closest('dialog').close());
  }
  attachImport(host);
}
