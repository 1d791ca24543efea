"""Tournaments (SPEC §11, DESIGN scene 5): a club's Preisskat or Schafkopfrennen across many
tables. The draw, the checks of each table's list, the ranking and the money are pure functions
(draw, lists, ranking); the organizer's records live in the host's store beside the sessions
(book); `schreiber tournament` (command) and the leaderboard of `schreiber serve` (board) use
them."""
