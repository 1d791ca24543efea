"""`schreiber settle`: the fewest transfers that settle every balance, for one evening or across
evenings of the same group, and the stakes that are not money; every figure worked out by hand
from the example evenings' settle-ups (tests/host/golden/*.txt) or written down here."""

from evenings import example
from export_evenings import make_store

from host_tools.cli import main
from host_tools.commands.settle_command import combine, fewest_transfers
from host_tools.store.database import open_store

HANS_GROUP = "Hans,Sepp,Resi,Vroni"


def _run(capsys, *args):
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def _dated(name, date, hands=None, settings=None):
    data = example(name)
    data["date"] = date
    if hands is not None:
        data["hands"] = data["hands"][:hands]
    if settings is not None:
        data["settings"] = dict(data.get("settings", {}), **settings)
    return data


def _evenings():
    return [
        # 1: the Schafkopf example: Hans -5.00, Sepp -11.00, Resi +23.40, Vroni -7.40
        _dated("schafkopf-evening.json", "2026-11-27"),
        # 2: its first two hands (a Sauspiel won by Hans and Resi, 0.20 € each; Sepp's solo
        # lost Schneider with 3 runners, 0.90 € each): Hans +1.10, Sepp -2.90, Resi +1.10,
        # Vroni +0.70
        _dated("schafkopf-evening.json", "2026-11-28", hands=2),
        # 3: the Bierlachs example: Brigitte buys the round
        _dated("skat-bierlachs.json", "2026-11-28"),
        # 4, 5: the Bauernschnapsen example twice (0.50 € a Bummerl; Mitzi and Gretl one each)
        _dated("bauernschnapsen-evening.json", "2026-11-29"),
        _dated("bauernschnapsen-evening.json", "2026-11-30"),
        # 6: Schafkopf at odd rates, a Sauspiel 0.15 € won by Hans and Resi, then Sepp's solo
        # at 0.35 € won: Hans -0.20, Sepp +0.90, Resi -0.20, Vroni -0.50
        {
            "game": "schafkopf",
            "settings": {"rufer_rate": 15, "solo_rate": 35},
            "players": ["Hans", "Sepp", "Resi", "Vroni"],
            "date": "2026-12-01",
            "hands": [
                {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"},
                {"contract": "solo", "declarer": 1, "result": "won"},
            ],
        },
    ]


def test_one_evening_settles_as_the_device_settles_it(tmp_path, capsys):
    db = make_store(tmp_path, _evenings())
    status, out, err = _run(capsys, "settle", "--db", str(db), "1")
    assert status == 0, err
    assert out == (
        "Settle-up of session 5c4e11e000e0c0de/1 (2026-11-27, Schafkopf)\n"
        "Balances: Hans -5.00 €, Resi +23.40 €, Sepp -11.00 €, Vroni -7.40 €.\n"
        "Transfers:\n"
        "  Sepp pays Resi 11.00 €\n"
        "  Vroni pays Resi 7.40 €\n"
        "  Hans pays Resi 5.00 €\n"
    )
    _, out, _ = _run(capsys, "settle", "--db", str(db), "3")
    assert out.endswith("No money changes hands.\nOwed:\n  Brigitte owes a round for the table\n")


def test_a_german_settle_up_is_german_with_the_devices_words(tmp_path, capsys):
    # The payments in the device's sentence ([settle] PAYS) and its decimal comma; the
    # heading, the game's name and the stakes in the host's German.
    db = make_store(tmp_path, _evenings())
    status, out, err = _run(capsys, "--lang", "de", "settle", "--db", str(db), "1")
    assert status == 0, err
    assert out == (
        "Abrechnung des Abends 5c4e11e000e0c0de/1 (2026-11-27, Schafkopf)\n"
        "Salden: Hans -5,00 €, Resi +23,40 €, Sepp -11,00 €, Vroni -7,40 €.\n"
        "Überweisungen:\n"
        "  Sepp zahlt Resi 11,00 €\n"
        "  Vroni zahlt Resi 7,40 €\n"
        "  Hans zahlt Resi 5,00 €\n"
    )
    _, out, _ = _run(capsys, "--lang", "de", "settle", "--db", str(db), "3")
    assert out.endswith(
        "Kein Geld wechselt den Besitzer.\nGeschuldet:\n  Brigitte schuldet eine Runde für den"
        " Tisch\n"
    )


def test_the_evenings_of_a_group_settle_together(tmp_path, capsys):
    db = make_store(tmp_path, _evenings())
    status, out, err = _run(
        capsys, "settle", "--db", str(db), "--since", "2026-11-01", "--group", HANS_GROUP
    )
    assert status == 0, err
    # Hans -5.00 + 1.10 - 0.20 = -4.10; Sepp -11.00 - 2.90 + 0.90 = -13.00;
    # Resi 23.40 + 1.10 - 0.20 = +24.30; Vroni -7.40 + 0.70 - 0.50 = -7.20 (sum 0).
    assert out == (
        "Settle-up of 3 evenings, 2026-11-27 to 2026-12-01: Hans, Resi, Sepp, Vroni\n"
        "  5c4e11e000e0c0de/1  2026-11-27  Schafkopf\n"
        "  5c4e11e000e0c0de/2  2026-11-28  Schafkopf\n"
        "  5c4e11e000e0c0de/6  2026-12-01  Schafkopf\n"
        "Balances: Hans -4.10 €, Resi +24.30 €, Sepp -13.00 €, Vroni -7.20 €.\n"
        "Transfers:\n"
        "  Sepp pays Resi 13.00 €\n"
        "  Vroni pays Resi 7.20 €\n"
        "  Hans pays Resi 4.10 €\n"
    )


def test_without_a_group_each_group_of_the_range_is_settled(tmp_path, capsys):
    db = make_store(tmp_path, _evenings())
    status, out, _ = _run(
        capsys, "settle", "--db", str(db), "--since", "2026-11-28", "--until", "2026-11-30"
    )
    assert status == 0
    parts = out.split("\n\n")
    assert len(parts) == 3
    assert parts[0].startswith("Settle-up of session 5c4e11e000e0c0de/2 (2026-11-28")
    assert parts[1] == (
        "Settle-up of session 5c4e11e000e0c0de/3 (2026-11-28, Skat)\n"
        "No money changes hands.\n"
        "Owed:\n"
        "  Brigitte owes a round for the table"
    )
    # Two evenings at 0.50 € a Bummerl, Mitzi and Gretl one each an evening: 1.00 € each to
    # pay, Franz and Poldi 1.00 € each to get; two transfers, and 2 Bummerl each.
    assert parts[2] == (
        "Settle-up of 2 evenings, 2026-11-29 to 2026-11-30: Franz, Gretl, Mitzi, Poldi\n"
        "  5c4e11e000e0c0de/4  2026-11-29  Bauernschnapsen\n"
        "  5c4e11e000e0c0de/5  2026-11-30  Bauernschnapsen\n"
        "Balances: Franz +1.00 €, Gretl -1.00 €, Mitzi -1.00 €, Poldi +1.00 €.\n"
        "Transfers:\n"
        "  Mitzi pays Poldi 1.00 €\n"
        "  Gretl pays Franz 1.00 €\n"
        "Owed:\n"
        "  Gretl has 2 Bummerl\n"
        "  Mitzi has 2 Bummerl\n"
    )


def test_cents_that_do_not_divide_evenly_are_never_rounded():
    # 1.01 € owed to Anna by three: 0.34 + 0.33 + 0.34, three transfers (no fewer can do).
    assert sorted(fewest_transfers({"Anna": 101, "Bert": -34, "Cleo": -33, "Dora": -34})) == [
        ("Bert", "Anna", 34),
        ("Cleo", "Anna", 33),
        ("Dora", "Anna", 34),
    ]
    # Two groups that each settle inside themselves: 3 transfers, not 4.
    assert sorted(fewest_transfers({"A": 7, "B": -7, "C": 251, "D": -125, "E": -126})) == [
        ("B", "A", 7),
        ("D", "C", 125),
        ("E", "C", 126),
    ]
    # Three evenings of 1.00 € split three ways the device could not split evenly: 0.33, 0.33,
    # 0.34 owed each evening by a different player, added up exactly.
    evenings = [
        {"money": {"Anna": 100, "Bert": -33, "Cleo": -33, "Dora": -34}, "owes": {}},
        {"money": {"Anna": 100, "Bert": -34, "Cleo": -33, "Dora": -33}, "owes": {}},
        {"money": {"Anna": -99, "Bert": 33, "Cleo": 33, "Dora": 33}, "owes": {}},
    ]
    money, _ = combine(evenings)
    assert money == {"Anna": 101, "Bert": -34, "Cleo": -33, "Dora": -34}
    found = fewest_transfers(money)
    assert sum(cents for _, _, cents in found) == 101 and len(found) == 3
    # The pot is an account of its own, settled after the players.
    assert fewest_transfers({"Anna": -40, ("pot", "schafkopf"): 40}) == [
        ("Anna", ("pot", "schafkopf"), 40)
    ]


def test_bad_arguments_are_refused_with_one_line(tmp_path, capsys):
    db = make_store(tmp_path, _evenings())
    for args, words in (
        ([], "give a SESSION or --since"),
        (["--since", "yesterday"], "--since: not a date"),
        (["1", "--since", "2026-11-01"], "not both"),
        (["--since", "2026-11-01", "--group", " , "], "--group: names no player"),
        (["12"], "no session"),
    ):
        status, out, err = _run(capsys, "settle", "--db", str(db), *args)
        assert status == 2 and out == "" and words in err and err.count("\n") == 1, (args, err)
    _, out, _ = _run(capsys, "settle", "--db", str(db), "--since", "2026-11-01", "--group", "X")
    assert out == "no evening to settle\n"


def test_a_merged_name_settles_as_its_roster_entry(tmp_path, capsys):
    db = make_store(tmp_path, _evenings())
    with open_store(db) as store:  # Resi's entry was merged into Theresia's
        store.refresh()
        store.add_player("Theresia")
        store.conn.execute(
            "UPDATE players SET merged_into = (SELECT id FROM players WHERE name = 'Theresia') "
            "WHERE name = 'Resi'"
        )
    _, out, _ = _run(capsys, "settle", "--db", str(db), "1")
    assert "  Sepp pays Theresia 11.00 €\n" in out and "Resi" not in out
