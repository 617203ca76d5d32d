"""The saved game and the files that survive a crash."""
