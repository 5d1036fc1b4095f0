// Translations for 繁體中文, 简体中文 and English, the choice of language, and applying
// the strings to elements marked with data-i18n attributes. The strings themselves are
// in strings/, merged by tables.js.

import { STRINGS } from './tables.js';

export const LANGUAGES = [
  { id: 'zh-Hant', name: '繁體中文' },
  { id: 'zh-Hans', name: '简体中文' },
  { id: 'en', name: 'English' },
];

const INDEX = { 'zh-Hant': 0, 'zh-Hans': 1, en: 2 };

let current = 'en';

/** The best of our languages for the browser's preference list. */
export function detectLanguage(preferred = navigator.languages || [navigator.language]) {
  for (const tag of preferred) {
    const lower = String(tag).toLowerCase();
    if (lower.startsWith('zh')) {
      const traditional = /hant|-tw|-hk|-mo/.test(lower);
      return traditional ? 'zh-Hant' : 'zh-Hans';
    }
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export function isLanguage(id) {
  return Object.hasOwn(INDEX, id);
}

export function setLanguage(id) {
  current = isLanguage(id) ? id : 'en';
  document.documentElement.lang = current;
}

export function language() {
  return current;
}

/** The notation a language's players expect: Chinese characters in Chinese, WXF in English. */
export function usualNotation(lang) {
  return lang === 'en' ? 'wxf' : 'chinese';
}

/** A notation choice ('chinese' | 'wxf' | 'iccs') as the rules crate names it in `lang`:
 *  Chinese notation is printed in simplified characters for 简体中文. */
export function notationIn(choice, lang) {
  return choice === 'chinese' && lang === 'zh-Hans' ? 'chinese-simplified' : choice;
}

export function t(key, vars = {}) {
  return translate(current, key, vars);
}

/** A count in a string: `{name, plural, one {…} other {…}}`. */
const PLURAL = /\{(\w+), plural,((?:\s*\w+ \{[^{}]*\})+)\s*\}/g;

/** `key` in language `lang`, for a board embedded beside others in other languages. A
 *  count is written `{name, plural, one {# move} other {# moves}}`: the form the language's
 *  plural rules choose for `vars[name]` (Intl.PluralRules), with `#` the number (its digits
 *  grouped in thousands). Chinese
 *  has one form for every number, so only English text needs it. */
export function translate(lang, key, vars = {}) {
  const entry = STRINGS[key];
  if (!entry) return key;
  const id = isLanguage(lang) ? lang : 'en';
  return entry[INDEX[id]]
    .replace(PLURAL, (_, name, forms) => plural(id, vars[name], forms))
    .replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
}

/** Each language's number format, made once and only for a number that needs it: the
 *  first one made took 15 ms, up to 70 ms on a page whose engine is busy. */
const formats = new Map();

/** `count` with its digits grouped as `lang` groups them (60,000), as ICU writes `#`.
 *  Below a thousand no language here groups anything. */
function grouped(lang, count) {
  if (Math.abs(count) < 1000) return String(count);
  if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(lang));
  return formats.get(lang).format(count);
}

/** The form of `forms` (`one {…} other {…}`) that `lang`'s rules choose for `count`. */
function plural(lang, count, forms) {
  const options = Object.fromEntries([...forms.matchAll(/(\w+) \{([^{}]*)\}/g)].map(([, category, text]) => [category, text]));
  const form = options[new Intl.PluralRules(lang).select(Number(count))] ?? options.other;
  return form.replaceAll('#', grouped(lang, Number(count)));
}

/** Fills elements marked `data-i18n` (text), `data-i18n-label` (aria-label and title). */
export function translateDom(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) {
    const text = t(el.dataset.i18nLabel);
    el.setAttribute('aria-label', text);
    el.title = text;
  }
  document.title = `${t('app.title')} · ${t('app.subtitle')}`;
}
