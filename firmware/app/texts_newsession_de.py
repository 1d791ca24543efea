"""Deutsche Texte der Bildschirme für eine neue Runde, der Regelkarte und der Einstellungen
jedes Spiels. Die Schlüssel von LABELS sind die Einstellungen des Regelkerns; ein Wert ohne
Eintrag in VALUES wird als Wort des Kerns gezeigt, Unterstriche als Leerzeichen."""

TITLE_GAME = "Neue Runde: Spiel"
TITLE_PRESET = "Hausregeln"
TITLE_RULES = "Regeln"
TITLE_SEATS = "Spieler am Tisch"
TITLE_SEAT = "Platz {}"
TITLE_NEW_NAME = "Neuer Name, Platz {}"
TITLE_DEALER = "Wer gibt zuerst"
TITLE_CARD = "Regelkarte"
START_WITH = "Weiter mit diesen Regeln"
NEW_NAME = "+ neuer Name"
PLAYERS_N = "{} Spieler"
HINT_LIST = "OK wählen, lang: zurück"
HINT_EDIT = "OK nehmen, lang: zurück"
HINT_SET = "OK an/aus, lang: fertig"
HINT_PICKER = "OK nehmen, lang: zurück"
HINT_CARD = "OK gilt, lang: zurück"
DONE = "fertig"
DELETE = "löschen"
CHANGED = "*"
REFUSED = "Geht nicht: {}"
NO_DATE = "braucht das Datum: Uhr stellen"
NAME_EMPTY = "erst einen Namen eingeben"
NAME_TAKEN = "den Namen gibt es schon"
NAME_BAD = "kein gültiger Name"
NAME_LONG = "höchstens 24 Zeichen"
SAVE_FAILED = "nicht gespeichert: {}"
STARTING = "Beginne..."

YES = "ja"
NO = "nein"
OFF = "aus"
NONE = "keine"
CENTS = "{} ct"

GAMES = {
    "schafkopf": "Schafkopf",
    "bierkopf": "Bierkopf",
    "german_schafkopf": "Deutscher Schafkopf",
    "skat": "Skat",
    "bauernschnapsen": "Bauernschnapsen",
}

PRESETS = {
    "schafkopf/schule": "Schafkopfschule 10/50",
    "schafkopf/10/20": "10/20",
    "schafkopf/5/20": "5/20",
    "schafkopf/10/20/50_stock_bock": "10/20/50 mit Stock und Bock",
    "schafkopf/rennen": "Schafkopfrennen-Liste",
    "schafkopf/points": "Punkte (1 = 10 ct)",
    "bierkopf/21": "Bis 21, je eine Maß",
    "bierkopf/21_round": "Bis 21, Verlierer zahlen Runde",
    "bierkopf/bolln": "Bolln zählen, je ein Bier",
    "german_schafkopf/9": "Schafkopf, 9 Striche",
    "german_schafkopf/12": "Schafkopf, 12 Striche",
    "skat/classic": "Klassische Liste",
    "skat/isko": "ISkO-Liste (Seeger-Fabian)",
    "skat/bierlachs_501": "Bierlachs 501",
    "skat/bierlachs_300_date": "Bierlachs 300 + Datum",
    "bauernschnapsen/24": "Bauernschnapsen bis 24",
    "bauernschnapsen/down_24": "Von 24 abwärts",
    "bauernschnapsen/24_50ct": "Bis 24, 50 ct je Bummerl",
}

