"""The simulator's `network` module: a WLAN interface with the ESP32's calls (active, connect,
isconnected, status, disconnect) that joins only the networks it is told exist
(SCHREIBER_WIFI="ssid:password,..."). Once joined, traffic goes over the host's real sockets.
It records when the radio was on, so a test can check it is off except while syncing."""

import os

STA_IF = 0
STAT_IDLE = 1000
STAT_CONNECTING = 1001
STAT_WRONG_PASSWORD = 202
STAT_NO_AP_FOUND = 201
STAT_GOT_IP = 1010

radio_log = []  # "on" / "off", in order


def _networks():
    found = {}
    for entry in (os.getenv("SCHREIBER_WIFI") or "").split(","):
        if ":" in entry:
            ssid, password = entry.split(":", 1)
            found[ssid] = password
    return found


class WLAN:
    def __init__(self, interface=STA_IF):
        self._active = False
        self._status = STAT_IDLE

    def active(self, on=None):
        if on is None:
            return self._active
        if bool(on) != self._active:
            radio_log.append("on" if on else "off")
        self._active = bool(on)
        if not on:
            self._status = STAT_IDLE
        return self._active

    def connect(self, ssid, password=""):
        if not self._active:
            raise OSError("wifi not active")
        known = _networks()
        if ssid not in known:
            self._status = STAT_NO_AP_FOUND
        elif known[ssid] != password:
            self._status = STAT_WRONG_PASSWORD
        else:
            self._status = STAT_GOT_IP

    def disconnect(self):
        self._status = STAT_IDLE

    def isconnected(self):
        return self._active and self._status == STAT_GOT_IP

    def status(self):
        return self._status
