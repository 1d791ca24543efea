"""The character picker: names typed with PREV, NEXT and OK (umlauts included), capitals where
a name needs them, delete, done, and what it refuses."""

from picker_rig import type_name

from app import picker
from app.picker import BACK, CANCEL, DONE, NEXT, OK, PREV, Picker
from checks import equal


def test_typing_names_with_umlauts_and_capitals():
    for name in ("Özlem", "Maß", "Hans-Peter", "Anna Lena", "Ute", "Jürgens", "Bea"):
        p = Picker()
        presses = len(type_name(p, name))
        equal(p.text, name)
        # A few presses a letter: the two-step ring keeps any letter close.
        equal(presses <= 7 * len(name) + 5, True, "{}: {} presses".format(name, presses))


def test_a_common_name_is_offered_from_its_first_letter():
    p = Picker()
    p.handle(NEXT)
    p.handle(NEXT)
    p.handle(OK)
    p.handle(OK)  # J
    equal(p.text, "J")
    equal(p.offer[:3], ["Jakob", "Jan", "Jasmin"])  # the common names with a J, in order
    equal("Jürgen" in p.offer, True)
    p.handle(PREV)  # the last row: back to the letters
    equal(p.pick, len(p.offer))
    equal(p.handle(OK), None)
    equal((p.offer, p.text, p.at), (None, "J", 2))  # the ring, at the group last used
    p.handle(NEXT)
    p.handle(NEXT)
    p.handle(OK)
    p.handle(PREV)  # round to the group's last letter
    p.handle(OK)  # ü
    equal(p.offer, ["Jürgen"])
    equal(p.handle(OK), DONE)  # taken whole
    equal(p.text, "Jürgen")
    # The roster examples (docs/roster.md) in 15 presses at most on average
    # (bench/picker_presses.py prints each).
    total = 0
    for name in ("Sepp", "Resi", "Jürgen", "Vroni"):
        total += len(type_name(Picker(), name))
    equal(total <= 4 * 15, True, total)
    # A name taken already is not offered.
    p = Picker(taken=("Sepp",))
    type_name(p, "Se")
    equal("Sepp" in (p.offer or ()), False)


def test_a_name_being_mended_starts_as_it_was_and_empty_is_deleted():
    p = Picker(("Sepp",), "Vorni")
    equal(p.text, "Vorni")
    for _ in range(4):
        p.handle(PREV)  # to DELETE
        p.handle(OK)
        p.handle(NEXT)  # the ring stays at DELETE: one step on
    equal(p.text, "V")
    p = Picker(("Sepp",), "Vorni")
    while p.text:
        p.at = picker.DELETE_AT
        p.handle(OK)
    p.handle(PREV)  # DONE
    equal((p.handle(OK), p.text), (DONE, ""))  # emptied: deleted
    equal(Picker().handle(PREV) or Picker().mending, False)  # a new name: empty refused


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
    p.handle(NEXT)
    p.handle(OK)  # Ä: no common name begins with it, so nothing is offered
    p.handle(OK)
    p.handle(OK)  # a
    equal(p.text, "Äa")
    p.handle(PREV)  # from the first group one step back: DELETE
    equal(p.at, picker.DELETE_AT)
    p.handle(OK)
    equal(p.text, "Ä")
    p.handle(PREV)  # one further: DONE, at the other end of the ring
    equal(p.at, picker.DONE_AT)
    equal(p.handle(OK), DONE)
    equal(p.text, "Ä")


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
