"""A tournament's standings from its tables' lists (SPEC §11.2): per player the points of each
series (the list's, plus the organizer's corrections kept beside it), the total, lost games and
games played; the ranking, the team ranking, the tables still playing, every flag, and the
money (pool, loss fees, prizes)."""

from host_tools.tournament import lists, ranking


def of(store, book, tour, memo=None):
    """Everything the status, the leaderboard, the results page and the exports show; `memo`
    as lists.check takes it."""
    plan = tour["plan"]
    sessions = store.sessions()
    tables = [lists.check(store, tour, table, sessions, memo) for table in book.tables(tour)]
    players = book.players(tour)
    drawn = book.series_drawn(tour)
    rows = {}
    for player in players:
        rows[player["name"]] = {
            "name": player["name"],
            "team": player["team"],
            "series": [0] * drawn,
            "points": 0,
            "lost": 0,
            "games": 0,
            "fees": 0,
            "corrected": 0,
            "table": None,
        }
    fee = plan["loss_fee"]
    for table in tables:
        at = table["series"] - 1
        for name in table["seats"]:
            row = rows[name]
            row["series"][at] += table["points"].get(name, 0)
            row["lost"] += table["lost"].get(name, 0)
            row["games"] += table["hands"]
            row["fees"] += ranking.loss_fees(
                table["lost"].get(name, 0), fee["fee"], fee["after"], fee["later"]
            )
            if table["series"] == drawn:
                row["table"] = table["number"]
    for correction in book.corrections(tour):
        row = rows[correction["name"]]
        row["series"][correction["series"] - 1] += correction["points"]
        row["corrected"] += correction["points"]
    for row in rows.values():
        row["points"] = sum(row["series"])
    ranked = ranking.rank(list(rows.values()), plan["tie_break"])
    pool = plan["entry_fee"] * len(players)
    if plan["fees_to_pool"]:
        pool += sum(row["fees"] for row in ranked)
    prizes, kept = ranking.payout(ranked, pool, plan["prizes"])
    for row in ranked:
        row["prize"] = prizes.get(row["name"], 0)
    team_of = {row["name"]: row["team"] for row in players if row["team"]}
    return {
        "name": tour["name"],
        "game": tour["game"],
        "series_planned": plan["series"],
        "series_drawn": drawn,
        "closed": tour["closed"],
        "ranking": ranked,
        "teams": ranking.teams(ranked, team_of),
        "tables": tables,
        "playing": [t for t in tables if t["series"] == drawn and not t["complete"]],
        "flags": [flag for table in tables for flag in table["flags"]],
        "pool": pool,
        "not_paid_out": kept,
        "corrections": book.corrections(tour),
    }
