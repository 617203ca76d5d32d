"""A replayed deal ("Play this deal again") in the session: the computer's play of the deal
in the person's seat runs in a child process and gives what a direct engine run gives; the
replay is filed apart from the career figures, which it leaves exactly as they were; it
survives quit and resume as a replay; and an older statistics database keeps its rows."""

from __future__ import annotations

import os
import random

import pytest
from helpers.old_databases import old_database

from okpitch_desktop.ai.matches.duplicate import play_out, seat_result
from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.computers.child_jobs import computer_in_seat
from okpitch_desktop.app.controller import GameController, Seating
from okpitch_desktop.app.review.replay import Comparison
from okpitch_desktop.app.review.runner import ReviewRunner
from okpitch_desktop.app.saves.savegame import GameTag, SaveError, read_document, save_document
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.history import load_hand
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.engine import Game, RuleSet, hand_record

WAIT_MS = 120_000
SETTINGS = Settings(rules=RuleSet(target=5), computer_level="easy", computer_pace_ms=0)


def open_session(auto_next_hand: bool = False) -> GameSession:
    controller = GameController(use_process=False, auto_next_hand=auto_next_hand)
    return GameSession(controller, loaded=(SETTINGS, []))


def close(session: GameSession) -> None:
    session.controller.shutdown()
    session.shutdown()


class Person:
    """Answers the person's turns like the easy computer, ``limit`` of them at most."""

    def __init__(self, session: GameSession, seed: int = 0, limit: int | None = None) -> None:
        self.controller, self.limit, self.turns = session.controller, limit, 0
        self.waiting = False
        self.player, self.rng = HeuristicPlayer(), random.Random(seed)
        self.controller.human_turn.connect(self.on_turn)

    def on_turn(self, seen) -> None:
        if self.limit is not None and self.turns >= self.limit:
            self.waiting = True  # the game waits for the person: nothing else runs
            return
        self.turns += 1
        assert self.controller.submit(seen.seat, self.player.choose(seen, self.rng))


def compared(qtbot, session: GameSession) -> Comparison:
    """The replay's comparison once the computer's play has arrived."""
    qtbot.waitUntil(lambda: not session.replay.job.running, timeout=WAIT_MS)
    comparison = session.replay.current
    assert comparison is not None and comparison.computer is not None, comparison
    return comparison


def career(stats: Statistics) -> dict:
    data = summary(stats)
    del data["replays"]
    return data


def test_a_computer_seat_plays_as_the_background_play_does(qtbot) -> None:
    """The game's computers and the comparison's take the same decisions in the same
    positions: a hand of computers only is the background play's hand."""
    controller = GameController(use_process=False)
    levels = ("easy", "random", "normal", "easy")
    try:
        with qtbot.waitSignal(controller.hand_scored, timeout=WAIT_MS):
            controller.new_game(RuleSet(), Seating(levels), seed=11)
    finally:
        controller.shutdown()
    played = controller.game.hand
    again = played.rewound(0)
    play_out(again, levels, 11, 0)
    assert again.history == played.history and again.result == played.result


def test_a_replay_is_compared_off_the_gui_thread_and_counted_apart(qtbot) -> None:
    session = open_session(auto_next_hand=True)
    person = Person(session)  # noqa: F841 - kept: its slot lives as long as it does
    try:
        with qtbot.waitSignal(session.controller.game_over, timeout=WAIT_MS):
            session.start()
        before = career(session.statistics)
        assert before["games"]["played"] == 1 and summary(session.statistics)["replays"] == {
            "played": 0, "beat": 0, "tied": 0, "lost": 0, "average": None}  # fmt: skip
        last = load_hand(session.history.entries()[-1].path).record
        pids, job = [], session.replay.job
        session.controller.hand_scored.connect(  # after the comparison's own slot
            lambda _report: pids.append(job.process.pid) if job.running else None
        )
        with qtbot.waitSignal(session.controller.game_over, timeout=WAIT_MS):
            assert session.play_again(last, seat=2, seed=9)  # played on to its end
        comparison = compared(qtbot, session)
        assert len(pids) == 1 and pids[0] != os.getpid()  # the replayed hand, in a child
        game = session.controller.game
        assert session.recorder.tag().replay == "easy" and game.over
        tag = session.recorder.tag()
        deal = next(e for e in session.history.entries() if e.game.endswith(tag.game_id))
        replayed = load_hand(deal.path).record
        assert deal.hand_number == 0 and replayed["hands"][0] == last["hands"][2]
        levels = ["easy"] * 4  # a computer of the level setting in the person's seat
        assert comparison.computer == seat_result(replayed, levels, game.seed, 0, 0)
        stats = session.statistics
        assert career(stats) == before  # games, hands, bids, points, streaks: unchanged
        you, computer = comparison.you, comparison.computer
        assert summary(stats)["replays"] == {
            "played": 1,
            "beat": int(you > computer),
            "tied": int(you == computer),
            "lost": int(you < computer),
            "average": round(you - computer, 2),
        }
        assert stats.rows("SELECT COUNT(*) FROM games WHERE replay_level = 'easy'") == [(1,)]
    finally:
        close(session)


