// The notation section's translator: the last move played on a diagram, written in each
// notation the game knows, as the rules crate writes them.

const NOTATIONS = [
  ['chinese', 'learn.written.chinese'],
  ['chinese-simplified', 'learn.written.simplified'],
  ['wxf', 'learn.written.wxf'],
  ['iccs', 'learn.written.iccs'],
];

export class MoveWritten {
  constructor(figure, tr) {
    this.tr = tr;
    this.invite = document.createElement('p');
    this.invite.className = 'diagram-invite';
    this.list = document.createElement('dl');
    this.list.className = 'diagram-written';
    figure.append(this.invite, this.list);
  }

  /** The last move of `game`, or an invitation to play one. */
  show(game) {
    const played = game.moves().length > 0;
    this.invite.textContent = this.tr('learn.written.none');
    this.invite.hidden = played;
    this.list.hidden = !played;
    if (!played) return this.list.replaceChildren();
    this.list.replaceChildren(
      ...NOTATIONS.flatMap(([notation, label]) => {
        const dt = document.createElement('dt');
        dt.textContent = this.tr(label);
        const dd = document.createElement('dd');
        dd.textContent = game.moveList(notation).at(-1);
        dd.dataset.notation = notation;
        return [dt, dd];
      }),
    );
  }
}
