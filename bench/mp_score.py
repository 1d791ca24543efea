"""MicroPython side of bench/score_speed.py: scores one .jsonl file of hands, prints JSON.

Usage: micropython bench/mp_score.py FILE HANDS PASSES (HANDS: how many hands FILE holds;
PASSES: how many times the evening is scored, each from a new state)
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


def main(path, hands, passes):
    batches = (hands // 100) * passes
    # Time per full batch of 100, in a list made at its full size before the first hand,
    # so the measurement itself adds nothing to the heap growth it reports.
    batch_micros = [0] * (batches + 1)
    full = 0
    count = 0
    # Heap in use after the first batch (every module and table warmed up) and after the
    # last, measured at the same point each time; None with fewer than two batches.
    first = last = None
    for _ in range(passes):
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
                if size == 100:
                    batch_micros[full] = micros
                    full += 1
                count += size
                gc.collect()
                last = gc.mem_alloc()
                if first is None:
                    first = last
    growth = None if count <= 100 else last - first
    # The median batch: a batch slowed by another process on the machine does not count.
    del batch_micros[full:]
    batch_micros.sort()  # in place: a sorted copy would need a large free block at the end
    median = batch_micros[full // 2]
    print(json.dumps({"rate": 100 * 1000000 // max(median, 1), "growth": growth}))


main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
