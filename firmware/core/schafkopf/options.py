"""Settings of Bavarian Schafkopf (SPEC §2.12).

Loaded only while settings are made (core.games).
"""

# One text row per setting (core.settings): key, kind, default, domain. Every option of
# SPEC §2.12 with its default; the *_rate keys left at None take the preset's rate, and given
# they replace it (§2.6, decision 2026-12-01); the min_runners_* of a contract left at None
# take min_runners (min_runners_four for four trumps); pot_pair_pays and muss_partner: §8
# items 11, 13.
OPTIONS = (
    "tariff_preset choice 10/50 10/50,official,5/20,10/20,10/20/50,impure,social_points,"
    "tournament,hist_1876",
    "unit int 10 1,10000",
    "impure_rufer_mult int 1 1,2",
    "impure_solo_mult int 5 4,5",
    "hist_level int 1 1,3",
    "rufer_rate int? - 0,100000",
    "solo_rate int? - 0,100000",
    "wenz_rate int? - 0,100000",
    "geier_rate int? - 0,100000",
    "bettel_rate int? - 0,100000",
    "schneider_rate int? - 0,100000",
    "schwarz_rate int? - 0,100000",
    "runner_rate int? - 0,100000",
    "runner_half bool 0 -",
    "ramsch_rate int? - 0,100000",
    "min_runners int 3 1,14",
    "min_runners_four int 2 1,4",
    "min_runners_rufer int? - 1,14",
    "min_runners_solo int? - 1,14",
    "min_runners_wenz int? - 1,4",
    "min_runners_geier int? - 1,4",
    "min_runners_suit_wenz int? - 1,11",
    "min_runners_suit_geier int? - 1,11",
    "max_runners int? - 4,14",
    "allowed_contracts set rufer,sie,solo,tout,wenz rufer,hochzeit,muss,kreuzbock,solo,sie,wenz,"
    "suit_wenz,geier,suit_geier,kaiser,eisenbahner,spatz,suit_kaiser,suit_eisenbahner,bettel,bettel_brett,ramsch_tout,ramsch,"
    "tout",
    "hochzeit_mult int 2 1,2",
    "tout_value_mode choice formula formula,fixed",
    "tout_fixed int? - 0,100000",
    "sie_fixed int? - 0,100000",
    "sie_runners choice count count,ignore",
    "doubling_allowed choice stoss_retour none,stoss,stoss_retour,escalation",
    "legen choice off off,nacheinander,durcheinander",
    "legen_who choice all forehand,one,all",
    "klopfen choice off off,forehand,one,all",
    "contra_takes_over bool 0 -",
    "muss_partner choice called_ace called_ace,opposite",
    "on_all_pass choice redeal redeal,bock_round,muss,ramsch",
    "stock_sweetener int 0 0,100000",
    "pot_rufer_pair bool 0 -",
    "pot_pair_pays choice half half,full",
    "bock_triggers set - thrown_in,lost_solo,doubled,sixty_all,schwarz",
    "bock_stacking choice queue queue,stack",
    "bock_counts_thrown_in bool 1 -",
    "kreuzbock_triggers set - thrown_in,heart_solo,lost_solo",
    "ramsch_settlement choice loser_pays_all loser_pays_all,top_two_pay,schieberamsch",
    "jungfrau_mult bool 1 -",
    "jungfrau_pays choice all all,jungfrau_only",
    "durchmarsch bool 1 -",
    "durchmarsch_value choice solo solo,ramsch",
    "ramsch_tiebreak choice tricks tricks,highest_trump",
    "last_round_mult int 1 1,2",
    "last_round_solo_only bool 0 -",
    "special_rounds set - hadschader,kombi,minas",
    "minas_payment int? - 0,100000",
    "pack choice long32 long32,short24,short20",
)
