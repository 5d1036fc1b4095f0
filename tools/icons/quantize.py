"""Shrinks the app icons that make-icons.mjs drew: 64 colours in a palette, which the
flat artwork does not miss, cut each PNG to about a quarter (they are downloaded with
the rest of the game for offline play). Needs Pillow; run from the repository's root:
    python3 tools/icons/quantize.py
"""

from pathlib import Path

from PIL import Image

for path in sorted(Path("web/icons").glob("*.png")):
    before = path.stat().st_size
    image = Image.open(path).convert("RGBA")
    image.quantize(colors=64, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(path, optimize=True)
    print(f"{path}: {before} -> {path.stat().st_size} bytes")
