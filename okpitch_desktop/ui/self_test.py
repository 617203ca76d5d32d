"""``okpitch --self-test``: proves an installed or bundled program really plays.

It checks that every language loads and shows without boxes (Japanese from the bundled
font on a system that has none), opens the real window (offscreen when
QT_QPA_PLATFORM says so), plays one whole game with computer seats at every place (the
searching ones in the worker process, which a bundle must be able to start), with
animation off, and exits 0 once a team has won. All
its files go to a temporary folder, so a player's saves and statistics are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtCore import QCoreApplication, QTimer

from ..app.controller import GameController, Seating
from ..app.language import LANGUAGES, SOURCE_LANGUAGE, install_language, tr
from ..app.paths import HOME_OVERRIDE
from ..app.plain_text import shorten
from ..app.saves.safe_read import FileProblem
from ..app.session import GameSession
from ..engine import RuleSet
from .cjk_font import draws, ensure_japanese_font
from .dialogs.rules_page import read_rules_page
from .main_window import MainWindow, make_application

TIME_LIMIT_MS = 180_000
SEATING = Seating(("normal", "easy", "normal", "easy"))
QT_TRANSLATED = ("de", "fr", "ru", "ja")  # the languages Qt itself ships
QT_CANCEL = ("QPlatformTheme", "Cancel")  # Qt's own string (kept out of the game's .ts)


def run_self_test(argv: list[str]) -> int:
    """Play one game; 0 if it reached a winner, 1 with a message otherwise."""
    with tempfile.TemporaryDirectory(prefix="okpitch-self-test-") as home:
        os.environ[HOME_OVERRIDE] = home
        app = make_application(argv)
        japanese = ensure_japanese_font() or "the system's"
        missing = missing_languages()
        if missing:
            print(f"self-test failed: {'; '.join(missing)}", file=sys.stderr)
            return 1
        controller = GameController(auto_next_hand=True)
        window = MainWindow(GameSession.scratch(controller))
        window.show()
        outcome: dict[str, int] = {}

        def won(team: int) -> None:
            outcome["winner"] = team
            app.quit()

        controller.game_over.connect(won)
        QTimer.singleShot(TIME_LIMIT_MS, app.quit)
        controller.new_game(RuleSet(target=11), SEATING, seed=2026)
        app.exec()
        window.close()
        if "winner" not in outcome:
            print("self-test failed: the game did not reach a winner in time", file=sys.stderr)
            return 1
        if controller.fallbacks:
            failed = f"{controller.fallbacks} computer decisions failed"
            first = shorten(controller.first_failure)
            print(f"self-test failed: {failed}, the first: {first}; the search process does not"
                  " work", file=sys.stderr)  # fmt: skip
            return 1
        hands = controller.game.hand_number + 1
        print(f"self-test passed: team {outcome['winner']} won after {hands} hands;"
              f" languages {' '.join(LANGUAGES)}; Japanese font {japanese}")  # fmt: skip
        return 0


def missing_languages() -> list[str]:
    """What a language lacks in this installation: its translations, Qt's own for the
    standard buttons (Qt has none for Swahili), its rules page, or a font for them."""
    missing = []
    for code in LANGUAGES:
        if install_language(code) != code:
            missing.append(f"the {code} translations do not load")
        elif code != SOURCE_LANGUAGE and tr("&Game") == "&Game":
            missing.append(f"the {code} translations are empty")
        if code in QT_TRANSLATED and QCoreApplication.translate(*QT_CANCEL) == QT_CANCEL[1]:
            missing.append(f"Qt's own {code} translations are missing")
        try:
            language, page = read_rules_page(code)
        except FileProblem as problem:
            missing.append(f"the rules pages cannot be read: {problem}")
            continue
        if language != code:
            missing.append(f"the {code} rules page is missing")
        elif not draws(LANGUAGES[code] + tr("&Game") + page):
            missing.append(f"the {code} text shows boxes: no font has its characters")
    install_language(SOURCE_LANGUAGE)
    return missing
