"""Each of the game's files damaged in many ways (truncated, bytes flipped, wrong types,
huge values, deep nesting, a future version, NaN), read by the code that reads it: nothing
raises but the documented errors, a file that cannot be used is kept byte for byte under
a new name, one that can is left as it is, and no other file is touched. Bounded: a few
seeds per damage, a few seconds in all."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.attacks import a_save, encoded, kept_copies

from okpitch_desktop.app.saves.savegame import SaveStore
from okpitch_desktop.app.settings import Settings, load_settings
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.history import HandHistory, load_hand
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.engine import Game, RuleSet, hand_record

SEEDS = range(4)
MARKER = "@@DAMAGE@@"
FIGURES: dict[str, dict[str, int]] = {}  # per file: damaged, and what became of it


def count(file: str, outcome: str) -> None:
    """One damaged file and its outcome: kept aside, used as it was, or refused (import)."""
    figures = FIGURES.setdefault(file, {"damaged": 0})
    figures["damaged"] += 1
    figures[outcome] = figures.get(outcome, 0) + 1


@pytest.fixture(scope="module", autouse=True)
def print_figures():
    """The figures of the run (``pytest -s``): every damaged file is kept or left."""
    yield
    print("\nfuzz figures:", json.dumps(FIGURES))


# ---------------------------------------------------------------------- the damages
def _paths(value: object, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (keys of objects, indexes of lists)."""
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:8]):
            found += _paths(item, (*path, index))
    return found


def _replaced(content: bytes, rng: random.Random, new: object, literal: str = "") -> bytes:
    """``content`` with one random place holding ``new`` (or the raw JSON ``literal``)."""
    data = json.loads(content)
    place = rng.choice(_paths(data))
    holder = data
    for step in place[:-1]:
        holder = holder[step]
    holder[place[-1]] = MARKER if literal else new
    text = json.dumps(data, indent=1)
    return text.replace(json.dumps(MARKER), literal).encode() if literal else text.encode()


def truncate(content: bytes, rng: random.Random) -> bytes:
    return content[: rng.randrange(len(content))]


def flip(content: bytes, rng: random.Random) -> bytes:
    data = bytearray(content)
    for _ in range(rng.randint(1, 8)):
        data[rng.randrange(len(data))] ^= rng.randint(1, 255)
    return bytes(data)


def wrong_type(content: bytes, rng: random.Random) -> bytes:
    return _replaced(content, rng, rng.choice([[], {}, "x", True, None, 1.5, -1]))


def huge(content: bytes, rng: random.Random) -> bytes:
    value = rng.choice([10**30, 1e308, -(10**18), 2**63, "x" * 200_000])
    return _replaced(content, rng, value)


def deep(content: bytes, rng: random.Random) -> bytes:
    depth = rng.choice([65, 1_000, 100_000])
    return _replaced(content, rng, None, "[" * depth + "]" * depth)


def future_version(content: bytes, rng: random.Random) -> bytes:
    data = json.loads(content)
    for key in ("version", "format"):
        if key in data:
            data[key] = 99 if key == "version" else "okpitch-hand/99"
    return json.dumps(data).encode()


def nan(content: bytes, rng: random.Random) -> bytes:
    return _replaced(content, rng, None, rng.choice(["NaN", "Infinity", "-Infinity", "1e999"]))


DAMAGES: dict[str, Callable[[bytes, random.Random], bytes]] = {
    f.__name__.replace("_", "-"): f
    for f in (truncate, flip, wrong_type, huge, deep, future_version, nan)
}


# ---------------------------------------------------------------------- the files
def finished_hand() -> dict:
    game, rng = Game(RuleSet(), 11), random.Random(11)
    while not game.hand_over:
        game.apply(rng.choice(game.hand.legal_actions()))
    return hand_record(game.hand)


GOOD_SETTINGS = json.dumps(
    {**Settings().to_json(), "player_name": "Bo", "seat_levels": {"2": "easy"}}
).encode()
GOOD_SAVE = encoded(a_save(4, 30))
GOOD_BACKUP = encoded(a_save(5, 10))
GOOD_HAND = finished_hand()


