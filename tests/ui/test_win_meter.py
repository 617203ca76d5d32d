"""View > Chance to win (issues 53 and 62): the person's team's chance to win the game
under the table, from the score; the stakes of the standing bid or the contract; on the
person's turn to bid each bid's chance of being made with the person's own cards and the
chance to win the game it gives (the search's deals, worked out in the background); cleared
when the hand is played out, the result once the game is over; shown from the View menu
and remembered."""

from __future__ import annotations

import pytest
from helpers.hands import deal_with
from helpers.table_driver import REVIEW_MS, WAIT_MS, Person, make_window, short_rules
from PySide6.QtGui import QAction

from okpitch_desktop.ai.players.levels import decision_seed
from okpitch_desktop.ai.review.bid_chances import bid_chances
from okpitch_desktop.ai.search.win_chance import bid_stakes, table_chance, win_table
from okpitch_desktop.app.chance_to_win import seen_chances
from okpitch_desktop.app.saves.savegame import game_snapshot
from okpitch_desktop.app.settings import SETTINGS_NAME, load_settings
from okpitch_desktop.engine import Bid, Game, Pass, Phase, RuleSet, hand_record
from okpitch_desktop.ui.seat_names import number, seat_name
from okpitch_desktop.ui.table.win_words import meter_text

SPEEDS = ["normal", "off"]
TARGET = 21  # the win table's own target
CINCH = "AS KS QS JS JC RJ BJ TS 2S"  # every trump point of spades: all 7 points (R8)
BUST = "3H 4D 6C 7S 5H 8D 9C 2D 4C"
MAKE, GAME = "Chance to make it: ", "Chance to win the game: "


def pct(chance: float) -> str:
    return f"{number(100 * chance)}%"


def said(meter) -> list[str]:
    """What the meter says, a line a row (as screen readers are told it)."""
    return (meter.accessibleDescription() or meter.text()).splitlines()


def row(lines: list[str], label: str) -> list[str]:
    (found,) = [line for line in lines if line.startswith(label)]
    return found.removeprefix(label).split()


def show_meter(window) -> None:
    window.findChild(QAction, "win_chance_action").trigger()  # View > Chance to win
    assert window.win_meter.isVisible()


def wait_for_chances(qtbot, window, turn) -> None:
    """Until the chances of the person's bids at ``turn`` are in (a child process)."""
    jobs = window.session.bid_chances
    if jobs.current is None or jobs.current.observation != turn:
        with qtbot.waitSignal(jobs.ready, timeout=REVIEW_MS):
            pass
    assert jobs.current.observation == turn


def seed_of(window) -> int:
    """The seed the controller gives the decision at hand (the coach's and the hint's)."""
    game = window.controller.game
    return decision_seed(game.seed, game.hand_number, len(game.hand.history))


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
    observation = game.hand.observation(seat)
    chances = seen_chances(observation)
    assert chances.team_chance == table_chance((0, 0, 0), game.rules.team_of(seat), TARGET)
    lines = meter_text(chances, 6).splitlines()
    chance = pct(chances.team_chance)
    assert lines[0] == f"Your team's chance to win the game, from the score: {chance}"
    assert lines[1:] == ["If you bid: …", "Chance to make it: …", "Chance to win the game: …"]
    bids = bid_chances(observation, seed=1)
    lines = meter_text(seen_chances(observation, bids), 6).splitlines()
    assert row(lines, "If you bid: ") == [str(b) for b in observation.legal_bids if b]
    assert row(lines, MAKE) == [pct(c.make) for c in bids.bids]
    assert row(lines, GAME) == [pct(c.game) for c in bids.bids]


def planted(cards: str, scores: tuple[int, int]) -> dict:
    """A saved game at its first hand: the person, dealt ``cards``, bids first (R5)."""
    rules = RuleSet()
    hand = deal_with(rules, dealer=3, fixed={0: cards}, scores=scores)
    snapshot = game_snapshot(Game(rules, 1), (None, "easy", "easy", "easy"))
    snapshot.update(first_dealer=3, dealer=3, hand_number=0, scores=list(scores),
                    hand=hand_record(hand))  # fmt: skip
    return snapshot


