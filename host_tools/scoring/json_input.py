"""`schreiber score`'s JSON input: read with bounds, parsed strictly, checked before it is scored.

Every fault is one CommandError naming what is wrong. Sizes are bounded before anything whose
cost grows with them runs: the bytes read, the nesting, the digits of a number, the players and
the hands.
"""

import json
import re
import sys

from core import games
from core.errors import InputError, key_name, shown
from core.log import frames as logformat
from core.names import SEATS_MAX
from core.session import Session
from host_tools import texts
from host_tools.command_error import CommandError, one_line

INPUT_KEYS = {"game", "settings", "players", "dealer", "date", "hands"}
MAX_BYTES = 8 * 1024 * 1024  # a 300-hand evening is about 25 KB of JSON
MAX_DEPTH = 16  # lists and objects inside each other; the input needs 4 (a hand's points list)
MAX_DIGITS = 18  # a whole number longer than this is no score, count or seat
MAX_HANDS = 10000  # hands in one session: thirty long evenings
FORMAT = "docs/hand-record.md"
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def read_json(path):
    """The input object from file `path` ("-": stdin), its top-level keys checked."""
    name = "input" if path == "-" else one_line(path, 120)
    text = _text(_read(path, name), name)
    return check_top(parse(text), name)


def _read(path, name):
    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", sys.stdin)
            if sys.stdin.isatty():
                # Said, not waited on silently: a newcomer who forgot the file name sees why.
                print(texts.spoken()[0]["score.from_terminal"], file=sys.stderr)
            raw = stream.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
    except OSError as err:
        raise CommandError(f"cannot read {name}: {err.strerror}") from None
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    _not_hand_records(raw, name)
    if len(raw) > MAX_BYTES:
        raise CommandError(
            f"{name} is larger than {MAX_BYTES // (1024 * 1024)} MB; "
            "an evening's hand records take a few dozen KB"
        )
    return raw


# What a file that is no hand records may be, told by its first bytes (checked before its size):
# the JSON export's first line (host_tools/export/json_file.py), a ZIP's local file header (an
# XLSX workbook is a ZIP holding xl/...), LittleFS's superblock name at byte 8 of either of the
# first two 4 KB blocks (the littlefs on-disk format: revision count, tag, then "littlefs"; the
# simulator's flash image and a board's flash dump), and the device's session log.
_EXPORT_HEAD = b'{"format": "schreiber-export"'
_ZIP_HEAD = b"PK\x03\x04"
_LITTLEFS = b"littlefs"


def _not_hand_records(raw, name):
    """CommandError saying what the file is and which verb reads it, for the files people
    give `score` by mistake."""
    head = raw[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(_EXPORT_HEAD):
        raise CommandError(
            f"{name} is a `schreiber export` file (sessions from a store), not hand records: "
            "read it into a store with `schreiber import FILE`, then `schreiber show SESSION`"
        )
    if raw.startswith(_ZIP_HEAD):
        kind = "an XLSX spreadsheet" if b"xl/" in raw[:65536] else "a ZIP archive"
        raise CommandError(
            f"{name} is {kind}, not hand records: `schreiber score` reads one JSON object "
            f"(see {FORMAT}); a spreadsheet from `schreiber export` is for reading"
        )
    if _LITTLEFS in (raw[8:16], raw[4096 + 8 : 4096 + 16]):
        raise CommandError(
            f"{name} is a flash image of the device (LittleFS), not hand records: take its "
            "sessions with `schreiber sync PORT` from the device (the simulator: "
            "./run --flash IMAGE --serial), then `schreiber show`"
        )
    if raw.startswith(logformat.HEADER[:7]):
        raise CommandError(f"{name} is a device log, not JSON: add --log")


def _text(raw, name):
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in raw:
        raise CommandError(f"{name} is UTF-16 text or binary; save it as UTF-8 text")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte order mark, as some Windows editors write: harmless
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise CommandError(
            f"{name} is not UTF-8 text (byte 0x{raw[err.start]:02x} at offset {err.start}); "
            "save it as UTF-8"
        ) from None
    if not text.strip():
        raise CommandError(f"{name} is empty; give one JSON object (see {FORMAT})")
    return text


def parse(text):
    """The JSON value of `text`; deep nesting, duplicate keys, overlong numbers, NaN and
    Infinity refused with a message."""
    _check_depth(text)
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_int=_whole_number,
            parse_constant=_no_constant,
        )
    except ValueError as err:
        if isinstance(err, json.JSONDecodeError):
            where = f"line {err.lineno} column {err.colno}"
            what = err.msg.removesuffix(" at")  # "Invalid control character at"
            raise CommandError(f"input is not valid JSON: {what} at {where}") from None
        raise CommandError(f"input is not valid JSON: {one_line(str(err), 80)}") from None
    except RecursionError:  # only if the depth scan above missed a case
        raise CommandError("input is nested too deeply") from None


