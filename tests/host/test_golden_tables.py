"""`schreiber score`'s table for one evening of every game, compared with the text a person
read and found right (tests/host/golden/). After a deliberate change of the table, write the
new texts with SCHREIBER_WRITE_GOLDEN=1, read every changed line as a player would, and commit
them with the change."""

import os
from pathlib import Path

from host_tools.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
# Each example evening, and the variants whose lines the examples do not reach.
EVENINGS = sorted((ROOT / "examples").glob("*.json")) + sorted(GOLDEN.glob("*.json"))


def table_of(path, capsys):
    status = main(["score", str(path)])
    out = capsys.readouterr()
    assert status == 0, out.err
    return out.out


def test_every_evening_prints_its_golden_table(capsys):
    assert len(EVENINGS) >= 5
    for path in EVENINGS:
        got = table_of(path, capsys)
        golden = GOLDEN / (path.stem + ".txt")
        if os.environ.get("SCHREIBER_WRITE_GOLDEN"):
            golden.write_text(got, encoding="utf-8")
        assert got == golden.read_text(encoding="utf-8"), path.name


def test_no_code_words_reach_the_table(capsys):
    # What the core reports is keys and seat numbers; none of it may show through as such.
    for path in EVENINGS:
        got = table_of(path, capsys)
        for word in ("None", "True", "False", "{", "}", "[", "_", "seat ", "Seat "):
            assert word not in got, (path.name, word)
