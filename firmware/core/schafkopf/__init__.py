"""Bavarian Schafkopf: the game as core.games registers it: its rules (rules), entry questions
(choices), settings (options), facts (facts) and what a hand was (describe). Kept empty:
importing any of them runs this file first."""
