"""Which charts a report draws, and from what: one session hand by hand, or a group's evenings
one after the other. The drawing itself is host_tools.report.svg_charts.

One session: every game gets each player's running total hand by hand (the balance, or the
race's progress); German Schafkopf draws one line and one sheep's head per tally instead, a
team's or with `tally_per: player` each player's (SPEC §4.5); Bauernschnapsen adds the Bummerl
tally (§6.6), a Bierlachs list shows its run to the limit (§5.8).
"""

from host_tools import texts
from host_tools.command_error import CommandError
from host_tools.report import hands_table, svg_charts
from host_tools.report.sources import unit as unit_of
from host_tools.scoring.hand_events import bummerl_of


def _say(key, *values):
    """The chart's words of `key` ([host] "chart.", "group_y."), in the language in use."""
    return texts.spoken()[0][key].format(*values)


def _y(unit):
    """The axis of a unit: its own ("axis.cents": euros, not cents) or the unit's name."""
    said = texts.spoken()[0]
    own = said.get("axis." + unit)
    if own is not None:
        return own
    name = said.get("unit." + unit, unit)
    return name[1] if isinstance(name, tuple) else name


def session_charts(result):
    """The charts of one scored session (a host_tools.scoring.replay.replay result)."""
    game = result["game"]
    settings = result["settings"]
    unit = unit_of(game, settings)
    scale = 100 if unit == "cents" else 1  # money is kept in cents, shown in euros
    # A line per player, or per pair where the game keeps fixed pairs (one line says both).
    series = [
        (heading, [0] + [row["totals"][seat] / scale for row in result["hands"]])
        for heading, seat in hands_table.owners(result)
    ]
    hand = _say("chart.hand")
    out = []
    if game == "skat" and settings.get("scoring_system") == "bierlachs":
        limit = -(settings["bierlachs_target"] + (settings.get("bierlachs_day") or 0))
        out.append(
            svg_charts.lines("run-to-limit", _say("chart.run_to_limit", limit), hand, _y("points"),
                         series, target=limit, target_label=_say("chart.limit", limit))
        )  # fmt: skip
    elif game == "german_schafkopf":
        target = int(settings["target_strokes"])
        tallies = stroke_tallies(result)
        lines = [(owner, strokes) for owner, _, strokes in tallies]
        out.append(
            svg_charts.lines("strokes", _say("chart.strokes"), hand, _y("strokes"), lines,
                         target=target, target_label=_say("chart.full_head", target))
        )  # fmt: skip
        heads = [(owner, strokes[-1]) for owner, _, strokes in tallies]
        said = (_say("chart.heads_count", "{}", "{}"), _say("chart.head_complete"))
        out.append(svg_charts.sheep_heads("sheep-heads", _say("chart.sheep_heads"), heads, target,
                                          said))  # fmt: skip
    elif game == "bauernschnapsen":
        counting = settings.get("counting")
        target = 0 if counting == "down_from_24" else int(settings.get("target") or 24)
        title = _say("chart.game_to_24_down" if target == 0 else "chart.game_to_24")
        out.append(
            svg_charts.lines("game-to-24", title, hand, _y("points"), series, target=target,
                         target_label=_say("chart.game_won"))
        )  # fmt: skip
        tally = [(name, counts[-1]) for name, counts in bummerl_series(result)]
        bummerl = _say("group_y.bauernschnapsen")
        out.append(svg_charts.bars("bummerl", _say("chart.bummerl"), bummerl, tally))
    elif game == "bierkopf":
        target = int(settings["target"])
        title = _say("chart.race" if unit != "bolln" else "chart.slates")
        out.append(
            svg_charts.lines("race", title, hand, _y(unit), series, target=target,
                         target_label=_say("chart.target", target))
        )  # fmt: skip
    else:
        title = _say("chart.balance" if unit == "cents" else "chart.score")
        out.append(svg_charts.lines("balance", title, hand, _y(unit), series))
    return out


def stroke_tallies(result):
    """German Schafkopf: [(owner, [seats], [strokes after each hand, from 0])], one per sheep's
    head. With `tally_per: team` (the default) a head belongs to a pair of partners, "A & C";
    with `tally_per: player` each player has his own (SPEC §4.5).

    A team is the two partners sitting opposite (seats 0 and 2, 1 and 3; SPEC §4.1), and its
    strokes are the core's running total of either. What the core credited decides: every
    hand's `outcome` event names the seats that drew its strokes (docs/status-keys.md), and a
    hand whose drawers are not exactly one team is refused rather than drawn on a wrong head."""
    players = result["players"]
    owners = list(range(len(players)))  # seat -> the lowest seat of its tally
    if result["settings"].get("tally_per", "team") == "team":
        for seat in range(len(players)):
            owners[seat] = min(seat, (seat + 2) % len(players))
        for row in result["hands"]:
            for key, value in row["events"]:
                if key == "outcome" and _owner_of(owners, value["winners"]) is None:
                    raise CommandError(
                        f"hand {row['hand']}: seats {value['winners']} draw strokes, not one team"
                    )
    tallies = []
    for first in sorted(set(owners)):
        seats = [seat for seat in range(len(players)) if owners[seat] == first]
        strokes = [0] + [row["totals"][first] for row in result["hands"]]
        tallies.append((" & ".join(players[seat] for seat in seats), seats, strokes))
    return tallies


