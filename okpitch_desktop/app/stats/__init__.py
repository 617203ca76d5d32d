"""What is kept of every hand and game: statistics, hand history, score sheet."""
