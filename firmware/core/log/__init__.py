"""The session log's bytes: the record codec (codec), the record kinds (kinds), the framed file
(frames), its reader (reader) and the reader of a log as the journal wrote it (follow),
docs/log-format.md. What reads a whole session back is core.sessionlog, above core.session."""
