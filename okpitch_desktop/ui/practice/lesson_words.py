"""What the lesson says (Help > Learn to play), from the position and the rules in force:
each step's heading and text, the move asked for with its reasons, why another move is not
the lesson's, and at the end the hand's points one by one (R8) from the hand's report.

Nothing here is about the lesson's deal in particular: a text that names cards, seats or
counts reads them from the observation or the report, so it holds for any deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP

from ...app.computers.advice import Advice, advise, advise_from
from ...app.language import tr
from ...engine import Action, HandReport, Observation, Phase, RuleSet
from ..seat_names import card_label, point_name, seat_name, team_name
from ..turn.explanations import hint_text, move_text

if TYPE_CHECKING:
    from ...app.practice.coach import CoachCheck

TRICKS = 6  # R7: a hand has 6 tricks

# (heading, text) of each kind of step whose text is the same for every position
STEPS = {
    "first_bid": (
        QT_TR_NOOP("Bidding"),
        QT_TR_NOOP(
            "The cards are dealt; the rest is the widow. In turn, each player bids how"
            " many of the hand's points their team will take, or passes; the highest bid"
            " names trump."
        ),
    ),
    "trump": (
        QT_TR_NOOP("Naming trump"),
        QT_TR_NOOP(
            "You won the bidding: you are the pitcher. Name trump: that suit, the other jack"
            " of the same colour (the off-jack) and both jokers become trumps, and any trump"
            " beats every other card."
        ),
    ),
    "exchange": (
        QT_TR_NOOP("The widow"),
        QT_TR_NOOP(
            "Each player may now give up to three cards for as many from the widow, unseen."
            " Click the cards to give, then confirm; Escape clears your choice."
        ),
    ),
    "discard": (
        QT_TR_NOOP("Down to six"),
        QT_TR_NOOP(
            "Everyone keeps six cards for the play: click the cards to let go, then confirm."
        ),
    ),
    "lead": (
        QT_TR_NOOP("Playing"),
        QT_TR_NOOP(
            "You took the last trick, so you lead: any card. The others follow; a trump led"
            " must be answered with a trump by whoever holds one."
        ),
    ),
    "follow": (
        QT_TR_NOOP("Playing"),
        QT_TR_NOOP(
            "Follow the suit led if you can, or play a trump; the highest trump takes the"
            " trick, otherwise the highest card of the suit led. The winner leads next."
        ),
    ),
    "last_trick": (
        QT_TR_NOOP("The last trick"),
        QT_TR_NOOP("The sixth trick is the last: once it is played, the hand is scored."),
    ),
}


def step_kind(observation: Observation) -> str:
    """Which step the person's decision in ``observation`` is."""
    match observation.phase:
        case Phase.BID:  # a second bid once the bidding has gone round
            again = len(observation.bids) >= observation.rules.players
            return "bid_again" if again else "first_bid"
        case Phase.TRUMP:
            return "trump"
        case Phase.EXCHANGE:
            return "exchange"
        case Phase.DISCARD:
            return "discard"
    if not observation.tricks and not observation.trick:
        return "first_lead"
    if len(observation.tricks) == TRICKS - 1:
        return "last_trick"
    return "follow" if observation.trick else "lead"


def step_words(observation: Observation) -> tuple[str, str]:
    """The step's heading and text, for the position and the rules in force."""
    kind = step_kind(observation)
    if kind == "bid_again":
        holder = observation.bid_holder
        text = tr(
            "The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}:"
            " bid more, or pass."
        )
        name = seat_name(holder, observation.rules.players) if holder is not None else "?"
        return tr("Bidding again"), text.format(seat=name, bid=observation.bid)
    if kind == "first_lead":
        return tr("The play"), first_lead_text(observation.rules)
    heading, text = STEPS[kind]
    return tr(heading), tr(text)


