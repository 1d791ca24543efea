"""Settings that apply only under others, per game: elsewhere they must keep their default, so
the rule card never shows a setting without effect (SPEC Changes 2026-12-03 item 3;
docs/hand-record.md lists them).

Each row names settings (comma-separated), then where they apply: every cond must hold; a cond
is "other=a,b" (other is one of a, b; a set holds one of them) or "other!=a,b", "|" between
conds meaning either; 1/0 for a bool, "-" for none. One module for every game, loaded only
when a session's settings change one from its default, after they are made: one module takes
less of the device's heap than one per game (bench/sim_heap.py).
"""

from core.errors import InputError

NEEDS = {
    # SPEC §2.12. The rate keys under hist_1876 are core.schafkopf.rates', as is tout_fixed
    # (tout_value_mode fixed or a point preset). The pot is fed only by the sweetener; Ramsch
    # and Muss are played on all pass or as a contract of their own.
    "schafkopf": (
        "unit tariff_preset=official,impure",
        "impure_rufer_mult,impure_solo_mult tariff_preset=impure",
        "hist_level tariff_preset=hist_1876",
        "wenz_rate allowed_contracts=wenz,suit_wenz",
        "geier_rate allowed_contracts=geier,suit_geier,kaiser,eisenbahner,spatz,suit_kaiser,"
        "suit_eisenbahner",
        "bettel_rate allowed_contracts=bettel,bettel_brett,ramsch_tout",
        "hochzeit_mult allowed_contracts=hochzeit",
        "sie_fixed,sie_runners allowed_contracts=sie",
        "legen_who legen=nacheinander,durcheinander",
        "contra_takes_over doubling_allowed=stoss,stoss_retour,escalation",
        "muss_partner on_all_pass=muss|allowed_contracts=muss",
        "pot_rufer_pair stock_sweetener!=0",
        "pot_pair_pays stock_sweetener!=0 pot_rufer_pair=1",
        "bock_stacking,bock_counts_thrown_in"
        " bock_triggers=thrown_in,lost_solo,doubled,sixty_all,schwarz|on_all_pass=bock_round",
        "ramsch_rate,ramsch_settlement,jungfrau_mult,durchmarsch,ramsch_tiebreak"
        " on_all_pass=ramsch|allowed_contracts=ramsch",
        "jungfrau_pays jungfrau_mult=1 on_all_pass=ramsch|allowed_contracts=ramsch",
        "durchmarsch_value durchmarsch=1 on_all_pass=ramsch|allowed_contracts=ramsch",
        "minas_payment special_rounds=minas",
    ),
    # SPEC §3.6; a 60:60 dealt again carries nothing to double.
    "bierkopf": (
        "beer_per_bolln stake=bolln_count",
        "carry_doubled tie_carry=carry_1,carry_accumulate",
    ),
    # SPEC §5.11. North-American Skat has no bids, Kontra, Revolution or German Ramsch (§5.10);
    # Räuberskat plays a Ramsch in every round, scored by the Ramsch of on_all_pass.
    "skat": (
        "grand_base,lost_hand_doubled,lost_announced_doubled,kontra,revolution,on_all_pass"
        " preset=german",
        "tourn_win_bonus,tourn_loss_penalty,tourn_def_bonus_3p,tourn_def_bonus_4p"
        " scoring_system=seeger_fabian",
        "bierlachs_target,bierlachs_day,bierlachs_plus_date,bierlachs_tie"
        " scoring_system=bierlachs",
        "ramsch_scoring,ramsch_tie on_all_pass=ramsch|raeuberskat=1 on_all_pass=ramsch,redeal",
        "ramsch_jungfrau on_all_pass=ramsch|raeuberskat=1 on_all_pass=ramsch,redeal"
        " ramsch_scoring=loser_only,everyone",
        "ramsch_fixed_0,ramsch_fixed_1,ramsch_fixed_2 ramsch_scoring=fixed",
        "ramsch_durchmarsch,schieberamsch,ramsch_ten_value"
        " on_all_pass=ramsch,gewinner_ramsch|raeuberskat=1",
        "pinke_fee pinke=loss_fee,grand_hand_jackpot",
    ),
    # SPEC §6.8
    "bauernschnapsen": (
        "gang_vs_zehnergang contracts_enabled=gang contracts_enabled=zehnergang",
        "partner_may_bid contracts_enabled=schnapser,bauernschnapser,bauernloch",
    ),
}


def check(game, settings, keys):
    """Refuse any of `keys` (make's `changed`) that has no effect under the other `settings`,
    so the rule card never shows one (SPEC Changes 2026-12-03 item 3). Each row of the
    game's NEEDS is "keys cond cond ...": the settings `keys` (comma-separated) apply only where
    every cond holds; a cond is "other=a,b" (other is one of a, b; a set holds one of them) or
    "other!=a,b", and "|" between conds means either. Values as the table writes them: 1/0
    for a bool, "-" for none."""
    for row in NEEDS.get(game, ()):
        at = row.find(" ")
        for key in row[:at].split(","):
            if key in keys and not _holds(settings, row[at + 1 :]):
                said = []
                for cond in row[at + 1 :].split(" "):
                    said.append("(" + cond.replace("|", " or ") + ")" if "|" in cond else cond)
                raise InputError("settings." + key, "has no effect unless " + " and ".join(said))


def applies(game, settings, key):
    """Whether the setting `key` has an effect under the complete `settings` of `game`: the
    rules step of a new session and the rule card show only those (one truth with check)."""
    for row in NEEDS.get(game, ()):
        at = row.find(" ")
        if key in row[:at].split(",") and not _holds(settings, row[at + 1 :]):
            return False
    return True


def _holds(out, conds):
    """True if every cond of `conds` (check's) holds for the settings `out`."""
    for cond in conds.split(" "):
        held = False
        for alt in cond.split("|"):
            at = alt.find("=")
            negate = alt[at - 1] == "!"
            value = out[alt[: at - negate]]
            values = alt[at + 1 :].split(",")
            hit = False
            for item in value if isinstance(value, tuple) else (value,):
                if item is None:
                    item = "-"
                elif item is True or item is False:
                    item = str(int(item))
                hit = hit or str(item) in values
            held = held or hit != negate
        if not held:
            return False
    return True
