"""Hand records, format ``okpitch-hand/1`` (HAND_RECORD.md): written from a hand, replayed
into one, with every problem reported as a RecordError that names the step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import Action, Bid, DeclareTrump, Discard, Exchange, Pass, Play
from .cards import DECK, SUIT_LETTERS, Card, card_name, card_names, parse_card, parse_suit
from .checks import is_whole
from .deal import CARDS_DEALT
from .errors import IllegalAction, RecordError
from .hand import HandState, Phase
from .rules import RuleError, RuleSet

FORMAT = "okpitch-hand/1"
FIELDS = (
    "format",
    "rules",
    "dealer",
    "scores",
    "hands",
    "widow",
    "bids",
    "trump",
    "exchanges",
    "discards",
    "plays",
)


def hand_record(state: HandState) -> dict[str, Any]:
    """The record of a hand as far as it has gone, written from its history; phases not
    reached are left out."""
    players = state.rules.players
    bids: list[int | None] = []
    exchanges: list[list[str] | None] = [None] * players
    discards: list[list[str] | None] = [None] * players
    plays: list[str] = []
    for seat, action in state.history:
        match action:
            case Bid(points):
                bids.append(points)
            case Pass():
                bids.append(None)
            case Exchange(cards):
                exchanges[seat] = card_names(cards)
            case Discard(cards):
                discards[seat] = card_names(cards)
            case Play(card):
                plays.append(card_name(card))
    record: dict[str, Any] = {
        "format": FORMAT,
        "rules": state.rules.to_dict(),
        "dealer": state.dealer,
        "scores": list(state.scores),
        "hands": [card_names(hand) for hand in state.dealt_hands],
        "widow": card_names(state.dealt_widow),
        "bids": bids,
    }
    if state.trump is not None:
        record["trump"] = SUIT_LETTERS[state.trump]
        if state.rules.has_exchange:
            record["exchanges"] = exchanges
    if state.phase in (Phase.DISCARD, Phase.PLAY, Phase.DONE):
        record["discards"] = discards
    if state.phase in (Phase.PLAY, Phase.DONE):
        record["plays"] = plays
    return record


def replay_record(data: object) -> HandState:
    """Check a record (parsed JSON) and replay it; raises RecordError on any problem."""
    if not isinstance(data, dict):
        raise RecordError("record", "must be a JSON object")
    for key in data:
        if key not in FIELDS:
            raise RecordError("record", f"unknown field {key!r}")
    if data.get("format", FORMAT) != FORMAT:
        raise RecordError("format", f"{data['format']!r} is not {FORMAT!r}")
    rules = _rules(data.get("rules"))
    dealer = data.get("dealer")
    if not is_whole(dealer) or not 0 <= dealer < rules.players:
        raise RecordError("dealer", f"must be a seat number from 0 to {rules.players - 1}")
    scores = _scores(data.get("scores"), rules.teams)
    hands, widow = _deal(data, rules.players)
    state = HandState(rules, dealer, hands, widow, scores)
    _replay_bids(state, _optional_list(data, "bids"))
    _replay_trump(state, data.get("trump"))
    _replay_turns(state, data.get("exchanges"), Phase.EXCHANGE, Exchange, "exchanges")
    _replay_turns(state, data.get("discards"), Phase.DISCARD, Discard, "discards")
    _replay_plays(state, _optional_list(data, "plays"))
    return state


def _rules(data: object) -> RuleSet:
    try:
        return RuleSet.from_dict({} if data is None else data)
    except RuleError as error:
        step = "rules" if error.field == "rules" else f"rules.{error.field}"
        raise RecordError(step, error.reason) from None


def _scores(data: object, teams: int) -> tuple[int, ...]:
    if data is None:
        return (0,) * teams
    if not isinstance(data, list) or len(data) != teams or not all(map(is_whole, data)):
        raise RecordError("scores", f"must be a list of {teams} whole numbers, one per team")
    return tuple(data)


def _cards(data: object, step: str) -> list[Card]:
    if not isinstance(data, list):
        raise RecordError(step, "must be a list of cards")
    cards = []
    for index, text in enumerate(data):
        try:
            cards.append(parse_card(text))
        except ValueError as error:
            raise RecordError(f"{step}[{index}]", str(error)) from None
    return cards


def _deal(data: dict, players: int) -> tuple[list[list[Card]], list[Card]]:
    """The dealt cards: n hands of the right size and the widow, 54 cards once each."""
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != players:
        raise RecordError("hands", f"must be a list of {players} hands, seat 0 first")
    if "widow" not in data:
        raise RecordError("widow", "missing: the undealt cards, top first")
    hands = [_cards(hand, f"hands[{seat}]") for seat, hand in enumerate(raw_hands)]
    widow = _cards(data["widow"], "widow")
    dealt = CARDS_DEALT[players]
    for seat, hand in enumerate(hands):
        if len(hand) != dealt:
            raise RecordError(
                f"hands[{seat}]", f"holds {len(hand)} cards; {players} players get {dealt} each"
            )
    if len(widow) != len(DECK) - dealt * players:
        raise RecordError(
            "widow", f"holds {len(widow)} cards; it must hold {len(DECK) - dealt * players}"
        )
    seen: dict[Card, str] = {}
    places = [(f"hands[{s}]", hand) for s, hand in enumerate(hands)] + [("widow", widow)]
    for step, cards in places:
        for index, card in enumerate(cards):
            where = f"{step}[{index}]"
            if card in seen:
                raise RecordError(where, f"{card_name(card)} is dealt twice (also {seen[card]})")
            seen[card] = where
    return hands, widow


def _optional_list(data: dict, field: str) -> list:
    value = data.get(field)
    if value is None:
        return []
    if not isinstance(value, list):
        raise RecordError(field, "must be a list")
    return value


def _apply(state: HandState, action: Action, field: str, trick: int | None = None) -> None:
    seat = state.to_act
    try:
        state.apply(action)
    except IllegalAction as error:
        raise RecordError(
            field, str(error), trick=trick, seat=seat, players=state.rules.players, cause=error
        ) from None


def _replay_bids(state: HandState, bids: list) -> None:
    for index, bid in enumerate(bids):
        if state.phase is not Phase.BID:
            raise RecordError(f"bids[{index}]", "bidding is over")
        field = f"bids[{index}]"
        if bid is not None and not is_whole(bid):
            reason = f"{bid!r} is not a bid: a whole number, or null to pass"
            raise RecordError(field, reason, seat=state.to_act, players=state.rules.players)
        _apply(state, Pass() if bid is None else Bid(bid), field)


def _replay_trump(state: HandState, trump: object) -> None:
    if trump is None:
        return
    if state.phase is not Phase.TRUMP:
        raise RecordError("trump", "bidding is not finished")
    try:
        suit = parse_suit(trump)
    except ValueError as error:
        raise RecordError("trump", str(error)) from None
    _apply(state, DeclareTrump(suit), "trump")


def _replay_turns(
    state: HandState,
    entries: object,
    phase: Phase,
    make: Callable[[tuple[Card, ...]], Action],
    field: str,
) -> None:
    """Exchanges or discards: per seat (seat 0 first), applied in R6's turn order."""
    if entries is None:
        return
    players = state.rules.players
    if not isinstance(entries, list) or len(entries) != players:
        raise RecordError(field, f"must be a list of {players} entries, seat 0 first")
    if phase is Phase.EXCHANGE and not state.rules.has_exchange:
        if all(entry is None or entry == [] for entry in entries):
            return  # an empty "exchanges" in a game without exchange says nothing
        raise RecordError(field, "these rules have no exchange (4 players, exchange only)")
    if all(entry is None for entry in entries):
        return
    if state.phase is not phase:
        raise RecordError(field, f"the hand is in the {state.phase.value} phase")
    waiting: int | None = None
    for seat in state.turn_order:
        entry = entries[seat]
        if entry is None:
            waiting = seat if waiting is None else waiting
            continue
        if waiting is not None:
            reason = f"seat {waiting} acts before seat {seat}"
            early = IllegalAction(reason, "not_turn", to_act=waiting, seat=seat)
            raise RecordError(
                f"{field}[{seat}]", str(early), seat=seat, players=players, cause=early
            )
        cards = _cards(entry, f"{field}[{seat}]")
        _apply(state, make(tuple(cards)), f"{field}[{seat}]")


def _replay_plays(state: HandState, plays: list) -> None:
    for index, text in enumerate(plays):
        if state.phase is Phase.DONE:
            raise RecordError(f"plays[{index}]", "the hand is over: all 6 tricks are played")
        if state.phase is not Phase.PLAY:
            raise RecordError(f"plays[{index}]", f"the hand is in the {state.phase.value} phase")
        field, trick = f"plays[{index}]", len(state.tricks) + 1
        try:
            card = parse_card(text)
        except ValueError as error:
            players = state.rules.players
            raise RecordError(
                field, str(error), trick=trick, seat=state.to_act, players=players
            ) from None
        _apply(state, Play(card), field, trick)
