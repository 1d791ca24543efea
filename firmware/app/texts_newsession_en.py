"""English texts of the new-session screens, the rule card and the settings of every game
(German card terms stay German). Keys of LABELS are the core's settings keys; a value without
an entry in VALUES is shown as the core's word with spaces for underscores."""

TITLE_GAME = "New session: game"
TITLE_PRESET = "House rules"
TITLE_RULES = "Rules"
TITLE_SEATS = "Players at the table"
TITLE_SEAT = "Seat {}"
TITLE_NEW_NAME = "New name, seat {}"
TITLE_DEALER = "First dealer"
TITLE_CARD = "Rule card"
START_WITH = "Go on with these rules"
NEW_NAME = "+ new name"
PLAYERS_N = "{} players"
HINT_LIST = "OK: choose, hold: back"
HINT_EDIT = "OK: take, hold: back"
HINT_SET = "OK: on/off, hold: done"
HINT_PICKER = "OK: take, hold: back"
HINT_CARD = "OK: agreed, hold: back"
DONE = "done"
DELETE = "delete"
CHANGED = "*"  # marks a setting changed from the preset
REFUSED = "Not possible: {}"
NO_DATE = "needs the date: set the clock"
NAME_EMPTY = "type a name first"
NAME_TAKEN = "that name is taken"
NAME_BAD = "not a good name"
NAME_LONG = "24 letters at most"
SAVE_FAILED = "not saved: {}"
STARTING = "Starting..."

YES = "yes"
NO = "no"
OFF = "off"
NONE = "none"
CENTS = "{} ct"

GAMES = {
    "schafkopf": "Schafkopf",
    "bierkopf": "Bierkopf",
    "german_schafkopf": "German Schafkopf",
    "skat": "Skat",
    "bauernschnapsen": "Bauernschnapsen",
}

PRESETS = {
    "schafkopf/schule": "Schafkopfschule 10/50",
    "schafkopf/10/20": "10/20",
    "schafkopf/5/20": "5/20",
    "schafkopf/10/20/50_stock_bock": "10/20/50 with Stock and Bock",
    "schafkopf/rennen": "Schafkopfrennen list",
    "schafkopf/points": "Points (1 = 10 ct)",
    "bierkopf/21": "To 21, losers a Maß each",
    "bierkopf/21_round": "To 21, losers buy a round",
    "bierkopf/bolln": "Bolln counted, a beer each",
    "german_schafkopf/9": "Sheep's head, 9 strokes",
    "german_schafkopf/12": "Sheep's head, 12 strokes",
    "skat/classic": "Classic list",
    "skat/isko": "ISkO list (Seeger-Fabian)",
    "skat/bierlachs_501": "Bierlachs 501",
    "skat/bierlachs_300_date": "Bierlachs 300 + date",
    "bauernschnapsen/24": "Bauernschnapsen up to 24",
    "bauernschnapsen/down_24": "Down from 24",
    "bauernschnapsen/24_50ct": "Up to 24, 50 ct a Bummerl",
}

