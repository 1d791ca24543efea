"""Button presses per hand through the hand-entry wizard, per game and button profile, next to
the information-theoretic minimum for the same mix of hands (issue: the scorer app).

The mix: bench/hand_mix.py, one stated frequency per field and game (its docstring and
docs/app.md list them, each with its source: the cards of a random deal, or an honest
estimate). SAMPLE hands per game are drawn from it (seeded) and entered through the wizard on
the MicroPython unix port (tests/app/presses_walk.py: the app's real screens and journal,
nothing drawn), each from the table screen: the OK that opens the wizard and the OK that
confirms the hand are counted. A decided session is followed by a new one.

The minimum: the entropy of the mix over whole records (computed exactly from the
frequencies, not from the sample) over log2 of the choices one press gives: 3 with
PREV/NEXT/OK (the three- and four-button profiles: BACK carries no answer; the rotary
encoder: left, right, push), 7 with the table-edge profile's four seat buttons beside them.
Long presses are not counted as further choices (they are slow); the three- and four-button
and table-edge profiles use them to move ten items at once, the rotary encoder has none.

The breakdown (three buttons): per game, the presses per hand spent opening the wizard
("open"), on each question ("result", ...), on the confirm screen ("save": its OK; "confirm":
moving to an answer and opening it; "reopened <field>": the question opened and those asked
after it), and how often per 100 hands an answer filled in without asking was opened there to
be changed (the usual answer was wrong).

The scenes: one usual hand each, entered into a new session: its presses next to its own
minimum (its information, -log2 of its chance in the mix, over log2 of the choices; "-" for a
hand outside the mix: a Ramsch, card points counted).

Targets (three buttons, the mix below): TARGETS, printed beside today's figure and the
baseline they were set from (BASELINE: the figures measured before the wizard's entry was
shortened; "-" for a scene measured only since). Exits 1 when a figure misses its target.

The sample: SAMPLE hands a game, 400 by default (a few minutes on one core; 2000 took over half
an hour). Beside each game's figure the bench prints twice its standard error (the sample's
standard deviation over the root of its size): the figure of the whole mix lies within it
about 19 times in 20.

Usage: .venv/bin/python bench/presses.py [SAMPLE]"""

import json
import math
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "firmware"))
sys.path.insert(0, str(ROOT / "bench"))

import hand_mix  # noqa: E402

from scripts import compile_mpy  # noqa: E402

SAMPLE = int(sys.argv[1]) if len(sys.argv) > 1 else 400
SEED = 11
# profile: (choices per press, the walker's profile that presses the same way)
PROFILES = (("three", 3, "three"), ("four", 3, "three"), ("rotary", 3, "rotary"))
PROFILES += (("edges", 7, "edges"),)
# Presses per hand, three buttons: the most allowed.
TARGETS = {"schafkopf": 7.0, "bierkopf": 3.5, "german_schafkopf": 5.0, "skat": 9.0}
TARGETS["bauernschnapsen"] = 4.5
TARGETS["Bierlachs: Grand, bid 24, with 2, won"] = 9
# The scenes outside the mix: a Ramsch entered as who lost, card points counted from 60, a Skat
# Ramsch as who lost with how many.
TARGETS["Schafkopf: a Ramsch, the dealer loses"] = 8
TARGETS["Bierkopf: card points counted, 78 to 42"] = 11
TARGETS["Skat: a Ramsch, forehand loses with 50"] = 10
# The baseline the targets were set from: presses per hand with three buttons, measured before
# the wizard's entry was shortened (2026-12). The scenes outside the mix have none.
BASELINE = {"schafkopf": 9.13, "bierkopf": 4.46, "german_schafkopf": 6.77, "skat": 12.03}
BASELINE["bauernschnapsen"] = 6.31
BASELINE["Bierlachs: Grand, bid 24, with 2, won"] = 14
# (title, game, hand, settings beside the mix's)
SCENES = (
    ("Bierkopf: a simple win of team 2", "bierkopf", {"result": "simple", "winner": 1}, {}),
    (
        # The bid (24, below the value) changes nothing and is not entered.
        "Bierlachs: Grand, bid 24, with 2, won",
        "skat",
        {"game": "grand", "declarer": 1, "matadors": 2, "result": "won"},
        {},
    ),
    (
        # Outside the mix: who lost (SPEC §2.9; tricks 3/2/2/1, card points 45/30/28/17).
        "Schafkopf: a Ramsch, the dealer loses",
        "schafkopf",
        {"contract": "ramsch", "loser": 0},
        {"on_all_pass": "ramsch"},
    ),
    (
        # Outside the mix: who lost with how many (SPEC §5.9; tricks 4/4/2, points 50/45/25).
        "Skat: a Ramsch, forehand loses with 50",
        "skat",
        {"game": "pass", "loser": 0, "loser_points": 50},
        {"on_all_pass": "ramsch"},
    ),
    (
        # Outside the mix: the result worked out from the card points counted (tricks not noted).
        "Bierkopf: card points counted, 78 to 42",
        "bierkopf",
        {"points": [78, 42]},
        {},
    ),
)


