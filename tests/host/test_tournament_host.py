"""`schreiber tournament` against a real store: a tournament created, players entered (one by
one and from a CSV), series drawn, the tables' lists pushed as the device writes them, checked
and ranked; every check of SPEC §11.2 flags what does not fit with its table and hand;
corrections sit beside the lists; refusals are one line and change nothing."""

import json
import sqlite3

import pytest
from tournament_tables import play

from host_tools.cli import main
from host_tools.store.database import open_store
from host_tools.tournament import book as books

NAMES = [f"Spieler{i:02d}" for i in range(12)]


def run(db, *args):
    return main(["tournament", "--db", str(db), *args])


def snapshot(db):
    conn = sqlite3.connect(db)
    try:
        return [
            conn.execute(f"SELECT * FROM {table}").fetchall()  # noqa: S608 - fixed names
            for table in ("tournaments", "tournament_players", "tournament_tables",
                          "tournament_corrections")
        ]  # fmt: skip
    finally:
        conn.close()


def status(db, capsys, name="Preisskat"):
    capsys.readouterr()
    assert run(db, "status", name, "--json") == 0
    return json.loads(capsys.readouterr().out)


def push_tables(db, tmp_path, series, hands=None, seed=0, tamper=None):
    """Each table of `series` played on its own device and stored as a sync stores it."""
    with open_store(db) as store:
        book = books.Book(store)
        tour = book.get("Preisskat")
        for table in book.tables(tour, series):
            count = table["games"] if hands is None else hands
            settings = dict(tour["settings"])
            if tamper and table["number"] == tamper[0]:
                settings.update(tamper[1])
            journal, number, data = play(
                tmp_path / f"s{series}t{table['number']}", tour["game"], settings,
                table["seats"], count, seed + table["number"],
            )  # fmt: skip
            store.add_device(journal.device)
            store.ingest(journal.device, [(number, 0, data)])


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "store.sqlite3"
    assert run(path, "new", "Preisskat", "--game", "skat", "--entry-fee", "10",
               "--loss-fee", "0.50", "--prizes", "50%,30%,20%") == 0  # fmt: skip
    roster = tmp_path / "players.csv"
    roster.write_text(
        "name,team\n" + "".join(f"{name},{'Kreuz' if i < 4 else ''}\n"
                                for i, name in enumerate(NAMES[:10])),
        encoding="utf-8",
    )  # fmt: skip
    assert run(path, "players", "Preisskat", "--csv", str(roster)) == 0
    assert run(path, "players", "Preisskat", "--add", NAMES[10], "--add", f"{NAMES[11]}:Pik") == 0
    capsys.readouterr()
    return path


def test_a_series_drawn_played_and_pushed_is_ranked_with_nothing_flagged(db, tmp_path, capsys):
    assert run(db, "draw", "Preisskat", "--seed", "x1") == 0
    out = capsys.readouterr().out
    assert "series 1, seed x1" in out and out.count("table ") == 3
    push_tables(db, tmp_path, 1)
    now = status(db, capsys)
    assert now["flags"] == [] and now["playing"] == []
    assert [t["hands"] for t in now["tables"]] == [48, 48, 48]
    # Every player's points are the list's total at the table, which the store scored.
    with open_store(db) as store:
        sessions = {f"{s['device']}/{s['number']}": s for s in store.sessions()}
    for table in now["tables"]:
        held = sessions[table["session"]]
        for seat, name in enumerate(held["players"]):
            row = next(r for r in now["ranking"] if r["name"] == name)
            assert row["series"] == [held["totals"][seat]] == [table["points"][name]]
    points = [row["points"] for row in now["ranking"]]
    assert points == sorted(points, reverse=True)
    lost = sum(row["lost"] for row in now["ranking"])
    assert now["pool"] == 12 * 1000 + lost * 50
    assert sum(row["prize"] for row in now["ranking"]) + now["not_paid_out"] == now["pool"]
    kreuz = [row["points"] for row in now["ranking"] if row["team"] == "Kreuz"]
    assert [(t["team"], t["points"]) for t in now["teams"] if t["team"] == "Kreuz"] == [
        ("Kreuz", sum(kreuz))
    ]