def test_a_cinch_and_a_bust_at_the_same_score_show_their_own_chances_in_words(qtbot):
    window = make_window(qtbot, rules=RuleSet())
    show_meter(window)
    meter, person, shown = window.win_meter, Person(qtbot, window), {}
    for name, cards in (("cinch", CINCH), ("bust", BUST)):
        person.turns.clear()  # the last game's turn is left
        assert window.session.resume(planted(cards, (6, 6)))
        turn = person.play_until(stop=lambda o: o.phase is Phase.BID)
        wait_for_chances(qtbot, window, turn)
        lines = said(meter)
        shown[name] = lines
        # the numbers are the search's, on the person's own cards, with the coach's deals
        expected = bid_chances(turn, seed_of(window))
        assert row(lines, "If you bid: ") == ["2", "3", "4", "5", "6", "7"]
        assert row(lines, MAKE) == [pct(c.make) for c in expected.bids]
        assert row(lines, GAME) == [pct(c.game) for c in expected.bids]
        tip = meter.toolTip()
        assert "Chance to make it: the cards you cannot see were dealt at random" in tip
        assert "Chance to win the game: the chance to make it times your team" in tip
        seven = expected.of(7)
        assert (f"Bid 7: your team won the bidding in {pct(seven.won)} of the deals and made"
                f" it in {pct(seven.make)} of those") in tip  # fmt: skip
        person.turns.clear()
        person.act(Bid(7) if name == "cinch" else Pass())
        assert not window.session.bid_chances.runner.running  # the work is dropped
        after = person.play_until(stop=lambda o: o.phase is not Phase.BID)
        lines = said(meter)
        assert not any(line.startswith(MAKE) for line in lines)  # the turn to bid is over
        holder, bid = after.bid_holder, after.bid
        stakes = bid_stakes((6, 6), 0, after.rules.team_of(holder), bid, TARGET)
        made, went_set = pct(stakes.if_made), pct(stakes.if_set)
        if name == "cinch":
            assert lines[1] == (f"You hold the bid at 7: your team's chance to win the game is"
                                f" {made} if you make it, {went_set} if you are set.")  # fmt: skip
        else:
            assert lines[1] == (f"{seat_name(holder, 4)} holds the bid at {bid}: your team's"
                                f" chance to win the game is {made} if the bid is made,"
                                f" {went_set} if it is set.")  # fmt: skip
    cinch, bust = shown["cinch"], shown["bust"]
    assert cinch[0] == bust[0]  # the same score: the same chance from the score alone
    assert cinch[0] == f"Your team's chance to win the game, from the score: {pct(0.5)}"
    cinch_makes = [int(cell.rstrip("%")) for cell in row(cinch, MAKE)]
    bust_makes = [int(cell.rstrip("%")) for cell in row(bust, MAKE)]
    assert min(cinch_makes) >= 95 and bust_makes[-1] < 20
    assert bust_makes == sorted(bust_makes, reverse=True) != cinch_makes


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_line_clears_when_the_hand_ends_and_says_the_result_when_the_game_is_over(qtbot, speed):
    window = make_window(qtbot, speed=speed, rules=short_rules(4))
    show_meter(window)
    meter, controller = window.win_meter, window.controller
    person = Person(qtbot, window, seed=2)
    told: list[tuple[object, str]] = []  # each event, with what the meter said right after it
    controller.person_sees.connect(lambda seen: told.append((seen.phase, meter.text())))
    controller.hand_scored.connect(lambda _report: told.append(("scored", meter.text())))
    controller.hand_dealt.connect(lambda _deal: told.append(("dealt", meter.text())))
    window.new_game(seed=2)
    assert person.play_until(stop_at_summary=True) is None
    report = person.reports[-1]
    played_out = [phase for phase, _ in told].index(Phase.DONE)
    assert told[played_out - 1][1]  # the line said something while the hand was played
    assert told[played_out:] == [(Phase.DONE, ""), ("scored", "")]
    assert meter.text() == ""
    if report.winner is None:  # nothing comes back before the next deal, then its chance
        person.close_summary(person.summary_open())
        qtbot.waitUntil(lambda: told[-1][0] is Phase.BID, timeout=WAIT_MS)
        assert told[played_out + 2] == ("dealt", "")
        chance = pct(table_chance(report.scores, 0, controller.game.rules.target))
        assert said(meter)[0] == f"Your team's chance to win the game, from the score: {chance}"

    near = [10, 10]  # a point from the target each: this hand ends the game
    snapshot = game_snapshot(Game(short_rules(4), 5), (None, "easy", "easy", "easy"))
    snapshot.update(scores=near)
    snapshot["hand"]["scores"] = near
    assert window.session.resume(snapshot)
    assert person.play_until() is None  # the game-over dialog is open
    report = person.reports[-1]
    assert report.winner is not None
    won = "your team" if report.winner == 0 else "the other team"
    us, them = report.scores
    result = f"Game over: {won} won. Final score: Us {us}, Them {them}"
    assert told[-1] == ("scored", result)
    assert said(meter) == [result]


@pytest.mark.parametrize(("speed", "players"), [("normal", 4), ("off", 4), ("off", 6)])
def test_the_meter_shows_the_chance_and_each_bid_and_follows_the_score(qtbot, speed, players):
    window = make_window(qtbot, speed=speed, rules=short_rules(players, target=TARGET))
    meter = window.win_meter
    person = Person(qtbot, window, seed=4)
    window.new_game(seed=4)
    assert meter.isHidden()
    show_meter(window)
    saved, _ = load_settings(window.session.folder / SETTINGS_NAME)
    assert saved.show_win_chance and window.session.settings.show_win_chance

    bid_turn = person.play_until(stop=lambda o: o.phase is Phase.BID)
    wait_for_chances(qtbot, window, bid_turn)
    lines = said(meter)
    team = bid_turn.rules.team_of(0)
    assert meter.chances.team_chance == table_chance((0,) * bid_turn.rules.teams, team, TARGET)
    chance = pct(meter.chances.team_chance)
    assert lines[0] == f"Your team's chance to win the game, from the score: {chance}"
    legal = [bid for bid in bid_turn.legal_bids if bid is not None]
    assert row(lines, "If you bid: ") == [str(bid) for bid in legal]
    expected = bid_chances(bid_turn, seed_of(window))
    assert row(lines, MAKE) == [pct(c.make) if c.make is not None else "—" for c in expected.bids]
    if bid_turn.bid_holder is not None:  # someone bid before the person: its stakes
        holder = seat_name(bid_turn.bid_holder, players)
        assert lines[1].startswith(f"{holder} holds the bid at {bid_turn.bid}: ")

    second_hand = person.play_until(stop=lambda o: any(o.scores))
    assert meter.chances.team_chance == table_chance(second_hand.scores, team, TARGET)
    assert said(meter)[0].endswith(f" {pct(meter.chances.team_chance)}")

    window.findChild(QAction, "win_chance_action").trigger()  # hidden again, remembered
    assert meter.isHidden() and not window.session.settings.show_win_chance
