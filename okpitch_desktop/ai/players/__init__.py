"""The computer players: the levels by name and the player of each kind."""
