"""The report's charts, drawn with matplotlib: each one a Chart with its SVG (for the page) and
its PNG (for a file beside it).

Only matplotlib's object API is used (no pyplot): no global figure state, no GUI backend, and a
figure is let go as soon as its two files are written. Text is drawn as paths in the SVG, so the
page needs no font of its own.
"""

import io
import re

from matplotlib import rcParams
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

rcParams["svg.hashsalt"] = "schreiber"  # the same chart gives the same SVG, run after run
rcParams["svg.fonttype"] = "path"

WIDTH, HEIGHT, DPI = 9.0, 4.2, 110  # inches, and the PNG's pixels per inch
# Colour-blind-safe (Okabe-Ito); a table has at most six seats (core.names.SEATS_MAX).
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
# Partners run the same line (a pair's race): a dash pattern and width of its own per seat keep
# both visible where they overlap.
STYLES = ("-", "--", "-.", ":", "-", "--", "-.")
WIDTHS = (3.2, 2.6, 2.2, 2.0, 1.6, 1.4, 1.2)
TARGET_COLOUR = "#B00020"
_METADATA = {"svg": {"Date": None, "Creator": None}, "png": {"Software": None}}


class Chart:
    """One drawn chart: `name` (the PNG's file name without .png), `title`, `svg` (text)."""

    def __init__(self, name, title, svg, png):
        self.name = name
        self.title = title
        self.svg = svg
        self.png = png


def label(text):
    """A player's name as matplotlib shows it literally: "$" would start mathtext."""
    return str(text).replace("\\", "\\\\").replace("$", r"\$")


def lines(name, title, xlabel, ylabel, series, target=None, target_label=None, steps=False):
    """A line per player: `series` is [(player, [y at x = 0, 1, 2, ...])]. A `target` draws a
    dashed line at that height, named by `target_label`."""
    fig = Figure(figsize=(WIDTH, HEIGHT), dpi=DPI)
    axes = fig.add_subplot()
    for index, (player, ys) in enumerate(series):
        xs = range(len(ys))
        look = {
            "label": label(player),
            "color": COLOURS[index % len(COLOURS)],
            "linestyle": STYLES[index % len(STYLES)],
            "linewidth": WIDTHS[index % len(WIDTHS)],
        }
        if steps:
            axes.step(xs, ys, where="post", **look)
        else:
            marker = "o" if len(ys) <= 60 else None
            axes.plot(xs, ys, marker=marker, markersize=3, **look)
    if target is not None:
        axes.axhline(target, color=TARGET_COLOUR, linestyle="--", linewidth=1.5,
                     label=label(target_label or f"target {target}"))  # fmt: skip
    axes.axhline(0, color="#888888", linewidth=0.8)
    low, high = axes.get_ylim()
    if high - low < 2:  # all lines flat (nothing won yet): whole numbers on the axis still
        axes.set_ylim(low - 1, high + 1)
    axes.set_title(label(title))
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.grid(True, color="#dddddd", linewidth=0.6)
    axes.margins(x=0.01)
    axes.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), frameon=False)
    return _finish(fig, name, title)


def bars(name, title, ylabel, values, target=None, target_label=None):
    """A bar per player: `values` is [(player, value)]."""
    fig = Figure(figsize=(WIDTH, HEIGHT), dpi=DPI)
    axes = fig.add_subplot()
    names = [label(player) for player, _ in values]
    heights = [value for _, value in values]
    colours = [COLOURS[i % len(COLOURS)] for i in range(len(values))]
    drawn = axes.bar(range(len(values)), heights, color=colours, width=0.6)
    axes.bar_label(drawn, padding=2)
    axes.set_xticks(range(len(values)), names)
    if target is not None:
        axes.axhline(target, color=TARGET_COLOUR, linestyle="--", linewidth=1.5,
                     label=label(target_label or f"target {target}"))  # fmt: skip
        axes.legend(loc="upper left", frameon=False)
    top = max([target or 0] + heights)
    axes.set_ylim(0, max(top, 1) * 1.15)
    axes.set_title(label(title))
    axes.set_ylabel(ylabel)
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.grid(True, axis="y", color="#dddddd", linewidth=0.6)
    return _finish(fig, name, title)


