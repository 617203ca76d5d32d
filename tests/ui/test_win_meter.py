"""View > Chance to win (issue 53): the person's team's chance to win the game under the
table, from the scores, the stakes of the standing bid, and on the person's turn to bid
what each legal bid would mean; shown from the View menu and remembered."""

from __future__ import annotations

import pytest
from helpers.table_driver import Person, make_window, short_rules
from PySide6.QtGui import QAction

from okpitch_desktop.ai.search.win_chance import bid_stakes, table_chance, win_table
from okpitch_desktop.app.chance_to_win import seen_chances
from okpitch_desktop.app.settings import SETTINGS_NAME, load_settings
from okpitch_desktop.engine import Game, Phase, RuleSet
from okpitch_desktop.ui.seat_names import number
from okpitch_desktop.ui.table.win_meter import meter_text

SPEEDS = ["normal", "off"]
TARGET = 21  # the win table's own target


def test_a_bid_made_raises_the_chance_and_a_bid_set_lowers_it():
    at_evens = win_table().chance(0, 0, TARGET)
    for bid in range(2, 8):
        stakes = bid_stakes((0, 0), 0, 0, bid, TARGET)
        assert stakes.if_set < at_evens < stakes.if_made
    stakes = [bid_stakes((0, 0), 0, 0, bid, TARGET) for bid in range(2, 8)]
    assert [s.if_set for s in stakes] == sorted((s.if_set for s in stakes), reverse=True)
    assert bid_stakes((20, 5), 0, 1, 4, TARGET).if_set == 1.0  # set: the other team goes out


@pytest.mark.parametrize("scores", [(0, 0, 0), (15, 3, -4), (20, 20, 12), (-20, 5, 19)])
def test_the_three_teams_chances_add_up_to_one(scores):
    chances = [table_chance(scores, team, TARGET) for team in range(3)]
    assert all(0 <= chance <= 1 for chance in chances)
    assert abs(sum(chances) - 1) < 0.01, chances


def test_at_six_players_the_chances_are_the_three_teams():
    assert abs(table_chance((0, 0, 0), 0, TARGET) - 1 / 3) < 0.02
    assert table_chance((18, 2, 2), 0, TARGET) > 0.8 > 0.1 > table_chance((2, 18, 2), 0, TARGET)
    at_start = table_chance((0, 0, 0), 0, TARGET)
    for bid in range(2, 8):
        stakes = bid_stakes((0, 0, 0), 0, 0, bid, TARGET)
        assert stakes.if_set < at_start < stakes.if_made
    # the other teams' contract: their making it lowers our chance
    assert bid_stakes((0, 0, 0), 0, 1, 4, TARGET).if_made < at_start
    near_out = bid_stakes((20, 5, 5), 0, 1, 4, TARGET)  # we are a point from the target
    assert near_out.if_made < near_out.if_set


def test_at_six_players_the_meter_shows_the_chance_and_the_bids():
    game = Game(RuleSet(players=6), seed=1)
    seat = game.hand.to_act
    chances = seen_chances(game.hand.observation(seat))
    assert chances.team_chance == table_chance((0, 0, 0), game.rules.team_of(seat), TARGET)
    lines = meter_text(chances, 6).splitlines()
    assert lines[0] == f"Your team's chance to win: {number(100 * chances.team_chance)}%"
    assert lines[-1].startswith("Your bids: ") and lines[-1].count("% made") == 6


@pytest.mark.parametrize(("speed", "players"), [("normal", 4), ("off", 4), ("off", 6)])
def test_the_meter_shows_the_chance_and_each_bid_and_follows_the_score(qtbot, speed, players):
    window = make_window(qtbot, speed=speed, rules=short_rules(players, target=TARGET))
    meter = window.win_meter
    person = Person(qtbot, window, seed=4)
    window.new_game(seed=4)
    assert meter.isHidden()
    window.findChild(QAction, "win_chance_action").trigger()  # View > Chance to win
    assert meter.isVisible()
    saved, _ = load_settings(window.session.folder / SETTINGS_NAME)
    assert saved.show_win_chance and window.session.settings.show_win_chance

    bid_turn = person.play_until(stop=lambda o: o.phase is Phase.BID)
    lines = meter.text().splitlines()
    team = bid_turn.rules.team_of(0)
    assert meter.chances.team_chance == table_chance((0,) * bid_turn.rules.teams, team, TARGET)
    assert lines[0] == f"Your team's chance to win: {number(100 * meter.chances.team_chance)}%"
    legal = [bid for bid in bid_turn.legal_bids if bid is not None]
    assert [stakes.bid for stakes in meter.chances.bids] == legal
    assert lines[-1].startswith("Your bids: ") and lines[-1].count("% made") == len(legal)
    if bid_turn.bid_holder is not None:  # someone bid before the person: its stakes
        assert lines[1].startswith("If ") and f"makes {bid_turn.bid}:" in lines[1]

    second_hand = person.play_until(stop=lambda o: any(o.scores))
    assert meter.chances.team_chance == table_chance(second_hand.scores, team, TARGET)
    assert meter.text().splitlines()[0].endswith(f" {number(100 * meter.chances.team_chance)}%")

    window.findChild(QAction, "win_chance_action").trigger()  # hidden again, remembered
    assert meter.isHidden() and not window.session.settings.show_win_chance
