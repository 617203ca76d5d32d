"""The table's sounds (issue 63): which sound is asked for at which table event, none with
View > Sound off (remembered), the game won; a system player that never waits, never plays
more than two at once, reaps its children and stays silent and quiet where there is no
player or no audio device; the sound files are the ones dev/make_sounds.py makes, short,
quiet and under a licence."""

from __future__ import annotations

import io
import json
import sys
import types
import wave
from pathlib import Path

import pytest
from helpers.repo_scripts import ROOT, load_script
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtGui import QAction

from okpitch_desktop.app.settings import load_settings
from okpitch_desktop.ui import sound
from okpitch_desktop.ui.sound import AT_ONCE, CARD, DEAL, MADE, SET, SOUNDS, TRICK, WON, SystemSound

SPEEDS = ["normal", "off"]
CLAIMS = Path(__file__).parent.parent / "data" / "claims"


class Recorder:
    """A player that only writes down what it is asked to play."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def play(self, name: str) -> None:
        self.asked.append(name)


def listening(qtbot, speed: str, on: bool = True):
    window = make_window(qtbot, speed=speed, sound=on)
    recorder = Recorder()
    window.sounds.player = recorder
    return window, recorder


@pytest.mark.parametrize("speed", SPEEDS)
def test_each_table_event_asks_for_its_sound(qtbot, speed):
    window, recorder = listening(qtbot, speed)
    assert window.findChild(QAction, "sound_action").isChecked()
    person = Person(qtbot, window, seed=7)
    cards, tricks = [], []
    window.controller.card_played.connect(cards.append)
    window.controller.trick_won.connect(tricks.append)
    window.new_game(short_rules(4), seed=7)
    person.play_until(stop_at_summary=True)
    report = person.reports[-1]
    assert len(cards) == 24 and len(tricks) == 6
    expected = [DEAL] + [CARD] * 24 + [TRICK] * 6 + [MADE if report.made else SET]
    # The result is heard once the table is still, which may come just after the summary.
    qtbot.waitUntil(lambda: len(recorder.asked) == len(expected), timeout=WAIT_MS)
    assert sorted(recorder.asked) == sorted(expected)
    assert recorder.asked[0] == DEAL and recorder.asked[-1] == expected[-1]
    asked_by_trick = [n for n in recorder.asked if n in (CARD, TRICK)]
    assert asked_by_trick == ([CARD] * 4 + [TRICK]) * 6  # each trick's sound after its cards


def test_a_tricks_sound_comes_as_its_cards_land_on_the_pile(qtbot):
    """At the speed people play, the trick is heard when it reaches its pile, after the
    trick pause and the cards' flight, not as its last card starts to fly."""
    window, recorder = listening(qtbot, "normal")
    scene = window.scene
    at_trick_sound: list[tuple[int, bool]] = []  # (cards in the trick, cards moving)
    play = recorder.play

    def watching(name: str) -> None:
        if name == TRICK:
            at_trick_sound.append((len(scene.trick), scene.animator.busy))
        play(name)

    recorder.play = watching
    person = Person(qtbot, window, seed=7)
    window.new_game(short_rules(4), seed=7)
    person.play_until(stop_at_summary=True)
    assert at_trick_sound == [(0, False)] * 6


@pytest.mark.parametrize("speed", SPEEDS)
def test_no_sound_with_the_switch_off_and_the_switch_is_remembered(qtbot, speed):
    window, recorder = listening(qtbot, speed)
    action = window.findChild(QAction, "sound_action")
    action.trigger()
    assert not action.isChecked() and not window.session.settings.sound
    person = Person(qtbot, window, seed=7)
    window.new_game(short_rules(4), seed=7)
    person.play_until(stop_at_summary=True)
    assert recorder.asked == []
    action.trigger()
    assert window.session.settings.sound


def test_the_switch_is_kept_in_the_settings_file(qtbot, private_home):
    from helpers.services_driver import open_window

    window = open_window(qtbot)
    action = window.findChild(QAction, "sound_action")
    if not action.isChecked():
        action.trigger()
    action.trigger()
    assert load_settings()[0].sound is False
    window.close()
    again = open_window(qtbot, settings=None)
    assert not again.findChild(QAction, "sound_action").isChecked() and not again.sounds.on


