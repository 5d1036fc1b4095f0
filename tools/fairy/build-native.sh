#!/bin/sh
# Builds Fairy-Stockfish natively from a checkout of its public source, for measuring
# our engine against it (docs/strength.md, "Against Fairy-Stockfish native"). Nothing of
# it enters this repository or the game: the program is written to OUT, outside.
#
#   git clone https://github.com/fairy-stockfish/Fairy-Stockfish /tmp/fairy-src
#   tools/fairy/build-native.sh /tmp/fairy-src /tmp/fairy-stockfish
#
# largeboards=yes is what lets it play on Xiangqi's 9x10 board; nnue=no leaves out the
# network download, so it evaluates with its classical (hand-written) evaluation, as in
# every match in docs/strength.md. ARCH (default x86-64-bmi2) as its Makefile lists them.
set -eu
SOURCE=${1:?usage: build-native.sh FAIRY_STOCKFISH_SOURCE OUT}
OUT=${2:?usage: build-native.sh FAIRY_STOCKFISH_SOURCE OUT}
[ -f "$SOURCE/src/Makefile" ] || { echo "$SOURCE/src/Makefile: not a Fairy-Stockfish checkout" >&2; exit 1; }
make -C "$SOURCE/src" -j "$(nproc)" build ARCH="${ARCH:-x86-64-bmi2}" largeboards=yes nnue=no >&2
cp "$SOURCE/src/stockfish" "$OUT"
# A check that it is the build we want: it knows Xiangqi and finds a move.
printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition startpos\ngo depth 8\n' | timeout 60 "$OUT" | grep -q '^bestmove [a-i]' ||
  { echo "$OUT does not play Xiangqi" >&2; exit 1; }
echo "$OUT: $(printf 'uci\nquit\n' | "$OUT" | grep '^id name')"
