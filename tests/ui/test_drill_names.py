"""The drills' list names each drill by its game, hand, phase and the cards involved
(issue 62): "Game of <day>, hand 4: the discard (7♦ 8♦ 9♣)", a card with the trick it went
on, the day the game began (from the games table). A drill made before the choice was kept
(schema 7) is still named, by its phase and the trick."""

from __future__ import annotations

import json
import time
from pathlib import Path

from helpers.planted_reviews import planted_review
from PySide6.QtCore import QDateTime, QLocale, Qt

from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.drills import drill_statements, load_drills
from okpitch_desktop.engine import Discard, Play
from okpitch_desktop.ui.dialogs.red_suits import RedSuitsDelegate, red_suits_html
from okpitch_desktop.ui.practice.drill_list import PracticeDialog, drill_title

RECORD = Path(__file__).resolve().parents[1] / "data" / "review" / "jack_thrown.json"
STARTED = time.mktime((2026, 12, 7, 12, 0, 0, 0, 0, -1))  # the game began on 7 Dec...
FOUND = time.mktime((2026, 12, 9, 12, 0, 0, 0, 0, -1))  # ... the review ran two days later
COSTS = {"plays[1]": 1.2, "discards[2]": 0.8, "plays[12]": 0.7}


def rows(dialog: PracticeDialog) -> dict[str, str]:
    named = {}
    for group in range(dialog.tree.topLevelItemCount()):
        parent = dialog.tree.topLevelItem(group)
        for index in range(parent.childCount()):
            item = parent.child(index)
            named[item.data(0, Qt.ItemDataRole.UserRole)[2]] = item.text(0)
    return named


def planted_stats(tmp_path) -> Statistics:
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    stats = Statistics(tmp_path / "s.sqlite3")
    game = ("INSERT INTO games (id, started_at, players, rules, levels, level) VALUES"
            " (?, ?, 4, '{}', '[]', 'hard')", ("g1", STARTED))  # fmt: skip
    stats.write(
        [game, *drill_statements("g1", 3, record, planted_review(record, 2, COSTS), now=FOUND)]
    )
    return stats


def test_drills_are_named_by_game_hand_phase_and_cards(qtbot, tmp_path):
    stats = planted_stats(tmp_path)
    drills = {drill.step: drill for drill in load_drills(stats).drills}
    assert drills["discards[2]"].chosen == Discard(tuple(drills["discards[2]"].chosen.cards))
    assert isinstance(drills["plays[1]"].chosen, Play)
    dialog = PracticeDialog(load_drills(stats))
    qtbot.addWidget(dialog)
    day = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(STARTED)).date(),
                             QLocale.FormatType.ShortFormat)  # fmt: skip
    named = rows(dialog)
    assert named["discards[2]"] == f"Game of {day}, hand 4: the discard (7♦ 8♦ 9♣)"
    assert named["plays[1]"] == f"Game of {day}, hand 4: J♠ on K♠ in trick 1"
    assert named["plays[12]"] == f"Game of {day}, hand 4: the lead of trick 4 (A♠)"
    assert all("hand 4" in name and day in name for name in named.values())
    assert isinstance(dialog.tree.itemDelegateForColumn(0), RedSuitsDelegate)
    title = drill_title(drills["plays[1]"], 0)  # the practice table's line: the game's day too
    assert title.startswith(f"Card play, hand 4 of a game of {day}: your choice gave away 1.2")
    assert '<span style="color:#c00000">7♦</span>' in red_suits_html(named["discards[2]"])


def test_an_older_drill_without_its_choice_is_named_by_phase_and_trick(qtbot, tmp_path):
    stats = planted_stats(tmp_path)
    damaged = ("UPDATE drills SET chosen = ? WHERE step = 'discards[2]'", ('{"play": 7}',))
    stats.write([("UPDATE drills SET chosen = NULL", ()), damaged])
    drills = load_drills(stats)
    assert drills.skipped == 0 and all(drill.chosen is None for drill in drills.drills)
    named = rows(PracticeDialog(drills))
    assert named["discards[2]"].endswith(", hand 4: the discard")
    assert named["plays[1]"].endswith(", hand 4: your card on K♠ in trick 1")
    assert named["plays[12]"].endswith(", hand 4: the lead of trick 4")
