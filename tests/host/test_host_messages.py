"""The host says no message of the core's again in its own code: a message the core gives (a
refusal, a problem of a log) is asked of the core where the host needs it too, so the two can
never say it differently (words/<lang>.txt translates it once, keyed by the core's English)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def messages(folder):
    """{text: ["path:line", ...]} of the strings in `folder`'s Python files that read as a
    message (a space, some letters, more than a word or two); an f-string as its template,
    each field {}: f"{n} records" and "{} records" are the same message."""
    out = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parts = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                parts.update(id(value) for value in node.values)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                text = "".join(
                    v.value if isinstance(v, ast.Constant) else "{}" for v in node.values
                )
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in parts:
                    continue
                text = node.value
            else:
                continue
            if len(text) > 12 and " " in text and sum(c.isalpha() for c in text) > 8:
                out.setdefault(text, []).append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def test_no_host_message_is_a_second_copy_of_the_cores():
    core = messages(ROOT / "firmware" / "core")
    core.update(messages(ROOT / "firmware" / "sync"))
    assert "records before the session start, not applied: {}" in core
    twice = {}
    for text, where in messages(ROOT / "host_tools").items():
        # A refusal as the host says it names its field first: "players: " + the core's.
        field, colon, rest = text.partition(": ")
        for said in (text, rest if colon and field.isidentifier() else None):
            if said in core:
                twice[said] = (where, core[said])
    assert twice == {}
