"""The saved game: versioned JSON of the whole game, autosaved after every action.

A save holds the rule set, who plays each seat, the seed, the first and current dealer, the
hand number, the scores, the score sheet of the hands played and the current hand as an
``okpitch-hand/1`` record (never a pickle: PySolFC's pickled saves broke across versions).
Deals come from the seed and the hand number, and the computers' decisions from the seed,
the hand number and the number of actions taken, so a resumed game goes on exactly as the
uninterrupted one would have.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ... import __version__
from ...ai.players.levels import LEVELS
from ...engine import Game, RecordError, RuleError, RuleSet, hand_record, replay_record
from ...engine.checks import is_whole
from ..language import tr
from ..logs import logger
from ..paths import data_dir
from ..plain_text import shorten
from ..stats.score_sheet import ScoreSheet, read_sheet
from ..stats.stored_values import is_score, is_time
from .safe_read import FileProblem, is_name_part, parse_json, read_bytes, set_aside
from .savefile import FileLock, backup_path, write_atomic

SAVE_FORMAT = "okpitch-save"
SAVE_VERSION = 1
SAVE_NAME = "autosave.json"
LOCK_NAME = "autosave.lock"
UNREADABLE_LABEL = "unreadable"


class SaveError(ValueError):
    """A save that cannot be used; ``reason`` says why in a player's words."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.newer = newer  # written by a newer version of the program


# ---------------------------------------------------------------------- the game as data
@dataclass(frozen=True)
class RestoredGame:
    """A game read back from a snapshot (its current hand keeps its history)."""

    game: Game
    levels: tuple[str | None, ...]
    sheet: ScoreSheet = field(default_factory=ScoreSheet)


def game_snapshot(
    game: Game, levels: tuple[str | None, ...], sheet: ScoreSheet | None = None
) -> dict[str, Any]:
    """Everything needed to continue ``game`` exactly, as JSON-ready data."""
    snapshot = {
        "rules": game.rules.to_dict(),
        "levels": list(levels),
        "seed": game.seed,
        "first_dealer": game.first_dealer,
        "dealer": game.dealer,
        "hand_number": game.hand_number,
        "scores": list(game.scores),
        "hand": hand_record(game.hand),
    }
    if sheet is not None:
        snapshot["score_sheet"] = sheet.to_json()
    return snapshot


def restore_game(snapshot: object) -> RestoredGame:
    """The game of a snapshot; raises SaveError naming the first thing that is wrong."""
    if not isinstance(snapshot, dict):
        raise SaveError("the game is not a JSON object")
    try:
        rules = RuleSet.from_dict(snapshot.get("rules"))
    except RuleError as error:
        raise SaveError(f"rules: {error}") from None
    players = rules.players
    levels = snapshot.get("levels")
    if not isinstance(levels, list) or len(levels) != players:
        raise SaveError(f"levels: must list {players} seats")
    for seat, level in enumerate(levels):
        if level is not None and (not isinstance(level, str) or level not in LEVELS):
            raise SaveError(f"levels[{seat}]: {level!r} is not a computer level")
    seed = _whole(snapshot, "seed", 0, 2**63)
    first_dealer = _whole(snapshot, "first_dealer", 0, players)
    dealer = _whole(snapshot, "dealer", 0, players)
    hand_number = _whole(snapshot, "hand_number", 0, 10**6)
    scores = snapshot.get("scores")
    if not isinstance(scores, list) or len(scores) != rules.teams or not all(map(is_score, scores)):
        raise SaveError(f"scores: must be {rules.teams} scores a game can reach")
    if dealer != (first_dealer + hand_number) % players:
        raise SaveError("dealer: the deal passes left every hand, so it cannot be this seat")
    try:
        hand = replay_record(snapshot.get("hand"))
    except RecordError as error:
        raise SaveError(f"hand: {error}") from None
    if hand.rules != rules or hand.dealer != dealer or list(hand.scores) != scores:
        raise SaveError("hand: its rules, dealer or scores are not the game's")
    game = Game(rules, seed, first_dealer)
    game.dealer, game.hand_number, game.scores, game.hand = dealer, hand_number, tuple(scores), hand
    return RestoredGame(game, tuple(levels), _sheet_of(snapshot, game))


