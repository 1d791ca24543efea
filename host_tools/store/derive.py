"""The store's derived view of one session: its log bytes read with the core's reader and
replayed under its rules, the same way a device restores it (core.sessionlog) and
`schreiber score --log` shows it."""

from core.errors import InputError
from core.log import frames as logformat
from core.log import reader as logreader
from core.session import Session
from host_tools.scoring.replay import replay
from host_tools.store.device_copies import device_of


def derive(data, device, number):
    """{"game", "settings", "players", "dealer", "date", "ended", "corrections", "hands",
    "totals", "problems"} of the log bytes `data`; hands as in `score --json`. A log without
    a usable start record gives game None and no hands; every damage is in "problems"."""
    # Each hand is scored once: the fast load only lists the hands, and the replay that gives
    # the view scores them; a hand that does not fit sends the log to the record-by-record
    # reading (as core.sessionlog restores it), which scores as it goes.
    session, problems = _session(data, True)
    scored = None
    if session is not None and session is not False:
        try:
            scored = replay(session)
        except InputError:
            session = False
    if session is False:
        session, problems = _session(data, False)
    view = {
        "game": None,
        "settings": None,
        "players": [],
        "dealer": None,
        "date": None,
        "ended": False,
        "corrections": 0,
        "hands": [],
        "totals": None,
        "problems": [[offset, text] for offset, text in problems],
    }
    if not session:
        return view
    named = (session.device, session.number)
    # A device's later copy ("<id>~2", host_tools/store/device_copies.py) holds sessions its log
    # names by id.
    if session.device is not None and named != (device_of(device), number):
        view["problems"].append([0, f"the log names session {named[0]}/{named[1]}"])
    if scored is None:
        scored = replay(session)
    view.update(
        game=scored["game"],
        settings=scored["settings"],
        players=scored["players"],
        dealer=scored["dealer"],
        date=scored["date"],
        ended=scored["ended"],
        corrections=scored["corrections"],
        hands=scored["hands"],
        totals=scored["totals"],
    )
    return view


def _session(data, fast):
    """(Session or None, problems); (False, problems) when the one-pass load hit a record
    that does not fit, so the caller reads again record by record (as core.sessionlog).
    `fast`: the records are loaded unscored (Session.load), for the caller's one replay."""
    records, problems = _records(data)
    session = first = None
    orphans = 0
    for offset, kind, value in records:
        try:
            if kind == logformat.START:
                if session is None:
                    session = Session.from_start_record(value)
                    first = value
                elif value != first:
                    raise InputError("log", logreader.SECOND_START)
            elif session is None:
                orphans += 1
            elif fast:
                session.load(kind, value)
            else:
                session.apply(kind, value)
        except InputError as err:
            if fast and session is not None and kind != logformat.START:
                return False, []
            problems.append((offset, str(err)))
    if orphans:
        problems.append((0, logreader.ORPHANS.format(orphans)))
    problems.sort(key=_offset)
    return session, problems


def _records(data):
    """(records, problems) of the stored bytes `data`, read to their end. A frame cut short at
    the very end is one a sync is still bringing, not a torn write; anything else that claims
    more bytes than there are is damage, and the frames behind it are read (a reader left
    waiting at it would drop every later hand without a word)."""
    reader = logreader.Reader()
    reader.feed(data)
    records = list(reader.records(final=True))
    problems = reader.problems
    if problems and problems[-1][1].startswith(logreader.TORN):
        if not records or records[-1][0] < problems[-1][0]:
            problems.pop()  # nothing good after it: the bytes still on their way
    return records, problems


def _offset(problem):
    return problem[0]
