#!/usr/bin/env python3
"""Time a UCI engine spends under a game clock (docs/strength.md, "Time use under a game
clock"): six positions from the opening to the endgame, each searched with `go wtime/btime`
in sudden death of 60 s and 10 s and with 60 s + 1 s, timed from writing `go` to reading
`bestmove`, as a GUI's clock counts it. The positions are those of the CLI test
uci_spends_a_game_clock_as_a_player_would (crates/xiangqi-cli/tests/cli.rs).

    python3 tools/uci-clock-times.py target/release/xiangqi
"""
import statistics
import subprocess
import sys
import time

POSITIONS = [
    "startpos",
    "startpos moves h2e2 h9g7",
    "startpos moves c3c4 g6g5 b0c2 h9g7 h2e2 b9c7",
    "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4 b7a7 b0c2 a9b9 a0b0 c6c5",
    "fen 2bak4/4a4/4b4/2n6/9/9/4P4/4B4/4A4/2BAK2R1 w - - 0 1",
]
CLOCKS = [
    ("wtime 60000 btime 60000", 60_000),
    ("wtime 10000 btime 10000", 10_000),
    ("wtime 60000 btime 60000 winc 1000 binc 1000", 60_000),
]


def read_until(engine, prefix):
    while not engine.stdout.readline().startswith(prefix):
        pass


def move_times(path, go):
    engine = subprocess.Popen([path, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    engine.stdin.write("uci\nisready\n")
    engine.stdin.flush()
    read_until(engine, "readyok")
    times = []
    for position in POSITIONS:
        started = time.perf_counter()
        engine.stdin.write(f"position {position}\ngo {go}\n")
        engine.stdin.flush()
        read_until(engine, "bestmove")
        times.append((time.perf_counter() - started) * 1000)
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    engine.wait()
    return times


def main():
    for go, clock in CLOCKS:
        times = move_times(sys.argv[1], go)
        typical, most = statistics.median(times), max(times)
        print(
            f"go {go}: {' '.join(f'{t:.0f}' for t in times)} ms; median {typical:.0f} ms = "
            f"{100 * typical / clock:.1f}% of the clock, most {most:.0f} ms = {100 * most / clock:.1f}%"
        )


if __name__ == "__main__":
    main()
