"""An evening of every game played with the buttons in the real simulator (the firmware on the
MicroPython unix port), by a driver that reads the screen as a player does and presses until
the wanted answer is chosen (wizard_driver.py): hands through the wizard, undo and corrections
from the history, a power cut in the middle of a hand, and the settle-up at the end.

What the settle-up screen says is checked twice, never against the app's own scoring: against
`schreiber score` (the host tool) on the evening's final list of hands, and against the lines
worked out by hand from SPEC §7 (and the game's scoring section) written below."""

import json
import subprocess
import sys

from test_sim import check_golden
from wizard_driver import ROOT, SELF_TEST, Device

from app import texts_entry_en as ENTRY  # noqa: N812 - the catalogue a player reads
from app import texts_history_en as HISTORY  # noqa: N812
from app import texts_settle_en as SETTLE  # noqa: N812
from app import texts_table_en as TABLE  # noqa: N812
from core import facts, games

MENU_HANDS = "Hands, undo"  # app/menu.py's English labels
MENU_SETTLE = "Settle up"

# Each evening: the session, then the steps in the order played: ("hand", record); ("undo",)
# the last hand; ("correct", index, record); ("cut", record, field): the power goes while the
# hand is entered, at the question for `field`. `settle`: the settle-up's lines, worked out by
# hand (the transfers, then the final list best first).
SCHAFKOPF = {
    "name": "schafkopf",
    "game": "schafkopf",
    # tests/scripts/schafkopf-stock-bock-ramsch.json: 10/20/50, Stock, Bock after a thrown-in
    # deal or a lost Solo.
    "settings": {
        "tariff_preset": "10/20/50",
        "stock_sweetener": 10,
        "bock_triggers": ["thrown_in", "lost_solo"],
        "allowed_contracts": ["rufer", "solo", "wenz", "ramsch"],
    },
    "players": ["Hans", "Sepp", "Resi", "Vroni"],
    "steps": [
        # tricks 2/2/3/1, card points 25/30/50/15: Resi has the most and pays (SPEC §2.9)
        ("hand", {"contract": "ramsch", "loser": 2}),
        ("hand", {"contract": "all_pass"}),
        (
            "hand",
            {"contract": "rufer", "declarer": 2, "partner": 0, "result": "won", "runners": 3},
        ),
        ("hand", {"contract": "solo", "declarer": 1, "result": "lost"}),
        ("cut", {"contract": "wenz", "declarer": 3, "result": "won_schneider"}, "result"),
        ("hand", {"contract": "rufer", "declarer": 1, "partner": 3, "result": "lost"}),
        ("undo",),
        ("hand", {"contract": "rufer", "declarer": 1, "partner": 3, "result": "lost"}),
        (
            "correct",
            2,
            {"contract": "rufer", "declarer": 2, "partner": 0, "result": "won_schneider"},
        ),
    ],  # fmt: skip
    # Sepp ends at -5.10 €, the others at +3.70, +0.90, +0.50: he pays each (SPEC §7).
    "settle": ["Sepp pays Vroni 3.70 €", "Sepp pays Hans 0.90 €", "Sepp pays Resi 0.50 €"],
}

BIERKOPF = {
    "name": "bierkopf",
    "game": "bierkopf",
    "settings": {},
    "players": ["Kurt", "Gerda", "Fritz", "Inge"],
    "steps": [
        ("hand", {"result": "simple", "winner": 0}),
        # 60:60: nothing scored, the point carried to the next hand (SPEC §3).
        ("hand", {"points": [60, 60]}),
        ("hand", {"points": [35, 85], "doublings": 1}),
        ("hand", {"result": "schneider", "winner": 1}),
        ("undo",),
        ("cut", {"result": "schwarz", "winner": 0, "doublings": 2}, "doublings"),
        ("hand", {"result": "schneider", "winner": 1}),
        ("hand", {"points": [95, 25]}),
        ("hand", {"result": "simple", "winner": 0, "doublings": 1}),
        ("hand", {"result": "schwarz", "winner": 1}),
        # Was entered as won simple; it was Schneider.
        ("correct", 6, {"result": "schneider", "winner": 0, "doublings": 1}),
        ("hand", {"result": "schneider", "winner": 0, "doublings": 1}),
    ],
    # Kurt & Fritz reach 21 first; the losing pair owe a Maß each (SPEC §7 for Bierkopf).
    "settle": [
        "Gerda owes a Maß",
        "Inge owes a Maß",
    ],
}

