"""Resuming never rewrites what was filed (issue 64): a won game quit at the game-over
dialog is not offered for resume at the next start and its statistics row stays as it
was filed; a save whose score sheet is damaged (its checksum matching) resumes without
rewriting the scored hand's history entry."""

from __future__ import annotations

import json
import random
from pathlib import Path

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.saves.savegame import save_document, tag_of
from okpitch_desktop.app.session import GameSession, tool_settings
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.history import HandHistory
from okpitch_desktop.app.stats.statements import game_statement
from okpitch_desktop.engine import RuleSet

GAME_MS = 120_000
FIVE = RuleSet(target=5)  # a short game


def a_session(folder: Path, auto_next_hand: bool, rules: RuleSet = FIVE) -> GameSession:
    """A session keeping its files in ``folder``, the person's seat played like a computer."""
    controller = GameController(use_process=False, auto_next_hand=auto_next_hand)
    person, rng = HeuristicPlayer(), random.Random(5)
    controller.human_turn.connect(
        lambda seen: controller.submit(seen.seat, person.choose(seen, rng))
    )
    return GameSession(controller, loaded=(tool_settings(rules=rules), []), folder=folder)


def close(session: GameSession) -> None:
    session.controller.shutdown()
    session.shutdown()


def games_row(folder: Path) -> list[tuple]:
    stats = Statistics(folder / "statistics.sqlite3")
    try:
        return stats.rows("SELECT id, winner, finished_at, hands, duration_s, scores FROM games")
    finally:
        stats.close()


def test_a_won_game_quit_at_game_over_is_not_offered_again(qtbot, tmp_path) -> None:
    session = a_session(tmp_path, auto_next_hand=True)
    with qtbot.waitSignal(session.controller.game_over, timeout=GAME_MS):
        session.start()
    close(session)  # quit while the game-over dialog would be shown
    filed = games_row(tmp_path)
    assert len(filed) == 1 and filed[0][1] is not None

    again = a_session(tmp_path, auto_next_hand=True)
    offers: list = []
    again.resume_offered.connect(offers.append)
    again.start()
    assert offers == []
    assert again.controller.game.hand_number == 0  # a new game was dealt instead
    close(again)
    assert games_row(tmp_path)[0] == filed[0]


def test_a_won_games_row_is_never_rewritten(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    stats.write([("INSERT INTO games (id, started_at, players, rules, levels, level)"
                  " VALUES ('g', 1, 4, '{}', '[]', 'easy')", ())])  # fmt: skip
    stats.write([game_statement("g", 0, 7, 300.0)])
    stats.write([game_statement("g", 1, 9, 900.0)])  # the game shown again from a save
    assert stats.rows("SELECT winner, hands, duration_s FROM games") == [(0, 7, 300.0)]


def test_resuming_a_damaged_score_sheet_keeps_the_filed_hand(qtbot, tmp_path) -> None:
    session = a_session(tmp_path, auto_next_hand=False, rules=RuleSet())  # not over at once
    with qtbot.waitSignal(session.controller.hand_scored, timeout=GAME_MS):
        session.start()
    close(session)  # the save holds the scored hand, the history has filed it
    (entry,) = HandHistory(tmp_path / "history").entries()
    filed = entry.path.read_bytes()
    save = tmp_path / "autosave.json"
    document = json.loads(save.read_text())
    document["game"]["score_sheet"][0]["totals"] = [99, 99]  # damaged, checksum made to fit
    save.write_text(json.dumps(save_document(document["game"], tag_of(document))))

    again = a_session(tmp_path, auto_next_hand=False, rules=RuleSet())
    again.resume_offered.connect(lambda _offer: again.answer_resume(True))
    with qtbot.waitSignal(again.controller.hand_scored, timeout=GAME_MS):
        again.start()  # the scored hand is reported again
    close(again)
    assert entry.path.read_bytes() == filed