def _sheet_of(snapshot: dict, game: Game) -> ScoreSheet:
    """The game's score sheet; a save without one (older versions) or with a bad one
    still resumes its game, with the sheet starting afresh (a bad one is logged)."""
    if "score_sheet" not in snapshot:
        return ScoreSheet()
    try:
        sheet = read_sheet(snapshot["score_sheet"], game.rules)
        if sheet.rows:
            _check_sheet_end(sheet, game)
    except ValueError as error:
        logger().warning("the saved score sheet is dropped: %s", error)
        return ScoreSheet()
    return sheet


def _check_sheet_end(sheet: ScoreSheet, game: Game) -> None:
    """The sheet's last row is the current hand once scored, else the hand before it."""
    last, result = sheet.rows[-1], game.hand.result
    if result is not None and last.hand_number == game.hand_number:
        totals = result.scores
    elif last.hand_number == game.hand_number - 1:
        totals = game.scores
    else:
        raise ValueError("score_sheet: its last hand is not the game's last scored hand")
    if last.totals != tuple(totals):
        raise ValueError("score_sheet: its totals are not the game's scores")
    if last.dealer != (game.first_dealer + last.hand_number) % game.rules.players:
        raise ValueError("score_sheet: its dealers are not the game's")


def _whole(data: dict, key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not is_whole(value) or not low <= value < high:
        raise SaveError(f"{key}: must be a whole number from {low} to {high - 1}")
    return value


# ---------------------------------------------------------------------- the save document
def new_game_id() -> str:
    """A fresh game's identity: 128 random bits in hex, as long as a uuid4's hex (the uuid
    module, with the platform module it imports, cost a new game's first deal ~5 ms)."""
    return os.urandom(16).hex()


@dataclass
class GameTag:
    """Which game this is (statistics and hand history file it by ``game_id``) and how long
    it has been played, carried across a resume."""

    game_id: str = field(default_factory=new_game_id)
    started_at: float = field(default_factory=time.time)
    earlier_seconds: float = 0.0  # played before this session
    # A replay ("Play this deal again"): the level of the computer its first hand is
    # compared with; None for a game of new deals. Kept apart in the statistics.
    replay: str | None = None
    _since: float = field(default_factory=time.monotonic, repr=False)

    @property
    def play_seconds(self) -> float:
        """Time spent in this game, over every session it was played in."""
        return self.earlier_seconds + time.monotonic() - self._since


def save_document(snapshot: dict, tag: GameTag) -> dict[str, Any]:
    """The JSON object written to the save file; the checksum catches damaged files that
    still happen to be valid JSON."""
    document = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "program": __version__,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "game_id": tag.game_id,
        "started_at": tag.started_at,
        "play_seconds": round(tag.play_seconds, 3),
        "game": snapshot,
        "checksum": _checksum(snapshot),
    }
    if tag.replay is not None:
        document["replay"] = tag.replay
    return document