GERMAN_SCHAFKOPF = {
    "name": "german-schafkopf",
    "game": "german_schafkopf",
    "settings": {},
    "players": ["Ute", "Jens", "Heike", "Olaf"],
    "steps": [
        ("hand", {"declarer": 0, "points": [75, 45]}),
        ("hand", {"declarer": 1, "points": [70, 50]}),
        # One sheep's head per team (SPEC §4.5): Ute + Heike won both, the second as the
        # defenders (2 strokes, SPEC §4.4); Jens + Olaf none yet.
        ("table", ["3/9", "Heike deals", "0/9"]),
        ("hand", {"declarer": 2, "forced": True, "points": [28, 92]}),
        ("hand", {"declarer": 3, "result": "schneider", "winner": 0}),
        ("hand", {"declarer": 0, "solo": True, "result": "simple", "winner": 0}),
        # The ninth stroke: the sheep's head is full, Jens & Olaf win (SPEC §2).
        ("hand", {"declarer": 1, "result": "schwarz", "winner": 1}),
    ],
    # The losing pair owe a Maß each (SPEC §7 for German Schafkopf).
    "settle": ["Ute owes a Maß", "Heike owes a Maß"],
}


def skat_hands(lost):
    """The Skat evening's hands; `lost`: the overbid game's line on the confirm screen."""
    return [
        # The table writes the result, not the card points (docs/entry-choices.md).
        ("hand", {"game": "grand", "declarer": 0, "matadors": 2, "result": "won"}),
        # Overbid: Kreuz with 1 is worth 24, bid 36: the cards won, the game is lost at 36
        # (SPEC §5.5); the confirm screen says so.
        ("confirm", {"game": "clubs", "declarer": 1, "bid": 36, "matadors": 1, "result": "won"},
         [lost, "Overbid"]),
        # A Ramsch (SPEC §5.9), cut while its loser is asked: nothing saved.
        ("cut", {"game": "pass", "loser": 1, "loser_points": 50}, "loser"),
        # Given by card points: the result is left to them.
        ("hand", {"game": "hearts", "declarer": 2, "matadors": 1,
                  "declarer_points": 61, "declarer_tricks": 5}),
        ("hand", {"game": "null", "declarer": 0, "declarer_tricks": 1}),
        ("undo",),
        ("hand", {"game": "null", "declarer": 0, "declarer_tricks": 0}),
        # Carl's game was won Schneider.
        ("correct", 3, {"game": "hearts", "declarer": 2, "matadors": 1,
                        "result": "won_schneider"}),
    ]  # fmt: skip


SKAT_CLASSIC = {
    "name": "skat-classic",
    "game": "skat",
    "settings": {"on_all_pass": "ramsch", "money_settlement": 1},
    "players": ["Anton", "Berta", "Carl"],
    "steps": skat_hands("Berta -72"),
    # +95, -122, +30 at a cent a point, every pair's difference (SPEC §5.12), in two
    # transfers: Berta owes Anton 2.17 + 0.65 and Carl 1.52 - 0.65.
    "settle": ["Berta pays Anton 2.82 €", "Berta pays Carl 0.87 €"],
}

SKAT_SEEGER = {
    "name": "skat-seeger-fabian",
    "game": "skat",
    "settings": {
        "on_all_pass": "ramsch",
        "money_settlement": 1,
        "scoring_system": "seeger_fabian",
    },
    "players": ["Anton", "Berta", "Carl"],
    "steps": skat_hands("Berta -122"),
    # +235, -172, +120: Seeger-Fabian's 50 for each game and 40 to each defender of a lost one.
    "settle": ["Berta pays Anton 5.22 €", "Berta pays Carl 1.77 €"],
}

