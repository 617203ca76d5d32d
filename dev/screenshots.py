"""Pictures of the real window, to look at before a release (and for the tests):

    python dev/screenshots.py OUT_DIR [--scale 2] [--four-colour]
                                 [--language de] [--players 6] [--size 1450x900]

It deals a game (the person's seat played by the easy level), saves the person's first
turn to bid with View > Chance to win shown, once each bid's chances are worked out
(``bidding.png``), the first finished
trick (``trick.png``), stops mid-trick on the person's turn in the second trick or later
and saves ``table.png`` and the last trick shown on the table (``last_trick.png``), the
Review of the hand so far on the person's last card, with the trick it went on
(``review.png``), then ``settings.png``, ``rules.png`` and ``tour.png``. ``--scale`` sets
Qt's scale factor (2 = a 200% screen); ``--size`` the window's size in logical pixels.
"""

from __future__ import annotations

import argparse
import random
import sys

from picture_app import picture_app, picture_parser


def parse(argv: list[str]) -> argparse.Namespace:
    parser = picture_parser("python dev/screenshots.py")
    parser.add_argument("--four-colour", action="store_true", help="the four-colour deck")
    parser.add_argument("--players", type=int, choices=(4, 6), default=4)
    parser.add_argument("--size", default="1280x800", help="the window's WxH (logical)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    options = parse(argv)
    app = picture_app(options)
    from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
    from okpitch_desktop.app.controller import GameController
    from okpitch_desktop.app.session import GameSession, tool_settings
    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.engine import Phase, RuleSet, hand_record
    from okpitch_desktop.ui.dialogs.settings import SettingsDialog
    from okpitch_desktop.ui.main_window import MainWindow

    quick = tool_settings(computer_level="easy")
    window = MainWindow(GameSession.scratch(GameController(use_process=False), quick))
    window.pixmaps.four_colour = options.four_colour
    window.resize(*(int(side) for side in options.size.split("x")))
    window.show()
    player, rng = HeuristicPlayer(), random.Random(1)

    chances = window.session.bid_chances

    def on_bid_turn(observation) -> bool:
        """Show the chance to win until the bids' chances are in; then grab and hide it."""
        if (options.out / "bidding.png").exists():
            return False
        if not window.win_meter.isVisible():
            window.win_chance_action.trigger()
        if chances.current is None or chances.current.observation != observation:
            return True  # on_turn again once they are in
        app.processEvents()
        window.grab().save(str(options.out / "bidding.png"))
        window.win_chance_action.trigger()
        return False

    def on_turn(observation) -> None:
        if observation.phase is Phase.BID and on_bid_turn(observation):
            return
        if observation.phase is Phase.PLAY and observation.tricks and len(observation.trick) >= 2:
            app.processEvents()
            window.grab().save(str(options.out / "table.png"))
            window.show_last_trick()
            app.processEvents()
            window.grab().save(str(options.out / "last_trick.png"))
            app.quit()
        else:
            window.controller.submit(0, player.choose(observation, rng))

    def on_trick_won(_won: object) -> None:  # held on the table for a moment
        if not (options.out / "trick.png").exists() or not window.controller.game.hand.tricks[1:]:
            app.processEvents()
            window.grab().save(str(options.out / "trick.png"))

    window.controller.human_turn.connect(on_turn)
    chances.ready.connect(lambda bids: on_turn(bids.observation))
    window.controller.trick_won.connect(on_trick_won)
    window.new_game(RuleSet(players=options.players), seed=3)
    app.exec()
    review = window.open_review(hand_record(window.controller.game.hand), 0)
    review.runner.finished.connect(app.quit)
    review.runner.failed.connect(app.quit)
    app.exec()
    review.list.setCurrentRow(review.list.count() - 1)
    app.processEvents()
    review.grab().save(str(options.out / "review.png"))
    review.close()
    dialogs = {
        "settings.png": SettingsDialog(
            Settings(four_colour_deck=options.four_colour), None, window
        ),  # fmt: skip
        "rules.png": window.show_rules(),
        "tour.png": window.show_tour(),
    }
    for name, dialog in dialogs.items():
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(options.out / name))
        dialog.close()
    window.controller.shutdown()
    shots = ("bidding.png", "table.png", "trick.png", "last_trick.png", "review.png")
    for name in (*shots, *dialogs):
        print(options.out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
