// The worker that reads record files for the import dialog (reading.js is its page
// side): a file of tens of megabytes takes seconds to read, and here the page goes on
// answering while it does, says how far the reading has come, and can stop it. It owns
// the rules' wasm (the compiled module comes from the page) and the file last read, whose
// games it lists a page of the list at a time and hands over one by one.

import init, { RecordFile, importCbr, importXqf } from '../../xiangqi-wasm.js';
import { binaryFormat, decodeRecord, gb18030 } from './decode.js';

/** Games read between two looks at the clock. */
const GAMES_PER_STEP = 200;
/** How often the page is told how far the reading is (ms). */
const PROGRESS_MS = 100;
/** A text file of one game at most this long goes to the dialog's text box as chosen,
 *  to be read and loaded there; a longer one is opened at once. */
const SHOWN_TEXT_CHARS = 1_000_000;

let loaded;
/** The rules' wasm, once the page has sent the compiled module. */
const ready = new Promise((resolve) => (loaded = resolve));
/** The file last read, while it has games to list or open. */
let file = null;

const post = (message) => self.postMessage(message);

self.onmessage = async (event) => {
  const request = event.data;
  if (request.type === 'wasm') {
    loaded(init({ module_or_path: request.module }));
    return;
  }
  try {
    await ready;
  } catch (error) {
    post({ type: 'crash', message: `the rules failed to load: ${error}` });
    return;
  }
  try {
    post({ type: 'done', result: answer(request) });
  } catch (error) {
    // A trap leaves the wasm not to be trusted: the page starts a fresh worker.
    if (error instanceof WebAssembly.RuntimeError) post({ type: 'crash', message: String(error) });
    else post({ type: 'done', result: { kind: 'problem', problem: plain(error) } });
  }
};

function answer(request) {
  if (request.type === 'read') return read(request);
  if (request.type === 'entries') return { kind: 'entries', entries: file.entries(request.from, request.to, request.rules).map(plainEntry) };
  if (request.type === 'open') return { kind: 'game', record: file.record(request.index, request.rules) };
  throw new Error(`unknown request ${request.type}`);
}

/** Reads `bytes` (a file chosen or dropped) or `text` (pasted): one game, to load or to
 *  show as text; a library's or a text's games, to list; or the reason it cannot be. */
function read({ bytes, text, rules, showText }) {
  file?.free();
  file = null;
  if (bytes) {
    const b = new Uint8Array(bytes);
    const format = binaryFormat(b);
    if (format === 'xqf') return { kind: 'game', record: importXqf(b, rules, gb18030) };
    if (format === 'cbr') return { kind: 'game', record: importCbr(b, rules) };
    if (format === 'cbl') {
      file = RecordFile.fromLibrary(b);
      return listed();
    }
    text = decodeRecord(b, (reading) => firstGameReads(reading, rules));
  }
  file = readText(text);
  if (file.length > 1) return listed();
  const [only] = file.entries(0, 1, rules);
  if (only.kind !== 'game') return { kind: 'problem', problem: plain(only.problem) };
  if (showText && text.length <= SHOWN_TEXT_CHARS) return { kind: 'text', text };
  return { kind: 'game', record: file.record(0, rules) };
}

/** A text's games, read a few hundred at a time, the page told how far. */
function readText(text) {
  const reading = RecordFile.fromText(text);
  let told = performance.now();
  while (!reading.read(GAMES_PER_STEP)) {
    if (performance.now() - told < PROGRESS_MS) continue;
    told = performance.now();
    post({ type: 'progress', done: reading.progress, games: reading.length });
  }
  return reading;
}

/** Whether the first game of a reading of a text reads: which legacy encoding it is in. */
function firstGameReads(text, rules) {
  const reading = RecordFile.fromText(text);
  reading.read(1);
  const [first] = reading.entries(0, 1, rules);
  reading.free();
  return first?.kind === 'game';
}

const listed = () => ({ kind: 'list', name: file.name ?? null, length: file.length, games: file.games, missing: file.missing });

/** An error as plain data: structured cloning keeps an Error's message only, and the
 *  page words a problem by its code, params and cause. */
function plain(error) {
  if (!error || typeof error !== 'object') return { message: String(error) };
  return { message: error.message, code: error.code, params: error.params, cause: error.cause ? plain(error.cause) : undefined };
}

const plainEntry = (entry) => (entry.kind === 'unreadable' ? { ...entry, problem: plain(entry.problem) } : entry);
