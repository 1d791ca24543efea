"""MicroPython side of bench/log_size.py. Modes:
fill DIR FILE.jsonl SESSIONS HANDS OPEN   write SESSIONS closed sessions of HANDS hands each
                                          and one open session of OPEN hands into DIR
restore DIR                                restore the open session; print time and heap
evening DIR FILE.jsonl HANDS [FIX [COUNT]] log HANDS hands as one evening, then COUNT (1)
                                          corrections FIX: undo, edit (hand 1, to its own
                                          record) or delete (the last hand); print the heap
"""

import gc
import json
import sys
import time

from app.journal import Journal
from core.session import Session


def hands_from(path):
    with open(path) as source:
        header = json.loads(source.readline())
        for line in source:
            yield header, json.loads(line)


def log_hands(journal, header, source, count):
    session = Session(
        header["game"], header["settings"], ["A", "B", "C", "D", "E"][: header["players"]]
    )
    journal.start(session)
    done = 0
    for _, hand in source:
        if journal.session.state["over"]:
            journal.end()
            journal.start(Session(header["game"], header["settings"], session.players))
        journal.add(hand)
        done += 1
        if done == count:
            break


def correct(journal, fix):
    if fix == "undo":
        journal.undo()
    elif fix == "edit":
        journal.edit(0, journal.session.hand(0))
    elif fix == "delete":
        journal.delete(len(journal.session.hands) - 1)


def main():
    mode = sys.argv[1]
    journal = Journal(sys.argv[2])
    if mode == "fill":
        sessions, hands, open_hands = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
        for _ in range(sessions):
            source = hands_from(sys.argv[3])
            header, _ = next(source)
            log_hands(journal, header, hands_from(sys.argv[3]), hands)
            journal.end()
            gc.collect()
        source = hands_from(sys.argv[3])
        header, _ = next(source)
        log_hands(journal, header, hands_from(sys.argv[3]), open_hands)
        print(json.dumps({"sessions": len(journal.sessions())}))
    elif mode == "restore":
        gc.collect()
        before = gc.mem_alloc()
        start = time.ticks_us()
        session = journal.restore()
        elapsed = time.ticks_diff(time.ticks_us(), start)
        gc.collect()
        print(
            json.dumps(
                {
                    "us": elapsed,
                    "hands": len(session.hands),
                    "heap": gc.mem_alloc() - before,
                    "problems": len(journal.problems),
                }
            )
        )
    elif mode == "evening":
        source = hands_from(sys.argv[3])
        header, _ = next(source)
        gc.collect()
        log_hands(journal, header, hands_from(sys.argv[3]), int(sys.argv[4]))
        header = source = None
        gc.collect()
        if len(sys.argv) > 5:
            for _ in range(int(sys.argv[6]) if len(sys.argv) > 6 else 1):
                correct(journal, sys.argv[5])
        gc.collect()
        print(json.dumps({"hands": len(journal.session.hands), "in_use": gc.mem_alloc()}))


main()
