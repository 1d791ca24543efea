"""Every refusal the core raises and every problem the host or a log's reader reports has its
words in every language, and every field a refusal names has its name."""

from word_checks import (
    ROOT,
    copy_sources,
    fields_named,
    fields_unnamed,
    host_raised,
    host_refusals_missing,
    log_messages,
    raised,
    refusals_missing,
)


def test_every_field_a_refusal_names_has_its_name():
    assert "dealer" in fields_named() and "declarer" in fields_named()
    assert fields_unnamed() == []


def test_a_field_without_a_name_is_found(tmp_path):
    folder = copy_sources(tmp_path)
    german = (folder / "de.txt").read_text(encoding="utf-8")
    assert "\n=dealer\tGeber\n" in german
    (folder / "de.txt").write_text(german.replace("\n=dealer\tGeber\n", "\n"), "utf-8")
    found = fields_unnamed(folder)
    assert len(found) == 1 and found[0].startswith("de: dealer (core/sheet.py:"), found
    english = (folder / "en.txt").read_text(encoding="utf-8")
    assert "\n=dealer\tDealer\n" in english
    english = english.replace("\n=dealer\tDealer\n", "\n=dealer_gone\tDealer\n")
    (folder / "en.txt").write_text(english, "utf-8")
    found = fields_unnamed(folder)
    assert len(found) == 2 and found[0].startswith("en: dealer (core/sheet.py:"), found
    assert refusals_missing(folder) == [
        "en [refusals] '=dealer_gone' is no name of a field the core names"
    ]


def test_every_refusal_of_the_core_has_its_words():
    """Every message the core refuses with has its words in every language, and every
    [refusals] line is a message the core raises or a piece it names: none is left over."""
    messages, _ = raised()
    assert len(messages) > 100  # the scan finds the core's refusals
    assert "needs a button this device has not" in messages  # and the device settings'
    assert refusals_missing() == []


def test_a_refusal_missing_or_left_over_in_a_language_is_found(tmp_path):
    folder = copy_sources(tmp_path)
    german = (folder / "de.txt").read_text(encoding="utf-8")
    gone = "\n{} sits out this deal\t{} setzt in diesem Spiel aus\n"
    assert gone in german
    german = german.replace(gone, "\n{} sits out the whole evening\t{} setzt aus\n")
    (folder / "de.txt").write_text(german, encoding="utf-8")
    found = refusals_missing(folder)
    assert len(found) == 2, found
    assert found[0].startswith("de [refusals] '{} sits out this deal' is raised (core/schafkopf/")
    assert found[1] == "de [refusals] '{} sits out the whole evening' is no message of the core"


def test_a_refusal_without_words_is_found(tmp_path):
    folder = tmp_path / "core"
    folder.mkdir()
    (folder / "rules.py").write_text(
        "_OUT = 'seat {} sits out'\n"
        "def f(x):\n"
        "    raise InputError('a', 'no {} here'.format(x))\n"
        "def g(x):\n"
        "    raise InputError('b', _OUT.format(x))\n"
        "def h(x):\n"
        "    raise InputError('c', 'not allowed: ' + x)\n",
        encoding="utf-8",
    )
    (folder / "record.py").write_text("raise InputError('d', 'a shape')\n", encoding="utf-8")
    messages, _ = raised(folder, ())
    assert sorted(messages) == ["no {} here", "not allowed: {}", "seat {} sits out"]


def test_every_refusal_of_the_host_and_problem_of_a_log_has_its_words():
    messages, _ = host_raised()
    assert "no player {} on the roster" in messages and "a correction needs its reason" in messages
    found = log_messages()
    assert "{} record{} {}: skipped" in found and "unknown tag 0x{}" in found
    assert "the log names session {}/{}" in found
    assert host_refusals_missing() == []


def test_a_host_refusal_without_words_is_found(tmp_path):
    folder = copy_sources(tmp_path)
    german = (folder / "de.txt").read_text(encoding="utf-8")
    gone = "\ncannot merge {} into itself\t{} kann nicht mit sich selbst zusammengeführt werden\n"
    assert gone in german
    german = german.replace(gone, "\ncannot merge {} twice\tx\n=session\tAbend\n")
    (folder / "de.txt").write_text(german, encoding="utf-8")
    found = host_refusals_missing(folder)
    source = (ROOT / "host_tools/store/roster_entries.py").read_text(encoding="utf-8")
    line = source[: source.index("} into itself")].count("\n") + 1
    assert found == [
        "de [host_refusals] 'cannot merge {} into itself' is said "
        f"(host_tools/store/roster_entries.py:{line})",
        "de [host_refusals] 'cannot merge {} twice' is no message of the host's",
        "de [host_refusals] '=session' is the device's already",
    ], found
