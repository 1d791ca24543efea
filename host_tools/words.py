"""The words of one language, read from its source file words/<lang>.txt: the one place every
text a person reads is kept, for the device's screens (scripts/make_words.py generates their
catalogues from it) and for the host tool (which reads it here, at run time).

A source file is lines of KEY, a tab, the text; "[area]" starts an area's texts ("[a b]" gives
the lines after it to each of several areas); "#" starts a comment line; blank lines are
skipped. In a text, \\n, \\t and \\\\ stand for a line break, a tab and a backslash. Keys are
unique within an area; the same key in two areas is two texts.

The [refusals] area is the one whose keys are sentences: each key is a refusal as the core
raises it in English (core.errors.InputError's message, each {} a value), so the English is
written once, in the core, and English's [refusals] has only the names of fields ("=<field>").
[host_refusals] is keyed the same way by the host's own English messages; English has none.
"""

import os

# English is the fallback: every language has its keys, a screen without a translation shows it.
FALLBACK = "en"
REFUSALS = "refusals"  # the area keyed by the core's English messages
# The host's, keyed the same way: its own refusals (host_tools raises them in English, as the
# core does) and the problems the core's log reader finds (core.log.reader, core.sessionlog).
HOST_REFUSALS = "host_refusals"
# words/ in a checkout; installed, the project's package data beside host_tools (pyproject.toml).
_TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(_TOP, "words")
if not os.path.isdir(SOURCES):
    SOURCES = os.path.join(_TOP, "schreiber", "words")


class WordsError(ValueError):
    """A source file that cannot be read as words: which file, which line, what is wrong."""


def languages(folder=SOURCES):
    """The languages with a source file, the fallback first, then by their codes."""
    found = sorted(name[:-4] for name in os.listdir(folder) if name.endswith(".txt"))
    if FALLBACK not in found:
        raise WordsError(f"{folder}: no {FALLBACK}.txt, the fallback language")
    found.remove(FALLBACK)
    return [FALLBACK] + found


def read(lang, folder=SOURCES):
    """{area: {key: text}} of `lang`, each area's keys in the order of the file."""
    path = os.path.join(folder, lang + ".txt")
    with open(path, encoding="utf-8") as handle:
        return parse(handle.read(), path)


def refusal_rows(lang, folder=SOURCES):
    """{English: words} of `lang` that core.refusals reads: each of the core's refusals as it
    raises it with its words in `lang` ([refusals]), and the entry's names of fields ("=tricks")
    and values ("+won"), the device's, as a refusal names them. English's are the names of
    the fields only: its messages and values are the core's own words."""
    source = read(lang, folder)
    rows = dict(source.get(REFUSALS, {}))
    for key, text in source.get("entry", {}).items():
        if key.startswith("FIELDS."):
            rows["=" + key[7:]] = text
        elif key.startswith("VALUES.") and key.count(".") == 1 and lang != FALLBACK:
            rows["+" + key[7:]] = text
    return rows


def parse(source, where="words"):
    areas = {}
    current = None
    sentences = False  # keys are the core's messages ([refusals])
    for number, line in enumerate(source.split("\n"), 1):
        place = f"{where}:{number}"
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            if not line.endswith("]") or not line[1:-1].split():
                raise WordsError(place + ": an area line is [name] or [name name ...]")
            names = line[1:-1].split()
            current = [areas.setdefault(name, {}) for name in names]
            sentences = len(names) == 1 and names[0] in (REFUSALS, HOST_REFUSALS)
            continue
        key, tab, text = line.partition("\t")
        if not tab or not key or key != key.strip() or (" " in key and not sentences):
            raise WordsError(place + ": a line is KEY, a tab, the text")
        if current is None:
            raise WordsError(place + ": a text before the first [area] line")
        for area in current:
            if key in area:
                raise WordsError(place + ": " + key + " is given twice")
            area[key] = unescape(text, place)
    return areas


def unescape(text, place):
    out = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\":
            code = text[i + 1 : i + 2]
            if code not in ("n", "t", "\\"):
                raise WordsError(place + ": a backslash is \\n, \\t or \\\\")
            out.append({"n": "\n", "t": "\t", "\\": "\\"}[code])
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)
