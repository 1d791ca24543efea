"""A refusal said in the device's German rows (core.refusals over app/texts_refusals_de.py):
a message without a value is found as well as one with values."""

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
