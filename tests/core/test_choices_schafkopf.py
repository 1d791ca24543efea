"""Entry choices (docs/entry-choices.md) of Bavarian Schafkopf: walks end in records score_hand
accepts, on both interpreters; what the settings and the running deal force."""

from choices_walk import ask, play

from checks import equal
from core import questions as entry

SCHAFKOPF_ALL = ["rufer", "solo", "wenz", "tout", "sie", "geier", "suit_wenz", "suit_geier",
                 "kaiser", "eisenbahner", "spatz", "bettel", "bettel_brett", "ramsch_tout",
                 "hochzeit", "ramsch"]  # fmt: skip


def test_schafkopf_walks_are_scored():
    tables = (
        ({}, 4),
        ({"allowed_contracts": SCHAFKOPF_ALL, "doubling_allowed": "escalation",
          "legen": "nacheinander", "klopfen": "all", "contra_takes_over": True}, 4),
        ({"allowed_contracts": ["rufer", "solo", "bettel"], "on_all_pass": "muss",
          "muss_partner": "opposite",
          "kreuzbock_triggers": ["lost_solo", "heart_solo"]}, 5),
        ({"allowed_contracts": ["solo", "wenz", "geier", "bettel"], "pack": "short24"}, 3),
        ({"allowed_contracts": SCHAFKOPF_ALL, "on_all_pass": "ramsch",
          "ramsch_settlement": "schieberamsch", "durchmarsch": False}, 4),
        ({"special_rounds": ["hadschader", "minas", "kombi"], "bock_triggers": ["thrown_in"]}, 4),
    )  # fmt: skip
    seen = []
    for i in range(len(tables)):
        given, players = tables[i]
        seen += play("schafkopf", given, players, 40, 7 + i)
    for name in ("rufer", "solo", "wenz", "all_pass", "muss", "ramsch", "kreuzbock"):
        if name not in seen:
            raise AssertionError(name + " never entered: {}".format(seen))


def test_schafkopf_questions():
    # the first question: contracts the table plays, the Rufer first; calls beside them
    field, seat, values, skip = ask("schafkopf", {}, {})
    equal((field, seat, skip), ("contract", None, entry.CALL))
    equal(values[0], "rufer")
    equal("geier" in values or "ramsch" in values, False, "not allowed here")
    equal(ask("schafkopf", {}, {"contract": None}), ("call", None, ("last_round",), None))
    equal(ask("schafkopf", {}, {"contract": None, "call": "last_round"}), None)
    equal(ask("schafkopf", {}, {"contract": "all_pass"}), None, "thrown in: one action")
    # five players: the dealer (seat 3) sits out and never declares
    q = ask("schafkopf", {}, {"contract": "solo", "tout": False}, players=5)
    equal(q[:2], ("declarer", None))
    equal(q[2], (4, 0, 1, 2), "forehand first, the dealer left out")
    # short pack: no Sie, no Spatz (SPEC §2.11); three players: solo games only
    short = {"allowed_contracts": SCHAFKOPF_ALL, "pack": "short24"}
    values = ask("schafkopf", short, {}, players=3, dealer=2)[2]
    for name in ("sie", "spatz", "rufer", "hochzeit", "ramsch"):
        equal(name in values, False, name)
    # Kreuzbock round: the only contract, partner opposite and derived
    equal(ask("schafkopf", {}, {}, kreuzbock=2)[2], ("kreuzbock",))
    q = ask("schafkopf", {}, {"contract": "kreuzbock", "declarer": 1}, kreuzbock=2)
    equal(q, ("partner", None, (3,), entry.DERIVE))
    # a Muss has no Stoss; points are asked within the result (60 wins a Muss)
    muss = {"on_all_pass": "muss"}
    partial = {"contract": "muss", "declarer": 0, "partner": 2, "result": "won", "tricks": 4}
    q = ask("schafkopf", muss, partial)
    equal((q[0], q[2][0], q[2][-1]), ("points", 60, 89))
    # the last round with solo games only: no Rufer, no Muss
    values = ask("schafkopf", muss, {}, last=4, **{})[2]
    equal("rufer" in values, True)
    solo_only = {"on_all_pass": "muss", "last_round_solo_only": True}
    values = ask("schafkopf", solo_only, {}, last=4)[2]
    equal("rufer" in values or "muss" in values, False, "solo-only last round")
    # a Hadschader round: forehand plays, stossed already (no Stoss asked), Retour possible
    special = ["hadschader", 4, 0, 0, 0, 0]
    rounds = {"special_rounds": ["hadschader"]}
    q = ask("schafkopf", rounds, {"contract": "solo", "tout": False}, special=special)
    equal(q[2], (0,), "forehand only")
    q = ask("schafkopf", rounds, {"contract": "solo", "tout": False, "declarer": 0},
            special=special)  # fmt: skip
    equal(q[0], "retour")
    # card points as a range with a step, not a list
    q = ask("schafkopf", {}, {"contract": "solo", "tout": False, "declarer": 0, "stoss": 0,
                              "result": None, "tricks": 4})  # fmt: skip
    equal((q[0], q[3], q[2][0], q[2][-1], q[2][1] - q[2][0]), ("points", None, 8, 112, 1))