def test_a_replay_in_progress_survives_quit_and_resume(qtbot) -> None:
    first = open_session()
    person = Person(first, limit=3)
    record = Game(RuleSet(), 5).hand
    first.start()
    first.play_again(hand_record(record), seat=1, seed=4)
    qtbot.waitUntil(lambda: person.waiting, timeout=WAIT_MS)
    game_id = first.recorder.tag().game_id
    moves = list(first.controller.game.hand.history)
    close(first)  # quit in the middle of the replayed hand

    second = open_session()
    offers = []
    second.resume_offered.connect(offers.append)
    resumed = Person(second, seed=1)  # noqa: F841 - kept: its slot lives as long as it does
    second.start()
    assert len(offers) == 1
    with qtbot.waitSignal(second.controller.hand_scored, timeout=WAIT_MS):
        second.answer_resume(True)
    try:
        tag = second.recorder.tag()
        assert tag.game_id == game_id and tag.replay == "easy"  # still a replay
        assert second.controller.game.hand.history[: len(moves)] == moves
        comparison = compared(qtbot, second)
        stats = second.statistics
        assert stats.rows("SELECT replay_level, replay_you, replay_computer FROM games") == [
            ("easy", comparison.you, comparison.computer)
        ]
        assert summary(stats)["hands"] == 0 and summary(stats)["replays"]["played"] == 1
    finally:
        close(second)


def test_a_save_names_its_replay_and_a_bad_one_is_refused() -> None:
    snapshot = {"not": "checked here"}
    assert "replay" not in save_document(snapshot, GameTag())
    assert save_document(snapshot, GameTag(replay="hard"))["replay"] == "hard"
    game = Game(RuleSet(), 3)
    from okpitch_desktop.app.saves.savegame import game_snapshot

    document = save_document(game_snapshot(game, (None, "easy", "easy", "easy")), GameTag())
    document["replay"] = "omniscient"  # not a level the table offers
    import json

    with pytest.raises(SaveError, match="replay: not a computer level"):
        read_document(json.dumps(document).encode())


def test_a_version_3_database_keeps_its_rows_and_its_games_are_not_replays(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = old_database(path, 3)
    before = {
        table: db.execute(f"SELECT * FROM {table}").fetchall() for table in ("games", "hands")
    }
    db.close()
    stats = Statistics(path)
    assert stats.messages == [] and SCHEMA_VERSION >= 4
    assert stats.rows("PRAGMA user_version")[0][0] == SCHEMA_VERSION
    games = stats.rows("SELECT * FROM games")
    assert [row[: len(before["games"][0])] for row in games] == before["games"]
    assert stats.rows("SELECT * FROM hands") == before["hands"]
    assert stats.rows("SELECT replay_level, replay_you, replay_computer FROM games") == [
        (None, None, None)
    ]
    data = summary(stats)
    assert data["games"]["won"] == 1 and data["hands"] == 1
    assert data["replays"]["played"] == 0
    stats.close()


def test_a_failed_background_play_is_told_and_a_stopped_one_ends(qtbot) -> None:
    job = ReviewRunner()
    with qtbot.waitSignal(job.failed, timeout=WAIT_MS) as failed:
        job.run(computer_in_seat, {"format": "nope"}, ["easy"] * 4, 0, 0)
    assert failed.args[0].startswith("RecordError: ") and not job.running
    record = hand_record(Game(RuleSet(), 5).hand)
    job.run(computer_in_seat, record, ["expert"] * 4, 5, 0)  # seconds of search
    process = job.process
    assert job.running and process.pid != os.getpid()
    job.stop()
    assert not job.running and not process.is_alive()
