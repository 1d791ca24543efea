"""Every message the host tool says and every word a screen draws comes from the words; German
text names no button in English."""

import re

from word_checks import HOST_CODE, HOST_ENGLISH, ROOT, english_said, words_drawn

from host_tools import words


def test_every_host_message_comes_from_the_words():
    found = []
    for path in sorted(HOST_CODE.rglob("*.py")):
        if str(path.relative_to(HOST_CODE)) in HOST_ENGLISH:
            continue
        for line, text in english_said(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert found == []


def test_a_host_message_of_its_own_is_found():
    source = (
        "print(f'series {n}, seed {seed}:')\n"
        "raise CommandError('give the DEVICE that keeps the table, or --port PORT')\n"
        "print(t.say('tournament.drawn', n, seed))\n"
        "sys.stdout.write(grid(heads, rows))\n"
        "print('  ' + t.word('x') + f' ({pushed})')\n"
        "print(t.say('x', 1) + ' (nothing pushed yet)')\n"
    )
    assert english_said(source) == [(1, "series {}, seed {}:"), (6, " (nothing pushed yet)")]


def test_no_screen_draws_a_word_of_its_own():
    """Every word on a screen comes from a catalogue: a screen module that draws a literal
    word would show it in every language."""
    found = []
    for folder in (ROOT / "firmware" / "app", ROOT / "firmware" / "sync"):
        for path in sorted(folder.glob("*.py")):
            if path.name.startswith("texts_"):
                continue
            for line, text in words_drawn(path.read_text(encoding="utf-8")):
                found.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert found == []


def test_a_word_drawn_on_a_screen_is_found():
    source = (
        "ty.draw(fb, 'SELF-TEST', 8, 8, big)\n"
        "ty.draw(fb, 'Press ' + ask, 8, y, big)\n"
        "ui.foot(fb, '{} of {} done'.format(a, b))\n"
        "ty.draw(fb, words.TITLE, 8, 8, big)\n"
        "ty.draw(fb, '{} · {}'.format(a, b), 6, 3, small)\n"
        "ty.width('[x] SEAT4  ', small)\n"
        "ui.text(fb, ui.fit(fb, line, 'body', room), 6, y, 'body')\n"
        "ui.title(fb, 'Menu' if a else words.MENU)\n"
    )
    assert words_drawn(source) == [
        (1, "SELF-TEST"),
        (2, "Press "),
        (3, "{} of {} done"),
        (8, "Menu"),
    ]


def test_german_texts_name_no_button_in_english():
    # A German screen says "<", ">" and "lang OK: zurück", not PREV, NEXT or BACK; OK is OK in
    # both. (The self-test's "Taste {} drücken" is given the label printed on the button.)
    said = []
    for area, texts in words.read("de").items():
        for key, text in texts.items():
            if re.search(r"\b(PREV|NEXT|BACK)\b", text):
                said.append(f"[{area}] {key}: {text}")
    assert said == []
