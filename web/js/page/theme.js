// The board theme: wood (the classic look), paper (light, high contrast) or dark (the page
// around the board goes dark). The player's choice is remembered; without one, the page
// follows the system's light or dark preference.

import { page } from './state.js';

const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');

/** The theme in use: the player's, else dark for a system that prefers dark. */
export function themeChoice() {
  return page.prefs.theme ?? (prefersDark.matches ? 'dark' : 'wood');
}

/** Puts the theme on <html data-theme> (style.css) and tells the browser's own widgets. */
export function applyTheme() {
  const theme = themeChoice();
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme === 'dark' ? 'dark' : 'light');
  const select = document.getElementById('theme');
  if (select) select.value = theme;
}

/** Follows the system's preference while the player has not chosen. */
export function followSystemTheme() {
  prefersDark.addEventListener('change', applyTheme);
}
