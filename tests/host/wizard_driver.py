"""Plays the device in the simulator (the README's run command with --drive: the firmware on the
MicroPython unix port) the way a player does: it reads the words on the screen (where each is
and whether it is drawn white on black, the cursor's row) and presses buttons until the wanted
answer is under the cursor, question by question. It knows no press sequence of the wizard:
which question comes, in what order the answers are offered and where the cursor starts, it
reads off the screen, so an evening written for it survives a reordering of the questions or
the answers. It never touches the session: everything goes through the buttons.

The words are the English catalogues' (a device starts in English): the questions' titles and
the answers' names come from app/texts_entry_en.py, as a player reads them off the screen."""

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "firmware"))

from app import texts_entry_en as ENTRY  # noqa: E402, N812 - the catalogue a player reads
from app import texts_table_en as TABLE  # noqa: E402, N812
from app import texts_wizard_en as WIZARD  # noqa: E402, N812
from app.answers import SEATS as SEAT_FIELDS  # noqa: E402 - fields named by a player's name

WHITE = 1  # app/type.py: the panel's white, the colour of the cursor row's and the title's words
TIMEOUT = 120
# The heap the evenings get on the 64-bit port, code from .mpy: 256k, which the
# scripted evening of tests/host/test_app_sim.py needs, plus what this mode adds (the words of
# every screen kept and printed, a few KB) and margin: the Schafkopf evening of
# test_evenings.py on the 4.2" panel runs in 272k and fails in 264k (its history opened).
# With the games' facts, the sync's digests and the ESP32 stand-in (about 44 KB more code
# held from .mpy, none of it heap on the frozen device) every evening there runs in 292k and
# the Bierlachs evening once failed in 288k (the simulator's device id is drawn at random, which
# moves the heap by a KB or two): 304k.
# The heap figures of the device are bench/app_sim_heap.py's and test_evening_heap.py's.
HEAP = "304k"
SELF_TEST = "press prev;press next;press ok;hold ok 1200;press ok"  # a new device's first screen
MOST_PRESSES = 400  # one answer never takes this many: something is not offered


class DriverError(AssertionError):
    pass


class Screen:
    """The words on the panel: [(text, x, y, colour)]."""

    def __init__(self, words):
        self.words = [tuple(word) for word in words]

    def title(self):
        bar = [w for w in self.words if w[3] == WHITE and w[2] <= 5]
        return bar[0][0] if bar else ""

    def cursor(self):
        """The list row under the cursor (white on black below the title bar), or None."""
        rows = [w for w in self.words if w[3] == WHITE and w[2] > 5]
        return rows[0] if rows else None

    def items(self):
        """The list's rows in view, top down, as drawn at the cursor row's left edge."""
        row = self.cursor()
        if row is None:
            return []
        return [w[0] for w in sorted(self.words, key=lambda w: w[2]) if w[1] == row[1]]

    def texts(self):
        return [w[0] for w in self.words]

    def lines(self):
        """The words joined into lines by their row, top down (a row's words left to right)."""
        rows = {}
        for text, x, y, _colour in self.words:
            rows.setdefault(y, []).append((x, text))
        return [" ".join(t for _x, t in sorted(rows[y])) for y in sorted(rows)]

    def __repr__(self):
        return f"Screen({self.lines()!r})"


def same(shown, label):
    """`shown` is `label`, or `label` cut short to fit the row (app/type.fit ends it with a
    point)."""
    if shown == label:
        return True
    return shown.endswith(".") and len(shown) > 2 and label.startswith(shown[:-1])


