"""Battery life from a duty-cycle model: mAh per evening and days per charge for the reference
build (hardware/README.md), every input printed with its source and what kind of figure it is.

Nothing here was measured: the project has no board. The sleep is what the firmware gets on
the port as checked against its source (docs/hal.md): light sleep between presses (every
button and the serial line's RX pin armed through esp32.wake_on_gpio), awake polling while a
press is under way, deep sleep on the one ext0 pin after the idle time. Datasheet values are
the parts' typical (or, where marked, maximum) figures; Waveshare's panel figures are its own
bench results; the rest are stated assumptions about an evening and estimates of firmware
timing that only a board can replace. The model is linear: charge = current x time, summed per
state.

Usage: .venv/bin/python bench/power_model.py [--evenings-per-week N] [--hands N]
Target (DESIGN.md budget, hardware issue): >= 365 days per charge at one evening a week.
"""

import argparse
import sys
from pathlib import Path

DATASHEET = "datasheet"
VENDOR = "vendor bench figure"
ASSUMED = "assumption"
ESTIMATE = "estimate (not measurable here)"

WROOM = "Espressif ESP32-WROOM-32E datasheet, table 'Power Consumption by Power Modes'"
# The module's RF currents are the chip's: ESP32 Series Datasheet v4, table 'Current Consumption
# Depending on RF Modes' (3.3 V, 25 C, transmit at 50 % duty cycle).
RF = (
    "ESP32 Series Datasheet v4 (the WROOM-32E's chip), 'Current Consumption Depending on RF Modes'"
)
WAVESHARE_29 = "Waveshare wiki, Pico e-Paper 2.9 spec (same SSD1680 2.9in V2 panel)"
WAVESHARE_42 = "Waveshare wiki, 4.2inch e-Paper Cloud Module spec (4.2in B/W panel)"

