// Record export (file or clipboard: PGN with moves in Chinese, WXF or ICCS, or a DhtmlXQ
// block) and import (pasted text, a file chosen or dropped on the board, in UTF-8, UTF-16,
// GBK or Big5; PGN in any notation, DhtmlXQ in any of the shapes pages carry it, or a FEN). Imported text only ever reaches the page as
// `value` and `textContent`, never as HTML; a bad record is refused before the game
// in play is touched.

import { importRecord } from '../game/wasm.js';
import { t } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';
import { decodeRecord } from './decode.js';

const $ = (id) => document.getElementById(id);

/** Today as PGN writes dates. */
function pgnDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${pad(now.getMonth() + 1)}.${pad(now.getDate())}`;
}

/**
 * `host.session()` gives the game in play, `host.notation()` the page's notation
 * (`chinese`, `wxf` or `iccs`), `host.players()` `{red, black}` names, and
 * `host.load(imported)` starts the imported game (it may throw, e.g. on a bad record).
 */
export function attachRecords(host) {
  const exportDialog = $('export-dialog');
  const importDialog = $('import-dialog');
  const exportText = $('export-text');
  const exportNotation = $('export-notation');
  const exportFormat = $('export-format');
  const importText = $('import-text');
  const importError = $('import-error');

  /** The game in the format chosen: PGN in the notation chosen, or a DhtmlXQ block. */
  const currentRecord = () => {
    const { red, black } = host.players();
    const session = host.session();
    const tags = { Event: 'Xiangqi', Date: pgnDate(), Red: red, Black: black };
    if (exportFormat.value === 'dhtmlxq') return session.game.dhtmlxq(tags, session.variations, session.comments);
    const notation = exportNotation.value === 'chinese' ? host.chineseNotation() : exportNotation.value;
    return session.game.pgn(notation, tags, session.variations, session.evals(), session.comments);
  };
  const showExport = () => {
    // DhtmlXQ writes moves as digits: no notation to choose.
    $('export-notation-field').hidden = exportFormat.value === 'dhtmlxq';
    exportText.value = currentRecord();
    $('export-status').textContent = '';
  };

  $('record-export').addEventListener('click', () => {
    exportNotation.value = host.notation();
    showExport();
    exportDialog.showModal();
  });
  exportNotation.addEventListener('change', showExport);
  exportFormat.addEventListener('change', showExport);
  $('export-download').addEventListener('click', () => {
    const pgn = exportFormat.value === 'pgn';
    const blob = new Blob([exportText.value], { type: pgn ? 'application/x-chess-pgn;charset=utf-8' : 'text/plain;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `xiangqi-${pgnDate().replaceAll('.', '-')}.${pgn ? 'pgn' : 'txt'}`;
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

  $('record-import').addEventListener('click', () => {
    importError.textContent = '';
    importError.hidden = true;
    importDialog.showModal();
  });
  $('import-file').addEventListener('change', async (event) => {
    const file = event.target.files?.[0];
    if (file) importText.value = await readFile(file);
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
    importText.value = await readFile(file);
    importError.hidden = true;
    if (!importDialog.open) importDialog.showModal();
    load();
  });

  /** A file's text, in whichever encoding gives a record that opens. */
  async function readFile(file) {
    const rules = host.session()?.game.rules() ?? 'asian';
    return decodeRecord(await file.arrayBuffer(), (text) => {
      try {
        importRecord(text, rules);
        return true;
      } catch {
        return false;
      }
    });
  }

  function load() {
    const problem = tryImport(importText.value);
    if (problem) {
      importError.textContent = t('record.error', { message: problem });
      importError.hidden = false;
      importText.focus();
    } else {
      importDialog.close();
    }
  }
  for (const button of document.querySelectorAll('[data-close-dialog]')) {
    button.addEventListener('click', () => button.closest('dialog').close());
  }

  /** Loads `text`; returns the problem in words, or null when the game was replaced. */
  function tryImport(text) {
    let imported;
    try {
      imported = importRecord(text, host.session().game.rules());
      host.load(imported);
    } catch (error) {
      return describeProblem(t, error);
    }
    host.say(t('record.loaded', { moves: imported.moves.length }), 'normal');
    return null;
  }
}
