"""The one explanation (ai.review.explain, issue 62): each reason from a planted position,
the examples of the issue among them, and sweeps that check every claim against the
position and the measure's values.

Play positions are 4 players, default rules; each seat keeps exactly the 6 cards listed
(helpers.positions.play_record). A reason's cards are engine card ids; the tests write them
as text."""

from __future__ import annotations

import pytest
from helpers.cards import c, cs
from helpers.positions import (
    bidding_state,
    discard_state,
    play_record,
    seat_zero_record,
    states_of_hand,
)

from okpitch_desktop.ai.review.coach import check_decision
from okpitch_desktop.ai.review.explain import CLOSE, explain, position_reasons
from okpitch_desktop.ai.review.reason import Reason
from okpitch_desktop.ai.search.tactics import card_values
from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    Observation,
    Pass,
    Phase,
    Play,
    RuleSet,
    replay_record,
)
from okpitch_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS
from okpitch_desktop.engine.ranking import trump_order

R = Reason


def seen(**spec) -> Observation:
    """The view of the seat to act in the play position ``play_record(**spec)``."""
    state = replay_record(play_record(**spec))
    return state.observation(state.to_act)


def facts(observation: Observation, action) -> list[Reason]:
    return position_reasons(observation, action)


def codes(reasons) -> list[str]:
    return [reason.code for reason in reasons]


# ----------------------------------------------------------------------------- cards

LEAD = dict(  # seat 0, the pitcher, leads to the first trick; spades trump
    hands={
        0: "AS 7S 2S JS 3H TD",
        1: "KS 8S 4H 5H 6H 7H",
        2: "QS 9S 8H 9H TH JH",
        3: "TS 6S QH KH AH 2H",
    },  # fmt: skip
    plays="",
    trump="S",
    pitcher=0,
)


def test_a_lead_says_what_is_still_out_and_what_it_scores():
    lead = seen(**LEAD)
    out = R("draws_trumps", {"count": 9})  # trumps seat 0 has not seen (its discards it has)
    assert facts(lead, Play(c("AS"))) == [R("top_trump"), out, R("scores_high")]
    assert facts(lead, Play(c("7S"))) == [R("higher_out", {"count": 8}), out]
    assert facts(lead, Play(c("2S"))) == [R("higher_out", {"count": 9}), out, R("scores_low")]
    assert facts(lead, Play(c("JS"))) == [  # the king and queen are still out
        R("higher_out", {"count": 2}),
        out,
        R("risks_points", {"points": ("jack",)}),
    ]
    assert facts(lead, Play(c("3H"))) == [R("higher_out", {"count": 11}), R("lowest")]
    assert facts(lead, Play(c("TD"))) == [R("higher_out", {"count": 4})]  # the ten: not lowest


def test_a_trump_led_to_players_all_out_of_trump_draws_nothing():
    """Issue 62: the lesson's last lead said it draws the others' trumps when every other
    seat had shown out of trump (R7: a trump led must be followed with a trump)."""
    spec = dict(
        hands={
            0: "AS 7S 2S JS 3H TD",
            1: "4H 5H 6H 7H 8H 9H",
            2: "TH JH QH KH 2D 3D",
            3: "AH 2H 4D 5D 6D 7D",
        },  # fmt: skip
        plays="AS 4H TH AH",  # nobody follows the ace of trump with a trump
        trump="S",
        pitcher=0,
    )
    again = seen(**spec)
    assert again.seat == 0 and not again.trick
    said = codes(facts(again, Play(c("7S"))))
    assert said[:2] == ["top_trump", "no_trumps_out"] and "draws_trumps" not in said
    assert "higher_out" not in said  # the king and queen lie in the widow or the discards


QUEEN_OVER_PARTNER = dict(  # issue 62: "play low (Q♣)" for the top trump of Q♣ 10♣ 5♣ 3♣
    hands={
        0: "9C 6C AH KH 2S 3D",
        1: "4C 7S 8S 9S TS JS",
        2: "QC TC 5C 3C 7H 8D",
        3: "AC KC JC 2H 3H 4H",
    },  # fmt: skip
    plays="9C 4C",
    trump="C",
    pitcher=0,
)


