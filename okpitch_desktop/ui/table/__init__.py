"""The table: the scene, its card items and piles, their layout and animation."""
