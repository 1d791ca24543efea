"""Settings of Bauernschnapsen (SPEC §6.8; §8 items 39, 42).

Loaded only while settings are made (core.games).
"""

# One text row per setting (core.settings): key, kind, default, domain.
OPTIONS = (
    "counting choice up_to_24 up_to_24,down_from_24",
    "target int 24 24,24",
    "contracts_enabled set bauernschnapser,bettler,gang,kontrabauernschnapser,kontraschnapser,"
    "normal,schnapser normal,bettler,schnapser,gang,bauernschnapser,kontraschnapser,"
    "kontrabauernschnapser,assenbettler,assbettler,plauderer,zehnergang,bauernloch,"
    "freundschaftsschnapser",
    "ringerl_enabled bool 0 -",
    "gang_vs_zehnergang choice gang_wins gang_wins,zehnergang_wins",
    "max_flecks int 3 0,3",
    "schneider_bummerl int 2 1,99",
    "retourschneider_bummerl int 4 1,99",
    "talon_bummerl_rule choice fewest_points fewest_points,everyone_below_24",
    "cents_per_bummerl int 0 0,100000",
    "partner_may_bid bool 0 -",
    "melds_count_for_33 bool 1 -",
)
