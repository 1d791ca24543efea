"""The words a new table reads (words/<lang>.txt): one way to say "back" at the foot, the
rules' own spelling, the pot called the Stock as the rules call it, no English button names in
German, the session not named like a round of deals, "not noted" without a stray dash."""

from pathlib import Path

from host_tools import words as host_words

ROOT = Path(__file__).resolve().parents[2]


def words(lang):
    rows = {}
    area = ""
    for line in (ROOT / "words" / f"{lang}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            area = line.strip("[]")
        elif "\t" in line and not line.startswith("#"):
            key, text = line.split("\t", 1)
            rows[area + "." + key] = text
    return rows


def test_the_foot_hints_say_back_one_way():
    for lang, hold in (("en", "hold:"), ("de", ", lang:")):
        for key, text in words(lang).items():
            assert hold not in text, (lang, key, text)


def test_the_rules_spelling_and_the_stock():
    for lang in ("en", "de"):
        said = words(lang)
        assert all("Stoss" not in text for text in said.values()), lang
        assert said["table.POT"].startswith("Stock "), lang
        assert not said["entry.SKIPS.unknown"].startswith("-"), lang


def test_german_has_no_english_buttons_and_no_second_runde():
    said = words("de")
    for key, text in said.items():
        assert "PREV" not in text and "NEXT" not in text, (key, text)
    assert "Runde" not in said["app.LABELS.newsession"]
    assert said["table.TO_LIMIT"] != said["table.TO_GO"]


def test_the_device_calls_a_session_an_evening_not_a_round():
    # "Runde" is a round of deals ("Letzte Runde") or of beer ("zahlt die Runde") at the table:
    # the device's screens call the session "Abend", as its menu does ("Neuer Abend").
    for key, text in words("de").items():
        area = key.split(".", 1)[0]
        if area in ("host", "refusals") or "Runde" not in text:
            continue
        assert "round" in key, (key, text)


def test_german_calls_a_session_an_evening_on_the_host_too():
    # Where the English speaks of a session (the host's reports, CLI messages and refusals as
    # much as the device's screens), the German says "Abend": never "Runde", a round of deals
    # or of beer, nor "Sitzung", a word the device never shows.
    english = host_words.read("en")
    for area, rows in host_words.read("de").items():
        for key, text in rows.items():
            said = key if area in (host_words.REFUSALS, host_words.HOST_REFUSALS) else None
            said = said or english.get(area, {}).get(key, "")
            if "session" in said.lower():
                assert "Runde" not in text and "Sitzung" not in text, (area, key, text)
