"""MicroPython side of bench/score_speed.py: scores one .jsonl file of hands, prints JSON."""

import gc
import json
import sys
import time

from core import games

with open(sys.argv[1]) as source:
    header = json.loads(source.readline())
    game = header["game"]
    rules = games.make_settings(game, header["settings"])
    players = header["players"]
    state = games.new_state(game, rules, players, 0)
    count = 0
    baseline = None
    elapsed = 0
    for line in source:
        # Only scoring is timed: reading JSON is not what the device does per hand (and the
        # port's json module is far slower than CPython's).
        hand = json.loads(line)
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
        start = time.ticks_us()
        _, state, _ = games.score_hand(game, rules, state, hand)
        elapsed += time.ticks_diff(time.ticks_us(), start)
        count += 1
        if count == 100:
            # Heap in use after the first 100 hands, once everything is warmed up.
            gc.collect()
            baseline = gc.mem_alloc()
gc.collect()
growth = gc.mem_alloc() - baseline if baseline is not None else 0
print(json.dumps({"rate": count * 1000000 // max(elapsed, 1), "growth": growth}))