def first_lead_text(rules: RuleSet) -> str:
    """The first lead and the points of a hand, as ``rules`` gives them (R8)."""
    if rules.low_point == "played":
        high_low = tr("High and Low go to the team that plays the highest and the lowest trump")
    else:
        high_low = tr(
            "High goes to the team that plays the highest trump, Low to the team that takes"
            " the lowest"
        )
    if rules.game_point == "count":
        game = tr("Game to the team with the most card points in its tricks")
    else:
        game = tr("Game to the team that takes the ten of trump")
    taken = tr("the Jack, the Off-jack and each joker to the team that takes it")
    if rules.three_of_trump:
        taken = tr("the Jack, the Off-jack, each joker and the three of trump (3 points) to the"
                   " team that takes it")  # fmt: skip
    text = tr(
        "The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}."
        " Leading trumps draws the others' trumps out."
    )
    return text.format(high_low=high_low, taken=taken, game=game)


def do_text(observation: Observation, move: Action, check: CoachCheck | None = None) -> str:
    """What to do and why: the recorded move with its reasons, from the position and, once
    the coach's check of the turn has come (``check``), from the measure's values."""
    advice = advise(observation, move) if check is None else advise_from(check, move)
    return tr("Do: {why}").format(why=hint_text(advice))


def refused_text(
    observation: Observation, tried: Action, move: Action, check: CoachCheck | None = None
) -> str:
    """Why ``tried`` is not the lesson's ``move``: what the explanation says of ``tried``
    that it does not say of ``move`` (its values against the best, once the check has come;
    the cards in which two exchanges or discards differ)."""
    values = () if check is None else check.values
    theirs = advise(observation, tried, values, against=move)
    ours = advise(observation, move, values)
    own = tuple(reason for reason in theirs.reasons if reason not in ours.reasons)
    if own:
        why = hint_text(Advice(tried, own))
    elif check is None:  # the position tells the two apart no further; the values will
        why = tr("{move}: what it is worth is being worked out").format(move=move_text(tried))
    else:
        why = tr("{move} would do much the same here").format(move=move_text(tried))
    text = tr("Not this one: the lesson follows one recorded hand. {why}.")
    return text.format(why=why)


def end_lines(report: HandReport, rules: RuleSet, team: int) -> list[str]:
    """The hand's points one by one: the card, who played or took it, which team (R8)."""
    lines = [_point_line(report, rules, team, name) for name in report.points
             if name != "three" or rules.three_of_trump]  # fmt: skip
    return lines


def _team(rules: RuleSet, team: int | None, ours: int) -> str:
    if team is None:
        return tr("nobody")
    if team == ours:
        return tr("your team")
    return tr("the other team") if rules.teams == 2 else team_name(team, rules.teams)


def _player_of(report: HandReport, rules: RuleSet, card: int) -> int:
    """The seat that played ``card`` in the hand (a card of the report's points)."""
    trick = next(trick for trick in report.tricks if card in trick.cards)
    return (trick.leader + trick.cards.index(card)) % rules.players


def _point_line(report: HandReport, rules: RuleSet, ours: int, name: str) -> str:
    team, card = report.points[name], report.point_cards.get(name)
    point, who = point_name(name), _team(rules, team, ours)
    if name == "game" and card is None:
        counts = sorted(report.game_counts, reverse=True)
        text = tr("{point}: {team}, {most} card points against {next}")
        return text.format(point=point, team=who, most=counts[0], next=counts[1])
    if card is None:
        return tr("{point}: not played, nobody scores it").format(point=point)
    label = card_label(card)
    played_by = name == "high" or (name == "low" and rules.low_point == "played")
    if played_by:
        seat = _player_of(report, rules, card)
        player = tr("you") if seat == 0 else seat_name(seat, rules.players)
        text = tr("{point}: {card}, played by {player}: {team}")
        return text.format(point=point, card=label, player=player, team=who)
    return tr("{point}: {card}, taken by {team}").format(point=point, card=label, team=who)


def end_text(report: HandReport, team: int) -> str:
    """What the hand scored, from the person's team's side."""
    us, them = report.earned[team], sum(report.earned) - report.earned[team]
    if report.made:
        text = tr(
            "Your team made its bid of {bid}: it scores the {us} points it took, the other"
            " team its {them}. Hands go on until a team reaches the target score. You are"
            " ready: Game > New game."
        )
    else:
        text = tr("Your team was set: it loses {bid} points. The other team scores {them}.")
    return text.format(bid=report.bid, us=us, them=them)