def test_the_top_trump_over_partners_card_is_never_called_low():
    """Partner's 9♣ holds the trick; the Q♣ takes it over (East, still to play, may hold
    the ace): it is neither the lowest card nor the lowest that takes it (10♣ is)."""
    view = seen(**QUEEN_OVER_PARTNER)
    assert facts(view, Play(c("QC"))) == [
        R("takes_over_partner", {"card": c("9C")}),
        R("partner_at_risk"),
        R("may_be_beaten"),
        R("lower_winner", {"card": c("TC")}),
    ]
    assert facts(view, Play(c("3C"))) == [
        R("partner_holds", {"card": c("9C")}),
        R("partner_at_risk"),
        R("lowest"),
    ]
    assert facts(view, Play(c("5C")))[-1] == R("cheaper", {"card": c("3C")})


OFF_JACK_ON_PARTNER = dict(  # issue 62: "play low (J♦)" for the off-jack, a point card
    hands={
        0: "KH 6C AS KS 2S 3D",
        1: "3H 7S 8S 9S TS JS",
        2: "JD 9H 5C 7C 8C 4D",
        3: "AH QH JH 2H 5H 4H",
    },  # fmt: skip
    plays="KH 3H",
    trump="H",
    pitcher=0,
)


def test_the_off_jack_on_partners_trick_is_given_not_played_low():
    view = seen(**OFF_JACK_ON_PARTNER)
    assert facts(view, Play(c("JD"))) == [
        R("partner_holds", {"card": c("KH")}),
        R("partner_at_risk"),  # the ace of hearts is still out, East still to play
        R("gives_partner", {"points": ("off_jack",)}),
        R("cheaper", {"card": c("9H")}),
    ]


def test_taking_a_point_and_letting_it_go():
    view = seen(
        hands={
            1: "JS 9D 8D 7D 6D 5D",
            2: "AS 3S TH 4C 2C 9C",
            3: "QS 8S AH 9H 8H 7H",
            0: "KS 4S KH QH JH 6H",
        },  # fmt: skip
        plays="JS",
        trump="S",
        pitcher=1,
    )
    assert facts(view, Play(c("AS"))) == [
        R("takes"),
        R("wins_points", {"points": ("jack",)}),
        R("wins_count", {"count": 5}),  # the ace 4, the jack 1 (R8)
        R("sure_to_hold"),
        R("scores_high"),
    ]
    assert facts(view, Play(c("3S"))) == [
        R("lets_go", {"winners": (c("AS"),)}),
        R("loses_points", {"points": ("jack",)}),
    ]


def test_a_trick_no_card_can_take():
    view = seen(
        hands={
            3: "AS 7S TH 4H 5H 6H",
            0: "3S 9S QD 7C 8C 6D",
            1: "KS 8S KD 2D 3D 4D",
            2: "TC 2H JD 5C 6C 9H",
        },  # fmt: skip
        plays="AS 3S KS",
        trump="S",
        pitcher=3,
    )
    assert facts(view, Play(c("2H"))) == [
        R("cannot_win"),
        R("loses_count", {"count": 7}),
        R("lowest"),
    ]
    assert facts(view, Play(c("TC"))) == [
        R("cannot_win"),
        R("loses_count", {"count": 17}),  # the ten adds its 10 for the other side
        R("cheaper", {"card": c("2H")}),
    ]


def test_the_only_card_is_said_to_be_the_only_one():
    """The lesson's last card was "Lead J♣: draw out the others' trumps" (issue 62)."""
    state = replay_record(play_record(**LEAD))
    while len(state.tricks) < 5:
        state.apply(Play(state.legal_cards()[0]))
    view = state.observation(state.to_act)
    assert len(view.legal_cards) == 1
    assert facts(view, Play(view.legal_cards[0])) == [R("only_card")]


