"""MicroPython side of bench/choices_speed.py: times the entry questions of one .jsonl file.

Usage: micropython bench/mp_choices.py FILE
Prints JSON: calls, microseconds per call (the whole file, best of three passes), the slowest
single call, and the heap the game's choices module takes when imported.
"""

import gc
import json
import sys
import time

from core import games


def one_pass(path, game, rules, players):
    """(total microseconds, slowest call, calls) over every partial record of every line; the
    file is read a line at a time (the port's heap holds no more), only the calls are timed."""
    state = games.new_state(game, rules, players, 0)
    total = slowest = calls = 0
    source = open(path)
    source.readline()
    for text in source:
        line = json.loads(text)
        for partial in line["partials"]:
            start = time.ticks_us()
            games.choices(game, rules, state, partial)
            took = time.ticks_diff(time.ticks_us(), start)
            total += took
            slowest = max(slowest, took)
            calls += 1
        state = games.score_hand(game, rules, state, line["record"])[1]
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
    source.close()
    return total, slowest, calls


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
        run = one_pass(path, game, rules, players)
        if best is None or run[0] < best[0]:
            best = run
    total, slowest, calls = best
    print(json.dumps({"calls": calls, "us": total / calls, "max": slowest, "module": module}))


main(sys.argv[1])
