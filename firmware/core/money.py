"""An amount of money as the players write it: cents (integers only) to 12.40, +3.05, -0.50."""


def amount(cents, sign=False, point="."):
    """`cents` as euros and cents; with `sign`, "+" before a gain (a loss always has its "-",
    nothing has neither); `point`: the decimal mark of the language (German ",")."""
    mark = "-" if cents < 0 else "+" if sign and cents > 0 else ""
    cents = -cents if cents < 0 else cents
    return "{}{}{}{:02d}".format(mark, cents // 100, point, cents % 100)
