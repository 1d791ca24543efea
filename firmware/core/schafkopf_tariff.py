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
# Every option of SPEC §2.12 with its default; the *_rate keys left at None take the preset's
# rate (setting any of them is `tariff_custom`); pot_pair_pays and muss_partner: §8 items 11, 13.
OPTIONS = """
tariff_preset choice 10/50 10/50,official,5/20,10/20,10/20/50,impure,social_points,tournament,
    hist_1876
unit int 10 1,10000
impure_rufer_mult int 1 1,2
impure_solo_mult int 5 4,5
hist_level int 1 1,3
rufer_rate int? - 0,100000
solo_rate int? - 0,100000
wenz_rate int? - 0,100000
geier_rate int? - 0,100000
bettel_rate int? - 0,100000
schneider_rate int? - 0,100000
schwarz_rate int? - 0,100000
runner_rate int? - 0,100000
ramsch_rate int? - 0,100000
min_runners int 3 1,14
min_runners_four int 2 1,4
max_runners int? - 4,14
allowed_contracts set rufer,sie,solo,tout,wenz rufer,hochzeit,muss,kreuzbock,solo,sie,wenz,
    suit_wenz,geier,suit_geier,kaiser,eisenbahner,spatz,bettel,bettel_brett,ramsch_tout,ramsch,
    tout
hochzeit_mult int 2 1,2
tout_value_mode choice formula formula,fixed
sie_runners choice count count,ignore
doubling_allowed choice stoss_retour none,stoss,stoss_retour,escalation
legen choice off off,nacheinander,durcheinander
klopfen choice off off,forehand,one,all
contra_takes_over bool 0 -
muss_partner choice called_ace called_ace,opposite
on_all_pass choice redeal redeal,bock_round,muss,ramsch
stock_sweetener int 0 0,100000
pot_rufer_pair bool 0 -
pot_pair_pays choice half half,full
bock_triggers set - thrown_in,lost_solo,doubled,sixty_all,schwarz
bock_stacking choice queue queue,stack
bock_counts_thrown_in bool 1 -
kreuzbock_triggers set - thrown_in,heart_solo,lost_solo
ramsch_settlement choice loser_pays_all loser_pays_all,top_two_pay,schieberamsch
jungfrau_mult bool 1 -
jungfrau_pays choice all all,jungfrau_only
durchmarsch bool 1 -
durchmarsch_value choice solo solo,ramsch
ramsch_tiebreak choice tricks tricks,highest_trump
last_round_mult int 1 1,2
last_round_solo_only bool 0 -
pack choice long32 long32,short24,short20
"""

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