BIERLACHS = {
    "name": "skat-bierlachs",
    "game": "skat",
    "settings": {"scoring_system": "bierlachs", "bierlachs_target": 100},
    "players": ["Anton", "Brigitte", "Clara"],
    "steps": [
        (
            "hand",
            {"game": "grand", "declarer": 0, "matadors": 2, "result": "won"},
        ),
        # Each seat's distance to the limit of -100 (SPEC §5.8): the defenders paid 72;
        # Brigitte deals next.
        (
            "table",
            ["Anton  0", "100 left", "Brigitte -72", "deals  28 left", "Clara -72", "28 left"],
        ),
        (
            "hand",
            {"game": "diamonds", "declarer": 2, "matadors": 1, "result": "won"},
        ),
        # Brigitte loses a Null ouvert (46, twice): past -100, she buys the round.
        ("hand", {"game": "null", "declarer": 1, "ouvert": True, "declarer_tricks": 1}),
    ],  # fmt: skip
    "settle": ["Brigitte buys the round"],
}

BAUERNSCHNAPSEN = {
    "name": "bauernschnapsen",
    "game": "bauernschnapsen",
    "settings": {"cents_per_bummerl": 50},
    "players": ["Franz", "Mitzi", "Poldi", "Gretl"],
    "steps": [
        ("hand", {"contract": "gang", "declarer": 0, "won": True}),
        # A normal game is forehand's: the seat after the dealer, who deals next.
        (
            "hand",
            {
                "contract": "normal",
                "declarer": 2,
                "won": True,
                "loser_tricks": 0,
                "loser_points": 0,
            },
        ),
        ("hand", {"contract": "gang", "declarer": 2, "won": True}),
        # Franz & Poldi at 23:0 ...
        (
            "hand",
            {
                "contract": "normal",
                "declarer": 0,
                "won": True,
                "loser_tricks": 1,
                "loser_points": 30,
            },
        ),
        ("hand", {"contract": "bauernschnapser", "declarer": 1, "won": True}),
        (
            "hand",
            {
                "contract": "normal",
                "declarer": 2,
                "won": False,
                "loser_tricks": 0,
                "loser_points": 0,
            },
        ),
        # ... and Mitzi & Gretl win the game: a Retourschneider, 4 Bummerl each (SPEC §6.6).
        ("hand", {"contract": "gang", "declarer": 3, "won": True}),
    ],
    # Each seat gets (opponents' - own Bummerl) x 50 cents: 4 x 50 from each loser.
    "settle": [
        "Poldi pays Gretl 2.00 €",
        "Franz pays Mitzi 2.00 €",
        "Franz: 4 Bummerl",
        "Poldi: 4 Bummerl",
    ],
}


def final_hands(steps):
    """The list of hands the evening ends with, after undos and corrections."""
    hands = []
    for step in steps:
        if step[0] == "table":
            continue
        if step[0] in ("hand", "cut", "confirm"):
            hands.append(step[1])
        elif step[0] == "undo":
            hands.pop()
        else:
            hands[step[1]] = step[2]
    return hands


def scored(evening, hands, tmp_path):
    """`schreiber score --json` on the hands."""
    path = tmp_path / "final.json"
    data = {key: evening[key] for key in ("game", "settings", "players")}
    data["hands"] = hands
    path.write_text(json.dumps(data))
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools", "score", "--json", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout)


def settle_lines(result, players, game):
    """The transfers and debts as the settle-up screen words them (app/texts_settle_en.py),
    from the host tool's settle-up."""
    out = []
    seats = len(players)
    settle = result["settle_up"]
    for payer, payee, cents in settle["payments"]:
        amount = f"{cents // 100}.{cents % 100:02d} €"
        if payer == seats:
            out.append(SETTLE.POT_PAYS.format(pot=SETTLE.POT_FROM[game], payee=players[payee],
                                              amount=amount))  # fmt: skip
        elif payee == seats:
            out.append(SETTLE.PAYS_POT.format(payer=players[payer], pot=SETTLE.POT_INTO[game],
                                              amount=amount))  # fmt: skip
        else:
            out.append(SETTLE.PAYS.format(payer=players[payer], payee=players[payee],
                                          amount=amount))  # fmt: skip
    for seat, what, count in settle["owes"]:
        if what == "beer":
            if seat >= 2:
                continue
            who = players[seat] + " + " + players[seat + 2]
        else:
            who = players[seat]
        out.append(SETTLE.OWES[what][0 if count == 1 else 1].format(who=who, n=count))
    return out or [SETTLE.ALL_SQUARE]


