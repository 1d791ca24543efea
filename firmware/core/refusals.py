"""The core's refusals (errors.InputError) in another language: a refusal is raised in English,
and found again in a language's rows by its message, each {} of a row standing for a value.

Rows are strings of lines "<NL><English message><TAB><the same in the language>"; a line
"<NL>=<field><TAB><name>" names a field, "<NL>+<value><TAB><word>" a value. The device's come
from its catalogue app/texts_refusals_<lang>.py, the host's from the same words
(host_tools/texts.py); both are made from words/<lang>.txt [refusals] and [entry].
Looked up only when a refusal is shown, so none of it stays loaded while an evening runs.

A seat is raised as "seat 1" (core.errors.seat_shown), a row "seat {}" says it in the rows'
words; given the session's names, each seat is said by its player's name."""

from core.errors import SEAT


def said(field, message, rows, names=None):
    """ "field: message" in the rows' words: the message's row with the values filled in (a
    value or message that is itself a refusal, "hand 3: tricks: ...", said in the rows' words
    too), the field's name where the rows have one. Words the rows have not are kept. With
    `names` (the session's, in seat order), a seat is said by its name: "Gerda", not "seat 1"."""
    text = _name(field, rows) + ": " + _text(message, rows)
    if names:
        text = _named(text, _row("", SEAT, rows) or SEAT, names)
    return text


def _named(text, form, names):
    """`text` with each seat said in `form` ("seat {}", "Platz {}") said by its player's name.
    A number that is no seat of `names` ("a seat 0..3", a range) is left as it is."""
    head, _, tail = form.partition("{}")
    out = []
    at = 0
    found = text.find(head)
    while found >= 0:
        end = found + len(head)
        stop = end
        while stop < len(text) and "0" <= text[stop] <= "9":
            stop += 1
        seat = int(text[end:stop]) if stop > end else 0
        if 0 < seat <= len(names) and text.startswith(tail, stop):
            out.append(text[at:found])
            out.append(names[seat - 1])
            at = stop + len(tail)
        found = text.find(head, max(end, at))
    out.append(text[at:])
    return "".join(out)


def _text(text, rows, value=False):
    said_so = _message(text, rows)
    if said_so is not None:
        return said_so
    # A refusal inside a refusal (core.session: a correction that makes a later hand invalid;
    # English rows name only its field, "would no longer be valid: declarer: ..."), or a
    # message's parts before and after a colon (a log's problem, "hand 3: tricks: ...").
    field, colon, message = text.partition(": ")
    if colon and (not value or _message(message, rows) is not None):
        return said(field, message, rows)
    word = _row("+", text, rows)  # a value of the game's ("won"): the entry's word for it
    if word is not None:
        return word
    if value and ", " in text:  # a list of values ("seat 2, seat 4"): each said on its own
        return ", ".join([_text(part, rows) for part in text.split(", ")])
    return text


def _message(text, rows):
    best = None
    most = -1  # the row with the most fixed characters wins: "must add up to {}, not {}"
    for chunk in rows:  # over "must add up to {}"
        for line in chunk.split("\n"):
            english, tab, words = line.partition("\t")
            if not tab or english[:1] in "=+":
                continue
            parts = english.split("{}")
            fixed = len(english) - 2 * (len(parts) - 1)
            if fixed > most:
                values = _values(text, parts)
                if values is not None:
                    best, most = (words, values), fixed
    if best is None:
        return None
    return best[0].format(*[_text(value, rows, True) for value in best[1]])


def _values(text, parts):
    """The values `text` gives the {} between `parts`; None when it is not of that form."""
    if len(parts) == 1:  # a message without a value: that message, and nothing else
        return [] if text == parts[0] else None
    last = parts[-1]
    end = len(text) - len(last)
    if not text.startswith(parts[0]) or not text.endswith(last) or end < len(parts[0]):
        return None
    values = []
    at = len(parts[0])
    for part in parts[1:-1]:
        found = text.find(part, at, end)
        if found < 0 or not part:
            return None
        values.append(text[at:found])
        at = found + len(part)
    values.append(text[at:end])
    return values


def _name(field, rows):
    name = _row("=", field, rows)
    if name is None:
        name = _message(field, rows)  # "hand 3"
    return field if name is None else name


def _row(mark, key, rows):
    """The words of the row "<mark><key>", None where the rows have none."""
    key = "\n" + mark + key + "\t"
    for chunk in rows:
        at = chunk.find(key)
        if at >= 0:
            end = chunk.find("\n", at + len(key))
            return chunk[at + len(key) : end if end >= 0 else len(chunk)]
    return None
