"""Time per call of the entry choices (core.games.choices), which the hand-entry wizard calls
on every button press, on CPython and on the MicroPython unix port (112 KB heap, core from
.mpy).

Records come from the bench generators (bench/gen_*.py), plus Schafkopf Ramsch deals walked
at random through the choices themselves (the tie-break questions are the costliest); each
record is entered question by question, and every partial record on the way is timed.
Prints, per game: the calls timed, microseconds per call on each interpreter (best of three
passes), the time 99 % of single calls on MicroPython stay under (a power of two; the few
slower ones are the machine's other processes and the collector), and the heap the game's
choices module takes when imported on MicroPython.
Usage: .venv/bin/python bench/choices_speed.py [--hands 300] [--seed 1] [--micropython32 PATH]
Target: well under the e-ink panel's 0.3 s partial refresh per button press: 99 % of single
calls under a tenth of it (30 ms) on the unix port, every game; the bench exits 1 otherwise.
"""

import argparse
import importlib
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))

from score_speed import GENERATORS, OUT, compile_core, run_micropython  # noqa: E402

from core import games  # noqa: E402
from core import questions as entry  # noqa: E402

RAMSCH = {
    "on_all_pass": "ramsch",
    "allowed_contracts": ["rufer", "solo", "wenz", "ramsch"],
    "ramsch_settlement": "top_two_pay",
    "legen": "durcheinander",
}
# Each game's generator (score_speed's), and Schafkopf's Ramsch deals after its generator's.
CASES = (GENERATORS[0], ("schafkopf", "ramsch"), *GENERATORS[1:])


def partials(game, rules, state, record):
    """Each partial record the wizard holds while `record` is entered, or None if choices
    does not lead there (a record SPEC rules out)."""
    out = []
    partial = {}
    while True:
        out.append(json.loads(json.dumps(partial)))
        question = games.choices(game, rules, state, partial)
        if question is None:
            return out
        field, seat, values, _ = question
        if field not in record:
            partial[field] = None
        elif seat is None:
            if record[field] not in values:
                return None
            partial[field] = record[field]
        else:
            partial.setdefault(field, []).append(record[field][seat])


def ramsch_records(rng, count):
    """Schafkopf hands walked at random through the choices (a Ramsch on every thrown-in
    deal); the walk is the same one the wizard would make."""
    rules = games.make_settings("schafkopf", RAMSCH)
    state = games.new_state("schafkopf", rules, 4, 0)
    out = []
    while len(out) < count:
        partial = {"contract": "ramsch"} if rng.randrange(2) else {}
        while True:
            question = games.choices("schafkopf", rules, state, partial)
            if question is None:
                break
            field, seat, values, skip = question
            if skip is not None and (not len(values) or rng.randrange(3) == 0):
                answer = None if skip != entry.CALL else values[0]
            else:
                answer = values[rng.randrange(len(values))]
            if seat is None or answer is None:
                partial[field] = answer
            else:
                partial.setdefault(field, []).append(answer)
        record = entry.record(partial)
        out.append(record)
        state = games.score_hand("schafkopf", rules, state, record)[1]
        if state["over"]:
            state = games.new_state("schafkopf", rules, 4, 0)
    return out


def write_walks(game, source, count, seed):
    rng = random.Random(seed)
    if source == "ramsch":
        settings, players, records = RAMSCH, 4, ramsch_records(rng, count)
    else:
        gen = importlib.import_module(source)
        settings, players = gen.SETTINGS, gen.PLAYERS
        records = gen.random_hands(rng, count)
    rules = games.make_settings(game, settings)
    state = games.new_state(game, rules, players, 0)
    lines = []
    for record in records:
        steps = partials(game, rules, state, record)
        if steps is not None:
            lines.append({"record": record, "partials": steps})
        state = games.score_hand(game, rules, state, record)[1]
        if state["over"]:
            state = games.new_state(game, rules, players, 0)
    path = OUT / f"choices-{game}-{source}.jsonl"
    with open(path, "w") as out:
        out.write(json.dumps({"game": game, "settings": settings, "players": players}) + "\n")
        for line in lines:
            out.write(json.dumps(line) + "\n")
    return path, lines, rules, players


def run_cpython(game, lines, rules, players):
    best = None
    for _ in range(3):
        state = games.new_state(game, rules, players, 0)
        total = calls = 0
        for line in lines:
            for partial in line["partials"]:
                start = time.perf_counter_ns()
                games.choices(game, rules, state, partial)
                total += time.perf_counter_ns() - start
                calls += 1
            state = games.score_hand(game, rules, state, line["record"])[1]
            if state["over"]:
                state = games.new_state(game, rules, players, 0)
        best = total if best is None else min(best, total)
    return calls, best / calls / 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--micropython32",
        help="a 32-bit build of the unix port (docs/measuring.md): its time per call and module "
        "heap are printed too, as the ESP32 is 32-bit and the PyPI interpreter 64-bit",
    )
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    compile_core()
    head = "{:<26} {:>6} {:>11} {:>11} {:>11} {:>13}"
    row = "{:<26} {:>6} {:>11.1f} {:>11} {:>11} {:>12}B"
    columns = [
        "game (records)",
        "calls",
        "CPython us",
        "MicroPy us",
        "p99 under us",
        "module heap",
    ]
    if args.micropython32:
        head += " {:>11} {:>13}"
        row += " {:>11} {:>12}B"
        columns += ["32-bit us", "32-bit heap"]
    print(head.format(*columns))
    slow = []
    for game, source in CASES:
        path, lines, rules, players = write_walks(game, source, args.hands, args.seed)
        calls, cpython = run_cpython(game, lines, rules, players)
        micro = run_micropython(path, "mp_choices.py")
        label = "{} ({})".format(game, source.replace("gen_", "generator "))
        figures = [label[:26], calls, cpython, micro["us"], micro["p99"], micro["module"]]
        if args.micropython32:
            narrow = run_micropython(path, "mp_choices.py", args.micropython32)
            figures += [narrow["us"], narrow["module"]]
        print(row.format(*figures))
        slow += [label] if micro["p99"] > P99_TARGET_US else []
    print(
        f"target: 99 % of calls under {P99_TARGET_US} us: "
        + ("MISSED by " + ", ".join(slow) if slow else "met")
    )
    return 1 if slow else 0


P99_TARGET_US = 30_000


if __name__ == "__main__":
    sys.exit(main())
