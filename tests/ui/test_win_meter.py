"""View > Chance to win (issue 53): the person's team's chance to win the game under the
table, from the scores, the stakes of the standing bid, and on the person's turn to bid
what each legal bid would mean; shown from the View menu and remembered."""

from __future__ import annotations

import pytest
from helpers.table_driver import Person, make_window, short_rules
from PySide6.QtGui import QAction

from okpitch_desktop.ai.search.win_chance import bid_stakes, win_table
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


def test_at_six_players_the_meter_says_it_has_no_answer_yet():
    game = Game(RuleSet(players=6), seed=1)
    observation = game.hand.observation(0)
    assert seen_chances(observation) is None
    assert "4 players" in meter_text(None, 6)


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_meter_shows_the_chance_and_each_bid_and_follows_the_score(qtbot, speed):
    window = make_window(qtbot, speed=speed, rules=short_rules(4, target=TARGET))
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
    assert meter.chances.team_chance == win_table().chance(0, 0, TARGET)
    assert lines[0] == f"Your team's chance to win: {number(100 * meter.chances.team_chance)}%"
    legal = [bid for bid in bid_turn.legal_bids if bid is not None]
    assert [stakes.bid for stakes in meter.chances.bids] == legal
    assert lines[-1].startswith("Your bids: ") and lines[-1].count("% made") == len(legal)
    if bid_turn.bid_holder is not None:  # someone bid before the person: its stakes
        assert lines[1].startswith("If ") and f"makes {bid_turn.bid}:" in lines[1]

    second_hand = person.play_until(stop=lambda o: o.scores != (0, 0))
    team = second_hand.rules.team_of(0)
    own, other = second_hand.scores[team], second_hand.scores[1 - team]
    assert meter.chances.team_chance == win_table().chance(own, other, TARGET)
    assert meter.text().splitlines()[0].endswith(f" {number(100 * meter.chances.team_chance)}%")

    window.findChild(QAction, "win_chance_action").trigger()  # hidden again, remembered
    assert meter.isHidden() and not window.session.settings.show_win_chance