def read_document(data: bytes) -> dict[str, Any]:
    """A save file's content checked down to a playable game; SaveError if it is not."""
    if not data.strip():
        raise SaveError("the file is empty")
    try:
        document = parse_json(data)
    except FileProblem as problem:
        raise SaveError(str(problem)) from None
    if not isinstance(document, dict):
        raise SaveError("the file does not hold a saved game (not a JSON object)")
    if document.get("format") != SAVE_FORMAT:
        raise SaveError("the file does not hold a saved game of this program")
    version = document.get("version")
    if not is_whole(version) or version < 1:
        raise SaveError(f"the save version {version!r} is not valid")
    if version > SAVE_VERSION:
        raise SaveError(
            f"it was written by a newer version of the game (save version {version}; "
            f"this one reads up to {SAVE_VERSION})",
            newer=True,
        )
    game = document.get("game")
    if document.get("checksum") != _checksum(game):
        raise SaveError("the file is damaged (its checksum does not match)")
    if not is_name_part(document.get("game_id")):
        raise SaveError("game_id: missing, or not a name of letters, digits and dashes")
    if not is_time(document.get("started_at")):
        raise SaveError("started_at: missing, or not a time")
    if not is_time(document.get("play_seconds")):
        raise SaveError("play_seconds: missing, or not a duration")
    if document.get("replay") not in (None, *LEVELS):
        raise SaveError("replay: not a computer level")
    restore_game(game)
    return document


def tag_of(document: dict) -> GameTag:
    """The identity and play time of a saved game, to go on with."""
    return GameTag(
        document["game_id"],
        document["started_at"],
        document["play_seconds"],
        document.get("replay"),
    )


def _checksum(game: object) -> str:
    import hashlib  # OpenSSL's, a few milliseconds: at the first save, not at start-up

    text = json.dumps(game, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


# ---------------------------------------------------------------------- the save file
@dataclass
class LoadResult:
    """What a load found: a good document (or None) and what to tell the player."""

    document: dict[str, Any] | None = None
    source: Path | None = None
    messages: list[str] = field(default_factory=list)


class SaveStore:
    """The autosave file with its previous copy, written only while holding the lock."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.path = self.folder / SAVE_NAME
        self.backup = backup_path(self.path)
        self.lock = FileLock(self.folder / LOCK_NAME)
        self._main_good = False  # rotate the main file to .bak only when it is known good

    @property
    def locked(self) -> bool:
        """Whether this copy of the program may write the save."""
        return self.lock.held

    def acquire(self) -> bool:
        """Take the lock; False when another running copy has it, OSError when the folder
        cannot be written."""
        return self.lock.acquire()

    def save(self, document: dict) -> None:
        """Write the document atomically, keeping the previous good copy; OSError if the
        folder cannot be written."""
        if not self.locked:
            raise OSError(f"{self.lock.path} is held by another copy of the game")
        data = json.dumps(document, indent=1).encode("utf-8")
        write_atomic(self.path, data, keep_previous=self._main_good)
        self._main_good = True

    def load(self) -> LoadResult:
        """The saved game, else its previous copy; unreadable files are set aside (when
        this copy holds the lock) so that they are neither lost nor overwritten."""
        result = LoadResult()
        problems = []
        for path in (self.path, self.backup):
            try:
                data = read_bytes(path)
            except FileNotFoundError:
                continue
            except FileProblem as problem:
                problems.append((path, SaveError(str(problem))))
                continue
            try:
                result.document = read_document(data)
            except SaveError as error:
                problems.append((path, error))
                continue
            result.source = path
            self._main_good = path == self.path
            break
        for path, error in problems:
            kept = self._set_aside(path, error)
            text = tr("The saved game {name} could not be used: {error}.")
            text = text.format(name=path.name, error=shorten(error))
            if kept:
                text += " " + tr("It is kept as {name}.").format(name=kept.name)
            result.messages.append(text)
        if problems:
            result.messages.append(
                tr("The previous copy of the saved game was used instead.")
                if result.document is not None
                else tr("No saved game could be resumed; the game starts normally.")
            )
        return result

    def discard(self) -> None:
        """The game is over: nothing is left to resume."""
        if not self.locked:
            return
        for path in (self.path, self.backup):
            try:
                path.unlink(missing_ok=True)
            except OSError as error:  # an unwritable folder: autosave already said so
                logger().warning("finished game's save not removed: %s", error)
        self._main_good = False

    def _set_aside(self, path: Path, why: SaveError) -> Path | None:
        return set_aside(path, UNREADABLE_LABEL, why) if self.locked else None
