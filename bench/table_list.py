"""The same 16 names as bench/table_tuple.py, built from a list literal (bench/frozen_heap.py,
docs/measuring.md)."""

NAMES = tuple(
    [
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
    ]
)
