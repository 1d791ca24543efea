"""Räuberskat (SPEC §5.10): German Skat without bidding, each seat playing each kind of game
once, the best list after 4 x players deals winning."""

from core import record
from core.errors import InputError, seat_shown
from core.skat import german

KINDS = ("a suit game", "a Grand", "a Null", "a Ramsch")


def score_hand(settings, state, hand):
    """SPEC §5.10 Räuberskat: no bidding; in turn (forehand) each seat plays a suit game, a
    Grand, a Null and a Ramsch once each; after 4 x players deals the best list wins."""
    record.check_fields(hand, hand)  # an object of version 1; its fields are checked later
    if "bid" in hand:
        raise InputError("bid", "Räuberskat has no bidding")
    players = state["players"]
    seat = (state["dealer"] + 1) % players
    game = record.get_choice(hand, "game", german.GAMES)
    kind = 3 if game == "pass" else 2 if game == "null" else 1 if game == "grand" else 0
    if kind < 3 and record.get_seat(hand, "declarer", players) != seat:
        raise InputError("declarer", "{} (forehand) plays this deal".format(seat_shown(seat)))
    kinds = state.get("kinds") or [0] * players
    if kinds[seat] >> kind & 1:
        raise InputError("game", "{} has played {} already".format(seat_shown(seat), KINDS[kind]))
    plain = dict(settings)
    plain["raeuberskat"] = False
    if plain["on_all_pass"] == "redeal":
        plain["on_all_pass"] = "ramsch"  # the Ramsch is a contract here, never a redeal
    if kind < 3:
        hand = dict(hand)
        hand["bid"] = 18  # the lowest call: a game is never overbid
    deltas, new, events = german.score_hand(plain, state, hand)
    if events == [("replay", None)]:
        return deltas, new, events  # SPEC §8 item 34: the deal does not count
    new["kinds"] = kinds[:]
    new["kinds"][seat] |= 1 << kind
    new["deals_left"] = state.get("deals_left", 4 * players) - 1
    if new["deals_left"] == 0 and not new["over"]:
        best = max(new["scores"])
        new["over"] = True
        new["winners"] = [s for s in range(players) if new["scores"][s] == best]
        new["losers"] = [s for s in range(players) if new["scores"][s] != best]
        events.append(("decided", {"winners": new["winners"], "losers": new["losers"]}))
    return deltas, new, events