# ----------------------------------------------------------------------------- contracts

WEAK_CLUBS = "QC 8C 3C 2C 9H 6D 4S 7H 5D"  # issue 62: "Bid 3: your best suit should make it"


def test_a_bid_names_what_the_hand_holds_not_a_best_suit():
    view = bidding_state(WEAK_CLUBS.split()).observation(0)
    held = R("trumps_held", {"suit": CLUBS, "cards": tuple(cs("QC 8C 3C 2C"))})
    assert facts(view, Bid(3)) == [held]
    assert facts(view, Pass()) == [held]
    dealer = bidding_state(WEAK_CLUBS.split(), bids=[None, None, None])
    assert facts(dealer.observation(3), Bid(2)) == [R("forced_bid", {"bid": 2})]
    partner = bidding_state(WEAK_CLUBS.split(), bids=[2, None]).observation(2)
    assert facts(partner, Pass())[0] == R("partner_holds_bid", {"bid": 2})


TWO_SUITS = "KD 4D QH 8H 7H 4H 9S 6C 3S"  # issue 62: "Name diamonds: your strongest suit"


def trump_view() -> Observation:
    record = seat_zero_record(TWO_SUITS.split(), None, None, bids=[2, None, None, None])
    return replay_record(record).observation(0)


def test_a_trump_names_the_cards_it_makes_trumps():
    view = trump_view()
    assert facts(view, DeclareTrump(DIAMONDS)) == [
        R("trumps_held", {"suit": DIAMONDS, "cards": tuple(cs("KD 4D"))})
    ]
    assert facts(view, DeclareTrump(HEARTS)) == [
        R("trumps_held", {"suit": HEARTS, "cards": tuple(cs("QH 8H 7H 4H"))})
    ]


def exchange_view(hand: str) -> Observation:
    record = seat_zero_record(hand.split(), None, None, bids=[2, None, None, None], trump="S")
    state = replay_record(record)
    assert state.phase is Phase.EXCHANGE and state.to_act == 0
    return state.observation(0)


def test_an_exchange_says_what_it_keeps_and_draws():
    view = exchange_view("AS KS 7S 2H 3D 4C AH TD 5C")
    trumps = R("keeps_trumps", {"cards": tuple(cs("AS KS 7S")), "all": True})
    assert facts(view, Exchange(())) == [
        R("keeps_all"),
        trumps,
        R("keeps_plain", {"cards": tuple(cs("2H 3D 4C AH TD 5C"))}),
    ]
    assert facts(view, Exchange(tuple(cs("7S 2H")))) == [
        R("draws", {"count": 2}),
        R("lets_trumps_go", {"cards": (c("7S"),)}),
        R("keeps_trumps", {"cards": tuple(cs("AS KS")), "all": False}),
        R("keeps_plain", {"cards": tuple(cs("3D 4C AH TD 5C"))}),
    ]


def test_a_discard_that_throws_an_ace_says_why():
    """The lesson said "discard 2♠ 8♥ A♦. Keep your trumps and your high cards" (issue 62):
    with six trumps the aces must go, and the words say so."""
    full = discard_state("AS KS QS JS TS 9S 8S AH AD").observation(0)
    assert facts(full, Discard(tuple(cs("8S AH AD")))) == [
        R("lets_trumps_go", {"cards": (c("8S"),)}),
        R("keeps_trumps", {"cards": tuple(cs("AS KS QS JS TS 9S")), "all": False}),
        R("trumps_fill", {"cards": tuple(cs("AH AD"))}),
    ]
    mixed = discard_state("AS KS 7S 2H 3D 4C AH TD 5C").observation(0)
    assert facts(mixed, Discard(tuple(cs("2H TD AH")))) == [
        R("keeps_trumps", {"cards": tuple(cs("AS KS 7S")), "all": True}),
        R("lets_high_go", {"cards": tuple(cs("TD AH")), "kept": tuple(cs("3D 4C 5C"))}),
    ]
    assert explain(mixed, Discard(tuple(cs("2H TD AH"))), against=Discard(tuple(cs("2H 3D 4C"))))[
        -1
    ] == R("instead", {"keep": tuple(cs("3D 4C")), "let_go": tuple(cs("AH TD"))})