class Device:
    """The simulator run with --drive over the flash image `flash`."""

    def __init__(self, flash, panel="2.9", load=None, heap=HEAP, boot=None, png=None):
        """`boot`: (command, environment) to start the device with instead of the launcher
        (bench/sim_heap.py's runs: the port started directly, every module imported first)."""
        self.flash = flash
        self.panel = panel
        self.heap = heap
        self.boot_with = boot
        self.png = png  # a folder for a PNG of every frame, numbered per boot
        self.boot_frames = 0
        self.frames = 0  # refreshes of the panel, all runs together
        self.presses = 0
        self.saved = None  # the lines of the last answer's screen a hand was saved from
        self.proc = None
        if load is not None:
            self._launch(["--load", str(load), "--script", os.devnull])
        self.boot()

    def _launch(self, extra, drive=False):
        command = [sys.executable, "-m", "host_tools.sim", "--flash", str(self.flash)]
        command += ["--panel", self.panel, "--quiet", "--heap", self.heap] + extra
        if not drive:
            proc = subprocess.run(
                command, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT
            )
            if proc.returncode:
                raise DriverError(proc.stdout + proc.stderr)
            return
        env = None
        if self.boot_with is not None:
            command, env = self.boot_with
        self.proc = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )

    def boot(self):
        """Power on: the device comes back to the screen it showed (the stack on flash)."""
        self.boot_frames = 0
        self._launch(["--drive"] + (["--png", str(self.png)] if self.png else []), drive=True)
        self.screen = self._read()

    def _read(self):
        words = None
        said = []  # anything else the device printed (an error's traceback)
        for line in self.proc.stdout:
            if line.startswith("frame "):
                self.frames += 1
                self.boot_frames += 1
            elif line.startswith("screen "):
                import json

                words = json.loads(line[7:])
            elif line.strip() == "ready":
                return Screen(words or [])
            else:
                said.append(line)
        self.proc.wait(timeout=TIMEOUT)
        self.proc.stdin.close()
        self.proc.stdout.close()
        self.proc = None
        raise DriverError("the device stopped:\n" + "".join(said[-20:]))

    def send(self, steps):
        """Script steps (docs/simulator.md), joined by ';'; returns the screen after them."""
        self.presses += steps.count("press") + steps.count("hold")
        self.proc.stdin.write(steps + "\n")
        self.proc.stdin.flush()
        self.screen = self._read()
        return self.screen

    def press(self, button, times=1):
        return self.send(";".join(["press " + button] * times))

    def hold(self, button, times=1):
        return self.send(";".join([f"hold {button} 1200"] * times))

    def last_frame(self):
        """The PNG of the frame on the panel now (with `png`)."""
        return self.png / f"frame-{self.boot_frames:04d}.png"

    def power_cut(self):
        """Everything gone at once, as when the battery is pulled: SIGKILL."""
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=TIMEOUT)
        self.proc.stdin.close()
        self.proc.stdout.close()
        self.proc = None

    def close(self):
        if self.proc is not None:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            self.proc.stdout.read()
            status = self.proc.wait(timeout=TIMEOUT)
            self.proc.stdin.close()
            self.proc.stdout.close()
            self.proc = None
            if status:
                raise DriverError(f"the device ended with status {status}")

    # -- choosing from a list ---------------------------------------------------------------
    def choose(self, wanted, what="an answer", pending=()):
        """Move the cursor to a row for which `wanted(label)` is true, and press OK. Where that
        OK would save the hand and fields `pending` are not asked yet: "more questions…"
        first, which asks them (the cursor back on the row)."""
        seen = []
        way = "next"  # the button that goes on when the wanted row is not in view
        for _ in range(MOST_PRESSES):
            row = self.screen.cursor()
            if row is None:
                raise DriverError(f"no list to choose {what} from: {self.screen!r}")
            if wanted(row[0]) and pending and self._saves():
                pending = ()
                self.choose(lambda shown: same(shown, WIZARD.MORE), "more questions")
                continue
            if wanted(row[0]):
                if self._saves():
                    self.saved = _confirm_lines(self.screen.lines())
                return self.press("ok")
            # The last answer's screen shows one row of its list (the hand's lines under it).
            last = self._saves() or any(WIZARD.MORE_HINT in x for x in self.screen.lines())
            items = [row[0]] if last else self.screen.items()
            here = items.index(row[0])
            targets = [i for i, item in enumerate(items) if wanted(item)]
            if targets:
                # In view: as many presses as rows between.
                step = targets[0] - here
                self.press("next" if step > 0 else "prev", abs(step))
                continue
            # One row in view: row by row, the steps of its numbers unseen.
            jump = _numbers(row[0], wanted, items) if way == "next" and not last else None
            if jump:
                button, count, long = jump
                before = row[0]
                (self.hold if long else self.press)(button, count)
                after = self.screen.cursor()
                if after is not None and _closer(after[0], before, jump):
                    continue
                # Round the end of the run and back (the wanted row is no number, "not
                # noted" above the numbers): row by row that way from here on.
                way = button
                continue
            key = (self.screen.title(), tuple(items), row[0])
            if key in seen:
                raise DriverError(f"{what} is not offered: {self.screen!r}")
            seen.append(key)
            self.press(way)  # on to the next row, page by page
        raise DriverError(f"{what} not reached: {self.screen!r}")

    def choose_label(self, *labels):
        return self.choose(lambda shown: any(same(shown, label) for label in labels), labels)

    # -- the wizard -------------------------------------------------------------------------
    def enter(self, hand, players):
        """From the table screen: OK, then answer the wizard's questions from `hand` (a hand
        record, docs/hand-record.md) and save it; returns the lines of the screen it was saved
        from (the hand in words and each seat's change)."""
        self.open(hand, players)
        shown = self.answer(hand, players)
        self.finish()
        return shown

    def open(self, hand, players):
        """From the table screen: OK, which answers the first question where the table's foot
        says so ("OK: Sauspiel"); BACK where that answer is not `hand`'s."""
        offered = self._offered()
        self.press("ok")
        if offered is not None and not _gives(offered, hand, players):
            self.hold("ok")  # BACK: the first question again, the cursor on the answer taken

    def _offered(self):
        """The answer the table's foot says its OK gives the first question ("OK: Sauspiel"),
        or None."""
        head = TABLE.TAKE.format("")
        for line in self.screen.lines():
            if line.startswith(head):
                return line[len(head) :].split("  ")[0]
        return None

    def finish(self):
        """Save a hand shown on the confirm screen (one saved from its last answer is)."""
        if _is_confirm(self.screen.title()):
            self.press("ok")

    def _saves(self):
        """Whether OK on this screen saves the hand: the last answer's screen, which shows the
        hand the answer under the cursor ends."""
        return any(line.startswith(ENTRY.CONFIRM_SAVE) for line in self.screen.lines())

    def answer(self, hand, players, until=None):
        """Answer the questions on screen from `hand` up to the confirm screen or the last
        answer, which saves it (returns their lines), or up to the question for field `until`
        (returns None). Where the last answer would leave a field of `hand` not asked, "more
        questions…" asks every question."""
        given = {}
        opened = []  # the confirm screen's lines opened once: not again
        for _ in range(60):
            title = self.screen.title()
            if _is_confirm(title) or title == WIZARD.CHANGE:  # its totals or its list
                if not self._open_wrong(hand, players, until, opened):
                    return _confirm_lines(self.screen.lines())
                if until is not None and _question(self.screen.title(), hand)[0] == until:
                    return None
                continue
            # Questions as one list: "Result, Winner"; "Game, Result: Franz + Poldi" (whether
            # that side won between them, the rows say: "Normal game, won, simple").
            head, _, then = title.partition(", ")
            field, who = _question(head if then else title, hand)
            if field == until:
                return None
            seat = given.get(field, 0)
            if who is not None:
                seat = _seat(who, players)
            given[field] = seat + 1
            labels = _labels(field, hand, seat, players)
            loose = ()  # rows that may go on with any answer
            if then:
                later, side = _question(then.split(", ")[-1], hand)
                others = [_question(part, hand)[0] for part in then.split(", ")[:-1]]
                others.append(later)
                if side is not None and "won" in hand:
                    others.insert(0, "won")
                    if "declarer" in hand and players[hand["declarer"]] in side.split(" + "):
                        given["declarer"] = 1  # the side named: its player is the default
                combined = labels
                for other in others:
                    if other not in hand:
                        # Left out (worked out from what follows): any row with the answers
                        # before it, the rest changed on the confirm screen.
                        loose += combined
                        break
                    if other == "won":
                        names = (ENTRY.VALUES["won" if hand["won"] else "lost"],)
                    else:
                        names = _labels(other, hand, given.get(other, 0), players)
                    combined = tuple(one + ", " + two for one in combined for two in names)
                    labels += combined
                    given[other] = given.get(other, 0) + 1
            pending = [f for f in list(hand) + [until] if f is not None and f not in given]
            self.saved = None
            self.choose(_wanted(labels, loose), labels, pending)
            if self.saved is not None:
                return self.saved  # saved with the last answer: the table
        raise DriverError(f"the wizard never came to its confirm screen: {self.screen!r}")

    def _open_wrong(self, hand, players, until, opened):
        """On the confirm screen: NEXT lists the answers (those filled in without asking
        too); the first whose shown value is not `hand`'s (or the line of field `until`) is
        opened with OK. False, back on the totals, when every line is right."""
        # "See every answer" opens on the list, past the line the long NEXT offered: round
        # the list through the totals once, then back to where it opened.
        start = None if _is_confirm(self.screen.title()) else self.screen.cursor()[0]
        if start is None:
            self.press("next")  # on the totals
        passed = start is None
        for _ in range(MOST_PRESSES):
            title = self.screen.title()
            if _is_confirm(title) and passed:
                return False  # round the list and back on the totals
            if _is_confirm(title):
                passed = True
                self.press("next")
                continue
            if passed and start is not None and self.screen.cursor()[0] == start:
                self.hold("ok")  # round the list and back where it opened: BACK, the totals
                return False
            head, _, shown = self.screen.cursor()[0].partition(": ")
            field, seat = _line(head, hand, players)
            if field is not None and (field, seat) not in opened:
                wrong = not any(
                    same(shown, label) for label in _labels(field, hand, seat, players)
                )
                if wrong or field == until:
                    opened.append((field, seat))
                    self.press("ok")
                    return True
            self.press("next")
        raise DriverError(f"the confirm screen's list never ended: {self.screen!r}")


