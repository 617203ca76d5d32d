"""The player's settings: JSON under the user config folder that survives upgrades.

Unknown keys are kept as they are (a newer version's settings survive a trip through an
older one), missing or invalid keys take their defaults, and a file that cannot be read at
all is set aside with a message and the defaults are used.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..ai.players.levels import DEFAULT_LEVEL, LEVELS, MEASURED_STRENGTH, Strength
from ..engine import RuleError, RuleSet
from ..engine.checks import is_whole
from .language import LANGUAGES, SYSTEM, tr
from .logs import logger
from .paths import config_dir
from .plain_text import shorten
from .saves.safe_read import FileProblem, read_json, set_aside
from .saves.savefile import write_atomic

SETTINGS_NAME = "settings.json"
SETTINGS_VERSION = 1
SPEEDS = ("off", "fast", "normal", "slow")  # the keys of ui/table/speeds.SPEEDS (app has no ui)
LEVELS = tuple(LEVELS)
# Per offered level, its measured strength against easy (None: easy, the yardstick).
LEVEL_STRENGTH: dict[str, Strength | None] = {
    level: MEASURED_STRENGTH.get(level) for level in LEVELS
}
MAX_SEATS = 6
PACE_RANGE = range(0, 3001)  # milliseconds a computer's move takes at least
TRICK_PAUSE_RANGE = range(0, 3001)  # milliseconds a finished trick stays in view
NAME_LENGTH = 40
SEAT_KEYS = {str(seat): seat for seat in range(1, MAX_SEATS)}  # "1".."5" (not "²")
PLACES = 8  # screens whose window place is kept (ui/window_place.py), the last used kept
PLACE_KEY_LENGTH = 200  # characters of a screen's key: its name, geometry and pixel ratio
PLACE_RANGE = range(-1_000_000, 1_000_001)  # logical pixels of a place's numbers


@dataclass
class Settings:
    """Every setting with its default; ``extra`` holds keys this version does not know."""

    rules: RuleSet = field(default_factory=RuleSet)
    computer_level: str = DEFAULT_LEVEL  # every computer seat, unless same_level_for_all is off
    same_level_for_all: bool = True
    seat_levels: dict[int, str] = field(default_factory=dict)  # seat -> level (1..5)
    animation_speed: str = "normal"
    computer_pace_ms: int = 250
    trick_pause_ms: int = 600  # at every animation speed, Off included
    autoplay_single_card: bool = False
    finish_settled_hands: bool = False  # a hand no point can change plays itself out
    reasons_in_play: bool = False  # practice: the computers' reasons told during play
    coach: bool = False  # practice: a costly move is held and said before it is made
    review_hands: bool = True  # each of the person's hands reviewed for the statistics
    player_name: str = ""
    language: str = SYSTEM  # a code of LANGUAGES, or follow the system; applies at start
    four_colour_deck: bool = False  # diamonds blue and clubs green
    show_win_chance: bool = False  # View > Chance to win: the meter under the table
    tour_seen: bool = False  # the "How to play" tour was shown at the first start
    sound: bool = True  # View > Sound: the table's short, quiet sounds
    # Per screen (ui/window_place.screen_key), the last used last: the window's x, y,
    # width and height in logical pixels and 1 if it was maximised, else 0.
    window_places: dict[str, list[int]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept
    extra_rules: dict[str, Any] = field(default_factory=dict)  # unknown rule fields, kept

    def levels(self, players: int) -> tuple[str | None, ...]:
        """Who plays each seat of a new game: the person at seat 0 (None), computers after."""
        return (None,) + tuple(self.level_of(seat) for seat in range(1, players))

    def level_of(self, seat: int) -> str:
        """The level of the computer at ``seat``."""
        if self.same_level_for_all:
            return self.computer_level
        return self.seat_levels.get(seat, self.computer_level)

    def to_json(self) -> dict[str, Any]:
        """The file's content, unknown keys included."""
        return {
            **self.extra,
            "version": SETTINGS_VERSION,
            "rules": {**self.extra_rules, **self.rules.to_dict()},
            "computer_level": self.computer_level,
            "same_level_for_all": self.same_level_for_all,
            "seat_levels": {str(seat): level for seat, level in sorted(self.seat_levels.items())},
            "animation_speed": self.animation_speed,
            "computer_pace_ms": self.computer_pace_ms,
            "trick_pause_ms": self.trick_pause_ms,
            "autoplay_single_card": self.autoplay_single_card,
            "finish_settled_hands": self.finish_settled_hands,
            "reasons_in_play": self.reasons_in_play,
            "coach": self.coach,
            "review_hands": self.review_hands,
            "player_name": self.player_name,
            "language": self.language,
            "four_colour_deck": self.four_colour_deck,
            "show_win_chance": self.show_win_chance,
            "tour_seen": self.tour_seen,
            "sound": self.sound,
            "window_places": {key: list(place) for key, place in self.window_places.items()},
        }


