// The sentence a board's host shows beside it (a task, a refused move, a result). It is
// kept as the words to say, not as the text said, so that it is said again in the new
// language when the reader switches: nothing on the page stays in the old one.

export class Note {
  /** Writes into `element`, whose `data-kind` tells the page how to show it. */
  constructor(element) {
    this.element = element;
    this.words = () => '';
    this.kind = 'info';
  }

  /** Shows `words` (a function that writes the sentence in the language of the moment, or a
   *  fixed text) as `kind`: 'info', 'refusal', 'right', 'solved', …. */
  say(words, kind = 'info') {
    this.words = typeof words === 'function' ? words : () => words;
    this.kind = kind;
    this.retell();
  }

  /** Says the same again, in the language now chosen. */
  retell() {
    this.element.textContent = this.words();
    this.element.dataset.kind = this.kind;
  }

  get text() {
    return this.element.textContent;
  }
}
