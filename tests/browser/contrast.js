// WCAG contrast of what an SVG board draws, measured in the page: axe does not look at
// SVG text. Every function given to the page is self-contained (it is serialised).
//
// The colour behind a point is worked out the way the browser paints it: every shape
// of the SVG before the element, in document (paint) order, that covers the point with
// its fill or its stroke, composited with its computed colour and opacities.

/**
 * Runs in the page. For every <text> of `svg`: its colour, the colour actually behind it
 * (sampled at five points of its box, the worst one kept), the contrast ratio, its
 * rendered size in CSS px and the ratio WCAG 1.4.3 asks of it. For every element matching
 * `markerSelector`: the contrast between the colour with the marker and without it, at
 * points on the marker (on its stroke, in the middle of each dash when it is dashed; else
 * inside its fill), WCAG 1.4.11. A marker with no such point fails with ratio 0.
 * Under a marker the board's thin grid lines are left out (see below).
 */
export function measureSvg(svg, markerSelector) {
  const parse = (text) => {
    const m = /rgba?\(([^)]+)\)/.exec(text ?? '');
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { rgb: [r, g, b], a };
  };
  const channel = (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (x, y) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  const over = (top, alpha, under) => top.map((c, i) => c * alpha + under[i] * (1 - alpha));
  const hex = (rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

  // The opacity of an element and its groups, up to the <svg>.
  const opacityOf = (el) => {
    let o = 1;
    for (let n = el; n && n !== svg.parentNode; n = n.parentNode) {
      if (n.nodeType === 1) o *= Number(getComputedStyle(n).opacity);
    }
    return o;
  };
  const visible = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const order = new Map([...svg.querySelectorAll('*')].map((el, i) => [el, i]));
  // What each visible shape paints: its fill and stroke with their total opacity.
  const shapes = [...svg.querySelectorAll('*')].filter((el) => el instanceof SVGGeometryElement && visible(el)).map((el) => {
    const style = getComputedStyle(el);
    const opacity = opacityOf(el);
    const paint = (colour, own) => (colour && colour.a > 0 ? { rgb: colour.rgb, alpha: colour.a * Number(own) * opacity } : null);
    return {
      el,
      line: el.matches('.grid, .mark, .frame'),
      index: order.get(el),
      inverse: el.getScreenCTM().inverse(),
      fill: paint(parse(style.fill), style.fillOpacity),
      stroke: paint(parse(style.stroke), style.strokeOpacity),
    };
  });
  const toScreen = (el, x, y) => new DOMPoint(x, y).matrixTransform(el.getScreenCTM());

  /** The colour at screen point (x, y) of the shapes before index `end` (exclusive),
   *  leaving out the board's thin lines when `lines` is false. */
  const paintAt = (x, y, end, lines = true) => {
    let colour = [255, 255, 255];
    for (const shape of shapes) {
      if (shape.index >= end) break;
      if ((!shape.fill && !shape.stroke) || (shape.line && !lines)) continue;
      const p = new DOMPoint(x, y).matrixTransform(shape.inverse);
      if (shape.fill && shape.el.isPointInFill(p)) colour = over(shape.fill.rgb, shape.fill.alpha, colour);
      if (shape.stroke && shape.el.isPointInStroke(p)) colour = over(shape.stroke.rgb, shape.stroke.alpha, colour);
    }
    return colour;
  };

  const texts = [...svg.querySelectorAll('text')].filter(visible).map((text) => {
    const style = getComputedStyle(text);
    const fill = parse(style.fill);
    const ctm = text.getScreenCTM();
    const px = parseFloat(style.fontSize) * Math.hypot(ctm.a, ctm.b);
    const bold = Number(style.fontWeight) >= 700;
    const large = px >= 24 || (bold && px >= 18.66);
    const box = text.getBBox();
    let worst = null;
    for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7]]) {
      const point = toScreen(text, box.x + fx * box.width, box.y + fy * box.height);
      const behind = paintAt(point.x, point.y, order.get(text));
      const colour = over(fill.rgb, fill.a * Number(style.fillOpacity) * opacityOf(text), behind);
      const r = ratio(colour, behind);
      if (!worst || r < worst.ratio) worst = { ratio: r, colour: hex(colour), behind: hex(behind) };
    }
    return {
      text: text.textContent,
      class: text.getAttribute('class') ?? '',
      piece: text.closest('[data-piece]')?.dataset.piece ?? null,
      px: Math.round(px * 10) / 10,
      bold,
      required: large ? 3 : 4.5,
      ...worst,
    };
  });

  const markers = [...svg.querySelectorAll(markerSelector ?? ':not(*)')].filter(visible).map((marker) => {
    const style = getComputedStyle(marker);
    const points = [];
    if (style.stroke !== 'none') {
      const total = marker.getTotalLength();
      const dashes = style.strokeDasharray === 'none' ? null : style.strokeDasharray.split(/[\s,]+/).map(parseFloat);
      const period = dashes ? dashes[0] + (dashes[1] ?? dashes[0]) : total / 12;
      for (let s = dashes ? dashes[0] / 2 : 0; s < total; s += period) points.push(marker.getPointAtLength(s));
    } else {
      // Points of a 7x7 grid over its box that fall inside the fill: a thin or slanted
      // shape (an arrow) leaves most of its box empty.
      const box = marker.getBBox();
      for (let i = 0.5; i < 7; i++) {
        for (let j = 0.5; j < 7; j++) {
          const p = new DOMPoint(box.x + (i / 7) * box.width, box.y + (j / 7) * box.height);
          if (marker.isPointInFill(p)) points.push(p);
        }
      }
    }
    let worst = null;
    for (const p of points) {
      const point = toScreen(marker, p.x, p.y);
      const index = order.get(marker);
      // A mark is seen against the wood, piece or tint under it; a grid line 1.6 units
      // wide running beneath a dot is not its background, so lines are left out here.
      const without = paintAt(point.x, point.y, index, false);
      const withIt = paintAt(point.x, point.y, index + 1, false);
      const r = ratio(withIt, without);
      if (!worst || r < worst.ratio) worst = { ratio: r, colour: hex(withIt), behind: hex(without) };
    }
    return { class: marker.getAttribute('class'), samples: points.length, required: 3, ...(worst ?? { ratio: 0, colour: 'no point', behind: 'no point' }) };
  });
  return { texts, markers };
}

/** The lines of a report that fall short, for an assertion message. */
export function failures({ texts, markers }) {
  const short = (x) => x.ratio < x.required;
  return [
    ...texts.filter(short).map((t) => `text "${t.text}" (${t.class}${t.piece ? ` ${t.piece}` : ''}, ${t.px}px${t.bold ? ' bold' : ''}): ${t.colour} on ${t.behind} = ${t.ratio.toFixed(2)} < ${t.required}`),
    ...markers.filter(short).map((m) => `marker ${m.class}: ${m.colour} against ${m.behind} = ${m.ratio.toFixed(2)} < ${m.required}`),
  ];
}