# ----------------------------------------------------------------------------- the values


def value_codes(reasons) -> list[str]:
    return [r.code for r in reasons if r.code in ("best_by", "as_good_as", "costs")]


def test_a_suit_is_the_best_only_by_the_measure():
    """With K♦ 4♦ against Q♥ 8♥ 7♥ 4♥ hearts is the measure's best: diamonds is said to
    cost, with how often each makes the bid of 2 on the valued deals."""
    view = trump_view()
    check = check_decision(view, 0)
    assert check.best.action == DeclareTrump(HEARTS)
    diamonds = explain(view, DeclareTrump(DIAMONDS), check.values)
    cost = [r for r in diamonds if r.code == "costs"]
    assert cost and cost[0].params["better"] == DeclareTrump(HEARTS) and cost[0].params["cost"] > 0
    hearts = explain(view, DeclareTrump(HEARTS), check.values)
    assert value_codes(hearts) in (["best_by"], ["as_good_as"])
    odds = {v.action: v.odds.make_chance for v in check.values}
    made = [r for r in hearts if r.code == "makes_bid"]
    assert made == [R("makes_bid", {"bid": 2, "chance": odds[DeclareTrump(HEARTS)],
                                    "suit": HEARTS})]  # fmt: skip


def test_a_bid_quotes_how_often_it_was_made_on_the_valued_deals():
    """Q♣ 8♣ 3♣ 2♣: the bid of 3 is said with the share of deals in which the side makes
    it when it pitches, the share in which another side outbids it, and its worth."""
    view = bidding_state(WEAK_CLUBS.split()).observation(0)
    check = check_decision(view, 0)
    three = next(v for v in check.values if v.action == Bid(3))
    reasons = explain(view, Bid(3), check.values)
    makes = next(r for r in reasons if r.code == "bid_makes")
    assert makes.params == {"bid": 3, "chance": three.odds.make_chance, "suit": CLUBS}
    assert 0 < makes.params["chance"] < 1
    outbid = [r for r in reasons if r.code == "outbid"]
    assert outbid == ([R("outbid", {"share": round(1 - three.odds.ours, 3)})]
                      if 1 - three.odds.ours >= 0.05 else [])  # fmt: skip
    passing = explain(view, Pass(), check.values)
    two = next(v for v in check.values if v.action == Bid(2))
    assert R("bid_would_make", {"bid": 2, "chance": two.odds.make_chance}) in passing


def test_a_defenders_discard_quotes_the_pitchers_set_chance():
    state = discard_state("AS KS 7S 2H 3D 4C AH TD 5C")
    state.apply(Discard(tuple(cs("2H 3D 4C"))))
    view = state.observation(state.to_act)
    assert view.seat == 1
    check = check_decision(view, 0)
    reasons = explain(view, check.best.action, check.values)
    sets = next(r for r in reasons if r.code == "sets_pitcher")
    assert sets.params == {"bid": 2, "chance": check.best.odds.set_chance}


def test_a_costly_set_names_the_better_cards():
    view = discard_state("AS KS 7S 2H 3D 4C AH TD 5C").observation(0)
    thrown = Discard(tuple(cs("AS KS 7S")))  # every trump
    check = check_decision(view, 0, include=thrown)
    reasons = explain(view, thrown, check.values)
    cost = next(r for r in reasons if r.code == "costs")
    assert cost.params["better"] == check.best.action and cost.params["cost"] >= 0.5
    better = next(r for r in reasons if r.code == "better_cards")
    kept_by_best = [card for card in view.hand if card not in check.best.action.cards]
    assert set(better.params["keep"]) == set(thrown.cards) & set(kept_by_best)
    assert set(better.params["let_go"]) == set(check.best.action.cards) - set(thrown.cards)


