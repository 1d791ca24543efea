"""Bavarian Schafkopf settings and tariffs: the value of one hand before doubling (SPEC §2.6)."""

NAMES = (
    "rufer", "hochzeit", "muss", "kreuzbock", "solo", "sie", "wenz", "suit_wenz", "geier",
    "suit_geier", "kaiser", "eisenbahner", "spatz", "bettel", "bettel_brett", "ramsch_tout",
    "ramsch", "all_pass",
)  # fmt: skip
# Per contract: p pair, s solo, b Bettel family, r Ramsch, x thrown in (§2.2) ...
KINDS = "ppppsssssssssbbbrx"
# ... and its trumps as a row of _TRUMPS: Obers, Unters and Hearts; four lords and one suit;
# the four lords only (Geier has 4, §8 item 6); Sevens (none in a short pack); none (§2.5)
_TRUMP_ROW = "000000213232344444"
_TRUMPS = (14, 12, 11, 11, 9, 8, 4, 4, 4, 4, 0, 0, 0, 0, 0)  # long32, short24, short20
PACKS = ("long32", "short24", "short20")
DOUBLING = ("none", "stoss", "stoss_retour", "escalation")


def trumps(contract, pack):
    """Trumps of contract number `contract` in the pack numbered `pack` (index into PACKS)."""
    return _TRUMPS[int(_TRUMP_ROW[contract]) * 3 + pack]


_PRESETS = ("10/50", "official", "5/20", "10/20", "10/20/50", "impure")
_POINTS = ("social_points", "tournament")

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


def unit_name(settings):
    preset = settings["tariff_preset"]
    return "pfennigs" if preset == "hist_1876" else "points" if preset in _POINTS else "cents"


def rates(settings):
    """(R, S, B, W, runner); B and W are what Schneider and Schwarz add to the base."""
    preset = settings["tariff_preset"]
    if preset == "hist_1876":
        h = settings["hist_level"] * 3 - 3
        r = [_HIST[h], _HIST[h], _HIST[h + 1] - _HIST[h], _HIST[h + 2] - _HIST[h], 0]
    else:
        i = (_PRESETS + _POINTS).index(preset)
        u = settings["unit"] if i in (1, 5) else 1
        r = [x * u for x in _RATES[i]]
        if i == 5:
            r[0] *= settings["impure_rufer_mult"]
            r[1] = u * settings["impure_solo_mult"]
    for i, key in enumerate(("rufer_rate", "solo_rate", "schneider_rate", "schwarz_rate")):
        if settings[key] is not None:
            r[i] = settings[key]
    if settings["runner_rate"] is not None:
        r[4] = settings["runner_rate"]
    return r


def value(settings, contract, tout, cls, runners):
    """Game value per opposing player before doubling, Bock and last round (§2.6, §9 item 3);
    `contract` indexes NAMES, `cls` RESULTS; `runners` are those paid (minimum and cap
    applied)."""
    name, kind = NAMES[contract], KINDS[contract]
    preset = settings["tariff_preset"]
    r = rates(settings)
    base = r[0] if kind == "p" else r[1]
    # Wenz-type, Geier-type (Kaiser, Eisenbahner, Spatz) and Bettel may have their own rate
    rate = "wenz_rate" if "wenz" in name else "bettel_rate" if kind == "b" else "geier_rate"
    if kind != "p" and contract > 5 and settings[rate] is not None:
        base = settings[rate]
    mult = 1
    if preset == "hist_1876":
        extra = 2 * runners - 3 if runners > 2 else 0  # matadors: 3, 5, 7 and +2 each
        if kind == "s":
            mult = 2  # "a Solo ... usually double"
    else:
        extra = runners * r[4]
    if name == "sie":
        return 7 * base if preset == "tournament" else (base + extra) * 4 * mult
    if kind == "b":
        return base * (2 if name == "bettel_brett" else 1)  # no levels or runners (§8 item 9)
    if tout:
        if settings["tout_value_mode"] == "fixed" or preset in _POINTS:
            return 3 * base + 2 * extra  # the sheets' Tout: 6 per defender (§8 item 1, §10.1)
        return (base + extra) * 2 * mult
    if name == "hochzeit":
        mult = settings["hochzeit_mult"]
    return (base + (r[3], r[2], 0, 0, r[2], r[3])[cls] + extra) * mult
