"""Game > Settings…: the house rules (each with a one-line explanation), who plays the
computer seats, and how the table behaves. Rule changes apply to the next game."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.settings import LEVELS, MAX_SEATS, NAME_LENGTH, PACE_RANGE, SPEEDS, Settings
from ..engine import RuleSet
from ..engine.cards import BLACK_JOKER, RED_JOKER
from ..engine.rules import TARGET_RANGE
from .card_pixmaps import CardPixmaps
from .seat_names import seat_name, tr

JOKER_WIDTH = 56

# Each choice option of RULES.md "Options": (label, explanation, [(value, text), ...]).
CHOICES = {
    "game_point": (
        "Game point", "Who wins the Game point (R8).",
        [("count", "Most card points won (A 4, K 3, Q 2, J 1, 10 10)"),
         ("ten_of_trump", "The team that wins the 10 of trump")],
    ),
    "four_player_discard": (
        "Four players", "What happens after trump is named with 4 players (R6).",
        [("exchange", "Exchange up to 3 cards with the widow, then discard to 6"),
         ("discard_three", "Everyone discards 3 cards; the widow stays unused")],
    ),
    "follow": (
        "Following", "What you must play to a trick (R7).",
        [("suit_trump_anytime", "Follow suit or trump; anything when out of the suit"),
         ("suit_or_trump", "Follow suit or trump; trump when out of the suit"),
         ("suit", "Follow suit; anything when out of the suit")],
    ),
    "low_point": (
        "Low point", "Who gets the Low point (R8).",
        [("played", "The team that played the lowest trump"),
         ("captured", "The team that won the trick holding it")],
    ),
    "bidding": (
        "Bidding", "How the bidding goes round (R5).",
        [("auction", "Round and round until all but one have passed"),
         ("single_round", "Everyone speaks once, the dealer last")],
    ),
}  # fmt: skip
CHECKS = {
    "three_of_trump": ("Three of trump", "The 3 of trump is worth 3 points; bids go up to 10."),
    "first_lead_trump": ("Trump first lead", "The pitcher must lead trump to the first trick."),
}
SPEED_TEXT = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``result_settings()`` returns the edited ones."""

    def __init__(self, settings: Settings, pixmaps: CardPixmaps | None = None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.original = settings
        self.pixmaps = pixmaps or CardPixmaps()
        layout = QVBoxLayout(self)
        columns = QHBoxLayout()  # two columns, so that it fits a low screen
        columns.addWidget(self._rules_box())
        right = QVBoxLayout()
        right.addWidget(self._computers_box())
        right.addWidget(self._table_box())
        right.addStretch(1)
        columns.addLayout(right)
        layout.addLayout(columns)
        self.note = QLabel(tr("Rule and computer changes apply to the next game."))
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        defaults = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(self.restore_defaults)
        layout.addWidget(self.buttons)
        self.show_settings(settings)

    # ------------------------------------------------------------------ building
    def _rules_box(self) -> QGroupBox:
        box = QGroupBox(tr("Rules (for the next game)"))
        form = QFormLayout(box)
        self.joker_group = QButtonGroup(self)
        jokers = QHBoxLayout()
        self.joker_buttons: dict[str, QRadioButton] = {}
        for value, card, text in (("red", RED_JOKER, "Red joker high"),
                                  ("black", BLACK_JOKER, "Black joker high")):  # fmt: skip
            button = QRadioButton(tr(text))
            picture = self.pixmaps.joker_face(card, JOKER_WIDTH, self.devicePixelRatioF())
            button.setIcon(QIcon(picture))
            button.setIconSize(picture.size() / picture.devicePixelRatio())
            self.joker_group.addButton(button)
            self.joker_buttons[value] = button
            jokers.addWidget(button)
        form.addRow(tr("High joker"), _with_help(jokers, "Which joker ranks above the other (R2)."))
        self.players = QComboBox()
        for count in (4, 6):
            self.players.addItem(tr("{n} players").format(n=count), count)
        self.players.currentIndexChanged.connect(self._show_seats)
        form.addRow(tr("Players"), _with_help(self.players, "Two or three teams of two (R1)."))
        self.choices: dict[str, QComboBox] = {}
        for name, (label, help_text, options) in CHOICES.items():
            combo = QComboBox()
            for value, text in options:
                combo.addItem(tr(text), value)
            self.choices[name] = combo
            form.addRow(tr(label), _with_help(combo, help_text))
        self.checks: dict[str, QCheckBox] = {}
        for name, (label, help_text) in CHECKS.items():
            check = QCheckBox(tr(help_text))
            self.checks[name] = check
            form.addRow(tr(label), check)
        self.target = QSpinBox(minimum=TARGET_RANGE.start, maximum=TARGET_RANGE.stop - 1)
        form.addRow(tr("Target score"), _with_help(self.target, "The game ends at this (R9)."))
        return box

    def _computers_box(self) -> QGroupBox:
        box = QGroupBox(tr("Computer players"))
        form = QFormLayout(box)
        self.same_level = QCheckBox(tr("The same level for every computer"))
        self.same_level.toggled.connect(self._show_seats)
        form.addRow(self.same_level)
        self.level = _level_combo()
        form.addRow(tr("Level"), self.level)
        self.seat_levels: dict[int, QComboBox] = {}
        self.seat_labels: dict[int, QLabel] = {}
        for seat in range(1, MAX_SEATS):
            self.seat_levels[seat] = _level_combo()
            self.seat_labels[seat] = QLabel()
            form.addRow(self.seat_labels[seat], self.seat_levels[seat])
        return box

    def _table_box(self) -> QGroupBox:
        box = QGroupBox(tr("Table"))
        form = QFormLayout(box)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem(tr(SPEED_TEXT[key]), key)
        form.addRow(tr("Animation speed"), self.speed)
        self.pace = QSpinBox(minimum=PACE_RANGE.start, maximum=PACE_RANGE.stop - 1,
                             singleStep=50, suffix=" ms")  # fmt: skip
        pace = _with_help(self.pace, "The least time a computer's move takes.")
        form.addRow(tr("Computer pace"), pace)
        self.autoplay = QCheckBox(tr("Play my card by itself when it is the only legal one"))
        form.addRow(tr("Auto-play"), self.autoplay)
        self.name = QLineEdit(maxLength=NAME_LENGTH, placeholderText=tr("You"))
        form.addRow(tr("Your name"), self.name)
        return box

    # ------------------------------------------------------------------ values
    def show_settings(self, settings: Settings) -> None:
        """Set every control from ``settings``."""
        rules = settings.rules
        self.joker_buttons[rules.high_joker].setChecked(True)
        self.players.setCurrentIndex(self.players.findData(rules.players))
        for name, combo in self.choices.items():
            combo.setCurrentIndex(combo.findData(getattr(rules, name)))
        for name, check in self.checks.items():
            check.setChecked(getattr(rules, name))
        self.target.setValue(rules.target)
        self.same_level.setChecked(settings.same_level_for_all)
        self.level.setCurrentIndex(self.level.findData(settings.computer_level))
        for seat, combo in self.seat_levels.items():
            combo.setCurrentIndex(combo.findData(settings.level_of(seat)))
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        self.pace.setValue(settings.computer_pace_ms)
        self.autoplay.setChecked(settings.autoplay_single_card)
        self.name.setText(settings.player_name)
        self._show_seats()

    def restore_defaults(self) -> None:
        """Every control back to its default (the player's name stays)."""
        self.show_settings(Settings(player_name=self.name.text()))

    def result_settings(self) -> Settings:
        """The settings as the controls show them (unknown keys carried over)."""
        high = next(value for value, button in self.joker_buttons.items() if button.isChecked())
        rules = RuleSet(
            players=self.players.currentData(),
            high_joker=high,
            target=self.target.value(),
            **{name: combo.currentData() for name, combo in self.choices.items()},
            **{name: check.isChecked() for name, check in self.checks.items()},
        )
        same = self.same_level.isChecked()
        return replace(
            self.original,
            rules=rules,
            computer_level=self.level.currentData(),
            same_level_for_all=same,
            seat_levels={} if same else {s: c.currentData() for s, c in self.seat_levels.items()},
            animation_speed=self.speed.currentData(),
            computer_pace_ms=self.pace.value(),
            autoplay_single_card=self.autoplay.isChecked(),
            player_name=self.name.text().strip(),
        )

    def _show_seats(self, *_args: object) -> None:
        players = self.players.currentData() or 4
        same = self.same_level.isChecked()
        self.level.setEnabled(same)
        for seat, combo in self.seat_levels.items():
            shown = seat < players
            self.seat_labels[seat].setText(seat_name(seat, players if shown else 6))
            self.seat_labels[seat].setVisible(shown)
            combo.setVisible(shown)
            combo.setEnabled(not same)
        exchange = self.choices["four_player_discard"]
        exchange.setEnabled(players == 4)  # R6: 6 players always discard to 6


def changes_next_game(old: Settings, new: Settings) -> bool:
    """Whether the new settings change the rules or the computer seats of a new game."""
    players = new.rules.players
    return old.rules != new.rules or old.levels(players) != new.levels(players)


def _level_combo() -> QComboBox:
    combo = QComboBox()
    for level in LEVELS:
        combo.addItem(tr(level.capitalize()), level)
    return combo


def _with_help(control, help_text: str) -> QWidget:
    """A control with its one-line explanation beneath it."""
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    if isinstance(control, QHBoxLayout):
        column.addLayout(control)
    else:
        column.addWidget(control)
    note = QLabel(tr(help_text))
    note.setWordWrap(True)
    note.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    note.setStyleSheet("color: palette(mid);")
    column.addWidget(note)
    return box
