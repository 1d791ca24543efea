"""The words' sources (words/<lang>.txt, host_tools/words.py) and the catalogues generated from
them (scripts/make_words.py): the generated files are current, every language has every key,
every key is used somewhere, and a new language is a new source file and nothing else."""

import os
import re
import shutil
import subprocess
import sys

import pytest
from word_checks import (
    DEVICE,
    HOST,
    ROOT,
    code,
    copy_sources,
    missing,
    refusals_missing,
    unused,
)

sys.path.insert(0, str(ROOT / "scripts"))

import make_words  # noqa: E402

from host_tools import words


def test_the_generated_catalogues_are_current():
    write, extra = make_words.stale()
    assert not write and not extra, (
        "not current: " + ", ".join(sorted(write) + extra) + ": run scripts/make_words.py"
    )


def test_every_language_has_every_key():
    assert missing(words.SOURCES) == []


def test_a_key_missing_in_one_language_is_found(tmp_path):
    folder = copy_sources(tmp_path)
    german = (folder / "de.txt").read_text(encoding="utf-8")
    german = german.replace("\nTITLE\tAbrechnung\n", "\nONLY\tnur hier\n")
    (folder / "de.txt").write_text(german, encoding="utf-8")
    assert missing(folder) == [
        "de: [settle] TITLE is in en.txt, not in de.txt",
        "de: [settle] ONLY is in de.txt, not in en.txt",
    ]


def test_every_key_is_used():
    sources = words.read(words.FALLBACK)
    assert unused(sources, code(DEVICE), code(HOST)) == []


def test_an_unused_key_is_found():
    sources = {
        "settle": {
            "TITLE": "Settle up",
            "GONE": "x",
            "POT_INTO.schafkopf": "a",
            "POT_INTO.zz": "b",
        },
        "rules_skat": {"kontra=off": "off", "kontra=zz_gone": "x", "@zz_gone": "y"},
    }
    sources["host"] = {"game.skat": "Skat", "gone.skat": "x", "event.zz_gone": "y", "and": "a"}
    code = 'texts.TITLE texts.POT_INTO["schafkopf"] "kontra choice off,on" "skat"'
    assert unused(sources, code, 't.word("game." + key) t.word("and")') == [
        "[settle] GONE",
        "[settle] POT_INTO.zz",
        "[rules_skat] kontra=zz_gone",
        "[rules_skat] @zz_gone",
        "[host] gone.skat",
        "[host] event.zz_gone",
    ]


def test_a_third_language_is_a_new_source_file_only(tmp_path):
    """A throwaway language "xx" (English with every text marked): the script makes its
    catalogues, and the app, unchanged, lists it, offers it and shows its words."""
    folder = copy_sources(tmp_path)
    english = (folder / "en.txt").read_text(encoding="utf-8")
    lines = []
    for line in english.split("\n"):
        key, tab, text = line.partition("\t")
        if tab and not line.startswith("#"):
            line = key + "\t" + ("Xx" if key == "NAME" else "xx " + text)
        lines.append(line)
    # The refusals: each of the core's English messages with its words (German's [refusals]
    # lists them all).
    lines.append("[refusals]")
    for message in words.read("de", folder)[words.REFUSALS]:
        if not message.startswith("="):  # the fields' names: English's, marked above
            lines.append(message + "\txx " + message)
    (folder / "xx.txt").write_text("\n".join(lines), encoding="utf-8")
    assert missing(folder) == []
    assert refusals_missing(folder) == []
    made = make_words.catalogues(folder)
    app = tmp_path / "app"
    shutil.copytree(ROOT / "firmware" / "app", app)
    for path, text in made.items():
        (tmp_path / path.replace(os.sep, "/").split("/", 1)[1]).write_text(text, "utf-8")
    areas = {path.split("texts_")[1][:-6] for path in made if path.endswith("_en.py")}
    assert {path for path in made if path.endswith("_xx.py")} == {
        os.path.join("firmware", "app", f"texts_{area}_xx.py") for area in areas
    }
    check = (
        "import sys; sys.path[:0] = [sys.argv[1], sys.argv[2]]\n"
        "from app.frame import texts\n"
        "from app import device_settings\n"
        "print(device_settings.allowed('lang'))\n"
        "print(texts('app', 'xx').MENU, '|', texts('settle', 'xx').OWES['mass'][1])\n"
        "print(texts('settings_screen', 'de').LANGS['xx'])\n"
        "from core.refusals import said\n"
        "print(said('tricks', 'must add up to 8', texts('refusals', 'xx').ROWS))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", check, str(tmp_path), str(ROOT / "firmware")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.stderr == ""
    assert done.stdout.split("\n") == [
        "('en', 'de', 'xx')",
        "xx Menu | xx {who} owes {n} Maß",
        "Xx",
        "xx Tricks: xx must add up to 8",
        "",
    ]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("TITLE Settle up", "a line is KEY, a tab, the text"),
        ("[]", "an area line is [name]"),
        ("TITLE\tTwice", "TITLE is given twice"),
        ("BAD\ta \\q", "a backslash is"),
    ],
)
def test_a_broken_source_line_says_where_and_what(line, message):
    with pytest.raises(words.WordsError, match=re.escape(message)) as raised:
        words.parse("[settle]\nTITLE\tSettle up\n" + line + "\n", "xx.txt")
    assert str(raised.value).startswith("xx.txt:3: ")
