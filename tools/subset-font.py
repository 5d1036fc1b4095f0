#!/usr/bin/env python3
"""Builds the page's fonts: the glyphs it shows, cut from LXGW WenKai Bold.

The page must render its Chinese text (pieces, river, notation, translations) the same on
every device, including ones without a Chinese font, without fetching anything from another
origin. So it ships small subsets of an OFL font:

- web/fonts/xiangqi-kai-board.woff2 ("Xiangqi Kai Board"): the few characters the board
  itself draws (pieces, river, file numbers), so that the first screen's pieces wait for a
  small file only;
- web/fonts/xiangqi-kai.woff2 ("Xiangqi Kai"): every character of the game's pages and
  scripts, which every page loads;
- web/fonts/xiangqi-kai-learn.woff2 ("Xiangqi Kai Learn"): the characters that only the
  Learn section uses (learn.html, lessons.html, js/learn/, its string table), loaded by the
  guide alone, so the game's first visit does not carry the guide's text;
- web/fonts/xiangqi-kai-puzzles.woff2 ("Xiangqi Kai Puzzles"): what the puzzle page adds
  to both (puzzles.html, js/puzzles/, its string table, the classic studies' manuals and
  titles in both scripts), loaded by that page alone.
- web/fonts/xiangqi-kai-friend.woff2 ("Xiangqi Kai Friend"): what a game with a friend
  elsewhere, by link or live, adds to the game's (js/friend/, js/live/,
  js/element/friend.js, their string tables), loaded
  with that code (friend.css; the element registers it), so a player who never plays
  one never downloads it.

Run again after adding Chinese text:

    apt-get install fonts-lxgw-wenkai && pip install fonttools brotli
    python3 tools/subset-font.py

The OFL reserves the names "LXGW" and "霞鹜" for unmodified fonts, so the subsets are renamed.
"""
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
SOURCE = pathlib.Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf")

# Text the Rust crate produces rather than the page: Chinese move notation in both
# scripts (pieces, file numbers, full-width digits, 進退平, 前中後) and the river.
NOTATION = (
    "帥仕相傌俥炮兵將士象馬車砲卒帅将马车"
    "一二三四五六七八九１２３４５６７８９"
    "進退平前中後进后楚河漢界汉"
)

# What the board draws in the Kai font (js/board/svg.js, js/board/pieces.js): the pieces of
# both character sets, the river, the file numbers in every notation (Chinese numerals,
# digits, ICCS letters); and the game page's brand, 象棋, which is drawn in it until the
# whole Kai font has come (style.css, --kai-face). tests/unit/font.test.js checks it against
# those scripts and index.html.
BOARD = "帥仕相傌俥炮兵將士象馬車砲卒帅将马车楚河漢界一二三四五六七八九棋 0123456789abcdefghi"

# The ECCO opening names the move list shows (crates/xiangqi/src/ecco): the published
# simplified names and the traditional forms of their characters.
ECCO = ROOT / "crates" / "xiangqi" / "src" / "ecco"


def ecco_text():
    names = [l for l in (ECCO / "names.tsv").read_text(encoding="utf-8").splitlines() if not l.startswith("#")]
    pairs = re.findall(r"\('(.)', '(.)'\)", (ECCO / "mod.rs").read_text(encoding="utf-8"))
    return "".join(names) + "".join(t for _, t in pairs)


# The Learn section's own files, the puzzle page's, and a game by link's
# (tests/unit/font.test.js draws the same lines).
LEARN = [WEB / "learn.html", WEB / "lessons.html", WEB / "js" / "learn", WEB / "js" / "i18n" / "strings" / "learn.js"]
PUZZLES = [WEB / "puzzles.html", WEB / "js" / "puzzles", WEB / "js" / "i18n" / "strings" / "puzzles.js"]
FRIEND = [
    WEB / "js" / "friend",
    WEB / "js" / "live",
    WEB / "js" / "element" / "friend.js",
    WEB / "js" / "i18n" / "strings" / "friend.js",
    WEB / "js" / "i18n" / "strings" / "live.js",
]

# The classic studies' manuals and titles, in both scripts, which the puzzle page shows
# from its catalogue (puzzles.json, made from this table).
STUDIES = ROOT / "crates" / "xiangqi" / "src" / "puzzle" / "studies.tsv"


def studies_text():
    rows = [l.split("\t") for l in STUDIES.read_text(encoding="utf-8").splitlines() if not l.startswith("#")]
    return "".join(r[1] + r[2] + r[3] for r in rows)


def is_in(path, parts):
    return any(path == part or part in path.parents for part in parts)


def text_of(paths):
    return "".join("".join(re.findall(r"[^\x00-\x7f]", p.read_text(encoding="utf-8"))) for p in paths)


def sources():
    return sorted([*WEB.rglob("*.html"), *WEB.rglob("*.js")])


def game_text():
    # Every page and script under web/ but the guide's, the string tables among them; ASCII
    # too, so digits and Latin letters in the Kai font match the Chinese beside them.
    text = NOTATION + ecco_text() + text_of(p for p in sources() if not is_in(p, LEARN + PUZZLES + FRIEND))
    text += "".join(chr(c) for c in range(0x20, 0x7F))
    return "".join(sorted(set(text)))


def learn_text():
    game = set(game_text())
    return "".join(sorted(set(text_of(p for p in sources() if is_in(p, LEARN))) - game))


def puzzles_text():
    known = set(game_text()) | set(learn_text())
    text = text_of(p for p in sources() if is_in(p, PUZZLES)) + studies_text()
    return "".join(sorted(set(text) - known))


def friend_text():
    game = set(game_text())
    return "".join(sorted(set(text_of(p for p in sources() if is_in(p, FRIEND))) - game))


def cut(text, target, family):
    font = TTFont(SOURCE)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = family if record.nameID != 4 else f"{family} Bold"
        elif record.nameID == 3:
            record.string = f"{family} Bold subset"
        elif record.nameID == 6:
            record.string = f"{family.replace(' ', '')}-Bold"
    font.flavor = "woff2"
    font.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes, {len(text)} characters")


def main():
    cut(BOARD, WEB / "fonts" / "xiangqi-kai-board.woff2", "Xiangqi Kai Board")
    cut(game_text(), WEB / "fonts" / "xiangqi-kai.woff2", "Xiangqi Kai")
    cut(learn_text(), WEB / "fonts" / "xiangqi-kai-learn.woff2", "Xiangqi Kai Learn")
    cut(puzzles_text(), WEB / "fonts" / "xiangqi-kai-puzzles.woff2", "Xiangqi Kai Puzzles")
    cut(friend_text(), WEB / "fonts" / "xiangqi-kai-friend.woff2", "Xiangqi Kai Friend")


if __name__ == "__main__":
    main()
