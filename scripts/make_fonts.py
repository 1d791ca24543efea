"""Regenerates the device's bitmap fonts (firmware/app/fonts/) from DejaVu Sans, rendered by
FreeType with its monochrome hinting: one Python module per size, read by firmware/app/type.py.

Needs freetype-py from PyPI and the DejaVu fonts from Debian's fonts-dejavu-core package:
    apt-get install fonts-dejavu-core
    .venv/bin/pip install -r requirements-fonts.txt
    .venv/bin/python scripts/make_fonts.py [--ttf-dir /usr/share/fonts/truetype/dejavu]
The output depends only on the TTF and FreeType's version (both written into each module);
run it again after changing a size or the character set below, and look at the screens.

Each module holds (docs/type.md, "The font modules"):
  HEIGHT    pixels from a line's top to its bottom, room for Ä's dots and g's tail included
  BASELINE  pixels from a line's top to the baseline
  CHARS     the characters drawn, a str; a glyph's number is its place in CHARS
  INDEX     7 bytes per glyph: offset into BITMAPS (2 bytes, little-endian), advance, left,
            top, width, rows: the glyph's ink is `rows` rows of `width` pixels whose top left
            corner lies `left` pixels right of the pen and `top` pixels below the line's top
  BITMAPS   the ink rows one after the other, each (width + 7) // 8 bytes, most significant bit
            leftmost (framebuf's MONO_HLSB), a set bit is ink
"""

import argparse
from pathlib import Path

import freetype

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "firmware" / "app" / "fonts"
TTF_DIR = "/usr/share/fonts/truetype/dejavu"

# ASCII, the German letters, and the few signs the screens' German and English texts use.
TEXT = "".join(chr(c) for c in range(32, 127)) + "ÄÖÜäöüß€·–→"
# The largest sizes show figures only (a balance, a count): their glyphs are large.
FIGURES = " +-.,:/0123456789€–"

# (module, TTF file, line height in pixels, characters)
FONTS = (
    ("sans13", "DejaVuSans.ttf", 13, TEXT),
    ("sans17", "DejaVuSans-Bold.ttf", 17, TEXT),
    ("sans24", "DejaVuSans-Bold.ttf", 24, TEXT),
    ("sans32", "DejaVuSans-Bold.ttf", 32, TEXT),
    ("figures40", "DejaVuSans-Bold.ttf", 40, FIGURES),
    ("figures56", "DejaVuSans-Bold.ttf", 56, FIGURES),
)

_FLAGS = freetype.FT_LOAD_RENDER | freetype.FT_LOAD_TARGET_MONO


def render(face, char):
    """(advance, left, top above the baseline, width, rows, bytes) of one glyph."""
    face.load_char(char, _FLAGS)
    slot = face.glyph
    bitmap = slot.bitmap
    stride = (bitmap.width + 7) // 8
    data = bytearray()
    for row in range(bitmap.rows):
        start = row * bitmap.pitch
        data += bytes(bitmap.buffer[start : start + stride])
    if not any(data):
        return (slot.advance.x + 32) >> 6, 0, 0, 0, 0, b""  # a space: nothing to store
    return (
        (slot.advance.x + 32) >> 6,
        slot.bitmap_left,
        slot.bitmap_top,
        bitmap.width,
        bitmap.rows,
        bytes(data),
    )


def fit(face, height, chars):
    """The largest pixel size at which every glyph's ink fits a line of `height` pixels, and
    the baseline's distance from the line's top at that size."""
    # Figures alone (no accents, no descenders but the comma's) fit more than an em: start high.
    for ppem in range(2 * height, 3, -1):
        face.set_pixel_sizes(0, ppem)
        above = 0
        below = 0
        for char in chars:
            _, _, top, _, rows, _ = render(face, char)
            if rows:
                above = max(above, top)
                below = max(below, rows - top)
        if above + below <= height:
            # The spare pixels go above: the text sits low, so a line of capitals and
            # figures keeps its distance from the line above and below alike.
            return ppem, height - below
    raise SystemExit(f"no size fits {height} pixels")


def glyphs(face, baseline, chars):
    """INDEX and BITMAPS for `chars` at the face's size."""
    index = bytearray()
    bitmaps = bytearray()
    for char in chars:
        advance, left, top, width, rows, data = render(face, char)
        # Ink left of the pen (a j's hook) is moved onto it: a line never draws left of x.
        shift = -left if left < 0 else 0
        left += shift
        advance = max(advance + shift, left + width)
        if len(bitmaps) > 0xFFFF:
            raise SystemExit("font too large for 16-bit offsets")
        offset = len(bitmaps)
        values = (offset & 0xFF, offset >> 8, advance, left, baseline - top, width, rows)
        if not all(0 <= v <= 255 for v in values):
            raise SystemExit(f"glyph {char!r} does not fit the index: {values}")
        index += bytes(values)
        bitmaps += data
    return bytes(index), bytes(bitmaps)


def bytes_literal(data):
    """`data` as a parenthesised run of bytes literals, 16 bytes a line."""
    lines = []
    for at in range(0, len(data), 16):
        lines.append('    b"' + "".join(f"\\x{b:02x}" for b in data[at : at + 16]) + '"')
    return "(\n" + "\n".join(lines) + "\n)"


def str_literal(text):
    """`text` as a parenthesised run of str literals in ASCII source (escapes for the rest, so
    the file reads the same in any editor), 32 characters a line."""
    lines = []
    for at in range(0, len(text), 32):
        out = []
        for char in text[at : at + 32]:
            if char in '\\"':
                out.append("\\" + char)
            elif 32 <= ord(char) < 127:
                out.append(char)
            else:
                out.append(f"\\u{ord(char):04x}")
        lines.append('    "' + "".join(out) + '"')
    if len(lines) == 1:
        return lines[0].strip()  # as ruff formats it
    return "(\n" + "\n".join(lines) + "\n)"


def module(ttf, height, chars):
    """The source of one font module and the bytes of glyph data in it."""
    face = freetype.Face(str(ttf))
    ppem, baseline = fit(face, height, chars)
    index, bitmaps = glyphs(face, baseline, chars)
    family = face.family_name.decode() + " " + face.style_name.decode()
    version = ".".join(str(v) for v in freetype.version())
    text = [
        f'"""{family}, {height} pixels a line ({ppem} pixels an em), from {Path(ttf).name}',
        f"by scripts/make_fonts.py with FreeType {version}: generated, do not edit. Licence:",
        'LICENCE-DejaVu.txt beside this file."""',
        "",
        f"HEIGHT = {height}",
        f"BASELINE = {baseline}",
        "CHARS = " + str_literal(chars),
        "INDEX = " + bytes_literal(index),
        "BITMAPS = " + bytes_literal(bitmaps),
        "",
    ]
    return "\n".join(text), len(bitmaps) + len(index)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ttf-dir", default=TTF_DIR, help="folder with the DejaVu TTF files")
    parser.add_argument("--out", default=str(OUT), help="folder to write the modules into")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, ttf, height, chars in FONTS:
        source, size = module(Path(args.ttf_dir) / ttf, height, chars)
        (out / (name + ".py")).write_text(source)
        print(f"{name}: {len(chars)} glyphs, {size} bytes of glyph data")


if __name__ == "__main__":
    main()
