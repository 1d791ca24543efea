"""Schafkopf hands and scripted evenings shared by the session tests (a module of its own:
importing one test module from another would load all its tests into MicroPython's heap)."""


# -- Schafkopf hands; tariff 10/50: R 10, S 50, B 10, W 20, runner 10 (SPEC §2.6) -----------
def rufer(declarer, partner, result, runners=0):
    hand = {"contract": "rufer", "declarer": declarer, "partner": partner, "result": result}
    if runners:
        hand["runners"] = runners
    return hand


def solo(declarer, result, runners=0, contract="solo"):
    hand = {"contract": contract, "declarer": declarer, "result": result}
    if runners:
        hand["runners"] = runners
    return hand


def wenz(declarer, result, runners=0):
    return solo(declarer, result, runners, "wenz")


PASS = {"contract": "all_pass"}
CENTS = ("unit", "cents")
BOCK = {"bock_triggers": ["lost_solo"]}
POT = {"stock_sweetener": 10}
KREUZ = {"kreuzbock_triggers": ["lost_solo"]}
LAST = {"last_round_mult": 2}


def four():
    """Four players, first dealer seat 1."""
    hands = [
        rufer(1, 3, "won"),  # V 10
        solo(2, "won_schneider", 3),  # 50 + 10 + 3 x 10 = 90, the soloist x3
        wenz(0, "lost", 2),  # a Wenz pays from 2 runners: 50 + 20 = 70
        rufer(3, 0, "won_schwarz", 4),  # 10 + 20 + 40 = 70
        wenz(1, "won"),  # 50
    ]
    rows = [[-10, 10, -10, 10], [-90, -90, 270, -90], [-210, 70, 70, 70], [70, -70, -70, 70],
            [-50, 150, -50, -50]]  # fmt: skip
    return hands, rows


def five():
    """Five players, first dealer 0; the dealer sits out (§2.11); stock_sweetener 10."""
    hands = [
        solo(1, "won"),  # seat 0 out
        rufer(0, 3, "lost"),  # seat 1 out
        wenz(4, "won", 2),  # seat 2 out: 70
        PASS,  # seat 3 out: the four in the deal pay 10 each, pot 40
        solo(0, "won"),  # seat 4 out: 3 x 50 and the pot
    ]
    rows = [[0, 150, -50, -50, -50], [-10, 0, 10, -10, 10], [-70, -70, 0, -70, 210],
            [-10, -10, -10, 0, -10], [190, -50, -50, -50, 0]]  # fmt: skip
    return hands, rows


def three():
    """Three players, short pack, solo games, each defender pays V (D-BAV-21); dealer 0."""
    hands = [
        solo(1, "won"),  # D-BAV-21: +100, -50, -50
        wenz(0, "lost_schneider", 2),  # 50 + 10 + 20 = 80
        {"contract": "solo", "declarer": 2, "points": 91, "tricks": 6},  # Schneider: 60
    ]
    return hands, [[-50, 100, -50], [-160, 80, 80], [-60, -60, 120]]


def bock():
    """A lost Solo: the next four deals count double (E-S0-11, §2.10); dealer 0. `single`:
    the same deals with hand 1 a won Solo."""
    hands = [solo(1, "lost"), rufer(2, 0, "won"), solo(3, "won"), rufer(0, 1, "lost"),
             rufer(1, 3, "won"), wenz(2, "won")]  # fmt: skip
    rows = [[50, -150, 50, 50], [20, -20, 20, -20], [-100, -100, -100, 300], [-20, -20, 20, 20],
            [-20, 20, -20, 20], [-50, -50, 150, -50]]  # fmt: skip
    single = [[-50, 150, -50, -50], [10, -10, 10, -10], [-50, -50, -50, 150],
              [-10, -10, 10, 10], [-10, 10, -10, 10], rows[5]]  # fmt: skip
    return hands, rows, single


def last_round():
    """The old man (Acorn Ober in the last Rufer: seat 3) deals the last round, 4 deals at
    last_round_mult 2; then the session is over (§2.10). Dealer 0."""
    hands = [
        {"contract": "rufer", "declarer": 1, "partner": 3, "result": "won", "acorn_ober": 3},
        {"call": "last_round"},  # scores nothing; seat 3 deals next
        solo(0, "won"),  # 50 x 2
        rufer(1, 2, "won"),  # 10 x 2
        wenz(2, "lost"),  # 50 x 2
        solo(3, "won"),  # 50 x 2, the fourth deal
    ]
    rows = [[-10, 10, -10, 10], [0, 0, 0, 0], [300, -100, -100, -100], [-20, 20, 20, -20],
            [100, 100, -300, 100], [-100, -100, -100, 300]]  # fmt: skip
    return hands, rows
