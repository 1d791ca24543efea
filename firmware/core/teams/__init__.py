"""What the team games (Bierkopf, German Schafkopf: partners sitting opposite) share: the scoring
steps (rules), the entry questions (choices) and what a hand was (describe)."""
