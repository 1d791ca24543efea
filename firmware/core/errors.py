"""The one error type the core raises for input it cannot accept."""


class InputError(ValueError):
    """Bad input: names the field that is wrong and says why, in words a player understands."""

    def __init__(self, field, message):
        super().__init__(field + ": " + message)
        self.field = field
        self.message = message
