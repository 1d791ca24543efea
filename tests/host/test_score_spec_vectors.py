"""`schreiber score` reproduces the SPEC §7 vectors: the same tables the core tests use, fed
through the command itself (a JSON session in, `--json` out)."""

import json

import test_schafkopf
import test_schnapsen
import test_skat

from host_tools.cli import main


def score(tmp_path, capsys, game, settings, players, hand):
    """Deltas of one hand scored by `schreiber score`, forehand at seat 0."""
    session = {"game": game, "settings": settings or {}, "players": players,
               "dealer": players - 1, "hands": [hand]}  # fmt: skip
    path = tmp_path / "vector.json"
    path.write_text(json.dumps(session))
    status = main(["score", "--json", str(path)])
    out = capsys.readouterr()
    assert status == 0, out.err
    return json.loads(out.out)["hands"][0]["deltas"]


def test_schafkopf_vectors(tmp_path, capsys):
    vectors = test_schafkopf.sourced() + test_schafkopf.derived()
    assert len(vectors) > 40
    for label, opts, hand, want in vectors:
        assert score(tmp_path, capsys, "schafkopf", opts, 4, hand) == want, label


def test_skat_vectors(tmp_path, capsys):
    assert len(test_skat.CLASSIC) > 20
    for label, given, hand, want in test_skat.CLASSIC:
        assert score(tmp_path, capsys, "skat", given, 3, hand) == [want, 0, 0], label


def test_bauernschnapsen_vectors(tmp_path, capsys):
    fresh = [row for row in test_schnapsen.HANDS if row[3] is None]  # those from 0 : 0
    assert len(fresh) > 15
    for label, given, players, _, hand, want in fresh:
        assert score(tmp_path, capsys, "bauernschnapsen", given, players, hand) == want, label