# A sheep's head as the tally draws it (SPEC §4.5): a 4-stroke rectangle for the head, 2 eyes,
# 2 horns and a nose; a game to 12 adds two ears and a mouth. Each stroke: (x0, y0, x1, y1).
_HEAD = (
    (0.0, 0.0, 0.0, 1.0),  # the head: left side,
    (0.0, 1.0, 1.0, 1.0),  # top,
    (1.0, 1.0, 1.0, 0.0),  # right side,
    (1.0, 0.0, 0.0, 0.0),  # chin
    (0.25, 0.62, 0.38, 0.62),  # left eye
    (0.62, 0.62, 0.75, 0.62),  # right eye
    (0.15, 1.0, -0.1, 1.35),  # left horn
    (0.85, 1.0, 1.1, 1.35),  # right horn
    (0.5, 0.52, 0.5, 0.32),  # nose
    (0.0, 0.75, -0.28, 0.6),  # left ear
    (1.0, 0.75, 1.28, 0.6),  # right ear
    (0.32, 0.15, 0.68, 0.15),  # mouth
)


def sheep_heads(name, title, strokes, target, said=("{} of {}", " - complete")):
    """Each tally's sheep's head with the strokes drawn so far: `strokes` is [(owner, n)].

    The count is written large under the head ("8 of 9"); a completed head is filled with its
    colour and says so ("9 of 9 - complete"), so it stands out from one a stroke short.
    `said`: those words in the report's language."""
    fig = Figure(figsize=(WIDTH, HEIGHT * 0.8), dpi=DPI)
    count = max(len(strokes), 1)
    for index, (owner, drawn) in enumerate(strokes):
        axes = fig.add_subplot(1, count, index + 1)
        colour = COLOURS[index % len(COLOURS)]
        complete = drawn >= target  # overshooting the target is ignored (SPEC §4.5)
        if complete:
            axes.fill((0, 0, 1, 1), (0, 1, 1, 0), color=colour, alpha=0.25, linewidth=0)
        for number, (x0, y0, x1, y1) in enumerate(_HEAD[:target]):
            if number < drawn:
                axes.plot((x0, x1), (y0, y1), color=colour, linewidth=3.5,
                          solid_capstyle="round")  # fmt: skip
            else:
                axes.plot((x0, x1), (y0, y1), color="#cccccc", linewidth=1.5, linestyle=":")
        count_text = said[0].format(min(drawn, target), target) + (said[1] if complete else "")
        axes.text(0.5, -0.2, count_text, ha="center", va="top", fontsize=15,
                  fontweight="bold" if complete else "normal",
                  color=colour if complete else "#222222")  # fmt: skip
        axes.set_xlim(-0.45, 1.45)
        axes.set_ylim(-0.55, 1.4)
        axes.set_aspect("equal")
        axes.set_axis_off()
        axes.set_title(label(owner), fontsize=12)
    fig.suptitle(label(title))
    return _finish(fig, name, title)


def _finish(fig, name, title):
    FigureCanvasAgg(fig)
    fig.tight_layout()
    svg = io.BytesIO()
    fig.savefig(svg, format="svg", metadata=_METADATA["svg"])
    png = io.BytesIO()
    fig.savefig(png, format="png", dpi=DPI, metadata=_METADATA["png"])
    fig.clear()
    return Chart(name, title, _bare_svg(svg.getvalue().decode("utf-8"), name), png.getvalue())


_PROLOGUE = re.compile(r"^.*?(?=<svg\b)", re.S)
_IDS = re.compile(r'(\bid=")([^"]+)(")|(href="#)([^"]+)(")|(url\(#)([^)]+)(\))')


def _bare_svg(text, prefix):
    """matplotlib's SVG as an element for an HTML page: without the XML prologue and doctype,
    and its ids prefixed with the chart's name, so two charts' ids never clash in one page."""
    text = _PROLOGUE.sub("", text, count=1)

    def renamed(match):
        groups = match.groups()
        for start in (0, 3, 6):
            if groups[start] is not None:
                return groups[start] + prefix + "-" + groups[start + 1] + groups[start + 2]
        return match.group(0)

    return _IDS.sub(renamed, text)