def test_ramsch_asks_what_its_settlement_needs():
    # SPEC §2.9: a Durchmarsch, else the seats the settlement names, then the seats without a
    # trick where a Jungfrau raises the pay; never each seat's tricks and card points.
    ramsch = {"allowed_contracts": ["ramsch"]}
    q = ask("schafkopf", ramsch, {"contract": "ramsch"})
    equal(q, ("durchmarsch", None, (0, 1, 2, 3), entry.UNKNOWN))
    equal(ask("schafkopf", ramsch, {"contract": "ramsch", "durchmarsch": 2}), None)
    partial = {"contract": "ramsch", "durchmarsch": None}
    equal(ask("schafkopf", ramsch, partial), ("loser", None, (0, 1, 2, 3), None))
    partial["loser"] = 1
    q = ask("schafkopf", ramsch, partial)
    equal(q[:2] + q[3:], ("maidens", None, entry.DEFAULT))
    # none first; never the loser, never all three others (that is the Durchmarsch)
    equal(q[2], ([], [0], [2], [3], [0, 2], [0, 3], [2, 3]))
    partial["maidens"] = [3]
    equal(ask("schafkopf", ramsch, partial), None)
    # top two pay: the loser, the second, the fewest; a Jungfrau can only be at the bottom
    top = {"allowed_contracts": ["ramsch"], "ramsch_settlement": "top_two_pay"}
    partial = {"contract": "ramsch", "durchmarsch": None, "loser": 2, "second": 0}
    equal(ask("schafkopf", top, partial), ("fewest", None, (1, 3), None))
    partial["fewest"] = 3
    equal(ask("schafkopf", top, partial)[2], ([], [3], [1, 3]))
    # a Schieberamsch: who had the fewest; Jungfrauen change nothing there
    push = {"allowed_contracts": ["ramsch"], "ramsch_settlement": "schieberamsch"}
    partial = {"contract": "ramsch", "durchmarsch": None}
    equal(ask("schafkopf", push, partial), ("fewest", None, (0, 1, 2, 3), None))
    partial["fewest"] = 0
    equal(ask("schafkopf", push, partial), None)
    # without a Durchmarsch at the table, the loser is asked first and may have every trick
    plain = {"allowed_contracts": ["ramsch"], "durchmarsch": False, "jungfrau_mult": True}
    partial = {"contract": "ramsch", "loser": 0}
    equal(ask("schafkopf", plain, {"contract": "ramsch"})[0], "loser")
    equal(ask("schafkopf", plain, partial)[2][-1], [1, 2, 3])