# name: (value, unit, kind, source)
INPUTS = {
    "esp_active_ma": (
        50.0,
        "mA",
        DATASHEET,
        WROOM + ": modem-sleep (CPU on, radio off) at 240 MHz, 30-50 mA; upper end",
    ),
    "esp_light_ma": (0.8, "mA", DATASHEET, WROOM + ": light-sleep 0.8 mA"),
    "esp_deep_ua": (
        10.0,
        "uA",
        DATASHEET,
        WROOM + ": deep-sleep, RTC timer + RTC memory 10 uA (ext0 wake keeps RTC IO on: "
        "its extra is not in the table)",
    ),
    "esp_idle_ma": (
        30.0,
        "mA",
        DATASHEET,
        WROOM + ": modem-sleep at 160 MHz (the port's default clock), 27-44 mA; CPU "
        "waiting in time.sleep_ms between polls",
    ),
    "esp_wifi_rx_ma": (110.0, "mA", DATASHEET, RF + ": RX 802.11b/g/n 20 MHz, 110 mA average"),
    "esp_wifi_tx_ma": (
        233.0,
        "mA",
        DATASHEET,
        RF + ": TX 802.11b 1 Mbps, 233 mA average (368 mA peak; 802.11n MCS7 178 mA)",
    ),
    "wifi_tx_share": (
        0.2,
        "",
        ASSUMED,
        "of a push's radio time spent sending (joining, TLS-free HTTP)",
    ),
    "ldo_iq_ua": (2.0, "uA", DATASHEET, "Richtek RT9080 DS9080-00: 2 uA ground current"),
    "charger_drain_ua": (
        2.0,
        "uA",
        DATASHEET,
        "Microchip MCP7383x: battery discharge current with VDD < VBAT, 2 uA max "
        "(0.25 typ; read from the MCP73833/4 sheet)",
    ),
    "protection_ua": (3.0, "uA", DATASHEET, "Fortune DW01 series: 3 uA quiescent (VCC 3.9 V)"),
    "divider_ua": (2.1, "uA", ASSUMED, "1 MOhm + 1 MOhm at 4.2 V (Ohm's law, at full charge)"),
    "panel_refresh_mw": (26.4, "mW", VENDOR, WAVESHARE_29 + ": refresh power 26.4 mW typ"),
    "panel_sleep_ua": (0.01, "uA", VENDOR, WAVESHARE_29 + ": standby current < 0.01 uA"),
    "rail_v": (3.3, "V", ASSUMED, "3.3 V rail: refresh power / 3.3 V = panel current"),
    "full_s_29": (3.0, "s", VENDOR, WAVESHARE_29 + ": full refresh 3 s"),
    "partial_s_29": (0.6, "s", VENDOR, WAVESHARE_29 + ": partial refresh 0.6 s"),
    "full_s_42": (4.0, "s", VENDOR, WAVESHARE_42 + ": refresh time 4 s"),
    "partial_s_42": (0.6, "s", ASSUMED, "as the 2.9in panel (no 4.2in V2 partial time found)"),
    "partials_per_full": (5, "", ASSUMED, "firmware/app/refresh.py default"),
    "evening_h": (4.0, "h", ASSUMED, "one evening at the table"),
    "hands": (120, "", ASSUMED, "about 2 minutes a hand"),
    "actions_per_hand": (8, "", ASSUMED, "button actions to enter a hand, each one refresh"),
    "awake_s_per_press": (
        0.25,
        "s",
        ESTIMATE,
        "polled awake while a button is down and 50 ms after (hal/buttons.py busy(); the "
        "app sleeps only when no press is under way)",
    ),
    "listen_s": (
        3.0,
        "s",
        ASSUMED,
        "awake after the serial line woke light sleep (hal/power.py LISTEN_MS), once an evening",
    ),
    "cpu_s_per_action": (
        0.2,
        "s",
        ESTIMATE,
        "scoring, drawing and SPI per action at full speed; needs a board to measure",
    ),
    "boot_s": (3.0, "s", ESTIMATE, "boot and restore from the log, once per evening"),
    "sync_s": (30.0, "s", ESTIMATE, "Wi-Fi sync to the laptop once per evening"),
    "cell_mah": (2000.0, "mAh", ASSUMED, "BOM: 2000 mAh 103450 LiPo"),
    "usable_fraction": (
        0.9,
        "",
        ASSUMED,
        "charge above the 3.4 V empty threshold (hal/power.py) of a typical LiPo curve",
    ),
    "self_discharge_pct_month": (
        2.0,
        "%",
        ASSUMED,
        "Battery University BU-802b: Li-ion loses 1-2 % a month after the first day",
    ),
    "devkit_ldo_ma": (
        2.0,
        "mA",
        DATASHEET,
        "AMS1117 (clone datasheets): 2 mA standby typ (they quote 5 mA for others)",
    ),
}


def value(name):
    return INPUTS[name][0]


def evening_mah(panel):
    """Charge drawn during one evening, by state."""
    rail = value("rail_v")
    panel_ma = value("panel_refresh_mw") / rail
    full_s = value("full_s_" + panel)
    partial_s = value("partial_s_" + panel)
    actions = value("hands") * value("actions_per_hand")
    fulls = actions / (value("partials_per_full") + 1) + 1  # +1: the first screen
    partials = actions - fulls + 1
    active_s = actions * value("cpu_s_per_action") + value("boot_s")
    # A partial refresh is waited for by the CPU awake (hal/ssd168x.py); during a full one
    # the app goes back to waiting for input, in light sleep.
    active_s += partials * partial_s
    refresh_s = fulls * full_s + partials * partial_s
    evening_s = value("evening_h") * 3600
    idle_s = actions * value("awake_s_per_press") + value("listen_s")
    light_s = evening_s - active_s - idle_s - value("sync_s")
    share = value("wifi_tx_share")
    wifi_ma = share * value("esp_wifi_tx_ma") + (1 - share) * value("esp_wifi_rx_ma")
    parts = {
        "cpu active": value("esp_active_ma") * active_s,
        "awake polling": value("esp_idle_ma") * idle_s,
        "light sleep": value("esp_light_ma") * light_s,
        "panel refreshes": panel_ma * refresh_s,
        "wifi sync": wifi_ma * value("sync_s"),
        "board baseline": board_ua() / 1000 * evening_s,
    }
    return {k: v / 3600 for k, v in parts.items()}, fulls, partials


