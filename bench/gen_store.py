"""A host store holding N generated sessions of 300 hands each, for the export and report
benchmarks (CPython only).

How it is made fast and still real: one evening per game (Bavarian Schafkopf, Bierkopf, German
Schafkopf, Skat, Bauernschnapsen; random valid hands from bench/gen_*.py) is played once through
the device's own journal (app.journal, on a temporary directory), giving real log bytes. Each
generated session takes one of these logs, cycling through Schafkopf, Bierkopf, Skat and
Bauernschnapsen (a Bierkopf race to 999; every 100th session is a German Schafkopf Partie, which
ends when a sheep's head is full, after a few hands), and is framed again with
the device's encoder (core.log.frames) under its own session number, session tag, players
(groups of names drawn from a fixed pool) and date. Framing the template under its own identity
gives its bytes back exactly (checked), so every generated log is one the device could have
written. The logs go into the store through `Store.ingest` (the path a sync takes, 50 sessions
a transaction), and the derived view of every session (each hand scored by the rules core) is
built after each batch by `Store.refresh`, as the first read after a sync builds it.

Usage: .venv/bin/python bench/gen_store.py FILE [--sessions 10000] [--hands 300] [--seed 1]
Prints the time taken. Import `make_store(path, sessions, ...)` to use it from another script.
"""

import argparse
import datetime
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT / "firmware", ROOT / "bench", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import gen_bierkopf  # noqa: E402
import gen_german_schafkopf  # noqa: E402
import gen_schafkopf  # noqa: E402
import gen_schnapsen  # noqa: E402
import gen_skat  # noqa: E402

from app.journal import Journal  # noqa: E402
from core.log import frames as logformat  # noqa: E402
from core.log import reader as logreader  # noqa: E402
from core.session import Session  # noqa: E402
from host_tools.store.database import open_store  # noqa: E402
from sync import wire as syncframes  # noqa: E402

# The games generated sessions cycle through; German Schafkopf's Partie ends when a sheep's head
# is full (12 strokes at most, a few hands), so it is every SHORT_EVERY-th session instead.
GAMES = (
    ("schafkopf", gen_schafkopf),
    ("bierkopf", gen_bierkopf),
    ("skat", gen_skat),
    ("bauernschnapsen", gen_schnapsen),
)
SHORT = ("german_schafkopf", gen_german_schafkopf)
SHORT_EVERY = 100
DEVICE = "bench-device"
NAMES = (
    "Anna", "Sepp", "Resi", "Vroni", "Hans", "Kathi", "Franz", "Loisl", "Burgi", "Xaver",
    "Traudl", "Girgl", "Zenzi", "Wastl", "Mirl", "Schorsch",
)  # fmt: skip
GROUPS = 8  # fixed groups of players, so several evenings share a group (settle --group)
# A Bierkopf race to its highest target lasts the 300 hands.
LONGER = {"bierkopf": {"target": 999}}
BATCH = 50  # sessions per ingest transaction
FIRST_DAY = datetime.date(2020, 1, 1)


def template(game, module, hands, seed, root):
    """(start record, [(kind, value), ...] after the start) of one evening of `game` played
    through the device's journal in the directory `root`."""
    rng = random.Random(seed)
    players = list(NAMES[: module.PLAYERS])
    journal = Journal(str(root))
    settings = dict(module.SETTINGS)
    settings.update(LONGER.get(game, {}))
    session = Session(game, settings, players, 0, FIRST_DAY.isoformat())
    number = int(journal.start(session))
    for hand in module.random_hands(rng, hands):
        if session.state["over"]:
            break  # a race decided: the evening ends there
        journal.add(hand)
    journal.end()
    with open(f"{root}/{number:06d}.log", "rb") as handle:
        data = handle.read()
    reader = logreader.Reader()
    reader.feed(data)
    records = [(kind, value) for _, kind, value in reader.records(final=True)]
    if reader.problems or records[0][0] != logformat.START or records[1][0] != logformat.START:
        raise RuntimeError(f"the {game} template log does not read back: {reader.problems}")
    start = records[0][1]
    rest = records[2:]
    # The check that reframing is faithful: the template under its own identity is its bytes.
    nonce = syncframes.pad_nonce(data[syncframes.pad_at(data[:12]) :][:64])
    again = reframe(start, rest, journal.device, number, start["players"], start["date"], nonce)
    if again != data:
        raise RuntimeError(f"reframing the {game} template does not give its bytes back")
    return start, rest


def reframe(start, rest, device, number, players, date, nonce):
    """The log bytes of the session `start` + `rest` as device `device` writes session
    `number` (app.journal's layout: header, start, filler with the session's `nonce`, start
    again, then one frame a record), with the players and the date given."""
    tag = logformat.session_tag(device, number)
    record = dict(start)
    record.update(device=device, session=number, players=list(players), date=date)
    first = logformat.frame(logformat.START, record, 0, tag)
    out = bytearray(logformat.HEADER)
    out += first + logformat.pad(0, tag, nonce) + first
    for seq, (kind, value) in enumerate(rest, 1):
        out += logformat.frame(kind, value, seq, tag)
    return bytes(out)


def groups(rng, count):
    """`count` groups of four names from the pool (a three-player game takes the first three)."""
    out = []
    for _ in range(count):
        out.append(rng.sample(NAMES, 4))
    return out


def make_store(path, sessions, hands=300, seed=1, progress=None):
    """Fill the store at `path` with `sessions` sessions of `hands` hands (device DEVICE,
    numbers 1..sessions); returns the open store's path. `progress(done, total)` is called
    after each batch."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        templates = [
            template(game, module, hands, seed + i, Path(tmp) / game)
            for i, (game, module) in enumerate(GAMES + (SHORT,))
        ]
    teams = groups(rng, GROUPS)
    with open_store(path) as store:
        store.add_device(DEVICE, "generated")
        pieces = []
        for number in range(1, sessions + 1):
            if number % SHORT_EVERY == 0:
                start, rest = templates[-1]
            else:
                start, rest = templates[(number - 1) % len(GAMES)]
            seats = len(start["players"])
            players = teams[rng.randrange(GROUPS)][:seats]
            date = (FIRST_DAY + datetime.timedelta(days=number // 3)).isoformat()
            nonce = "%016x" % rng.getrandbits(64)  # each session's own, as a journal draws it
            data = reframe(start, rest, DEVICE, number, players, date, nonce)
            for offset in range(0, len(data), 32 * 1024):
                pieces.append((number, offset, data[offset : offset + 32 * 1024]))
            if number % BATCH == 0 or number == sessions:
                store.ingest(DEVICE, pieces)
                store.refresh(DEVICE)  # derives the batch just ingested, as after a sync
                pieces = []
                if progress:
                    progress(number, sessions)
    return Path(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", help="the store's file to create (must not exist)")
    parser.add_argument("--sessions", type=int, default=10000)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if Path(args.file).exists():
        parser.error(f"{args.file} exists; give a new file")
    began = time.monotonic()

    def progress(done, total):
        print(f"\r{done * 100 // total:3d} %", end="", file=sys.stderr, flush=True)

    make_store(args.file, args.sessions, args.hands, args.seed, progress)
    print("", file=sys.stderr)
    print(
        f"{args.sessions} sessions of {args.hands} hands in {args.file}: "
        f"{time.monotonic() - began:.1f} s, {Path(args.file).stat().st_size / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
