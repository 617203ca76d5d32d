"""Pictures of a game's end, to look at before a release (a sibling of screenshots.py):

    python dev/game_screenshots.py OUT_DIR [--scale 2] [--language de]
                                                      [--players 6] [--screen 1600x1000]

It plays two short games in the real window with its session (statistics and saves in a
temporary folder, never the player's), the person's seat played by the easy level, and
saves ``window.png`` (the window at the size it chose for the screen, mid-game),
``game_over.png`` (the second game's end) and ``score_sheet.png`` (View > Score sheet).
Offscreen, ``--screen`` sets the screen's size in device pixels; ``--scale`` sets Qt's
scale factor (2 = a 200% screen).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from pathlib import Path

from picture_app import picture_app, picture_parser

GAMES = 2


def parse(argv: list[str]) -> argparse.Namespace:
    parser = picture_parser("python dev/game_screenshots.py")
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    parser.add_argument("--screen", default="1600x1000", help="offscreen screen WxH")
    parser.add_argument("--target", type=int, default=21, help="points that win a game")
    return parser.parse_args(argv)


def offscreen_screen(size: str, folder: Path) -> None:
    """Offscreen, a screen of ``size`` device pixels (Qt's offscreen configfile)."""
    if os.environ.get("QT_QPA_PLATFORM", "") != "offscreen":
        return
    width, height = (int(part) for part in size.lower().split("x"))
    screen = {"name": "shot", "x": 0, "y": 0, "width": width, "height": height,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}  # fmt: skip
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def main(argv: list[str]) -> int:
    options = parse(argv)
    home = Path(tempfile.mkdtemp(prefix="okpitch-shots-"))
    os.environ["OKPITCH_HOME"] = str(home)  # the session's files, not the player's
    offscreen_screen(options.screen, home)
    app = picture_app(options)
    from PySide6.QtCore import QTimer

    from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
    from okpitch_desktop.app.controller import GameController
    from okpitch_desktop.app.session import GameSession
    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.engine import RuleSet
    from okpitch_desktop.ui.dialogs.game_over import GameOverDialog
    from okpitch_desktop.ui.main_window import MainWindow

    settings = Settings(
        rules=RuleSet(players=options.players, target=options.target),
        computer_level="easy",
        animation_speed="off",
        computer_pace_ms=0,
        tour_seen=True,
    )
    controller = GameController(use_process=False, pace_ms=0)
    session = GameSession(controller, loaded=(settings, []))
    window = MainWindow(session)
    window.show()
    player, rng = HeuristicPlayer(), random.Random(1)
    games = [0]
    saved: list[Path] = []

    def save(widget, name: str) -> None:
        app.processEvents()
        path = options.out / name
        widget.grab().save(str(path))
        saved.append(path)

    def on_turn(observation) -> None:
        if not saved and controller.game.hand_number == 1:
            save(window, "window.png")
        controller.submit(observation.seat, player.choose(observation, rng))

    def on_scored(_report) -> None:
        QTimer.singleShot(0, after_hand)

    def after_hand() -> None:
        dialog = window.summary
        if not isinstance(dialog, GameOverDialog):
            dialog.accept()  # the next hand
            return
        games[0] += 1
        if games[0] < GAMES:
            dialog.accept()  # a new game
            return
        QTimer.singleShot(0, lambda: finish(dialog))

    def finish(dialog: GameOverDialog) -> None:
        save(dialog, "game_over.png")
        dialog.close()
        save(window.show_score_sheet(), "score_sheet.png")
        app.quit()

    controller.human_turn.connect(on_turn)
    controller.hand_scored.connect(on_scored)
    session.start()
    app.exec()
    window.close()
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
