"""Controller tests keep every file they write (logs) in a temporary folder."""

from helpers.homes import private_home  # noqa: F401 (an autouse fixture)
