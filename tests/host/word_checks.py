"""What the word checks look for (tests/host/test_words*.py): keys missing or unused, the
refusals and problems the core and the host raise and the words that say them, and text a
screen draws or the host says that is not from the words."""

import ast
import re
import shutil
from pathlib import Path

from host_tools import words

ROOT = Path(__file__).resolve().parents[2]

# Where a key must be used: the device's code for its areas, the host tool's for the host's.
DEVICE = [ROOT / "firmware" / name for name in ("app", "core", "sync", "hal")]


HOST = [ROOT / "host_tools"]


def missing(folder):
    """["<lang> [area] KEY", ...] for each key the fallback language has and another has not,
    or the other way round. [refusals] is keyed by the core's messages, English has none:
    refusals_missing checks it against the core."""
    langs = words.languages(folder)
    sources = {lang: words.read(lang, folder) for lang in langs}
    out = []
    for lang in langs[1:]:
        for one, other, who in ((words.FALLBACK, lang, lang), (lang, words.FALLBACK, lang)):
            for area, texts in sources[one].items():
                if area in (words.REFUSALS, words.HOST_REFUSALS):
                    continue
                for key in texts:
                    if key not in sources[other].get(area, {}):
                        out.append(f"{who}: [{area}] {key} is in {one}.txt, not in {other}.txt")
    return out


def code(folders):
    text = []
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            if not path.name.startswith("texts_"):
                text.append(path.read_text(encoding="utf-8"))
    return "\n".join(text)


