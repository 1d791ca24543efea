"""A resting screen for the frame's tests (the real one needs a session to show)."""

import app_test_screens


def make(app, saved):
    return app_test_screens.Counter("table", saved or 0)
