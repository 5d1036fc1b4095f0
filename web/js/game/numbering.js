// Move numbers as records write them: Red's move and Black's reply share a number, and a
// game set up from a FEN counts on from the FEN's move number, Black first if it is to move.

/** For the game starting at `startFen`: the number of its move at `ply` (from 0) and
 *  whether Red makes it. */
export function moveNumbering(startFen) {
  const fields = startFen.split(' ');
  const blackStarts = fields[1] === 'b';
  const firstNumber = Number(fields[5]) || 1;
  return (ply) => {
    const index = ply + (blackStarts ? 1 : 0);
    return { number: firstNumber + Math.floor(index / 2), red: index % 2 === 0 };
  };
}
