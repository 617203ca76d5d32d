"""The person's turn: what they may do now, the bar, the keys, undo and claim."""
