// Names for games: each game the person plays or opens gets an id of its own, under which
// it is saved (records/storage.js), so that games in two tabs never share a record.

/** A fresh game id: the time and a random part, in base 36. */
export function newGameId() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
