"""The words of View > Chance to win (app.chance_to_win's values, in the player's
language): the team's chance from the score, what the standing bid or the contract means
if made or set, on the person's turn to bid a small table of each bid's chance to be made
and the chance to win the game it gives, and the result once the game is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...app.language import tr
from ...engine import HandReport
from ..seat_names import number, seat_name, team_name

if TYPE_CHECKING:
    from ...app.chance_to_win import BidChance, BidChances, SeenChances

WORKING = "…"  # a bid's cell while its chances are worked out
NEVER = "—"  # the person's side never won the bidding with that bid


def percent(chance: float) -> str:
    """A chance as the player's language writes a percentage ("61%", "61 %")."""
    #: A chance in percent; the space and the sign as your language writes them
    return tr("{chance}%").format(chance=number(100 * chance))


def score_line(chances: SeenChances) -> str:
    """The line that is always there: the chance from the score alone."""
    text = tr("Your team's chance to win the game, from the score: {chance}")
    return text.format(chance=percent(chances.team_chance))


def standing_line(chances: SeenChances, players: int) -> str | None:
    """What the standing bid or the contract means for the team, made or set."""
    stakes, holder = chances.contract, chances.holder
    if stakes is None or holder is None:
        return None
    made, went_set = percent(stakes.if_made), percent(stakes.if_set)
    if holder == 0:  # the person's seat (R1)
        text = tr(
            "You hold the bid at {bid}: your team's chance to win the game is {made} if you"
            " make it, {set} if you are set."
        )
        return text.format(bid=stakes.bid, made=made, set=went_set)
    text = tr(
        "{seat} holds the bid at {bid}: your team's chance to win the game is {made} if the"
        " bid is made, {set} if it is set."
    )
    return text.format(seat=seat_name(holder, players), bid=stakes.bid, made=made, set=went_set)


def bid_rows(chances: SeenChances) -> list[tuple[str, list[str]]]:
    """On the person's turn to bid, the table of the bids: its rows as (label, cells)."""
    if not chances.bidding:
        return []
    bids = chances.bids
    legal = [chance.bid for chance in bids.bids] if bids is not None else []
    if bids is None:
        return [(tr("If you bid"), [WORKING]), (tr("Chance to make it"), [WORKING]),
                (tr("Chance to win the game"), [WORKING])]  # fmt: skip
    makes = [NEVER if c.make is None else percent(c.make) for c in bids.bids]
    games = [NEVER if c.game is None else percent(c.game) for c in bids.bids]
    return [
        (tr("If you bid"), [str(bid) for bid in legal]),
        (tr("Chance to make it"), makes),
        (tr("Chance to win the game"), games),
    ]


def meter_text(chances: SeenChances | None, players: int) -> str:
    """Everything the meter says, as plain text (screen readers, tests): its lines, then
    the bids' table a row a line."""
    if chances is None:
        return ""
    lines = [score_line(chances)]
    standing = standing_line(chances, players)
    if standing:
        lines.append(standing)
    lines += [f"{label}: {'  '.join(cells)}" for label, cells in bid_rows(chances)]
    return "\n".join(lines)


def bid_explanation(bids: BidChances | None) -> list[str]:
    """The bids' table's tooltip, a paragraph an item: what both numbers are, then each
    bid's figures."""
    lines = [
        tr(
            "Chance to make it: the cards you cannot see were dealt at random many times and"
            " each bid was played out by the computers; of the deals in which your team won"
            " the bidding with that bid, the share in which it made it."
        ),
        tr(
            "Chance to win the game: the chance to make it times your team's chance to win"
            " the game once the bid is made, plus the chance to be set times its chance once"
            " set, each from the score those deals left."
        ),
    ]
    if bids is None:
        return [*lines, tr("Working out each bid's chances…")]
    lines.append(tr("Deals tried: {deals}").format(deals=number(bids.deals)))
    return lines + [_bid_detail(chance) for chance in bids.bids]


def _bid_detail(chance: BidChance) -> str:
    if chance.make is None:
        text = tr("Bid {bid}: your team never won the bidding with it in these deals.")
        return text.format(bid=chance.bid)
    text = tr(
        "Bid {bid}: your team won the bidding in {won} of the deals and made it in {make}"
        " of those; the chance to win the game is {made} if made, {set} if set."
    )
    return text.format(bid=chance.bid, won=percent(chance.won), make=percent(chance.make),
                       made=percent(chance.if_made), set=percent(chance.if_set))  # fmt: skip


def standing_explanation() -> str:
    """The tooltip of the meter's lines: where their numbers come from."""
    return tr(
        "From the score: how often a team with this score went on to win in many games the"
        " computers played against each other, whatever the cards of this hand. If made or"
        " set: the same, from the score the hand would leave."
    )


def result_text(report: HandReport) -> str:
    """The game's result, once it is over."""
    teams = len(report.scores)
    #: Between the teams' final scores ("Us 14, Them 13")
    scores = tr(", ").join(f"{team_name(team, teams)} {number(score)}"
                           for team, score in enumerate(report.scores))  # fmt: skip
    if report.winner == 0:
        text = tr("Game over: your team won. Final score: {scores}")
    elif teams == 2:
        text = tr("Game over: the other team won. Final score: {scores}")
    else:
        text = tr("Game over: {team} won. Final score: {scores}")
    return text.format(team=team_name(report.winner, teams), scores=scores)
