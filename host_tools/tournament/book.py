"""The organizer's records of tournaments in the host's store (schema version 5,
docs/host-store.md): the tournament and its plan, its players, the tables drawn per series, and
corrections with their reasons. The tables' lists are the sessions the devices push; nothing of
them is copied here (host_tools.tournament.lists finds and checks them)."""

import json

from core import games, presets
from core.errors import InputError
from core.names import check_name
from host_tools.store.migrations import utc_now
from host_tools.tournament import draw as drawing

# A tournament's game: its preset and plan unless the organizer says otherwise (SPEC §11.1):
# Skat on the Seeger-Fabian list, 48 games at a table of 4 and 36 at 3, in 2 series; a
# Schafkopfrennen on the §10.1 sheet, 56 games as 2 series of 28 (tables drawn again after 28).
GAMES = {
    "skat": {"preset": "isko", "series": 2, "games": {"4": 48, "3": 36}},
    "schafkopf": {"preset": "rennen", "series": 2, "games": {"4": 28}},
}
SEATING = ("random", "standing")
MAX_SERIES = 9


def plan_of(game, series=None, games_per=None, seating="random", teams_apart=False,
            entry_fee=0, loss_fee=0, loss_after=0, loss_later=None, fees_to_pool=True,
            prizes=(), tie_break="share"):  # fmt: skip
    """A checked plan (what `tournaments.plan` holds)."""
    if game not in GAMES:
        raise InputError("game", f"a tournament plays one of {', '.join(GAMES)}")
    base = GAMES[game]
    series = base["series"] if series is None else series
    if not 1 <= series <= MAX_SERIES:
        raise InputError("series", f"1 to {MAX_SERIES}")
    per = dict(base["games"]) if games_per is None else dict(games_per)
    low, high = games.seats(game)
    for size, count in per.items():
        if not size.isdigit() or not low <= int(size) <= high or int(size) not in (3, 4):
            raise InputError("games", f"{size}: tables seat 3 or 4 players of {game}")
        if count < 1 or count % int(size):
            raise InputError(
                "games",
                f"{count} at a table of {size}: each player must deal equally often, "
                f"so a multiple of {size}",
            )
    if "4" not in per:
        raise InputError("games", "the games at a table of 4 are needed")
    if seating not in SEATING:
        raise InputError("seating", f"one of {', '.join(SEATING)}")
    for key, value in (("entry_fee", entry_fee), ("loss_fee", loss_fee)):
        if value < 0:
            raise InputError(key, "cents, 0 or more")
    prizes = [dict(prize) for prize in prizes]
    for prize in prizes:
        if len(prize) != 1 or not ("cents" in prize or "percent" in prize):
            raise InputError("prizes", "each is an amount in cents or a percent of the pool")
    if sum(prize.get("percent", 0) for prize in prizes) > 100:
        raise InputError("prizes", "the shares come to more than 100 %")
    return {
        "series": series,
        "games": per,
        "seating": seating,
        "teams_apart": bool(teams_apart),
        "entry_fee": entry_fee,
        "loss_fee": {"fee": loss_fee, "after": loss_after, "later": loss_later},
        "fees_to_pool": bool(fees_to_pool),
        "prizes": prizes,
        "tie_break": tie_break,
    }


