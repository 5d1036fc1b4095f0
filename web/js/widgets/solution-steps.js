// A solution written out and stepped through, for the lessons and the puzzles: the line
// in the reader's notation, numbered, and the board on the position after any move of
// it, reached with Back and Next or a click on the move. The host puts the position on
// the board; this only keeps the place and draws the line.

export class SolutionSteps {
  /** Fills `box` (hidden until a solution is shown): `tr` translates, `show(i)` puts on
   *  the board the position after the line's first `i` moves. */
  constructor(box, { tr, show }) {
    this.box = box;
    this.tr = tr;
    this.show = show;
    this.written = [];
    this.at = 0;
    box.hidden = true;
  }

  get open() {
    return !this.box.hidden;
  }

  /** Shows the line (its moves as written, `written()` so that a change of language
   *  writes them again) from its start. */
  start(written) {
    this.write = written;
    this.box.hidden = false;
    this.go(0);
  }

  close() {
    this.box.hidden = true;
    this.box.replaceChildren();
  }

  /** The position after the line's first `i` moves. */
  go(i) {
    this.at = Math.max(0, Math.min(i, this.write().length));
    this.show(this.at);
    this.draw();
  }

  /** Draws the line again, in the language and notation now chosen. */
  draw() {
    if (!this.open) return;
    const { tr } = this;
    const moves = this.write();
    const title = document.createElement('p');
    title.className = 'solution-title';
    title.textContent = tr('solution.title', { n: moves.length });
    const list = document.createElement('ol');
    list.className = 'solution-moves';
    moves.forEach((text, i) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'solution-move';
      button.dataset.ply = String(i + 1);
      button.textContent = text;
      if (i + 1 === this.at) button.setAttribute('aria-current', 'step');
      button.addEventListener('click', () => this.go(i + 1));
      item.append(button);
      list.append(item);
    });
    const controls = document.createElement('div');
    controls.className = 'solution-controls';
    const step = (className, key, to, disabled) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = className;
      button.textContent = tr(key);
      button.disabled = disabled;
      button.addEventListener('click', () => this.go(to));
      return button;
    };
    controls.append(step('solution-back', 'solution.back', this.at - 1, this.at === 0), step('solution-next', 'solution.next', this.at + 1, this.at === moves.length));
    const where = document.createElement('p');
    where.className = 'solution-where';
    where.setAttribute('aria-live', 'polite');
    where.textContent = this.at === 0 ? tr('solution.atStart') : tr('solution.after', { n: this.at, total: moves.length, move: moves[this.at - 1] });
    this.box.replaceChildren(title, list, controls, where);
  }
}
