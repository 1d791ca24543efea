"""Settings that apply only under others (the games' NEEDS rows, core.settings): refused where
they have no effect; one game's modules loaded at a time."""

from checks import equal, let_go_games, raises
from core import games


def test_a_setting_without_effect_is_refused():
    # (game, settings given, the setting refused or None): a setting that applies only under
    # another keeps its default elsewhere, refused as the rate keys are under hist_1876 (SPEC
    # Changes 2026-12-03 item 3; docs/hand-record.md)
    cases = (
        ("bierkopf", {"beer_per_bolln": 2}, "beer_per_bolln"),
        ("bierkopf", {"beer_per_bolln": 2, "stake": "round"}, "beer_per_bolln"),
        ("bierkopf", {"beer_per_bolln": 2, "stake": "bolln_count"}, None),
        ("bierkopf", {"beer_per_bolln": 1, "stake": "round"}, None),  # the default changes nothing
        ("bierkopf", {"carry_doubled": True, "tie_carry": "replay_no_carry"}, "carry_doubled"),
        ("schafkopf", {"unit": 5}, "unit"),
        ("schafkopf", {"unit": 5, "tariff_preset": "official"}, None),
        ("schafkopf", {"hist_level": 2}, "hist_level"),
        ("schafkopf", {"legen_who": "one"}, "legen_who"),
        ("schafkopf", {"wenz_rate": 20, "allowed_contracts": ["rufer", "solo"]}, "wenz_rate"),
        ("schafkopf", {"pot_pair_pays": "full", "stock_sweetener": 10}, "pot_pair_pays"),
        ("schafkopf", {"pot_pair_pays": "full", "stock_sweetener": 10, "pot_rufer_pair": True},
         None),
        ("schafkopf", {"durchmarsch_value": "ramsch"}, "durchmarsch_value"),
        ("schafkopf", {"durchmarsch_value": "ramsch", "on_all_pass": "ramsch"}, None),
        ("schafkopf", {"bock_stacking": "stack"}, "bock_stacking"),
        ("schafkopf", {"bock_stacking": "stack", "on_all_pass": "bock_round"}, None),
        ("skat", {"ramsch_scoring": "fixed"}, "ramsch_scoring"),
        ("skat", {"ramsch_scoring": "fixed", "raeuberskat": True}, None),
        ("skat", {"ramsch_scoring": "fixed", "raeuberskat": True,
                  "on_all_pass": "gewinner_ramsch"}, "ramsch_scoring"),
        ("skat", {"ramsch_fixed_1": 12, "on_all_pass": "ramsch"}, "ramsch_fixed_1"),
        ("skat", {"kontra": "kontra", "preset": "na_tournee"}, "kontra"),
        ("skat", {"tourn_win_bonus": 60}, "tourn_win_bonus"),
        ("skat", {"pinke_fee": 20}, "pinke_fee"),
        ("bauernschnapsen", {"gang_vs_zehnergang": "zehnergang_wins"}, "gang_vs_zehnergang"),
        ("bauernschnapsen", {"gang_vs_zehnergang": "zehnergang_wins",
                             "contracts_enabled": ["normal", "gang", "zehnergang"]}, None),
        ("bauernschnapsen", {"partner_may_bid": True, "contracts_enabled": ["normal", "gang"]},
         "partner_may_bid"),
    )  # fmt: skip
    for game, given, field in cases:
        let_go_games()
        if field is None:
            equal(len(games.make_settings(game, given)) > 0, True, game)
            continue
        err = raises(games.make_settings, game, given, field="settings." + field)
        equal("has no effect unless" in str(err), True, str(err))


def test_every_needs_row_names_settings_and_values_of_the_table():
    # A typo in a row of core.needs would refuse a setting everywhere, or nowhere.
    from core import needs

    for game in needs.NEEDS:
        rows = {}
        for row in games.options(game):
            key, kind, _, domain = row.split(" ")
            rows[key] = (kind, domain)
        for row in needs.NEEDS[game]:
            parts = row.split(" ")
            for key in parts[0].split(","):
                equal(key in rows, True, row)
            for cond in parts[1:]:
                for alt in cond.split("|"):
                    other, _, values = alt.partition("=")
                    kind, domain = rows[other.rstrip("!")]
                    for value in values.split(","):
                        if kind == "bool":
                            equal(value in ("0", "1"), True, row)
                        elif kind in ("choice", "set"):
                            equal(value in domain.split(","), True, row)
                        else:
                            equal(int(value) >= 0, True, row)
    for game in needs.NEEDS:
        equal(game in games.GAMES, True, game)
