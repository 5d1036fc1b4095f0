#!/usr/bin/env python3
"""Differential test of the rules against Fairy-Stockfish's, through pyffish.

Random playouts start from the standard position and from every position of the
test tables (perft.tsv, legal.tsv, outcomes.tsv). Our side (`xiangqi trace --batch`, kept running) describes each position;
the playout continues with a random legal move of ours, biased towards captures so
that playouts reach the sparse endings where checks, mates and stalemates happen.
pyffish then checks, for every position of every playout:

- the set of legal moves (pyffish ranks are 1-10, ours 0-9);
- whether the side to move is in check, and whether it is mated or stalemated
  (both lose in Xiangqi: pyffish's game result is a loss for the side to move);
- at the end of the playout, the board and side to move reached by playing the
  moves from the start, so that a wrong make-move cannot hide behind our own FEN.

Only position rules are compared. The game rules where the two programs differ
(repetition, perpetual check and chase, and the no-capture limit, 100 plies there
and 120 here) are out of scope: playouts are shorter than either limit.

A pyffish call costs a few milliseconds, so the position of every ply costs one
call and the check marks of a whole playout come from one get_san_moves call.

Exit status 0 when everything agrees; otherwise the first disagreements are printed
with the FEN and moves that reproduce them, and the status is 1.
"""

import argparse
import multiprocessing
import random
import re
import subprocess
import sys
import time

import pyffish

VARIANT = "xiangqi"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
SQUARE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


def to_ffish(move):
    """ICCS h2e2 -> pyffish h3e3."""
    f1, r1, f2, r2 = SQUARE.match(move).groups()
    return f"{f1}{int(r1) + 1}{f2}{int(r2) + 1}"


def from_ffish(move):
    f1, r1, f2, r2 = SQUARE.match(move).groups()
    return f"{f1}{int(r1) - 1}{f2}{int(r2) - 1}"


def occupied(fen):
    """The squares holding a piece, in ICCS (a0..i9)."""
    squares = set()
    for row, text in enumerate(fen.split()[0].split("/")):
        rank, file = 9 - row, 0
        for c in text:
            if c.isdigit():
                file += int(c)
            else:
                squares.add(f"{'abcdefghi'[file]}{rank}")
                file += 1
    return squares


def placement(fen):
    """Board and side to move, without the counters (the two programs count differently)."""
    board, side = fen.split()[:2]
    return board.replace("H", "N").replace("h", "n").replace("E", "B").replace("e", "b"), side


