"""The host's SQLite store: sessions' log bytes, what is derived from them, the roster, saved
rulings, and which sessions a verb reads."""
