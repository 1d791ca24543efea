"""Display width of text in a terminal, for tables that stay aligned with any player's name.

A wide character (East Asian Wide or Fullwidth, such as 山 or a full-width digit) takes two
columns, a combining mark (the accent of "e" + U+0301) or an invisible format character none;
str.format pads by code points and would shift every column after such a name.
"""

import unicodedata


def width(text):
    """Columns `text` takes in a terminal."""
    columns = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        columns += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return columns


def pad(text, columns, align="<"):
    """`text` padded with spaces to `columns` display columns: align "<" left, ">" right,
    "^" centred. Text already as wide or wider is returned as it is."""
    gap = columns - width(text)
    if gap <= 0:
        return text
    if align == ">":
        return " " * gap + text
    if align == "^":
        return " " * (gap // 2) + text + " " * (gap - gap // 2)
    return text + " " * gap


def cut(text, columns):
    """The longest start of `text` that fits in `columns` display columns (a wide character
    that would straddle the edge is left out; combining marks stay with their letter)."""
    used = 0
    for at, ch in enumerate(text):
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        step = 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
        if used + step > columns:
            return text[:at]
        used += step
    return text