LABELS = {
    "tariff_preset": "Tariff",
    "unit": "Unit (ct)",
    "impure_rufer_mult": "Impure Rufer x",
    "impure_solo_mult": "Impure Solo x",
    "hist_level": "1876 level",
    "rufer_rate": "Rufer rate",
    "solo_rate": "Solo rate",
    "wenz_rate": "Wenz rate",
    "geier_rate": "Geier rate",
    "bettel_rate": "Bettel rate",
    "schneider_rate": "Schneider rate",
    "schwarz_rate": "Schwarz rate",
    "runner_rate": "Laufende rate",
    "runner_half": "Laufende at half",
    "ramsch_rate": "Ramsch rate",
    "min_runners": "Laufende from",
    "min_runners_four": "Laufende from (4 trumps)",
    "min_runners_rufer": "Laufende from, Rufer",
    "min_runners_solo": "Laufende from, Solo",
    "min_runners_wenz": "Laufende from, Wenz",
    "min_runners_geier": "Laufende from, Geier",
    "min_runners_suit_wenz": "Laufende, Farbwenz",
    "min_runners_suit_geier": "Laufende, Farbgeier",
    "max_runners": "Laufende at most",
    "allowed_contracts": "Games played",
    "hochzeit_mult": "Hochzeit x",
    "tout_value_mode": "Tout value",
    "tout_fixed": "Tout fixed",
    "sie_fixed": "Sie fixed",
    "sie_runners": "Sie Laufende",
    "doubling_allowed": "Doubling",
    "legen": "Legen",
    "legen_who": "Who may lay",
    "klopfen": "Klopfen",
    "contra_takes_over": "Contra takes over",
    "muss_partner": "Muss partner",
    "on_all_pass": "All pass",
    "stock_sweetener": "Stock",
    "pot_rufer_pair": "Stock: Rufer pair only",
    "pot_pair_pays": "Pair pays Stock",
    "bock_triggers": "Bock after",
    "bock_stacking": "Bock stacking",
    "bock_counts_thrown_in": "Thrown-in counts for Bock",
    "kreuzbock_triggers": "Kreuzbock after",
    "ramsch_settlement": "Ramsch pays",
    "jungfrau_mult": "Jungfrau doubles",
    "jungfrau_pays": "Jungfrau pays",
    "durchmarsch": "Durchmarsch",
    "durchmarsch_value": "Durchmarsch value",
    "ramsch_tiebreak": "Ramsch tie",
    "last_round_mult": "Last round x",
    "last_round_solo_only": "Last round solos only",
    "special_rounds": "Special rounds",
    "minas_payment": "Minas payment",
    "pack": "Pack",
    "target": "Target",
    "schneider_free_at": "Schneider-free at",
    "schwarz_by": "Schwarz by",
    "tie_carry": "60:60",
    "carry_doubled": "Carry doubled",
    "doubling": "Doubling",
    "stake": "Stake",
    "beer_per_bolln": "Beer per Bolln",
    "target_strokes": "Strokes to lose",
    "schneider_at": "Schneider at",
    "tie_60_60": "60:60",
    "forced_min_trumps": "Forced game trumps",
    "tally_per": "Strokes per",
    "solo_strokes": "Solo strokes",
    "grand_base": "Grand base",
    "lost_hand_doubled": "Lost Hand doubled",
    "lost_announced_doubled": "Lost announced x2",
    "kontra": "Kontra",
    "scoring_system": "List",
    "tourn_win_bonus": "Won game bonus",
    "tourn_loss_penalty": "Lost game penalty",
    "tourn_def_bonus_3p": "Defenders (3)",
    "tourn_def_bonus_4p": "Defenders (4)",
    "bierlachs_target": "Bierlachs to",
    "bierlachs_day": "Bierlachs day",
    "bierlachs_plus_date": "Target + date",
    "bierlachs_tie": "Bierlachs tie",
    "ramsch_scoring": "Ramsch scoring",
    "ramsch_fixed_0": "Ramsch fixed",
    "ramsch_fixed_1": "Ramsch, 1 Jungfrau",
    "ramsch_fixed_2": "Ramsch, 2 Jungfrau",
    "ramsch_jungfrau": "Ramsch Jungfrau",
    "ramsch_durchmarsch": "Durchmarsch",
    "schieberamsch": "Schieberamsch",
    "ramsch_ten_value": "Ramsch Ten counts",
    "ramsch_tie": "Ramsch tie",
    "pinke": "Pinke",
    "pinke_fee": "Pinke fee (ct)",
    "revolution": "Revolution",
    "money_settlement": "Money per point (ct)",
    "preset": "Values",
    "raeuberskat": "Räuberskat",
    "counting": "Counting",
    "contracts_enabled": "Games played",
    "ringerl_enabled": "Ringerl",
    "gang_vs_zehnergang": "Gang vs Zehnergang",
    "max_flecks": "Flecken at most",
    "schneider_bummerl": "Schneider Bummerl",
    "retourschneider_bummerl": "Retourschneider",
    "talon_bummerl_rule": "3 players: Bummerl",
    "cents_per_bummerl": "ct per Bummerl",
    "partner_may_bid": "Partner may bid",
    "melds_count_for_33": "Melds count to 33",
}

