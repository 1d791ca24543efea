"""The character picker: names typed with PREV, NEXT and OK (umlauts included), capitals where
a name needs them, delete, done, and what it refuses."""

from app import picker
from app.picker import BACK, CANCEL, DONE, NEXT, OK, PREV, Picker
from checks import equal


def type_name(p, name):
    """Press the buttons that type `name` and DONE, the shortest way round the ring; returns
    the presses used and the picker's last answer."""
    presses = 0
    for ch in name:
        for group in range(len(picker.UPPER)):
            if ch in picker.UPPER[group] or ch in picker.LOWER[group]:
                break
        else:
            raise AssertionError("no group holds {!r}".format(ch))
        presses += walk(p, group)
        p.handle(OK)
        at = p.letters().index(ch)
        for _ in range(at):
            p.handle(NEXT)
        p.handle(OK)
        presses += 2 + at
    presses += walk(p, picker.DONE_AT)
    return presses + 1, p.handle(OK)


def walk(p, target):
    """Move the ring's mark to `target` the shorter way; returns the presses."""
    ring = picker.RING
    forward = (target - p.at) % ring
    event = NEXT if forward <= ring - forward else PREV
    steps = min(forward, ring - forward)
    for _ in range(steps):
        p.handle(event)
    equal(p.at, target)
    return steps


def test_typing_names_with_umlauts_and_capitals():
    for name in ("Sepp", "Jürgen", "Özlem", "Maß", "Hans-Peter", "Anna Lena", "Ute"):
        p = Picker()
        presses, answer = type_name(p, name)
        equal(answer, DONE, name)
        equal(p.text, name)
        # A few presses a letter: the two-step ring keeps any letter close.
        equal(presses <= 7 * len(name) + 5, True, "{}: {} presses".format(name, presses))


def test_capital_first_and_after_a_space_or_hyphen():
    p = Picker()
    equal(p.letters(), "AÄBCD")
    p.handle(OK)
    p.handle(NEXT)
    p.handle(OK)  # Ä
    equal(p.text, "Ä")
    equal(p.letters(), "aäbcd")


def test_delete_takes_the_last_letter_and_done_is_beside_it():
    p = Picker()
    p.handle(OK)
    p.handle(OK)  # A
    p.handle(OK)
    p.handle(OK)  # a
    equal(p.text, "Aa")
    p.handle(PREV)  # from the first group one step back: DELETE
    equal(p.at, picker.DELETE_AT)
    p.handle(OK)
    equal(p.text, "A")
    p.handle(PREV)  # one further: DONE, at the other end of the ring
    equal(p.at, picker.DONE_AT)
    equal(p.handle(OK), DONE)
    equal(p.text, "A")


def test_back_leaves_a_group_then_cancels():
    p = Picker()
    p.handle(NEXT)
    p.handle(OK)
    equal(p.group, 1)
    equal(p.handle(BACK), None)
    equal(p.group, None)
    equal(p.text, "")
    equal(p.handle(BACK), CANCEL)


def test_empty_taken_and_too_long_names_are_refused():
    p = Picker(taken=("Sepp", "Resi"))
    p.at = picker.DONE_AT
    equal(p.handle(OK), None)
    equal(p.problem, "empty")
    p.text = "resi"
    equal(p.handle(OK), None)
    equal(p.problem, "taken")
    p.text = "Resi "  # a trailing space is dropped, then it is still taken
    equal(p.handle(OK), None)
    equal(p.problem, "taken")
    p = Picker()
    p.text = "x" * 24
    p.handle(OK)
    p.handle(OK)
    equal(p.problem, "long")
    equal(len(p.text), 24)
    p.text = "   "
    p.at = picker.DONE_AT
    equal(p.handle(OK), None)
    equal(p.problem, "empty")
