"""Enters hands through the wizard (app_driver, nothing drawn) and prints the presses each
took, one line per game and button profile: `game profile presses presses ...`. Run by
bench/presses.py on the unix port with a JSON file: [{"game", "settings", "players",
"hands"}, ...]. After each game's line of the three-button profile a line
`# game {json}` says where its presses went (app_driver.where_pressed: presses per kind) and
how often each filled-in answer was opened again ("reopened": field -> times). A decided
session (a race won, a Bierlachs list full) is followed by a new one with the same settings,
as a table starts the next game."""

import gc
import json
import os
import sys

import app_driver

# profile: (long PREV/NEXT, seat buttons). The four-button profile presses as the three-button
# one (its BACK carries no answer).
PROFILES = {"three": (True, False), "rotary": (False, False), "edges": (True, True)}


def remove_tree(path):
    for entry in os.ilistdir(path):
        inner = path + "/" + entry[0]
        if entry[1] == 0x4000:
            remove_tree(inner)
        else:
            os.remove(inner)
    os.rmdir(path)


def let_go():
    for name in list(sys.modules):
        if name.startswith("core.") and name[5:] not in ("errors", "games", "session"):
            del sys.modules[name]
    gc.collect()


def walk(mix, profile):
    app_driver.Driver.long_presses, app_driver.Driver.seat_buttons = PROFILES[profile]
    names = ["P{}".format(seat + 1) for seat in range(mix["players"])]
    counts = []
    where = {}
    reopened = {}
    driver = None
    for hand in mix["hands"]:
        if driver is None or driver.journal.session.state.get("over"):
            if driver is not None:
                remove_tree(driver.root)
                add(where, driver.where)
                add(reopened, driver.reopened)
            driver = app_driver.Driver(mix["game"], mix["settings"], names)
            driver.quiet = True
        counts.append(driver.enter(hand))
    remove_tree(driver.root)
    add(where, driver.where)
    add(reopened, driver.reopened)
    return counts, {"where": where, "reopened": reopened}


def add(total, more):
    for key in more:
        total[key] = total.get(key, 0) + more[key]


with open(sys.argv[1]) as handle:
    mixes = json.load(handle)
for mix in mixes:
    for profile in sys.argv[2:]:
        counts, spent = walk(mix, profile)
        print(mix["game"], profile, " ".join(str(n) for n in counts))
        if profile == "three":
            print("#", mix["game"], json.dumps(spent))
        let_go()
