"""The search of the searching levels: its budget, samplers of the unseen cards, the quick
playouts and what a card or a result is worth."""
