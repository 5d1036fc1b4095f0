// The move list: the game's moves in numbered rows of Red's and Black's, and below the
// move they replace, the variations in parentheses (nested ones inside), every move a
// button to its position. The game's moves carry `data-ply` (the moves played once it is
// made), a variation's moves `data-path` (the moves from the start, ICCS, space-separated).
// What a record says of a position (a comment) follows its move: on a line of its own
// under the game's moves, inside the parentheses in a variation.

import { t, language } from '../i18n/index.js';
import { SIGNS } from '../game/judgement.js';

const $ = (id) => document.getElementById(id);

/** The words for each judgement of the computer review. */
const JUDGEMENT_NAMES = {
  best: 'judgement.best',
  good: 'judgement.good',
  inaccuracy: 'judgement.inaccuracy',
  mistake: 'judgement.mistake',
  blunder: 'judgement.blunder',
};

/**
 * `lines` is the record ({moves, variations}, see game/lines.js), `comments` what it says
 * of its positions (by path, lines.js pathKey), `textsOf(path)` the
 * moves of a path in the page's notation, `numbering(ply)` a move's {number, red} (see
 * game/numbering.js), `shown` the path to the position on the board,
 * `actions` the buttons offered on the variation shown: {promote, remove} (booleans), and
 * `judgements` the computer review's judgement of the game's moves, as far as it went.
 */
export function renderMoveList({ lines, comments = {}, textsOf, numbering, shown, actions, judgements }) {
  const list = $('move-list');
  list.replaceChildren();
  if (comments['']) list.append(commentItem(comments[''], ''));
  const texts = textsOf(lines.moves);
  const shownKey = shown.join(' ');
  const onMain = shown.every((move, i) => lines.moves[i] === move);

  if (texts.length === 0) {
    const empty = document.createElement('li');
    empty.className = 'empty';
    empty.textContent = t('moves.empty');
    list.append(empty);
  }
  let row = null;
  const finishRow = () => {
    while (row && row.children.length < 3) row.append(cell('', 'black'));
    row = null;
  };
  let mainKey = '';
  texts.forEach((text, i) => {
    const { number, red } = numbering(i);
    if (red || !row) {
      finishRow();
      row = document.createElement('li');
      list.append(row);
      const label = document.createElement('span');
      label.className = 'move-number';
      label.textContent = `${number}.`;
      row.append(label);
      if (!red) row.append(cell('…', 'red'));
    }
    const ply = i + 1;
    const move = cell(text, red ? 'red' : 'black');
    move.dataset.ply = String(ply);
    const judgement = judgements[i];
    if (judgement) {
      move.dataset.judgement = judgement;
      move.title = t(JUDGEMENT_NAMES[judgement]);
      if (SIGNS[judgement]) {
        const sign = document.createElement('span');
        sign.className = 'judgement-sign';
        sign.textContent = SIGNS[judgement];
        move.append(sign);
      }
    }
    if (ply === texts.length) move.classList.add('latest');
    if (onMain && ply === shown.length) markCurrent(move);
    row.append(move);
    // The path's key grows a move at a time: no game is joined again at each move.
    mainKey = i === 0 ? lines.moves[0] : `${mainKey} ${lines.moves[i]}`;
    const said = comments[mainKey];
    if (said) {
      finishRow();
      list.append(commentItem(said, mainKey));
    }
    const after = lines.variations.filter((v) => v.at === i || (v.at === texts.length && ply === texts.length));
    if (after.length > 0) {
      finishRow();
      for (const v of after) list.append(variationItem(v, lines.moves.slice(0, Math.min(v.at, i + 1))));
    }
  });
  finishRow();
  if (texts.length === 0) for (const v of lines.variations) list.append(variationItem(v, []));

  /** One variation (with the ones inside it) as a list item, moves after `before`. */
  function variationItem(v, before) {
    const item = document.createElement('li');
    item.className = 'variation';
    writeLine(item, v, before);
    if (item.querySelector('.move.current')) {
      for (const [name, on] of Object.entries(actions)) {
        if (!on) continue;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'variation-action';
        button.dataset.variationAction = name;
        const label = t(name === 'promote' ? 'moves.promote' : 'moves.removeVariation');
        button.title = label;
        button.setAttribute('aria-label', label);
        button.textContent = name === 'promote' ? '⤒' : '✕';
        item.append(button);
      }
    }
    return item;
  }

  function writeLine(into, v, before) {
    const open = document.createElement('span');
    open.className = 'paren';
    open.textContent = '(';
    into.append(open);
    const path = [...before, ...v.moves];
    const words = textsOf(path).slice(before.length);
    let restate = true;
    v.moves.forEach((_, j) => {
      const ply = before.length + j;
      const { number, red } = numbering(ply);
      if (red || restate) {
        const label = document.createElement('span');
        label.className = 'move-number';
        label.textContent = red ? `${number}.` : `${number}…`;
        into.append(label);
      }
      restate = false;
      const move = cell(words[j], red ? 'red' : 'black');
      const key = path.slice(0, ply + 1).join(' ');
      move.dataset.path = key;
      if (key === shownKey) markCurrent(move);
      into.append(move);
      if (comments[key]) into.append(comment(comments[key], key));
      for (const inner of v.variations.filter((w) => w.at === j)) {
        writeLine(into, inner, path.slice(0, ply));
        restate = true;
      }
    });
    const close = document.createElement('span');
    close.className = 'paren';
    close.textContent = ')';
    into.append(close);
  }

  // Scroll the list only (scrollIntoView would scroll the page away from the board on a
  // phone), in the next frame so drawing a move forces no extra layout now: to the move
  // shown while reviewing, else to the end.
  requestAnimationFrame(() => {
    const current = list.querySelector('.move.current');
    if (!current || (onMain && shown.length === texts.length)) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    const offset = current.getBoundingClientRect().top - list.getBoundingClientRect().top;
    list.scrollTop += offset - list.clientHeight / 2;
  });
}

