"""Text from the database and from files is shown as it is written, never as rich text
(issue 64): ``<h1>``, ``<b>`` and ``<img src=file:...>`` planted in ``games.level`` and
``games.players`` reach the Statistics window as plain, shortened text; an imported hand's
file name the same in Hand history."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.engine import RecordError
from okpitch_desktop.ui.dialogs import history as history_module
from okpitch_desktop.ui.dialogs.statistics import StatisticsDialog

GAME = (
    "INSERT INTO games (id, started_at, finished_at, players, rules, levels, level,"
    " human_team, winner) VALUES (?, 1.0, 2.0, ?, '{}', '[]', ?, 0, 0)"
)
HOSTILE = (
    "<h1>Huge heading</h1>",
    "<b>bold</b> level",
    "<img src=file:///etc/hostname>",
    "<i>" + "long " * 2_000 + "</i>",
)
HOSTILE_PLAYERS = "<b>4</b>"


@pytest.fixture
def planted(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path / "statistics.sqlite3")
    rows = [(GAME, (f"g{n}", 4, level)) for n, level in enumerate(HOSTILE)]
    rows.append((GAME, ("players", HOSTILE_PLAYERS, "easy")))
    assert stats.write(rows)
    return stats


def test_statistics_shows_planted_markup_as_plain_text(qtbot, planted):
    dialog = StatisticsDialog(planted)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = dialog.findChildren(QLabel)
    marked = [label for label in labels if "<" in label.text()]
    assert marked, "the planted levels are listed"
    for label in marked:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
        assert len(label.text()) <= 120, len(label.text())  # cut short
    shown = {label.text() for label in marked}
    for level in HOSTILE[:3]:
        assert any(level in text for text in shown), level  # as written, not rendered
    assert not any(label.pixmap() is not None and not label.pixmap().isNull() for label in labels)


def test_hand_history_lists_an_imported_files_name_as_written(qtbot, monkeypatch):
    history = type("History", (), {"entries": lambda self: []})()
    monkeypatch.setattr(history_module, "load_hand", lambda path: None)
    dialog = history_module.HistoryDialog(history)
    qtbot.addWidget(dialog)
    name = "<h1>big<img src=file:x.png>" + "x" * 500 + ".json"
    assert dialog.import_file(Path("/nowhere") / name)
    item = dialog.list.item(0)
    assert item.text().startswith("Imported: <h1>big<img src=file:x.png>")
    assert len(item.text()) < 120  # cut short
    assert "&lt;h1&gt;" in item.toolTip() and "<h1>" not in item.toolTip()


def test_a_hostile_hand_file_is_told_in_plain_short_words(qtbot, monkeypatch):
    """A file whose fault quotes its own content (an unknown field named in megabytes of
    markup) is told in Hand history as plain text, cut short."""
    field = "<h1>" + "<b>" * 100_000 + "<img src=file:///etc/hostname>"
    history = type("History", (), {"entries": lambda self: []})()

    def refuse(path):
        raise RecordError("record", f"unknown field {field!r}")

    monkeypatch.setattr(history_module, "load_hand", refuse)
    dialog = history_module.HistoryDialog(history)
    qtbot.addWidget(dialog)
    dialog.list.addItem("planted")
    dialog.list.item(0).setData(256, Path("/nowhere/hand.json"))
    dialog.list.setCurrentRow(0)
    shown = dialog.view.toPlainText()
    assert shown.startswith("This hand cannot be shown: record: unknown field '<h1><b><b>")
    assert len(shown) <= 400 and shown.endswith("…")
