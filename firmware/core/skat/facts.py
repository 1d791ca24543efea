"""What Skat says of itself (core.facts): its title by the list, its rule card."""


def title(settings, players):
    # A Bierlachs list is named by its limit (SPEC §5.8, W5: 301/401/501 or 300 + the date).
    if settings["scoring_system"] == "bierlachs":
        return "skat_bierlachs", settings["bierlachs_target"] + (
            settings.get("bierlachs_day") or 0
        )
    if settings["preset"] == "na_tournee":
        return "skat_tournee", None
    if settings["raeuberskat"]:
        return "skat_raeuberskat", None
    return "skat", None


CARD = ("scoring_system", "kontra", "on_all_pass")
# A Bierlachs list's target is what the evening is about, even at its default of 501.
CARD_WHEN = (("scoring_system=bierlachs", ("bierlachs_target", "bierlachs_plus_date")),)
