"""Enters each example evening through the wizard (app_driver) and prints, per game, the
presses each hand took: `game presses presses ...`. Run by bench/presses.py on the unix port."""

import gc
import json
import sys

from app_driver import Driver

for path in sys.argv[1:]:
    with open(path) as handle:
        data = json.load(handle)
    driver = Driver(data["game"], data.get("settings"), data["players"], data.get("dealer", 0))
    counts = [driver.enter(hand) for hand in data["hands"]]
    print(data["game"], " ".join(str(n) for n in counts))
    driver = None
    for name in list(sys.modules):
        if name.startswith("core.") and name[5:] not in ("errors", "games", "session"):
            del sys.modules[name]
    gc.collect()
