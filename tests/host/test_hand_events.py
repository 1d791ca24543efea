"""Each seat's Bummerl, added up from the hands' `bummerl` events in one place
(host_tools/scoring/hand_events.py): a group report's evenings, an export's standings and the
report's chart of one evening count them alike."""

from evenings import example
from report_sessions import store_with

from host_tools.export import sheet_rows
from host_tools.report import chart_series, sources
from host_tools.scoring.hand_events import bummerl_of, bummerl_tally

WON = [["bummerl_game_won", [0, 2]], ["bummerl", {"seat": 1, "kind": "schneider", "count": 2}]]
WON += [["bummerl", {"seat": 3, "kind": "bummerl", "count": 1}]]


def test_a_hands_bummerl_events_are_counted_per_seat():
    assert bummerl_of(WON) == [(1, 2), (3, 1)]
    assert bummerl_of([["bock_round", {"rounds": 1}]]) == []
    assert bummerl_tally([WON, [], WON], 4) == [0, 4, 0, 2]


def test_a_group_report_an_export_and_the_chart_count_an_evening_alike(tmp_path):
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [example("bauernschnapsen-evening.json")]
    )
    with store:
        hands = store.hands(device, numbers[0])
        names = store.sessions(device)[0]["players"]
        tally = sheet_rows.bummerl(hands, len(names))
        assert tally == [0, 1, 0, 1]  # Mitzi and Gretl take one each (tests/host/test_report.py)
        (evening,) = sources.group(store, device=device)
        assert evening["bummerl"] == tally
        chart = chart_series.bummerl_series({"players": names, "hands": hands})
        assert [counts[-1] for _, counts in chart] == tally
