// The Learn section's guide (learn.html): the rules in the reader's language, each section
// with live diagrams on the game's own board and rules. It keeps no games; it shares the
// language, theme and text size the reader chose on the game page (shell/side-page.js).

import '../i18n/learn-strings.js';
import { t } from '../i18n/index.js';
import { wasmReady } from '../game/wasm.js';
import { Diagram } from './diagram.js';
import { openSidePage, sidePageReady } from '../shell/side-page.js';

const diagrams = [];

async function main() {
  const { notation } = openSidePage({ titleKey: 'learn.title', languageChanged: () => diagrams.forEach((d) => d.draw()) });
  await wasmReady;
  document.querySelectorAll('[data-diagram]').forEach((figure, i) => {
    diagrams.push(new Diagram(figure, { tr: t, notation, idPrefix: `d${i}` }));
  });
  sidePageReady();
}

main();
