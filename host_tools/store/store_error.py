"""The error a store's file gives when it cannot be opened or used: one line for the user."""


class StoreError(Exception):
    """The store's file cannot be opened or used; one line for the user."""
