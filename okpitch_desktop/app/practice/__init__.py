"""Practice: the coach, the drills and the lesson, each a turn rule the controller is built
with (turn_rule), and the practice's numbers (rules, free of Qt)."""
