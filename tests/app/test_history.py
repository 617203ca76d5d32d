"""Hand history: kept records list by game, export as plain okpitch-hand/1 files that the
command line reads, import with readable errors, and the same deal dealt again."""

from __future__ import annotations

import json
import os
import random
from datetime import datetime

import pytest
from helpers.saves import play_to, random_rules

from okpitch_desktop import cli
from okpitch_desktop.app.saves.savegame import restore_game
from okpitch_desktop.app.stats.history import HandHistory, deal_again, export_hand, load_hand
from okpitch_desktop.engine import Game, RuleSet, hand_record

SEAT_LEVELS = (None, "easy", "easy", "easy")  # a person, then three computers


def a_finished_hand(seed: int, rules: RuleSet | None = None) -> dict:
    rng = random.Random(seed)
    game = Game(rules or random_rules(rng), seed)
    while not game.hand_over:
        game.apply(rng.choice(game.hand.legal_actions()))
    return hand_record(game.hand)


def test_kept_hands_are_listed_newest_game_first(tmp_path) -> None:
    history = HandHistory(tmp_path)
    history.add("old", 1_000_000_000, 0, SEAT_LEVELS, a_finished_hand(1, RuleSet()))
    history.add("old", 1_000_000_000, 1, SEAT_LEVELS, a_finished_hand(2, RuleSet()))
    history.add("new", 1_700_000_000, 0, SEAT_LEVELS, a_finished_hand(3, RuleSet()))
    entries = history.entries()
    assert [(e.game.split("-")[-1], e.hand_number) for e in entries] == [
        ("new", 0),
        ("old", 0),
        ("old", 1),
    ]
    assert entries[2].started == datetime.fromtimestamp(1_000_000_000)
    loaded = load_hand(entries[0].path)
    assert loaded.record == a_finished_hand(3, RuleSet()) and loaded.human_seat == 0


def test_games_started_in_the_same_second_list_the_later_one_first(tmp_path) -> None:
    """Folder names tie on the second; the game whose first hand was kept later is newer,
    whatever its id (here the id that sorts last was played first)."""
    history = HandHistory(tmp_path)
    first = history.add("zz-first", 1_700_000_000, 0, SEAT_LEVELS, a_finished_hand(1, RuleSet()))
    later = history.add("aa-later", 1_700_000_000, 0, SEAT_LEVELS, a_finished_hand(2, RuleSet()))
    os.utime(first, ns=(1_700_000_001_000_000_000,) * 2)
    os.utime(later, ns=(1_700_000_002_000_000_000,) * 2)
    games = [entry.game.split("-", 2)[-1] for entry in history.entries()]
    assert games == ["aa-later", "zz-first"]


def test_a_games_hands_list_in_number_order_past_999(tmp_path) -> None:
    history = HandHistory(tmp_path)
    for number in (1000, 999, 2):
        history.add("long", 1_700_000_000, number, SEAT_LEVELS, a_finished_hand(number, RuleSet()))
    assert [entry.hand_number for entry in history.entries()] == [2, 999, 1000]


def test_export_is_a_plain_record_the_command_line_scores(tmp_path, capsys) -> None:
    record = a_finished_hand(4)
    path = tmp_path / "hand.json"
    export_hand(record, path)
    assert json.loads(path.read_text()) == record
    assert cli.main(["score", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["complete"] is True
    assert load_hand(path).record == record


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{", "not a JSON hand record"),
        ("[]", "must be a JSON object"),
        ('{"dealer": 0, "hands": []}', "hands"),
        ('{"rules": {"players": 5}}', "rules.players"),
    ],
)
def test_import_errors_are_readable(tmp_path, content: str, reason: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ValueError, match=reason):
        load_hand(path)


@pytest.mark.parametrize("seed", range(12))
def test_the_same_deal_again_from_any_seat(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    game = Game(rules, seed)
    play_to(game, rng.randrange(300), rng)
    record = hand_record(game.hand)
    seat = rng.randrange(rules.players)
    levels = (None,) + ("easy",) * (rules.players - 1)
    restored = restore_game(deal_again(record, seat, levels, seed=5))
    hand = restored.game.hand
    assert hand.history == [] and restored.levels == levels
    assert hand.dealt_hands[0] == game.hand.dealt_hands[seat]  # the person holds seat's cards
    assert hand.dealt_widow == game.hand.dealt_widow
    for new_seat in range(rules.players):  # everyone keeps their cards, partners and place
        old = (new_seat + seat) % rules.players
        assert hand.dealt_hands[new_seat] == game.hand.dealt_hands[old]
        assert hand.scores[rules.team_of(new_seat)] == game.hand.scores[rules.team_of(old)]
    assert (hand.dealer + seat) % rules.players == game.hand.dealer
