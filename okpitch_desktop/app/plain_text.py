"""Text from files and from people, made fit to show: hostile values can be megabytes on
one line, so messages and error lines carry a readable cut of them."""

from __future__ import annotations

ELLIPSIS = "…"
MESSAGE_LIMIT = 300  # characters of a message box's text or a command-line error line


def shorten(text: object, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` on at most ``limit`` characters, an ellipsis marking a cut."""
    text = str(text)
    if len(text) <= limit:
        return text
    return text[: max(limit - len(ELLIPSIS), 0)] + ELLIPSIS
