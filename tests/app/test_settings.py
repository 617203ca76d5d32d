"""Settings: kept across upgrades (unknown keys kept, missing or bad ones defaulted), and a
damaged file set aside with a message."""

from __future__ import annotations

import json

import pytest
from helpers.saves import unwritable_folder

from okpitch_desktop.app.settings import (
    SPEEDS,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.table import speeds


def test_no_file_gives_the_defaults(private_home) -> None:
    settings, messages = load_settings()
    assert settings == Settings() and messages == []
    assert settings_path().is_relative_to(private_home)


def test_a_round_trip_keeps_everything(tmp_path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(
        rules=RuleSet(players=6, high_joker="black", target=31),
        computer_level="easy",
        same_level_for_all=False,
        seat_levels={1: "random", 3: "expert"},
        animation_speed="off",
        computer_pace_ms=900,
        autoplay_single_card=True,
        player_name="Ada",
    )
    assert save_settings(chosen, path) is None
    assert load_settings(path) == (chosen, [])
    assert chosen.levels(6) == (None, "random", "easy", "expert", "easy", "easy")


def test_unknown_keys_are_kept_and_missing_ones_defaulted(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "version": 7,
                "theme": "dark",
                "window": {"x": 3},
                "rules": {"players": 6, "future_rule": True, "target": "lots"},
                "animation_speed": "warp",
                "player_name": "Bo",
            }
        )
    )
    settings, messages = load_settings(path)
    assert messages == []
    assert settings.rules == RuleSet(players=6)  # the bad target takes its default alone
    assert settings.animation_speed == "normal" and settings.player_name == "Bo"
    assert settings.computer_pace_ms == Settings().computer_pace_ms
    save_settings(settings, path)
    written = json.loads(path.read_text())
    assert written["theme"] == "dark" and written["window"] == {"x": 3}
    assert written["rules"]["future_rule"] is True and written["rules"]["players"] == 6


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"", b"[1, 2]", b'"text"', b"\xff\xfe"],
    ids=["garbage", "empty", "list", "string", "not-utf8"],
)
def test_a_damaged_file_is_set_aside_with_a_message(tmp_path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, messages = load_settings(path)
    assert settings == Settings() and len(messages) == 1
    if content != b"\xff\xfe":
        kept = list(tmp_path.glob("settings.json.damaged-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == content
        assert "kept as" in messages[0]


def test_an_unwritable_folder_is_a_message(tmp_path) -> None:
    with unwritable_folder(tmp_path / "config") as folder:
        message = save_settings(Settings(), folder / "settings.json")
    assert message and "could not be saved" in message


def test_the_speeds_are_the_tables() -> None:
    assert tuple(speeds.SPEEDS) == SPEEDS
