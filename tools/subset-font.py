#!/usr/bin/env python3
"""Builds web/fonts/xiangqi-kai.woff2: the glyphs the page shows, cut from LXGW WenKai Bold.

The page must render its Chinese text (pieces, river, notation, translations) the same on
every device, including ones without a Chinese font, without fetching anything from another
origin. So it ships a small subset of an OFL font. Run again after adding Chinese text:

    apt-get install fonts-lxgw-wenkai && pip install fonttools brotli
    python3 tools/subset-font.py

The OFL reserves the names "LXGW" and "霞鹜" for unmodified fonts, so the subset is renamed.
"""
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = pathlib.Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf")
TARGET = ROOT / "web" / "fonts" / "xiangqi-kai.woff2"
FAMILY = "Xiangqi Kai"

# Text the Rust crate produces rather than the page: Chinese move notation in both
# scripts (pieces, file numbers, full-width digits, 進退平, 前中後) and the river.
NOTATION = (
    "帥仕相傌俥炮兵將士象馬車砲卒帅将马车"
    "一二三四五六七八九１２３４５６７８９"
    "進退平前中後进后楚河漢界汉"
)


def page_text():
    text = NOTATION
    # Every page and script under web/, the string tables among them (tests/unit/font.test.js
    # checks the font against the same files).
    web = ROOT / "web"
    for path in sorted([*web.rglob("*.html"), *web.rglob("*.js")]):
        text += "".join(re.findall(r"[^\x00-\x7f]", path.read_text(encoding="utf-8")))
    # ASCII too, so digits and Latin letters in the Kai font match the Chinese beside them.
    text += "".join(chr(c) for c in range(0x20, 0x7F))
    return "".join(sorted(set(text)))


def main():
    font = TTFont(SOURCE)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=page_text())
    subsetter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = FAMILY if record.nameID != 4 else f"{FAMILY} Bold"
        elif record.nameID == 3:
            record.string = f"{FAMILY} Bold subset"
        elif record.nameID == 6:
            record.string = "XiangqiKai-Bold"
    font.flavor = "woff2"
    font.save(TARGET)
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes, {len(page_text())} characters")


if __name__ == "__main__":
    main()
