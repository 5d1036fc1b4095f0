// Arrows and circles the person draws on the board (the right button or a long press), in
// the lichess manner. Each position keeps its own while the game is stepped through; a
// tap clears those of the position shown. They are notes for the moment, not saved.

export class Drawings {
  constructor() {
    /** Shapes by position: [{from, to}], a circle where from === to. */
    this.byPosition = new Map();
  }

  /** Draws the arrow `from`-`to` (a circle when they are one point) on position `key`, or
   *  rubs it out if it is there. */
  toggle(key, from, to) {
    const shapes = this.byPosition.get(key) ?? [];
    const at = shapes.findIndex((shape) => shape.from === from && shape.to === to);
    if (at >= 0) shapes.splice(at, 1);
    else shapes.push({ from, to });
    this.byPosition.set(key, shapes);
  }

  /** Rubs out position `key`'s shapes; true if there were any. */
  clear(key) {
    return (this.byPosition.get(key)?.length ?? 0) > 0 && this.byPosition.delete(key);
  }

  shapes(key) {
    return this.byPosition.get(key) ?? [];
  }
}
