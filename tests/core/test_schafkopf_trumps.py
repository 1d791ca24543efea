"""The trumps of each Bavarian Schafkopf contract in each pack (SPEC §2.2, §2.5: the natural
maximum of runners; §2.11: the short packs), read from core.schafkopf.tariff's tables."""

from checks import equal
from core.schafkopf.tariff import NAMES, PACKS, trumps

# contract -> trumps in the long32, short24 and short20 pack
RUFER = (14, 12, 11)  # four Obers, four Unters, the Hearts left
LORDS_AND_SUIT = (11, 9, 8)  # four lords and a chosen suit
FOUR_LORDS = (4, 4, 4)
SEVENS = (4, 0, 0)  # a short pack has no Sevens
NONE = (0, 0, 0)
TRUMPS = {
    "rufer": RUFER,
    "hochzeit": RUFER,
    "muss": RUFER,
    "kreuzbock": RUFER,
    "solo": RUFER,
    "sie": RUFER,
    "wenz": FOUR_LORDS,
    "suit_wenz": LORDS_AND_SUIT,
    "geier": FOUR_LORDS,
    "suit_geier": LORDS_AND_SUIT,
    "kaiser": FOUR_LORDS,
    "eisenbahner": FOUR_LORDS,
    "spatz": SEVENS,
    "suit_kaiser": LORDS_AND_SUIT,
    "suit_eisenbahner": LORDS_AND_SUIT,
    "bettel": NONE,
    "bettel_brett": NONE,
    "ramsch_tout": RUFER,
    "ramsch": RUFER,
    "all_pass": NONE,
}


def test_every_contract_has_its_trumps_in_every_pack():
    equal(len(TRUMPS), len(NAMES), "every contract listed")
    for contract in range(len(NAMES)):
        got = tuple(trumps(contract, pack) for pack in range(len(PACKS)))
        equal(got, TRUMPS[NAMES[contract]], NAMES[contract])
