"""A Bavarian Ramsch entered by who lost (docs/hand-record/schafkopf.md) on the host: `schreiber
score` reads it and pays it as the older record with each seat's tricks and card points of the
same deal, and the CSV export says who lost and how many took no trick, for both records."""

import csv
import json

from report_sessions import store_with

from host_tools.cli import main

NAMES = ["Gerda", "Kurt", "Inge", "Otto"]
OLD = {"contract": "ramsch", "tricks": [4, 4, 0, 0], "points": [70, 50, 0, 0]}
NEW = {"contract": "ramsch", "loser": 0, "maidens": [2, 3]}


def session(hands):
    return {
        "game": "schafkopf",
        "settings": {"on_all_pass": "ramsch"},
        "players": NAMES,
        "dealer": 3,
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
    assert results[0]["deltas"] == results[1]["deltas"] == [-120, 40, 40, 40]  # two Jungfrauen
    assert results[0]["events"] == results[1]["events"]
    # a named Ramsch refused with one line: the field and what is wrong, nothing scored
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(session([{"contract": "ramsch", "loser": 0, "maidens": [0]}])))
    assert main(["score", str(path)]) == 2
    assert "hand 1: maidens: Gerda took no trick but pays" in capsys.readouterr().err


def test_the_csv_says_who_lost_and_the_jungfrauen(tmp_path):
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [session([OLD, NEW])]
    )
    store.close()
    out = tmp_path / "out.csv"
    db = str(tmp_path / "s.sqlite3")
    assert main(["export", f"{device}/{numbers[0]}", "-o", str(out), "--db", db]) == 0
    with open(out, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    for number in ("1", "2"):
        hand = [row for row in rows if row["hand"] == number]
        assert [row["contract"] for row in hand] == ["ramsch"] * 4
        assert [row["result"] for row in hand] == ["lost"] * 4
        assert [row["won"] for row in hand] == ["0", "1", "1", "1"], "Gerda pays"
        assert {row["extras"] for row in hand} == {"2 Jungfrauen"}
        assert [row["change"] for row in hand] == ["-120", "40", "40", "40"]
