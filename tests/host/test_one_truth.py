"""Every table, export and report says what the game says of itself (core.facts): equal
totals share a place, a Skat Ramsch is a Ramsch with its losers, a Bierlachs list is named by
its limit, an overbid game is lost with its bid."""

import csv

from report_sessions import store_with

from host_tools.cli import main

NAMES = ["Gerda", "Kurt", "Inge", "Otto"]
# Partners Gerda and Inge win one deal: 2 points each, Kurt and Otto none (SPEC §3.3).
TIED = {
    "game": "bierkopf",
    "settings": {},
    "players": NAMES,
    "dealer": 0,
    "date": "2026-11-30",
    "hands": [{"points": [75, 45]}],
}
RAMSCH = {
    "game": "skat",
    "settings": {"on_all_pass": "ramsch"},
    "players": NAMES[:3],
    "dealer": 0,
    "date": "2026-11-30",
    "hands": [
        {"game": "pass", "points": [50, 40, 30], "tricks": [4, 3, 3]},
        {"game": "clubs", "declarer": 0, "bid": 36, "matadors": 1, "result": "won"},
    ],
}
BIERLACHS = dict(RAMSCH)
BIERLACHS["settings"] = {
    "scoring_system": "bierlachs",
    "bierlachs_target": 301,
    "on_all_pass": "ramsch",
}


def _store(tmp_path, evenings):
    store, device, numbers = store_with(tmp_path / "s.sqlite3", tmp_path / "dev", evenings)
    store.close()
    return device, numbers


def _csv(tmp_path, session):
    out = tmp_path / "out.csv"
    assert main(["export", session, "-o", str(out), "--db", str(tmp_path / "s.sqlite3")]) == 0
    with (
        open(out, encoding="utf-8") as hands,
        open(tmp_path / "out-standings.csv", encoding="utf-8") as standings,
    ):
        return list(csv.DictReader(hands)), list(csv.DictReader(standings))


def test_partners_with_equal_totals_share_their_place_in_the_csv(tmp_path):
    device, (number,) = _store(tmp_path, [TIED])
    _, standings = _csv(tmp_path, f"{device}/{number}")
    places = {row["player"]: row["place"] for row in standings}
    assert places == {"Gerda": "1", "Inge": "1", "Kurt": "3", "Otto": "3"}


def test_partners_with_equal_totals_share_their_place_in_the_report(tmp_path):
    # Bierkopf keeps fixed pairs: the report's standings have a row per pair, ranked among
    # the pairs (the CSV above keeps a row per player, with the players' shared places).
    device, (number,) = _store(tmp_path, [TIED])
    out = tmp_path / "r"
    args = ["report", f"{device}/{number}", "-o", str(out), "--db", str(tmp_path / "s.sqlite3")]
    assert main(args) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    for name in ("1. Gerda &amp; Inge", "2. Kurt &amp; Otto"):
        assert f"<td>{name}</td>" in page, name


def test_a_skat_ramsch_and_an_overbid_game_in_the_csv(tmp_path):
    device, (number,) = _store(tmp_path, [RAMSCH])
    hands, _ = _csv(tmp_path, f"{device}/{number}")
    ramsch = [row for row in hands if row["hand"] == "1"]
    assert [row["contract"] for row in ramsch] == ["ramsch"] * 3
    assert [row["result"] for row in ramsch] == ["lost"] * 3
    assert [row["won"] for row in ramsch] == ["0", "1", "1"], "Gerda has the most points"
    overbid = [row for row in hands if row["hand"] == "2"]
    assert [(row["contract"], row["declarer"], row["result"]) for row in overbid] == [
        ("clubs", "Gerda", "lost")
    ] * 3
    assert [row["change"] for row in overbid] == ["-72", "0", "0"]


def test_a_bierlachs_list_is_named_by_its_limit(tmp_path, capsys):
    device, (number,) = _store(tmp_path, [BIERLACHS])
    assert main(["show", f"{device}/{number}", "--db", str(tmp_path / "s.sqlite3")]) == 0
    shown = capsys.readouterr().out
    assert "Skat, Bierlachs 301 — Monday, 30 November 2026" in shown, shown
    assert "Clubs" not in shown and "Kreuz by Gerda: lost" in shown
