"""Hand history: the record of every hand played, kept under the data folder.

Each scored hand is one small JSON file, ``history/<started>-<game id>/hand-NNN.json``,
holding its ``okpitch-hand/1`` record (HAND_RECORD.md), who sat where and the game's score
sheet up to that hand (beside the record, whose fields HAND_RECORD.md fixes). Folder names sort
by date, so listing needs no file to be read. A hand can be exported as a plain
``okpitch-hand/1`` file and such a file imported to be replayed or dealt again.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ...ai.players.levels import LEVELS
from ...engine import FORMAT, RecordError, RuleSet, replay_record
from ..logs import logger
from ..paths import data_dir
from ..review.hand_reasons import PlayedHand
from ..saves.safe_read import FileProblem, is_name_part, read_json, regular_or_missing
from ..saves.savefile import write_atomic
from .score_sheet import ScoreSheet, SheetRow, read_sheet
from .stored_values import is_count

HISTORY_DIR = "history"
ENTRY_FORMAT = "okpitch-history/1"
DEAL_FIELDS = ("format", "rules", "dealer", "scores", "hands", "widow")
MAX_SEED = 2**63 - 1  # a game's seed, as a save allows it
MAX_HANDS = 10**6 - 1  # a hand's number, as a save allows it


@dataclass(frozen=True)
class HandEntry:
    """One kept hand: where its file is and what the listing shows."""

    path: Path
    game: str  # the game's folder name: "<date>-<time>-<game id>"
    hand_number: int

    @property
    def started(self) -> datetime | None:
        """When the game began (local time), from its folder's name."""
        try:
            return datetime.strptime(started_stamp(self.game), "%Y%m%d-%H%M%S")
        except ValueError:
            return None


@dataclass(frozen=True)
class LoadedHand:
    """A hand's record with the seat the person played (0 unless the file says)."""

    record: dict[str, Any]
    human_seat: int = 0
    levels: tuple[str | None, ...] | None = None
    sheet: ScoreSheet | None = None  # the game's sheet up to this hand, when the file has it
    played: PlayedHand | None = None  # with the game's seed: the computers' reasons


