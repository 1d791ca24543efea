"""The rates a Bavarian Schafkopf table plays at: the tariff's table (SPEC §2.6) with the rate
keys a table sets (§2.12), worked out and checked once, when a session starts, and the state it
starts with. The rules keep the rates in the state (core.schafkopf.rules.new_state) and load
this module only for that (core.heap): the presets' tables, the checks and the start are not in
the heap while hands are scored."""

from micropython import const

from core import sheet
from core.errors import InputError
from core.schafkopf.tariff import CARDS, PACKS, POINT_PRESETS, RUNNER, B, R, S, W

_PRESETS = ("10/50", "official", "5/20", "10/20", "10/20/50", "impure")
_OFFICIAL = const(1)
_IMPURE = const(5)

# R, S, B (Schneider), W (Schwarz in total, §8 item 4), runner, in units of `unit` for
# official and impure; the §10.1 sheet (tournament) pays per player, like social_points.
_RATES = (
    (10, 50, 10, 20, 10),
    (1, 5, 1, 2, 1),
    (5, 20, 5, 10, 5),
    (10, 20, 10, 20, 10),
    (20, 50, 10, 20, 10),
    (1, 5, 1, 2, 1),
    (1, 2, 1, 2, 0),
    (1, 2, 1, 2, 1),
)
_HIST = (3, 5, 7, 5, 8, 10, 10, 15, 20)  # 1876: simple, Schneider, Durchmarsch per level
# The rate keys of §2.12, in rates() order, then the rates that replace S for some contracts
_RATE_KEYS = ("rufer_rate", "solo_rate", "schneider_rate", "schwarz_rate", "runner_rate")
_CONTRACT_RATES = ("wenz_rate", "geier_rate", "bettel_rate", "runner_half")


def rates(settings):
    """[R, S, B, W, runner]; B and W are what Schneider and Schwarz add to the base. A rate key
    replaces the preset's value, without `tariff: custom` (§2.6, decision 2026-12-01); the
    result is checked here, so a session with impossible rates never starts."""
    preset = settings["tariff_preset"]
    if preset == "hist_1876":
        for key in _RATE_KEYS + _CONTRACT_RATES:
            if settings[key] is not None and settings[key] is not False:
                raise InputError("settings." + key, "the 1876 tariff has no such rate")
        h = settings["hist_level"] * 3 - 3
        return [_HIST[h], _HIST[h], _HIST[h + 1] - _HIST[h], _HIST[h + 2] - _HIST[h], 0]
    i = (_PRESETS + POINT_PRESETS).index(preset)
    u = settings["unit"] if i == _OFFICIAL or i == _IMPURE else 1
    r = [x * u for x in _RATES[i]]
    if i == _IMPURE:
        r[R] *= settings["impure_rufer_mult"]
        r[S] = u * settings["impure_solo_mult"]
    for n in range(len(_RATE_KEYS)):
        if settings[_RATE_KEYS[n]] is not None:
            r[n] = settings[_RATE_KEYS[n]]
    if r[W] != 2 * r[B] and r[W] != 3 * r[B]:
        raise InputError(
            "settings.schwarz_rate",
            "Schwarz {} must be 2 or 3 times Schneider {} (§2.12)".format(r[W], r[B]),
        )
    if settings["runner_half"]:
        # The impure table's "½ G" runners (§2.12); integers only, so B must be even (§0.3)
        if settings["runner_rate"] is not None:
            raise InputError("settings.runner_half", "give runner_rate or runner_half, not both")
        if r[B] % 2:
            raise InputError(
                "settings.runner_half", "half of an odd Schneider rate {}".format(r[B])
            )
        r[RUNNER] = r[B] // 2
    return r


def new_state(settings, players, dealer):
    """The state before the first deal (core.schafkopf.rules.new_state): the score sheet, the
    rates checked and kept, and the session rules' counters (§2.10) at rest; three players
    only with the 24-card pack (§2.11)."""
    rates = check(settings)
    state = sheet.new_state(players, dealer)
    if CARDS[PACKS.index(settings["pack"])] % (4 if players > 3 else 3):
        raise InputError("settings.pack", "three players need the 24-card pack")
    state["rates"] = rates  # [R, S, B, W, runner]
    state["pot"] = 0
    state["bock"] = []  # Bock deals left: one total when queued, one per trigger when stacked
    state["kreuzbock"] = 0
    state["last"] = 0  # deals left in the called last round
    state["old_man"] = None  # last holder of the Ober of Acorns in a Rufer (§2.10)
    state["special"] = None  # a running special round (core.schafkopf.rounds)
    return state


def check(settings):
    """The rates of `settings`, refusing settings that cannot score (called when a session
    starts)."""
    r = rates(settings)
    fixed = settings["tout_value_mode"] == "fixed" or settings["tariff_preset"] in POINT_PRESETS
    if settings["tout_fixed"] is not None and not fixed:
        raise InputError("settings.tout_fixed", "needs tout_value_mode fixed")
    return r
