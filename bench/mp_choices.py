"""MicroPython side of bench/choices_speed.py: times the entry questions of one .jsonl file.

Usage: micropython bench/mp_choices.py FILE
Prints JSON: calls, microseconds per call (the whole file, best of three passes), the 99th
percentile of single calls (as the power of two it stays under: a histogram, not a list of
every time, keeps the port's heap free), and the heap the game's choices module takes when
imported.
"""

import gc
import json
import sys
import time

from core import games


def one_pass(path, game, rules, players, buckets):
    """(total microseconds, calls) over every partial record of every line, each call counted
    in `buckets` by its bit length; the file is read a line at a time (the port's heap holds
    no more), only the calls are timed."""
    state = games.new_state(game, rules, players, 0)
    total = calls = 0
    source = open(path)
    source.readline()
    for text in source:
        line = json.loads(text)
        for partial in line["partials"]:
            start = time.ticks_us()
            games.choices(game, rules, state, partial)
            took = time.ticks_diff(time.ticks_us(), start)
            total += took
            buckets[min(len(buckets) - 1, _bits(took))] += 1
            calls += 1
        state = games.score_hand(game, rules, state, line["record"])[1]
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
    source.close()
    return total, calls


def _bits(n):
    bits = 0
    while n:
        n >>= 1
        bits += 1
    return bits


def main(path):
    with open(path) as source:
        header = json.loads(source.readline())
        game = header["game"]
        rules = games.make_settings(game, header["settings"])
        players = header["players"]
        state = games.new_state(game, rules, players, 0)
        # The import cost of the choices module alone: the game's rules are loaded already.
        gc.collect()
        before = gc.mem_alloc()
        games.choices(game, rules, state, {})
        gc.collect()
        module = gc.mem_alloc() - before
    best = None
    for _ in range(3):
        buckets = [0] * 32
        run = one_pass(path, game, rules, players, buckets)
        if best is None or run[0] < best[0]:
            best = run
            slow = buckets
    total, calls = best
    # the 99th percentile: the bucket the slowest 1 % of calls begins in
    seen = 0
    for bits in range(len(slow)):
        seen += slow[bits]
        if seen * 100 >= calls * 99:
            break
    print(json.dumps({"calls": calls, "us": total // calls, "p99": 1 << bits, "module": module}))


main(sys.argv[1])
