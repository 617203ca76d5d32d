"""The table's sounds (View > Sound): which sound goes with which table event, and a
player that asks the system to play it without ever making the game wait or fail.

PySide6-Essentials has no QtMultimedia and the bundle takes no sound library, so the
player uses what each system has: the standard library's ``winsound`` on Windows,
``afplay`` on macOS, and on Linux the first of ``pw-play``, ``paplay`` and ``aplay`` on
the PATH, as a short-lived child that is never waited for (at most ``AT_ONCE`` at a time;
finished ones are reaped). Without any of them, without an audio device (CI, ssh), or
when one fails, the sound is skipped silently: the game plays on. The sounds themselves
are the project's own (``resources/sounds``, made by dev/make_sounds.py, CC0).
"""

from __future__ import annotations

import contextlib
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from ..app.controller import GameController
from ..app.resources import resources_dir
from ..app.table_news import HandDealt
from ..engine import HandReport

if TYPE_CHECKING:  # subprocess is imported at the first sound, not at start-up (~4 ms)
    import subprocess

DEAL, CARD, TRICK, MADE, SET, WON = "deal", "card", "trick", "made", "set", "won"
SOUNDS = (DEAL, CARD, TRICK, MADE, SET, WON)
LINUX_PLAYERS = ("pw-play", "paplay", "aplay")  # PipeWire, PulseAudio, ALSA
AT_ONCE = 2  # sounds playing at one time at most; more are skipped


class SoundPlayer(Protocol):
    """Plays one of ``SOUNDS`` by name, at once and without waiting."""

    def play(self, name: str) -> None: ...


def sound_file(name: str) -> Path:
    """The WAV file of the sound ``name``."""
    return resources_dir() / "sounds" / f"{name}.wav"


def command_player() -> list[str] | None:
    """The command that plays a WAV file here (its path appended), None if there is none
    (Windows plays through winsound)."""
    if sys.platform == "darwin":
        names: tuple[str, ...] = ("afplay",)
    elif sys.platform == "win32":
        return None
    else:
        names = LINUX_PLAYERS
    for name in names:
        found = shutil.which(name)
        if found:
            return [found]
    return None


class SystemSound:
    """Plays a sound through the system's player, never waiting and never failing."""

    def __init__(self, command: list[str] | None = None, windows: bool | None = None) -> None:
        self.windows = sys.platform == "win32" if windows is None else windows
        self.command = command if command is not None else command_player()
        self.playing: list[subprocess.Popen] = []

    def play(self, name: str) -> None:
        try:
            path = sound_file(name)
        except RuntimeError:  # no resources folder at all: no sound
            return
        if self.windows:
            self._play_on_windows(path)
        elif self.command is not None:
            self._start(path)

    def _play_on_windows(self, path: Path) -> None:
        import winsound  # the standard library's, on Windows only

        flags = winsound.SND_ASYNC | winsound.SND_FILENAME | winsound.SND_NODEFAULT
        with contextlib.suppress(RuntimeError):  # no sound device, or a file it cannot play
            winsound.PlaySound(str(path), flags)

    def _start(self, path: Path) -> None:
        import subprocess

        self.reap()
        if len(self.playing) >= AT_ONCE:
            return
        try:
            child = subprocess.Popen(
                [*self.command, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
            )
        except OSError:  # the player went away or cannot run: no more sounds this session
            self.command = None
            return
        self.playing.append(child)

    def reap(self) -> None:
        """Forget (and reap) the children that have finished."""
        self.playing = [child for child in self.playing if child.poll() is None]


class TableSounds(QObject):
    """Asks ``player`` for the sound of each table event while ``on``: the deal, each
    card, each trick as it lands on its pile, the contract made or set, and the game won by
    the person's team. Sounds after a trick wait until the table is still (``when_still``,
    the animator's ``when_idle``: after the trick pause and the cards' flight), so they are
    heard in the order they are seen. Nothing while a hand is shown again (resume, undo)."""

    def __init__(
        self,
        controller: GameController,
        when_still: Callable[[Callable[[], None]], None],
        player: SoundPlayer,
        person_team: int = 0,
    ) -> None:
        super().__init__(controller)
        self.player = player
        self.on = False
        self.person_team = person_team
        self.replaying = False
        self.when_still = when_still
        controller.replaying.connect(self._on_replaying)
        controller.hand_dealt.connect(self._on_dealt)
        controller.card_played.connect(lambda _event: self._play(CARD))
        controller.trick_won.connect(lambda _event: self._when_still(TRICK))
        controller.hand_scored.connect(self._on_scored)
        controller.game_over.connect(self._on_game_over)

    def _on_replaying(self, replaying: bool) -> None:
        self.replaying = replaying

    def _on_dealt(self, _dealt: HandDealt) -> None:
        self._play(DEAL)

    def _on_scored(self, report: HandReport) -> None:
        if report.winner is None:  # the game's end has a sound of its own
            self._when_still(MADE if report.made else SET)

    def _on_game_over(self, team: int) -> None:
        self._when_still(WON if team == self.person_team else SET)

    def _when_still(self, name: str) -> None:
        if self.on and not self.replaying:
            self.when_still(lambda: self._play(name))

    def _play(self, name: str) -> None:
        if self.on and not self.replaying:
            self.player.play(name)
