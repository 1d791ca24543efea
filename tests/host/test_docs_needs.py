"""docs/hand-record.md lists every setting that applies only under others: the rows of
core.needs, setting for setting."""

from pathlib import Path

from core import games, needs

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


def _said(conds):
    """The conditions as the refusal says them (core.settings._check_needs)."""
    parts = conds.split(" ")
    return " and ".join("(" + c.replace("|", " or ") + ")" if "|" in c else c for c in parts)


def test_the_doc_lists_every_needs_row():
    want = []
    for game in games.GAMES:
        for row in needs.NEEDS.get(game, ()):
            keys, _, conds = row.partition(" ")
            for key in keys.split(","):
                want.append(f"| `{game}` | `{key}` | {_said(conds)} |")
    text = DOC.read_text(encoding="utf-8")
    start = text.index("| Game | Setting | Applies only with |")
    got = [line for line in text[start:].split("\n\n")[0].splitlines()[2:]]
    assert got == want


def test_the_refusal_says_the_doc_s_words():
    error = None
    try:
        games.make_settings("skat", {"ramsch_tie": "replay"})
    except ValueError as err:
        error = str(err)
    said = _said("on_all_pass=ramsch|raeuberskat=1 on_all_pass=ramsch,redeal")
    assert error == "settings.ramsch_tie: has no effect unless " + said
