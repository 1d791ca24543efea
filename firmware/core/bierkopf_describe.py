"""What a Bierkopf hand was, as scored (core.games.describe): the fixed pairs' description."""

from core.teams_describe import describe  # noqa: F401
