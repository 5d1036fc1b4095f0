// The picture pieces' legend: which pictogram is which piece, with its name and the
// characters of the Chinese sets, beside the board while that set is chosen, so a player
// who reads no Chinese can still follow a book or a friend's game.

import { language, t } from '../i18n/index.js';
import { drawGlyph, el } from '../board/svg.js';
import { pieceCharacter, usualPieceSet } from '../board/pieces.js';

const ROLES = [
  ['K', 'legend.general'],
  ['A', 'legend.advisor'],
  ['B', 'legend.elephant'],
  ['N', 'legend.horse'],
  ['R', 'legend.chariot'],
  ['C', 'legend.cannon'],
  ['P', 'legend.soldier'],
];

/** Fills `container` with the legend of piece set `set`; only the pictograms need one. */
export function renderPieceLegend(container, set) {
  const wanted = set === 'international' ? language() : '';
  if (container.dataset.shown === wanted) return;
  container.dataset.shown = wanted;
  container.hidden = !wanted;
  if (!wanted) return container.replaceChildren();
  const characters = usualPieceSet(language());
  const heading = document.createElement('h3');
  heading.textContent = t('legend.title');
  const list = document.createElement('ul');
  list.append(
    ...ROLES.map(([letter, name]) => {
      const item = document.createElement('li');
      item.dataset.piece = letter;
      const picture = el('svg', { viewBox: '-24 -24 48 48', 'aria-hidden': 'true', class: 'legend-piece' }, [
        el('g', { class: 'piece red' }, [
          el('circle', { r: 22, class: 'piece-face' }),
          el('circle', { r: 18, class: 'piece-ring' }),
          el('g', { transform: 'scale(0.8)' }, [drawGlyph(letter, 'international')]),
        ]),
      ]);
      const text = document.createElement('span');
      text.textContent = t('legend.piece', {
        name: t(name),
        red: pieceCharacter(letter, characters),
        black: pieceCharacter(letter.toLowerCase(), characters),
      });
      item.append(picture, text);
      return item;
    }),
  );
  container.replaceChildren(heading, list);
}
