"""Entry choices of a Skat Ramsch (docs/entry-choices.md): the card points offered are those
three cards a trick and the skat's two can hold beside the other seats' (SPEC §1, §5.9), as
core.skat.ramsch scores them; on both interpreters."""

from choices_walk import ask

from checks import equal


def test_ramsch_points_fit_the_tricks_and_the_skat():
    # the skat falls to one seat: a seat with a trick, in a Gewinner-Ramsch the highest
    ramsch = {"on_all_pass": "ramsch"}
    q = ask("skat", ramsch, {"game": "pass", "tricks": [3, 7, 0]}, players=3, dealer=2)
    equal((q[:2], q[2][0], q[2][-1]), (("points", 0), 0, 96))
    partial = {"game": "pass", "tricks": [3, 7, 0], "points": [30]}
    equal(tuple(ask("skat", ramsch, partial, players=3, dealer=2)[2]), (90,), "the rest")
    partial = {"game": "pass", "tricks": [1, 1, 8], "points": [40]}
    equal(ask("skat", ramsch, partial, players=3, dealer=2)[2][-1], 33, "the skat is taken")
    gewinner = {"on_all_pass": "gewinner_ramsch"}
    q = ask("skat", gewinner, {"game": "pass", "tricks": [1, 6, 3]}, players=3, dealer=2)
    equal((34 in q[2], 39 in q[2], 40 in q[2], q[2][-1]), (False, False, True, 54), "Gewinner")