def test_a_table_part_played_is_still_playing_and_its_game_is_shown(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1, hands=17)
    now = status(db, capsys)
    assert [(t["number"], t["hands"], t["complete"]) for t in now["playing"]] == [
        (1, 17, False), (2, 17, False), (3, 17, False)
    ]  # fmt: skip
    capsys.readouterr()
    run(db, "status", "Preisskat")
    assert "series 1, table 3: game 17 of 48" in capsys.readouterr().out
    assert run(db, "close-table", "Preisskat", "1", "3") == 0
    now = status(db, capsys)
    assert [t["number"] for t in now["playing"]] == [1, 2]


def test_each_check_flags_what_does_not_fit_naming_table_and_hand(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1, hands=49, tamper=(2, {"tourn_win_bonus": 40}))
    with open_store(db) as store:
        store.sessions()
        # A line of the stored view that its record does not score to (a damaged view).
        store.conn.execute(
            "UPDATE hands SET deltas = '[0, 0, 0, 999]' WHERE hand = 5 AND device = "
            "(SELECT device FROM sessions ORDER BY device LIMIT 1)"
        )
    now = status(db, capsys)
    flags = "\n".join(now["flags"])
    for table in (1, 2, 3):
        assert f"series 1, table {table}: hands 49 to 49 are past the series' 48 games" in flags
    assert "series 1, table 2: played with tourn_win_bonus 40, the tournament's is 50" in flags
    assert ", hand 5: the line reads [0, 0, 0, 999], the record scores" in flags
    assert all(t["hands"] == 48 for t in now["tables"])


def test_a_list_closed_early_counts_as_it_is_and_a_second_session_is_flagged(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1, hands=46)
    run(db, "close-table", "Preisskat", "1", "1")
    now = status(db, capsys)
    assert now["flags"] == []  # a list closed early is taken as it is
    push_tables(db, tmp_path, 1, hands=48, seed=7)  # the same players again: a second session
    now = status(db, capsys)
    assert any("holds the same players too" in flag for flag in now["flags"])


def test_corrections_sit_beside_the_lists_and_count_with_their_reason(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1)
    before = status(db, capsys)
    name = before["ranking"][-1]["name"]
    assert run(db, "correct", "Preisskat", "1", name, "5000", "--reason", "list misread") == 0
    now = status(db, capsys)
    assert now["ranking"][0]["name"] == name and now["ranking"][0]["corrected"] == 5000
    assert now["corrections"][0]["reason"] == "list misread"
    assert now["tables"] == before["tables"]  # the device's lists are as they were
    assert run(db, "correct", "Preisskat", "1", name, "5", "--reason", " ") == 2
    assert run(db, "correct", "Preisskat", "2", name, "5", "--reason", "x") == 2


def test_the_second_series_by_standing_seats_the_leaders_together(tmp_path, capsys):
    db = tmp_path / "s.sqlite3"
    run(db, "new", "Preisskat", "--game", "skat", "--seating", "standing")
    run(db, "players", "Preisskat", *[arg for n in NAMES for arg in ("--add", n)])
    run(db, "draw", "Preisskat", "--seed", "a")
    push_tables(db, tmp_path, 1)
    first = [row["name"] for row in status(db, capsys)["ranking"]]
    assert run(db, "draw", "Preisskat") == 0
    with open_store(db) as store:
        book = books.Book(store)
        tables = book.tables(book.get("Preisskat"), 2)
    assert [sorted(t["seats"]) for t in tables] == [sorted(first[i : i + 4]) for i in (0, 4, 8)]
    assert tables[0]["seed"] == "standing"
    assert run(db, "draw", "Preisskat") == 2  # both series drawn


