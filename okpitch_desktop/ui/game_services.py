"""What the main window gets besides the table: settings, statistics, hand history,
autosave and resume. ``attach_services(window)`` wires them from outside the window, so
the window's own code knows nothing of files.

At launch it applies the settings, opens the statistics, takes the save lock, and either
offers the unfinished game for resume or deals a new one. Every message (a damaged file,
another running copy, an unwritable folder) is shown and play goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from ..app.history import HandHistory, deal_again
from ..app.language import tr
from ..app.recorder import GameRecorder
from ..app.savegame import Autosaver, GameTag, SaveError, SaveStore, restore_game, tag_of
from ..app.settings import Settings, load_settings, save_settings
from ..app.statistics import Statistics
from ..engine import RuleSet
from .settings_dialog import SettingsDialog, changes_next_game

if TYPE_CHECKING:
    from .main_window import MainWindow

SETTINGS_ACTION = "settings_action"
STATISTICS_ACTION = "statistics_action"
HISTORY_ACTION = "history_action"
NEW_GAME_TEXT = "&New game"
MESSAGE_MS = 15_000


class GameServices(QObject):
    """Owns the settings, statistics, history and autosave of one window."""

    def __init__(self, window: MainWindow, autosave: bool = True,
                 loaded: tuple[Settings, list[str]] | None = None) -> None:  # fmt: skip
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.base_title = window.windowTitle()
        self.messages: list[str] = []  # everything told to the player (tests read it)
        self.boxes: list[QMessageBox] = []  # open message boxes (tests close them)
        self.dialog = None  # the open settings, statistics or history dialog
        self.resume_offer: QMessageBox | None = None
        self.settings, startup = loaded or load_settings()
        self.statistics = Statistics()
        startup += self.statistics.messages
        self.history = HandHistory()
        self.store = SaveStore()
        try:
            if autosave and not self.store.acquire():
                startup.append(tr("Another copy of the game is running: this one will not"
                                  " save its game, so it cannot be resumed later."))  # fmt: skip
        except OSError as error:
            text = tr("The game cannot be saved in {folder} ({reason}): it will not be"
                      " offered for resume.")  # fmt: skip
            startup.append(text.format(folder=self.store.folder, reason=error.strerror or error))
        self.autosaver = Autosaver(self.controller, self.store, self)
        self.recorder = GameRecorder(self.controller, self.statistics, self.history,
                                     tags=lambda: self.autosaver.tag,
                                     player_name=lambda: self.settings.player_name,
                                     parent=self)  # fmt: skip
        self.autosaver.message.connect(self.tell)
        self.recorder.message.connect(self.tell)
        self._startup = startup
        window.installEventFilter(self)

    # ------------------------------------------------------------------ starting
    def start(self) -> None:
        """Tell what went wrong at start-up, then offer the saved game or deal a new one."""
        if self._startup:
            self.tell("\n\n".join(self._startup))
        loaded = self.store.load() if self.store.locked else None
        if loaded is not None and loaded.messages:
            self.tell("\n\n".join(loaded.messages))
        if loaded is not None and loaded.document is not None:
            self.offer_resume(loaded.document)
        elif self.controller.game is None:
            self.new_game()

    def offer_resume(self, document: dict) -> None:
        """Ask (without blocking) whether to go on with the saved game."""
        game = restore_game(document["game"]).game
        scores = " – ".join(map(str, game.scores))
        text = tr("You have an unfinished game: hand {n}, scores {scores}. Resume it?")
        text = text.format(n=game.hand_number + 1, scores=scores)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Unfinished game"), text,
                          parent=self.window)  # fmt: skip
        resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)

        def answered() -> None:
            self.resume_offer = None
            self.autosaver.paused = False
            if box.clickedButton() is resume:
                self.resume(document["game"], tag_of(document))
            elif self.controller.game is None:
                self.new_game()
            else:  # a game was dealt already (attached after new_game): it goes on
                self.autosaver.save_now()

        box.finished.connect(answered)
        self.autosaver.paused = True  # the saved game is not overwritten while asking
        self.resume_offer = box
        box.open()

    def resume(self, snapshot: dict, tag: GameTag | None = None) -> bool:
        """Continue a game from a snapshot; the table is shown it without animation."""
        window = self.window
        if window.summary is not None:
            window.summary.close()
        self.autosaver.resume_with(tag or GameTag())
        animator = window.scene.animator
        factor, animator.factor = animator.factor, 0.0
        try:
            self.controller.resume(snapshot)
        except SaveError as error:
            self.autosaver.resume_with(None)
            self.tell(tr("The game could not be resumed: {e}").format(e=error))
            self.new_game()
            return False
        finally:
            animator.factor = factor
        return True

    def new_game(self, rules: RuleSet | None = None, seed: int | None = None,
                 computer_level: str | None = None) -> None:  # fmt: skip
        """A new game with the settings' rules unless others are given."""
        type(self.window).new_game(self.window, rules or self.settings.rules, seed,
                                   computer_level)  # fmt: skip

    # ------------------------------------------------------------------ settings
    def apply_settings(self) -> None:
        """Table behaviour now; rules and computer levels from the next game on."""
        settings, window = self.settings, self.window
        window.set_speed(settings.animation_speed)
        self.controller.pace_ms = settings.computer_pace_ms
        self.controller.autoplay_single_card = settings.autoplay_single_card
        window.computer_level = settings.computer_level
        self.controller.computer_levels = (
            {} if settings.same_level_for_all else
            {seat: settings.level_of(seat) for seat in range(1, 6)}
        )  # fmt: skip
        if window.pixmaps.four_colour != settings.four_colour_deck:
            window.pixmaps.four_colour = settings.four_colour_deck
            window.scene.refresh_cards()
        name = settings.player_name
        window.setWindowTitle(f"{self.base_title} — {name}" if name else self.base_title)

    def open_settings(self) -> SettingsDialog:
        """Game > Settings…"""
        dialog = SettingsDialog(self.settings, self.window.pixmaps, self.window)
        dialog.accepted.connect(lambda: self.settings_chosen(dialog.result_settings()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def settings_chosen(self, settings: Settings) -> None:
        """Keep and apply new settings; offer a new game when its rules or seats changed."""
        changed = changes_next_game(self.settings, settings)
        self.settings = settings
        self.apply_settings()
        self._save_settings()
        if changed:
            box = QMessageBox(QMessageBox.Icon.Question, tr("Settings"),
                              tr("The new rules apply to the next game. Start one now?"),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self.window)  # fmt: skip
            box.accepted.connect(self.new_game)
            self.boxes.append(box)
            box.open()

    def show_tour_once(self) -> None:
        """The first start: the "How to play" tour, remembered as seen."""
        self.window.show_tour()
        self.settings.tour_seen = True
        self._save_settings()

    def _speed_chosen(self, action: QAction) -> None:
        self.settings.animation_speed = action.data()
        self._save_settings()

    def _save_settings(self) -> None:
        problem = save_settings(self.settings)
        if problem:
            self.tell(problem)

    # ------------------------------------------------------------------ other dialogs
    def open_statistics(self):
        """Game > Statistics (pyqtgraph is loaded now, not at start-up)."""
        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.statistics, self.window)
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_history(self):
        """Game > Hand history."""
        from .history_dialog import HistoryDialog

        dialog = HistoryDialog(self.history, self.window)
        dialog.play_again.connect(self.play_again)
        self.dialog = dialog
        dialog.open()
        return dialog

    def play_again(self, record: dict, seat: int) -> None:
        """A new game whose first hand is ``record``'s deal, the person at ``seat``'s cards."""
        players = RuleSet.from_dict(record.get("rules", {})).players
        levels = self.settings.levels(players)
        try:
            snapshot = deal_again(record, seat, levels)
        except ValueError as error:
            self.tell(tr("This deal cannot be played: {e}").format(e=error))
            return
        self.resume(snapshot)

    # ------------------------------------------------------------------ the rest
    def tell(self, message: str) -> None:
        """Show a message without stopping play (status bar and a non-blocking box)."""
        self.messages.append(message)
        self.window.statusBar().showMessage(message.splitlines()[0], MESSAGE_MS)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Oklahoma Ten Point Pitch"), message,
                          parent=self.window)  # fmt: skip
        box.finished.connect(lambda _result: self.boxes.remove(box) if box in self.boxes else None)
        self.boxes.append(box)
        box.open()

    def shutdown(self) -> None:
        """The window closes: the save is already current; let the next copy have it."""
        self.autosaver.save_now()
        self.store.lock.release()
        self.statistics.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.shutdown()
        return False