/** A comment as a line of the list, on the position `key` names. */
function commentItem(words, key) {
  const item = document.createElement('li');
  item.className = 'comment';
  item.append(comment(words, key));
  return item;
}

/** The most of a comment the list shows: laying out megabytes of text froze the page for
 *  seconds (6 MB took 1.4 s). The whole comment stays in the game and its export. */
const SHOWN_COMMENT_CHARS = 10_000;

/** A record's words, as text only: a comment never reaches the page as HTML. One longer
 *  than the list shows ends where it is cut, followed by how much more the game keeps. */
function comment(words, key) {
  const span = document.createElement('span');
  span.className = 'comment-text';
  span.dataset.commentOn = key;
  if (words.length <= SHOWN_COMMENT_CHARS) {
    span.textContent = words;
    return span;
  }
  // Not between the two halves of a character outside the BMP.
  const end = /[\uD800-\uDBFF]/.test(words[SHOWN_COMMENT_CHARS - 1]) ? SHOWN_COMMENT_CHARS - 1 : SHOWN_COMMENT_CHARS;
  span.textContent = `${words.slice(0, end)}…`;
  const more = document.createElement('span');
  more.className = 'comment-more';
  more.textContent = t('moves.commentCut', { more: words.length - end });
  const both = document.createDocumentFragment();
  both.append(span, ' ', more);
  return both;
}

function cell(text, color) {
  const span = document.createElement('span');
  span.className = `move ${color}`;
  span.textContent = text;
  return span;
}

function markCurrent(move) {
  move.classList.add('current');
  move.setAttribute('aria-current', 'step');
}

/**
 * The game's ECCO opening over the move list (`opening` as Game.opening gives it, null
 * for none): its code and its name in the page's language, the Chinese name also beside
 * the English one, as players learn and look up openings by it.
 */
export function renderOpening(opening) {
  const line = $('opening');
  line.hidden = !opening;
  if (!opening) {
    line.replaceChildren();
    return;
  }
  const lang = language();
  const traditional = lang === 'zh-Hant';
  const chinese = (traditional
    ? [opening.traditionalName, opening.traditionalVariation]
    : [opening.name, opening.variation]
  ).filter(Boolean).join(' · ');
  const part = (className, text, textLang) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    if (textLang) span.lang = textLang;
    return span;
  };
  const parts = [part('opening-label', t('moves.opening')), part('opening-code', opening.code)];
  if (lang === 'en') parts.push(part('opening-name', opening.english), part('opening-chinese', chinese, 'zh-Hans'));
  else parts.push(part('opening-name', chinese));
  line.replaceChildren(...parts);
}
