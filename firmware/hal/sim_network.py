"""The simulator's `network` module: a WLAN interface with the ESP32 port's calls (active,
connect, isconnected, status, disconnect) that joins only the networks it is told exist
(SCHREIBER_WIFI="ssid:password,..."). Once joined, traffic goes over the host's real sockets.
It records when the radio was on, so a test can check it is off except while syncing.

As strict as MicroPython v1.29's ports/esp32/network_wlan.c and network_common.c:
- status codes are the port's: STAT_IDLE 1000, STAT_CONNECTING 1001, STAT_GOT_IP 1010, and
  on a failed attempt the ESP-IDF reason (WIFI_REASON_NO_AP_FOUND 201 as STAT_NO_AP_FOUND,
  WIFI_REASON_AUTH_FAIL 202 as STAT_WRONG_PASSWORD), which stays until a connection succeeds
  or disconnect() is called: connect() does not clear it, and the port goes on trying by
  itself (each status() call here is one more attempt);
- connect() with the radio off raises OSError("Wifi Not Started"), as esp_exceptions() does
  for ESP_ERR_WIFI_NOT_STARTED; SCHREIBER_WIFI_OOM=active or =connect makes that call raise
  OSError("WiFi Out of Memory") (ESP_ERR_NO_MEM), as a board short of heap does;
- SCHREIBER_WIFI_FAILS=N: the first N attempts to join fail with STAT_NO_AP_FOUND before the
  network answers (the transient failures of a phone's hotspot waking up);
- SCHREIBER_WIFI=@PATH: the networks are the text of the file PATH, read at every attempt (an
  access point switched off and on again while the device runs: no file, no network).
"""

import os

STA_IF = 0
STAT_IDLE = 1000
STAT_CONNECTING = 1001
STAT_GOT_IP = 1010
STAT_NO_AP_FOUND = 201
STAT_WRONG_PASSWORD = 202

radio_log = []  # "on" / "off", in order


def _networks():
    found = {}
    said = os.getenv("SCHREIBER_WIFI") or ""
    if said.startswith("@"):
        try:
            with open(said[1:]) as handle:
                said = handle.read().strip()
        except OSError:
            said = ""
    for entry in said.split(","):
        if ":" in entry:
            ssid, password = entry.split(":", 1)
            found[ssid] = password
    return found


class WLAN:
    def __init__(self, interface=STA_IF):
        self._active = False
        self._status = 0  # the last failed attempt's reason (0: none, 8: a disconnect)
        self._wanted = None  # (ssid, password, attempts) while a connection is requested

    def active(self, on=None):
        if on is None:
            return self._active
        if on and os.getenv("SCHREIBER_WIFI_OOM") == "active":
            raise OSError("WiFi Out of Memory")
        if bool(on) != self._active:
            radio_log.append("on" if on else "off")
        self._active = bool(on)
        if not on and self._status == STAT_GOT_IP:
            self._status = 0
        return self._active

    def connect(self, ssid, password=""):
        if not self._active:
            raise OSError("Wifi Not Started")
        if os.getenv("SCHREIBER_WIFI_OOM") == "connect":
            raise OSError("WiFi Out of Memory")
        self._wanted = [ssid, password, 0]

    def disconnect(self):
        if not self._active:
            raise OSError("Wifi Not Started")
        self._status = 8 if self._wanted or self._status == STAT_GOT_IP else self._status
        self._wanted = None  # WIFI_REASON_ASSOC_LEAVE: status() says STAT_IDLE

    def status(self):
        # network_wlan_status(): connected first, then the last reason, then "connecting";
        # each call is one more attempt of the port's own reconnecting.
        wanted = self._wanted
        if wanted and self._active and self._status != STAT_GOT_IP:
            wanted[2] += 1
            known = _networks()
            if wanted[2] <= int(os.getenv("SCHREIBER_WIFI_FAILS") or 0) or wanted[0] not in known:
                self._status = STAT_NO_AP_FOUND
            elif known[wanted[0]] != wanted[1]:
                self._status = STAT_WRONG_PASSWORD
            else:
                self._status = STAT_GOT_IP
        if self._status == 8 or (not self._status and not wanted):
            return STAT_IDLE
        return self._status or STAT_CONNECTING

    def isconnected(self):
        return self._active and self.status() == STAT_GOT_IP
