"""Stores holding evenings as a device wrote them (its journal, tests/host/evenings.py), for the
report and rescore tests: every session goes in through Store.ingest like a sync's."""

from evenings import frames, log_bytes, play

from host_tools.store.database import open_store


def store_with(path, root, evenings):
    """A store at `path` holding each evening of `evenings` (example dicts), played in a
    device's journal under `root`; returns (store, device, [session numbers])."""
    store = open_store(path)
    numbers = []
    device = None
    for data in evenings:
        journal, number = play(root, data)
        device = journal.device
        store.add_device(device)
        store.ingest(
            device, [(number, at, piece) for at, piece in frames(log_bytes(journal, number))]
        )
        numbers.append(number)
    return store, device, numbers