def unused(sources, device_code, host_code):
    """["[area] KEY", ...] for each key no code refers to. A catalogue's constant is read as
    `.KEY` by the screens of its area; a table's entry and a rules row are keyed by the core's
    stable names, so each name in it must be a word somewhere in the code ("kontra=off":
    "kontra" and "off"; "@classic": "classic"; the games' options and presets are strings of
    such words, core/*_options.py, core/presets.py)."""
    out = []
    for area, texts in sources.items():
        if area == "language":
            continue  # the language's own name: the settings screen's LANGS (make_words)
        if area == "refusals":
            continue  # the core's messages: test_every_refusal_of_the_core_has_its_words
        code = host_code if area.startswith("host") else device_code
        for key in texts:
            if area == "host":
                if not _host_key_used(key, device_code, host_code):
                    out.append(f"[{area}] {key}")
                continue
            if area.startswith("rules_"):
                names = [name for name in re.split("[=@]", key) if name]
                if all(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", code) for n in names):
                    continue
            else:
                parts = key.split(".")
                if not re.search(rf"\.{re.escape(parts[0])}\b", code):
                    out.append(f"[{area}] {key}")
                    continue
                if len(parts) == 1 or re.search(rf"\b{re.escape(parts[1])}\b", code):
                    continue
            out.append(f"[{area}] {key}")
    return out


def _word(name, code):
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", code)


def _host_key_used(key, device_code, host_code):
    """A [host] key: an event's, status row's or ended row's is the core's key; any other is
    looked up by the host as "head" or "head." + a name of the core's."""
    key = re.sub(r"\.[1n]$", "", key)
    for prefix in ("event.", "status.", "ended."):
        if key.startswith(prefix):
            return _word(key[len(prefix) :], device_code)
    head, _, name = key.partition(".")
    if not re.search(rf"[\"']{re.escape(head)}[.\"']", host_code):
        return False
    return not name or _word(name, device_code + host_code)


CORE = ROOT / "firmware" / "core"


# Modules whose refusals only the host's JSON input meets: a record's (core.record's readers,
# worded by record_refusals), a start record's names and settings' shape, the log's. The
# device builds these from its own lists.
_SHAPE_ONLY = ("record.py", "record_refusals.py", "names.py", "settings.py", "sessionlog.py")


def _template(node, constants):
    """The message an InputError is raised with, each value a {}: "must add up to {}" for
    "must add up to {}".format(total), "not allowed here: {}" for "not allowed here: " + x."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr == "format":
            return _template(node.func.value, constants)
    if isinstance(node, ast.JoinedStr):  # f"no player {shown(name)} on the roster"
        return "".join(
            part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _template(node.left, constants), _template(node.right, constants)
        if left is not None or right is not None:
            return (left or "{}") + (right or "{}")
    return None


# The device's own refusals a screen says as the core's (app.refusal): its settings' and its
# journal's.
APP = ROOT / "firmware" / "app"


DEVICE_REFUSALS = (APP / "device_settings.py", APP / "settings_apply.py", APP / "journal.py")


def raised(folder=CORE, also=DEVICE_REFUSALS):
    """({message: ["path:line", ...]} of every refusal the core (in `folder`) and the modules
    `also` raise outside _SHAPE_ONLY, [their string constants])."""
    out = {}
    strings = []
    for path in sorted(folder.rglob("*.py")) + list(also):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {}
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                if isinstance(target, ast.Name) and isinstance(node.value, ast.Constant):
                    constants[target.id] = node.value.value
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.append(node.value)
            if path.name in _SHAPE_ONLY or not isinstance(node, ast.Call):
                continue
            if getattr(node.func, "id", None) != "InputError" or len(node.args) != 2:
                continue
            where = f"{path.relative_to(folder.parent)}:{node.lineno}"
            message = _template(node.args[1], constants)
            assert message is not None, where + ": a message the words cannot find"
            out.setdefault(message, []).append(where)
    return out, strings


def refusals_missing(folder=words.SOURCES, core=CORE):
    """["<lang> [refusals] ...", ...] for each message the core raises that a language other
    than English has no line for, and each line that is no message the core raises nor a part
    of one it names ("hand {}", "seat {}"): English is the core's own words, written once, so
    an English line is the name of a field ("=dealer") and nothing else."""
    messages, strings = raised(core)
    out = []
    for key in words.read(words.FALLBACK, folder).get(words.REFUSALS, {}):
        if key[:1] != "=" or key[1:] not in strings:
            out.append(f"{words.FALLBACK} [refusals] {key!r} is no name of a field the core names")
    for lang in words.languages(folder)[1:]:
        rows = words.read(lang, folder).get(words.REFUSALS, {})
        for message in sorted(set(messages) - set(rows)):
            out.append(f"{lang} [refusals] {message!r} is raised ({messages[message][0]})")
        for key in rows:
            if key[:1] == "=" and key[1:] in strings:
                continue  # the name of a field the code names ("=session")
            if key not in messages and key not in strings:
                out.append(f"{lang} [refusals] {key!r} is no message of the core")
    return out


def fields_named(folder=CORE, also=DEVICE_REFUSALS):
    """{field: "path:line"} of each field a refusal names as a literal, outside _SHAPE_ONLY;
    a setting's ("settings.pack") is named by its game's rules words, a device setting's
    ("device.profile") by the settings screen's label, so neither is here."""
    out = {}
    for path in sorted(folder.rglob("*.py")) + list(also):
        if path.name in _SHAPE_ONLY:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if getattr(getattr(node, "func", None), "id", None) != "InputError":
                continue
            field = node.args[0] if node.args else None
            if isinstance(field, ast.Constant) and isinstance(field.value, str):
                if not field.value.startswith(("settings.", "device.")):
                    where = f"{path.relative_to(folder.parent)}:{node.lineno}"
                    out.setdefault(field.value, where)
    return out


def fields_unnamed(folder=words.SOURCES, core=CORE):
    """["<lang>: <field> (path:line)", ...] for each field a refusal names that a language,
    English too, has no name for ([entry] FIELDS or a [refusals] line "=<field>")."""
    fields = fields_named(core)
    out = []
    for lang in words.languages(folder):
        rows = words.refusal_rows(lang, folder)
        for field in sorted(fields):
            if "=" + field not in rows:
                out.append(f"{lang}: {field} ({fields[field]})")
    return out


# The host's own refusals ([host_refusals]): every message host_tools raises in English with
# one of these errors (the argument that is the message), and the problems the core's log
# reader finds and a name's check, which the host says (show, score --log, the tournament's
# flags): every message-like string of these files.
HOST_CODE = ROOT / "host_tools"


HOST_ERRORS = {
    "InputError": 1, "SyncError": 0, "StoreError": 0, "RefusedError": 1, "CommandError": 0,
    "_fail": 1,
}  # fmt: skip


LOG_READER = [CORE / "log" / name for name in ("reader.py", "codec.py", "frames.py")] + [
    CORE / "sessionlog.py",
    CORE / "names.py",
    HOST_CODE / "store" / "derive.py",
    HOST_CODE / "tournament" / "lists.py",  # a tournament's flags, made in English
]


def _spec_free(text):
    return re.sub(r"\{[^{}]*\}", "{}", text)  # "0x{:02x}": a value, as a row writes it


def log_messages(files=LOG_READER):
    """{message: "path:line"} of every string in `files` that reads as a message: text with a
    space, not a docstring, not a list of words (codec.py's vocabulary)."""
    out = {}
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
                first = node.body[0]
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                    skip.add(id(first.value))
            if isinstance(node, ast.JoinedStr):
                skip.update(id(part) for part in node.values)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            text = _template(node, {}) if isinstance(node, (ast.Constant, ast.JoinedStr)) else None
            if not isinstance(text, str) or " " not in text or not re.search("[a-z]{2}", text):
                continue
            if len(text.split()) <= 40:  # codec.py's vocabulary is a long list of words
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                out.setdefault(_spec_free(text), where)
    return out


def host_raised(folder=HOST_CODE):
    """({message: "path:line"} of every message host_tools raises with HOST_ERRORS, [every
    string constant of host_tools]). A message handed on (a name's check's, the core's, an
    error's own text) is no literal of the raise: its words are where it is made."""
    out = {}
    strings = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {}  # AUTH_FAILED = "..."
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                for target in node.targets:
                    constants[getattr(target, "id", None)] = node.value.value
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.append(node.value)
            at = HOST_ERRORS.get(getattr(getattr(node, "func", None), "id", None))
            if at is None or len(node.args) <= at:
                continue
            message = _template(node.args[at], constants)
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if not isinstance(message, str) or not re.search("[A-Za-z]{2}", message):
                continue
            out.setdefault(_spec_free(message), where)
    return out, strings


# The core's refusals of a game's settings, which only the host's input meets (a session's
# JSON, `tournament new --set`): the device offers only the values its rules words name.
HOST_SAID_CORE = (CORE / "settings.py",)


def host_refusals_missing(folder=words.SOURCES, host=HOST_CODE, files=LOG_READER):
    """["<lang> [host_refusals] ...", ...] for each message the host raises or the log reader
    finds that a language other than English has no line for, each line that is neither
    such a message nor the name of a field the host names, each line the device's rows have
    with the same words (one truth: the host reads those too), and each English line."""
    messages, strings = host_raised(host)
    messages.update(log_messages(files))
    for path in HOST_SAID_CORE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if getattr(getattr(node, "func", None), "id", None) == "InputError":
                message = _template(node.args[1], {})
                messages.setdefault(message, f"{path.relative_to(ROOT)}:{node.lineno}")
    out = []
    for key in words.read(words.FALLBACK, folder).get(words.HOST_REFUSALS, {}):
        out.append(f"{words.FALLBACK} [host_refusals] {key!r}: English is the code's own")
    for lang in words.languages(folder)[1:]:
        source = words.read(lang, folder)
        rows = dict(source.get(words.REFUSALS, {}))
        rows.update(source.get(words.HOST_REFUSALS, {}))
        for message in sorted(set(messages) - set(rows)):
            out.append(f"{lang} [host_refusals] {message!r} is said ({messages[message]})")
        device = words.refusal_rows(lang, folder)
        for key, text in source.get(words.HOST_REFUSALS, {}).items():
            if device.get(key) == text:
                out.append(f"{lang} [host_refusals] {key!r} is the device's already")
                continue
            if key[:1] == "=" and key[1:] in strings:
                continue
            if key not in messages:
                out.append(f"{lang} [host_refusals] {key!r} is no message of the host's")
    return out


# The calls that put a host message before its user, and the argument that is the text: a
# line printed, a line `serve` reports. (An error of HOST_ERRORS, the one line of a failure,
# is raised in English and said from [host_refusals]: host_refusals_missing checks it.)
_SAYING = {"print": 0, "say": 0, "write": 0}


# The simulator's console (host_tools/sim.py) is a developer's, not the tool's, and English.
HOST_ENGLISH = ("sim.py",)


def english_said(source):
    """[(line, literal), ...]: each string with two words in a row in it that a call of
    _SAYING is given as its text, itself or as a part of it (a concatenation, an f-string, a
    format string, a choice between two)."""

    def texts(expr):
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            yield expr.lineno, expr.value
        elif isinstance(expr, ast.JoinedStr):
            yield expr.lineno, _template(expr, {})
        elif isinstance(expr, ast.BinOp):
            yield from texts(expr.left)
            yield from texts(expr.right)
        elif isinstance(expr, ast.IfExp):
            yield from texts(expr.body)
            yield from texts(expr.orelse)
        elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
            if expr.func.attr in ("format", "join"):
                yield from texts(expr.func.value)

    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = getattr(func, "id", None) or getattr(func, "attr", None)
        if name not in _SAYING or (name == "say" and getattr(func, "value", None) is None):
            continue
        if name == "say" and not isinstance(node.args[0], (ast.JoinedStr, ast.BinOp)):
            continue  # Texts.say("key", ...): a key of the words
        for line, text in texts(node.args[_SAYING[name]]):
            text = re.sub(r"schreiber \w+", "", text)  # the tool's name, as it is typed
            if re.search(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}", text.replace("{}", "")):
                found.append((line, text))
    return found


def copy_sources(tmp_path):
    folder = tmp_path / "words"
    shutil.copytree(words.SOURCES, folder)
    return folder


# The calls that put text on the panel (app/type.py, app/ui.py) and the argument that is text.
_DRAWING = {"draw": 1, "text": 1, "title": 1, "foot": 1, "fit": 0, "lines": 0, "item_list": 1}


def words_drawn(source):
    """[(line, literal), ...]: each string with a word in it (two letters in a row) that a
    drawing call is given as its text, itself or as a part of it (a concatenation, a format
    string, a choice between two)."""
    import ast

    def texts(expr):
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            yield expr
        elif isinstance(expr, ast.BinOp):
            yield from texts(expr.left)
            yield from texts(expr.right)
        elif isinstance(expr, ast.JoinedStr):
            for part in expr.values:
                yield from texts(part)
        elif isinstance(expr, ast.IfExp):
            yield from texts(expr.body)
            yield from texts(expr.orelse)
        elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
            if expr.func.attr in ("format", "join", "upper"):
                yield from texts(expr.func.value)
            elif expr.func.attr in _DRAWING and len(expr.args) > _DRAWING[expr.func.attr]:
                yield from texts(expr.args[_DRAWING[expr.func.attr]])

    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        at = _DRAWING.get(node.func.attr)
        if at is None or len(node.args) <= at:
            continue
        for part in texts(node.args[at]):
            if re.search("[A-Za-zÄÖÜäöüß]{2}", part.value):
                found.append((part.lineno, part.value))
    return found