def _gives(offered, hand, players):
    """Whether the answer `offered` is `hand`'s: the name of its value in exactly one field
    (a seat's name may be the declarer's or the partner's: not told apart, taken back)."""
    found = [f for f in hand if any(same(offered, x) for x in _labels(f, hand, 0, players))]
    return len(found) == 1


def _wanted(labels, loose):
    """A row is wanted: one of `labels`, or one of `loose` with any answer after it."""
    return lambda shown: (
        any(same(shown, label) for label in labels)
        or any(shown.startswith(head + ", ") for head in loose)
    )


def _line(head, hand, players):
    """(field, seat) of a line in the confirm screen's list of answers ("Tricks Hans"), or
    (None, None) for its first line (save the hand)."""
    for field, text in ENTRY.FIELDS.items():
        text = text[:-1] if text.endswith("?") else text  # "Won: yes", not "Won?: yes"
        if head == text and (field in hand or field not in ("contract", "game")):
            return field, 0
        if head.startswith(text + " ") and field not in ("contract", "game"):
            return field, _seat(head[len(text) + 1 :], players)
    return None, None


def _confirm_lines(lines):
    """The confirm screen's lines, its foot's "OK: save" apart from the events beside it."""
    out = []
    for line in lines:
        head, gap, rest = line.partition(ENTRY.CONFIRM_SAVE + "  ")
        out += [ENTRY.CONFIRM_SAVE, rest] if gap and not head else [line]
    return out


