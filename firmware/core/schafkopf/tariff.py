"""Bavarian Schafkopf contracts, trumps and the value of one hand before doubling (SPEC §2.2,
§2.5, §2.6); the rates it is paid at are worked out once a session, in core.schafkopf.rates."""

from micropython import const

# Ordered by kind (§2.2): the partnership games scored at the Rufer rate, the solo games, the
# Bettel family, Ramsch, and the thrown-in deal; kind() reads the kind from the position.
NAMES = (
    "rufer", "hochzeit", "muss", "kreuzbock", "solo", "sie", "wenz", "suit_wenz", "geier",
    "suit_geier", "kaiser", "eisenbahner", "spatz", "suit_kaiser", "suit_eisenbahner", "bettel",
    "bettel_brett", "ramsch_tout", "ramsch", "all_pass",
)  # fmt: skip
PAIR = const(0)  # declarer and partner against two (§2.8)
SOLO = const(1)  # one against all, for a solo rate
BETTEL = const(2)  # one against all, won without a trick: no levels (§2.4)
RAMSCH = const(3)  # every player for himself (§2.9)
THROWN_IN = const(4)  # all passed (§2.10)
_FIRST_SOLO = const(4)
_FIRST_BETTEL = const(15)
_RAMSCH = const(18)

# Trump families (§2.2, §2.5): how many trumps each has in the long32, short24, short20 pack
_RUFER_TRUMPS = const(0)  # four Obers, four Unters, then Hearts (also Solo, Ramsch Tout)
_LORDS_AND_SUIT = const(1)  # the four lords of a Wenz, Geier, Kaiser... and a chosen suit
_FOUR_LORDS = const(2)  # four Unters, Obers, Kings or Tens (a Geier has 4, §8 item 6)
_SEVENS = const(3)  # Spatz: the four Sevens, which a short pack does not have
_NO_TRUMPS = const(4)  # Bettel, Bettel Brett (natural order)
# Both tables are bytes literals: from .mpy a module keeps every constant of its code on the
# heap, so a tuple that bytes() were made from would stay there beside them.
# _TRUMPS: per family, the long32, short24 and short20 pack's trumps: 14 12 11, 11 9 8, 4 4 4,
# 4 0 0, 0 0 0. _FAMILY: the family of each contract, in NAMES order (rufer ... sie; wenz,
# suit_wenz, geier, suit_geier, kaiser, eisenbahner; spatz, suit_kaiser, suit_eisenbahner;
# bettel, bettel_brett; ramsch_tout, ramsch; all_pass). tests/core/test_schafkopf_trumps.py
# holds both to the SPEC's counts.
_TRUMPS = b"\x0e\x0c\x0b\x0b\x09\x08\x04\x04\x04\x04\x00\x00\x00\x00\x00"
_FAMILY = b"\0\0\0\0\0\0\2\1\2\1\2\2\3\1\1\4\4\0\0\4"
PACKS = ("long32", "short24", "short20")
CARDS = (32, 24, 20)  # in PACKS order
LONG_PACK = const(0)
DOUBLING = ("none", "stoss", "stoss_retour", "escalation")

# Indices into rates()
R = const(0)
S = const(1)
B = const(2)  # Schneider
W = const(3)  # Schwarz, in total (§8 item 4)
RUNNER = const(4)


def kind(contract):
    """PAIR, SOLO, BETTEL, RAMSCH or THROWN_IN for contract number `contract` (into NAMES)."""
    if contract < _FIRST_SOLO:
        return PAIR
    if contract < _FIRST_BETTEL:
        return SOLO
    if contract < _RAMSCH:
        return BETTEL
    return RAMSCH if contract == _RAMSCH else THROWN_IN


def trumps(contract, pack):
    """Trumps of contract number `contract` in the pack numbered `pack` (index into PACKS)."""
    return _TRUMPS[_FAMILY[contract] * 3 + pack]


def min_runners(settings, contract):
    """The fewest runners that are paid (§2.5, §2.12; §8 item 5): the contract's own
    min_runners_* setting, else min_runners_four for the four-trump contracts and min_runners
    for the rest."""
    name = NAMES[contract]
    family = _FAMILY[contract]
    if name == "solo" or name == "wenz" or name == "geier" or name == "suit_wenz":
        key = "min_runners_" + name
    elif kind(contract) == PAIR or name == "ramsch_tout":
        key = "min_runners_rufer"
    elif family == _LORDS_AND_SUIT:
        key = "min_runners_suit_geier"  # Farbgeier and the suit forms of Kaiser, Eisenbahner
    elif family != _RUFER_TRUMPS:
        key = "min_runners_geier"  # Kaiser, Eisenbahner, Spatz: Geier-type
    else:
        key = None  # Sie: always eight runners
    if key is not None and settings[key] is not None:
        return settings[key]
    return settings["min_runners_four" if trumps(contract, LONG_PACK) == 4 else "min_runners"]


POINT_PRESETS = ("social_points", "tournament")  # the tariffs in points, not money (§2.6)
# The fixed values of the point presets per defender (§2.6, §8 item 1, §10.1); not rates, so
# no rate key changes them: a Tout 6 (its runners count double), a tournament Sie 14.
_POINTS_TOUT = const(6)
_TOURNAMENT_SIE = const(14)


def unit_name(settings):
    preset = settings["tariff_preset"]
    return (
        "pfennigs" if preset == "hist_1876" else "points" if preset in POINT_PRESETS else "cents"
    )


def value(settings, r, contract, tout, cls, runners):
    """Game value per opposing player before doubling, Bock and last round (§2.6, §9 item 3);
    `r` the session's rates (core.schafkopf.rates), `contract` indexes NAMES, `cls` RESULTS;
    `runners` are those paid (minimum and cap applied)."""
    name, k = NAMES[contract], kind(contract)
    preset = settings["tariff_preset"]
    base = r[R] if k == PAIR else r[S]
    # Wenz-type, Geier-type (Kaiser, Eisenbahner, Spatz and suit forms) and the Bettel family
    # may have their own rate; Solo and Sie stay at S (§2.6)
    if k == BETTEL:
        own = settings["bettel_rate"]
    elif k == SOLO and name != "solo" and name != "sie":
        own = settings["wenz_rate" if "wenz" in name else "geier_rate"]
    else:
        own = None
    if own is not None:
        base = own
    mult = 1
    if preset == "hist_1876":
        extra = 2 * runners - 3 if runners > 2 else 0  # matadors: 3, 5, 7 and +2 each
        if k == SOLO:
            mult = 2  # "a Solo ... usually double"
    else:
        extra = runners * r[RUNNER]
    if name == "sie":
        if settings["sie_fixed"] is not None:
            return settings["sie_fixed"]  # the sheets' Sie has no runner line (§10.1)
        if preset == "tournament":
            return _TOURNAMENT_SIE
        return (base + extra) * 4 * mult
    if k == BETTEL:
        # No levels (§2.4); runners only in a Ramsch Tout, the one with trumps (§2.2)
        return (base + extra) * (2 if name == "bettel_brett" else 1)
    if tout:
        fixed = settings["tout_fixed"]
        if preset in POINT_PRESETS:
            # the sheets' Tout: 6 per defender, each runner paid twice (§8 item 1, §10.1)
            return (_POINTS_TOUT if fixed is None else fixed) + 2 * extra
        if settings["tout_value_mode"] == "fixed":
            return (3 * base if fixed is None else fixed) + 2 * extra
        return (base + extra) * 2 * mult
    if name == "hochzeit":
        mult = settings["hochzeit_mult"]
    return (base + (r[W], r[B], 0, 0, r[B], r[W])[cls] + extra) * mult
