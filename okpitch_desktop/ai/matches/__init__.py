"""Computers against computers: duplicate matches and whole simulated games."""
