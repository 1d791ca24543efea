"""An evening at the table: the game, its exact rules, the players, and the hands in order.

Standings, the dealer and everything pending are derived by replaying the hands under the
session's rules; nothing derived is stored. Hands are kept encoded (core.log.codec, about a dozen
bytes each) back to back in one buffer, so a long evening fits the device's heap. Every change
goes through `persist` first, so a change the log could not store never happens in memory
either.
"""

import gc
import sys

from core import games, heap
from core.errors import InputError, shown
from core.log import codec
from core.log import kinds as logkinds

_CHUNK = 256  # bytes per storage chunk: small enough to find room even in a fragmented heap


def spare_chunks(size):
    """Empty chunks for about `size` bytes of hand records, made now, one after the other: a
    restore makes them at boot, before the screens cut the heap up, and its store takes them
    (HandStore.spare) instead of asking a cut-up heap for each (docs/measuring.md)."""
    gc.collect()
    return [bytearray(_CHUNK) for _ in range(size // _CHUNK)]


class HandStore:
    """Encoded hand records in small fixed chunks, each record as [length byte][bytes].

    A list of ~300 small bytes objects would cost several times the memory and fragment the
    device's heap until the list itself could no longer grow; one big buffer would need a
    large free block. Chunks of 256 bytes need neither."""

    # Chunks made before (spare_chunks), taken first in the order they were made; a class
    # default, so a store that was given none holds no slot for them.
    spare = None

    def __init__(self, blobs=()):
        self.chunks = []  # bytearrays of _CHUNK bytes
        self.used = []  # bytes used in each chunk
        self.counts = []  # records in each chunk
        self.count = 0
        # True while a restore fills the store (core.sessionlog.read_into): each new chunk is
        # made right after a collection, so it takes the lowest hole it fits rather than one
        # among the log reader's short-lived objects. Left there, the chunks split the room a
        # later chunk or a screen's font needs (docs/measuring.md).
        self.low = False
        for blob in blobs:
            self.append(blob)

    def append(self, blob):
        """Add one hand: its encoded bytes, or the record itself."""
        if isinstance(blob, dict):
            blob = encode(blob)
        size = len(blob)
        if size > 255:
            raise InputError("hand", "record too large to store ({} bytes)".format(size))
        if not self.chunks or self.used[-1] + 1 + size > _CHUNK:
            if self.low:
                gc.collect()
            self.chunks.append(self.spare.pop(0) if self.spare else bytearray(_CHUNK))
            self.used.append(0)
            self.counts.append(0)
        chunk = self.chunks[-1]
        at = self.used[-1]
        chunk[at] = size
        chunk[at + 1 : at + 1 + size] = blob
        self.used[-1] = at + 1 + size
        self.counts[-1] += 1
        self.count += 1

    def _find(self, index):
        """(chunk number, offset of the record's length byte) of hand `index`."""
        if index < 0 or index >= self.count:
            raise IndexError("no hand {}".format(index))
        for number in range(len(self.chunks)):
            if index < self.counts[number]:
                chunk = self.chunks[number]
                at = 0
                for _ in range(index):
                    at += 1 + chunk[at]
                return number, at
            index -= self.counts[number]

    def _locate(self, index):
        number, at = self._find(index)
        return self.chunks[number], at

    def replace(self, index, blob):
        """Put `blob` in place of hand `index`, in place: only the records behind it in its
        chunk move (a chunk that would overflow is split), so no copy of the evening is made."""
        number, at = self._find(index)
        after = at + 1 + self.chunks[number][at]
        if self.used[number] - after + at + 1 + len(blob) > _CHUNK:
            if after < self.used[number]:
                self._split(number, after)  # the records behind it go to a chunk of their own
            if at + 1 + len(blob) > _CHUNK:
                self._split(number, at)  # and it too: alone, any record fits
                number += 1
                at = 0
        self._resize(number, at, len(blob))
        chunk = self.chunks[number]
        chunk[at] = len(blob)
        chunk[at + 1 : at + 1 + len(blob)] = blob

    def remove(self, index):
        """Take hand `index` out, in place; a chunk left empty is let go."""
        number, at = self._find(index)
        self._resize(number, at, -1)
        self.counts[number] -= 1
        self.count -= 1
        if not self.counts[number]:
            del self.chunks[number]
            del self.used[number]
            del self.counts[number]

    def _resize(self, number, at, size):
        """Make the record at `at` hold `size` bytes (-1: no record at all) by moving the
        records behind it."""
        chunk = self.chunks[number]
        used = self.used[number]
        old = at + 1 + chunk[at]
        new = at + 1 + size
        if old != new:
            chunk[new : used - old + new] = chunk[old:used]
            self.used[number] = used - old + new

    def _split(self, number, at):
        """Move the records from offset `at` of chunk `number` to a new chunk behind it."""
        chunk = self.chunks[number]
        used = self.used[number]
        moved = 0
        pos = 0
        while pos < at:
            pos += 1 + chunk[pos]
            moved += 1
        tail = bytearray(_CHUNK)
        tail[: used - at] = chunk[at:used]
        self.chunks.insert(number + 1, tail)
        self.used.insert(number + 1, used - at)
        self.counts.insert(number + 1, self.counts[number] - moved)
        self.used[number] = at
        self.counts[number] = moved

    def records(self, stop=-1, swap=-1, hand=None, skip=-1):
        """The hands decoded one at a time, straight from the chunks: hand `swap` given as
        `hand`, hand `skip` left out, none from `stop` on. Scoring a correction before it is
        made needs no copy of the evening."""
        index = 0
        for number in range(len(self.chunks)):
            chunk = self.chunks[number]
            at = 0
            for _ in range(self.counts[number]):
                if index == stop:
                    return
                if index == swap:
                    yield hand
                elif index != skip:
                    yield codec.decode(chunk, at + 1)[0]
                at += 1 + chunk[at]
                index += 1

    def decode(self, index):
        chunk, at = self._locate(index)
        return codec.decode(chunk, at + 1)[0]

    def __len__(self):
        return self.count

    def __getitem__(self, index):
        chunk, at = self._locate(index)
        return bytes(chunk[at + 1 : at + 1 + chunk[at]])

    def __iter__(self):
        for number in range(len(self.chunks)):
            chunk = self.chunks[number]
            at = 0
            for _ in range(self.counts[number]):
                yield bytes(chunk[at + 1 : at + 1 + chunk[at]])
                at += 1 + chunk[at]

    def __eq__(self, other):
        return list(self) == list(other)


class Session:
    # A tournament table as the host handed it (docs/tournament.md): [tournament, series,
    # table, games]; its hands stop at the series' games. None for any other evening: a class
    # default, so an evening's session holds no slot more for it.
    table = None

    def __init__(self, game, given_settings, players, dealer=0, date=None):
        self.game = game
        # The date and the players are checked once, at the start (core.names, the rules in
        # docs/hand-record.md): that code is loaded for it and let go again before the settings
        # code is, as games.py does, so neither a running evening nor the start itself holds
        # both in the heap.
        kept = "core.shown" in sys.modules  # core.names imports it
        checks = heap.load("core.names")
        try:
            self.date = checks.check_date(date)
            self.players = checks.check_players(players)
        finally:
            checks = None
            heap.unload("core.names")
            if not kept:
                heap.unload("core.shown")
        self.settings, self.rules = games.settings_and_digest(game, given_settings, self.date)
        self.dealer = dealer
        self.state = games.new_state(game, self.settings, len(self.players), dealer)
        self.hands = HandStore()  # encoded hand records, in order of play
        self.corrections = 0  # edits, deletions and undos made
        self.ended = False
        # Who keeps the log (set by the journal): the device's id and the session's number on
        # it, never reused there. Together they name this evening in every log and store.
        self.device = None
        self.number = None

    # -- the record that starts a log -------------------------------------------------------
    def start_record(self):
        """The log's first record. It holds the session's own settings, not a copy (the codec
        stores a tuple as a list): a copy would need a second dict of ~60 keys, the largest
        single allocation of a restore, in a heap that a long evening has fragmented."""
        record = {
            "game": self.game,
            "settings": self.settings,
            "players": self.players,
            "dealer": self.dealer,
            "date": self.date,
        }
        if self.device is not None:
            record["device"] = self.device
            record["session"] = self.number
        if self.table is not None:
            record["table"] = self.table
        return record

    @classmethod
    def from_start_record(cls, record):
        if not isinstance(record, dict):
            raise InputError("start", "session start record is not an object")
        # Fields this version does not know (added by a later one) are left alone.
        session = cls(
            record.get("game"),
            record.get("settings"),
            record.get("players"),
            record.get("dealer", 0),
            record.get("date"),
        )
        session.device = record.get("device")
        session.number = record.get("session")
        table = record.get("table")
        if table is not None:
            games = table[3] if isinstance(table, list) and len(table) == 4 else 0
            if not isinstance(games, int) or isinstance(games, bool) or games < 1:
                raise InputError("table", "a tournament table is [name, series, table, games]")
            session.table = table
        return session

    # -- changes: each validated, then persisted, then applied --------------------------------
    def add(self, hand, persist=None):
        """Score and keep one more hand. Returns (deltas, events)."""
        self._refuse_if_ended()
        table = self.table
        if table is not None and len(self.hands) >= table[3]:  # the series' games are played
            raise InputError("hand", "all {} games of the series are played".format(table[3]))
        deltas, state, events = games.score_hand(self.game, self.settings, self.state, hand)
        blob = encode(hand)
        if persist is not None:
            persist(logkinds.HAND, hand)
        self.hands.append(blob)
        self.state = state
        return deltas, events

    def undo(self, persist=None):
        """Take back the last hand. Returns (first, deltas) as `_correct` does."""
        self._refuse_if_ended()
        last = len(self.hands) - 1
        if last < 0:
            raise InputError("undo", "there is no hand to take back")
        state = self._rescored(self.hands.records(stop=last))
        return self._correct(state, logkinds.UNDO, None, persist, last, self.hands.remove)

    def edit(self, index, hand, persist=None):
        """Correct hand `index` (0-based); everything after it is scored again.
        Returns (first, deltas) as `_correct` does."""
        self._check_index(index)
        self._refuse_if_ended()
        state = self._rescored(self.hands.records(swap=index, hand=hand), index)
        blob = encode(hand)
        return self._correct(
            state, logkinds.EDIT, [index, hand], persist, index, self.hands.replace, blob
        )

    def delete(self, index, persist=None):
        """Remove hand `index` (0-based); everything after it is scored again.
        Returns (first, deltas) as `_correct` does."""
        self._check_index(index)
        self._refuse_if_ended()
        state = self._rescored(self.hands.records(skip=index))
        return self._correct(state, logkinds.DELETE, index, persist, index, self.hands.remove)

    def end(self, persist=None):
        self._refuse_if_ended()
        if persist is not None:
            persist(logkinds.END, None)
        self.ended = True

    def apply(self, kind, value):
        """Replay one stored log record, scoring as it goes (reading a damaged log, where
        each record must be checked against the hands before it)."""
        if kind == logkinds.HAND:
            self.add(value)
        elif kind == logkinds.EDIT:
            self.edit(*_edit_args(value))
        elif kind == logkinds.DELETE:
            self.delete(value)
        elif kind == logkinds.UNDO:
            self.undo()
        elif kind == logkinds.END:
            self.end()
        else:
            raise InputError("log", "a session start in the middle of a session")

    def load(self, kind, value):
        """Apply one stored log record to the hand list only, unscored: a restore loads every
        record, then calls `rescore` once, so its time does not grow with the number of
        corrections. Only what the hand list itself refuses is checked here."""
        if self.ended:
            raise InputError("session", "this session has ended")
        if kind == logkinds.HAND:
            self.hands.append(encode(value))
            return
        if kind == logkinds.END:
            self.ended = True
            return
        if kind == logkinds.EDIT:
            index, hand = _edit_args(value)
            self._check_index(index)
            self.hands.replace(index, encode(hand))
        elif kind == logkinds.DELETE:
            self._check_index(value)
            self.hands.remove(value)
        elif kind == logkinds.UNDO:
            if not len(self.hands):
                raise InputError("undo", "there is no hand to take back")
            self.hands.remove(len(self.hands) - 1)
        else:
            raise InputError("log", "a session start in the middle of a session")
        self.corrections += 1

    def rescore(self):
        """Score every hand from the start (after `load`); a hand that does not fit is
        refused as "hand N" and the state is left as it was."""
        self.state = self._rescored(self.hands.records())

    # -- derived views ---------------------------------------------------------------------
    def hand(self, index):
        self._check_index(index)
        return self.hands.decode(index)

    def replay(self, each=None):
        """Score every hand from the start; calls each(number, hand, deltas, state, events)
        when given. Returns the final state."""
        return _replay(self.game, self.settings, self.new_state(), self.hands, each)

    def new_state(self):
        return games.new_state(self.game, self.settings, len(self.players), self.dealer)

    def status(self):
        return games.status(self.game, self.settings, self.state)

    # -- internals -------------------------------------------------------------------------
    def _rescored(self, hands, edited=-1):
        """The state after `hands` (the corrected evening, decoded one hand at a time from the
        store): nothing is changed yet, so a correction that does not fit changes nothing."""
        return _replay(self.game, self.settings, self.new_state(), hands, None, edited)

    def _correct(self, state, kind, value, persist, first, change, *args):
        """Persist a checked correction, then make it: `change(first, *args)` edits the store
        in place. Returns (first, deltas): hands from `first` (0-based) on are scored anew,
        and every seat's total moved by deltas[seat], for a screen to redraw."""
        if persist is not None:
            persist(kind, value)
        change(first, *args)
        before = self.state["scores"]
        self.state = state
        self.corrections += 1
        return first, [state["scores"][seat] - before[seat] for seat in range(len(before))]

    def _check_index(self, index):
        if not isinstance(index, int) or isinstance(index, bool):
            raise InputError("index", "must be a hand number")
        if index < 0 or index >= len(self.hands):
            raise InputError("index", "there is no hand {}".format(shown(index + 1)))

    def _refuse_if_ended(self):
        if self.ended:
            raise InputError("session", "this session has ended")


def decoded_start(start):
    """A log's start record, as core.log.codec encoded it, decoded for `session_from`; None if it
    does not decode (a damaged log)."""
    try:
        record = codec.decode(start)[0]
    except ValueError:
        return None
    interned_start(record)
    return record


def interned_start(record):
    """Intern the setting names and words of a decoded start record, in place. Decoded, each
    of the ~60 is a string of its own, and they would stay through the session's start,
    scattered where the settings code and the rules then load; interned, they take the room
    they take anyway once the settings are made (core.settings.interned, core.settings.make)."""
    settings = record.get("settings") if isinstance(record, dict) else None
    if isinstance(settings, dict):
        record["settings"] = heap.call("core.settings", "interned", settings)


def session_from(record):
    """Session.from_start_record, or None if `record` (None: undecodable) makes no session."""
    if record is None:
        return None
    try:
        return Session.from_start_record(record)
    except InputError:
        return None


def encode(hand):
    """The stored bytes of a hand record; a value the log cannot hold is bad input."""
    try:
        blob = bytes(codec.encode(hand))
    except ValueError as err:
        raise InputError("hand", "cannot be stored: {}".format(err)) from None
    if len(blob) > 255:
        raise InputError("hand", "record too large to store ({} bytes)".format(len(blob)))
    return blob


def _edit_args(value):
    if not isinstance(value, list) or len(value) != 2:
        raise InputError("edit", "correction record is malformed")
    return value[0], value[1]


def _replay(game, rules, state, hands, each, edited=-1):
    """Score hands (encoded, or records) from `state`. A hand that no longer fits is refused
    as "hand N"; the `edited` one keeps its own field, as when it is first entered."""
    number = 0
    for blob in hands:
        # Stored bytes are decoded; anything else is a record as given (and checked as one).
        hand = codec.decode(blob)[0] if isinstance(blob, (bytes, bytearray)) else blob
        try:
            deltas, state, events = games.score_hand(game, rules, state, hand)
        except InputError as err:
            if number == edited:
                raise
            field = "hand {}".format(number + 1)
            raise InputError(field, "would no longer be valid: {}".format(err)) from None
        if each is not None:
            each(number + 1, hand, deltas, state, events)
        number += 1
    return state