def attach_services(
    window: MainWindow,
    autosave: bool = True,
    first_start: bool = False,
    loaded: tuple[Settings, list[str]] | None = None,
) -> GameServices:
    """Wire settings, statistics, hand history and autosave into ``window``, then resume
    the unfinished game (if the player wants) or deal a new one.

    ``autosave=False`` (the start-up benchmark) leaves the saved game alone: it is neither
    offered nor overwritten. ``first_start`` shows the "How to play" tour if the player
    has not seen it yet. ``loaded`` is ``load_settings()``'s answer when the caller has
    read the settings already (for the language), so that its messages are still told."""
    services = GameServices(window, autosave, loaded)
    window.services = services
    settings = _find_action(window, SETTINGS_ACTION, "&Settings…")
    statistics = _find_action(window, STATISTICS_ACTION, "S&tatistics")
    for action, slot in ((settings, services.open_settings),
                         (statistics, services.open_statistics)):  # fmt: skip
        action.setEnabled(True)
        action.triggered.connect(slot)
    history = QAction(tr("Hand &history"), window, objectName=HISTORY_ACTION, shortcut="Ctrl+Y")
    history.triggered.connect(services.open_history)
    _insert_after(statistics, history)
    new_game = _find_action(window, "new_game_action", NEW_GAME_TEXT)
    new_game.triggered.disconnect()
    new_game.triggered.connect(lambda: services.new_game())
    window.new_game = services.new_game  # the end-of-game summary deals through it too
    window.speed_actions.triggered.connect(services._speed_chosen)
    services.apply_settings()
    services.start()
    if first_start and not services.settings.tour_seen:
        services.show_tour_once()
    return services


def _find_action(window: MainWindow, name: str, text: str) -> QAction:
    action = window.findChild(QAction, name)
    if action is None:
        action = next(a for a in window.findChildren(QAction) if a.text() == tr(text))
    return action


def _insert_after(anchor: QAction, action: QAction) -> None:
    menu = next(m for m in anchor.associatedObjects() if isinstance(m, QMenu))
    actions = menu.actions()
    index = actions.index(anchor)
    if index + 1 < len(actions):
        menu.insertAction(actions[index + 1], action)
    else:
        menu.addAction(action)
