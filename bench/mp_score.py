"""MicroPython side of bench/score_speed.py: scores one .jsonl file of hands, prints JSON."""

import gc
import json
import sys
import time

from core import games


def score_batch(game, rules, players, state, batch):
    """Score a batch of hands; returns (state, microseconds). A function of its own, so nothing
    of the batch stays referenced from the caller's stack when the heap is measured."""
    start = time.ticks_us()
    for hand in batch:
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
        state = games.score_hand(game, rules, state, hand)[1]
    return state, time.ticks_diff(time.ticks_us(), start)


def read_batch(source, size):
    batch = []
    for _ in range(size):
        line = source.readline()
        if not line:
            break
        batch.append(json.loads(line))
    return batch


def main(path):
    with open(path) as source:
        header = json.loads(source.readline())
        game = header["game"]
        rules = games.make_settings(game, header["settings"])
        players = header["players"]
        state = games.new_state(game, rules, players, 0)
        count = 0
        batch_micros = []  # time per full batch of 100
        # Heap in use after 1,000 hands (everything warmed up) and after the last batch,
        # measured at the same point each time.
        second = last = 0
        while True:
            # Only scoring is timed, 100 hands at a time: reading JSON is not what the device
            # does per hand (and the port's json module is far slower than CPython's).
            batch = read_batch(source, 100)
            if not batch:
                break
            state, micros = score_batch(game, rules, players, state, batch)
            if len(batch) == 100:
                batch_micros.append(micros)
            count += len(batch)
            batch = None
            gc.collect()
            last = gc.mem_alloc()
            if count == 1000:
                second = last
    growth = last - second if second else 0
    # The median batch: a batch slowed by another process on the machine does not count.
    batch_micros.sort()
    median = batch_micros[len(batch_micros) // 2]
    print(json.dumps({"rate": 100 * 1000000 // max(median, 1), "growth": growth}))


main(sys.argv[1])
