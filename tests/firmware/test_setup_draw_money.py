"""The new-session screens as a player reads them on the simulated 4.2" panel: a preset the
device cannot play refused at its own step with what to do, and money as the table says it
with the value being changed in the middle of its list, as on the 2.9" (test_setup_draw)."""

from setup_rig import ROSTER, drawn, to
from test_setup_draw import check_money_list

from app import setting_values
from app import texts_newsession_en as en
from app.setup import Setup
from checks import equal

PANEL = (400, 300)


def test_a_preset_the_clock_cannot_play_is_refused_at_its_step():
    s = Setup(ROSTER, None)
    to(s, "skat")
    to(s, "bierlachs_300_date")
    equal(" ".join(drawn(s, *PANEL)[1:3]), en.REFUSED.format(en.NO_DATE))
    setting_values.let_go()


def test_money_and_the_value_changed_in_the_middle_of_its_list():
    check_money_list(PANEL)
