"""A refusal said in the device's German rows (core.refusals over app/texts_refusals_de.py):
a message without a value is found as well as one with values; in its English rows, which
name the fields only, the field is said as the entry asks for it."""

from checks import equal
from core.refusals import said


def test_a_refusal_without_a_value_is_said_in_german():
    from app.texts_refusals_de import ROWS

    equal(said("result", "a 60:60 has no winner", ROWS), "Ergebnis: ein 60:60 hat keinen Gewinner")
    equal(said("session", "this session has ended", ROWS), "Abend: dieser Abend ist beendet")
    # With a value, as before; "must add up to 10" is a row of its own, not "{}" with 10.
    equal(said("tricks", "must add up to 8", ROWS), "Stiche: müssen 8 ergeben")
    # The journal's (app/journal.py), and its field named where [entry] has no name for it.
    equal(said("session", "a session is still open; end it first", ROWS),
          "Abend: ein Abend ist noch offen; bitte erst beenden")  # fmt: skip
    # A message the rows do not have stays as raised.
    equal(said("result", "a 60:60 has no winner, really", ROWS),
          "Ergebnis: a 60:60 has no winner, really")  # fmt: skip


def test_an_english_refusal_names_its_field_as_the_entry_asks_for_it():
    from app.texts_refusals_en import ROWS

    equal(said("declarer", "seat 1 deals and sits out", ROWS), "Player: seat 1 deals and sits out")
    equal(said("dealer", "must be a seat", ROWS), "Dealer: must be a seat")
    # A refusal inside a refusal: its field named too, the core's words kept around it.
    equal(said("hand 2", "would no longer be valid: tricks: must add up to 8", ROWS),
          "hand 2: would no longer be valid: Tricks: must add up to 8")  # fmt: skip
    # A message with a colon of its own and no field in it stays as raised.
    text = "a Sie is all eight Obers and Unters: 8 runners"
    equal(said("runners", text, ROWS), "Laufende: " + text)
    equal(said("settings.pack", "unknown", ROWS), "settings.pack: unknown")  # no name: the key
