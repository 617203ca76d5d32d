"""Game > Settings…: the house rules (each with a one-line explanation), who plays the
computer seats, and how the table behaves. Rule changes apply to the next game."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TR_NOOP, Qt
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
    QLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app.language import LANGUAGES, SYSTEM, tr
from ...app.practice.rules import COSTLY
from ...app.settings import (
    LEVEL_STRENGTH,
    LEVELS,
    MAX_SEATS,
    NAME_LENGTH,
    PACE_RANGE,
    SPEEDS,
    TRICK_PAUSE_RANGE,
    Settings,
)
from ...engine import RuleSet
from ...engine.cards import BLACK_JOKER, RED_JOKER
from ...engine.rules import TARGET_RANGE
from ..seat_names import number, seat_name, signed
from ..table.card_pixmaps import CardPixmaps
from ..table.speeds import SPEED_TEXT
from .rule_options import CHECKS, CHOICES, JOKER_CHOICES
from .wrapped_label import WrappedLabel

JOKER_WIDTH = 56

LEVEL_TEXT = {
    "random": QT_TR_NOOP("Random"),
    "easy": QT_TR_NOOP("Easy"),
    "normal": QT_TR_NOOP("Normal"),
    "hard": QT_TR_NOOP("Hard"),
    "expert": QT_TR_NOOP("Expert"),
}


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``result_settings()`` returns the edited ones."""

    def __init__(
        self, settings: Settings, pixmaps: CardPixmaps | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.original = settings
        self.pixmaps = pixmaps or CardPixmaps()
        layout = QVBoxLayout(self)
        # As big as its rows, not resizable: no window manager's resize handle along the
        # bottom (openbox's thin line with ticks), and a help note that wraps grows it.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        columns = QHBoxLayout()  # two columns, so that it fits a low screen
        columns.addWidget(self._rules_box())
        right = QVBoxLayout()
        right.addWidget(self._computers_box())
        right.addWidget(self._practice_box())
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
        for (value, text), card in zip(JOKER_CHOICES, (RED_JOKER, BLACK_JOKER), strict=True):
            button = QRadioButton(tr(text))
            picture = self.pixmaps.joker_face(card, JOKER_WIDTH, self.devicePixelRatioF())
            button.setIcon(QIcon(picture))
            button.setIconSize(picture.size() / picture.devicePixelRatio())
            self.joker_group.addButton(button)
            self.joker_buttons[value] = button
            jokers.addWidget(button)
        _help_row(form, tr("High joker"), jokers, tr("Which joker ranks above the other (R2)."))
        self.players = QComboBox()
        for count in (4, 6):
            self.players.addItem(tr("{n} players").format(n=count), count)
        self.players.currentIndexChanged.connect(self._show_seats)
        _help_row(form, tr("Players"), self.players, tr("Two or three teams of two (R1)."))
        self.choices: dict[str, QComboBox] = {}
        for name, (label, help_text, options) in CHOICES.items():
            combo = QComboBox()
            for value, text in options:
                combo.addItem(tr(text), value)
            self.choices[name] = combo
            _help_row(form, tr(label), combo, tr(help_text))
        self.checks: dict[str, QCheckBox] = {}
        for name, (label, help_text) in CHECKS.items():
            check = QCheckBox(tr(help_text))
            self.checks[name] = check
            form.addRow(tr(label), check)
        self.target = QSpinBox(minimum=TARGET_RANGE.start, maximum=TARGET_RANGE.stop - 1)
        _help_row(form, tr("Target score"), self.target, tr("The game ends at this (R9)."))
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
            self.seat_labels[seat].setBuddy(self.seat_levels[seat])  # names it for screen readers
            form.addRow(self.seat_labels[seat], self.seat_levels[seat])
        return box

    def _practice_box(self) -> QGroupBox:
        box = QGroupBox(tr("Practice"))
        form = QFormLayout(box)
        self.reasons_in_play = QCheckBox(tr("Show the computers' reasons during play (practice)"))
        self.reasons_in_play.setToolTip(
            tr("They tell what the computers hold; after the hand they are always there.")
        )
        form.addRow(self.reasons_in_play)
        coach = tr("Coach: hold a move that costs {cost} points or more (practice)")
        self.coach = QCheckBox(coach.format(cost=number(COSTLY, 1)))
        self.coach.setToolTip(
            tr(
                "Before a costly bid, trump, exchange, discard or card the table says what the"
                " search prefers; such games are counted like games with undos."
            )  # fmt: skip
        )
        form.addRow(self.coach)
        return box

    def _table_box(self) -> QGroupBox:
        box = QGroupBox(tr("Table"))
        form = QFormLayout(box)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem(tr(SPEED_TEXT[key]), key)
        form.addRow(tr("Animation speed"), self.speed)
        self.pace = QSpinBox(
            minimum=PACE_RANGE.start, maximum=PACE_RANGE.stop - 1, singleStep=50, suffix=" ms"
        )
        pace_help = tr("The least time a computer's move takes.")
        _help_row(form, tr("Computer pace"), self.pace, pace_help)
        self.trick_pause = QSpinBox(minimum=TRICK_PAUSE_RANGE.start,
                                    maximum=TRICK_PAUSE_RANGE.stop - 1, singleStep=100,
                                    suffix=" ms")  # fmt: skip
        pause_help = tr("How long a finished trick stays in view, at every animation speed.")
        _help_row(form, tr("Trick pause"), self.trick_pause, pause_help)
        self.autoplay = QCheckBox(tr("Play my card by itself when it is the only legal one"))
        form.addRow(tr("Auto-play"), self.autoplay)
        self.finish_settled = QCheckBox(
            tr("Finish the hand by itself when no point can change hands")
        )
        form.addRow(tr("Settled hands"), self.finish_settled)
        self.review_hands = QCheckBox(tr("Review my hands for the statistics"))
        form.addRow(tr("Review"), self.review_hands)
        self.name = QLineEdit(maxLength=NAME_LENGTH, placeholderText=tr("You"))
        form.addRow(tr("Your name"), self.name)
        self.four_colour = QCheckBox(tr("Four-colour deck: diamonds blue, clubs green"))
        form.addRow(tr("Cards"), self.four_colour)
        self.language = QComboBox()
        self.language.addItem(tr("The system's language"), SYSTEM)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        language_help = tr("A new language shows the next time the game starts.")
        _help_row(form, tr("Language"), self.language, language_help)
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
        self.trick_pause.setValue(settings.trick_pause_ms)
        self.autoplay.setChecked(settings.autoplay_single_card)
        self.finish_settled.setChecked(settings.finish_settled_hands)
        self.reasons_in_play.setChecked(settings.reasons_in_play)
        self.coach.setChecked(settings.coach)
        self.review_hands.setChecked(settings.review_hands)
        self.name.setText(settings.player_name)
        self.four_colour.setChecked(settings.four_colour_deck)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self._show_seats()

    def restore_defaults(self) -> None:
        """Every control back to its default (the player's name and language stay)."""
        self.show_settings(
            Settings(player_name=self.name.text(), language=self.language.currentData())
        )

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
            trick_pause_ms=self.trick_pause.value(),
            autoplay_single_card=self.autoplay.isChecked(),
            finish_settled_hands=self.finish_settled.isChecked(),
            reasons_in_play=self.reasons_in_play.isChecked(),
            coach=self.coach.isChecked(),
            review_hands=self.review_hands.isChecked(),
            player_name=self.name.text().strip(),
            four_colour_deck=self.four_colour.isChecked(),
            language=self.language.currentData(),
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
        # R6: only 4 players choose between the exchange and discarding three
        exchange.setEnabled(RuleSet(players=players, four_player_discard="exchange").has_exchange)


def changes_next_game(old: Settings, new: Settings) -> bool:
    """Whether the new settings change the rules or the computer seats of a new game."""
    players = new.rules.players
    return old.rules != new.rules or old.levels(players) != new.levels(players)


def _level_combo() -> QComboBox:
    """The levels to choose from; each one's tooltip (and the box's, for the chosen one)
    tells how strong it measured."""
    combo = QComboBox()
    for index, level in enumerate(LEVELS):
        combo.addItem(tr(LEVEL_TEXT[level]), level)
        combo.setItemData(index, level_strength_text(level), Qt.ItemDataRole.ToolTipRole)
    combo.currentIndexChanged.connect(
        lambda index: combo.setToolTip(level_strength_text(combo.itemData(index)))
    )
    return combo


def level_strength_text(level: str) -> str:
    """How much the level scored against Easy in duplicate matches, in the player's words,
    and the command that measures it again."""
    strength = LEVEL_STRENGTH[level]
    if strength is None:
        return tr("The yardstick: the other levels are measured against it.")
    figures = [signed(value) for value in (strength.points, strength.low, strength.high)]
    #: %1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played
    text = tr(
        "Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals",
        None,
        strength.deals,
    )
    text = text.replace("%1", figures[0]).replace("%2", figures[1]).replace("%3", figures[2])
    return f"{text}\n{strength.command(level)}"


def _help_row(form: QFormLayout, label: str, control, help_text: str) -> None:
    """A form row: the control with its one-line explanation beneath it, both told to
    screen readers (the row's label names the box, so the control is named here)."""
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    if isinstance(control, QHBoxLayout):
        column.addLayout(control)
    else:
        column.addWidget(control)
        control.setAccessibleName(label)
        control.setAccessibleDescription(help_text)
    note = WrappedLabel(help_text)
    note.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    note.setStyleSheet("color: palette(mid);")
    column.addWidget(note)
    form.addRow(label, box)
