"""`schreiber score` on bad input, run as a user would: one line on stderr, a plain status."""

import json
import os
import pty
import signal
import subprocess
import sys
import unicodedata
from pathlib import Path

from host_tools.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = Path(sys.executable).parent / "schreiber"
FOUR = ["Anna", "Bert", "Carl", "Dora"]
RUFER = {"contract": "rufer", "declarer": 3, "partner": 1, "result": "won", "runners": 3}


def evening(**fields):
    data = {"game": "schafkopf", "players": FOUR, "hands": [RUFER]}
    data.update(fields)
    return json.dumps(data, ensure_ascii=False)


def score_text(text, capsys, tmp_path, *args):
    """main() in-process on `text` (str or bytes) as a file: (status, stdout, stderr)."""
    path = tmp_path / "input.json"
    if isinstance(text, str):
        text = text.encode("utf-8", "surrogatepass")
    path.write_bytes(text)
    status = main(["score", *args, str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def refused(text, expected, capsys, tmp_path):
    status, out, err = score_text(text, capsys, tmp_path)
    assert status == 2, (text[:200], err)
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("schreiber score: "), err
    assert expected in err, (expected, err)
    assert len(err) < 400, err
    for ch in err[:-1]:
        assert unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Zl", "Zp"), (ch, err)
    return err


# Each: input text, what its message must say. The classes of bad input the README's promise
# ("one line naming the hand and the field, status 2") must hold for.
CASES = (
    # null in whole-number fields, every game
    (evening(hands=[dict(RUFER, runners=None)]), "hand 1: runners: must be a whole number"),
    (
        json.dumps({"game": "bierkopf", "hands": [{"points": [60, 60], "doublings": None}]}),
        "hand 1: doublings: must be a whole number, not null",
    ),
    (
        json.dumps(
            {
                "game": "skat",
                "players": 3,
                "hands": [{"game": "grand", "declarer": 0, "bid": None}],
            }
        ),
        "hand 1: bid: must be a whole number, not null",
    ),
    (
        json.dumps(
            {
                "game": "bauernschnapsen",
                "hands": [{"contract": "normal", "won": True, "flecks": None}],
            }
        ),
        "hand 1: flecks: must be a whole number, not null",
    ),
    # nesting
    ('{"game": "skat", "hands": [' + "[" * 1000 + "]" * 1000 + "]}", "more than 16 deep"),
    ("[" * 100000, "more than 16 deep"),
    ('{"game": "skat", "settings": ' + '{"a":' * 5000 + "1" + "}" * 5001, "more than 16 deep"),
    # dates
    (evening(date="2026-01-\u00b2\u00b2"), "date: must be a date like 2026-11-30"),
    (evening(date="2026-02-31"), 'date: "2026-02-31" is not a day of the calendar'),
    (evening(date="0000-01-01"), "date: "),
    (evening(date="\uff12\uff10\uff12\uff16-11-30"), "date: "),
    # sizes
    (evening(players=10000000), "players: schafkopf is played by 3 to 5 players, not 10000000"),
    (evening(players=["x"] * 1000000), "players: no game has more than 5 seats, not 1000000"),
    (evening(players=-1), "players: "),
    (evening(hands=[RUFER] * 10001), "hands: at most 10000 in one session, not 10001"),
    # names
    (evening(players=["Hans", "Bert", "Hans", "Dora"]), 'the name "Hans" appears twice'),
    (evening(players=["Anna", "\x1b[2J\x1b[31mBert", "C", "D"]), "seat 2: name"),
    (evening(players=["Anna", "Bert\nCarl", "C", "D"]), "seat 2: "),
    (evening(players=["Anna", "Bert\x00", "C", "D"]), "seat 2: "),
    (evening(players=["Anna", "\u202etreB", "C", "D"]), "seat 2: "),
    ('{"game": "skat", "players": ["Anna", "\\ud800", "C"]}', "seat 2: "),
    (evening(players=["Anna", "B" * 25, "C", "D"]), "seat 2: a name has 1 to 24 characters"),
    # echoed input is short and escaped
    ('{"game": "schafkopf", "' + "k" * 5000000 + '": 1}', '..." (5000000 characters): unknown'),
    (
        '{"game": "schafkopf", "\\u001b]0;owned\\u0007": 1}',
        '"\\u001b]0;owned\\u0007": unknown key',
    ),
    (evening(game="\x1b[2J" * 1000), "game: unknown game"),
    (evening(hands=[dict(RUFER, contract="\u202e" * 100)]), 'contract: "\\u202e'),
    # duplicate keys
    ('{"game": "skat", "game": "schafkopf"}', "game: given twice in one object"),
    (
        '{"game": "schafkopf", "hands": [{"contract": "rufer", "contract": "wenz"}]}',
        "contract: given twice in one object",
    ),
    # messages that misled
    (evening(hands=[dict(RUFER, v=True)]), "hand 1: v: must be 1"),
    ('{"hands": []}', "game: is missing; one of schafkopf"),
    (evening(hands=[[]]), "hand 1: must be an object, not a list"),
    (json.dumps({"game": "bierkopf", "players": 3}), "bierkopf is played by 4 players, not 3"),
    ('{"game": "skat", "dealer": ' + "9" * 5000 + "}", "a number of 5000 digits"),
    ('{"game": "skat", "dealer": NaN}', "NaN is not a JSON number"),
    ("", "input.json is empty"),
    (" \n\t ", "input.json is empty"),
    ('{"game": "skat", "hands": [', "not valid JSON: Expecting value at line 1 column 28"),
    ('{"game": "sk\nat"}', "not valid JSON: Invalid control character at line 1 column 13"),
    (evening(settings=None), "settings: must be an object"),
    (evening(settings={"klopfen": [[[]]]}), "settings.klopfen: must be one of"),
    (evening(settings={"bock_triggers": [[]]}), "settings.bock_triggers: unknown entry a list"),
    (evening(hands={"a": 1}), "hands: must be a list of hand records, not an object"),
    ("7", "must be one JSON object with game, players and hands"),
)


def test_every_bad_input_gets_one_clear_line_and_status_2(capsys, tmp_path):
    for text, expected in CASES:
        refused(text, expected, capsys, tmp_path)


def test_encodings_are_named_and_a_byte_order_mark_is_accepted(capsys, tmp_path):
    text = evening(players=["Jörg", "Bert", "Carl", "Dora"])
    err = refused(
        text.encode("latin-1"), "is not UTF-8 text (byte 0xf6 at offset", capsys, tmp_path
    )
    assert "log" not in err
    refused(text.encode("utf-16"), "is UTF-16 text or binary", capsys, tmp_path)
    refused(text.encode("utf-16-le"), "is UTF-16 text or binary", capsys, tmp_path)
    status, out, err = score_text(b"\xef\xbb\xbf" + text.encode(), capsys, tmp_path, "--json")
    assert status == 0, err
    assert json.loads(out)["players"][0] == "Jörg"


def test_wide_and_combining_names_are_accepted(capsys, tmp_path):
    text = evening(players=["山田", "Zoe\u0308", "Bert", "🂡"])
    status, out, err = score_text(text, capsys, tmp_path)
    assert status == 0, err
    assert "山田" in out and "Zoe\u0308" in out


def run_cli(*args, stdin="", **kw):
    return subprocess.run(
        [str(SCRIPT), *args], input=stdin, capture_output=True, text=True, cwd=ROOT, **kw
    )


def one_line(proc, status):
    assert proc.returncode == status, (proc.returncode, proc.stderr)
    assert proc.stderr.count("\n") == 1, proc.stderr
    assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr
    return proc.stderr


def test_a_full_disk_is_one_line_and_status_1():
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [str(SCRIPT), "score", "examples/schafkopf-evening.json"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
    err = one_line(proc, 1)
    assert err == "schreiber score: cannot write the output: No space left on device\n"


def test_a_console_that_cannot_show_a_name_is_one_line_and_status_1():
    text = evening(players=["Jörg", "山田", "Carl", "Dora"])
    for encoding in ("ascii", "cp1252"):
        env = dict(os.environ, PYTHONIOENCODING=encoding)
        proc = run_cli("score", stdin=text, env=env)
        err = one_line(proc, 1)
        assert f"the console's encoding ({encoding}) cannot show" in err, err
        assert "PYTHONIOENCODING=utf-8, or use --json" in err
        assert proc.stdout == ""
        proc = run_cli("score", "--json", stdin=text, env=env)
        assert proc.returncode == 0 and json.loads(proc.stdout)["players"][1] == "山田"
    env = dict(os.environ, PYTHONIOENCODING="cp1252")
    text = evening(players=["Jörg", "Bert", "Carl", "Dora"]).encode()
    proc = subprocess.run([str(SCRIPT), "score"], input=text, capture_output=True, env=env)
    assert proc.returncode == 0 and "Jörg".encode("cp1252") in proc.stdout


def test_ctrl_c_while_reading_stdin_is_one_line_and_status_130():
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(
            [str(SCRIPT), "score"], stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=ROOT,
        )  # fmt: skip
        # The note on stderr comes just before it reads the terminal: interrupt it there.
        note = proc.stderr.readline()
        assert b"reading the input from the terminal" in note
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(master)
        os.close(slave)
    assert proc.returncode == 130, err
    assert err == b"schreiber score: interrupted\n"
    assert out == b""


def test_no_file_on_a_terminal_says_it_reads_the_terminal():
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(
            [str(SCRIPT), "score"], stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=ROOT,
        )  # fmt: skip
        os.write(master, evening().encode() + b"\n\x04")
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(master)
        os.close(slave)
    assert b"reading the input from the terminal; end it with Ctrl-D" in err
    assert proc.returncode == 0, err
    assert b"Anna" in out


def test_version_help_and_a_second_file_name():
    proc = run_cli("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("schreiber 0."), proc.stdout
    proc = run_cli("score", "--help")
    assert proc.returncode == 0 and "docs/hand-record.md" in proc.stdout
    proc = run_cli("score", "a.json", "b.json")
    err = one_line(proc, 2)
    assert err == 'schreiber score: unexpected argument "b.json" (see schreiber score --help)\n'
    err = one_line(run_cli("score", "--jsn"), 2)
    assert err.startswith('schreiber score: unexpected argument "--jsn"')
    err = one_line(run_cli("scroe"), 2)
    assert err.startswith("schreiber: argument VERB: invalid choice: 'scroe'")
    err = one_line(run_cli(), 2)
    assert "required: VERB" in err


def test_deep_nesting_and_huge_input_from_stdin_are_refused_quickly():
    err = one_line(run_cli("score", stdin="[" * 1000000), 2)
    assert "more than 16 deep" in err
    err = one_line(run_cli("score", stdin=" " * (9 * 1024 * 1024)), 2)
    assert err == (
        "schreiber score: input is larger than 8 MB; an evening's hand records take a few "
        "dozen KB\n"
    )


def test_module_entry_without_the_environment_says_what_to_run():
    # -S: no site-packages, as with a Python other than the one in .venv.
    proc = subprocess.run(
        [sys.executable, "-S", "-m", "host_tools", "score"], capture_output=True, text=True,
        cwd=ROOT,
    )  # fmt: skip
    assert proc.returncode == 1
    assert proc.stderr.startswith("schreiber: this Python lacks "), proc.stderr
    assert proc.stderr.endswith(
        ": run ./schreiber, or .venv/bin/python -m host_tools "
        "(./test or ./schreiber sets .venv up)\n"
    )
    assert proc.stderr.count("\n") == 1
