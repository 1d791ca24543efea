"""A Skat evening given by result classes (docs/hand-record/skat.md) through the device's log,
the sync frames and the host store: `schreiber score --log`, `show`, `export` (CSV, JSON) and
`rescore` keep the class and score it as the same evening given by card points."""

import csv
import json

from export_evenings import DEVICE, ingest, write_logs

from core import games
from core.log import codec
from host_tools.cli import main
from host_tools.store.database import open_store

PLAYERS = ["Anna", "Bert", "Carl"]
# (given by class, the same hand given by tricks and card points)
HANDS = (
    ({"game": "grand", "declarer": 0, "bid": 20, "matadors": 2, "result": "won"},
     {"game": "grand", "declarer": 0, "bid": 20, "matadors": 2, "declarer_tricks": 7,
      "declarer_points": 78}),
    ({"game": "clubs", "declarer": 1, "bid": 30, "matadors": 1, "result": "won"},
     {"game": "clubs", "declarer": 1, "bid": 30, "matadors": 1, "declarer_tricks": 6,
      "declarer_points": 75}),
    ({"game": "hearts", "declarer": 2, "bid": 18, "matadors": 1, "result": "lost_schneider"},
     {"game": "hearts", "declarer": 2, "bid": 18, "matadors": 1, "declarer_tricks": 2,
      "declarer_points": 25}),
    ({"game": "spades", "declarer": 0, "bid": 18, "matadors": 2, "hand": True,
      "schneider_announced": True, "result": "won_schneider", "declarer_tricks": 8},
     {"game": "spades", "declarer": 0, "bid": 18, "matadors": 2, "hand": True,
      "schneider_announced": True, "declarer_tricks": 8, "declarer_points": 95}),
)  # fmt: skip


def evening(index, given):
    hands = [pair[index] for pair in HANDS]
    return {"game": "skat", "settings": given, "players": PLAYERS, "hands": hands}


def _run(capsys, *args):
    status = main(list(args))
    out = capsys.readouterr()
    assert status == 0, out.err
    return out.out


def test_the_codec_keeps_a_class_in_one_byte():
    by_class, by_points = HANDS[0]
    data = codec.encode(by_class)
    assert codec.decode(data) == (by_class, len(data))
    # "result" and each class are vocabulary words: a byte each (a dict tag and its length
    # before them), where the tricks and points of the same hand take six bytes
    for word in ("won", "won_schneider", "won_schwarz", "lost", "lost_schneider", "lost_schwarz"):
        assert len(codec.encode({"result": word})) == 4
    assert len(data) == len(codec.encode(by_points)) - 4


def test_a_class_evening_travels_and_scores_as_the_points_evening(tmp_path, capsys):
    for given in ({}, {"scoring_system": "bierlachs"}):
        root = tmp_path / ("bier" if given else "classic")
        logs = write_logs(root / "device", [evening(0, given), evening(1, given)])
        db = root / "store.sqlite3"
        with open_store(db) as store:
            ingest(store, logs)
        by_class, by_points = (
            json.loads(_run(capsys, "score", "--log", "--json", str(root / "device" / name)))
            for name in ("000001.log", "000002.log")
        )
        assert [h["record"] for h in by_class["hands"]] == [pair[0] for pair in HANDS]
        assert [h["deltas"] for h in by_class["hands"]] == [
            h["deltas"] for h in by_points["hands"]
        ]
        assert [h["events"] for h in by_class["hands"]] == [
            h["events"] for h in by_points["hands"]
        ]
        shown = _run(capsys, "show", "--db", str(db), f"{DEVICE}/1")
        scored = _run(capsys, "score", "--log", str(root / "device" / "000001.log"))
        assert shown.endswith(scored)
        # the class where the points were shown; an overbid the cards won is lost
        assert "Grand by Anna: won, value 72" in shown
        assert "Kreuz by Bert: lost (cards won), overbid at 30, counts 36" in shown
        assert "Herz by Carl: lost Schneider, value 30" in shown
        assert "Pik Hand by Anna: won Schneider, Schneider announced, value 66" in shown
        points = _run(capsys, "show", "--db", str(db), f"{DEVICE}/2")
        assert "Grand by Anna: won with 78, value 72" in points
        assert shown.splitlines()[-1] == points.splitlines()[-1]  # the same standings

        _run(capsys, "export", "--db", str(db), "-o", str(root / "x.csv"))
        with open(root / "x.csv", encoding="utf-8", newline="") as handle:
            rows = [row for row in csv.DictReader(handle) if row["session"] == "1"]
        first = [row for row in rows if row["hand"] == "1"]
        assert json.loads(first[0]["record"])["result"] == "won"
        # As scored (core.facts.descriptions): the overbid Kreuz is lost though its cards won.
        assert [row["result"] for row in rows if row["seat"] == "0"] == [
            "won", "lost", "lost_schneider", "won_schneider"
        ]  # fmt: skip
        _run(capsys, "export", "--db", str(db), "-o", str(root / "x.json"))
        exported = json.loads((root / "x.json").read_text(encoding="utf-8"))
        session = [s for s in exported["sessions"] if s["number"] == 1][0]
        assert session["hands"][2]["record"]["result"] == "lost_schneider"

        out = _run(capsys, "rescore", "1", "--db", str(db), "--set", "grand_base=20", "--json")
        diff = json.loads(out)
        assert [item["hand"] for item in diff["hands"]] == [1]  # only the Grand: 20 x 3
        settings = games.make_settings("skat", dict(given, grand_base="20"))
        state = games.new_state("skat", settings, 3, 0)
        assert (
            diff["hands"][0]["after"] == games.score_hand("skat", settings, state, HANDS[0][0])[0]
        )
