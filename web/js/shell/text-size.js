// The reader's text size, from 100 % to 200 % of the browser's own (which the pages follow
// as well): older players read Xiangqi on phones too. The page's text is sized in rem, so
// one size on <html> scales every word; the board scales with the screen, not the text.
// The game page and the Learn section share the choice.

export const TEXT_SIZES = [100, 125, 150, 175, 200];

/** Puts text size `choice` (prefs.textSize, a percentage) on <html>, and on the page's
 *  select if it has one. */
export function applyTextSize(choice) {
  const size = TEXT_SIZES.includes(choice) ? choice : 100;
  document.documentElement.style.fontSize = size === 100 ? '' : `${size}%`;
  const select = document.getElementById('text-size');
  if (select) select.value = String(size);
}

/** Offers the sizes in `select`, applies the chosen one and keeps it with `save(size)`. */
export function wireTextSize(select, save) {
  select.replaceChildren(...TEXT_SIZES.map((size) => new Option(`${size}%`, String(size))));
  select.addEventListener('change', () => {
    const size = Number(select.value);
    applyTextSize(size);
    save(size);
  });
}
