"""The application layer (Qt Core only, no widgets): the game controller, the computer
players' worker, paths, saves, statistics and settings."""