def _owner_of(owners, seats):
    """The tally that `seats` (an outcome's winners) draw on, or None when they are not
    exactly one tally's seats."""
    heads = {owners[seat] for seat in seats}
    if len(heads) != 1 or len(seats) != owners.count(owners[seats[0]]):
        return None
    return heads.pop()


def bummerl_series(result):
    """Each player's Bummerl after every hand (from the `bummerl` events), from 0."""
    players = result["players"]
    counts = [0] * len(players)
    tallies = [[0] for _ in players]
    for row in result["hands"]:
        for seat, count in bummerl_of(row["events"]):
            counts[seat] += count
        for seat in range(len(players)):
            tallies[seat].append(counts[seat])
    return list(zip(players, tallies, strict=True))


# -- across evenings ---------------------------------------------------------------------------
def kind_of(game, settings):
    """The group a session's numbers add up in: its game, Skat by its list."""
    if game == "skat":
        return "skat-" + str(settings.get("scoring_system"))
    return game


# What one evening adds to each player's line across evenings, by kind: None adds the
# evening's total, else a count of the seats named in that way. Each kind's chart title is
# the words' "group.<kind>", its axis "group_y.<kind>" where it counts.
_GROUP = {
    "schafkopf": None,
    "skat-classic": None,
    "skat-seeger_fabian": None,
    "skat-bierlachs": "losers",
    "german_schafkopf": "winners",
    "bierkopf": "winners",
    "bauernschnapsen": "bummerl",
}


def group_name(kind):
    """A kind of group as a player names it: "Skat, Bierlachs" for "skat-bierlachs", else
    its game's title."""
    said = texts.spoken()[0]
    return said.get("group_name." + kind) or said.get("game." + kind, kind)


class GroupTally:
    """Each player's running line across evenings, per kind of game, fed one session at a
    time (sources.group): only the running sums are kept, never the sessions."""

    def __init__(self, players):
        self.players = list(players)
        self.kinds = {}  # kind -> {"series": {name: [0, ...]}, "dates": [...], "unit": unit}
        self.sessions = 0

    def add(self, session):
        kind = kind_of(session["game"], session["settings"])
        entry = self.kinds.get(kind)
        if entry is None:
            unit = unit_of(session["game"], session["settings"])
            entry = {"series": {name: [0] for name in self.players}, "unit": unit, "count": 0}
            self.kinds[kind] = entry
        gained = self._gained(kind, session)
        for name in self.players:
            line = entry["series"][name]
            line.append(line[-1] + gained.get(name, 0))
        entry["count"] += 1
        self.sessions += 1

    def _gained(self, kind, session):
        names = session["players"]
        how = _GROUP.get(kind)
        if how is None:
            return dict(zip(names, session["totals"], strict=True))
        if how == "bummerl":
            return dict(zip(names, session["bummerl"] or [0] * len(names), strict=True))
        decided = session["decided"] or {}
        return {names[seat]: 1 for seat in decided.get(how, [])}

    def charts(self):
        out = []
        for kind in sorted(self.kinds):
            entry = self.kinds[kind]
            how = _GROUP.get(kind)
            said = texts.spoken()[0]
            title = said.get("group." + kind) or group_name(kind)
            scale = 100 if entry["unit"] == "cents" and how is None else 1
            ylabel = _y(entry["unit"]) if how is None else _say("group_y." + kind)
            series = [
                (name, [value / scale for value in entry["series"][name]]) for name in self.players
            ]
            title = f"{title} ({entry['count']})"
            out.append(
                svg_charts.lines(f"group-{kind}", title, _say("chart.evening"), ylabel, series)
            )
        return out

    def standings(self):
        """[(kind, unit, [(name, final value)])] per kind, best-known order: by seat given."""
        return [
            (kind, self.kinds[kind]["unit"], [(n, self.kinds[kind]["series"][n][-1])
                                              for n in self.players])
            for kind in sorted(self.kinds)
        ]  # fmt: skip