VALUES = {
    "tariff_preset=official": "official (unit)",
    "tariff_preset=impure": "impure",
    "tariff_preset=social_points": "points",
    "tariff_preset=tournament": "Rennen list",
    "tariff_preset=hist_1876": "1876",
    "doubling_allowed=none": "none",
    "doubling_allowed=stoss": "Stoß",
    "doubling_allowed=stoss_retour": "Stoß, Retour",
    "doubling_allowed=escalation": "Stoß without end",
    "on_all_pass=redeal": "deal again",
    "on_all_pass=bock_round": "Bock round",
    "on_all_pass=muss": "Muss",
    "on_all_pass=ramsch": "Ramsch",
    "on_all_pass=gewinner_ramsch": "Gewinner-Ramsch",
    "bock_triggers=thrown_in": "thrown in",
    "bock_triggers=lost_solo": "lost Solo",
    "bock_triggers=doubled": "Stoß",
    "bock_triggers=sixty_all": "60:60",
    "bock_triggers=schwarz": "Schwarz",
    "scoring_system=classic": "classic",
    "scoring_system=seeger_fabian": "Seeger-Fabian",
    "scoring_system=bierlachs": "Bierlachs",
    "kontra=kontra_re": "Kontra, Re",
    "kontra=up_to_resupra": "up to Resupra",
    "stake=beer_per_losing_player": "a Maß each loser",
    "stake=round": "losers buy a round",
    "stake=bolln_count": "Bolln",
    "tie_carry=carry_1": "1 point carried",
    "tie_carry=carry_accumulate": "carried, adding up",
    "tie_carry=replay_no_carry": "replayed",
    "doubling=either_side_once": "once, either side",
    "doubling=forehand_side_only": "forehand side",
    "counting=up_to_24": "up to 24",
    "counting=down_from_24": "down from 24",
    "tally_per=team": "team",
    "tally_per=player": "player",
    "tie_60_60=defenders_win": "defenders win",
    "tie_60_60=replay": "replayed",
    "ramsch_settlement=loser_pays_all": "loser pays all",
    "ramsch_settlement=top_two_pay": "top two pay",
    "pinke=loss_fee": "fee per lost game",
    "pinke=grand_hand_jackpot": "Grand Hand jackpot",
    "preset=german": "German (ISkO)",
    "preset=na_tournee": "North American",
    "pack=long32": "long (32)",
    "pack=short24": "short (24)",
    "pack=short20": "short (20)",
}

# What "no value" means for the settings that may have none (int? in the core's table).
NULLS = {
    "rufer_rate": "by tariff",
    "solo_rate": "by tariff",
    "wenz_rate": "by tariff",
    "geier_rate": "by tariff",
    "bettel_rate": "by tariff",
    "schneider_rate": "by tariff",
    "schwarz_rate": "by tariff",
    "runner_rate": "by tariff",
    "ramsch_rate": "by tariff",
    "tout_fixed": "by tariff",
    "sie_fixed": "by tariff",
    "min_runners_rufer": "as all",
    "min_runners_solo": "as all",
    "min_runners_wenz": "as all",
    "min_runners_geier": "as all",
    "min_runners_suit_wenz": "as all",
    "min_runners_suit_geier": "as all",
    "max_runners": "no limit",
    "bierlachs_day": "from date",
}

CARD_PLAYERS = "Players"
CARD_DEALER = "deals first"
CARD_DATE = "Date"
CARD_NO_DATE = "unknown"
CARD_MORE = "+{} more"
