"""The figure tables' places in docs/: each sits between `<!-- figures: NAME commit=SHA -->` and
`<!-- /figures -->` in its page, naming the commit it was measured at, and is rewritten whole."""

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
BLOCK = re.compile(r"<!-- figures: (\S+) commit=(\S+) -->\n.*?<!-- /figures -->", re.S)


def blocks(docs=DOCS):
    """(page, table name, commit) of every table in the pages of `docs`."""
    for page in sorted(Path(docs).glob("*.md")):
        for match in BLOCK.finditer(page.read_text()):
            yield page.name, match.group(1), match.group(2)


def rewrite(page, name, lines, commit, docs=DOCS):
    """Put the table `name` (its lines) in its one block of docs/`page`, measured at `commit`."""
    path = Path(docs) / page
    text = path.read_text()
    lines = [*lines, "", f"*Measured at commit `{commit[:10]}` by `bench/figures.py`.*"]
    block = f"<!-- figures: {name} commit={commit} -->\n" + "\n".join(lines)
    block += "\n<!-- /figures -->"
    found = [m for m in BLOCK.finditer(text) if m.group(1) == name]
    if len(found) != 1:
        raise SystemExit(f"docs/{page}: expected one block for {name}, found {len(found)}")
    match = found[0]
    path.write_text(text[: match.start()] + block + text[match.end() :])
