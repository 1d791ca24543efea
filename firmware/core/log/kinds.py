"""The kinds of record in a session log (core.log.frames), apart from the reader and writer so
a session can name what it persists without loading them.

The numbers are stored on flash: never renumber, only add."""

START = 1  # session start: {"game", "settings", "players", "dealer", "date", "device", "session"}
HAND = 2  # one hand record, as entered
EDIT = 3  # [index, hand record]: hand `index` (0-based) corrected
DELETE = 4  # index: hand removed
UNDO = 5  # null: the last hand taken back
END = 6  # null: the session closed by the players
PAD = 7  # filler between the two start copies, so one small hole cannot take both (v2)
KINDS = (START, HAND, EDIT, DELETE, UNDO, END, PAD)
