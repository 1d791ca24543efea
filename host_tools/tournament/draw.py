"""Seating a series (SPEC §11.1): tables of 4, as few tables of 3 as the count allows, drawn at
random from a seed (so a draw can be shown and repeated) or by standing; members of one team
kept apart when asked."""

import random

from core.errors import InputError

TEAM_TRIES = 50  # random seatings tried that keep every team apart


def table_sizes(count):
    """The size of each table for `count` players, 4s first: the fewest 3-player tables t
    with (count - 3t) divisible by 4. InputError when no such seating exists."""
    if count < 3 or count == 5:
        raise InputError(
            "players",
            f"no seating for {count} at tables of 4 and 3 "
            "(at least 3 are needed, and 5 fit no such tables): add or withdraw a player",
        )
    threes = 0
    while (count - 3 * threes) % 4:
        threes += 1
    return [4] * ((count - 3 * threes) // 4) + [3] * threes


def draw(names, seed, teams=None):
    """Tables as lists of names in seat order, drawn at random from `seed` (any text or int).
    `teams` ({name: team}) keeps members of one team apart; a draw that cannot is refused
    naming the team."""
    sizes = table_sizes(len(names))
    rng = random.Random(str(seed))
    order = sorted(names)  # the draw depends on the seed and the names, not their order given
    rng.shuffle(order)
    if not teams:
        return _cut(order, sizes)
    for _ in range(TEAM_TRIES):
        tables = _apart(order, sizes, teams, rng)
        if tables is not None:
            return tables
    members = {}
    for name in names:
        if teams.get(name) is not None:
            members[teams[name]] = members.get(teams[name], 0) + 1
    largest = max(members, key=lambda team: members[team])
    raise InputError(
        "teams",
        f"team {largest} cannot be kept apart: {members[largest]} members, {len(sizes)} tables",
    )


def _apart(order, sizes, teams, rng):
    """One random seating with no two members of a team at a table, or None if this try got
    stuck: the largest teams placed first, each member at a table with the most free seats
    (ties at random) that has none of the team yet, then everyone else."""
    by_team = {}
    free = []
    for name in order:
        team = teams.get(name)
        if team is None:
            free.append(name)
        else:
            by_team.setdefault(team, []).append(name)
    tables = [[] for _ in sizes]
    for team in sorted(by_team, key=lambda team: (-len(by_team[team]), rng.random())):
        for name in by_team[team]:
            open_ = [
                i
                for i in range(len(sizes))
                if len(tables[i]) < sizes[i] and all(teams.get(m) != team for m in tables[i])
            ]
            if not open_:
                return None
            most = max(sizes[i] - len(tables[i]) for i in open_)
            tables[rng.choice([i for i in open_ if sizes[i] - len(tables[i]) == most])].append(
                name
            )
    for i, size in enumerate(sizes):
        while len(tables[i]) < size:
            tables[i].append(free.pop())
    for table in tables:
        rng.shuffle(table)
    return tables


def by_standing(ranked):
    """Tables seated by standing (SPEC §11.1): the best players together at table 1, and so
    on. `ranked` is every player's name, best first."""
    return _cut(list(ranked), table_sizes(len(ranked)))


def _cut(order, sizes):
    tables = []
    at = 0
    for size in sizes:
        tables.append(order[at : at + size])
        at += size
    return tables