def _is_confirm(title):
    head, _, tail = ENTRY.CONFIRM.partition("{}")
    return title.startswith(head) and title.endswith(tail)


def _question(title, hand):
    """(field, who) of a question's title: "Tricks: Hans" is ("tricks", "Hans")."""
    head, _, who = title.partition(": ")
    fields = [f for f, text in ENTRY.FIELDS.items() if same(head, text)]
    if not fields:
        # "Won? Resi + Gerda": a question about one side's game names the side after it
        fields = [f for f, text in ENTRY.FIELDS.items() if title.startswith(text + " ")]
    if not fields:
        raise DriverError(f"a question the driver cannot read: {title!r}")
    # Two fields share a title ("Game"): the one the hand has.
    named = [f for f in fields if f in hand]
    return (named or fields)[0], (who or None)


def _seat(who, players):
    for team in (0, 1):
        if " + " in who and same(who, _team(team, players)):
            return team
    for seat, name in enumerate(players):
        if same(who, name):
            return seat
    raise DriverError(f"no seat is called {who!r}")


def _team(team, players):
    """A fixed partnership as the wizard names it: the partners sitting opposite."""
    return " + ".join(players[team::2])


def _labels(field, hand, seat, players):
    """The names on screen that give `hand`'s value of `field`."""
    if field not in hand or hand[field] is None:
        # Left out: "not noted", "count the points", ...; where nothing leaves it out, what
        # the record takes when the field is missing: none of it (no doublings, no Hand).
        return tuple(ENTRY.SKIPS.values()) + ("0", ENTRY.NO)
    value = hand[field]
    if isinstance(value, list):
        value = value[seat]
    if value is True:
        return (ENTRY.YES,)
    if value is False:
        return (ENTRY.NO,)
    if field in SEAT_FIELDS and isinstance(value, int):
        return (players[value],)
    if field == "winner":
        return (_team(value, players),)
    if isinstance(value, str):
        return (ENTRY.VALUES.get(value, value),)
    return (str(value),)


def _closer(shown, before, jump):
    """Whether a jump over a run of numbers moved the cursor toward its target (not round
    the end of the run)."""
    try:
        now, then = int(shown), int(before)
    except ValueError:
        return shown != before
    return now < then if jump[0] == "prev" else now > then


def _numbers(shown, wanted, items=()):
    """For a run of numbers (card points, bids): (button, presses, long) that moves toward the
    wanted number, long presses (ten at a time) while it is ten or more away; None if the rows
    are not numbers. Where the rows in view do not step by one (bids), one press at a time."""
    try:
        here = int(shown)
    except ValueError:
        return None
    for target in range(-1, 1000):
        if wanted(str(target)):
            break
    else:
        return None
    distance = target - here
    if distance == 0:
        return None
    button = "next" if distance > 0 else "prev"
    shown_numbers = [int(item) for item in items if item.isdigit()]
    steps = [b - a for a, b in zip(shown_numbers, shown_numbers[1:], strict=False)]
    single = any(step != 1 for step in steps)
    if abs(distance) >= 10:
        return button, 1 if single else abs(distance) // 10, True
    return button, 1 if single else abs(distance), False
