"""Skat properties over generated hands (CPython, hypothesis): levels, overbid, lists, race."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core import deal_points, games, sheet
from core.skat import rules as skat
from core.skat import value as skat_value

BASES = {"diamonds": 9, "hearts": 10, "spades": 11, "clubs": 12, "grand": 24}
SEATS = st.integers(0, 2)
NO_KONTRA = st.just(0)
LEGAL_BIDS = [bid for bid in range(18, 265) if skat_value.is_legal_bid(bid, 24)]


@st.composite
def trump_hands(draw, seat=SEATS, kontra=NO_KONTRA):
    game = draw(st.sampled_from(sorted(BASES)))
    tricks = draw(st.integers(0, 10))
    points = draw(st.integers(*sheet.points_range(3 * tricks + 2, 12)))
    hand = {
        "game": game,
        "declarer": draw(seat),
        "bid": draw(st.sampled_from(LEGAL_BIDS)),
        "matadors": draw(st.integers(1, 4 if game == "grand" else 11)),
        "declarer_points": points,
        "declarer_tricks": tricks,
        "kontra": draw(kontra),
    }
    if draw(st.booleans()):
        hand["hand"] = True
        said = draw(st.sampled_from(("", "schneider_announced", "schwarz_announced", "ouvert")))
        if said:
            hand[said] = True
    return hand


def reference(hand):
    """An independent reading of SPEC §5.3, §5.5, §5.6 -> (won, value, loss value)."""
    base = BASES[hand["game"]]
    points, tricks = hand["declarer_points"], hand["declarer_tricks"]
    ouvert = hand.get("ouvert", False)
    schwarz_said = ouvert or hand.get("schwarz_announced", False)
    schneider_said = schwarz_said or hand.get("schneider_announced", False)
    level = hand["matadors"] + 1
    level += hand.get("hand", False) + schneider_said + schwarz_said + ouvert
    level += schneider_said or points >= 90 or points <= 30
    level += schwarz_said or tricks in (0, 10)
    value = base * level
    won = points >= (90 if schneider_said else 61) and (tricks == 10 or not schwarz_said)
    won = won and value >= hand["bid"]
    loss = value
    while loss < hand["bid"]:
        loss += base
    return won, value, loss


@settings(max_examples=400)
@given(trump_hands())
def test_level_stays_between_2_and_18(hand):
    won, value, loss = reference(hand)
    hand["bid"] = 18  # no overbid: the scored figure is the value itself
    deltas, new, events = skat.score_hand(
        games.make_settings("skat"),
        skat.new_state(games.make_settings("skat"), 3, 2),
        hand,
    )
    figure = events[0][1]["value"]
    base = BASES[hand["game"]]
    assert figure % base == 0
    assert 2 <= figure // base <= (11 if hand["game"] == "grand" else 18)


@settings(max_examples=400)
@given(trump_hands(kontra=st.integers(0, 4)))
def test_classic_list_matches_reference(hand):
    given_rules = games.make_settings("skat", {"kontra": "up_to_resupra"})
    deltas, new, events = skat.score_hand(given_rules, skat.new_state(given_rules, 3, 2), hand)
    won, value, loss = reference(hand)
    factor = 1 << hand["kontra"]
    seat = hand["declarer"]
    # lost = -2 x the value it would have scored when won (the loss value when overbid)
    assert deltas[seat] == (value * factor if won else -2 * loss * factor)
    assert sum(deltas) == deltas[seat]


def as_class(hand, top, bottom, keep):
    """`hand` given by its result class (SPEC §5.3 lines `top`, `bottom`) instead of its card
    points, keeping the fields in `keep`."""
    points, tricks = hand["declarer_points"], hand["declarer_tricks"]
    if tricks in (0, 10):
        result = "won_schwarz" if tricks else "lost_schwarz"
    elif points > 60:
        result = "won_schneider" if points >= top else "won"
    else:
        result = "lost" if points > bottom else "lost_schneider"
    out = {key: hand[key] for key in hand if key in keep or not key.startswith("declarer_")}
    out["declarer"] = hand["declarer"]
    out["result"] = result
    return out


KEEP = st.sampled_from(((), ("declarer_tricks",), ("declarer_tricks", "declarer_points")))


@settings(max_examples=300)
@given(trump_hands(kontra=st.integers(0, 4)), KEEP)
def test_a_result_class_scores_as_its_card_points(hand, keep):
    # docs/entry-choices.md: the class is another form of the same record
    given_rules = games.make_settings("skat", {"kontra": "up_to_resupra"})
    start = skat.new_state(given_rules, 3, 2)
    by_class = as_class(hand, 90, 30, keep)
    assert skat.score_hand(given_rules, start, by_class) == skat.score_hand(
        given_rules, start, hand
    )


@given(st.sampled_from((9, 10, 11, 12, 20, 24)), st.integers(2, 18), st.integers(18, 264))
def test_overbid_loss_is_a_multiple_of_the_base_not_below_the_bid(base, level, bid):
    loss = skat_value.loss_value(base * level, base, bid)
    assert loss % base == 0
    assert loss >= bid
    assert loss - base < bid or loss == base * level


@st.composite
def bierlachs_hands(draw):
    if draw(st.integers(0, 3)) == 0:
        tricks = draw(st.sampled_from(([10, 0, 0], [5, 3, 2], [4, 3, 3], [6, 4, 0])))
        points = {10: [120, 0, 0]}.get(tricks[0])
        if points is None:
            points = [tricks[0] * 12, tricks[1] * 12, 120 - tricks[0] * 12 - tricks[1] * 12]
        return {"game": "pass", "points": points, "tricks": tricks}
    if draw(st.booleans()):
        return {
            "game": "null",
            "declarer": draw(st.integers(0, 2)),
            "bid": 18,
            "declarer_tricks": draw(st.integers(0, 3)),
        }
    return draw(trump_hands())


@settings(max_examples=200)
@given(
    st.lists(bierlachs_hands(), min_size=1, max_size=60),
    st.sampled_from(("ramsch", "gewinner_ramsch")),
    st.sampled_from((301, 401, 501)),
    st.sampled_from(("most_negative_loses", "both_pay")),
)
def test_bierlachs_totals_only_fall_and_the_race_ends_at_its_target(hands, all_pass, target, tie):
    given_rules = games.make_settings(
        "skat",
        {
            "scoring_system": "bierlachs",
            "on_all_pass": all_pass,
            "bierlachs_target": target,
            "bierlachs_tie": tie,
        },
    )
    table = skat.new_state(given_rules, 3, 0)
    for hand in hands:
        before = list(table["scores"])
        deltas, table, events = skat.score_hand(given_rules, table, hand)
        assert all(delta <= 0 for delta in deltas)
        assert table["scores"] == [a + b for a, b in zip(before, deltas, strict=True)]
        crossed = [seat for seat in range(3) if table["scores"][seat] <= -target]
        assert table["over"] == bool(crossed)
        if table["over"]:
            low = min(table["scores"])
            losers = (
                crossed
                if tie == "both_pay"
                else [s for s in crossed if before[s] + deltas[s] == low]
            )
            assert table["losers"] == losers
            break


NA_BASES = {"diamonds": (5, 9), "hearts": (6, 10), "spades": (7, 11), "clubs": (8, 12)}
NA_BASES["grand"] = (12, 20)


@st.composite
def na_hands(draw):
    game = draw(st.sampled_from(sorted(NA_BASES)))
    grand = game == "grand"
    contract = draw(
        st.sampled_from(("tourne", "passt_mir_nicht", "solo") + (("guckser",) if grand else ()))
    )
    tricks = draw(st.integers(0, 10))
    points = draw(st.integers(*sheet.points_range(3 * tricks + 2, 12)))
    hand = {
        "game": game,
        "contract": contract,
        "declarer": draw(SEATS),
        "matadors": draw(st.integers(1, 4 if grand else 11)),
        "declarer_points": points,
        "declarer_tricks": tricks,
    }
    said = ("", "schneider_announced", "schwarz_announced")
    if grand and contract == "solo":
        said += ("ouvert",)
    said = draw(st.sampled_from(said))
    if said:
        hand[said] = True
    return hand


def na_reference(hand):
    """An independent reading of SPEC §5.10 as steps (like §5.3 without Hand and Ouvert):
    tops + game + Schneider + Schwarz + Schneider declared + Schwarz declared -> delta."""
    contract = hand["contract"]
    points, tricks = hand["declarer_points"], hand["declarer_tricks"]
    ouvert = hand.get("ouvert", False)
    if contract == "guckser":
        base = 16
    elif ouvert:
        base = 24
    else:
        base = NA_BASES[hand["game"]][contract == "solo"]
    schwarz_said = ouvert or hand.get("schwarz_announced", False)
    schneider_said = schwarz_said or hand.get("schneider_announced", False)
    level = hand["matadors"] + 1 + schneider_said + schwarz_said
    level += schneider_said or points >= 91 or points <= 29
    level += schwarz_said or tricks in (0, 10)
    value = base * level
    if points >= (91 if schneider_said else 61) and (tricks == 10 or not schwarz_said):
        return value
    doubled = contract == "guckser" or (contract == "passt_mir_nicht" and points < 61)
    return -value * (2 if doubled else 1)


@settings(max_examples=400)
@given(na_hands())
def test_na_tournee_matches_reference(hand):
    given_rules = games.make_settings("skat", {"preset": "na_tournee"})
    deltas, new, events = skat.score_hand(given_rules, skat.new_state(given_rules, 3, 2), hand)
    seat = hand["declarer"]
    assert deltas[seat] == na_reference(hand)
    assert sum(deltas) == deltas[seat]


@settings(max_examples=300)
@given(na_hands(), KEEP)
def test_na_result_class_scores_as_its_card_points(hand, keep):
    # the North-American lines: Schneider at 91, the declarer at 29 or less (SPEC §8 item 28)
    given_rules = games.make_settings("skat", {"preset": "na_tournee"})
    start = skat.new_state(given_rules, 3, 2)
    by_class = as_class(hand, 91, 29, keep)
    assert skat.score_hand(given_rules, start, by_class) == skat.score_hand(
        given_rules, start, hand
    )


@st.composite
def na_ramsch_hands(draw):
    tricks = draw(st.sampled_from(([10, 0, 0], [5, 3, 2], [4, 3, 3], [6, 4, 0], [0, 9, 1])))
    points = []
    for _ in (0, 1, 2):
        # what the seat's tricks can hold beside the others' and the unused skat (SPEC §1)
        lims, n, top = deal_points.skat_deals(tricks, None, "")[0]
        points.append(draw(st.integers(*deal_points.span(lims, n, points, top))))
    assert 98 <= sum(points) <= 120  # the skat's two cards hold 0..22
    return {"game": "ramsch", "points": points, "tricks": tricks}


@settings(max_examples=200)
@given(na_ramsch_hands())
def test_na_ramsch_pays_only_the_fewest_or_charges_a_march(hand):
    given_rules = games.make_settings("skat", {"preset": "na_tournee"})
    deltas, new, events = skat.score_hand(given_rules, skat.new_state(given_rules, 3, 2), hand)
    points, tricks = hand["points"], hand["tricks"]
    if 10 in tricks:
        assert deltas == [-30 if t == 10 else 0 for t in tricks]
        return
    for seat in range(3):
        if points[seat] == min(points):
            assert deltas[seat] == (10 if tricks[seat] else 20)
        else:
            assert deltas[seat] == 0


@settings(max_examples=50)
@given(st.tuples(*[st.permutations((0, 1, 2, 3))] * 3))
def test_raeuberskat_ends_after_twelve_deals_with_the_best_list(orders):
    """Each seat plays its four kinds in any order; the session ends after deal 12."""
    given_rules = games.make_settings("skat", {"raeuberskat": True})
    table = skat.new_state(given_rules, 3, 2)
    ramsch = {"game": "pass", "points": [62, 38, 20], "tricks": [5, 3, 2]}
    for deal in range(12):
        seat = (table["dealer"] + 1) % 3
        kind = orders[seat][deal // 3]
        if kind == 3:
            hand = ramsch
        elif kind == 2:
            hand = {"game": "null", "declarer": seat, "declarer_tricks": deal % 2}
        else:
            hand = {"game": ("clubs", "grand")[kind], "declarer": seat, "matadors": 1}
            hand["declarer_points"] = 50 + deal
            hand["declarer_tricks"] = 5
        assert table["over"] is False
        deltas, table, events = skat.score_hand(given_rules, table, hand)
    assert table["over"] is True
    assert table["kinds"] == [15, 15, 15]
    best = max(table["scores"])
    assert table["winners"] == [s for s in range(3) if table["scores"][s] == best]
    assert sorted(table["winners"] + table["losers"]) == [0, 1, 2]
