"""Hand records replayed under the rules core: the JSON input, the replay, the score table."""
