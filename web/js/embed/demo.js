// The demo page's event log: shows what a host page receives from the boards.

const log = document.getElementById('log');
for (const board of document.querySelectorAll('xiangqi-game')) {
  const note = (text) => {
    const item = document.createElement('li');
    item.textContent = `${board.id}: ${text}`;
    log.prepend(item);
  };
  board.addEventListener('move', (e) => note(`move ${e.detail.notation} (${e.detail.move})`));
  board.addEventListener('gameover', (e) => note(`game over: ${e.detail.winner ?? 'draw'}, ${e.detail.reason}`));
}
