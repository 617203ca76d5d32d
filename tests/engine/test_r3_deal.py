"""R3: the deal: dealer rotation, packets of 3 from the left of the dealer, the widow."""

from __future__ import annotations

import random

import pytest

from okpitch_desktop.engine import Game, HandState, Phase, RuleSet
from okpitch_desktop.engine.cards import DECK
from okpitch_desktop.engine.deal import deal, deal_deck


def packets(deck, players, dealer, sizes):
    """The expected hands: packets of the given sizes, round after round, left of dealer."""
    hands = [[] for _ in range(players)]
    position = 0
    for size in sizes:
        for offset in range(1, players + 1):
            hands[(dealer + offset) % players].extend(deck[position : position + size])
            position += size
    return hands, list(deck[position:])


@pytest.mark.parametrize("dealer", range(4))
def test_r3_four_players_packets_of_three_from_left_of_dealer(dealer):
    """R3: 4 players: 9 each in packets of 3, clockwise from the dealer's left; widow 18."""
    deck = list(DECK)
    random.Random(dealer).shuffle(deck)
    hands, widow = deal_deck(deck, 4, dealer)
    assert (hands, widow) == packets(deck, 4, dealer, [3, 3, 3])
    assert [len(hand) for hand in hands] == [9] * 4
    assert len(widow) == 18
    left = (dealer + 1) % 4
    assert hands[left][:3] == deck[:3]  # the first packet goes left of the dealer
    assert hands[dealer][:3] == deck[9:12]  # the dealer is served last


@pytest.mark.parametrize("dealer", range(6))
def test_r3_six_players_eight_each_widow_six(dealer):
    """R3: 6 players: 8 each (packets of 3, 3 and 2), the widow is the other 6."""
    deck = list(DECK)
    random.Random(100 + dealer).shuffle(deck)
    hands, widow = deal_deck(deck, 6, dealer)
    assert (hands, widow) == packets(deck, 6, dealer, [3, 3, 2])
    assert [len(hand) for hand in hands] == [8] * 6
    assert widow == deck[48:]  # kept in dealt order, top first


@pytest.mark.parametrize("players", [4, 6])
def test_r3_widow_kept_in_dealt_order_top_first(players):
    """R3: the widow is kept in dealt order; its top is the first card."""
    deck = list(reversed(DECK))
    hands, widow = deal_deck(deck, players, 0)
    dealt = sum(len(hand) for hand in hands)
    assert widow == deck[dealt:]


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("seed", range(5))
def test_r3_deal_uses_every_card_once(players, seed):
    """R3: a shuffled deal holds the 54 cards exactly once each."""
    rules = RuleSet(players=players)
    hands, widow = deal(rules, seed % players, random.Random(seed))
    cards = [card for hand in hands for card in hand] + widow
    assert sorted(cards) == list(DECK)


def test_r3_deal_is_a_function_of_the_generator():
    """R3: shuffling with the same seed gives the same deal, other seeds other deals."""
    rules = RuleSet()
    first = deal(rules, 0, random.Random(7))
    assert deal(rules, 0, random.Random(7)) == first
    assert deal(rules, 0, random.Random(8)) != first


def play_to_end(game: Game, rng: random.Random) -> None:
    while not game.hand_over:
        actions = game.hand.legal_actions()
        game.apply(rng.choice(actions))


@pytest.mark.parametrize("players", [4, 6])
def test_r3_dealer_passes_left_each_hand(players):
    """R3: each new hand the deal passes left (dealer + 1)."""
    rules = RuleSet(players=players, four_player_discard="discard_three", target=99)
    game = Game(rules, seed=11, first_dealer=players - 1)
    rng = random.Random(0)
    dealers = [game.hand.dealer]
    for _ in range(players + 1):
        play_to_end(game, rng)
        if game.over:
            break
        game.next_hand()
        dealers.append(game.hand.dealer)
    assert dealers == [(players - 1 + i) % players for i in range(len(dealers))]
    assert len(dealers) > players  # went all the way round


def test_r3_first_dealer_is_random_but_fixed_by_the_seed():
    """R3: the first dealer is random: it varies with the seed and repeats with it."""
    firsts = {Game(RuleSet(), seed=seed).first_dealer for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert all(Game(RuleSet(), seed=s).dealer == Game(RuleSet(), seed=s).dealer for s in range(9))
    assert Game(RuleSet(), seed=1, first_dealer=2).dealer == 2
    assert {Game(RuleSet(players=6), seed=s).first_dealer for s in range(60)} == set(range(6))


@pytest.mark.parametrize("players", [4, 6])
def test_r3_game_deals_are_reproducible_from_the_seed(players):
    """R3: a Game's deals depend only on the seed (and the hand number)."""
    rules = RuleSet(players=players, target=99)
    one, two = Game(rules, seed=42), Game(rules, seed=42)
    other = Game(rules, seed=43)
    assert one.hand.dealt_hands == two.hand.dealt_hands
    assert one.hand.dealt_widow == two.hand.dealt_widow
    assert one.hand.dealt_hands != other.hand.dealt_hands
    # Different play in the first hand does not change the second deal.
    play_to_end(one, random.Random(1))
    play_to_end(two, random.Random(2))
    one.next_hand()
    two.next_hand()
    assert one.hand.dealt_hands == two.hand.dealt_hands
    assert one.hand.dealt_widow == two.hand.dealt_widow
    assert one.hand.dealer == two.hand.dealer
    cards = [card for hand in one.hand.dealt_hands for card in hand] + list(one.hand.dealt_widow)
    assert sorted(cards) == list(DECK)


def test_r3_game_carries_scores_and_refuses_next_hand_mid_hand():
    """R3/R9: next_hand only after a scored hand; scores carry over to the new hand."""
    game = Game(RuleSet(target=99), seed=5, first_dealer=0)
    with pytest.raises(RuntimeError):
        game.next_hand()
    play_to_end(game, random.Random(3))
    scores = game.hand.result.scores
    hand = game.next_hand()
    assert isinstance(hand, HandState)
    assert hand.phase is Phase.BID
    assert hand.scores == scores == game.scores
    assert game.hand_number == 1
