"""Schreiber host tool: score, sync, store, export and report card-game sessions."""
