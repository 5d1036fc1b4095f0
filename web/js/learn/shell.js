// What the Learn section's pages (the guide and the lessons) share around their content:
// the reader's theme, text size, language and notation, as chosen on the game page and
// kept in the same preferences; and staying offline like the game.

import { LANGUAGES, detectLanguage, isLanguage, language, notationIn, setLanguage, t, translateDom, usualNotation } from '../i18n/index.js';
import * as storage from '../records/storage.js';
import { usualPieceSet } from '../board/pieces.js';
import { applyTheme, followSystemTheme } from '../page/theme.js';
import { applyTextSize, wireTextSize } from '../page/text-size.js';
import { keepOffline } from '../page/updates.js';

/**
 * Sets up a Learn page titled by `titleKey`: its theme, text size and language, with the
 * header's selects wired. `languageChanged()` redraws what the page draws itself, after
 * each change of language. Returns `notation()`, the notation moves are read in, and
 * `pieces()`, the pieces the reader plays with (the puzzle page's board shows them; the
 * guide and lessons teach the characters, so they keep theirs).
 */
export function openLearnPage({ titleKey, languageChanged }) {
  const prefs = storage.loadPrefs();
  const save = () => storage.save('prefs', prefs);
  applyTheme(prefs.theme);
  followSystemTheme(() => prefs.theme);
  wireTextSize(document.getElementById('text-size'), (size) => {
    prefs.textSize = size;
    save();
  });
  applyTextSize(prefs.textSize);
  const show = (id) => {
    setLanguage(id);
    translateDom();
    document.title = `${t(titleKey)} · ${t('app.title')}`;
  };
  show(isLanguage(prefs.language) ? prefs.language : detectLanguage());
  const select = document.getElementById('language');
  for (const { id, name } of LANGUAGES) select.append(new Option(name, id));
  select.value = language();
  select.addEventListener('change', () => {
    prefs.language = select.value;
    save();
    show(select.value);
    languageChanged();
  });
  return {
    notation: () => notationIn(prefs.notation ?? usualNotation(language()), language()),
    pieces: () => prefs.pieces ?? usualPieceSet(language()),
  };
}

/** The page is ready: marked for tests, and kept offline. A new build waiting is taken on
 *  the next visit: a reader loses nothing by reading on. */
export function learnPageReady() {
  document.body.dataset.ready = '1';
  keepOffline(() => {});
}
