// A date as PGN's Date tag writes it, in the player's time zone: "2026.12.07".

/** `when` (today by default) as PGN writes dates. */
export function pgnDate(when = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${when.getFullYear()}.${pad(when.getMonth() + 1)}.${pad(when.getDate())}`;
}
