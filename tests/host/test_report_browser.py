"""The report opened in a real headless Chromium (Debian's package, which the test set-up
installs): the page loads without an error, fetches nothing but itself, and every chart is
drawn with a size on the page; the whole page is captured as a screenshot."""

import os
import re

import pytest
from evenings import example
from PIL import Image
from report_browser import chromium, inspect
from report_sessions import store_with

from host_tools.cli import main

EVENINGS = ("german-schafkopf.json", "bauernschnapsen-evening.json", "skat-bierlachs.json")


def _browser():
    if chromium() is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed: scripts/setup-venv installs it as root")
        pytest.skip(
            "chromium is not installed (apt-get install chromium; setup-venv does as root)"
        )


def test_every_chart_is_drawn_in_a_real_browser_without_errors(tmp_path):
    _browser()
    evenings = [example(name) for name in EVENINGS]
    # German Schafkopf with a sheep's head per player as well as the default per team.
    evenings.append(dict(example(EVENINGS[0]), settings={"tally_per": "player"}))
    store, device, numbers = store_with(tmp_path / "s.sqlite3", tmp_path / "dev", evenings)
    store.close()
    pages = []
    for number in numbers:
        out = tmp_path / f"r{number}"
        assert main(["report", str(number), "--db", str(tmp_path / "s.sqlite3"),
                     "-o", str(out)]) == 0  # fmt: skip
        pages.append(out)
    out = tmp_path / "group"
    assert main(["report", "--players", "Ute,Jens,Heike,Olaf", "--db",
                 str(tmp_path / "s.sqlite3"), "-o", str(out)]) == 0  # fmt: skip
    pages.append(out)
    for out in pages:
        shot = out / "screenshot.png"
        found = inspect(out / "report.html", shot)
        assert found["errors"] == [], found["errors"]
        assert found["requests"] == [(out / "report.html").resolve().as_uri()]
        charts = sorted(p.stem for p in out.glob("*.png") if p.name != "screenshot.png")
        assert sorted(svg["id"] for svg in found["svgs"]) == charts
        for svg in found["svgs"]:
            # Laid out across the page's width, in proportion, and with its paths drawn.
            assert svg["width"] > 600 and svg["height"] > 200, svg
            assert svg["drawn"] > 20, svg
        with Image.open(shot) as image:
            image.load()
            assert image.size[0] == 1100 and image.size[1] == found["height"]
            # Not a blank page: the charts' colours are in it.
            assert len(image.convert("RGB").getcolors(1 << 20)) > 50


def test_the_check_sees_a_script_error_a_missing_image_and_an_empty_chart(tmp_path):
    _browser()
    page = tmp_path / "broken.html"
    page.write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">'
        "<title>broken</title></head><body>"
        '<figure id="empty"><svg width="0" height="0"></svg></figure>'
        '<img src="missing.png"><script>throw new Error("drawn wrong")</script></body></html>',
        encoding="utf-8",
    )
    found = inspect(page)
    assert any("drawn wrong" in error for error in found["errors"]), found["errors"]
    assert any("load failed" in error or "missing.png" in error for error in found["errors"])
    assert found["svgs"] == [{"id": "empty", "width": 0, "height": 0, "drawn": 0}]
    assert found["images"][0]["width"] == 0


def test_the_report_prints_as_pages(tmp_path):
    """Printed from the browser (its print styles, A4): the charts first, the hands on pages of
    their own with the header row on each; a real PDF of several pages."""
    _browser()
    store, device, numbers = store_with(
        tmp_path / "s.sqlite3", tmp_path / "dev", [example("schafkopf-evening.json")] * 1
    )
    store.close()
    out = tmp_path / "r"
    assert main(["report", str(numbers[0]), "--db", str(tmp_path / "s.sqlite3"),
                 "-o", str(out)]) == 0  # fmt: skip
    found = inspect(out / "report.html", pdf=tmp_path / "report.pdf")
    assert found["errors"] == []
    pdf = (tmp_path / "report.pdf").read_bytes()
    pages = re.findall(rb"/Type\s*/Page(?!s)", pdf)
    assert pdf.startswith(b"%PDF") and len(pages) >= 2, len(pages)
    # A4 at 72 points an inch: 595 x 842.
    assert re.search(rb"/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?", pdf)
