// The board theme: wood (the classic look), paper (light, high contrast) or dark (the page
// around the board goes dark). The player's choice is remembered; without one, the page
// follows the system's light or dark preference. The game page and the Learn section
// share it.

const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');

/** The theme in use: the player's `choice` (prefs.theme), else dark for a system that
 *  prefers dark. */
function themeFor(choice) {
  return choice ?? (prefersDark.matches ? 'dark' : 'wood');
}

/** Puts the theme of `choice` on <html data-theme> (style.css) and tells the browser's
 *  own widgets. */
export function applyTheme(choice) {
  const theme = themeFor(choice);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme === 'dark' ? 'dark' : 'light');
  const select = document.getElementById('theme');
  if (select) select.value = theme;
}

/** Follows the system's preference while the player has not chosen (`choice()` reads the
 *  choice as it is then). */
export function followSystemTheme(choice) {
  prefersDark.addEventListener('change', () => applyTheme(choice()));
}
