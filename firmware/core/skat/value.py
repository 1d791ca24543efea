"""Skat game values: suit/Grand levels, Null values, legal bids, overbid loss, money split."""

GAMES = ("diamonds", "hearts", "spades", "clubs", "grand", "null", "pass")
BASES = (9, 10, 11, 12)  # SPEC §5.3: Diamonds, Hearts, Spades, Clubs (GAMES order)
NULLS = (23, 35, 46, 59)  # SPEC §5.4: plain, Hand, Ouvert, Ouvert Hand


def level(matadors, *steps):
    """SPEC §5.3: matadors + game + one per step (Hand, Schneider, Schneider announced, Schwarz,
    Schwarz announced, Ouvert); the caller counts an announced step as reached (§8 item 31)."""
    count = matadors + 1
    for step in steps:  # not a generator summed: on MicroPython that is a call a step
        if step:
            count += 1
    return count


def null_value(hand, ouvert, revolution=False):
    return 92 if revolution else NULLS[(1 if hand else 0) + (2 if ouvert else 0)]


def loss_value(value, base, bid):
    """SPEC §5.6, §9 item 2: an overbid game is lost at the smallest multiple of its base
    value not below the bid."""
    return value if value >= bid else (bid + base - 1) // base * base


def is_legal_bid(bid, grand_base, revolution=False):
    """SPEC §5.1: base value x level (2..18; Grand 2..11), a Null value, or Revolution."""
    if bid in NULLS or (revolution and bid == 92):
        return True
    for base in BASES:  # no tuple made with the Grand's: this runs at every hand scored
        if bid % base == 0 and 2 <= bid // base <= 18:
            return True
    return bid % grand_base == 0 and 2 <= bid // grand_base <= 11


def settle_money(scores, rate):
    """SPEC §5.12 pairwise differences: seat i gets rate * (N * s_i - sum); zero-sum."""
    return [rate * (len(scores) * score - sum(scores)) for score in scores]
