"""The review's line between a fair choice and a mistake, alone in a module of its own so
that the practice's rules (app.practice.rules) can name it without loading the review."""

MISTAKE = 0.25  # points: a choice costing at least this much is a mistake (HAND_RECORD.md)
