"""Practice at the table: the coach's line, the drills (their list, their table and line)
and the lesson (its table and line), on the practice turn rules of app.practice."""
