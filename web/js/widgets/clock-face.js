// The clocks' faces, for the page's player bars and the element alike: each
// [data-clock="red|black"] span shows its side's time, marked while it runs and when it
// is low.

import { formatTime, LOW_TIME_MS } from '../game/clock.js';

/** Writes `clock`'s times at `now` into `spans`; returns the side whose running time
 *  is low, or null. */
export function paintClocks(spans, clock, now) {
  let low = null;
  for (const span of spans) {
    const color = span.dataset.clock;
    const left = clock.left(color, now);
    const text = formatTime(left);
    if (span.textContent !== text) span.textContent = text;
    span.classList.toggle('running', clock.running === color);
    span.classList.toggle('low', left < LOW_TIME_MS);
    if (clock.running === color && left < LOW_TIME_MS && left > 0) low = color;
  }
  return low;
}
