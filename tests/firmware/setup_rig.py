"""The new-session wizard's test helpers: a roster, a date, and presses the way a player
makes them."""

ROSTER = ["Sepp", "Resi", "Hans", "Vroni", "Gerda"]
DATE = "2026-12-01"


def press(setup, *events):
    answer = None
    for event in events:
        answer = setup.handle(event)
    return answer


def to(setup, value):
    """Move the cursor onto `value` in the step's items with NEXT presses, then OK."""
    items = setup.items()
    while items[setup.cursor] != value:
        setup.handle("NEXT")
    return setup.handle("OK")