def open_from_menu(device, label):
    """A long NEXT on the table screen opens the menu; the entry `label` is chosen there."""
    device.hold("next")
    device.choose_label(label)


def play(device, evening):
    players = evening["players"]
    for step in evening["steps"]:
        if step[0] == "hand":
            device.enter(step[1], players)
        elif step[0] == "confirm":  # a hand whose last screen shows these (two changes may
            # share a line on the 2.9" panel)
            lines = device.enter(step[1], players)
            assert all(any(want in line for line in lines) for want in step[2]), (step[2], lines)
        elif step[0] == "undo":
            open_from_menu(device, MENU_HANDS)  # the undo asked at once
            assert device.screen.title() == HISTORY.UNDO_ASK.format(_hands_before(evening, step))
            device.choose_label(HISTORY.UNDO_IT)
            assert device.screen.title() == HISTORY.UNDONE.format(_hands_before(evening, step))
            device.press("ok")  # the notice of what moved: back to the table
        elif step[0] == "correct":
            index, record = step[1], step[2]
            open_from_menu(device, MENU_HANDS)
            device.hold("ok")  # BACK: the last hand kept, the list of hands
            number = f"{index + 1} "
            device.choose(lambda row, number=number: row.startswith(number), "the hand")
            device.choose_label(HISTORY.CORRECT)
            device.answer(record, players)
            device.finish()
            assert device.screen.title() == ENTRY.CHANGED.format(index + 1), device.screen
            device.press("ok")
        elif step[0] == "table":  # lines the table screen shows now, in this order
            lines = iter(device.screen.lines())
            assert all(line in lines for line in step[1]), (step[1], device.screen)
            continue
        else:  # the power goes in the middle of the hand
            record, field = step[1], step[2]
            device.open(record, players)
            assert device.answer(record, players, until=field) is None
            shown = device.screen.words
            device.power_cut()
            device.boot()
            assert device.screen.words == shown  # the same question, the answers kept
            # on from `field`: the answers before the cut are kept, not asked again
            rest = {}
            for key in record:
                if key == field or rest:
                    rest[key] = record[key]
            device.answer(rest, players)
            device.finish()
        assert device.screen.title().startswith(table_title(evening)), device.screen


def table_title(evening):
    """The table's title for the evening's settings, as the game gives it (core.games)."""
    game = evening["game"]
    rules = games.make_settings(game, evening.get("settings"), evening.get("date"))
    key, number = facts.title(game, rules, len(evening["players"]))
    return TABLE.GAMES[key].format(number)


def _hands_before(evening, undo):
    """The number of the hand an undo takes back."""
    steps = evening["steps"]
    return len(final_hands(steps[: steps.index(undo)]))


def play_evening(tmp_path, evening, panel="2.9"):
    """The evening on `panel`, then on the other one: the same settle-up on both; returns
    the first run's (device, the host tool's result, the final list's lines)."""
    first = play_on(tmp_path / "first", evening, panel)
    other = play_on(tmp_path / "other", evening, "4.2" if panel == "2.9" else "2.9")
    # The whole list on both panels (on the 2.9" on a page of its own where it needs one).
    assert other[2] == first[2], (other[2], first[2])
    return first


