"""How an error message shows a piece of the input (an unknown key, a value not allowed): short
and safe, so no input, however long, deep or strange, can flood a message or reach a terminal
as a control sequence. It works on code points only (no unicodedata on the device).

Loaded only when a message is made (core.errors.shown, key_name), and with core.names, which
checks by `plain` that a player's name shows as itself: a device entering valid hands never
builds a message, and this code stays off the heap while an evening runs.
"""

SHOWN_MAX = 32  # characters of a text a message shows before it cuts the rest off
_NUMBER_MAX = 10**18  # larger numbers are described, not printed (a 5000-digit echo helps no one)


def shown(value):
    """`value` as a message may show it: JSON-like, at most SHOWN_MAX characters of a text,
    every character that would not show as itself escaped as \\uXXXX; lists and objects are
    named, never printed (so no nesting is too deep to report)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        if -_NUMBER_MAX < value < _NUMBER_MAX:
            return str(value)
        return "a number too large"
    if isinstance(value, str):
        return _quoted(value)
    if isinstance(value, float):
        return "a number with a fraction"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value of another kind"


def key_name(key):
    """A key of the input as the field an error names: itself when short and plain, else
    shown() (an unknown 10 MB key is named by its first characters)."""
    if isinstance(key, str) and 0 < len(key) <= SHOWN_MAX:
        for ch in key:
            if not plain(ord(ch)) or ch == '"' or ch == "\\" or ch == " ":
                return shown(key)
        return key
    return shown(key)


def _quoted(text):
    out = ['"']
    count = 0
    for ch in text:
        if count == SHOWN_MAX:
            out.append('..." ({} characters)'.format(len(text)))
            return "".join(out)
        code = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif plain(code):
            out.append(ch)
        elif code < 0x10000:
            out.append("\\u{:04x}".format(code))
        else:
            out.append("\\U{:08x}".format(code))
        count += 1
    out.append('"')
    return "".join(out)


# Code points that do not show as themselves in a terminal, as inclusive (first, last) pairs:
# soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space, left/right
# marks, line and paragraph separators, bidi embeddings and overrides, word joiner and the
# invisible operators and bidi isolates, surrogates, byte order mark, interlinear annotations,
# noncharacters, tags. C0 and C1 controls and DEL are checked apart (see plain).
_HIDDEN = (
    0xAD, 0xAD, 0x61C, 0x61C, 0x180E, 0x180E, 0x200B, 0x200B, 0x200E, 0x200F,
    0x2028, 0x202E, 0x2060, 0x206F, 0xD800, 0xDFFF, 0xFEFF, 0xFEFF, 0xFFF9, 0xFFFB,
    0xFFFE, 0xFFFF, 0xE0000, 0xE007F,
)  # fmt: skip


def plain(code):
    """True when code point `code` shows as itself: no control character, nothing invisible
    that reorders or hides text, no lone surrogate."""
    if code < 0x20 or 0x7F <= code < 0xA0:
        return False
    if code < 0xAD:
        return True
    for i in range(0, len(_HIDDEN), 2):
        if code < _HIDDEN[i]:
            return True
        if code <= _HIDDEN[i + 1]:
            return False
    return True
