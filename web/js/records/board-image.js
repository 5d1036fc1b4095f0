// The position on the board as an image: drawn from the page's own board, with its theme
// and piece set. The board is an SVG styled by the page's CSS; the image is a copy of it
// standing on its own: each element's computed paint and type written onto it, the
// marks of play (legal targets, arrows, drawings, hit areas) left out, and the piece
// font embedded, so the SVG looks the same opened anywhere, and a PNG drawn from it.

/** What the page's CSS sets on the board's elements that an image must carry itself. */
const PAINT = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'opacity',
  'font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-anchor', 'dominant-baseline', 'visibility', 'display',
];

/** The layers of play, not of the position (board/view.js). */
const PLAY_LAYERS = ['targets', 'arrows', 'marks', 'points'];

/** The font the pieces and labels are drawn in, as a data URL, fetched once. */
let font = null;
function fontData(url) {
  font ??= fetch(url)
    .then((response) => (response.ok ? response.blob() : null))
    .then((blob) => blob && new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsDataURL(blob);
    }))
    .catch(() => null);
  return font;
}

/** The board `svg` as the text of an SVG file; `fontUrl` is the pieces' font. */
export async function boardSvg(svg, fontUrl) {
  const copy = svg.cloneNode(true);
  const play = PLAY_LAYERS.map((name) => copy.querySelector(`.layer-${name}`));
  const live = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  live.forEach((node, i) => {
    const style = getComputedStyle(node);
    copies[i].setAttribute('style', PAINT.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';'));
    copies[i].removeAttribute('class');
  });
  for (const layer of play) layer?.remove();
  const [, , width, height] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  for (const name of ['id', 'role', 'aria-label', 'tabindex', 'data-pieces']) copy.removeAttribute(name);
  const data = await fontData(fontUrl);
  if (data) {
    const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = `@font-face { font-family: 'Xiangqi Kai'; src: url(${data}) format('woff2'); }`;
    copy.prepend(style);
  }
  return new XMLSerializer().serializeToString(copy);
}

/** The SVG text as a PNG, `scale` times its size (sharp on a high-density screen). */
export async function pngOf(svgText, scale = 2) {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * scale;
    canvas.height = image.naturalHeight * scale;
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
