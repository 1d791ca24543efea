"""The one error type the host tool shows to its user, and how a line of it is made safe."""

import unicodedata

from core.shown import plain

# Control, format, surrogate, private-use, unassigned, line and paragraph separator.
_HIDDEN = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
LINE_MAX = 300  # characters of one message line: the input's own text is cut off long before


class CommandError(Exception):
    """A failure the user caused or can fix; printed as one line, never as a traceback."""

    def __init__(self, message, status=2):
        super().__init__(message)
        self.status = status


def one_line(text, limit=LINE_MAX):
    """`text` as one terminal line: every character that would not show as itself (newlines,
    escape sequences, bidi overrides, lone surrogates) escaped, and at most `limit` characters.
    The core's code-point table is checked, and on the host Unicode's own categories too."""
    out = []
    for ch in text[: limit + 1]:
        code = ord(ch)
        if plain(code) and unicodedata.category(ch) not in _HIDDEN:
            out.append(ch)
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            out.append(f"\\U{code:08x}")
    line = "".join(out)
    return line if len(text) <= limit else line[:limit] + "..."