class Ours:
    """A running `xiangqi trace --batch`, asked one position and move at a time."""

    def __init__(self, binary):
        self.proc = subprocess.Popen(
            [binary, "trace", "--batch"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def trace(self, fen, moves=()):
        self.proc.stdin.write(fen + ("\t" + " ".join(moves) if moves else "") + "\n")
        self.proc.stdin.flush()
        rows = []
        while (line := self.proc.stdout.readline().rstrip("\n")) != "":
            fields = line.split("\t")
            if fields[0] == "error":
                raise RuntimeError(f"xiangqi trace: {fields[1]}")
            fen_out, status, legal = fields
            rows.append((fen_out, status, legal.split()))
        return rows

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def playout(ours, start, rng, max_plies):
    """A random line from `start`: the moves and our description of every position."""
    positions = ours.trace(start)
    moves = []
    for _ in range(rng.randint(1, max_plies)):
        fen, _, legal = positions[-1]
        if not legal:
            break
        targets = occupied(fen)
        captures = [m for m in legal if m[2:] in targets]
        m = rng.choice(captures if captures and rng.random() < 0.6 else legal)
        # Replaying from the previous FEN checks make-move on a freshly parsed position.
        positions.append(ours.trace(fen, [m])[1])
        moves.append(m)
    return moves, positions


def compare(start, moves, positions):
    """Disagreements between pyffish and our description of one playout."""
    problems = []
    where = lambda k: f"FEN {start!r} after moves {' '.join(moves[:k]) or '(none)'}"
    for k, (fen, status, legal) in enumerate(positions):
        theirs = sorted(from_ffish(m) for m in pyffish.legal_moves(VARIANT, fen, []))
        if theirs != sorted(legal):
            missing = sorted(set(theirs) - set(legal))
            extra = sorted(set(legal) - set(theirs))
            problems.append(f"legal moves differ at {where(k)}: we miss {missing}, we add {extra}")
            return problems  # the rest of the line builds on a position already wrong
        if not legal:
            result = pyffish.game_result(VARIANT, fen, [])
            if result != -pyffish.VALUE_MATE:
                problems.append(f"we say {status} at {where(k)}, pyffish's result is {result}")
    in_check = [pyffish.gives_check(VARIANT, start, [])]
    for san in pyffish.get_san_moves(VARIANT, start, [to_ffish(m) for m in moves]):
        in_check.append(san.endswith("+") or san.endswith("#"))
    for k, ((_, status, _), check) in enumerate(zip(positions, in_check)):
        if (status in ("check", "checkmate")) != check:
            problems.append(f"we say {status}, pyffish says check={check} at {where(k)}")
    theirs_end = pyffish.get_fen(VARIANT, start, [to_ffish(m) for m in moves])
    if placement(theirs_end) != placement(positions[-1][0]):
        problems.append(f"the line ends in {positions[-1][0]!r}, pyffish has {theirs_end!r}: {where(len(moves))}")
    return problems


def worker(job):
    binary, starts, seed, max_plies = job
    rng = random.Random(seed)
    ours = Ours(binary)
    stats = {"playouts": 0, "positions": 0, "check": 0, "checkmate": 0, "stalemate": 0}
    problems = []
    for start in starts:
        moves, positions = playout(ours, start, rng, max_plies)
        problems += compare(start, moves, positions)
        stats["playouts"] += 1
        stats["positions"] += len(positions)
        for _, status, _ in positions:
            if status != "none":
                stats[status] += 1
    ours.close()
    return stats, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--xiangqi", required=True, help="path to the xiangqi binary")
    parser.add_argument("--positions", nargs="+", required=True, help="TSV files whose FEN column (the second) gives start points")
    parser.add_argument("--playouts", type=int, default=2000)
    parser.add_argument("--max-plies", type=int, default=16, help="each playout is 1..N plies long")
    parser.add_argument("--seed", type=int, default=None, help="default: random, printed for reproduction")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    print(f"pyffish {'.'.join(map(str, pyffish.version()))}, seed {seed}", flush=True)

    fens = [START]
    for path in args.positions:
        with open(path) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    fen = line.split("\t")[1]
                    if fen not in fens:
                        fens.append(fen)
    # Half the playouts from the start, the rest spread over the table positions.
    starts = [START if i % 2 == 0 else fens[1 + (i // 2) % (len(fens) - 1)] for i in range(args.playouts)]
    jobs = [(args.xiangqi, starts[j :: args.jobs], seed + j, args.max_plies) for j in range(args.jobs)]

    began = time.time()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(worker, jobs)
    totals = {k: sum(s[k] for s, _ in results) for k in results[0][0]}
    problems = [p for _, ps in results for p in ps]
    print(
        f"{totals['playouts']} playouts from {len(fens)} start positions, {totals['positions']} positions "
        f"({totals['check']} in check, {totals['checkmate']} checkmate, {totals['stalemate']} stalemate) "
        f"in {time.time() - began:.0f} s"
    )
    for p in problems[:20]:
        print("DIFFERENCE:", p)
    if problems:
        print(f"{len(problems)} difference(s) with Fairy-Stockfish", file=sys.stderr)
        sys.exit(1)
    print("same legal moves, checks, mates and stalemates as Fairy-Stockfish")


if __name__ == "__main__":
    main()
