// Record export (file or clipboard: PGN with moves in Chinese, WXF or ICCS, or a DhtmlXQ
// block, as UTF-8 or GBK; or an XQF file) and import (pasted text, a file chosen or dropped on the board, in UTF-8, UTF-16,
// GBK or Big5; PGN in any notation, DhtmlXQ in any of the shapes pages carry it, or a FEN). Imported text only ever reaches the page as
// `value` and `textContent`, never as HTML; a bad record is refused before the game
// in play is touched.

import { importCbr, importRecord, importXqf, readLibrary } from '../game/wasm.js';
import { t } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';
import { binaryFormat, decodeRecord, gb18030 } from './decode.js';
import { encodeGbk } from './gbk.js';
import { boardSvg, pngOf } from './board-image.js';

const $ = (id) => document.getElementById(id);

/** Today as PGN writes dates. */
function pgnDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${pad(now.getMonth() + 1)}.${pad(now.getDate())}`;
}

/**
 * `host.session()` gives the game in play, `host.board()` the board's SVG (for an image of
 * the position shown), `host.notation()` the page's notation
 * (`chinese`, `wxf` or `iccs`), `host.players()` `{red, black}` names, and
 * `host.load(imported)` starts the imported game (it may throw, e.g. on a bad record).
 */
export function attachRecords(host) {
  const exportDialog = $('export-dialog');
  const importDialog = $('import-dialog');
  const exportText = $('export-text');
  const exportNotation = $('export-notation');
  const exportFormat = $('export-format');
  const exportEncoding = $('export-encoding');
  const importText = $('import-text');
  const importError = $('import-error');

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

  /** Clears what the dialog said of the file before: its error, and a library's list of
   *  games, which must not stay open to click under another file's error. */
  function forgetLastFile() {
    importError.textContent = '';
    importError.hidden = true;
    $('import-library').hidden = true;
    $('import-library-list').replaceChildren();
  }

  $('record-import').addEventListener('click', () => {
    forgetLastFile();
    importDialog.showModal();
  });
  // A text file chosen shows its text, to load; a binary one (XQF) loads at once.
  $('import-file').addEventListener('change', async (event) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const bytes = await file.arrayBuffer();
    forgetLastFile();
    if (binaryFormat(bytes)) openBinary(bytes);
    else importText.value = readText(bytes);
  });
  $('import-load').addEventListener('click', load);
  // A record file dropped on the board opens at once; a bad one opens the dialog to say why.
  const board = document.querySelector('.board-frame');
  board.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  board.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    const bytes = await file.arrayBuffer();
    forgetLastFile();
    if (!importDialog.open) importDialog.showModal();
    if (binaryFormat(bytes)) {
      openBinary(bytes);
      return;
    }
    importText.value = readText(bytes);
    load();
  });

  const rules = () => host.session()?.game.rules() ?? 'asian';

  /** A text file's text, in whichever encoding gives a record that opens. */
  function readText(bytes) {
    return decodeRecord(bytes, (text) => {
      try {
        importRecord(text, rules());
        return true;
      } catch {
        return false;
      }
    });
  }

  /** Opens a binary record file (see decode.js binaryFormat): a game at once, a
   *  library as a list of its games to choose from. */
  function openBinary(buffer) {
    const bytes = new Uint8Array(buffer);
    const format = binaryFormat(bytes);
    if (format === 'xqf') loadWith(() => importXqf(bytes, rules(), gb18030));
    else if (format === 'cbr') loadWith(() => importCbr(bytes, rules()));
    else showLibrary(bytes);
  }

  /** Lists a library's games, each a button that opens it; its headings between them. */
  function showLibrary(bytes) {
    let library;
    try {
      library = readLibrary(bytes, rules());
    } catch (error) {
      showProblem(describeProblem(t, error));
      return;
    }
    importError.hidden = true;
    const games = library.entries.filter((entry) => entry.kind === 'game');
    $('import-library-name').textContent = t('record.library', { name: library.name, games: games.length });
    $('import-library-list').replaceChildren(
      ...library.entries.map((entry) => {
        const item = document.createElement('li');
        if (entry.kind === 'heading') {
          item.className = 'library-heading';
          item.textContent = entry.title;
        } else if (entry.kind === 'unreadable') {
          item.className = 'library-unreadable';
          item.textContent = t('record.libraryUnreadable', { message: describeProblem(t, entry.problem) });
        } else {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'library-game';
          const title = document.createElement('strong');
          title.textContent = entry.title;
          const about = document.createElement('span');
          about.textContent = t('record.libraryGame', entry);
          button.append(title, about);
          button.addEventListener('click', () => loadWith(() => entry.record));
          item.append(button);
        }
        return item;
      }),
    );
    $('import-library').hidden = false;
  }

  function load() {
    loadWith(() => importRecord(importText.value, rules()));
  }

  /** Loads the record `read()` gives, closing the dialog, or says in it why not. */
  function loadWith(read) {
    const problem = tryImport(read);
    if (problem) showProblem(problem);
    else importDialog.close();
  }

  function showProblem(problem) {
    importError.textContent = t('record.error', { message: problem });
    importError.hidden = false;
    importText.focus();
  }
  for (const button of document.querySelectorAll('[data-close-dialog]')) {
    button.addEventListener('click', () => button.closest('dialog').close());
  }

  /** Loads what `read()` gives; returns the problem in words, or null when the game was replaced. */
  function tryImport(read) {
    let imported;
    try {
      imported = read();
      host.load(imported);
    } catch (error) {
      return describeProblem(t, error);
    }
    const moves = imported.moves.length;
    // A file's variations with a move that cannot be played open up to it: said so.
    const cut = imported.cutVariations ?? 0;
    const said = cut === 0 ? t('record.loaded', { moves }) : t('record.loadedCut', { moves, cut });
    host.say(said, 'normal');
    return null;
  }
}
