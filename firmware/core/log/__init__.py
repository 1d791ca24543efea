"""The session log's bytes: the record codec (codec), the record kinds (kinds), the framed file
(frames) and its reader (reader), docs/log-format.md. What reads a whole session back is
core.sessionlog, above core.session."""
