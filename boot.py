"""Runs first at power-on: kept minimal so a fault here can never lock the device out."""

import gc

gc.collect()
