"""SPEC §11's rules on their own: the draw (tables of 4, fewest tables of 3, refusals with a
reason, repeatable from a seed, teams apart, by standing), the ranking with shared places and
tie-breaks, the team ranking, loss fees and the payout of the pool."""

import pytest

from core.errors import InputError
from host_tools.tournament import draw, money, ranking


@pytest.mark.parametrize(
    ("count", "sizes"),
    [(3, [3]), (4, [4]), (6, [3, 3]), (7, [4, 3]), (9, [3, 3, 3]), (10, [4, 3, 3]),
     (11, [4, 4, 3]), (12, [4, 4, 4]), (13, [4, 3, 3, 3]), (100, [4] * 25),
     (101, [4] * 23 + [3] * 3)],
)  # fmt: skip
def test_tables_are_fours_with_the_fewest_threes(count, sizes):
    assert draw.table_sizes(count) == sizes


def test_every_count_is_seated_by_the_rule_of_the_spec():
    for count in range(3, 200):
        if count == 5:
            continue
        sizes = draw.table_sizes(count)
        threes = sizes.count(3)
        assert sum(sizes) == count and set(sizes) <= {3, 4}
        # the smallest t with (n - 3t) divisible by 4
        assert threes == min(t for t in range(4) if (count - 3 * t) % 4 == 0)


@pytest.mark.parametrize("count", [0, 1, 2, 5])
def test_a_count_that_cannot_be_seated_is_refused_saying_why(count):
    with pytest.raises(InputError, match=f"no seating for {count} at tables"):
        draw.table_sizes(count)


def test_a_draw_is_repeatable_from_its_seed_and_seats_everyone_once():
    names = [f"Player{i}" for i in range(23)]
    first = draw.draw(names, "club-2026")
    assert first == draw.draw(list(reversed(names)), "club-2026")  # the order given is no input
    assert sorted(name for table in first for name in table) == sorted(names)
    assert [len(table) for table in first] == [4, 4, 4, 4, 4, 3]
    assert first != draw.draw(names, "another seed")


def test_a_draw_keeps_each_team_apart_or_says_which_cannot_be():
    names = [f"P{i}" for i in range(16)]
    teams = {name: f"T{i % 4}" for i, name in enumerate(names)}  # 4 teams of 4, 4 tables
    for seed in range(5):
        for table in draw.draw(names, seed, teams):
            assert len({teams[name] for name in table}) == len(table)
    crowded = {name: "Big" for name in names[:5]}  # 5 members, 4 tables
    with pytest.raises(InputError, match="team Big cannot be kept apart: 5 members, 4 tables"):
        draw.draw(names, 1, crowded)


def test_seating_by_standing_puts_the_best_together_at_table_one():
    ranked = [f"R{i}" for i in range(10)]
    assert draw.by_standing(ranked) == [ranked[:4], ranked[4:7], ranked[7:]]


def _row(name, points, series=None, lost=0):
    return {"name": name, "points": points, "series": series or [points], "lost": lost}


def test_ties_share_a_place_and_the_next_is_skipped():
    ranked = ranking.rank([_row("Bea", 900), _row("Ali", 1200), _row("Cem", 900), _row("Do", 10)])
    assert [(r["name"], r["place"]) for r in ranked] == [
        ("Ali", 1), ("Bea", 2), ("Cem", 2), ("Do", 4)
    ]  # fmt: skip


def test_the_tie_break_takes_the_better_last_series_then_fewer_lost_games():
    rows = [
        _row("A", 1000, [600, 400], lost=3),
        _row("B", 1000, [400, 600], lost=5),
        _row("C", 1000, [400, 600], lost=2),
    ]
    ranked = ranking.rank(rows, "last_series")
    assert [(r["name"], r["place"]) for r in ranked] == [("C", 1), ("B", 2), ("A", 3)]
    with pytest.raises(InputError):
        ranking.rank(rows, "coin")


def test_a_team_ranks_by_the_sum_of_its_members():
    ranked = ranking.rank([_row("A", 10), _row("B", 20), _row("C", 25), _row("D", 5)])
    teams = ranking.teams(ranked, {"A": "Eins", "B": "Eins", "C": "Zwei", "D": "Zwei"})
    assert [(t["team"], t["points"], t["place"]) for t in teams] == [
        ("Eins", 30, 1), ("Zwei", 30, 1)
    ]  # fmt: skip


def test_loss_fees_rise_after_the_first_lost_games():
    assert ranking.loss_fees(5, 50) == 250
    assert ranking.loss_fees(5, 50, after=3, later=100) == 3 * 50 + 2 * 100
    assert ranking.loss_fees(2, 50, after=3, later=100) == 100


def test_tied_players_share_the_prizes_of_the_places_they_cover_to_the_cent():
    ranked = ranking.rank([_row("A", 50), _row("B", 40), _row("C", 40), _row("D", 1)])
    paid, kept = ranking.payout(ranked, 10001, [{"percent": 50}, {"percent": 30}, {"cents": 999}])
    # place 1: 5000; places 2 and 3 shared: 3000 + 999 = 3999 -> 2000 and 1999
    assert paid == {"A": 5000, "B": 2000, "C": 1999}
    assert kept == 10001 - 8999
    with pytest.raises(InputError, match="more than the pool"):
        ranking.payout(ranked, 100, [{"cents": 101}])


def test_euros_are_read_to_the_cent_and_nonsense_is_refused():
    assert money.cents("10", "fee") == 1000 and money.cents("0,5", "fee") == 50
    assert money.cents("1.05", "fee") == 105
    assert money.prizes("50%, 30%,12.50") == [{"percent": 50}, {"percent": 30}, {"cents": 1250}]
    for bad in ("-1", "1.234", "ten", ""):
        with pytest.raises(InputError):
            money.cents(bad, "fee")
    with pytest.raises(InputError):
        money.prizes("150%")
