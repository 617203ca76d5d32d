"""The background reviews for the statistics (issue 14): a reviewed hand becomes a row with
its cost and its mistakes by phase; a review that fails writes nothing; the Review's own
result is filed without a second review; the schema migration keeps the old rows; and the
cost figures are averages over the hands reviewed, with rolling averages over time."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers.old_databases import old_database
from helpers.review_waits import REVIEW_MS

from okpitch_desktop.app.computers.child_jobs import review_for_table
from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.review.bid_chances import BidChanceJobs
from okpitch_desktop.app.review.hand_reviews import HandReviews
from okpitch_desktop.app.review.runner import NICE, NICE_VARIABLE
from okpitch_desktop.app.saves.savegame import GameTag
from okpitch_desktop.app.settings import Settings, from_json
from okpitch_desktop.app.stats.costs import (
    ROLLING,
    GameCosts,
    game_costs,
    mistakes_by_group,
    rolling,
)
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.schema import MISTAKE_COLUMNS, SCHEMA_VERSION
from okpitch_desktop.app.stats.summary import summary

REVIEW = Path(__file__).resolve().parents[1] / "data" / "review"
ROW = (
    f"SELECT game_id, hand_number, seat, cost, mistakes, {', '.join(MISTAKE_COLUMNS)} FROM reviews"
)


def planted(name: str) -> dict:
    return json.loads((REVIEW / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture
def reviews(qtbot, tmp_path):
    controller = GameController(use_process=False)
    stats = Statistics(tmp_path / "s.sqlite3")
    service = HandReviews(controller, lambda: stats, tag=GameTag, parent=controller)
    yield service
    service.cancel()
    controller.shutdown()
    stats.close()


def test_the_background_review_files_the_cost_and_the_mistakes_by_phase(qtbot, reviews):
    record = planted("jack_thrown")  # seat 2 throws the Jack to the opponents (plays[1])
    with qtbot.waitSignal(reviews.reviewed, timeout=REVIEW_MS) as filed:
        reviews.add("g", 3, record, seat=2)
    cost = filed.args[0]
    reviewed = cost.reviewed
    assert (cost.game_id, cost.hand_number, cost.record) == ("g", 3, record)
    thrown = next(d for d in reviewed.decisions if d.step == "plays[1]")
    assert thrown.mistake and thrown.cost >= 0.5
    by_group = mistakes_by_group(reviewed)
    assert by_group["play"] >= 1 and sum(by_group.values()) == reviewed.mistakes
    (row,) = reviews.statistics.rows(ROW)
    assert row[:5] == ("g", 3, 2, reviewed.total_cost, reviewed.mistakes)
    assert (
        row[3] >= 0.5
        and dict(zip(("bid", "trump", "cards", "play"), row[5:], strict=True)) == by_group
    )
    assert reviews.done(record, 2) is reviewed and not reviews.pending(record, 2)
    assert game_costs(reviews.statistics, "g") == GameCosts(
        reviewed.total_cost, 1, reviewed.mistakes
    )
    # The same hand again (the game resumed, say) is filed at once, without a process.
    with qtbot.waitSignal(reviews.reviewed, timeout=1) as again:
        reviews.add("g", 3, record, seat=2)
    assert again.args[0].reviewed is reviewed and not reviews.runner.running


def test_the_persons_own_review_is_filed_for_a_waiting_hand(qtbot, reviews):
    record = planted("max_bid_no_honours")
    with qtbot.waitSignal(reviews.reviewed, timeout=REVIEW_MS) as first:
        reviews.add("g", 0, record, seat=0)
    reviewed = first.args[0].reviewed
    reviews.cancel()
    other = HandReviews(reviews.controller, lambda: reviews.statistics, tag=GameTag, parent=reviews)
    other.add("h", 0, record, seat=0)  # waits for the table to be idle
    assert other.pending(record, 0)
    with qtbot.waitSignal(other.reviewed, timeout=1):
        other.adopt(record, 0, reviewed)  # the Review the person opened has finished
    assert not other.pending(record, 0) and not other.runner.running
    assert reviews.statistics.rows("SELECT game_id FROM reviews ORDER BY game_id") == [
        ("g",),
        ("h",),
    ]


def niceness(process) -> int:
    return os.getpriority(os.PRIO_PROCESS, process.pid)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="process priorities are Unix's")
def test_the_review_runs_at_low_priority(qtbot, reviews, monkeypatch):
    monkeypatch.delenv(NICE_VARIABLE)  # as the game runs (the tests lower nothing)
    reviews.add("g", 0, planted("off_jack_overtakes"), seat=2)
    qtbot.waitUntil(lambda: reviews.runner.running, timeout=REVIEW_MS)
    assert niceness(reviews.runner.process) >= NICE  # this review's process, by its id
    reviews.cancel()
    assert not reviews.runner.running and reviews.statistics.rows("SELECT * FROM reviews") == []


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="process priorities are Unix's")
def test_the_chances_the_person_waits_for_run_at_normal_priority(qtbot, monkeypatch):
    monkeypatch.delenv(NICE_VARIABLE)
    controller = GameController(use_process=False)
    jobs = BidChanceJobs(controller, parent=controller)
    jobs.runner.run(review_for_table, planted("off_jack_overtakes"), 2, 0)
    try:
        assert niceness(jobs.runner.process) == os.getpriority(os.PRIO_PROCESS, 0)
    finally:
        jobs.stop()
        controller.shutdown()


def test_a_failed_review_writes_nothing(qtbot, reviews):
    record = planted("jack_thrown")
    record["plays"] = ["XX", *record["plays"][1:]]  # not a card: the review cannot replay it
    with qtbot.waitSignal(reviews.runner.failed, timeout=REVIEW_MS):
        reviews.add("g", 0, record, seat=2)
    assert reviews.statistics.rows("SELECT COUNT(*) FROM reviews") == [(0,)]
    assert reviews.done(record, 2) is None and not reviews.pending(record, 2)


def test_the_migration_keeps_the_old_rows(tmp_path):
    path = tmp_path / "s.sqlite3"
    db = old_database(path, 4)  # before the reviews table
    db.close()
    stats = Statistics(path)
    assert stats.messages == []
    assert stats.rows("PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert stats.rows("SELECT id, winner, undos FROM games") == [("g", 0, 0)]
    assert stats.rows("SELECT game_id, bid, earned FROM hands") == [("g", 2, "[3, 1]")]
    assert stats.rows("SELECT COUNT(*) FROM reviews") == [(0,)]
    data = summary(stats)
    assert data["games"]["won"] == 1 and data["hands"] == 1
    assert data["costs"]["hands"] == 0 and data["costs"]["average_cost"] is None
    stats.close()


def insert_reviews(stats: Statistics, costs: list[float], play_mistakes: list[int]) -> None:
    """One reviewed hand per cost, in order, with its play mistakes and one bid mistake in
    the first hand."""
    columns = ", ".join(MISTAKE_COLUMNS)
    stats.write(
        [
            (
                "INSERT INTO reviews (game_id, hand_number, seat, level, reviewed_at, decisions,"
                f" cost, mistakes, {columns}) VALUES ('g', ?, 0, 'hard', ?, 12, ?, ?, ?, 0, 0, ?)",
                (n, 1000 + n, cost, play + (n == 0), int(n == 0), play),
            )
            for n, (cost, play) in enumerate(zip(costs, play_mistakes, strict=True))
        ]
    )


def test_the_cost_figures_average_the_hands_and_roll_over_time(tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    hands = ROLLING + 2
    insert_reviews(stats, [1.0] * ROLLING + [0.0, 0.0], [2] * ROLLING + [0, 0])
    stats.write([("INSERT INTO reviews VALUES ('bad', 0, 0, 'hard', 1, 1, -1, 0, 0, 0, 0, 0)", ())])
    costs = summary(stats)["costs"]
    assert costs["hands"] == hands and costs["skipped"] == 1  # a negative cost is left out
    assert costs["average_cost"] == round(ROLLING / hands, 3)
    assert costs["mistakes_per_hand"] == {
        "bid": round(1 / hands, 3),
        "trump": 0,
        "cards": 0,
        "play": round(2 * ROLLING / hands, 3),
    }
    assert costs["cost_over_time"][:ROLLING] == [1.0] * ROLLING
    assert costs["cost_over_time"][-1] == round((ROLLING - 2) / ROLLING, 3)
    assert costs["mistakes_over_time"]["play"][-1] == round(2 * (ROLLING - 2) / ROLLING, 3)
    assert rolling([1, 2, 3], width=2) == [1, 1.5, 2.5]
    stats.close()


def test_the_setting_is_on_unless_turned_off():
    assert Settings().review_hands is True and from_json({}).review_hands is True
    off = Settings(review_hands=False).to_json()
    assert off["review_hands"] is False and from_json(off).review_hands is False
