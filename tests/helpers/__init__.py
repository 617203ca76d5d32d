"""The tests' shared helpers, one module per job (the root of tests/ is on the import
path through its conftest): cards from text, hands and positions, saves, the table's
driver, the command line, a private home."""
