"""The settings dialog changes every option, and the next game uses them."""

from __future__ import annotations

import json

from helpers.services_driver import open_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from okpitch_desktop.app.settings import LEVEL_STRENGTH, Settings, load_settings, settings_path
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.dialogs.settings import CHECKS, CHOICES, SettingsDialog

SEAT_LEVELS = {1: "random", 2: "easy", 3: "random", 4: "easy", 5: "random"}
EXPECTED_RULES = RuleSet(
    players=6,
    high_joker="black",
    three_of_trump=True,
    game_point="ten_of_trump",
    four_player_discard="discard_three",
    follow="suit",
    first_lead_trump=True,
    low_point="captured",
    bidding="single_round",
    target=31,
)


def change_everything(dialog: SettingsDialog) -> None:
    """Every control away from its default, as a player would set it."""
    dialog.joker_buttons["black"].click()
    for combo in dialog.choices.values():
        combo.setCurrentIndex(combo.count() - 1)  # each choice's last option
    for check in dialog.checks.values():
        check.setChecked(True)
    dialog.target.setValue(31)
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    dialog.same_level.setChecked(False)
    for seat, level in SEAT_LEVELS.items():
        combo = dialog.seat_levels[seat]
        assert combo.isVisible() and combo.isEnabled()
        combo.setCurrentIndex(combo.findData(level))
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.pace.setValue(0)
    dialog.autoplay.setChecked(True)
    dialog.name.setText("Ada")


def test_every_option_changes_and_the_next_game_uses_them(qtbot) -> None:
    window = open_window(qtbot, Settings(computer_level="easy", animation_speed="off"))
    controller = window.controller
    assert controller.game.rules == RuleSet()  # the first game: default rules
    dialog = window.dialogs.open_settings()
    assert dialog.isVisible() and "next game" in dialog.note.text()
    assert set(CHOICES) | set(CHECKS) | {"players", "high_joker", "target"} == set(
        RuleSet().to_dict()
    )  # the dialog offers every option of the rule set
    change_everything(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    # applied at once: table behaviour; stored: everything
    assert window.scene.animator.factor == 0.5 and controller.pace_ms == 0
    assert controller.autoplay_single_card and "Ada" in window.windowTitle()
    stored, messages = load_settings()
    assert messages == [] and stored.rules == EXPECTED_RULES
    assert stored.levels(6) == (None, *SEAT_LEVELS.values())
    assert json.loads(settings_path().read_text())["player_name"] == "Ada"
    # the current game keeps its rules; the dialog offers a new one
    assert controller.game.rules == RuleSet()
    offer = window.dialogs.boxes[-1]
    assert "next game" in offer.text()
    qtbot.mouseClick(offer.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert controller.game.rules == EXPECTED_RULES
    assert controller.seating.levels == (None, *SEAT_LEVELS.values())


def test_declined_changes_apply_to_the_next_game(qtbot) -> None:
    window = open_window(qtbot)
    dialog = window.dialogs.open_settings()
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    dialog.target.setValue(11)
    dialog.accept()
    offer = window.dialogs.boxes[-1]
    qtbot.mouseClick(offer.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.controller.game.rules == RuleSet()
    new_game = next(
        a
        for a in window.findChildren(type(window.speed_actions.actions()[0]))
        if a.text() == "&New game"
    )
    new_game.trigger()  # Game > New game
    assert window.controller.game.rules == RuleSet(players=6, target=11)
    assert window.controller.seating.levels == (None,) + ("easy",) * 5


def test_restore_defaults_and_cancel(qtbot) -> None:
    window = open_window(qtbot)
    dialog = window.dialogs.open_settings()
    change_everything(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    kept = window.session.settings.sound  # View > Sound's, not the dialog's: carried over
    assert dialog.result_settings() == Settings(player_name="Ada", sound=kept)
    change_everything(dialog)
    dialog.reject()
    assert window.session.settings.rules == RuleSet()


def test_the_next_launch_starts_with_the_saved_settings(qtbot) -> None:
    chosen = Settings(
        rules=RuleSet(players=6, target=15),
        computer_level="random",
        animation_speed="slow",
        computer_pace_ms=40,
        player_name="Bo",
    )
    window = open_window(qtbot, chosen)
    assert window.controller.game.rules == chosen.rules
    assert window.controller.seating.levels == (None,) + ("random",) * 5
    assert window.scene.animator.factor == 1.8 and window.controller.pace_ms == 40


def test_each_level_tooltip_tells_its_measured_strength(qtbot) -> None:
    window = open_window(qtbot)
    dialog = window.dialogs.open_settings()
    combo = dialog.level
    for index in range(combo.count()):
        level = combo.itemData(index)
        tip = combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
        strength = LEVEL_STRENGTH[level]
        if strength is None:
            assert level == "easy" and "yardstick" in tip
            continue
        points = ("+" if strength.points > 0 else "\u2212") + f"{abs(strength.points):g}"
        assert f"Against Easy: {points} points per deal" in tip, tip
        assert f"over {strength.deals} deals" in tip, tip
        assert tip.endswith(f"okpitch-cli match --a {level} --b easy --deals {strength.deals} "
                            f"--seed {strength.seed}")  # fmt: skip
    for level in ("hard", "normal"):  # the box's own tooltip follows the chosen level
        combo.setCurrentIndex(combo.findData(level))
        assert combo.toolTip() == combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        assert f"--a {level} " in combo.toolTip()
    dialog.reject()
