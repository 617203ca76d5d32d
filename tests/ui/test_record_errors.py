"""An import error names the seats as the table does ("West"), never "seat 1" (issue 13),
and words a refused action in the player's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from okpitch_desktop.app.language import install_language
from okpitch_desktop.app.stats.history import HandHistory
from okpitch_desktop.ui.dialogs.history import HistoryDialog

BAD = Path(__file__).parent.parent / "data" / "bad_records"
RECORDS = sorted(p for p in BAD.glob("*.json") if p.name != "expected.json")


def import_error(qtbot, tmp_path: Path, record: Path) -> str:
    """Import ``record`` in Hand history and return the text of the box it answers with."""
    dialog = HistoryDialog(HandHistory(tmp_path / "history"))
    qtbot.addWidget(dialog)
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, read_and_close)
            return
        seen.append(box.text())
        box.close()

    QTimer.singleShot(0, read_and_close)
    assert dialog.import_file(record) is False
    (text,) = seen
    return text


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_no_import_error_names_a_seat_by_number(qtbot, tmp_path, record) -> None:
    text = import_error(qtbot, tmp_path, record)
    assert text.startswith("This file cannot be used: ")
    assert not re.search(r"seat \d", text), text


def test_an_illegal_play_is_placed_at_its_trick_and_seat(qtbot, tmp_path) -> None:
    text = import_error(qtbot, tmp_path, BAD / "illegal_play_trick_2.json")
    assert text == (
        "This file cannot be used: plays[5], trick 2, West: 2♦ is not legal:"
        " this seat holds ♥ and must play ♥ or a trump"
    )


def test_out_of_turn_names_the_seat_that_acts_first(qtbot, tmp_path) -> None:
    text = import_error(qtbot, tmp_path, BAD / "exchanges_out_of_turn.json")
    assert text.endswith(": not this seat's turn: East must act first"), text


def test_the_import_error_speaks_german(qtbot, tmp_path) -> None:
    install_language("de")
    try:
        text = import_error(qtbot, tmp_path, BAD / "discard_wrong_count.json")
    finally:
        install_language("en")
    assert text.startswith("Diese Datei") and "West" in text and "3 Karten" in text, text
