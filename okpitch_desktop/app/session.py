"""The session: everything a game needs besides the table, wired in one place.

It holds the settings, the statistics, the hand history, the save file with its autosave,
the recorder, the background reviews of the person's hands and the chances of the person's
bids (View > Chance to win), and applies the settings to the controller. At start it
reports what went wrong (a damaged file, another running copy, an unwritable folder), then
offers the unfinished game for resume or deals a new one. The window attaches to it through
its signals and methods; nothing here knows a widget.

Tools and tests use a scratch session (``GameSession.scratch``): the same session whose
files live in a temporary folder removed when it shuts down, so it keeps nothing.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine import RuleSet
from .controller import GameController
from .language import tr
from .review.bid_chances import BidChanceJobs
from .review.hand_reviews import HandReviews
from .review.replay import ReplayComparison
from .saves.autosave import Autosaver
from .saves.savegame import GameTag, SaveError, SaveStore, restore_game, tag_of
from .seating import Seating
from .settings import PLACES, SETTINGS_NAME, Settings, load_settings, save_settings

if TYPE_CHECKING:  # imported when the records open (start-up time: sqlite3 and the rest)
    from .stats.database import Statistics
    from .stats.history import HandHistory
    from .stats.recorder import GameRecorder


@dataclass(frozen=True, slots=True)
class ResumeOffer:
    """The unfinished game found at start: which hand it is at and the scores."""

    hand_number: int
    scores: tuple[int, ...]


def tool_settings(**changes: object) -> Settings:
    """Settings for tools and tests: no animation, no pacing, no background reviews, no
    sound, the tour seen; ``changes`` on top."""
    quick = Settings(animation_speed="off", computer_pace_ms=0, review_hands=False,
                     tour_seen=True, sound=False)  # fmt: skip
    return replace(quick, **changes)


class GameSession(QObject):
    """Settings, statistics, hand history, autosave and resume around one controller."""

    message = Signal(str)  # something the person should know; play goes on
    resume_offered = Signal(object)  # ResumeOffer: answer with answer_resume()
    settings_applied = Signal(object)  # Settings: the table's look and behaviour

    def __init__(
        self,
        controller: GameController,
        autosave: bool = True,
        loaded: tuple[Settings, list[str]] | None = None,
        parent: QObject | None = None,
        folder: Path | None = None,
    ) -> None:
        """``loaded``: the settings already read, with their messages (else read now);
        ``folder``: one folder for every file of the session instead of the player's."""
        super().__init__(parent)
        self.controller = controller
        self.messages: list[str] = []  # everything told to the person (tests read it)
        self.folder = folder
        self._scratch: tempfile.TemporaryDirectory | None = None  # removed at shutdown
        self.settings, startup = loaded or load_settings(self._settings_path())
        self._statistics: Statistics | None = None  # opened by open_records()
        self._history: HandHistory | None = None
        self.recorder: GameRecorder | None = None
        self.store = SaveStore(folder)
        try:
            if autosave and not self.store.acquire():
                startup.append(
                    tr(
                        "Another copy of the game is running: this one will not"
                        " save its game, so it cannot be resumed later."
                    )
                )
        except OSError as error:
            text = tr(
                "The game cannot be saved in {folder} ({reason}): it will not be"
                " offered for resume."
            )
            startup.append(text.format(folder=self.store.folder, reason=error.strerror or error))
        self.autosaver = Autosaver(controller, self.store, self)
        self.autosaver.paused = True  # until start() knows whether a saved game waits
        self.autosaver.message.connect(self.tell)
        self.replay = ReplayComparison(controller, self.game_tag, lambda: self.statistics, self)
        self.reviews = HandReviews(
            controller,
            lambda: self.statistics,
            tag=self.game_tag,
            enabled=lambda: self.settings.review_hands,
            parent=self,
        )
        self.bid_chances = BidChanceJobs(controller, self)  # while the chance to win is shown
        self.bid_chances.watch(self.settings.show_win_chance)
        self._startup = startup  # told once the records are open
        self._offered: dict | None = None  # the saved document while the person decides
        self._save_with_records = False  # start() dealt before the records opened
        # What the person should still know at close (statistics kept on disk or lost);
        # set by shutdown for the closing window to show.
        self.closing_note: str | None = None
        self._configure_controller()

    @classmethod
    def scratch(cls, controller: GameController, settings: Settings | None = None) -> GameSession:
        """A session that keeps nothing (tools, tests, the self-test): ``settings`` apply
        (``tool_settings()`` if None), nothing is autosaved, and what it writes (records,
        settings) goes to a temporary folder that shutdown removes."""
        folder = tempfile.TemporaryDirectory(prefix="okpitch-scratch-")
        loaded = (settings or tool_settings(), [])
        session = cls(controller, autosave=False, loaded=loaded, folder=Path(folder.name))
        session._scratch = folder
        return session

    # ------------------------------------------------------------------ starting
    def start(self, records_now: bool = True) -> None:
        """Offer the saved game or deal a new one; with ``records_now``, open the records
        first (and tell what went wrong at start-up). A window passes False and calls
        ``open_records`` once it has painted the table, so that the dealt table is shown
        without waiting for the statistics database; the new game's first save (written
        and synced) waits for it too."""
        if records_now:
            self.open_records()
        loaded = self.store.load() if self.store.locked else None
        if loaded is not None and loaded.messages:
            self.tell("\n\n".join(loaded.messages))
        game = restore_game(loaded.document["game"]).game if loaded and loaded.document else None
        if game is not None and game.over:  # won, and quit at the game-over dialog
            self.store.discard()
        elif game is not None:
            self._offered = loaded.document  # not overwritten while the person decides
            self.resume_offered.emit(ResumeOffer(game.hand_number, game.scores))
            return
        self._save_with_records = self.recorder is None  # (records open: save now)
        self.autosaver.paused = self._save_with_records
        if self.controller.game is None:
            self.new_game()
        else:
            self.autosaver.save_now()

    def open_records(self) -> None:
        """Open the statistics and the hand history and record from now on, then tell what
        went wrong at start-up (settings, the save folder, the database) in one message.
        Once only; whatever needs the records opens them (``statistics``, ``history``)."""
        if self.recorder is not None:
            return
        from .stats.database import STATS_NAME, Statistics
        from .stats.history import HISTORY_DIR, HandHistory
        from .stats.recorder import GameRecorder

        folder = self.folder
        self._statistics = Statistics(folder / STATS_NAME if folder else None)
        self._history = HandHistory(folder / HISTORY_DIR if folder else None)
        self.recorder = GameRecorder(
            self.controller,
            self._statistics,
            self._history,
            tags=lambda: self.autosaver.tag,
            player_name=lambda: self.settings.player_name,
            parent=self,
        )
        self.recorder.message.connect(self.tell)
        startup, self._startup = [*self._startup, *self._statistics.messages], []
        if startup:
            self.tell("\n\n".join(startup))
        if self._save_with_records:  # the game start()ed meanwhile is saved now
            self._save_with_records = False
            self.autosaver.paused = False
            self.autosaver.save_now()

    def game_tag(self) -> GameTag:
        """The current game's identity, as the records file it."""
        self.open_records()
        return self.recorder.tag()

    @property
    def statistics(self) -> Statistics:
        """The statistics database (opened now if it is not yet)."""
        self.open_records()
        return self._statistics

    @property
    def history(self) -> HandHistory:
        """The hand history (opened now if it is not yet)."""
        self.open_records()
        return self._history

    def answer_resume(self, resume: bool) -> None:
        """The person's answer to ``resume_offered``."""
        document, self._offered = self._offered, None
        self.autosaver.paused = False
        if document is None:
            return
        if resume:
            self.resume(document["game"], tag_of(document))
        elif self.controller.game is None:
            self.new_game()
        else:  # a game was dealt meanwhile: it goes on, and is what the save holds now
            self.autosaver.save_now()

    def resume(self, snapshot: dict, tag: GameTag | None = None) -> bool:
        """Continue a game from a snapshot; a new game (and a message) if it is not valid."""
        self.autosaver.resume_with(tag or GameTag())
        try:
            self.controller.resume(snapshot)
        except SaveError as error:
            self.autosaver.resume_with(None)
            self.tell(tr("The game could not be resumed: {e}").format(e=error))
            self.new_game()
            return False
        return True

    def new_game(self, rules: RuleSet | None = None, seed: int | None = None) -> None:
        """A new game with the settings' rules (unless others are given) and levels."""
        rules = rules or self.settings.rules
        self.controller.new_game(rules, Seating(self.settings.levels(rules.players)), seed)

    def play_again(self, record: dict, seat: int, seed: int | None = None) -> bool:
        """A new game whose first hand is ``record``'s deal, the person at ``seat``'s cards:
        a replay, compared at its end with a computer of the level setting in that seat,
        and counted apart from the career statistics."""
        from .stats.history import deal_again

        players = RuleSet.from_dict(record.get("rules", {})).players
        try:
            snapshot = deal_again(record, seat, self.settings.levels(players), seed)
        except ValueError as error:
            self.tell(tr("This deal cannot be played: {e}").format(e=error))
            return False
        return self.resume(snapshot, GameTag(replay=self.settings.computer_level))

    # ------------------------------------------------------------------ settings
    def change_settings(self, settings: Settings) -> bool:
        """Keep and apply new settings; whether they change the rules or seats of a new
        game (the window then offers to start one)."""
        players = settings.rules.players
        changed = self.settings.rules != settings.rules or self.settings.levels(
            players
        ) != settings.levels(players)
        self.settings = settings
        if not settings.review_hands:
            self.reviews.cancel()
        self.bid_chances.watch(settings.show_win_chance)
        self._configure_controller()
        self._save_settings()
        self.settings_applied.emit(settings)
        return changed

    def remember_speed(self, speed: str) -> None:
        """The animation speed chosen in the View menu."""
        self.settings.animation_speed = speed
        self._save_settings()

    def remember_win_chance(self, shown: bool) -> None:
        """View > Chance to win, shown or hidden."""
        self.settings.show_win_chance = shown
        self.bid_chances.watch(shown)
        self._save_settings()

    def remember_window_place(self, screen: str, place: list[int]) -> None:
        """The window's place, size and maximised state on ``screen`` at close, for the
        next start on that screen (the last used last; settings.PLACES kept)."""
        places = self.settings.window_places
        if places.get(screen) == place and list(places)[-1] == screen:
            return
        places.pop(screen, None)
        places[screen] = place
        self.settings.window_places = dict(list(places.items())[-PLACES:])
        self._save_settings()

    def remember_sound(self, on: bool) -> None:
        """View > Sound, on or off."""
        self.settings.sound = on
        self._save_settings()

    def mark_tour_seen(self) -> None:
        """The "How to play" tour was shown: not again at the next start."""
        self.settings.tour_seen = True
        self._save_settings()

    def _configure_controller(self) -> None:
        settings = self.settings
        self.controller.configure(
            settings.computer_pace_ms,
            settings.autoplay_single_card,
            settings.finish_settled_hands,
            settings.reasons_in_play,
            settings.coach,
        )

    def _settings_path(self) -> Path | None:
        return self.folder / SETTINGS_NAME if self.folder else None  # None: the player's

    def _save_settings(self) -> None:
        problem = save_settings(self.settings, self._settings_path())
        if problem:
            self.tell(problem)

    # ------------------------------------------------------------------ the rest
    def tell(self, message: str) -> None:
        """Pass ``message`` on to the person (the window shows it without stopping play)."""
        self.messages.append(message)
        self.message.emit(message)

    def shutdown(self) -> None:
        """The window closes: the save is made current; let the next copy have it."""
        self.reviews.cancel()
        self.bid_chances.stop()
        if self._save_with_records:  # closed before the first paint: the game is kept too
            self.autosaver.paused = False
        game = self.controller.game
        if game is None or not game.over:  # a won game is not kept for resume
            self.autosaver.save_now()
        self.replay.stop()
        self.store.lock.release()
        if self._statistics is not None:
            note = self._statistics.close()
            if self._scratch is None:  # a scratch session's files go with it: nothing to tell
                self.closing_note = note
        if self._scratch is not None:
            self._scratch.cleanup()
