// The lessons' exercises: short tasks on the real board, in chapters, each with its goal
// (see goals.js), its position, the fewest moves it takes (par) and a solution in that
// many. The positions are the project's own; par and the solutions were found by a
// breadth-first search over the rules crate's moves (the basic mates: by the engine, its
// best defence between the moves), and tests/unit/lessons.test.js checks every one again:
// the solution meets the goal in par moves, and nothing does it in fewer.

/** The chapters, in the order a newcomer meets them. */
export const CHAPTERS = ['palace', 'horse', 'chariot', 'cannon', 'soldier', 'capture', 'check', 'answer', 'mate', 'flying', 'stalemate', 'basic'];

/** The guide's section (learn.html#…) on each chapter's rule. */
export const CHAPTER_RULES = {
  palace: 'general',
  horse: 'horse',
  chariot: 'chariot',
  cannon: 'cannon',
  soldier: 'soldier',
  capture: 'capture',
  check: 'check',
  answer: 'check',
  mate: 'checkmate',
  flying: 'flying-generals',
  stalemate: 'stalemate',
  basic: 'checkmate',
};

export const EXERCISES = [
  { id: 'palace-1', chapter: 'palace', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/4K4/9 w - - 0 1', piece: 'e1', marks: ['d2', 'f2'], par: 4, solution: ['e1e2', 'e2f2', 'f2e2', 'e2d2'] },
  { id: 'palace-2', chapter: 'palace', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/9/3AK4 w - - 0 1', piece: 'd0', marks: ['f2', 'd2'], par: 4, solution: ['d0e1', 'e1f2', 'f2e1', 'e1d2'] },
  { id: 'palace-3', chapter: 'palace', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/9/2B1K4 w - - 0 1', piece: 'c0', marks: ['g4', 'i2'], par: 3, solution: ['c0e2', 'e2g4', 'g4i2'] },
  { id: 'palace-4', chapter: 'palace', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1', piece: 'c0', marks: ['e2'], par: 3, solution: ['c0a2', 'a2c4', 'c4e2'] },

  { id: 'horse-1', chapter: 'horse', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/9/1N2K4 w - - 0 1', piece: 'b0', marks: ['c4'], par: 3, solution: ['b0c2', 'c2e3', 'e3c4'] },
  { id: 'horse-2', chapter: 'horse', goal: 'reach', fen: '4k4/4a4/9/9/4P4/3PNP3/9/9/9/4K4 w - - 0 1', piece: 'e4', marks: ['e6'], par: 4, solution: ['e4f2', 'f2h3', 'h3g5', 'g5e6'] },
  { id: 'horse-3', chapter: 'horse', goal: 'capture', fen: '4k4/4a4/9/2r3c2/9/9/9/9/9/1N2K4 w - - 0 1', piece: 'b0', marks: ['c6', 'g6'], par: 5, solution: ['b0c2', 'c2d4', 'd4c6', 'c6e7', 'e7g6'] },
  { id: 'horse-4', chapter: 'horse', goal: 'reach', fen: '4k4/4a4/9/9/9/9/7PP/9/9/4K1BN1 w - - 0 1', piece: 'h0', marks: ['h4', 'f3'], par: 3, solution: ['h0g2', 'g2h4', 'h4f3'] },

  { id: 'chariot-1', chapter: 'chariot', goal: 'reach', fen: '4k4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1', piece: 'a0', marks: ['h7'], par: 2, solution: ['a0a7', 'a7h7'] },
  { id: 'chariot-2', chapter: 'chariot', goal: 'reach', fen: '4k4/4a4/9/1P7/9/2P6/P8/9/9/R3K4 w - - 0 1', piece: 'a0', marks: ['c6', 'a8'], par: 5, solution: ['a0d0', 'd0d6', 'd6c6', 'c6c8', 'c8a8'] },
  { id: 'chariot-3', chapter: 'chariot', goal: 'capture', fen: '4k4/4a4/9/2c5n/9/9/2p6/9/9/4K3R w - - 0 1', piece: 'i0', marks: ['i6', 'c6', 'c3'], par: 3, solution: ['i0i6', 'i6c6', 'c6c3'] },
  { id: 'chariot-4', chapter: 'chariot', goal: 'capture', fen: '4k4/4a4/9/9/1c5p1/9/9/9/R6r1/4K4 w - - 0 1', piece: 'a1', marks: ['h1', 'h5', 'b5'], par: 3, solution: ['a1h1', 'h1h5', 'h5b5'] },

  { id: 'cannon-1', chapter: 'cannon', goal: 'capture', fen: '4k4/4a4/1r7/9/9/1P7/9/1C7/9/4K4 w - - 0 1', piece: 'b2', marks: ['b7'], par: 1, solution: ['b2b7'] },
  { id: 'cannon-2', chapter: 'cannon', goal: 'capture', fen: '4k4/4a4/2n6/9/9/2P6/9/6nC1/9/4K4 w - - 0 1', piece: 'h2', marks: ['c7'], par: 3, solution: ['h2h3', 'h3c3', 'c3c7'] },
  { id: 'cannon-3', chapter: 'cannon', goal: 'reach', fen: '4k4/4a4/9/9/9/1P7/9/1C1P5/9/4K4 w - - 0 1', piece: 'b2', marks: ['b8', 'g2'], par: 6, solution: ['b2b3', 'b3g3', 'g3g2', 'g2g5', 'g5b5', 'b5b8'] },
  { id: 'cannon-4', chapter: 'cannon', goal: 'capture', fen: 'r3k4/4a4/9/P8/9/2P3n2/9/C8/9/4K4 w - - 0 1', piece: 'a2', marks: ['a9', 'g4'], par: 4, solution: ['a2a4', 'a4g4', 'g4g9', 'g9a9'] },

  { id: 'soldier-1', chapter: 'soldier', goal: 'reach', fen: '4k4/4a4/9/9/9/9/2P6/9/9/4K4 w - - 0 1', piece: 'c3', marks: ['c6'], par: 3, solution: ['c3c4', 'c4c5', 'c5c6'] },
  { id: 'soldier-2', chapter: 'soldier', goal: 'reach', fen: '4k4/4a4/9/9/2P6/9/9/9/9/4K4 w - - 0 1', piece: 'c5', marks: ['b6', 'd7'], par: 5, solution: ['c5c6', 'c6b6', 'b6b7', 'b7c7', 'c7d7'] },
  { id: 'soldier-3', chapter: 'soldier', goal: 'capture', fen: '4k4/4a2p1/5p3/6p2/6P2/9/9/9/9/4K4 w - - 0 1', piece: 'g5', marks: ['g6', 'f7', 'h8'], par: 6, solution: ['g5g6', 'g6g7', 'g7f7', 'f7f8', 'f8g8', 'g8h8'] },

  { id: 'capture-1', chapter: 'capture', goal: 'capture', fen: '4k4/4a4/9/9/c8/5n3/9/6N2/9/R3K4 w - - 0 1', marks: ['a5', 'f4'], par: 2, solution: ['a0a5', 'g2f4'] },
  { id: 'capture-2', chapter: 'capture', goal: 'capture', fen: '4k4/1r2a4/9/7c1/1P7/9/9/1C7/9/4K2R1 w - - 0 1', marks: ['b8', 'h6'], par: 2, solution: ['h0h6', 'b2b8'] },

  { id: 'check-1', chapter: 'check', goal: 'check', fen: '3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1', par: 1, solution: ['a0a9'] },
  { id: 'check-2', chapter: 'check', goal: 'check', fen: '3aka3/9/9/9/6N2/9/9/9/4A4/4K4 w - - 0 1', par: 1, solution: ['g5f7'] },
  { id: 'check-3', chapter: 'check', goal: 'check', fen: '3aka3/9/9/9/9/4P4/9/1C7/4A4/4K4 w - - 0 1', par: 1, solution: ['b2b9'] },
  { id: 'check-4', chapter: 'check', goal: 'check', fen: '3aka3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1', par: 1, solution: ['e7e8'] },

  { id: 'answer-1', chapter: 'answer', goal: 'answer', answer: 'away', fen: '3k5/9/9/9/4r4/9/9/9/9/3AK1B2 w - - 0 1', par: 1, solution: ['e0f0'] },
  { id: 'answer-2', chapter: 'answer', goal: 'answer', answer: 'capture', fen: '5k3/9/9/9/R3r4/9/9/9/9/3AKAB2 w - - 0 1', par: 1, solution: ['a5e5'] },
  { id: 'answer-3', chapter: 'answer', goal: 'answer', answer: 'block', fen: '3k5/9/4r4/9/9/9/9/2N6/9/3AK1B2 w - - 0 1', par: 1, solution: ['d0e1'] },
  { id: 'answer-4', chapter: 'answer', goal: 'answer', answer: 'unscreen', fen: '3k5/9/4c4/9/9/9/4N4/9/9/3AKAB2 w - - 0 1', par: 1, solution: ['e3f5'] },
  { id: 'answer-5', chapter: 'answer', goal: 'answer', answer: 'unscreen', fen: '3k5/9/9/9/9/9/9/5n3/R8/3AKAB2 w - - 0 1', par: 1, solution: ['a1f1'] },

  { id: 'mate-1', chapter: 'mate', goal: 'mate', fen: '3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1', par: 1, solution: ['a0a9'] },
  { id: 'mate-2', chapter: 'mate', goal: 'mate', fen: '3aka3/9/4P4/1N7/9/9/9/9/9/4K4 w - - 0 1', par: 1, solution: ['b6c8'] },
  { id: 'mate-3', chapter: 'mate', goal: 'mate', fen: '3aka3/9/9/9/4C4/9/7C1/9/9/3K5 w - - 0 1', par: 1, solution: ['h3e3'] },
  { id: 'mate-4', chapter: 'mate', goal: 'mate', fen: '3k5/2P6/3P5/9/9/9/9/9/9/4K4 w - - 0 1', par: 1, solution: ['d7d8'] },
  { id: 'mate-5', chapter: 'mate', goal: 'mate', fen: '4k4/9/4N4/9/9/9/9/7C1/9/3K5 w - - 0 1', par: 1, solution: ['h2e2'] },

  { id: 'flying-1', chapter: 'flying', goal: 'mate', fen: '3k5/2P6/9/9/9/9/9/9/9/R3K4 w - - 0 1', par: 1, solution: ['a0a9'] },
  { id: 'flying-2', chapter: 'flying', goal: 'mate', fen: '5k3/9/9/9/9/9/9/9/7R1/4K4 w - - 0 1', par: 1, solution: ['h1f1'] },
  { id: 'flying-3', chapter: 'flying', goal: 'mate', fen: '9/3k5/9/9/9/9/9/9/1R7/4K4 w - - 0 1', par: 1, solution: ['b1d1'] },

  { id: 'stalemate-1', chapter: 'stalemate', goal: 'stalemate', fen: '5k3/9/6P2/9/9/9/9/9/9/4K4 w - - 0 1', par: 1, solution: ['g7g8'] },
  { id: 'stalemate-2', chapter: 'stalemate', goal: 'stalemate', fen: '3k5/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1', par: 1, solution: ['e5f7'] },
  { id: 'stalemate-3', chapter: 'stalemate', goal: 'stalemate', fen: '5k3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1', par: 1, solution: ['e7e8'] },

  { id: 'basic-1', chapter: 'basic', goal: 'win', fen: '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1', par: 2, solution: ['a1e1', 'e9f9', 'e1e8'] },
  { id: 'basic-2', chapter: 'basic', goal: 'win', fen: '4k4/9/9/9/2N6/9/9/9/7R1/3K5 w - - 0 1', par: 2, solution: ['h1e1', 'e9f9', 'e1e8'] },
  { id: 'basic-3', chapter: 'basic', goal: 'win', fen: '4k4/9/9/2N1P4/9/9/9/9/9/3K5 w - - 0 1', par: 2, solution: ['e6e7', 'e9f9', 'e7e8'] },
  { id: 'basic-4', chapter: 'basic', goal: 'win', fen: '4k4/9/3P5/9/9/9/9/7C1/9/3K5 w - - 0 1', par: 2, solution: ['d7d8', 'e9f9', 'd8e8'] },
  { id: 'basic-5', chapter: 'basic', goal: 'win', fen: '9/4k4/9/4P4/2N6/9/9/9/9/3K5 w - - 0 1', par: 3, solution: ['c5e4', 'e8f8', 'e6e7', 'f8f9', 'e7e8'] },
  { id: 'basic-6', chapter: 'basic', goal: 'win', fen: '4k4/9/9/2P6/9/9/9/3C5/9/5K3 w - - 0 1', par: 3, solution: ['c6d6', 'e9e8', 'd6d7', 'e8e9', 'd7d8'] },
];

/** The lesson to do next, given the stars kept (by id): the first not yet solved, else
 *  the first short of three stars, in the chapters' order; null when every one has its
 *  three. A path through the lessons, while every one stays open to anyone. */
export function nextLesson(stars) {
  return EXERCISES.find((e) => !stars[e.id]) ?? EXERCISES.find((e) => stars[e.id] < 3) ?? null;
}
