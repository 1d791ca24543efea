"""A real headless Chromium (Debian's package) opening a report page, driven over the Chrome
DevTools protocol on a pipe (--remote-debugging-pipe: commands on the browser's fd 3, answers
on its fd 4, each message JSON ended by a NUL byte). Standard library only: no driver binary,
no browser download.

Run as a script it writes docs/report.png, the screenshot the docs show:
    .venv/bin/python tests/host/report_browser.py
"""

import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
)
TIMEOUT = 60.0  # seconds for any one answer: a loaded 2-core machine starts Chromium slowly

# Measured in the page: each chart's SVG as laid out, and each image as decoded.
_MEASURE = """JSON.stringify({
  svgs: Array.from(document.querySelectorAll('figure > svg')).map(function (s) {
    var r = s.getBoundingClientRect();
    return {id: s.parentNode.id, width: r.width, height: r.height,
            drawn: s.querySelectorAll('path, use').length};
  }),
  images: Array.from(document.images).map(function (i) {
    return {src: i.src, complete: i.complete, width: i.naturalWidth};
  }),
  height: document.documentElement.scrollHeight,
  title: document.title
})"""


def chromium():
    """The browser's path, or None when it is not installed."""
    for path in CANDIDATES:
        if os.access(path, os.X_OK):
            return path
    return shutil.which("chromium")


class Browser:
    """One headless Chromium with a fresh profile; a context manager."""

    def __init__(self, path=None):
        self.path = path or chromium()
        self.profile = tempfile.mkdtemp(prefix="schreiber-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # The browser wants the pipe on its fds 3 and 4; bash puts them there (dash takes no
        # fd above 9). Moved above 9 first, so that neither end already is 3 or 4 (under
        # pytest's capture it may be) and one redirection cannot overwrite the other.
        to_browser_r = _high(to_browser_r)
        from_browser_w = _high(from_browser_w)
        self.log = tempfile.TemporaryFile()
        script = f'exec "$0" "$@" 3<&{to_browser_r} 4>&{from_browser_w}'
        self.proc = subprocess.Popen(
            ["/bin/bash", "-c", script, self.path, *FLAGS, f"--user-data-dir={self.profile}"],
            pass_fds=(to_browser_r, from_browser_w),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next = 0
        self.events = []  # (session, method, params) of every event seen

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        try:
            self.send("Browser.close")
        except (OSError, RuntimeError, TimeoutError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def send(self, method, params=None, session=None):
        """The result of one command; RuntimeError if the browser answers with an error."""
        self._next += 1
        ident = self._next
        message = {"id": ident, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def wait_for(self, method, session=None):
        """The params of the first event `method` (of `session`) seen, waiting for it."""
        while True:
            for seen, name, params in self.events:
                if name == method and (session is None or seen == session):
                    return params
            self._read()

    def _read(self):
        deadline = time.monotonic() + TIMEOUT
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("the browser did not answer")
            chunk = os.read(self._from_browser, 65536)
            if not chunk:
                self.log.seek(0)
                said = self.log.read()[-1500:].decode("utf-8", "replace")
                raise RuntimeError(f"the browser closed its pipe; it said: {said}")
            self._buffer += chunk
        text, self._buffer = self._buffer.split(b"\0", 1)
        message = json.loads(text)
        if "method" in message:
            self.events.append((message.get("sessionId"), message["method"], message["params"]))
        return message


def _high(fd):
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return moved


def inspect(page, screenshot=None, width=1100, pdf=None):
    """Open the file `page` in a fresh headless Chromium and report what a reader would meet:
    {"errors": [console errors, exceptions, failed loads], "requests": [URLs asked for],
    "svgs": [{id, width, height, drawn}], "images": [...], "title"}. With `screenshot` (a
    path), the whole page is saved there as PNG; with `pdf` (a path), the page is printed
    there as the browser prints it (A4, the page's print styles)."""
    url = Path(page).resolve().as_uri()
    with Browser() as browser:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(domain + ".enable", session=session)
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
            session=session,
        )
        browser.send("Page.navigate", {"url": url}, session=session)
        browser.wait_for("Page.loadEventFired", session)
        found = json.loads(
            browser.send(
                "Runtime.evaluate",
                {"expression": _MEASURE, "returnByValue": True},
                session=session,
            )["result"]["value"]
        )
        if screenshot is not None:
            browser.send(
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": found["height"], "deviceScaleFactor": 1,
                 "mobile": False},
                session=session,
            )  # fmt: skip
            shot = browser.send(
                "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True},
                session=session,
            )  # fmt: skip
            import base64

            Path(screenshot).write_bytes(base64.b64decode(shot["data"]))
        if pdf is not None:
            import base64

            printed = browser.send(
                "Page.printToPDF", {"preferCSSPageSize": True, "printBackground": True},
                session=session,
            )  # fmt: skip
            Path(pdf).write_bytes(base64.b64decode(printed["data"]))
        found["errors"] = _errors(browser.events, session)
        found["requests"] = [
            params["request"]["url"]
            for seen, name, params in browser.events
            if seen == session and name == "Network.requestWillBeSent"
        ]
    return found


def _errors(events, session):
    out = []
    for seen, name, params in events:
        if seen != session:
            continue
        if name == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            thrown = details.get("exception", {}).get("description", "")
            out.append(f"{details.get('text', 'exception')} {thrown}".strip())
        elif name == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            out.append(json.dumps(params["args"])[:300])
        elif name == "Log.entryAdded" and params["entry"]["level"] == "error":
            out.append(params["entry"].get("text", "error"))
        elif name == "Network.loadingFailed":
            out.append(f"load failed: {params.get('errorText')}")
    return out


def main():
    """Writes docs/report.png: the report of the German Schafkopf example evening."""
    import sys

    root = Path(__file__).resolve().parent.parent.parent
    sys.path[:0] = [str(root / "firmware"), str(root / "tests" / "host")]
    __import__("core")  # the core from firmware/, as the tests import it
    from evenings import example
    from report_sessions import store_with

    from host_tools.cli import main as cli

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        store, device, numbers = store_with(
            tmp / "store.sqlite3",
            tmp / "device",
            [dict(example("german-schafkopf.json"), date="2026-11-28")],
        )
        store.close()
        out = tmp / "report"
        status = cli(["report", str(numbers[0]), "--db", str(tmp / "store.sqlite3"),
                      "-o", str(out)])  # fmt: skip
        if status:
            raise SystemExit(status)
        found = inspect(out / "report.html", root / "docs" / "report.png")
    print(f"docs/report.png written; errors: {found['errors'] or 'none'}")


if __name__ == "__main__":
    main()