# ----------------------------------------------------------------------------- sweeps


def follow_positions(rules: RuleSet, seeds: range):
    for seed in seeds:
        for state in states_of_hand(rules, seed, "easy"):
            if state.phase is Phase.PLAY and len(state.legal_cards()) > 1:
                yield state.observation(state.to_act)


RULES = [RuleSet(), RuleSet(players=6), RuleSet(three_of_trump=True, low_point="captured")]


@pytest.mark.parametrize("rules", RULES, ids=["default", "six", "three_captured"])
def test_every_card_reason_is_true_of_its_position(rules):
    """For every legal card of every play decision in hands played by easy: "takes" only
    when the card wins the trick so far, "cannot_win" only when no legal card does, "lowest"
    only for a card that costs least to give away among those that do not take the trick
    (or of all, leading), "lowest_winner" only for the weakest card that takes it, and
    the cheaper card named is one; the partner named holds the trick."""
    seen_codes: set[str] = set()
    for view in follow_positions(rules, range(3)):
        order = trump_order(view.trump, rules.high_joker)
        cost = card_values(view.trump, rules).give_cost
        trick = list(view.trick)
        legal = list(view.legal_cards)
        winners = [x for x in legal if trick and order.trick_winner([*trick, x]) == len(trick)]
        for card in legal:
            reasons = facts(view, Play(card))
            found = codes(reasons)
            seen_codes.update(found)
            same_job = (
                legal if not trick else [x for x in legal if (x in winners) == (card in winners)]
            )
            where = f"{rules} {trick} {card} {reasons}"
            assert ("takes" in found or "takes_over_partner" in found) == (card in winners), where
            if "cannot_win" in found:
                assert not winners, where
            if "lowest" in found:
                assert cost[card] == min(cost[x] for x in same_job), where
            for r in reasons:
                if r.code == "cheaper":
                    assert cost[r.params["card"]] == min(cost[x] for x in same_job) < cost[card]
                if r.code == "lowest_winner":
                    assert order.strength[card] == min(order.strength[x] for x in winners), where
                if r.code == "lower_winner":
                    assert r.params["card"] in winners, where
                    assert order.strength[r.params["card"]] < order.strength[card], where
                if r.code in ("partner_holds", "takes_over_partner"):
                    holder = (view.leader + order.trick_winner(trick)) % rules.players
                    assert rules.team_of(holder) == rules.team_of(view.seat), where
                    assert r.params["card"] == trick[order.trick_winner(trick)], where
    assert {"takes", "partner_holds", "lowest", "cheaper", "lets_go", "cannot_win"} <= seen_codes


def test_the_values_say_best_only_of_the_measures_best():
    """On the decisions of one hand played by hard: "best_by" only for the move the measure
    ranks first, by the margin over the next; "as_good_as" only within CLOSE of the best;
    "costs" with the measure's best and the exact difference."""
    for state in states_of_hand(RuleSet(), 2, "hard"):
        view = state.observation(state.to_act)
        check = check_decision(view, 1)
        best = check.values[0]
        for valued in check.values:
            reasons = explain(view, valued.action, check.values)
            said = {r.code: r.params for r in reasons}
            if "best_by" in said:
                assert valued is best
                assert said["best_by"]["margin"] == round(best.value - check.values[1].value, 3)
            if "as_good_as" in said:
                assert best.value - valued.value < CLOSE or valued is best
            if "costs" in said:
                assert said["costs"]["better"] == best.action
                assert said["costs"]["cost"] == round(best.value - valued.value, 3) >= CLOSE
            if valued is best and len(check.values) > 1:
                assert "best_by" in said or "as_good_as" in said


def test_the_same_position_gives_the_same_explanation():
    view = seen(**QUEEN_OVER_PARTNER)
    first = explain(view, Play(c("QC")), check_decision(view, 3).values)
    assert first == explain(view, Play(c("QC")), check_decision(view, 3).values)
