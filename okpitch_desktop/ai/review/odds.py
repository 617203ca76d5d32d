"""How the contract went after one candidate on the review's sampled deals (R8): who pitched,
and whether the pitcher's team made its bid. The explanations quote these shares ("your
side makes its bid in 64% of the deals"), so they come from the very deals the candidate
was valued on, never from another estimate. Given the scores, a bid's tally also keeps the
seat's team's chance to win the game after the deals it pitched (View > Chance to win)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import RuleSet
from ..search.win_chance import chance_after

DIGITS = 3  # shares are rounded to this many decimals


@dataclass(frozen=True, slots=True)
class ContractOdds:
    """Shares of the sampled deals (they add up to 1): the seat's team pitched and made its
    bid or was set; another team pitched and made it or was set."""

    ours_made: float
    ours_set: float
    theirs_made: float
    theirs_set: float
    trump: int | None = None  # the suit named most often when the seat's team pitched
    # The seat's team's mean chance to win the game after the deals in which it pitched and
    # made its bid, or was set (R8, R9); None if none did, or if the scores were not given.
    game_if_made: float | None = None
    game_if_set: float | None = None

    @property
    def ours(self) -> float:
        """The share of deals in which the seat's team pitched."""
        return self.ours_made + self.ours_set

    @property
    def make_chance(self) -> float | None:
        """How often the seat's team made its bid when it pitched; None if it never did."""
        return round(self.ours_made / self.ours, DIGITS) if self.ours else None

    @property
    def set_chance(self) -> float | None:
        """How often another team was set when it pitched; None if none ever did."""
        theirs = self.theirs_made + self.theirs_set
        return round(self.theirs_set / theirs, DIGITS) if theirs else None


class OddsTally:
    """Counts the deals of one candidate as they are played out."""

    def __init__(self, rules: RuleSet, team: int, scores: Sequence[int] | None = None) -> None:
        """``scores``: the scores before the hand, to keep the team's chance to win the game
        after each deal it pitched (a few microseconds a deal)."""
        self._rules = rules
        self._team = team
        self._scores = scores
        self._counts = [0, 0, 0, 0]  # ours made, ours set, theirs made, theirs set
        self._games = [0.0, 0.0]  # the chances to win the game summed: ours made, ours set
        self._trumps: Counter[int] = Counter()

    def add(self, deltas: list[int], pitcher: int, trump: int) -> None:
        """One deal: each team's score change, the pitcher and the trump it named (a set
        pitcher's team loses its bid, a made one scores at least 2: R8)."""
        pitching = self._rules.team_of(pitcher)
        ours = pitching == self._team
        made = deltas[pitching] > 0
        self._counts[(0 if ours else 2) + (0 if made else 1)] += 1
        if ours:
            self._trumps[trump] += 1
            if self._scores is not None:
                game = chance_after(self._scores, deltas, self._team, pitching, self._rules.target)
                self._games[0 if made else 1] += game

    def odds(self) -> ContractOdds | None:
        """The shares so far; None before the first deal."""
        total = sum(self._counts)
        if not total:
            return None
        shares = [round(count / total, DIGITS) for count in self._counts]
        trump = self._trumps.most_common(1)[0][0] if self._trumps else None
        games: list[float | None] = [None, None]
        if self._scores is not None:
            games = [round(summed / count, DIGITS) if count else None
                     for summed, count in zip(self._games, self._counts, strict=False)]  # fmt: skip
        return ContractOdds(*shares, trump=trump, game_if_made=games[0], game_if_set=games[1])
