"""Drills from the person's costly decisions (issue 53): made from a reviewed hand, kept in
the statistics database (since schema 7), put back as the seat saw them, rescheduled by their
answers (spaced repetition), and damaged rows skipped."""

from __future__ import annotations

import sqlite3

import pytest
from helpers.planted_reviews import planted, planted_review

from okpitch_desktop.ai.review.hand_review import step_names
from okpitch_desktop.app.practice.rules import MISSED_AGAIN, RIGHT_AGAIN
from okpitch_desktop.app.saves.savegame import restore_game
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.drills import answer_statement, drill_statements, load_drills
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION, migrate
from okpitch_desktop.engine import Phase, replay_record

NOW = 1_800_000_000.0


def stats_with(tmp_path, record: dict, seat: int, costs: dict[str, float]) -> Statistics:
    stats = Statistics(tmp_path / "s.sqlite3")
    stats.write(drill_statements("g1", 3, record, planted_review(record, seat, costs), now=NOW))
    return stats


def test_each_decision_costing_half_a_point_or_more_becomes_a_drill(tmp_path):
    record = planted()
    stats = stats_with(tmp_path, record, 2, {"plays[1]": 1.2, "plays[5]": 0.49, "bids[2]": 0.5})
    drills = load_drills(stats)
    assert drills.skipped == 0
    assert [(d.step, d.cost) for d in drills.drills] == [("plays[1]", 1.2), ("bids[2]", 0.5)]
    play = drills.drills[0]
    assert (play.game_id, play.hand_number, play.seat, play.phase) == ("g1", 3, 2, Phase.PLAY)
    assert play.due(NOW) and play.answers == 0
    full = replay_record(record)
    index = step_names(full).index("plays[1]")
    assert play.state.history == full.history[:index]  # the hand just before the decision
    assert play.state.to_act == 2


def test_a_drill_is_put_back_with_the_person_in_its_seat(tmp_path):
    record = planted()
    drill = load_drills(stats_with(tmp_path, record, 2, {"plays[1]": 1.2})).drills[0]
    levels = (None, "easy", "easy", "easy")
    hand = restore_game(drill.snapshot(levels)).game.hand
    seen, then = hand.observation(0), drill.state.observation(2)
    assert hand.to_act == 0 and seen.hand == then.hand
    assert seen.legal_cards == then.legal_cards and seen.trump == then.trump
    assert seen.trick == then.trick
    assert len(hand.history) == len(drill.state.history)
    for new_seat in range(4):  # everyone keeps their cards and partner, turned by two places
        assert hand.dealt_hands[new_seat] == drill.state.dealt_hands[(new_seat + 2) % 4]


def test_a_second_review_of_the_hand_keeps_the_drills_progress(tmp_path):
    record = planted()
    stats = stats_with(tmp_path, record, 2, {"plays[1]": 1.2})
    drill = load_drills(stats).drills[0]
    stats.write([answer_statement(drill, right=True, now=NOW)])
    stats.write(
        drill_statements("g1", 3, record, planted_review(record, 2, {"plays[1]": 1.2}), NOW)
    )
    (again,) = load_drills(stats).drills
    assert again.answers == 1 and again.right_in_a_row == 1


def test_right_comes_back_later_missed_sooner_right_twice_retires(tmp_path):
    stats = stats_with(tmp_path, planted(), 2, {"plays[1]": 1.2})
    drill = load_drills(stats).drills[0]
    stats.write([answer_statement(drill, right=False, now=NOW)])
    (missed,) = load_drills(stats).drills
    assert missed.due_at == NOW + MISSED_AGAIN and (missed.misses, missed.answers) == (1, 1)
    assert not missed.due(NOW) and missed.due(NOW + MISSED_AGAIN)
    stats.write([answer_statement(missed, right=True, now=NOW + 1000)])
    (right,) = load_drills(stats).drills
    assert right.due_at == NOW + 1000 + RIGHT_AGAIN and right.right_in_a_row == 1
    assert MISSED_AGAIN < RIGHT_AGAIN
    stats.write([answer_statement(right, right=True, now=NOW + 2000)])
    assert load_drills(stats).drills == ()  # retired
    assert stats.rows("SELECT answers, misses FROM drills WHERE retired_at IS NOT NULL") == [(3, 1)]


def test_due_drills_come_first_then_the_costliest(tmp_path):
    stats = stats_with(tmp_path, planted(), 2, {"plays[1]": 0.6, "plays[5]": 2.0, "bids[2]": 1})
    first = load_drills(stats).drills
    assert [d.step for d in first] == ["plays[5]", "bids[2]", "plays[1]"]
    stats.write([answer_statement(first[0], right=True, now=NOW)])
    assert [d.step for d in load_drills(stats).due(NOW + 1)] == ["bids[2]", "plays[1]"]


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("record", "'{not json'"),
        ("record", "'{}'"),
        ("phase", "'trump'"),  # not the phase of the position
        ("seat", "1"),  # not the seat to act
        ("cost", "'a lot'"),
        ("due_at", "'soon'"),
        ("answers", "-1"),
    ],
)
def test_a_damaged_drill_is_skipped_and_counted(tmp_path, column, value):
    path = tmp_path / "s.sqlite3"
    stats = stats_with(tmp_path, planted(), 2, {"plays[1]": 1.2, "plays[5]": 2.0})
    stats.close()
    db = sqlite3.connect(path)
    db.execute(f"UPDATE drills SET {column} = {value} WHERE step = 'plays[1]'")
    db.commit()
    db.close()
    drills = load_drills(Statistics(path))
    assert [d.step for d in drills.drills] == ["plays[5]"] and drills.skipped == 1


def test_a_version_6_database_gains_the_drills_table(tmp_path):
    path = tmp_path / "s.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=6)
    db.close()
    stats = Statistics(path)
    assert SCHEMA_VERSION >= 7 and stats.messages == []
    assert load_drills(stats).drills == ()
    stats.write(drill_statements("g", 0, planted(), planted_review(planted(), 2, {"plays[1]": 1})))
    assert len(load_drills(stats).drills) == 1
