"""The simulator's `network` module: a WLAN interface with the ESP32 port's calls (active,
connect, isconnected, status, disconnect) that joins only the networks it is told exist
(SCHREIBER_WIFI="ssid:password,..."). Once joined, traffic goes over the host's real sockets.
It records when the radio was on, so a test can check it is off except while syncing.

As strict as MicroPython v1.29's ports/esp32/network_wlan.c and network_common.c:
- status codes are the port's: STAT_IDLE 1000, STAT_CONNECTING 1001, STAT_GOT_IP 1010, and
  on a failed attempt the ESP-IDF reason (WIFI_REASON_NO_AP_FOUND 201, _AUTH_FAIL 202 as
  STAT_WRONG_PASSWORD, ...), which stays until a connection succeeds or disconnect() is
  called: connect() does not clear it, and the port goes on trying by itself;
- connect() with the radio off raises OSError("Wifi Not Started"), as esp_exceptions() does
  for ESP_ERR_WIFI_NOT_STARTED; SCHREIBER_WIFI_OOM=active or =connect makes that call raise
  OSError("WiFi Out of Memory") (ESP_ERR_NO_MEM), as a board short of heap does;
- SCHREIBER_WIFI_FAILS=N: the first N attempts to join fail with STAT_NO_AP_FOUND before the
  network answers (the transient failures of a phone's hotspot waking up).
"""

import os

STA_IF = 0
STAT_IDLE = 1000
STAT_CONNECTING = 1001
STAT_GOT_IP = 1010
STAT_BEACON_TIMEOUT = 200
STAT_NO_AP_FOUND = 201
STAT_WRONG_PASSWORD = 202
STAT_CONNECT_FAIL = 203
STAT_HANDSHAKE_TIMEOUT = 204

radio_log = []  # "on" / "off", in order


def _networks():
    found = {}
    for entry in (os.getenv("SCHREIBER_WIFI") or "").split(","):
        if ":" in entry:
            ssid, password = entry.split(":", 1)
            found[ssid] = password
    return found


def _out_of_memory(call):
    if os.getenv("SCHREIBER_WIFI_OOM") == call:
        raise OSError("WiFi Out of Memory")


class WLAN:
    def __init__(self, interface=STA_IF):
        self._active = False
        self._reason = 0  # the last failed attempt's reason; 0: none
        self._wanted = None  # (ssid, password) while a connection is requested
        self._connected = False
        self._attempts = 0

    def active(self, on=None):
        if on is None:
            return self._active
        if on:
            _out_of_memory("active")
        if bool(on) != self._active:
            radio_log.append("on" if on else "off")
        self._active = bool(on)
        if not on:
            self._connected = False
        return self._active

    def connect(self, ssid, password=""):
        if not self._active:
            raise OSError("Wifi Not Started")
        _out_of_memory("connect")
        self._wanted = (ssid, password)
        self._attempts = 0

    def disconnect(self):
        if not self._active:
            raise OSError("Wifi Not Started")
        if self._wanted is not None or self._connected:
            self._reason = 8  # WIFI_REASON_ASSOC_LEAVE: status() says STAT_IDLE
        self._wanted = None
        self._connected = False

    def _try(self):
        """One more attempt of the port's own reconnecting, while a connection is wanted."""
        if self._connected or self._wanted is None or not self._active:
            return
        self._attempts += 1
        ssid, password = self._wanted
        known = _networks()
        if self._attempts <= int(os.getenv("SCHREIBER_WIFI_FAILS") or 0) or ssid not in known:
            self._reason = STAT_NO_AP_FOUND
        elif known[ssid] != password:
            self._reason = STAT_WRONG_PASSWORD
        else:
            self._connected = True

    def isconnected(self):
        self._try()
        return self._active and self._connected

    def status(self):
        # network_wlan_status(): connected first, then the last reason, then "connecting".
        self._try()
        if self._connected:
            return STAT_GOT_IP
        if self._reason in (STAT_NO_AP_FOUND, STAT_WRONG_PASSWORD):
            return self._reason
        if self._reason == 8:
            return STAT_IDLE
        if self._wanted is not None:
            return STAT_CONNECTING
        return STAT_IDLE if not self._reason else self._reason
