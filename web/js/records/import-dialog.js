// The import dialog: a record pasted, chosen or dropped on the board, read by the reading
// worker (reading.js) so the page goes on answering while a big file is read, with how
// far it has come and a Stop. One game opens; a library, or a PGN file of several games,
// is listed a page at a time to choose from. Imported text only ever reaches the page as
// `value` and `textContent`, never as HTML; a bad record is refused before the game in
// play is touched.

import { t } from '../i18n/index.js';
import { describeProblem } from '../i18n/problems.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { MAX_FILE_BYTES, RecordReader } from './reading.js';

const $ = (id) => document.getElementById(id);

/** Entries listed at a time. */
const PAGE = 100;
/** A reading quicker than this shows no progress line at all (ms). */
const QUIET_MS = 200;
const MEGABYTE = 1024 * 1024;
/** A number of entries with its digits grouped as the page's language groups them. */
const count = (n) => new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);

/**
 * `host.session()` gives the game in play, `host.load(imported)` starts an imported game
 * (it may throw, e.g. on a bad record), `host.say(text, tone)` says what happened.
 */
export function attachImport(host) {
  const dialog = $('import-dialog');
  const text = $('import-text');
  const error = $('import-error');
  const load = $('import-load');
  const progress = $('import-progress');
  const reader = new RecordReader();
  const rules = () => host.session()?.game.rules() ?? GAME_DEFAULTS.rules;
  /** The file listed: its name as the list is headed, and how many entries it holds. */
  let listedFile = null;

  $('import-limit').textContent = t('record.fileLimit', { size: MAX_FILE_BYTES / MEGABYTE });

  /** Clears what the dialog said of the file before: its error, a library's list of
   *  games (which must not stay open to click under another file's error), a stop. */
  function forgetLastFile() {
    error.textContent = '';
    error.hidden = true;
    $('import-status').textContent = '';
    $('import-library').hidden = true;
    $('import-library-list').replaceChildren();
    listedFile = null;
  }

  $('record-import').addEventListener('click', () => {
    forgetLastFile();
    dialog.showModal();
  });
  dialog.addEventListener('close', () => reader.stop());
  $('import-stop').addEventListener('click', () => reader.stop());

  // A text file chosen shows its text, to load (one of many games, or a big one, is
  // listed or opened at once); a binary one opens at once.
  $('import-file').addEventListener('change', (event) => {
    const file = event.target.files?.[0];
    if (file) readFile(file, { showText: true });
  });
  load.addEventListener('click', () => {
    forgetLastFile();
    read({ text: text.value }, t('record.pastedText'));
  });
  // A record file dropped on the board opens at once; a bad one opens the dialog to say why.
  const board = document.querySelector('.board-frame');
  board.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  board.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
    readFile(file, { showText: false });
  });

  /** Reads a file chosen or dropped, unless it is over the limit. */
  function readFile(file, { showText }) {
    forgetLastFile();
    if (file.size > MAX_FILE_BYTES) {
      const size = (file.size / MEGABYTE).toFixed(0);
      showProblem(t('record.tooLarge', { size, limit: MAX_FILE_BYTES / MEGABYTE }));
      return;
    }
    // Held from the first moment: a Load pressed while the file is read would read the
    // text box instead.
    load.disabled = true;
    file.arrayBuffer().then(
      (bytes) => read({ bytes, showText }, file.name),
      (cause) => {
        load.disabled = false;
        showProblem(String(cause?.message ?? cause));
      },
    );
  }

  /** Reads `source` in the worker, saying how far it is, and shows what it holds. */
  async function read(source, name) {
    load.disabled = true;
    const shown = setTimeout(() => showProgress(name, 0, 0), QUIET_MS);
    const result = await reader.read(source, rules(), ({ done, games }) => showProgress(name, done, games));
    clearTimeout(shown);
    // A file dropped while another was read: the dialog is that one's now.
    if (result.kind === 'replaced') return;
    progress.hidden = true;
    load.disabled = false;
    if (result.kind === 'list') showList(result, name);
    else if (result.kind === 'text') text.value = result.text;
    else if (result.kind === 'stopped') $('import-status').textContent = t('record.stopped');
    else loadResult(result);
  }

  function showProgress(name, done, games) {
    progress.hidden = false;
    // Without a value the bar runs without an end: nothing is known of how far yet (a
    // binary file, the start of a text).
    const bar = $('import-progress-bar');
    if (done > 0) bar.value = done;
    else bar.removeAttribute('value');
    $('import-progress-text').textContent = games > 0 ? t('record.readingGames', { name, games }) : t('record.reading', { name });
  }

  /** A library's, or a text's, games: headed with their number, a note when the library
   *  is cut short or holds none, and the first page of the list. */
  function showList({ name, length, games, missing }, fileName) {
    listedFile = { name: name ?? fileName, length };
    $('import-library-name').textContent = t('record.library', { name: listedFile.name, games });
    const note = $('import-library-note');
    note.textContent = missing > 0 ? t('record.libraryCut', { missing }) : games === 0 ? t('record.libraryEmpty') : '';
    note.hidden = !note.textContent;
    $('import-library').hidden = false;
    showPage(0);
  }

  /** Entries `from` to `from + PAGE` of the file listed, with the way to the pages around. */
  async function showPage(from) {
    const file = listedFile;
    const to = Math.min(from + PAGE, file.length);
    const result = await reader.entries(from, to, rules());
    if (listedFile !== file) return;
    if (result.kind !== 'entries') {
      loadResult(result);
      return;
    }
    $('import-library-list').replaceChildren(...result.entries.map((entry, i) => listItem(entry, from + i)));
    const pages = $('import-library-pages');
    pages.hidden = file.length <= PAGE;
    $('import-library-range').textContent = t('record.page', { from: count(from + 1), to: count(to), length: count(file.length) });
    $('import-library-previous').disabled = from === 0;
    $('import-library-next').disabled = to >= file.length;
    $('import-library-previous').onclick = () => showPage(Math.max(0, from - PAGE));
    $('import-library-next').onclick = () => showPage(to);
  }

  function listItem(entry, index) {
    const item = document.createElement('li');
    if (entry.kind === 'heading') {
      item.className = 'library-heading';
      item.textContent = entry.title;
    } else if (entry.kind === 'unreadable') {
      item.className = 'library-unreadable';
      item.textContent = t('record.libraryUnreadable', { n: index + 1, message: describeProblem(t, entry.problem) });
    } else {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'library-game';
      const title = document.createElement('strong');
      title.textContent = entry.title || t('record.gameNumber', { n: index + 1 });
      const about = document.createElement('span');
      about.textContent = entry.red || entry.black ? t('record.libraryGame', entry) : t('record.libraryGameUnnamed', entry);
      button.append(title, about);
      button.addEventListener('click', async () => loadResult(await reader.open(index, rules())));
      item.append(button);
    }
    return item;
  }

  /** Loads a game the worker read, closing the dialog, or says in it why not. */
  function loadResult(result) {
    if (result.kind === 'stopped' || result.kind === 'replaced') return;
    if (result.kind === 'crash') showProblem(t('record.readerStopped'));
    else if (result.kind === 'problem') showProblem(describeProblem(t, result.problem));
    else {
      const problem = tryImport(result.record);
      if (problem) showProblem(problem);
      else dialog.close();
    }
  }

  function showProblem(problem) {
    error.textContent = t('record.error', { message: problem });
    error.hidden = false;
    text.focus();
  }

  /** Loads `imported`; returns the problem in words, or null when the game was replaced. */
  function tryImport(imported) {
    try {
      host.load(imported);
    } catch (cause) {
      return describeProblem(t, cause);
    }
    const moves = imported.moves.length;
    // A file's variations with a move that cannot be played open up to it: said so.
    const cut = imported.cutVariations ?? 0;
    const said = cut === 0 ? t('record.loaded', { moves }) : t('record.loadedCut', { moves, cut });
    host.say(said, 'normal');
    return null;
  }
}
