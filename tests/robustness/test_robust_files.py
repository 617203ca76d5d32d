"""Every hostile file of issue 16, read by the code that reads it at start or on import:
nothing raises, nothing hangs, the damaged file is kept byte for byte under a new name,
and the game goes on with the backup or the defaults."""

from __future__ import annotations

import json
import os
import random
import threading
from pathlib import Path

import pytest
from helpers.attacks import DEEP, HUGE_INT, a_save, encoded, kept_copies, with_field

from okpitch_desktop.app.saves.safe_read import FileProblem, parse_json, read_bytes, set_aside
from okpitch_desktop.app.saves.savegame import SaveError, SaveStore, read_document
from okpitch_desktop.app.settings import Settings, load_settings, save_settings
from okpitch_desktop.app.stats.history import HandHistory, load_hand
from okpitch_desktop.engine import Game, RuleSet, hand_record

HANG_SECONDS = 5


def load_with_backup(tmp_path: Path, content: bytes) -> tuple[SaveStore, dict, object]:
    """A store whose main save is ``content`` and whose backup is good, loaded."""
    good = a_save(2)
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    store.backup.write_bytes(encoded(good))
    assert store.acquire()
    return store, good, store.load()


# ---------------------------------------------------------------------- the autosave
SAVE_ATTACKS = {
    "deeply-nested": DEEP,
    "6000-digit-int": with_field(a_save(), "play_seconds", HUGE_INT.decode()),
    "started-at-nan": with_field(a_save(), "started_at", "NaN"),
    "started-at-1e300": with_field(a_save(), "started_at", "1e300"),
    "play-seconds-infinity": with_field(a_save(), "play_seconds", "Infinity"),
    "game-id-climbs-out": encoded(a_save(game_id="../../../../tmp/x")),
    "duplicate-keys": encoded(a_save())[:-1] + b', "format": "okpitch-save"}',
}


@pytest.mark.parametrize("content", SAVE_ATTACKS.values(), ids=SAVE_ATTACKS.keys())
def test_a_hostile_autosave_falls_back_to_the_backup_and_is_kept(tmp_path, content) -> None:
    store, good, result = load_with_backup(tmp_path, content)
    assert result.document == good and result.source == store.backup
    (kept,) = kept_copies(store.path)
    assert kept.read_bytes() == content
    assert any(kept.name in message for message in result.messages)


def test_a_game_id_from_a_save_never_becomes_a_path(tmp_path) -> None:
    with pytest.raises(SaveError, match="game_id"):
        read_document(encoded(a_save(game_id="../../../../tmp/x")))
    history = HandHistory(tmp_path / "history")
    path = history.add("../../../../tmp/x", 1.7e9, 0, (None, "easy", "easy", "easy"), {})
    assert path.resolve().is_relative_to((tmp_path / "history").resolve())
    assert path.parent.parent == tmp_path / "history"