def play_on(tmp_path, evening, panel):
    tmp_path.mkdir()
    start = tmp_path / "start.json"
    data = {key: evening[key] for key in ("game", "settings", "players")}
    data["hands"] = []
    start.write_text(json.dumps(data))
    device = Device(tmp_path / "flash.img", panel, load=start, png=tmp_path / "frames")
    try:
        device.send(SELF_TEST)
        play(device, evening)
        open_from_menu(device, MENU_SETTLE)
        shown = device.screen
        assert shown.title() == SETTLE.TITLE, shown
        tag = panel.replace(".", "")
        check_golden(device.last_frame(), f"settle-{evening['name']}-{tag}")
        # In the order drawn: the title, the hint, the transfers, the list (down its columns).
        # Where the 2.9" panel needs two pages for them, NEXT turns to the list's.
        said = (SETTLE.TITLE, SETTLE.HINT, SETTLE.PAGE.format(1, 2), SETTLE.PAGE.format(2, 2))
        lines = [text for text in shown.texts() if text not in said]
        if SETTLE.PAGE.format(1, 2) in shown.texts():
            device.press("next")
            check_golden(device.last_frame(), f"settle-{evening['name']}-{tag}-list")
            lines += [text for text in device.screen.texts() if text not in said]
            device.press("next")  # back to the transfers
            assert SETTLE.PAGE.format(1, 2) in device.screen.texts()
        device.press("ok")  # the session ends; the screen stays until dismissed
        assert device.screen.title() == SETTLE.TITLE_ENDED, device.screen
        device.press("ok")
    finally:
        device.close()
    hands = final_hands(evening["steps"])
    result = scored(evening, hands, tmp_path)
    wanted = settle_lines(result, evening["players"], evening["game"])
    assert wanted == evening["settle"]  # the host tool and the hand-worked lines agree
    assert lines[: len(wanted)] == wanted, lines
    return device, result, lines[len(wanted) :]


def final_list(result, players, unit_words):
    """The final list's lines under the transfers: place, name, total (best first)."""
    out = []
    places = result["settle_up"]["places"]  # equal standings share a place
    for seat in result["settle_up"]["ranking"]:
        out.append(f"{places[seat]}. {players[seat]} {unit_words(result, seat)}")
    return out


def assert_list(shown, wanted):
    assert shown == wanted, (shown, wanted)  # the whole list, on either panel


def points(result, seat):
    total = result["totals"][seat]
    return f"{total:+d}" if total else "0"


def test_bierkopf_to_21_with_a_60_60_carry_undo_correction_and_power_cut(tmp_path):
    device, result, rest = play_evening(tmp_path, BIERKOPF, "4.2")
    assert result["totals"][0] >= 21  # the race was decided
    assert_list(rest, final_list(result, BIERKOPF["players"], points))
    # One refresh per press at most, besides the two boots and the busy marks (the undo, the
    # correction's opening and saving, the session's end).
    assert device.frames <= device.presses + 2 + 4


def test_german_schafkopf_to_a_full_sheeps_head(tmp_path):
    _device, result, rest = play_evening(tmp_path, GERMAN_SCHAFKOPF)
    assert result["decided"] == {"winners": [1, 3], "losers": [0, 2]}
    assert_list(rest, final_list(result, GERMAN_SCHAFKOPF["players"], points))


def test_skat_classic_with_an_overbid_a_ramsch_undo_correction_and_power_cut(tmp_path):
    _device, result, rest = play_evening(tmp_path, SKAT_CLASSIC, "4.2")
    assert_list(rest, final_list(result, SKAT_CLASSIC["players"], points))


def test_skat_seeger_fabian_with_an_overbid_and_a_ramsch(tmp_path):
    _device, result, rest = play_evening(tmp_path, SKAT_SEEGER)
    assert_list(rest, final_list(result, SKAT_SEEGER["players"], points))


def test_bierlachs_until_someone_buys(tmp_path):
    _device, result, rest = play_evening(tmp_path, BIERLACHS)
    assert result["decided"] is not None
    assert_list(rest, final_list(result, BIERLACHS["players"], points))


def test_bauernschnapsen_with_a_retourschneider(tmp_path):
    _device, result, rest = play_evening(tmp_path, BAUERNSCHNAPSEN, "4.2")
    bummerl = result["status"][1][1]
    assert bummerl == [4, 0, 4, 0]
    wanted = final_list(
        result, BAUERNSCHNAPSEN["players"], lambda r, seat: SETTLE.BUMMERL_N.format(bummerl[seat])
    )
    assert_list(rest, wanted)


def test_schafkopf_with_stock_bock_and_a_ramsch_ends_in_a_settle_up(tmp_path):
    _device, result, rest = play_evening(tmp_path, SCHAFKOPF, "4.2")
    assert_list(rest, final_list(result, SCHAFKOPF["players"], money))


def money(result, seat):
    """A total in cents as the final list shows it: +3.70 €."""
    total = result["totals"][seat]
    sign = "+" if total > 0 else "-" if total < 0 else ""
    total = abs(total)
    return f"{sign}{total // 100}.{total % 100:02d} €"
