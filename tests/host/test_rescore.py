"""`schreiber rescore` on SPEC §7 cases: a stored evening scored again under corrected house
rules, every changed hand and total worked out by hand from SPEC §2.5 and §2.6; --save keeps a
ruling beside the session and leaves its records alone."""

import csv
import json

from report_sessions import store_with

from host_tools.cli import main
from host_tools.commands.rescore_rules import parse_changes
from host_tools.store.database import open_store

# Bavarian Schafkopf at the default tariff 10/50 (R 10, S 50, B 10, W 20, runner 10), seats
# A B C D; the hands of SPEC §7.2 that corrected rules change.
EVENING = {
    "game": "schafkopf",
    "players": ["Anna", "Bert", "Cilli", "Done"],
    "date": "2026-11-28",
    "hands": [
        # D-BAV-03: a Rufer with 2 runners: below the minimum of 3, V = 10.
        {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won", "runners": 2},
        # D-BAV-03: a Wenz with 2 runners, minimum 2: V = 50 + 20 = 70.
        {"contract": "wenz", "declarer": 1, "result": "won", "runners": 2},
        # D-BAV-01: a Rufer won with 4 runners: V = 10 + 40 = 50.
        {"contract": "rufer", "declarer": 2, "partner": 0, "result": "won", "runners": 4},
        # D-BAV-04: a Solo lost Schneider, no runners: V = 50 + 10 = 60.
        {"contract": "solo", "declarer": 3, "result": "lost_schneider"},
    ],
}
DEVICE_RULES = [
    [10, -10, 10, -10],
    [-70, 210, -70, -70],
    [50, -50, 50, -50],
    [60, 60, 60, -180],
]

# (--set arguments, {hand: deltas under the corrected rules}); hands not named do not change.
CASES = (
    # Runners from two in a Rufer: the Rufer's 2 now pay, V = 10 + 20 = 30.
    (["min_runners=2"], {1: [30, -30, 30, -30]}),
    # Runners from three in the Wenz too ("3 for all"): its 2 no longer pay, V = 50.
    (["min_runners_four=3"], {2: [-50, 150, -50, -50]}),
    # Tariff 5/20 (R 5, S 20, B 5, runner 5): Rufer 5; Wenz 20 + 10 = 30; Rufer 5 + 20 = 25;
    # Solo lost Schneider 20 + 5 = 25.
    (
        ["tariff_preset=5/20"],
        {
            1: [5, -5, 5, -5],
            2: [-30, 90, -30, -30],
            3: [25, -25, 25, -25],
            4: [25, 25, 25, -75],
        },
    ),
    # A cap of 4 runners changes nothing here: no hand had more than 4.
    (["max_runners=4"], {}),
)


def _store(tmp_path):
    store, device, (number,) = store_with(tmp_path / "s.sqlite3", tmp_path / "dev", [EVENING])
    store.close()
    return device, number


def _rescore(tmp_path, number, *extra, capsys):
    status = main(["rescore", str(number), "--db", str(tmp_path / "s.sqlite3"), *extra])
    out, err = capsys.readouterr()
    return status, out, err


def test_each_correction_changes_exactly_the_hands_worked_out_by_hand(tmp_path, capsys):
    device, number = _store(tmp_path)
    for sets, changed in CASES:
        args = [part for item in sets for part in ("--set", item)]
        status, out, err = _rescore(tmp_path, number, *args, "--json", capsys=capsys)
        assert status == 0, err
        diff = json.loads(out)
        after = [changed.get(i + 1, deltas) for i, deltas in enumerate(DEVICE_RULES)]
        assert [item["hand"] for item in diff["hands"]] == sorted(changed), sets
        for item in diff["hands"]:
            hand = item["hand"]
            assert item["before"] == DEVICE_RULES[hand - 1]
            assert item["after"] == changed[hand]
            assert item["change"] == [
                a - b for a, b in zip(changed[hand], DEVICE_RULES[hand - 1], strict=True)
            ]
        before_totals = [sum(column) for column in zip(*DEVICE_RULES, strict=True)]
        after_totals = [sum(column) for column in zip(*after, strict=True)]
        assert diff["totals"]["before"] == before_totals
        assert diff["totals"]["after"] == after_totals
        assert diff["saved_as"] is None
    with open_store(tmp_path / "s.sqlite3") as store:
        assert store.conn.execute("SELECT COUNT(*) FROM rulings").fetchone()[0] == 0


def test_the_table_shows_each_changed_hand_and_the_totals_in_euros(tmp_path, capsys):
    device, number = _store(tmp_path)
    status, out, err = _rescore(tmp_path, number, "--set", "min_runners=2", capsys=capsys)
    assert status == 0, err
    assert f"Session {device}/{number} (Schafkopf, 2026-11-28)" in out
    assert "min_runners 3 -> 2" in out
    lines = out.splitlines()
    (hand_one,) = [line for line in lines if line.lstrip().startswith("1  Sauspiel")]
    assert "+0.10 € -> +0.30 €" in hand_one and "-0.10 € -> -0.30 €" in hand_one
    (total,) = [line for line in lines if "total" in line]
    # Anna: 10 - 70 + 50 + 60 = 50 cents, now 70; Bert: -10 + 210 - 50 + 60 = 210, now 190.
    assert "+0.50 € -> +0.70 €" in total and "+2.10 € -> +1.90 €" in total
    assert "1 of 4 hands changes" in out
    assert "Nothing saved" in out


def test_save_keeps_a_ruling_beside_the_records_and_the_report_uses_it(tmp_path, capsys):
    device, number = _store(tmp_path)
    with open_store(tmp_path / "s.sqlite3") as store:
        raw = store.log_bytes(device, number)
        hands = store.hands(device, number)
    status, out, err = _rescore(
        tmp_path, number, "--set", "tariff_preset=5/20", "--save", capsys=capsys
    )
    assert status == 0, err
    assert "Saved as ruling 1" in out
    status, out, err = _rescore(
        tmp_path, f"{device}/{number}", "--ruling", "1", "--set", "min_runners=2", "--save",
        "--json", capsys=capsys,
    )  # fmt: skip
    assert status == 0, err
    diff = json.loads(out)
    # From ruling 1 (5/20): the Rufer's 2 runners now pay 5 each, V = 5 + 10 = 15.
    assert diff["hands"] == [
        {"hand": 1, "before": [5, -5, 5, -5], "after": [15, -15, 15, -15],
         "change": [10, -10, 10, -10]},
    ]  # fmt: skip
    assert diff["saved_as"] == 2
    with open_store(tmp_path / "s.sqlite3") as store:
        assert store.log_bytes(device, number) == raw
        assert store.hands(device, number) == hands
        rows = store.conn.execute(
            "SELECT ruling, changes, totals FROM rulings ORDER BY ruling"
        ).fetchall()
    # Ruling 1 under 5/20: Anna 5 - 30 + 25 + 25 = 25, Bert -5 + 90 - 25 + 25 = 85,
    # Cilli 5 - 30 + 25 + 25 = 25, Done -5 - 30 - 25 - 75 = -135.
    assert rows[0] == (1, '{"tariff_preset":"5/20"}', "[25,85,25,-135]")
    # Ruling 2 keeps both changes; only hand 1 moves: +10 / -10 each.
    assert rows[1] == (2, '{"min_runners":2,"tariff_preset":"5/20"}', "[35,75,35,-145]")
    status, out, err = _rescore(tmp_path, number, capsys=capsys)
    assert status == 0, err
    assert "tariff_preset=5/20" in out and "min_runners=2, tariff_preset=5/20" in out
    # The report names the ruling and shows its totals.
    for ruling, totals in ((0, ("+0.50 €", "+2.10 €")), (2, ("+0.35 €", "+0.75 €"))):
        out_dir = tmp_path / f"report{ruling}"
        status = main(["report", str(number), "--db", str(tmp_path / "s.sqlite3"),
                       "--ruling", str(ruling), "-o", str(out_dir)])  # fmt: skip
        assert status == 0
        page = (out_dir / "report.html").read_text(encoding="utf-8")
        for total in totals:
            assert f'<td class="num">{total}</td>' in page
        named = "Rules: ruling 2 (min_runners=2, tariff_preset=5/20)"
        assert (named in page) == (ruling == 2)
        assert ("Rules: as played on the device" in page) == (ruling == 0)


def test_a_bad_key_or_value_is_one_line_and_nothing_is_saved(tmp_path, capsys):
    device, number = _store(tmp_path)
    bad = (
        (["--set", "min_runners=20"], "settings.min_runners: must be between 1 and 14, not 20"),
        (["--set", "min_runner=2"], "settings.min_runner: unknown setting"),
        (["--set", "tariff_preset=7/70"], "settings.tariff_preset: must be one of"),
        (["--set", "runner_half=maybe"], "settings.runner_half: must be true or false"),
        (["--set", "min_runners"], "--set: write key=value"),
        (["--set", "min_runners=2", "--set", "min_runners=3"], "--set: min_runners given twice"),
        # SPEC §2.6: W must be 2B or 3B; B 15 under 10/50 leaves W 20 (D-BAV-23).
        (["--set", "schneider_rate=15"], "settings.schwarz_rate"),
        # The Wenz of hand 2 is no longer allowed: the hand is named.
        (["--set", "allowed_contracts=rufer,solo"], "hand 2 cannot be scored under these rules"),
        (["--ruling", "3", "--set", "min_runners=2"], "has no ruling 3"),
    )
    for args, message in bad:
        status, out, err = _rescore(tmp_path, number, *args, "--save", capsys=capsys)
        assert status == 2, (args, err)
        assert out == ""
        assert err.count("\n") == 1 and err.startswith("schreiber rescore: "), err
        assert message in err, (message, err)
    for session, message in (("99", "session: no session \"99\" in the store"),
                             ("x/y", "session: not a session")):  # fmt: skip
        status, out, err = _rescore(tmp_path, session, "--set", "min_runners=2", capsys=capsys)
        assert status == 2 and message in err, err
    with open_store(tmp_path / "s.sqlite3") as store:
        assert store.conn.execute("SELECT COUNT(*) FROM rulings").fetchone()[0] == 0


def test_set_values_are_read_as_their_settings_kind():
    changes = parse_changes(
        "schafkopf",
        ["min_runners= 2", "max_runners=none", "runner_half=yes", "allowed_contracts=rufer,wenz",
         "bock_triggers=-", "tariff_preset=10/20", "unit=ten", "nosuch=5"],
    )  # fmt: skip
    assert changes == {
        "min_runners": 2,
        "max_runners": None,
        "runner_half": True,
        "allowed_contracts": ["rufer", "wenz"],
        "bock_triggers": [],
        "tariff_preset": "10/20",
        "unit": "ten",  # left as text: the core refuses it, naming the setting
        "nosuch": "5",
    }


def test_a_race_whose_limit_moves_shows_the_new_outcome_and_settle_up(tmp_path, capsys):
    from evenings import example

    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev",
        [example("skat-bierlachs.json"), example("bierkopf-partie.json")],
    )  # fmt: skip
    store.close()
    # Bierlachs to 100 (SPEC §5.8): the Grand costs Brigitte and Clara 72 each; Brigitte's
    # lost Null adds -92, so she stands at -164 and buys the round. Played to 500, no hand's
    # points change, but nobody has reached the limit.
    status, out, err = _rescore(tmp_path, numbers[0], "--set", "bierlachs_target=500",
                                capsys=capsys)  # fmt: skip
    assert status == 0, err
    assert "0 of 2 hands change" in out
    assert "Outcome before: Brigitte is at -100 or below and buys the round" in out
    assert "Outcome after:  not decided" in out
    assert "Settle-up before: Brigitte owes a round for the table" in out
    assert "Settle-up after:  nothing to settle" in out
    status, out, err = _rescore(tmp_path, numbers[0], "--set", "bierlachs_target=500",
                                "--json", capsys=capsys)  # fmt: skip
    diff = json.loads(out)
    assert diff["decided"] == {"before": {"winners": [], "losers": [1]}, "after": None}
    # A Bierkopf race to 11 instead of 21 is over after hand 4 (Kurt and Fritz at 13): the
    # hands played after it cannot be scored under that rule, and nothing is kept.
    status, out, err = _rescore(tmp_path, numbers[1], "--set", "target=11", "--save",
                                capsys=capsys)  # fmt: skip
    assert status == 2 and out == ""
    assert "hand 5 cannot be scored under these rules" in err and "decided" in err


