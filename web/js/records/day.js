// A day as the puzzle page writes it (the daily puzzle's date, a rated try's day in the
// history) and reads it back: one definition for both, so that no day the page writes is
// one it then refuses (a device clock at year 10000 or 999 once wrote such days).

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** The latest year a JavaScript date can hold: 275760. A day's year has 4 to 6 digits. */
const DAY = /^(\d{4,6})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `date` as YYYY-MM-DD in the player's own calendar, the year in at least four digits
 *  (0999, 10000); a year before 0 or a date that is none (an invalid clock) is 0000-01-01. */
export function dayOf(date) {
  const year = date.getFullYear();
  if (!(year >= 0)) return '0000-01-01';
  return `${pad(year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether `text` is a day as dayOf writes it. */
export const isDay = (text) => typeof text === 'string' && DAY.test(text);