@pytest.mark.parametrize("started_at", [float("nan"), 1e300, float("inf"), -1e300])
def test_a_bad_start_time_does_not_stop_hand_history(tmp_path, started_at) -> None:
    history = HandHistory(tmp_path / "history")
    path = history.add("abc123", started_at, 4, (None, "easy", "easy", "easy"), {})
    assert path.exists() and path.name == "hand-004.json"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_autosave_does_not_hang_the_start(tmp_path) -> None:
    store = SaveStore(tmp_path)
    os.mkfifo(store.path)
    store.backup.write_bytes(encoded(a_save(3)))
    assert store.acquire()
    outcome: dict = {}
    reader = threading.Thread(target=lambda: outcome.update(result=store.load()), daemon=True)
    reader.start()
    reader.join(HANG_SECONDS)
    if reader.is_alive():  # free the blocked reader (old code) before failing
        os.close(os.open(store.path, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(HANG_SECONDS)
        pytest.fail("reading a FIFO autosave hung")
    assert outcome["result"].source == store.backup
    assert kept_copies(store.path)  # the FIFO itself is moved aside, not read


# ---------------------------------------------------------------------- the settings
SETTINGS_ATTACKS = {
    "deeply-nested": DEEP,
    "one-non-utf8-byte": b'{"player_name": "Bo\xff"}',
    "duplicate-keys": b'{"player_name": "A", "player_name": "B"}',
    "nan": b'{"computer_pace_ms": NaN}',
    "6000-digit-int": b'{"computer_pace_ms": ' + HUGE_INT + b"}",
}


@pytest.mark.parametrize("content", SETTINGS_ATTACKS.values(), ids=SETTINGS_ATTACKS.keys())
def test_hostile_settings_are_kept_aside_and_not_overwritten(tmp_path, content) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, messages = load_settings(path)
    assert settings == Settings() and len(messages) == 1
    (kept,) = kept_copies(path)
    assert kept.read_bytes() == content and kept.name in messages[0]
    assert save_settings(settings, path) is None  # the defaults are written beside it
    assert kept.read_bytes() == content


def test_a_superscript_seat_key_is_ignored(tmp_path) -> None:
    path = tmp_path / "settings.json"
    levels = {"²": "easy", "٣": "easy", "3": "normal", "9": "easy", "-1": "easy"}
    path.write_text(json.dumps({"same_level_for_all": False, "seat_levels": levels}))
    settings, messages = load_settings(path)
    assert messages == [] and settings.seat_levels == {3: "normal"}


# ---------------------------------------------------------------------- history and import
IMPORT_ATTACKS = {
    "deeply-nested": DEEP,
    "6000-digit-int": b'{"dealer": ' + HUGE_INT + b"}",
    "duplicate-keys": b'{"format": "okpitch-hand/1", "format": "okpitch-hand/1"}',
    "nan": b'{"dealer": NaN}',
    "folder": None,
}


@pytest.mark.parametrize("content", IMPORT_ATTACKS.values(), ids=IMPORT_ATTACKS.keys())
def test_importing_a_hostile_hand_file_is_a_readable_error(tmp_path, content) -> None:
    path = tmp_path / "hand.json"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    with pytest.raises(ValueError, match="hand.json") as raised:
        load_hand(path)
    assert len(str(raised.value)) < 400


def test_a_history_entry_with_bad_levels_loads_without_them(tmp_path) -> None:
    history = HandHistory(tmp_path)
    game = Game(RuleSet(), 5)
    rng = random.Random(5)
    while not game.hand_over:
        game.apply(rng.choice(game.hand.legal_actions()))
    path = history.add("abc", 1.7e9, 0, (None, "easy", "easy", "easy"), hand_record(game.hand))
    entry = json.loads(path.read_text())
    entry["levels"] = [None, {"x": 1}, "easy"]
    path.write_text(json.dumps(entry))
    assert load_hand(path).levels is None


# ---------------------------------------------------------------------- the reader itself
@pytest.mark.parametrize(
    "content, reason",
    [
        (DEEP, "nested"),
        (b"[" + HUGE_INT + b"]", "characters long"),
        (b"[1e400]", "too large"),
        (b"[NaN]", "NaN"),
        (b"[-Infinity]", "Infinity"),
        (b'{"a": 1, "a": 2}', "twice"),
        (b'["\xc3\x28"]', "UTF-8"),
        (b'"\xed\xa0\x80"', "UTF-8"),  # an encoded surrogate is not UTF-8
    ],
)
def test_the_reader_refuses_with_a_reason(content: bytes, reason: str) -> None:
    with pytest.raises(FileProblem, match=reason):
        parse_json(content)


def test_the_reader_counts_brackets_outside_strings_only() -> None:
    assert parse_json(json.dumps({"name": "[" * 500}).encode()) == {"name": "[" * 500}


def test_the_reader_caps_the_size_and_refuses_folders(tmp_path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2_000)
    with pytest.raises(FileProblem, match="larger than"):
        read_bytes(big, limit=1_000)
    with pytest.raises(FileProblem, match="folder"):
        read_bytes(tmp_path)


def test_setting_aside_never_overwrites_an_earlier_copy(tmp_path) -> None:
    path = tmp_path / "settings.json"
    kept = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        kept.append(set_aside(path))
    assert [copy.read_bytes() for copy in kept] == [b"first", b"second", b"third"]
    assert len(set(kept)) == 3 and not path.exists()