def board_ua(devkit=False):
    """What the board draws all the time besides the ESP32 itself."""
    ua = value("ldo_iq_ua") + value("charger_drain_ua") + value("protection_ua")
    ua += value("divider_ua") + value("panel_sleep_ua")
    if devkit:
        ua += value("devkit_ldo_ma") * 1000 - value("ldo_iq_ua")
    return ua


def days_per_charge(panel, evenings_per_week, devkit=False):
    parts, _, _ = evening_mah(panel)
    if devkit:
        parts["board baseline"] += (board_ua(True) - board_ua()) / 1000 * value("evening_h")
    evening = sum(parts.values())
    sleep_h = 7 * 24 - evenings_per_week * value("evening_h")
    sleep_ma = (value("esp_deep_ua") + board_ua(devkit)) / 1000
    usable = value("cell_mah") * value("usable_fraction")
    self_discharge_week = value("cell_mah") * value("self_discharge_pct_month") / 100 * 12 / 52
    week = evenings_per_week * evening + sleep_h * sleep_ma + self_discharge_week
    return usable / week * 7, evening, sleep_ma * 1000, week


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--evenings-per-week", type=float, default=1.0)
    parser.add_argument("--hands", type=int, default=None, help="hands per evening")
    parser.add_argument("--json", help="write the figures to this file (bench/figures.py)")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from targets import Targets

    targets = Targets("power_model")
    if args.hands is not None:
        old = INPUTS["hands"]
        INPUTS["hands"] = (args.hands, old[1], ASSUMED, "given on the command line")

    print("Inputs (nothing measured here: no board)")
    print("{:<26} {:>9} {:<4} {:<31} {}".format("input", "value", "unit", "kind", "source"))
    for name, (v, unit, kind, source) in INPUTS.items():
        print(f"{name:<26} {v:>9} {unit:<4} {kind:<31} {source}")

    print("\nOne evening ({} hands, {} h):".format(value("hands"), value("evening_h")))
    for panel in ("29", "42"):
        parts, fulls, partials = evening_mah(panel)
        shown = ", ".join(f"{k} {v:.2f}" for k, v in parts.items())
        print(
            '  {}" panel: {:.1f} mAh ({}; {:.0f} full and {:.0f} partial refreshes)'.format(
                panel[0] + "." + panel[1], sum(parts.values()), shown, fulls, partials
            )
        )
        targets.figures[f"evening_mah_{panel}"] = {"value": round(sum(parts.values()), 1)}

    print(f"\nDays per charge at {args.evenings_per_week:g} evening(s) a week:")
    print(
        "{:<34} {:>12} {:>14} {:>12} {:>8}".format(
            "build", "mAh/evening", "sleep uA", "mAh/week", "days"
        )
    )
    for panel in ("29", "42"):
        for devkit in (False, True):
            days, evening, sleep_ua, week = days_per_charge(panel, args.evenings_per_week, devkit)
            name = '{}" {}'.format(
                panel[0] + "." + panel[1], "DevKitC-style board" if devkit else "reference build"
            )
            print(f"{name:<34} {evening:>12.1f} {sleep_ua:>14.1f} {week:>12.1f} {days:>8.0f}")
            key = f"days_{panel}_{'devkit' if devkit else 'reference'}"
            if devkit:
                targets.note(key, name + ", days per charge", round(days))
            else:
                targets.at_least(key, name + ", days per charge", round(days), 365)
    return targets.finish(args.json)


if __name__ == "__main__":
    sys.exit(main())
