"""The new-session rules list on the simulated 2.9" panel turned: a setting and its value too
long across go on over the next lines, whole, page by page."""

import setup_rig
from setup_rig import DATE, ROSTER, drawn, to, words

from app import setting_values
from app.setup import Setup
from checks import equal


def test_the_rules_list_wraps_in_portrait():
    # The 2.9" panel turned: a setting's name and its value too long across go on over the
    # next lines, whole ("Stock: Rufer pair only", "lost Solo, Schwarz, 60:60"), page by page.
    s = Setup(ROSTER, DATE)
    to(s, "schafkopf")
    to(s, "10/20/50_stock_bock")
    seen = []
    s.cursor = 0
    while True:
        seen += drawn(s, 128, 296)[2:]
        step = setup_rig.pages[0]
        if s.cursor + step >= len(s.items()):
            break
        s.cursor += step
    said = " ".join(seen)
    rules = setting_values.rule_words("schafkopf", words("en"))
    for key in ("pot_rufer_pair", "bock_triggers"):
        equal(setting_values.label(rules, key) in said, True, (key, said))
    equal("lost Solo, Schwarz, 60:60" in said, True, said)
    equal([text for text in seen if text.endswith(".")], [])  # nothing cut
    setup_rig.closed()
