"""Pictures of Help > Learn to play, to look at before a release:

    python dev/lesson_screenshots.py OUT_DIR [--language de]

Opens the lesson's window (speed off), saves the first bid with a move that is not the
lesson's refused and explained once the turn's check has come (``lesson_refused.png``),
then makes the lesson's moves and saves its end, the hand's points one by one
(``lesson_end.png``)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from picture_app import picture_app, picture_parser

TIMEOUT_S = 60.0


def main(argv: list[str]) -> int:
    options = picture_parser("python dev/lesson_screenshots.py", scale=False).parse_args(argv)
    app = picture_app(options)
    from PySide6.QtCore import QEvent

    from okpitch_desktop.engine import Bid, DeclareTrump, Discard, Exchange, Pass, Play
    from okpitch_desktop.ui.practice.lesson_table import LessonTable
    from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps

    table = LessonTable(CardPixmaps(), "off", 0)
    turns: list[object] = []
    table.controller.human_turn.connect(turns.append)
    table.start()

    def wait(until: Callable[[], bool]) -> None:
        deadline = time.monotonic() + TIMEOUT_S
        while not until():
            if time.monotonic() > deadline:
                raise SystemExit("the lesson did not get there in time")
            app.processEvents()
            time.sleep(0.005)

    def settle() -> None:
        """The layout done and the widgets put away deleted, as the event loop would."""
        for _ in range(3):
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()

    def turn_checked() -> bool:
        check = table.controller.coach.check
        return bool(turns) and check is not None and check.observation == turns[-1]

    def act(move: object) -> None:
        turn = table.turn
        match move:
            case Bid(points):
                turn.bid(points)
            case Pass():
                turn.bid(None)
            case DeclareTrump(suit):
                turn.name_trump(suit)
            case Exchange(cards) | Discard(cards):
                for card in cards:
                    turn.choose(card)
                turn.confirm()
            case Play(card):
                turn.choose(card)

    wait(turn_checked)
    act(Bid(7))
    wait(lambda: "7" in table.line.do.text())
    settle()
    table.grab().save(str(options.out / "lesson_refused.png"))
    while not table.over():
        wait(lambda: turn_checked() or table.over())
        if table.over():
            break
        move = table.lesson.move_now()
        turns.clear()
        act(move)
    wait(lambda: table.line.done.isVisible())
    settle()
    table.grab().save(str(options.out / "lesson_end.png"))
    table.line.done.click()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
