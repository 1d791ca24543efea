"""The one error type the host tool shows to its user: a message and an exit status."""


class CommandError(Exception):
    """A failure the user caused or can fix; printed as one line, never as a traceback."""

    def __init__(self, message, status=2):
        super().__init__(message)
        self.status = status