LABELS = {
    "tariff_preset": "Tarif",
    "unit": "Einheit (ct)",
    "impure_rufer_mult": "Unrein Rufer x",
    "impure_solo_mult": "Unrein Solo x",
    "hist_level": "Stufe 1876",
    "rufer_rate": "Tarif Rufer",
    "solo_rate": "Tarif Solo",
    "wenz_rate": "Tarif Wenz",
    "geier_rate": "Tarif Geier",
    "bettel_rate": "Tarif Bettel",
    "schneider_rate": "Tarif Schneider",
    "schwarz_rate": "Tarif Schwarz",
    "runner_rate": "Tarif Laufende",
    "runner_half": "Laufende halb",
    "ramsch_rate": "Tarif Ramsch",
    "min_runners": "Laufende ab",
    "min_runners_four": "Laufende ab (4 Trümpfe)",
    "min_runners_rufer": "Laufende ab, Rufer",
    "min_runners_solo": "Laufende ab, Solo",
    "min_runners_wenz": "Laufende ab, Wenz",
    "min_runners_geier": "Laufende ab, Geier",
    "min_runners_suit_wenz": "Laufende, Farbwenz",
    "min_runners_suit_geier": "Laufende, Farbgeier",
    "max_runners": "Laufende höchstens",
    "allowed_contracts": "Gespielt wird",
    "hochzeit_mult": "Hochzeit x",
    "tout_value_mode": "Wert Tout",
    "tout_fixed": "Tout fest",
    "sie_fixed": "Sie fest",
    "sie_runners": "Sie Laufende",
    "doubling_allowed": "Doppeln",
    "legen": "Legen",
    "legen_who": "Wer legen darf",
    "klopfen": "Klopfen",
    "contra_takes_over": "Contra übernimmt",
    "muss_partner": "Muss-Partner",
    "on_all_pass": "Alle weiter",
    "stock_sweetener": "Stock",
    "pot_rufer_pair": "Stock nur Rufer-Paar",
    "pot_pair_pays": "Paar zahlt Stock",
    "bock_triggers": "Bock nach",
    "bock_stacking": "Bock gestapelt",
    "bock_counts_thrown_in": "Zamgschmissen zählt",
    "kreuzbock_triggers": "Kreuzbock nach",
    "ramsch_settlement": "Ramsch zahlt",
    "jungfrau_mult": "Jungfrau doppelt",
    "jungfrau_pays": "Jungfrau zahlt",
    "durchmarsch": "Durchmarsch",
    "durchmarsch_value": "Wert Durchmarsch",
    "ramsch_tiebreak": "Ramsch Gleichstand",
    "last_round_mult": "Letzte Runde x",
    "last_round_solo_only": "Letzte Runde nur Solo",
    "special_rounds": "Sonderrunden",
    "minas_payment": "Minas-Zahlung",
    "pack": "Blatt",
    "target": "Ziel",
    "schneider_free_at": "Schneiderfrei ab",
    "schwarz_by": "Schwarz nach",
    "tie_carry": "60:60",
    "carry_doubled": "Übertrag doppelt",
    "doubling": "Doppeln",
    "stake": "Einsatz",
    "beer_per_bolln": "Bier je Bolln",
    "target_strokes": "Striche bis verloren",
    "schneider_at": "Schneider ab",
    "tie_60_60": "60:60",
    "forced_min_trumps": "Pflichtspiel Trümpfe",
    "tally_per": "Striche je",
    "solo_strokes": "Solo-Striche",
    "grand_base": "Grand Grundwert",
    "lost_hand_doubled": "Handspiel verloren x2",
    "lost_announced_doubled": "Angesagt verloren x2",
    "kontra": "Kontra",
    "scoring_system": "Liste",
    "tourn_win_bonus": "Gewonnen Bonus",
    "tourn_loss_penalty": "Verloren Abzug",
    "tourn_def_bonus_3p": "Gegenspieler (3)",
    "tourn_def_bonus_4p": "Gegenspieler (4)",
    "bierlachs_target": "Bierlachs bis",
    "bierlachs_day": "Bierlachs Tag",
    "bierlachs_plus_date": "Ziel + Datum",
    "bierlachs_tie": "Bierlachs Gleichstand",
    "ramsch_scoring": "Ramsch-Wertung",
    "ramsch_fixed_0": "Ramsch fest",
    "ramsch_fixed_1": "Ramsch, 1 Jungfrau",
    "ramsch_fixed_2": "Ramsch, 2 Jungfrau",
    "ramsch_jungfrau": "Ramsch Jungfrau",
    "ramsch_durchmarsch": "Durchmarsch",
    "schieberamsch": "Schieberamsch",
    "ramsch_ten_value": "Ramsch Zehn zählt",
    "ramsch_tie": "Ramsch Gleichstand",
    "pinke": "Pinke",
    "pinke_fee": "Pinke (ct)",
    "revolution": "Revolution",
    "money_settlement": "Geld je Punkt (ct)",
    "preset": "Werte",
    "raeuberskat": "Räuberskat",
    "counting": "Zählen",
    "contracts_enabled": "Gespielt wird",
    "ringerl_enabled": "Ringerl",
    "gang_vs_zehnergang": "Gang gegen Zehnergang",
    "max_flecks": "Höchstens Flecken",
    "schneider_bummerl": "Schneider-Bummerl",
    "retourschneider_bummerl": "Retourschneider",
    "talon_bummerl_rule": "Zu dritt: Bummerl",
    "cents_per_bummerl": "ct je Bummerl",
    "partner_may_bid": "Partner darf bieten",
    "melds_count_for_33": "Melden zählt zu 33",
}

