"""Settings of Skat (SPEC §5.11), loaded only while settings are made (core.games)."""

# A text table (core.settings): key, kind, default, domain.
OPTIONS = """grand_base choice 24 24,20
lost_hand_doubled bool 1 -
lost_announced_doubled bool 1 -
kontra choice off off,kontra,kontra_re,up_to_resupra
scoring_system choice classic classic,seeger_fabian,bierlachs
tourn_win_bonus int 50 0,1000
tourn_loss_penalty int 50 0,1000
tourn_def_bonus_3p int 40 0,1000
tourn_def_bonus_4p int 30 0,1000
bierlachs_target int 501 100,1000
bierlachs_day int? - 1,31
bierlachs_plus_date bool 0 -
bierlachs_tie choice most_negative_loses most_negative_loses,both_pay
on_all_pass choice redeal redeal,ramsch,gewinner_ramsch
ramsch_scoring choice loser_only loser_only,everyone,fixed
ramsch_fixed_0 int 10 1,1000
ramsch_fixed_1 int 15 1,1000
ramsch_fixed_2 int 20 1,1000
ramsch_jungfrau choice double double,off
ramsch_durchmarsch int? 120 1,1000
schieberamsch bool 0 -
ramsch_ten_value choice 10 10,1
ramsch_tie choice all_tied_lose all_tied_lose,replay
pinke choice off off,loss_fee,grand_hand_jackpot
pinke_fee int 50 1,100000
revolution bool 0 -
money_settlement int? - 1,10000
preset choice german german,na_tournee
raeuberskat bool 0 -"""
