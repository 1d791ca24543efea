"""`schreiber stats`: per player and game, hands played, declarer and win rates per contract,
solos won and lost, the biggest win and loss, worked out by hand from the Schafkopf example's
table (tests/host/golden/schafkopf-evening.txt); shown only when asked for."""

from export_evenings import make_store

from host_tools.cli import main
from host_tools.store.database import open_store

REF = "5c4e11e000e0c0de/1"


def _run(capsys, *args):
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def _rows(text):
    """{player: [cells]} of the first table of a stats text (cells split on two spaces)."""
    out = {}
    for line in text.splitlines()[2:]:
        if not line.strip():
            break
        cells = [cell.strip() for cell in line.split("  ") if cell.strip()]
        out[cells[0]] = cells[1:]
    return out


def test_the_schafkopf_evening_counted_by_hand(tmp_path, capsys):
    db = make_store(tmp_path)
    status, out, err = _run(capsys, "stats", "--db", str(db), "--player", "Resi")
    assert status == 0, err
    assert out.splitlines()[0] == "Schafkopf"
    # Resi declared the Wenz (#5) and the Sie (#8), won both, each a game alone; her best hand
    # the Sie, +15.60 €, her worst Vroni's Sauspiel won Schneider, -1.20 € (#4).
    assert _rows(out) == {
        "Resi": ["9", "2", "22 %", "2", "100 %", "2", "0", f"+15.60 € ({REF} #8)",
                 f"-1.20 € ({REF} #4)"],
    }  # fmt: skip
    assert [line.split() for line in out.split("\n\n")[1].splitlines()[1:]] == [
        ["Resi", "Sie", "1", "1", "100", "%"],
        ["Resi", "Wenz", "1", "1", "100", "%"],
    ]
    status, out, _ = _run(capsys, "stats", "--db", str(db))
    schafkopf = out[out.index("\nSchafkopf\n") + 1 :]
    # Hans: Sauspiel #1 won, Solo #6 won (+3.00 €); Sie #8 his worst (-5.20 €).
    # Sepp: Solo #2 lost, Sauspiel #7 lost; best +1.20 € as Vroni's partner (#4).
    # Vroni: Sauspiel #4 won (+1.60 €), Sauspiel #9 lost.
    assert _rows(schafkopf) == {
        "Hans": ["9", "2", "22 %", "2", "100 %", "1", "0", f"+3.00 € ({REF} #6)",
                 f"-5.20 € ({REF} #8)"],
        "Resi": ["9", "2", "22 %", "2", "100 %", "2", "0", f"+15.60 € ({REF} #8)",
                 f"-1.20 € ({REF} #4)"],
        "Sepp": ["9", "2", "22 %", "0", "0 %", "0", "1", f"+1.20 € ({REF} #4)",
                 f"-5.20 € ({REF} #8)"],
        "Vroni": ["9", "2", "22 %", "1", "50 %", "0", "0", f"+1.60 € ({REF} #4)",
                  f"-5.20 € ({REF} #8)"],
    }  # fmt: skip
    contracts = schafkopf.split("\n\n")[1].splitlines()
    assert [line.split() for line in contracts[1:]] == [
        ["Hans", "Sauspiel", "1", "1", "100", "%"],
        ["Hans", "Solo", "1", "1", "100", "%"],
        ["Resi", "Sie", "1", "1", "100", "%"],
        ["Resi", "Wenz", "1", "1", "100", "%"],
        ["Sepp", "Sauspiel", "1", "0", "0", "%"],
        ["Sepp", "Solo", "1", "0", "0", "%"],
        ["Vroni", "Sauspiel", "2", "1", "50", "%"],
    ]
    for game in ("Bauernschnapsen", "Bierkopf", "German Schafkopf", "Skat"):
        assert game in out


def test_a_merged_name_counts_as_its_roster_entry(tmp_path, capsys):
    db = make_store(tmp_path)
    with open_store(db) as store:  # the roster says Resi is Theresia's old entry
        store.refresh()  # the names seen go into the roster
        store.add_player("Theresia")
        store.conn.execute(
            "UPDATE players SET merged_into = (SELECT id FROM players WHERE name = 'Theresia') "
            "WHERE name = 'Resi'"
        )
    _, by_old, _ = _run(capsys, "stats", "--db", str(db), "--player", "Resi")
    _, by_new, _ = _run(capsys, "stats", "--db", str(db), "--player", "Theresia")
    assert by_old == by_new and "Theresia" in _rows(by_new)
    _, out, _ = _run(capsys, "stats", "--db", str(db), "--player", "Nobody")
    assert out == "no hands played by Nobody\n"


def test_statistics_reach_no_other_output(tmp_path, capsys):
    db = make_store(tmp_path)
    outputs = [
        _run(capsys, "show", "--db", str(db), "1")[1],
        _run(capsys, "settle", "--db", str(db), "1")[1],
        _run(capsys, "sessions", "--db", str(db))[1],
    ]
    _run(capsys, "export", "--db", str(db), "-o", str(tmp_path / "all.csv"))
    outputs.append((tmp_path / "all.csv").read_text(encoding="utf-8"))
    outputs.append((tmp_path / "all-standings.csv").read_text(encoding="utf-8"))
    for text in outputs:
        for word in ("declared", "win rate", "solos", "biggest", "rate"):
            assert word not in text
