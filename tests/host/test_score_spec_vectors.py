"""`schreiber score` reproduces the SPEC §7 vectors: the same tables the core tests use, fed
through the command itself (a JSON session in, `--json` out)."""

import json

import test_schafkopf
import test_schnapsen
import test_skat

from host_tools.cli import main


def score(tmp_path, capsys, game, settings, players, hand):
    """Deltas of one hand scored by `schreiber score`, forehand at seat 0."""
    return evening(tmp_path, capsys, game, settings, players, [hand])[0]


def evening(tmp_path, capsys, game, settings, players, hands):
    """Deltas of each hand of an evening scored by `schreiber score`, first forehand seat 0."""
    session = {"game": game, "settings": settings or {}, "players": players,
               "dealer": players - 1, "hands": hands}  # fmt: skip
    path = tmp_path / "vector.json"
    path.write_text(json.dumps(session))
    status = main(["score", "--json", str(path)])
    out = capsys.readouterr()
    assert status == 0, out.err
    return [row["deltas"] for row in json.loads(out.out)["hands"]]


def test_schafkopf_vectors(tmp_path, capsys):
    vectors = test_schafkopf.sourced() + test_schafkopf.derived()
    assert len(vectors) > 40
    for label, opts, hand, want in vectors:
        assert score(tmp_path, capsys, "schafkopf", opts, 4, hand) == want, label


def test_schafkopf_vectors_over_several_deals(tmp_path, capsys):
    # D-BAV-22: pot_rufer_pair, a pot of 40 from a thrown-in deal, then a Hochzeit (x2) won /
    # lost by the pair of seats 1 and 3 (the deal after the pass has forehand seat 1)
    opts = {"stock_sweetener": 10, "pot_rufer_pair": True, "allowed_contracts": ["hochzeit"]}
    for result, want in (("won", [-20, 40, -20, 40]), ("lost", [20, -40, 20, -40])):
        hochzeit = {"contract": "hochzeit", "declarer": 1, "partner": 3, "result": result}
        hands = [{"contract": "all_pass"}, hochzeit]
        got = evening(tmp_path, capsys, "schafkopf", opts, 4, hands)
        assert got == [[-10, -10, -10, -10], want], "D-BAV-22 " + result
    # D-BAV-24: a lost Bettel starts a Bock round: the next 4 deals doubled, the fifth not
    opts = {"bock_triggers": ["lost_solo"], "allowed_contracts": ["bettel", "rufer"]}
    rufer = {"contract": "rufer", "declarer": 0, "partner": 2, "result": "won"}
    hands = [{"contract": "bettel", "declarer": 0, "tricks": 1}] + [rufer] * 5
    got = evening(tmp_path, capsys, "schafkopf", opts, 4, hands)
    assert got[0] == [-150, 50, 50, 50], "D-BAV-24 Bettel"
    assert [row[0] for row in got[1:]] == [20, 20, 20, 20, 10], "D-BAV-24 Bock"


def test_schafkopf_invalid_rates_d_bav_23(tmp_path, capsys):
    # D-BAV-23: B overridden to 15 on 10/50 leaves W 20, neither 2B nor 3B: refused
    session = {"game": "schafkopf", "settings": {"schneider_rate": 15}, "players": 4,
               "hands": [{"contract": "solo", "declarer": 0, "result": "won"}]}  # fmt: skip
    path = tmp_path / "vector.json"
    path.write_text(json.dumps(session))
    assert main(["score", "--json", str(path)]) != 0
    assert "schwarz_rate" in capsys.readouterr().err


def test_skat_vectors(tmp_path, capsys):
    assert len(test_skat.CLASSIC) > 20
    for label, given, hand, want in test_skat.CLASSIC:
        assert score(tmp_path, capsys, "skat", given, 3, hand) == [want, 0, 0], label


def test_bauernschnapsen_vectors(tmp_path, capsys):
    fresh = [row for row in test_schnapsen.HANDS if row[3] is None]  # those from 0 : 0
    assert len(fresh) > 15
    for label, given, players, _, hand, want in fresh:
        assert score(tmp_path, capsys, "bauernschnapsen", given, players, hand) == want, label


def test_every_schafkopf_contract_has_a_name_in_the_table():
    from core.schafkopf.tariff import NAMES
    from host_tools.texts import WORDS

    missing = [name for name in NAMES if name != "all_pass" and "contract." + name not in WORDS]
    assert missing == []
