"""Faulted-link runs of a serial sync: the real firmware in the simulator, the host tool's client
and store, and between them the 115200-baud bridge damaging the line in one way per class.
Each run starts from the same flash image (an ended evening and an open one) and a new store:
a sync through the damaged line, then one through a clean line. Shared by
tests/host/test_sync_faults.py (a bounded sample) and bench/sync_faults.py (the full run).

What every run must show (docs/sync-protocol.md): the faulted sync completes, or fails with
one line; the store then holds a byte-exact prefix of every session it has; the retry
completes with the store holding exactly the device's logs; a session marked synced on the
device is one the store holds whole."""

import random
import shutil
import time

import test_sync_serial as device_side
from serial_bridge import Bridge, Faults

from host_tools.store.database import open_store
from host_tools.sync.serial_client import Client, SerialLink, SyncError

CLASSES = ("flip", "drop", "dup", "stall", "close", "garbage", "combined")


def faults_for(kind, seed):
    """(to_host, to_device, cut_after) for a run of fault class `kind`."""
    r = random.Random(f"{kind}-{seed}")
    up = down = None
    cut = 0
    if kind == "flip":
        up = Faults(flip_every=r.randint(1500, 6000), seed=seed, jitter=True)
        down = Faults(flip_every=r.randint(300, 1200), seed=seed + 1, jitter=True)
    elif kind == "drop":
        up = Faults(drop_every=r.randint(1500, 6000), seed=seed, jitter=True)
        down = Faults(drop_every=r.randint(300, 1200), seed=seed + 1, jitter=True)
    elif kind == "dup":
        up = Faults(dup_every=r.randint(1500, 6000), seed=seed, jitter=True)
        down = Faults(dup_every=r.randint(300, 1200), seed=seed + 1, jitter=True)
    elif kind == "stall":
        stall = r.choice((0.5, 1.5, 3.0, 12.0))  # the last one longer than the host waits
        up = Faults(stall_every=r.randint(1000, 3000), stall_s=stall, seed=seed, jitter=True)
        down = Faults(stall_every=r.randint(200, 600), stall_s=stall / 2, seed=seed + 1)
    elif kind == "close":
        cut = r.randint(50, 3600)  # the cable pulled after this many bytes reached the host
    elif kind == "garbage":
        up = Faults(garbage_every=r.randint(800, 3000), noise_every=2000, seed=seed, jitter=True)
        down = Faults(garbage_every=r.randint(200, 800), ctrl_c_every=397, seed=seed + 1)
    else:  # combined
        up = Faults(
            flip_every=r.randint(2000, 8000),
            drop_every=r.randint(2000, 8000),
            dup_every=r.randint(2000, 8000),
            garbage_every=r.randint(2000, 8000),
            noise_every=2500,
            stall_every=r.randint(1500, 4000),
            stall_s=1.0,
            seed=seed,
            jitter=True,
        )
        down = Faults(
            flip_every=r.randint(500, 2000),
            drop_every=r.randint(500, 2000),
            dup_every=r.randint(500, 2000),
            garbage_every=r.randint(500, 2000),
            ctrl_c_every=431,
            seed=seed + 1,
            jitter=True,
        )
        cut = r.choice((0, 0, r.randint(500, 3600)))
    return up, down, cut


def _sync(sim, db, up=None, down=None, cut=0, port=None):
    """One sync through a bridge: None if it completed, else the error's text. `port`: a
    list the bridge's host end is put in."""
    bridge = Bridge(sim.path, up, down, cut_after=cut)
    if port is not None:
        port.append(bridge.host_path)
    try:
        with open_store(db) as store:
            link = SerialLink(bridge.host_path)
            try:
                Client(link, store).sync()
                time.sleep(0.2)  # the BYE reaches the device before the bridge goes
                return None
            except SyncError as err:
                return str(err)
            finally:
                link.close()
    finally:
        bridge.close()


def _held(db):
    with open_store(db) as store:
        return {
            (key, number): store.log_bytes(key, number)
            for device in store.devices()
            for key in [device["id"]]
            for number in store.held(key)
        }


def run(template, tmp, kind, seed):
    """One run of class `kind`: {"kind", "seed", "outcome" ("completed", "failed" or
    "MISS: why"), "error" (the failure's text), "misses" [why, ...]}."""
    flash = tmp / f"{kind}-{seed}.img"
    db = tmp / f"{kind}-{seed}.sqlite3"
    shutil.copyfile(template, flash)
    up, down, cut = faults_for(kind, seed)
    misses = []
    sim = device_side.Simulator(flash)
    try:
        port = []
        error = _sync(sim, db, up, down, cut, port)
        after_fault = _held(db)
        retry = _sync(sim, db)
    finally:
        sim.stop()
    files = device_side.device_files(flash)
    logs = {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
    if error is not None and ("\n" in error or not error.strip()):
        misses.append(f"not one line: {error!r}")
    for (_key, number), data in after_fault.items():
        if logs.get(number, b"")[: len(data)] != data:
            misses.append(f"session {number}: the store's copy is no prefix of the device's")
    if retry is not None:
        misses.append(f"the retry failed: {retry}")
    held = _held(db)
    if {number: data for (_key, number), data in held.items()} != logs:
        misses.append("after the retry the store does not hold exactly the device's logs")
    for name in files:
        if name.endswith(".synced") and held.get(_key_of(held, int(name[:6]))) != logs.get(
            int(name[:6])
        ):
            misses.append(f"{name} marked, not held whole")
    return {
        "kind": kind,
        "seed": seed,
        "outcome": "completed" if error is None else "failed",
        "error": error,
        "port": port[0],
        "misses": misses,
    }


def _key_of(held, number):
    for key, got in held:
        if got == number:
            return (key, got)
    return None


def template(tmp):
    """The flash image every run starts from: an ended evening and an open one."""
    return device_side.two_sessions(tmp)
