// An HTML element built in one call, for the panels of a game by link: the game page's
// (panel.js) and the element's (element/friend.js).

/** An element `tag` with `attrs` (`text` for its text, `on*` for listeners) and `children`. */
export function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}
