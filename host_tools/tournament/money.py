"""Euros as the organizer types them and as the pages show them; kept as integer cents."""

import re

from core.errors import InputError

_EURO = re.compile(r"(\d{1,6})(?:[.,](\d{1,2}))?\Z")


def cents(text, field):
    """ "10" -> 1000, "0.50" or "0,50" -> 50; InputError naming `field` otherwise."""
    found = _EURO.match(text.strip())
    if not found:
        raise InputError(field, f"{text!r}: euros, e.g. 10 or 0.50")
    return int(found.group(1)) * 100 + int((found.group(2) or "0").ljust(2, "0"))


def prizes(text):
    """ "50%,30%,20%" or "100,50,25" (euros) or a mix: one prize a place, place 1 first."""
    out = []
    for part in filter(None, (part.strip() for part in text.split(","))):
        if part.endswith("%"):
            number = part[:-1].strip()
            if not number.isdigit() or not 0 < int(number) <= 100:
                raise InputError("prizes", f"{part!r}: a share from 1 % to 100 %")
            out.append({"percent": int(number)})
        else:
            out.append({"cents": cents(part, "prizes")})
    return out


def euro(amount):
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    return f"{sign}{amount // 100}.{amount % 100:02d} €"
