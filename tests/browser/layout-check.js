// What "the layout survives" means for the zoom and font-size tests (WCAG 1.4.4 and
// 1.4.10), measured in the page. Self-contained: it is serialised into the page.

/**
 * Problems within the element matching `scope`, as readable lines: the page scrolling
 * sideways, text cut off by a box that hides overflow, text sticking out of its box,
 * two pieces of text drawn over each other (both showing), and controls that cannot be brought fully
 * into view or are covered by something else once there.
 */
export function layoutProblems(scope) {
  const root = document.querySelector(scope);
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('.visually-hidden');
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${el.textContent.trim().slice(0, 30)}"`;

  // Two line boxes in one place are drawn over each other unless one of them is on top
  // there, in a box with a background of its own that hides the other: a panel's footer
  // that stays in view while the choices scroll under it, say. Text on transparent boxes
  // shows through, and still counts.
  const opaque = (el) => {
    const bg = getComputedStyle(el).backgroundColor;
    return bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg);
  };
  const hidesTheOther = (a, b) => {
    const x = (Math.max(a.r.left, b.r.left) + Math.min(a.r.right, b.r.right)) / 2;
    const y = (Math.max(a.r.top, b.r.top) + Math.min(a.r.bottom, b.r.bottom)) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return false;
    const [top, under] = a.el.contains(hit) || hit.contains(a.el) ? [a, b] : b.el.contains(hit) || hit.contains(b.el) ? [b, a] : [null, null];
    if (!top) return false;
    for (let el = top.el; el && !el.contains(under.el); el = el.parentElement) if (opaque(el)) return true;
    return false;
  };

  // Every line box of visible text outside the board.
  const boxes = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.data.trim() || el.closest('svg, select, textarea, option') || !shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0.5 && r.height > 0.5) boxes.push({ el, node, r });
  }
  for (const { el, r } of boxes) {
    for (let box = el; box && box !== root.parentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      const clips = (v) => v === 'hidden' || v === 'clip';
      const b = box.getBoundingClientRect();
      if ((clips(style.overflowX) && (r.left < b.left - 1 || r.right > b.right + 1)) || (clips(style.overflowY) && (r.top < b.top - 1 || r.bottom > b.bottom + 1))) {
        problems.push(`text ${name(el)} is clipped by ${name(box)}`);
        break;
      }
    }
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.node === b.node) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 1 && h > 1 && !hidesTheOther(a, b)) problems.push(`text ${name(a.el)} overlaps ${name(b.el)}`);
    }
  }
  // Text wider than its own box (a word longer than its button, say).
  for (const el of root.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'inline' || el.closest('svg, select, textarea') || !shown(el) || !el.textContent.trim()) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} scrolls sideways`);
    } else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      problems.push(`text overflows ${name(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
  }
  // Controls: each can be scrolled into view, fits the viewport's width, and is on top.
  // A label wrapping an input counts as a control: it is what is seen and clicked when
  // the input itself is drawn by its label (the start panel's choices).
  const controls = [...root.querySelectorAll('button, select, input, textarea, summary, a[href], [tabindex="0"], label:has(input)')].filter(shown);
  for (const el of controls) {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) problems.push(`${name(el)} has no size`);
    if (r.left < -1 || r.right > innerWidth + 1) problems.push(`${name(el)} sticks out sideways: ${Math.round(r.left)}..${Math.round(r.right)} of ${innerWidth}`);
    if (r.height <= innerHeight && (r.top < -1 || r.bottom > innerHeight + 1)) problems.push(`${name(el)} cannot be scrolled fully into view`);
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(el === hit || el.contains(hit) || hit.contains(el) || el.labels?.[0]?.contains(hit))) problems.push(`${name(el)} is covered by ${hit ? name(hit) : 'nothing'}`);
  }
  return { problems, texts: boxes.length, controls: controls.length };
}
