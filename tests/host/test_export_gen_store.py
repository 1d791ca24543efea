"""bench/gen_store.py, the benchmarks' store: its logs are ones the device could have written
(they read back without a problem and score as `schreiber score --log` scores them), each
session under its own number, tag, players and date."""

import sys
from pathlib import Path

from core.log import reader as logreader
from core.session import Session
from host_tools.scoring.replay import replay
from host_tools.store.database import open_store

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))

import gen_store  # noqa: E402


def _session_of(data):
    reader = logreader.Reader()
    reader.feed(data)
    records = list(reader.records(final=True))
    assert reader.problems == []
    session = Session.from_start_record(records[0][2])
    for _, kind, value in records[2:]:
        session.apply(kind, value)
    return session


def test_the_generated_sessions_are_real_logs_scored_as_the_core_scores_them(tmp_path):
    path = gen_store.make_store(tmp_path / "bench.sqlite3", 6, hands=12, seed=3)
    with open_store(path) as store:
        sessions = store.sessions()
        assert [s["number"] for s in sessions] == [1, 2, 3, 4, 5, 6]
        games = [s["game"] for s in sessions]
        assert games[:5] == ["schafkopf", "bierkopf", "skat", "bauernschnapsen", "schafkopf"]
        for listed in sessions:
            assert listed["problems"] == [], listed["number"]
            assert listed["ended"] is True
            assert listed["hands"] == 12
            data = store.log_bytes(gen_store.DEVICE, listed["number"])
            session = _session_of(data)
            assert (session.device, session.number) == (gen_store.DEVICE, listed["number"])
            assert listed["players"] == [name for _, name in session.players]
            scored = replay(session)
            hands = store.hands(gen_store.DEVICE, listed["number"])
            assert [h["deltas"] for h in hands] == [h["deltas"] for h in scored["hands"]]
            assert listed["totals"] == scored["totals"]
        # Players and dates vary from session to session.
        assert len({tuple(s["players"]) for s in sessions}) > 1
        assert sessions[0]["date"] != sessions[-1]["date"]


def test_every_hundredth_session_is_a_german_schafkopf_partie(tmp_path):
    path = gen_store.make_store(tmp_path / "bench.sqlite3", 100, hands=3, seed=1)
    with open_store(path) as store:
        games = [s["game"] for s in store.sessions()]
    assert games[99] == "german_schafkopf"
    assert "german_schafkopf" not in games[:99]
