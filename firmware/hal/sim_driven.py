"""Button steps from standard input, as a test driver sends them: a module of its own, so that a
run replaying a script file or the keyboard does not hold it in the heap."""

from hal.sim_script import Script


class Driven(Script):
    """Steps that come from standard input as a test driver sends them, a line at a time in the
    script's words, several joined by ";" (tests/host/wizard_driver.py). Whenever the steps so
    far are done (the presses handled and the screen drawn), it prints what the screen shows, as
    `screen [[text, x, y, colour], ...]`, then `ready`, and reads the next line; `quit` or the
    end of input ends the run. The clock stands still while it waits, so the device never
    falls asleep under a driver that thinks."""

    def __init__(self, inputs, display, start=0):
        super().__init__(inputs, "", start)
        self.display = display
        display.readout = []
        self.end = start
        self.done = False

    def wait(self, ms):
        if self.now >= self.end:
            self._next()
            self.quit = self.done
            return  # the loop looks at the buttons now: the first new press begins now
        super().wait(min(ms, self.end - self.now))
        self.quit = self.done

    def _next(self):
        import json
        import sys

        sys.stdout.write("screen " + json.dumps(self.display.readout) + "\nready\n")
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            self.done = True
            return
        start = self.now
        self.steps = [step for step in self.steps if step[0] + step[2] > start]
        before = len(self.steps)
        self.parse(line.replace(";", "\n"))  # from 0: moved to now below
        self.steps[before:] = [
            (at + start, which, hold) for at, which, hold in self.steps[before:]
        ]
        self.end += start