def test_late_entries_and_withdrawals_count_from_the_next_series(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    run(db, "players", "Preisskat", "--withdraw", NAMES[0])
    run(db, "players", "Preisskat", "--add", "Nachzügler")
    before = snapshot(db)
    assert run(db, "draw", "Preisskat", "--seed", "x2") == 0
    with open_store(db) as store:
        book = books.Book(store)
        seated = [n for t in book.tables(book.get("Preisskat"), 2) for n in t["seats"]]
    assert "Nachzügler" in seated and NAMES[0] not in seated and len(seated) == 12
    assert snapshot(db)[:2] == before[:2]


@pytest.mark.parametrize(
    "args",
    [
        ("new", "Preisskat", "--game", "skat"),  # exists
        ("new", "X", "--game", "skat", "--games", "4=47"),  # uneven deals
        ("new", "X", "--game", "skat", "--set", "kontra=sometimes"),
        ("new", "X", "--game", "skat", "--set", "nosuch=1"),
        ("new", "X", "--game", "skat", "--entry-fee", "ten"),
        ("new", "X", "--game", "skat", "--prizes", "80%,30%"),
        ("players", "Preisskat", "--add", NAMES[0]),  # entered already
        ("players", "Preisskat", "--add", "Neu", "--add", ""),  # all or nothing
        ("players", "Nobody"),
        ("handout", "Preisskat", "1", "1", "abcdef012345"),  # not drawn
        ("correct", "Preisskat", "1", NAMES[0], "5", "--reason", "x"),  # not drawn
    ],
)
def test_refusals_are_one_line_status_2_and_change_nothing(db, capsys, args):
    before = snapshot(db)
    assert run(db, *args) == 2
    err = capsys.readouterr().err
    assert err.startswith("schreiber tournament: ") and err.count("\n") == 1
    assert snapshot(db) == before


def test_a_count_that_cannot_be_seated_is_refused_with_the_reason(tmp_path, capsys):
    db = tmp_path / "s.sqlite3"
    run(db, "new", "Rennen", "--game", "schafkopf")
    run(db, "players", "Rennen", *[arg for n in NAMES[:5] for arg in ("--add", n)])
    capsys.readouterr()
    assert run(db, "draw", "Rennen") == 2
    assert "no seating for 5 at tables of 4 and 3" in capsys.readouterr().err
    run(db, "players", "Rennen", "--add", "Sechs")
    assert run(db, "draw", "Rennen") == 2
    assert "tables of 4 only" in capsys.readouterr().err
    assert snapshot(db)[2] == []


def test_a_closed_tournament_takes_no_more_draws_or_corrections(db, tmp_path, capsys):
    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1)
    assert run(db, "close", "Preisskat") == 0
    name = NAMES[1]
    assert run(db, "correct", "Preisskat", "1", name, "5", "--reason", "late") == 2
    assert run(db, "draw", "Preisskat") == 2
    assert status(db, capsys)["closed"]


def test_exports_and_pages_carry_the_ranking(db, tmp_path, capsys):
    from openpyxl import load_workbook

    run(db, "draw", "Preisskat", "--seed", "x1")
    push_tables(db, tmp_path, 1)
    now = status(db, capsys)
    for kind in ("csv", "json", "xlsx"):
        assert run(db, "export", "Preisskat", "--format", kind, "--out",
                   str(tmp_path / f"r.{kind}")) == 0  # fmt: skip
    lines = (tmp_path / "r.csv").read_text(encoding="utf-8").splitlines()
    top = now["ranking"][0]
    assert lines[0].startswith("place,name,team,points,series_1")
    assert lines[1].startswith(f"1,{top['name']},")
    assert (
        json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["ranking"]
        == (now["ranking"])
    )
    workbook = load_workbook(tmp_path / "r.xlsx")
    assert workbook.sheetnames == ["Ranking", "Series 1"]
    assert workbook["Ranking"]["B2"].value == top["name"]
    assert run(db, "cards", "Preisskat", "--out", str(tmp_path / "c.html")) == 0
    cards = (tmp_path / "c.html").read_text(encoding="utf-8")
    assert cards.count('class="card"') == 3 and "@media print" in cards
    assert run(db, "results", "Preisskat", "--out", str(tmp_path / "r.html")) == 0
    assert top["name"] in (tmp_path / "r.html").read_text(encoding="utf-8")


def test_a_table_handed_to_a_device_counts_that_devices_list_not_anothers(db, tmp_path, capsys):
    """A device pushes only to its own table: once the device handed the table has pushed a
    list of it, another paired device's session with the same players (a longer one, even)
    is not the table's list."""
    assert run(db, "draw", "Preisskat", "--seed", "own") == 0
    with open_store(db) as store:
        book = books.Book(store)
        tour = book.get("Preisskat")
        seats = book.table(tour, 1, 1)["seats"]
        pushed = {}
        for who, count in (("own", 10), ("other", 48)):
            journal, number, data = play(
                tmp_path / who, tour["game"], tour["settings"], seats, count, who
            )
            store.add_device(journal.device)
            store.ingest(journal.device, [(number, 0, data)])
            pushed[who] = f"{journal.device}/{number}"
        book.hand_out(tour, 1, 1, pushed["own"].split("/")[0])
    (table,) = [t for t in status(db, capsys)["tables"] if t["number"] == 1]
    assert table["session"] == pushed["own"] and table["hands"] == 10
