// The Learn section (learn.html): the rules guide in the reader's language, each section
// with live diagrams on the game's own board and rules. It keeps no games; it shares the
// language and theme the reader chose on the game page.

import { LANGUAGES, detectLanguage, isLanguage, language, notationIn, setLanguage, t, translateDom, usualNotation } from '../i18n/index.js';
import { wasmReady } from '../game/wasm.js';
import * as storage from '../records/storage.js';
import { applyTheme, followSystemTheme } from '../page/theme.js';
import { applyTextSize, wireTextSize } from '../page/text-size.js';
import { keepOffline } from '../page/updates.js';
import { Diagram } from './diagram.js';

const prefs = storage.loadPrefs();
const diagrams = [];

/** The page in `id`'s language: the guide's text and every diagram's labels. */
function showLanguage(id) {
  setLanguage(id);
  translateDom();
  document.title = `${t('learn.title')} · ${t('app.title')}`;
  for (const diagram of diagrams) diagram.draw();
}

/** The notation the reader chose on the game page, else their language's usual one. */
const notation = () => notationIn(prefs.notation ?? usualNotation(language()), language());

function wireLanguage() {
  const select = document.getElementById('language');
  for (const { id, name } of LANGUAGES) select.append(new Option(name, id));
  select.value = language();
  select.addEventListener('change', () => {
    prefs.language = select.value;
    storage.save('prefs', prefs);
    showLanguage(select.value);
  });
}

async function main() {
  applyTheme(prefs.theme);
  followSystemTheme(() => prefs.theme);
  wireTextSize(document.getElementById('text-size'), (size) => {
    prefs.textSize = size;
    storage.save('prefs', prefs);
  });
  applyTextSize(prefs.textSize);
  showLanguage(isLanguage(prefs.language) ? prefs.language : detectLanguage());
  wireLanguage();
  await wasmReady;
  document.querySelectorAll('[data-diagram]').forEach((figure, i) => {
    diagrams.push(new Diagram(figure, { tr: t, notation, idPrefix: `d${i}` }));
  });
  document.body.dataset.ready = '1';
  // A new build waiting is taken on the next visit: a reader loses nothing by reading on.
  keepOffline(() => {});
}

main();