VALUES = {
    "tariff_preset=official": "offiziell (Einheit)",
    "tariff_preset=impure": "unrein",
    "tariff_preset=social_points": "Punkte",
    "tariff_preset=tournament": "Rennen-Liste",
    "tariff_preset=hist_1876": "1876",
    "doubling_allowed=none": "keins",
    "doubling_allowed=stoss": "Stoß",
    "doubling_allowed=stoss_retour": "Stoß, Retour",
    "doubling_allowed=escalation": "Stoß ohne Ende",
    "on_all_pass=redeal": "neu geben",
    "on_all_pass=bock_round": "Bockrunde",
    "on_all_pass=muss": "Muss",
    "on_all_pass=ramsch": "Ramsch",
    "on_all_pass=gewinner_ramsch": "Gewinner-Ramsch",
    "bock_triggers=thrown_in": "Zamgschmissen",
    "bock_triggers=lost_solo": "verlorenes Solo",
    "bock_triggers=doubled": "Stoß",
    "bock_triggers=sixty_all": "60:60",
    "bock_triggers=schwarz": "Schwarz",
    "scoring_system=classic": "klassisch",
    "scoring_system=seeger_fabian": "Seeger-Fabian",
    "scoring_system=bierlachs": "Bierlachs",
    "kontra=off": "aus",
    "kontra=kontra_re": "Kontra, Re",
    "kontra=up_to_resupra": "bis Resupra",
    "stake=beer_per_losing_player": "je Verlierer eine Maß",
    "stake=round": "Verlierer zahlen Runde",
    "stake=bolln_count": "Bolln",
    "tie_carry=carry_1": "1 Punkt Übertrag",
    "tie_carry=carry_accumulate": "Übertrag, summiert",
    "tie_carry=replay_no_carry": "neu spielen",
    "doubling=off": "aus",
    "doubling=either_side_once": "einmal, jede Seite",
    "doubling=forehand_side_only": "Vorhand-Seite",
    "doubling=escalate": "ohne Ende",
    "counting=up_to_24": "bis 24",
    "counting=down_from_24": "von 24 abwärts",
    "tally_per=team": "Partei",
    "tally_per=player": "Spieler",
    "tie_60_60=defenders_win": "Gegner gewinnen",
    "tie_60_60=replay": "neu spielen",
    "ramsch_settlement=loser_pays_all": "Verlierer zahlt allen",
    "ramsch_settlement=top_two_pay": "die zwei Höchsten",
    "pinke=off": "aus",
    "pinke=loss_fee": "je verlorenes Spiel",
    "pinke=grand_hand_jackpot": "Grand-Hand-Topf",
    "preset=german": "deutsch (ISkO)",
    "preset=na_tournee": "nordamerikanisch",
    "pack=long32": "lang (32)",
    "pack=short24": "kurz (24)",
    "pack=short20": "kurz (20)",
}

# Was "kein Wert" bei den Einstellungen heißt, die keinen haben dürfen (int? im Kern).
NULLS = {
    "rufer_rate": "nach Tarif",
    "solo_rate": "nach Tarif",
    "wenz_rate": "nach Tarif",
    "geier_rate": "nach Tarif",
    "bettel_rate": "nach Tarif",
    "schneider_rate": "nach Tarif",
    "schwarz_rate": "nach Tarif",
    "runner_rate": "nach Tarif",
    "ramsch_rate": "nach Tarif",
    "tout_fixed": "nach Tarif",
    "sie_fixed": "nach Tarif",
    "min_runners_rufer": "wie alle",
    "min_runners_solo": "wie alle",
    "min_runners_wenz": "wie alle",
    "min_runners_geier": "wie alle",
    "min_runners_suit_wenz": "wie alle",
    "min_runners_suit_geier": "wie alle",
    "max_runners": "unbegrenzt",
    "bierlachs_day": "vom Datum",
}

CARD_PLAYERS = "Spieler"
CARD_DEALER = "gibt zuerst"
CARD_DATE = "Datum"
CARD_NO_DATE = "unbekannt"
CARD_MORE = "+{} weitere"