def settings_path() -> Path:
    """Where the settings live."""
    return config_dir() / SETTINGS_NAME


def from_json(data: dict[str, Any]) -> Settings:
    """Settings from a parsed file: each bad or missing value takes its default."""
    known = {f.name for f in fields(Settings)} | {"version"}
    settings = Settings(extra={key: value for key, value in data.items() if key not in known})
    rules = data.get("rules")
    if isinstance(rules, dict):
        rule_fields = {f.name for f in fields(RuleSet)}
        settings.extra_rules = {k: v for k, v in rules.items() if k not in rule_fields}
    settings.rules = _rules(rules)
    settings.computer_level = _choice(data, "computer_level", LEVELS, DEFAULT_LEVEL)
    settings.same_level_for_all = _bool(data, "same_level_for_all", True)
    raw_seats = data.get("seat_levels")
    if isinstance(raw_seats, dict):
        for key, level in raw_seats.items():
            seat = SEAT_KEYS.get(key)
            if seat is not None and level in LEVELS:
                settings.seat_levels[seat] = level
    settings.animation_speed = _choice(data, "animation_speed", SPEEDS, "normal")
    settings.computer_pace_ms = _whole(data, "computer_pace_ms", PACE_RANGE, 250)
    settings.trick_pause_ms = _whole(data, "trick_pause_ms", TRICK_PAUSE_RANGE, 600)
    settings.autoplay_single_card = _bool(data, "autoplay_single_card", False)
    settings.finish_settled_hands = _bool(data, "finish_settled_hands", False)
    settings.reasons_in_play = _bool(data, "reasons_in_play", False)
    settings.coach = _bool(data, "coach", False)
    settings.review_hands = _bool(data, "review_hands", True)
    name = data.get("player_name")
    settings.player_name = name[:NAME_LENGTH] if isinstance(name, str) else ""
    settings.language = _choice(data, "language", (SYSTEM, *LANGUAGES), SYSTEM)
    settings.four_colour_deck = _bool(data, "four_colour_deck", False)
    settings.show_win_chance = _bool(data, "show_win_chance", False)
    settings.tour_seen = _bool(data, "tour_seen", False)
    settings.sound = _bool(data, "sound", True)
    settings.window_places = _places(data.get("window_places"))
    return settings


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings (defaults when there are none) and messages for the player; a
    file that cannot be used is set aside, byte for byte, and never overwritten."""
    path = path or settings_path()
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings(), []
    except FileProblem as problem:
        data = problem
    if isinstance(data, dict):
        return from_json(data), []
    why = data if isinstance(data, FileProblem) else "it does not hold a JSON object"
    kept = set_aside(path, why=why)
    text = tr("The settings file {name} is damaged; the defaults are used.").format(name=path.name)
    if kept:
        text += " " + tr("It is kept as {name}.").format(name=kept.name)
    else:
        text = tr("The settings could not be read ({error}); the defaults are used.").format(
            error=shorten(why)
        )
    return Settings(), [text]


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically; a message for the player if that failed."""
    path = path or settings_path()
    data = json.dumps(settings.to_json(), indent=2, sort_keys=True).encode("utf-8")
    try:
        write_atomic(path, data, keep_previous=False)
    except OSError as error:
        logger().warning("saving settings to %s failed: %s", path, error)
        text = tr("The settings could not be saved in {folder} ({reason}).")
        return text.format(folder=path.parent, reason=error.strerror or error)
    return None


def _rules(data: object) -> RuleSet:
    """The rule set, field by field: one bad value does not lose the others."""
    if not isinstance(data, dict):
        return RuleSet()
    good: dict[str, Any] = {}
    known = {f.name for f in fields(RuleSet)}
    for name, value in data.items():
        if name not in known:
            continue
        try:
            RuleSet(**{name: value})
        except (RuleError, TypeError):
            continue
        good[name] = value
    return RuleSet(**good)


def _choice(data: dict, key: str, choices: tuple, default: str) -> str:
    value = data.get(key)
    return value if isinstance(value, str) and value in choices else default


def _whole(data: dict, key: str, allowed: range, default: int) -> int:
    value = data.get(key)
    return value if is_whole(value) and value in allowed else default


def _bool(data: dict, key: str, default: bool) -> bool:
    value = data.get(key)
    return value if isinstance(value, bool) else default


def _places(value: object) -> dict[str, list[int]]:
    """The window's places that are whole numbers in range, the last ``PLACES`` kept."""
    if not isinstance(value, dict):
        return {}
    places = {}
    for key, place in value.items():
        if not isinstance(key, str) or len(key) > PLACE_KEY_LENGTH:
            continue
        if not isinstance(place, list) or len(place) != 5:
            continue
        if all(is_whole(n) and n in PLACE_RANGE for n in place) and place[4] in (0, 1):
            places[key] = list(place)
    return dict(list(places.items())[-PLACES:])
