"""How hard a searching level thinks: a small value of its own, so that the level names and
their budgets (levels.py) can be read without importing the search itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# How the search draws the hidden hands of the play phase (evaluator.py): ``weighted`` gives
# each unseen card a chance of its own, trumps likelier (sampling.py); ``kept`` draws each
# hand as the top of the cards its seat saw, with the bidding's factors (kept_sampling.py).
SamplerName = Literal["weighted", "kept"]


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How hard a level thinks. The sample counts fix the work, so a decision depends only
    on the observation and the seed; ``seconds`` is a safety net several times the usual
    time, reached only on a machine far slower than intended."""

    play_samples: int  # the most sampled deals per decision in play
    contract_samples: int  # 0: bid and choose trump by counting, as the easy level
    seconds: float
    sampler: SamplerName = "weighted"
    min_play_samples: int = 0  # > 0: stop sampling after this many once the best is clear
    # > 0: of the cards the samples cannot tell from the best (it leads them by at most this
    # many standard errors), play the one that costs least to give away, or on a trick the
    # seat's team takes whatever it plays, the one that brings most to it
    # (SearchPlayer.near_tie_card)
    unclear_lead: float = 0.0
    # < 1: a sampled deal is kept with this chance for every card a seat played that the
    # quick playout policy would not have played from its sampled hand (play_evidence.py)
    mismatch_weight: float = 1.0
    # > 0: at 6 players, at most this many sampled deals per decision in play instead (a
    # sampled deal of 6 players costs about twice one of 4)
    six_player_samples: int = 0
    # 4 players: once a team can reach the target this hand, maximise the chance to win the game
    score_aware: bool = False
    # The share of a contract's sampled deals in which the pitcher's team is counted one
    # point fewer: quick playouts that see every card overstate what a real play makes
    # (lab/contract_calibration.py measures by how much).
    contract_discount: float = 0.0

    def samples_in_play(self, players: int) -> int:
        """The most sampled deals per decision in play at this many players."""
        if players == 6 and self.six_player_samples:
            return self.six_player_samples
        return self.play_samples