class Book:
    """The tournament records of one open store (host_tools.store.Store)."""

    def __init__(self, store):
        self.store = store
        self.conn = store.conn

    # -- tournaments ---------------------------------------------------------------------------
    def create(self, name, game, plan, preset=None, changes=None):
        if not name or len(name) > 60 or name != name.strip():
            raise InputError("name", "1 to 60 characters, without spaces at either end")
        preset = preset or GAMES[game]["preset"]
        given = presets.given(game, preset)
        given.update(changes or {})
        for size in plan["games"]:
            settings = presets.check(game, given, int(size))  # the core's own refusal
        if self._row(name) is not None:
            raise InputError("name", f"a tournament {name} exists already")
        with self.store.transaction():
            self.conn.execute(
                "INSERT INTO tournaments (name, game, preset, settings, plan, created) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (name, game, preset, _json(settings), _json(plan), utc_now()),
            )
        return self.get(name)

    def get(self, name):
        """{"id", "name", "game", "preset", "settings", "plan", "created", "closed"}; an
        InputError naming the known ones when there is none of that name."""
        row = self._row(name)
        if row is None:
            known = [r[0] for r in self.conn.execute("SELECT name FROM tournaments ORDER BY id")]
            if not known:
                raise InputError("tournament", f"no tournament {name}; none yet (tournament new)")
            raise InputError("tournament", f"no tournament {name}; known: {', '.join(known)}")
        keys = ("id", "name", "game", "preset", "settings", "plan", "created", "closed")
        out = dict(zip(keys, row, strict=True))
        out["settings"] = json.loads(out["settings"])
        out["plan"] = json.loads(out["plan"])
        return out

    def names(self):
        return [row[0] for row in self.conn.execute("SELECT name FROM tournaments ORDER BY id")]

    def _row(self, name):
        return self.conn.execute(
            "SELECT id, name, game, preset, settings, plan, created, closed FROM tournaments "
            "WHERE name = ?",
            (name,),
        ).fetchone()

    def close(self, tour):
        self._open(tour)
        with self.store.transaction():
            self.conn.execute(
                "UPDATE tournaments SET closed = ? WHERE id = ?", (utc_now(), tour["id"])
            )

    # -- players -------------------------------------------------------------------------------
    def add_players(self, tour, entries):
        """Add [(name, team or None), ...]; all or none. A player added after a series was
        drawn joins from the next one (a late entry)."""
        self._open(tour)
        joined = self.series_drawn(tour) + 1
        if joined > tour["plan"]["series"]:
            raise InputError("players", "every series is drawn: no late entry is possible")
        known = {row["name"].casefold() for row in self.players(tour)}
        for name, team in entries:
            problem = check_name(name, "name")
            if problem is not None:
                raise InputError("name", problem)  # it names the name
            if name.casefold() in known:
                raise InputError("name", f"{name} is already entered")
            if team is not None and (not team or len(team) > 40):
                raise InputError("team", f"{team!r}: 1 to 40 characters")
            known.add(name.casefold())
        with self.store.transaction():
            for name, team in entries:
                self.conn.execute(
                    "INSERT INTO tournament_players VALUES (?, ?, ?, ?, NULL)",
                    (tour["id"], name, team, joined),
                )

    def withdraw(self, tour, name):
        """The player is not drawn from the next series on; the lists played stay."""
        self._open(tour)
        self._player(tour, name)
        with self.store.transaction():
            self.conn.execute(
                "UPDATE tournament_players SET withdrawn = ? WHERE tournament = ? AND name = ?",
                (self.series_drawn(tour) + 1, tour["id"], name),
            )

    def players(self, tour):
        """[{"name", "team", "joined", "withdrawn"}] by name."""
        return [
            {"name": row[0], "team": row[1], "joined": row[2], "withdrawn": row[3]}
            for row in self.conn.execute(
                "SELECT name, team, joined, withdrawn FROM tournament_players "
                "WHERE tournament = ? ORDER BY name COLLATE NOCASE",
                (tour["id"],),
            )
        ]

    def playing(self, tour, series):
        return [
            row["name"]
            for row in self.players(tour)
            if row["joined"] <= series and (row["withdrawn"] is None or row["withdrawn"] > series)
        ]

    def _player(self, tour, name):
        for row in self.players(tour):
            if row["name"] == name:
                return row
        raise InputError("name", f"{name} is not entered in {tour['name']}")

    # -- tables --------------------------------------------------------------------------------
    def series_drawn(self, tour):
        row = self.conn.execute(
            "SELECT MAX(series) FROM tournament_tables WHERE tournament = ?", (tour["id"],)
        ).fetchone()
        return row[0] or 0

    def draw(self, tour, seed, ranked=None):
        """Draw the next series; `ranked` (names, best first) seats it by standing instead.
        Returns the tables as lists of names."""
        self._open(tour)
        plan = tour["plan"]
        series = self.series_drawn(tour) + 1
        if series > plan["series"]:
            raise InputError("series", f"all series are drawn: the plan has {plan['series']}")
        names = self.playing(tour, series)
        _seatable(names, plan)
        if ranked is not None:
            tables = drawing.by_standing([name for name in ranked if name in names])
            seed = "standing"
        else:
            teams = None
            if plan["teams_apart"]:
                teams = {row["name"]: row["team"] for row in self.players(tour) if row["team"]}
            tables = drawing.draw(names, seed, teams)
        now = utc_now()
        with self.store.transaction():
            for number, seats in enumerate(tables, 1):
                self.conn.execute(
                    "INSERT INTO tournament_tables (tournament, series, number, seats, seed, "
                    "drawn) VALUES (?, ?, ?, ?, ?, ?)",
                    (tour["id"], series, number, _json(seats), str(seed), now),
                )
        return tables

    def tables(self, tour, series=None):
        """[{"series", "number", "seats", "seed", "drawn", "device", "closed", "games"}]."""
        sql = (
            "SELECT series, number, seats, seed, drawn, device, closed FROM tournament_tables "
            "WHERE tournament = ?"
        )
        args = [tour["id"]]
        if series is not None:
            sql += " AND series = ?"
            args.append(series)
        out = []
        for row in self.conn.execute(sql + " ORDER BY series, number", args):
            seats = json.loads(row[2])
            out.append(
                {
                    "series": row[0],
                    "number": row[1],
                    "seats": seats,
                    "seed": row[3],
                    "drawn": row[4],
                    "device": row[5],
                    "closed": bool(row[6]),
                    "games": tour["plan"]["games"][str(len(seats))],
                }
            )
        return out

    def table(self, tour, series, number):
        for table in self.tables(tour, series):
            if table["number"] == number:
                return table
        raise InputError("table", f"series {series} has no table {number}")

    def hand_out(self, tour, series, number, device):
        """Bind a table to the device that keeps its list: only that device's sessions count
        for it."""
        self._open(tour)
        self.table(tour, series, number)
        if self.store.device(device) is None:
            raise InputError("device", f"{device} is not known here: pair it first")
        with self.store.transaction():
            self.conn.execute(
                "UPDATE tournament_tables SET device = ? WHERE tournament = ? AND series = ? "
                "AND number = ?",
                (device, tour["id"], series, number),
            )

    def close_table(self, tour, series, number):
        """The organizer closes a table's list early (SPEC §11.1: the time limit ran out)."""
        self._open(tour)
        self.table(tour, series, number)
        with self.store.transaction():
            self.conn.execute(
                "UPDATE tournament_tables SET closed = 1 WHERE tournament = ? AND series = ? "
                "AND number = ?",
                (tour["id"], series, number),
            )

    # -- corrections ---------------------------------------------------------------------------
    def correct(self, tour, series, name, points, reason):
        """A correction of a player's points in a series, beside the device's list."""
        self._open(tour)
        self._player(tour, name)
        if not 1 <= series <= self.series_drawn(tour):
            raise InputError("series", f"series {series} is not drawn")
        if not reason or not reason.strip():
            raise InputError("reason", "a correction needs its reason")
        if points == 0:
            raise InputError("points", "a correction of 0 changes nothing")
        with self.store.transaction():
            row = self.conn.execute(
                "SELECT COALESCE(MAX(id), 0) + 1 FROM tournament_corrections WHERE tournament = ?",
                (tour["id"],),
            ).fetchone()
            self.conn.execute(
                "INSERT INTO tournament_corrections VALUES (?, ?, ?, ?, ?, ?, ?)",
                (tour["id"], row[0], series, name, points, reason.strip(), utc_now()),
            )

    def corrections(self, tour):
        return [
            {
                "id": r[0],
                "series": r[1],
                "name": r[2],
                "points": r[3],
                "reason": r[4],
                "made": r[5],
            }
            for r in self.conn.execute(
                "SELECT id, series, name, points, reason, made FROM tournament_corrections "
                "WHERE tournament = ? ORDER BY id",
                (tour["id"],),
            )
        ]

    def _open(self, tour):
        if tour["closed"]:
            raise InputError("tournament", f"{tour['name']} is closed")


def _seatable(names, plan):
    """Refuse a count the plan's table sizes cannot seat, saying why."""
    sizes = drawing.table_sizes(len(names))
    if 3 in sizes and "3" not in plan["games"]:
        raise InputError(
            "players",
            f"{len(names)} players need a table of 3, and this tournament plays at tables of 4 "
            "only: the count must be a multiple of 4",
        )


def _json(value):
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
