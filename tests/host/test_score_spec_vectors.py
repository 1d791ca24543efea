"""`schreiber score` reproduces the SPEC §7 Schafkopf vectors: the same tables the core tests
use, fed through the command's own path (JSON session in, replay out)."""

import json

import test_schafkopf

from host_tools.cli import main


def test_every_schafkopf_vector_through_score(tmp_path, capsys):
    vectors = test_schafkopf.SOURCED + test_schafkopf.DERIVED
    assert len(vectors) > 40
    for label, opts, hand, want in vectors:
        # Dealer seat 3, so seat 0 is forehand, as in the core tests.
        session = {"game": "schafkopf", "settings": opts, "players": 4, "dealer": 3,
                   "hands": [hand]}  # fmt: skip
        path = tmp_path / "vector.json"
        path.write_text(json.dumps(session))
        assert main(["score", "--json", str(path)]) == 0, label
        result = json.loads(capsys.readouterr().out)
        assert result["hands"][0]["deltas"] == want, label
