"""Facts of the rules the device's screens ask the core for, rather than keeping a copy that
could drift from it: no screen module names one of Schafkopf's tariffs (what a tariff counts
in, money or points, is core.schafkopf.tariff.unit_name's)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "firmware" / "app"


def _tariffs():
    from core.schafkopf import options

    for row in options.OPTIONS:
        key, kind, _default, domain = row.split(" ")
        if key == "tariff_preset":
            return domain.split(",")
    raise AssertionError("no tariff_preset in core.schafkopf.options")


def tariffs_named(source, tariffs):
    """[(line, name), ...] of each string literal in `source` that is one of `tariffs`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in tariffs:
            found.append((node.lineno, node.value))
    return found


def test_no_screen_keeps_a_copy_of_the_tariffs():
    tariffs = _tariffs()
    assert "social_points" in tariffs and "hist_1876" in tariffs
    found = []
    for path in sorted(APP.glob("*.py")):
        if not path.name.startswith("texts_"):  # the words name them: "@social_points"
            for line, name in tariffs_named(path.read_text(encoding="utf-8"), tariffs):
                found.append(f"{path.name}:{line}: {name}")
    assert found == []


def test_a_copy_of_the_tariffs_is_found():
    source = '_POINT_TARIFFS = ("social_points", "tournament", "hist_1876")\nx = "points"\n'
    assert tariffs_named(source, _tariffs()) == [
        (1, "social_points"),
        (1, "tournament"),
        (1, "hist_1876"),
    ]
