"""A table of 16 names written as a constant tuple (bench/frozen_heap.py, docs/measuring.md)."""

NAMES = (
    "normal",
    "bettler",
    "schnapser",
    "gang",
    "bauernschnapser",
    "kontraschnapser",
    "kontrabauernschnapser",
    "plauderer",
    "zehnergang",
    "bauernloch",
    "farbenringerl",
    "trumpfringerl",
    "freundschaftsschnapser",
    "assenbettler",
    "assbettler",
    "kombi",
)