def test_show_scores_a_session_under_a_saved_ruling(tmp_path, capsys):
    device, number = _store(tmp_path)
    status, _, err = _rescore(tmp_path, number, "--set", "tariff_preset=5/20", "--save",
                              capsys=capsys)  # fmt: skip
    assert status == 0, err
    db = str(tmp_path / "s.sqlite3")
    shown = {}
    for ruling in ("0", "1"):
        assert main(["show", str(number), "--db", db, "--ruling", ruling]) == 0
        shown[ruling] = capsys.readouterr().out
    # The device's rules (10/50): Anna +0.50 €; ruling 1 (5/20): Anna 5 - 30 + 25 + 25 = +0.25 €,
    # Done -5 - 30 - 25 - 75 = -1.35 €.
    assert "scored under ruling 1 (tariff_preset=5/20)" in shown["1"]
    assert "ruling" not in shown["0"]
    assert "-1.35" in shown["1"] and "-1.35" not in shown["0"]
    assert "+0.50" in shown["0"]
    # A ruling the session does not have: one line, exit status 2, nothing printed.
    assert main(["show", str(number), "--db", db, "--ruling", "7"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "has no ruling 7 (1;" in err


def test_export_and_the_group_report_take_a_saved_ruling(tmp_path, capsys):
    device, number = _store(tmp_path)
    db = str(tmp_path / "s.sqlite3")
    status, out, err = _rescore(
        tmp_path, number, "--set", "tariff_preset=5/20", "--save", capsys=capsys
    )
    assert status == 0, err
    # CSV under ruling 1: the standings' totals are the ruling's (see the test above).
    assert main(["export", str(number), "--db", db, "--ruling", "1",
                 "-o", str(tmp_path / "r1.csv")]) == 0  # fmt: skip
    with open(tmp_path / "r1-standings.csv", encoding="utf-8") as handle:
        totals = [row["total"] for row in csv.DictReader(handle)]
    assert totals == ["25", "85", "25", "-135"]
    with open(tmp_path / "r1.csv", encoding="utf-8") as handle:
        first = next(csv.DictReader(handle))
    assert first["change"] == "5"  # hand 1 under 5/20, not the device's 10
    # Without a session, or into JSON (the session as played), a ruling is refused.
    assert main(["export", "--db", db, "--ruling", "1", "-o", str(tmp_path / "x.csv")]) == 2
    assert main(["export", str(number), "--db", db, "--ruling", "1",
                 "-o", str(tmp_path / "x.json")]) == 2  # fmt: skip
    assert main(["export", str(number), "--db", db, "--ruling", "7",
                 "-o", str(tmp_path / "x.csv")]) == 2  # fmt: skip
    capsys.readouterr()
    # The group report: each session that has ruling 1 is scored under it.
    names = ",".join(EVENING["players"])
    for ruling, total in ((0, "+0.50 €"), (1, "+0.25 €")):
        out_dir = tmp_path / f"group{ruling}"
        assert main(["report", "--players", names, "--db", db, "--ruling", str(ruling),
                     "-o", str(out_dir)]) == 0  # fmt: skip
        page = (out_dir / "report.html").read_text(encoding="utf-8")
        assert f'<td class="num">{total}</td>' in page, ruling
        assert (f"ruling 1 where a session has it saved ({device}/{number})" in page) == (
            ruling == 1
        )
