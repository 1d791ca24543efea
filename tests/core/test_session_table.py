"""A tournament table's session (docs/tournament.md, SPEC §11.1): it carries the table the host
handed it in its start record, so a restore after a power cut knows it too, and takes no hand
past the series' game count; corrections stay possible."""

from checks import equal, raises
from core.errors import InputError
from core.log import codec
from core.schafkopf import rules as schafkopf
from core.session import Session

GAME = schafkopf  # loaded up front, not inside the first test (less heap fragmentation)
NAMES = ["Anna", "Bert", "Cilli", "Done"]
TABLE = ["Rennen", 1, 2, 4]


def rufer(seat):
    return {"contract": "rufer", "declarer": seat, "partner": (seat + 1) % 4, "result": "won"}


def table_session():
    session = Session("schafkopf", {"tariff_preset": "tournament"}, NAMES, 0, "2026-12-05")
    session.table = TABLE
    return session


def test_a_table_takes_no_hand_past_its_games_and_corrections_stay_possible():
    session = table_session()
    for seat in range(4):
        session.add(rufer(seat))
    err = raises(session.add, rufer(0), field="hand")
    equal(str(err).endswith("all 4 games of the series are played"), True)
    equal(len(session.hands), 4)
    session.edit(1, rufer(3))  # a correction of a hand played is no hand more
    session.undo()
    session.add(rufer(3))
    equal(len(session.hands), 4)
    raises(session.add, rufer(0), field="hand")


def test_the_table_travels_in_the_start_record_and_comes_back_with_it():
    session = table_session()
    start = codec.decode(bytes(codec.encode(session.start_record())))[0]
    equal(start["table"], TABLE)
    again = Session.from_start_record(start)
    equal(again.table, TABLE)
    plain = Session("schafkopf", {}, NAMES)
    equal("table" in plain.start_record(), False)
    equal(Session.from_start_record(plain.start_record()).table, None)


def test_a_malformed_table_in_a_start_record_is_refused():
    start = table_session().start_record()
    for bad in ("Rennen", ["Rennen", 1, 2], ["Rennen", 1, 2, 0], ["Rennen", 1, 2, True]):
        start["table"] = bad
        try:
            Session.from_start_record(start)
        except InputError as err:
            equal(err.field, "table")
        else:
            raise AssertionError("accepted {}".format(bad))
