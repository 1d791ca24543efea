"""MicroPython side of bench/score_speed.py: scores one .jsonl file of hands, prints JSON.

Usage: micropython bench/mp_score.py FILE
Prints the hands scored a second in the fastest batch of 100 (the scoring alone timed, the
collections it needs included) and the heap growth.
"""

import gc
import json
import sys
import time

from core import games


def next_batch(source, game, rules, players, state):
    """Read up to 100 hands and score them; returns (state, hands, microseconds). Reading and
    scoring happen in this one frame, so the batch is gone from every stack once it returns:
    the collector scans stacks conservatively, and a stale slot in the caller's frame would
    keep the whole batch alive when the heap is measured."""
    batch = []
    for _ in range(100):
        line = source.readline()
        if not line:
            break
        batch.append(json.loads(line))
    # Only scoring is timed: reading JSON is not what the device does per hand (and the
    # port's json module is far slower than CPython's).
    start = time.ticks_us()
    for hand in batch:
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
        state = games.score_hand(game, rules, state, hand)[1]
    return state, len(batch), time.ticks_diff(time.ticks_us(), start)


def main(path):
    fastest = None
    count = 0
    # Heap in use after the first batch (every module and table warmed up) and after the
    # last, measured at the same point each time; None with fewer than two batches.
    first = last = None
    with open(path) as source:
        header = json.loads(source.readline())
        game = header["game"]
        rules = games.make_settings(game, header["settings"])
        players = header["players"]
        state = games.new_state(game, rules, players, 0)
        while True:
            state, size, micros = next_batch(source, game, rules, players, state)
            if not size:
                break
            if size == 100 and (fastest is None or micros < fastest):
                fastest = micros
            count += size
            gc.collect()
            last = gc.mem_alloc()
            if first is None:
                first = last
    growth = None if count <= 100 else last - first
    print(json.dumps({"rate": 100 * 1000000 // max(fastest or 0, 1), "growth": growth}))


main(sys.argv[1])
