"""An evening at the table: the game, its exact rules, the players, and the hands in order.

Standings, the dealer and everything pending are derived by replaying the hands under the
session's rules; nothing derived is stored. Hands are kept encoded (core.codec, about a dozen
bytes each) back to back in one buffer, so a long evening fits the device's heap. Every change
goes through `persist` first, so a change the log could not store never happens in memory
either.
"""

from core import codec, games, logformat, names
from core.errors import InputError, shown

_CHUNK = 512  # bytes per storage chunk: small enough to find room even in a fragmented heap


class HandStore:
    """Encoded hand records in small fixed chunks, each record as [length byte][bytes].

    A list of ~300 small bytes objects would cost several times the memory and fragment the
    device's heap until the list itself could no longer grow; one big buffer would need a
    large free block. Chunks of 512 bytes need neither."""

    def __init__(self, blobs=()):
        self.chunks = []  # bytearrays of _CHUNK bytes
        self.used = []  # bytes used in each chunk
        self.counts = []  # records in each chunk
        self.count = 0
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
            self.chunks.append(bytearray(_CHUNK))
            self.used.append(0)
            self.counts.append(0)
        chunk = self.chunks[-1]
        at = self.used[-1]
        chunk[at] = size
        chunk[at + 1 : at + 1 + size] = blob
        self.used[-1] = at + 1 + size
        self.counts[-1] += 1
        self.count += 1

    def _locate(self, index):
        if index < 0 or index >= self.count:
            raise IndexError("no hand {}".format(index))
        for number in range(len(self.chunks)):
            if index < self.counts[number]:
                chunk = self.chunks[number]
                at = 0
                for _ in range(index):
                    at += 1 + chunk[at]
                return chunk, at
            index -= self.counts[number]

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
    def __init__(self, game, given_settings, players, dealer=0, date=None):
        self.game = game
        self.date = _check_date(date)
        self.settings = games.make_settings(game, given_settings, self.date)
        self.rules = games.digest(game, self.settings)
        self.players = _check_players(players)
        self.dealer = dealer
        self.state = games.new_state(game, self.settings, len(self.players), dealer)
        self.hands = HandStore()  # encoded hand records, in order of play
        self.corrections = 0  # edits, deletions and undos made
        self.ended = False

    # -- the record that starts a log -------------------------------------------------------
    def start_record(self):
        rules = {}
        for key in self.settings:
            value = self.settings[key]
            rules[key] = list(value) if isinstance(value, tuple) else value
        return {
            "game": self.game,
            "settings": rules,
            "players": self.players,
            "dealer": self.dealer,
            "date": self.date,
        }

    @classmethod
    def from_start_record(cls, record):
        if not isinstance(record, dict):
            raise InputError("start", "session start record is not an object")
        return cls(
            record.get("game"),
            record.get("settings"),
            record.get("players"),
            record.get("dealer", 0),
            record.get("date"),
        )

    # -- changes: each validated, then persisted, then applied --------------------------------
    def add(self, hand, persist=None):
        """Score and keep one more hand. Returns (deltas, events)."""
        self._refuse_if_ended()
        deltas, state, events = games.score_hand(self.game, self.settings, self.state, hand)
        blob = encode(hand)
        if persist is not None:
            persist(logformat.HAND, hand)
        self.hands.append(blob)
        self.state = state
        return deltas, events

    def undo(self, persist=None):
        """Take back the last hand."""
        self._refuse_if_ended()
        if not len(self.hands):
            raise InputError("undo", "there is no hand to take back")
        self._replace(list(self.hands)[:-1], logformat.UNDO, None, persist)

    def edit(self, index, hand, persist=None):
        """Correct hand `index` (0-based); everything after it is scored again."""
        self._check_index(index)
        hands = list(self.hands)
        hands[index] = hand
        self._replace(hands, logformat.EDIT, [index, hand], persist, index)

    def delete(self, index, persist=None):
        """Remove hand `index` (0-based); everything after it is scored again."""
        self._check_index(index)
        hands = list(self.hands)
        del hands[index]
        self._replace(hands, logformat.DELETE, index, persist)

    def end(self, persist=None):
        self._refuse_if_ended()
        if persist is not None:
            persist(logformat.END, None)
        self.ended = True

    def apply(self, kind, value):
        """Replay one stored log record (restore at boot, or reading a log on the host)."""
        if kind == logformat.HAND:
            self.add(value)
        elif kind == logformat.EDIT:
            if not isinstance(value, list) or len(value) != 2:
                raise InputError("edit", "correction record is malformed")
            self.edit(value[0], value[1])
        elif kind == logformat.DELETE:
            self.delete(value)
        elif kind == logformat.UNDO:
            self.undo()
        elif kind == logformat.END:
            self.end()
        else:
            raise InputError("log", "a session start in the middle of a session")

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
    def _replace(self, hands, kind, value, persist, edited=-1):
        self._refuse_if_ended()
        state = _replay(self.game, self.settings, self.new_state(), hands, None, edited)
        store = HandStore(hands)
        if persist is not None:
            persist(kind, value)
        self.hands = store
        self.state = state
        self.corrections += 1

    def _check_index(self, index):
        if not isinstance(index, int) or isinstance(index, bool):
            raise InputError("index", "must be a hand number")
        if index < 0 or index >= len(self.hands):
            raise InputError("index", "there is no hand {}".format(shown(index + 1)))

    def _refuse_if_ended(self):
        if self.ended:
            raise InputError("session", "this session has ended")


def encode(hand):
    """The stored bytes of a hand record; a value the log cannot hold is bad input."""
    try:
        blob = bytes(codec.encode(hand))
    except ValueError as err:
        raise InputError("hand", "cannot be stored: {}".format(err)) from None
    if len(blob) > 255:
        raise InputError("hand", "record too large to store ({} bytes)".format(len(blob)))
    return blob


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


# The session's date and players are checked by core.names (docs/hand-record.md).
_check_date = names.check_date
_check_players = names.check_players