def walk(mixes):
    """{(game, walker profile): [presses per hand]} from the unix port."""
    with tempfile.TemporaryDirectory() as out:
        pairs = compile_mpy.device_sources()
        for folder in ("core", "firmware", "app"):
            pairs += compile_mpy.test_sources(folder)
        compile_mpy.compile_or_exit(pairs, Path(out))
        path = Path(out) / "mix.json"
        path.write_text(json.dumps(mixes))
        proc = subprocess.run(
            [Path(sys.executable).parent / "micropython", "-X", "heapsize=16m"]
            + ["-m", "presses_walk", str(path), "three", "rotary", "edges"],
            env={"MICROPYPATH": out},
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
    if proc.returncode:
        sys.exit(proc.stdout[-2000:] + proc.stderr)
    found = []
    spent = []
    for line in proc.stdout.strip().split("\n"):
        if line.startswith("# "):
            _, game, data = line.split(" ", 2)
            spent.append((game, json.loads(data)))
            continue
        game, profile, *counts = line.split()
        found.append(((game, profile), [int(n) for n in counts]))
    return found, spent


def breakdown(game, spent, hands):
    """Where the presses of `hands` hands went, per hand, the most first."""
    where = spent["where"]
    parts = sorted(where, key=lambda k: (-where[k], k))
    print(f"{game}: " + ", ".join(f"{k} {where[k] / hands:.2f}" for k in parts))
    reopened = spent["reopened"]
    if reopened:
        parts = sorted(reopened, key=lambda k: (-reopened[k], k))
        words = ", ".join(f"{k} {100 * reopened[k] / hands:.1f}" for k in parts)
        print(f"  filled-in answers opened to be changed, per 100 hands: {words}")


def scene_bits(game, hand):
    """The scene's information in the mix: its chance there, the fields drawn on their own
    (hand_mix.TAILS: Skat's result) counted apart."""
    rows = hand_mix.TAILS[game](hand) if game in hand_mix.TAILS else None
    apart = rows[0][1] if rows else ()
    key = json.dumps({k: v for k, v in hand.items() if k not in apart}, sort_keys=True)
    bits = -math.log2(hand_mix.distribution(game)[key])
    if rows:
        tail = {k: hand[k] for k in apart}
        bits -= math.log2(sum(q for q, r in rows if r == tail))
    return bits


def main():
    rng = random.Random(SEED)
    mixes = []
    for game, settings, players in hand_mix.GAMES:
        hands = hand_mix.sample(game, rng, SAMPLE)
        mixes.append({"game": game, "settings": settings, "players": players, "hands": hands})
    for _, game, hand, more in SCENES:
        settings, players = [(s, p) for g, s, p in hand_mix.GAMES if g == game][0]
        settings = dict(settings, **more)
        mixes.append({"game": game, "settings": settings, "players": players, "hands": [hand]})
    found, spent = walk(mixes)
    mixed, scenes = found[: 3 * len(hand_mix.GAMES)], found[3 * len(hand_mix.GAMES) :]
    counts = dict(mixed)
    print(f"{SAMPLE} hands a game drawn from bench/hand_mix.py (seed {SEED})")
    print("game               profile  presses/hand  minimum  ratio   bits/hand")
    for game, _, _ in hand_mix.GAMES:
        bits = hand_mix.entropy(game)
        for profile, choices, walked in PROFILES:
            presses = counts[(game, walked)]
            mean = sum(presses) / len(presses)
            minimum = bits / math.log2(choices)
            print(
                f"{game:18} {profile:8} {mean:12.2f}  {minimum:7.2f}  {mean / minimum:5.2f}"
                f"  {bits:9.2f}"
            )
    print("scene                                                  profile  presses  minimum")
    for (title, game, hand, _), start in zip(SCENES, range(0, 3 * len(SCENES), 3), strict=True):
        try:
            bits = scene_bits(game, hand)
        except KeyError:
            bits = None  # outside the mix
        by_walked = dict((p, c[0]) for (_, p), c in scenes[start : start + 3])
        for profile, choices, walked in PROFILES:
            minimum = "-" if bits is None else f"{bits / math.log2(choices):.2f}"
            print(f"{title:54} {profile:8} {by_walked[walked]:7}  {minimum:>7}")
    missed = targets(counts, scenes)
    print("where the presses go, three buttons (presses per hand)")
    names = [game for game, _, _ in hand_mix.GAMES] + [scene[0] for scene in SCENES]
    for name, (_, data), mix in zip(names, spent, mixes, strict=True):
        breakdown(name, data, len(mix["hands"]))
    if missed:
        sys.exit("missed: " + ", ".join(missed))


def targets(counts, scenes):
    """Each target beside its baseline (BASELINE) and today's figure (three buttons); the names
    missed."""
    now = {}
    error = {}
    for game, _, _ in hand_mix.GAMES:
        presses = counts[(game, "three")]
        now[game] = sum(presses) / len(presses)
        spread = sum((p - now[game]) ** 2 for p in presses) / max(len(presses) - 1, 1)
        error[game] = f"±{2 * math.sqrt(spread / len(presses)):.2f}"
    for scene, row in zip(SCENES, scenes[::3], strict=True):
        now[scene[0]] = row[1][0]
        error[scene[0]] = ""  # one hand, no sample
    print("three buttons                          before     now         target")
    missed = []
    for name in TARGETS:
        ok = now[name] <= TARGETS[name]
        before = f"{BASELINE[name]:6.2f}" if name in BASELINE else "     -"
        print(f"{name[:38]:38} {before}  {now[name]:6.2f} {error[name]:6}"
              f"  {TARGETS[name]:6.2f}" + ("" if ok else "  MISSED"))  # fmt: skip
        if not ok:
            missed.append(name)
    return missed


if __name__ == "__main__":
    main()