def check_kept_or_left(path: Path, content: bytes, used: bool) -> None:
    """A file that was not used is kept byte for byte; one that was used is left."""
    if used:
        assert path.read_bytes() == content and kept_copies(path) == []
    else:
        (copy,) = kept_copies(path)
        assert copy.read_bytes() == content


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_damaged_settings(tmp_path, damage) -> None:
    for seed in SEEDS:
        folder = tmp_path / f"s{seed}"
        folder.mkdir()
        path = folder / "settings.json"
        content = damage(GOOD_SETTINGS, random.Random(seed))
        path.write_bytes(content)
        settings, messages = load_settings(path)
        assert isinstance(settings, Settings) and len(messages) <= 1
        check_kept_or_left(path, content, used=not messages)
        count("settings.json", "kept_aside" if messages else "used_as_is")


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_damaged_autosave(tmp_path, damage) -> None:
    for seed in SEEDS:
        store = SaveStore(tmp_path / f"s{seed}")
        store.folder.mkdir()
        content = damage(GOOD_SAVE, random.Random(seed))
        store.path.write_bytes(content)
        store.backup.write_bytes(GOOD_BACKUP)
        assert store.acquire()
        result = store.load()
        assert result.document is not None  # the save, or else its good backup
        check_kept_or_left(store.path, content, used=result.source == store.path)
        assert store.backup.read_bytes() == GOOD_BACKUP
        assert (result.source == store.path) == (result.messages == [])
        count("autosave.json", "used_as_is" if result.source == store.path else "kept_aside")
        store.lock.release()


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_damaged_history_file(tmp_path, damage) -> None:
    history = HandHistory(tmp_path)
    for seed in SEEDS:
        path = history.add(f"game{seed}", 1.7e9, 0, (None, "easy", "easy", "easy"), GOOD_HAND)
        content = damage(path.read_bytes(), random.Random(seed))
        path.write_bytes(content)
        outcome = "imported"
        try:
            load_hand(path)
        except ValueError as error:  # RecordError included: a readable reason
            assert 0 < len(str(error)) < 2_000
            outcome = "refused_with_a_reason"
        assert path.read_bytes() == content  # reading never changes it
        count("hand history file (import)", outcome)


def a_database(path: Path) -> None:
    stats = Statistics(path)
    for number in range(3):
        stats.write([
            ("INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level,"
             " human_team, winner) VALUES ('g', 1, 4, '{}', '[null]', 'easy', 0, 0)", ()),
            ("INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer,"
             " pitcher, pitcher_team, bid, trump, made, points, earned, human_team, scores)"
             " VALUES ('g', ?, ?, 4, '{}', 0, 0, 0, 2, 'S', 1, '{}', '[2, 2]', 0, '[2, 2]')",
             (number, number)),
        ])  # fmt: skip
    stats.close()


def damage_database(path: Path, kind: str, rng: random.Random) -> None:
    """The database damaged as a file (truncate, flip) or as content (the others)."""
    if kind in ("truncate", "flip"):
        path.write_bytes(DAMAGES[kind](path.read_bytes(), rng))
        return
    values = {
        "wrong-type": ("earned", rng.choice(["x", 1.5, None, b"\x00"])),
        "huge": ("earned", rng.choice(["[" + "9" * 5_000 + "]", "x" * 200_000, 10**18])),
        "deep": ("scores", "[" * 100_000),
        "nan": ("earned", rng.choice(["[NaN, 1]", "[1e999, 2]"])),
    }
    db = sqlite3.connect(path)
    if kind == "future-version":
        db.execute("PRAGMA user_version = 99")
    else:
        column, value = values[kind]
        db.execute(f"UPDATE hands SET {column} = ? WHERE hand_number = 1", (value,))
    db.commit()
    db.close()


@pytest.mark.parametrize("kind", DAMAGES.keys())
def test_damaged_statistics(tmp_path, kind) -> None:
    for seed in SEEDS:
        folder = tmp_path / f"s{seed}"
        folder.mkdir()
        path = folder / "statistics.sqlite3"
        a_database(path)
        damage_database(path, kind, random.Random(seed))
        content = path.read_bytes()
        stats = Statistics(path)
        data = summary(stats)  # never raises, whatever the rows hold
        assert data["hands"] <= 3
        copies = kept_copies(path)
        if copies:  # only what reading showed to be damaged is set aside, byte for byte
            assert kind in ("truncate", "flip") and copies[0].read_bytes() == content
            assert any(copies[0].name in message for message in stats.messages)
        count("statistics.sqlite3", "kept_aside" if copies else "used_rows_checked")
        stats.close()
