"""The setting "Finish the hand by itself when no point can change hands": off by default,
kept in the settings file (an older file without it reads as off), given to the controller."""

from __future__ import annotations

import json

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings, load_settings, save_settings, settings_path


def test_off_by_default_and_kept_when_on() -> None:
    assert Settings().finish_settled_hands is False
    save_settings(Settings(finish_settled_hands=True))
    assert json.loads(settings_path().read_text())["finish_settled_hands"] is True
    assert load_settings()[0].finish_settled_hands is True


def test_an_older_file_reads_as_off_and_keeps_its_keys() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"version": 1, "from_the_future": 3}))
    settings, messages = load_settings()
    assert messages == [] and settings.finish_settled_hands is False
    assert settings.to_json()["from_the_future"] == 3


def test_the_session_gives_it_to_the_controller(qtbot) -> None:
    controller = GameController(use_process=False)
    session = GameSession(controller, autosave=False, loaded=(Settings(), []))
    try:
        assert controller.finish_settled_hands is False
        session.change_settings(Settings(finish_settled_hands=True))
        assert controller.finish_settled_hands is True
    finally:
        controller.shutdown()
        session.shutdown()