class HandHistory:
    """The folder of kept hands."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / HISTORY_DIR
        self.problem: str | None = None  # why the folder could not be listed, last time

    def add(
        self,
        game_id: str,
        started_at: float,
        hand_number: int,
        levels: tuple[str | None, ...],
        record: dict[str, Any],
        sheet: ScoreSheet | None = None,
        seed: int | None = None,
    ) -> Path:
        """Keep a scored hand (with the game's score sheet so far, and the game's seed, from
        which the computers' reasons are worked out again); OSError if the folder cannot be
        written or something other than a file is at the hand's name. A hand already kept
        is never written again (a resumed game reports its scored hand once more, perhaps
        with a score sheet that could not be read back)."""
        path = self.folder / game_folder(game_id, started_at) / f"hand-{hand_number:03d}.json"
        try:
            if regular_or_missing(path):
                return path
        except FileProblem as problem:
            raise OSError(f"{path.name}: {problem}") from None
        entry = {
            "format": ENTRY_FORMAT,
            "game_id": game_id,
            "hand_number": hand_number,
            "played_at": time.time(),
            "levels": list(levels),
            "human_seat": levels.index(None) if None in levels else None,
            "record": record,
        }
        if sheet is not None:
            entry["score_sheet"] = sheet.to_json()
        if seed is not None:
            entry["seed"] = seed
        write_atomic(path, json.dumps(entry, indent=1).encode("utf-8"), keep_previous=False)
        return path

    def entries(self) -> list[HandEntry]:
        """Every kept hand, newest game first, its hands in order. Of games started in the
        same second, the one whose first hand was kept last comes first (by the files'
        times: listing reads no file). A folder that cannot be listed gives none, and
        ``problem`` says why."""
        self.problem = None
        games = []
        try:
            if not self.folder.is_dir():
                return []
            for game in self.folder.iterdir():
                hands = kept_hands(game) if game.is_dir() and not game.is_symlink() else []
                if hands:
                    first_kept = kept_at(hands[0].path)
                    games.append((started_stamp(game.name), first_kept, game.name, hands))
        except OSError as error:
            logger().warning("hand history %s not listed: %s", self.folder, error)
            self.problem = str(error.strerror or error)
            return []
        games.sort(key=lambda game: game[:3], reverse=True)
        return [entry for *_, hands in games for entry in hands]


def started_stamp(game: str) -> str:
    """The ``<date>-<time>`` a game's folder name starts with (``game_folder``)."""
    return "-".join(game.split("-")[:2])


def kept_hands(game: Path) -> list[HandEntry]:
    """The hands kept in a game's folder, in the order played."""
    hands = []
    for path in game.glob("hand-*.json"):
        number = path.stem.removeprefix("hand-")
        if number.isdigit():
            hands.append(HandEntry(path, game.name, int(number)))
    return sorted(hands, key=lambda entry: entry.hand_number)


def kept_at(path: Path) -> int:
    """When a hand's file was last written (nanoseconds; 0 if it cannot be read)."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0


def game_folder(game_id: str, started_at: float) -> str:
    """The folder name of a game's hands, ``<date>-<time>-<game id>``: an id that is not a
    plain name (``../../x``) or a start time that is not a time never makes a path."""
    try:
        started = time.strftime("%Y%m%d-%H%M%S", time.localtime(started_at))
    except (TypeError, ValueError, OverflowError, OSError):  # NaN, 1e300, not a number
        started = time.strftime("%Y%m%d-%H%M%S")
    if not is_name_part(game_id):
        import hashlib  # only for a name that cannot be a folder's (start-up time)

        game_id = hashlib.sha256(str(game_id).encode("utf-8", "replace")).hexdigest()[:32]
    return f"{started}-{game_id}"


def load_hand(path: Path) -> LoadedHand:
    """A kept hand or an imported ``okpitch-hand/1`` file, checked by replaying it;
    ValueError (RecordError) with a readable reason otherwise."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        raise ValueError(f"{path.name} cannot be read: it does not exist") from None
    except FileProblem as problem:
        raise ValueError(f"{path.name} is not a JSON hand record: {problem}") from None
    human_seat, levels, entry = 0, None, None
    if isinstance(data, dict) and data.get("format") == ENTRY_FORMAT:
        entry = data
        seat = data.get("human_seat")
        human_seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else 0
        levels = data.get("levels")
        data = data.get("record")
    replay_record(data)  # raises RecordError naming the step
    rules = RuleSet.from_dict(data.get("rules", {}))
    players = rules.players
    if not (
        isinstance(levels, list)
        and len(levels) == players
        and all(level is None or level in LEVELS for level in levels)
    ):
        levels = None
    sheet = _entry_sheet(entry, rules, path) if entry is not None else None
    levels = None if levels is None else tuple(levels)
    played = None
    if entry is not None and levels is not None:
        seed, number = entry.get("seed"), entry.get("hand_number")
        if is_count(seed, MAX_SEED) and is_count(number, MAX_HANDS):
            played = PlayedHand(data, levels, seed, number)
    return LoadedHand(data, human_seat if 0 <= human_seat < players else 0, levels, sheet, played)


def hand_result(path: Path) -> SheetRow | None:
    """A kept hand's row of its game's score sheet, for the list of hands: read, not
    replayed (a list of hundreds opens at once); None when the file has no usable sheet."""
    try:
        entry = read_json(path)
        rules = RuleSet.from_dict(entry["record"].get("rules", {}))
        rows = read_sheet(entry["score_sheet"], rules).rows
    except (OSError, FileProblem, KeyError, TypeError, AttributeError, ValueError):
        return None
    return rows[-1] if rows else None


def _entry_sheet(entry: dict, rules: RuleSet, path: Path) -> ScoreSheet | None:
    """An entry's score sheet; None without one, or (logged) with a bad one: the hand
    itself is still good."""
    if "score_sheet" not in entry:
        return None
    try:
        return read_sheet(entry["score_sheet"], rules)
    except ValueError as error:
        logger().warning("%s: score sheet left out: %s", path.name, error)
        return None


def export_hand(record: dict[str, Any], path: Path) -> None:
    """Write a plain ``okpitch-hand/1`` file (``okpitch-cli score`` reads it)."""
    text = json.dumps(record, indent=1) + "\n"
    write_atomic(path, text.encode("utf-8"), keep_previous=False)


def deal_again(
    record: dict[str, Any], seat: int, levels: tuple[str | None, ...], seed: int | None = None
) -> dict[str, Any]:
    """A controller snapshot that deals ``record``'s cards again, before any bid, with the
    person (seat 0 of the table) holding what ``seat`` held (``from_seat``)."""
    replay_record(record)  # a record that cannot be replayed cannot be dealt again
    deal = {key: record[key] for key in DEAL_FIELDS if key in record}
    return from_seat(deal, seat, levels, seed)


SEAT_FIELDS = ("hands", "exchanges", "discards")  # a record's lists with one entry per seat


def from_seat(
    record: dict[str, Any], seat: int, levels: tuple[str | None, ...], seed: int | None = None
) -> dict[str, Any]:
    """A controller snapshot of the first hand of a game that is ``record`` as far as it
    goes, with the person (seat 0 of the table) in ``seat``'s place: seats turn by ``seat``
    places, and dealer and team scores with them, so partners, the deal and what each seat
    did stay the same. Raises RecordError for a bad record or seat, ValueError for levels
    that do not fit."""
    state = replay_record(record)
    rules = state.rules
    players, teams = rules.players, rules.teams
    if not 0 <= seat < players:
        raise RecordError("seat", f"must be a seat number from 0 to {players - 1}")
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} seats")
    dealer = (state.dealer - seat) % players
    scores = [state.scores[(team + seat) % teams] for team in range(teams)]
    hand = {**record, "format": FORMAT, "rules": rules.to_dict(), "dealer": dealer,
            "scores": scores}  # fmt: skip
    for field in SEAT_FIELDS:
        if isinstance(record.get(field), list):
            hand[field] = [record[field][(s + seat) % players] for s in range(players)]
    return {
        "rules": rules.to_dict(),
        "levels": list(levels),
        "seed": random.randrange(2**31) if seed is None else seed,
        "first_dealer": dealer,
        "dealer": dealer,
        "hand_number": 0,
        "scores": scores,
        "hand": hand,
    }
