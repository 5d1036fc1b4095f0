// The whole Kai font (fonts/xiangqi-kai.woff2, 175 KiB) is the page's largest file after
// the rules. On a first visit it would share a phone's slow link with them, so the page
// starts without it (index.html's data-kai-font="later", style.css) and asks for it once
// the engine is ready. It is loaded before the page takes it, so that no text blinks out
// while it downloads (its face is font-display: block); if it cannot load, the page keeps
// the fallback it already shows.

let asked = false;

/** Loads the whole Kai font, then lets the page's Kai text use it; once. */
export function useKaiFont() {
  if (asked) return;
  asked = true;
  const root = document.documentElement;
  document.fonts
    .load("1em 'Xiangqi Kai'", '象棋')
    .catch(() => {})
    .then(() => delete root.dataset.kaiFont);
}

/** On a visit after the first, the font is in the service worker's cache: take it at once. */
export function useCachedKaiFont() {
  if (navigator.serviceWorker?.controller) useKaiFont();
}
