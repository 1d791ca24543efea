"""The German rule card on the simulated 2.9" panel turned: a word wider than the line
(the card's pages and wrapping between words: test_setup_draw_card_pages and
test_setup_draw_rules_list)."""

from setup_rig import DATE, ROSTER, drawn, press, to

from app import setting_values
from app.setup import Setup
from checks import equal


def test_a_word_wider_than_the_line_is_broken_not_cut():
    # "Kontrabauernschnapser" is wider than the 2.9" panel turned: in the list of games
    # played and on the card it goes on over the next line after a hyphen, not cut with a
    # point ("Kontrabauernschn.").
    s = Setup(ROSTER, DATE)
    to(s, "bauernschnapsen")
    to(s, "24")
    to(s, "contracts_enabled")
    while s.items()[s.cursor] != "kontrabauernschnapser":
        s.handle("NEXT")
    listed = drawn(s, 128, 296, "de")
    to(s, "bettler")  # off: the card lists the games played, changed
    press(s, "BACK")  # done
    s.cursor = 0
    press(s, "OK", "OK")  # go on; four players
    for name in ("Sepp", "Resi", "Hans", "Vroni"):
        to(s, name)
    to(s, "Resi")
    shown = drawn(s, 128, 296, "de")
    for texts in (listed, shown):
        equal([text for text in texts if text.endswith(".")], [], texts)
        equal(len([text for text in texts if text.endswith("-")]) > 0, True, texts)
        whole = "".join(text[:-1] if text.endswith("-") else text + " " for text in texts)
        equal("Kontrabauernschnapser" in whole, True, texts)
    setting_values.let_go()
