"""Windows with their services (settings, statistics, history, autosave) for the UI tests,
in a private OKPITCH_HOME, and a person who plays seat 0 through the controller."""

from __future__ import annotations

import random
from collections.abc import Callable

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings, save_settings
from okpitch_desktop.engine import Observation
from okpitch_desktop.ui.main_window import MainWindow

WAIT_MS = 30_000
QUICK = Settings(computer_level="easy", animation_speed="off", computer_pace_ms=0,
                 trick_pause_ms=0, sound=False)  # fmt: skip


def open_window(
    qtbot,
    settings: Settings | None = QUICK,
    deal_first: bool = False,
    autosave: bool = True,
    first_start: bool = False,
    loaded: tuple[Settings, list[str]] | None = None,
    size: tuple[int, int] | None = (1024, 700),
) -> MainWindow:
    """A shown window with its session, started as the launcher starts it (settings
    written first, unless None), its records open; ``deal_first``: a game is dealt
    before the session starts (and offers the saved game); ``first_start``: the tour is
    shown first if it was never seen, and the game waits for it."""
    if settings is not None:
        save_settings(settings)
    controller = GameController(use_process=False, pace_ms=0)
    session = GameSession(controller, autosave=autosave, loaded=loaded)
    window = MainWindow(session)
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    if size is not None:  # None: the size the window chose (the screen's, or the last one)
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    if deal_first:
        session.new_game()
    window.dialogs.start(first_start)
    # The records (statistics, hand history) open, and the start-up messages come, once the
    # table has been painted.
    qtbot.waitUntil(lambda: session.recorder is not None, timeout=WAIT_MS)
    return window


def close_boxes(window: MainWindow) -> list[str]:
    """Close the open message boxes; their texts."""
    texts = []
    for box in list(window.dialogs.boxes):
        texts.append(box.text())
        box.done(0)
    return texts


class Person:
    """Answers seat 0's turns like the easy computer until ``stop(observation)`` says not
    to; the turn it stopped at is kept in ``waiting``."""

    def __init__(
        self,
        window: MainWindow,
        seed: int = 0,
        stop: Callable[[Observation], bool] = lambda _o: False,
    ) -> None:
        self.controller = window.controller
        self.player = HeuristicPlayer()
        self.rng = random.Random(seed)
        self.stop = stop
        self.waiting: Observation | None = None
        self.turns = 0
        self.controller.human_turn.connect(self.on_turn)
        if window.turn.observation is not None:  # asked before this person sat down
            self.on_turn(window.turn.observation)

    def on_turn(self, observation: Observation) -> None:
        if self.stop(observation):
            self.waiting = observation
            return
        self.turns += 1
        assert self.controller.submit(observation.seat, self.player.choose(observation, self.rng))

    def detach(self) -> None:
        self.controller.human_turn.disconnect(self.on_turn)
