// Errors in the player's language. The wasm binding throws errors with a stable `code`,
// `params` (line, move number, move text, square, piece letter, colour, rule reason) and
// sometimes a `cause` (see crates/xiangqi-wasm/src/problem.rs); this puts them into the
// sentences of strings/problems.js. Anything without a code keeps its own message.

import { pieceNames } from '../board/names.js';

/** An error with a code, for the page's own refusals (same shape as the binding's). */
export function problem(code, params = {}, message = code) {
  return Object.assign(new Error(message), { code, params });
}

/** A moment given in minutes since 1970 as a date and time, in the page's language. */
export function formatMinutes(minutes) {
  const lang = globalThis.document?.documentElement.lang || undefined;
  return new Date(minutes * 60_000).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

/** `error` in words, with `tr(key, vars)` the translate function of the wanted language. */
export function describeProblem(tr, error) {
  if (typeof error?.code !== 'string') return String(error?.message ?? error);
  const { line, ...params } = error.params ?? {};
  const vars = { ...params };
  if (params.piece) {
    const { color, role } = pieceNames(params.piece);
    vars.piece = tr(`piece.${color}.${role}`);
  }
  if (params.color) vars.color = tr(`color.${params.color}`);
  if (params.reason) vars.reason = tr(`illegal.${params.reason}`);
  // A game by link's deadline arrives in minutes since 1970; said in the page's language.
  if (params.deadline !== undefined) vars.deadline = formatMinutes(params.deadline);
  let text = tr(`problem.${error.code}`, vars);
  if (typeof error.cause?.code === 'string') text = tr('problem.because', { text, cause: describeProblem(tr, error.cause) });
  return line ? tr('problem.line', { line, text }) : text;
}