def _check_depth(text):
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                raise CommandError(
                    f"input nests lists and objects more than {MAX_DEPTH} deep "
                    f"(line {line}); hand records need 4"
                )
        elif token in "]}":
            depth -= 1


def _unique_keys(pairs):
    out = {}
    for key, value in pairs:
        if key in out:
            # Last-one-wins would silently score one of two values the file gives.
            raise CommandError(f"{key_name(key)}: given twice in one object")
        out[key] = value
    return out


def _whole_number(digits):
    count = len(digits.lstrip("-"))
    if count > MAX_DIGITS:
        raise CommandError(
            f"input has a number of {count} digits; whole numbers here have at most {MAX_DIGITS}"
        )
    return int(digits)


def _no_constant(word):
    raise CommandError(f"input is not valid JSON: {word} is not a JSON number")


def check_top(data, name="input"):
    if not isinstance(data, dict):
        raise CommandError(
            f"{name} must be one JSON object with game, players and hands (see {FORMAT}), "
            f"not {shown(data)}"
        )
    unknown = sorted(set(data) - INPUT_KEYS)
    if unknown:
        # A misspelt key must not silently score under other rules.
        keys = ", ".join(sorted(INPUT_KEYS))
        raise CommandError(f"{key_name(unknown[0])}: unknown key; use {keys}")
    return data


def _players(data):
    """The players as the core takes them: a count stands for seats named Seat 1, Seat 2, ...
    A count no game seats is refused before a list of that many names is made, in the core's
    words: core.games.new_state refuses the game, or the count for it, before it reads
    anything else (InputError)."""
    players = data.get("players", 4)
    if not isinstance(players, int) or isinstance(players, bool):
        return players
    if not 1 <= players <= SEATS_MAX:
        games.new_state(data.get("game"), None, players)
    return [f"Seat {seat + 1}" for seat in range(players)]


def session_from_json(data):
    """A core Session with every hand of the JSON input added; bad input names hand and field."""
    settings = data.get("settings", {})
    if settings is None:
        raise CommandError("settings: must be an object of setting: value, not null")
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise CommandError(f"hands: must be a list of hand records, not {shown(hands)}")
    if len(hands) > MAX_HANDS:
        raise CommandError(f"hands: at most {MAX_HANDS} in one session, not {len(hands)}")
    try:
        session = Session(
            data.get("game"), settings, _players(data), data.get("dealer", 0), data.get("date")
        )
    except InputError as err:
        raise CommandError(texts.refusal(err.field, err.message)) from None
    for number, hand in enumerate(hands, 1):
        try:
            session.add(hand)
        except InputError as err:
            # "hand 3: must be an object", not "hand 3: hand: must be an object".
            what = err.message if err.field == "hand" else str(err)
            names = [player[1] for player in session.players]
            raise CommandError(texts.refusal(f"hand {number}", what, names)) from None
    return session