def test_a_game_won_by_the_persons_team_sounds_won(qtbot):
    window, recorder = listening(qtbot, "off")
    record = json.loads((CLAIMS / "claim_certain_4p.json").read_text())
    record["scores"] = [20, 0]  # the claim's tricks win the game
    turns = []
    window.controller.human_turn.connect(turns.append)
    window.controller.resume(
        {
            "rules": record["rules"],
            "levels": [None, "easy", "easy", "easy"],
            "seed": 3,
            "first_dealer": record["dealer"],
            "dealer": record["dealer"],
            "hand_number": 0,
            "scores": record["scores"],
            "hand": record,
        }
    )
    qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)
    assert DEAL not in recorder.asked  # a hand shown again is not dealt again
    recorder.asked.clear()
    with qtbot.waitSignal(window.controller.game_over, timeout=WAIT_MS):
        window.findChild(QAction, "claim_action").trigger()
    qtbot.waitUntil(lambda: recorder.asked[-1:] == [WON], timeout=WAIT_MS)  # once still
    assert MADE not in recorder.asked
    assert recorder.asked.count(TRICK) == 4


def test_without_a_player_nothing_happens(monkeypatch):
    monkeypatch.setattr(sound.shutil, "which", lambda _name: None)
    player = SystemSound(windows=False)
    assert player.command is None
    for name in SOUNDS:
        player.play(name)
    assert player.playing == []


def test_a_player_that_cannot_start_is_given_up(tmp_path):
    player = SystemSound(command=[str(tmp_path / "no-such-player")], windows=False)
    player.play(CARD)
    assert player.command is None and player.playing == []
    player.play(CARD)  # and asked again: still nothing, no error


def test_at_most_two_at_once_never_waited_for_and_reaped(qtbot, tmp_path, capfd):
    """A player that fails loudly once let go (no audio device): the game neither waits
    for it nor shows what it says."""
    flag = tmp_path / "go"
    code = (
        "import os, sys, time\n"
        f"while not os.path.exists({str(flag)!r}): time.sleep(0.02)\n"
        "sys.stderr.write('no audio device\\n'); print('nothing'); sys.exit(1)"
    )
    player = SystemSound(command=[sys.executable, "-c", code], windows=False)
    for name in SOUNDS:  # returns at once though no child has ended
        player.play(name)
    assert len(player.playing) == AT_ONCE
    children = list(player.playing)
    flag.touch()
    qtbot.waitUntil(lambda: all(c.poll() is not None for c in children), timeout=60_000)
    player.reap()
    assert player.playing == []
    assert capfd.readouterr() == ("", "")


def test_windows_plays_asynchronously_and_survives_no_device(monkeypatch):
    calls = []

    def play_sound(path: str, flags: int) -> None:
        calls.append((path, flags))
        raise RuntimeError("Failed to play sound")

    fake = types.SimpleNamespace(
        SND_ASYNC=1, SND_FILENAME=0x20000, SND_NODEFAULT=2, PlaySound=play_sound
    )
    monkeypatch.setitem(sys.modules, "winsound", fake)
    SystemSound(windows=True).play(TRICK)
    ((path, flags),) = calls
    assert path.endswith("trick.wav") and flags == 1 | 0x20000 | 2


def test_the_sounds_are_made_by_the_script_short_quiet_and_licensed():
    folder = ROOT / "resources" / "sounds"
    made = load_script("dev/make_sounds.py").made_sounds()
    assert sorted(made) == sorted(f"{name}.wav" for name in SOUNDS)
    for name, data in made.items():
        assert (folder / name).read_bytes() == data, f"run python dev/make_sounds.py ({name})"
        with wave.open(io.BytesIO(data)) as file:
            seconds = file.getnframes() / file.getframerate()
            frames = file.readframes(file.getnframes())
        loudest = max(abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
                      for i in range(0, len(frames), 2))  # fmt: skip
        assert seconds <= 1.0 and loudest <= 0.2 * 32767
    assert sum(len(data) for data in made.values()) < 200_000
    assert "CC0" in (folder / "LICENSE").read_text()
