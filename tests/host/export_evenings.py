"""A store holding the example evening of every game, as a device with a fixed id wrote them
(app.journal on CPython) and a sync stored them (Store.ingest, frame by frame): the tests of
show, export, import, settle and stats read it."""

from unittest import mock

from evenings import example, frames

from app.journal import Journal
from core.session import Session
from host_tools.store.database import open_store

DEVICE = "5c4e11e000e0c0de"
EXAMPLES = (
    "schafkopf-evening.json",
    "bierkopf-partie.json",
    "german-schafkopf.json",
    "skat-bierlachs.json",
    "bauernschnapsen-evening.json",
)


def write_logs(root, evenings, device=DEVICE):
    """Play each evening (example data dicts) through one device's journal in `root`;
    returns [(number, log bytes)]."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "device").write_text(device)
    journal = Journal(str(root))
    out = []
    # Each session's nonce (docs/log-format.md) from a counter, not os.urandom: the same
    # evenings make the same bytes, as the golden exports need.
    drawn = iter(range(1, 1 << 16))
    with mock.patch("app.journal.os.urandom", lambda n: next(drawn).to_bytes(n, "big")):
        _play_all(journal, root, evenings, out)
    return out


def _play_all(journal, root, evenings, out):
    for data in evenings:
        session = Session(
            data["game"], data.get("settings", {}), data["players"], data.get("dealer", 0),
            data.get("date"),
        )  # fmt: skip
        number = int(journal.start(session))
        for hand in data["hands"]:
            journal.add(hand)
        journal.end()
        out.append((number, (root / f"{number:06d}.log").read_bytes()))


def ingest(store, logs, device=DEVICE):
    store.add_device(device, "pub table")
    for number, data in logs:
        store.ingest(device, [(number, offset, piece) for offset, piece in frames(data)])


def make_store(tmp_path, evenings=None, name="store.sqlite3"):
    """The path of a store holding `evenings` (default: the five examples)."""
    if evenings is None:
        evenings = [example(name) for name in EXAMPLES]
    path = tmp_path / name
    with open_store(path) as store:
        ingest(store, write_logs(tmp_path / "device", evenings))
    return path
