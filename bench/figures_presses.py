"""The figures of bench/presses.py, read from the lines it prints (it has no --json: its flow is
its own), for the press table (figures_tables.presses_table)."""

import re

from figures_tables import GAMES

PROFILES = ("three", "four", "rotary", "edges")


def _figure(value, target="", ok=True):
    return {"value": value, "unit": "", "target": target, "ok": ok}


def presses_figures(text):
    """{key: figure} from the lines bench/presses.py prints: the sample and seed, per game and
    profile the presses a hand, the minimum and the ratio, the scenes, each target (on the
    three-button figure it is set for), and where the presses go."""
    f = {}
    section = where = None
    titles = []
    for line in text.splitlines():
        words = line.split()
        head = re.match(r"(\d+) hands a game drawn from .* \(seed (\d+)\)$", line)
        if head:
            f["sample"], f["seed"] = _figure(int(head[1])), _figure(int(head[2]))
        elif line.startswith(("game ", "scene ", "three buttons ", "where the presses go")):
            section = words[0]
        elif section == "game" and len(words) == 6 and words[1] in PROFILES:
            game, profile, mean, minimum, ratio, _ = words
            f[f"{game}_{profile}"] = _figure(mean)
            f[f"{game}_minimum_{profile}"] = _figure(minimum)
            f[f"{game}_ratio_{profile}"] = _figure(ratio)
        elif section == "scene" and len(words) > 3 and words[-3] in PROFILES:
            title = line[: line.rindex(words[-3])].strip()
            if title not in titles:
                titles.append(title)
                f[f"scene{len(titles)}"] = _figure(title)
            n = len(titles)
            f[f"scene{n}_{words[-3]}"] = _figure(words[-2])
            f[f"scene{n}_minimum_{words[-3]}"] = _figure(words[-1])
        elif section == "three" and len(words) > 3:
            _presses_target(f, titles, line)
        elif section == "where" and line.startswith("  ") and ": " in line:
            # How often answers filled in were opened, for the game of the line above.
            f[f"opened_{where}"] = _figure(line.split(": ", 1)[1])
        elif section == "where":
            # A game's or a scene's name (a scene's has a colon of its own), then its parts.
            names = [n for n in [*GAMES, *titles] if line.startswith(n + ": ")]
            if names:
                where = max(names, key=len)
                f[f"where_{where}"] = _figure(line[len(where) + 2 :])
    return f


def _presses_target(f, titles, line):
    """One line of the targets: the name (cut to 38 characters), before, now, [± error],
    target, [MISSED]; the target set on the figure it is for."""
    name, rest = line[:38].strip(), line[38:].split()
    missed = rest[-1] == "MISSED"
    if missed:
        rest.pop()
    target = "<= " + rest[-1]
    games = [key[: -len("_three")] for key in f if key.endswith("_three") and "_" in key]
    for game in games:
        if game[:38] == name:
            figure = f[f"{game}_three"]
            figure.update(target=target, ok=not missed)
            if rest[2].startswith("±"):
                f[f"{game}_error"] = _figure(rest[2])
            return
    for n, title in enumerate(titles, 1):
        if title[:38] == name:
            f[f"scene{n}_three"].update(target=target, ok=not missed)
            return
    raise SystemExit("bench/presses.py: a target for no figure printed: " + line)
