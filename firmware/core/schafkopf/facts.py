"""What Bavarian Schafkopf says of itself (core.facts): its unit by the tariff, its rule card."""

from core.schafkopf.tariff import unit_name as unit  # noqa: F401 (cents, points, pfennigs)

# The settings the players always talk about (SPEC §2.12); the official tariff's unit is the
# whole tariff.
CARD = ("tariff_preset", "doubling_allowed", "stock_sweetener", "bock_triggers")
CARD_WHEN = (("tariff_preset=official", ("unit",)),)
