"""A Skat Ramsch entered by who lost with how many points (docs/hand-record/skat.md) on the host:
`schreiber score` reads it and pays it as the older record with each seat's tricks and card
points of the same deal, `show` says it the same way, and the CSV export says who lost, with
how many points and how many took no trick, for both records."""

import csv
import json

from report_sessions import store_with

from host_tools.cli import main

NAMES = ["Gerda", "Kurt", "Inge"]
OLD = {"game": "pass", "tricks": [6, 4, 0], "points": [70, 50, 0]}
NEW = {"game": "pass", "loser": 0, "loser_points": 70, "maidens": [2]}


def session(hands):
    return {
        "game": "skat",
        "settings": {"on_all_pass": "ramsch"},
        "players": NAMES,
        "dealer": 2,
        "date": "2026-12-03",
        "hands": hands,
    }


def test_schreiber_score_reads_both_records_alike(tmp_path, capsys):
    results = []
    for hand in (OLD, NEW):
        path = tmp_path / "in.json"
        path.write_text(json.dumps(session([hand])))
        assert main(["score", "--json", str(path)]) == 0
        results.append(json.loads(capsys.readouterr().out)["hands"][0])
    assert results[0]["deltas"] == results[1]["deltas"] == [-140, 0, 0]  # one Jungfrau: x2
    assert results[0]["events"] == results[1]["events"]
    # a named Ramsch refused with one line: the field and what is wrong, nothing scored
    path = tmp_path / "bad.json"
    bad = {"game": "pass", "loser": 0, "loser_points": 50, "maidens": [2]}
    path.write_text(json.dumps(session([bad])))
    assert main(["score", str(path)]) == 2
    assert "hand 1: loser_points: 50 each cannot be the most" in capsys.readouterr().err


def test_the_csv_says_who_lost_with_how_many(tmp_path):
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [session([OLD, NEW])]
    )
    store.close()
    out = tmp_path / "out.csv"
    db = str(tmp_path / "s.sqlite3")
    assert main(["export", f"{device}/{numbers[0]}", "-o", str(out), "--db", db]) == 0
    with open(out, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    played = set()
    for number in ("1", "2"):
        hand = [row for row in rows if row["hand"] == number]
        assert [row["contract"] for row in hand] == ["ramsch"] * 3
        assert [row["result"] for row in hand] == ["lost"] * 3
        assert [row["won"] for row in hand] == ["0", "1", "1"], "Gerda pays"
        assert {row["extras"] for row in hand} == {"1 Jungfrau"}
        assert [row["change"] for row in hand] == ["-140", "0", "0"]
        played |= {row["played"] for row in hand}
    assert played == {"Ramsch: Gerda loses with 70"}, played  # the same words for both
