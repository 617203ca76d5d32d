"""How hard a searching level thinks: a small value of its own, so that the level names and
their budgets (levels.py) can be read without importing the search itself."""

from __future__ import annotations

from dataclasses import dataclass

# With inference, how much likelier the pitcher holds a trump honour, and another trump.
# When play starts the pitcher holds 5.1 trumps and 3.3 trump honours on average (hard
# bidding, 150 and 80 hands); these weights sample it 5.2 and 3.3; the earlier ones
# (3.0, 1.5) sampled 4.2 and 2.7.
PITCHER_WEIGHTS = (12.0, 6.0)
# The same for the kept-hand sampler (kept_sampling.py), which keeps a seat's trumps by
# itself: hard's pitchers at the first lead hold 5.2 trumps and 3.3 honours (60 hands), and
# these weights sample them 5.2 and 3.2 (the ones above 5.5 and 3.4).
KEPT_PITCHER_WEIGHTS = (6.0, 3.0)


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How hard a level thinks. The sample counts fix the work, so a decision depends only
    on the observation and the seed; ``seconds`` is a safety net several times the usual
    time, reached only on a machine far slower than intended."""

    play_samples: int  # the most sampled deals per decision in play
    contract_samples: int  # 0: bid and choose trump by counting, as the easy level
    solve_last_tricks: int  # 4 players: solve exactly once this many tricks remain
    seconds: float
    min_play_samples: int = 0  # > 0: stop sampling after this many once the best is clear
    solve_work: int = 0  # > 0: once the hand is solved exactly, at most this many solutions
    # per decision, shared by the legal cards (at least MIN_SOLVED_SAMPLES samples)
    infer: bool = False  # sample hidden hands that agree with the bidding, too
    pitcher_weights: tuple[float, float] = PITCHER_WEIGHTS  # with ``infer`` (see above)
    # > 0: of the cards the samples cannot tell from the best (it leads them by at most this
    # many standard errors), play the one that costs least to give away
    unclear_lead: float = 0.0
    # with ``unclear_lead``: on a trick the seat's team takes whatever it plays, the card
    # that brings most to it instead (SearchPlayer.near_tie_card)
    feed_near_ties: bool = False
    # the other seats draw their sampled hands in a random order, each with as many trumps
    # as such hands hold (PlaySampler's ``balanced``)
    balanced_sampling: bool = False
    # < 1: a sampled deal is kept with this chance for every card a seat played that the
    # quick playout policy would not have played from its sampled hand (play_evidence.py)
    mismatch_weight: float = 1.0
    # sample each other seat's hand as the top of the cards it saw, what it would keep of
    # them, with the bidding's factors (kept_sampling.py), instead of a weight per card
    kept_sampling: bool = False
    # > 0: at 6 players, at most this many sampled deals per decision in play instead (a
    # sampled deal of 6 players costs about twice one of 4)
    six_player_samples: int = 0
    # 4 players: once a team can reach the target this hand, maximise the chance to win the game
    score_aware: bool = False
    # The share of a contract's sampled deals in which the pitcher's team is counted one
    # point fewer: quick playouts that see every card overstate what a real play makes
    # (packaging/tools/contract_calibration.py measures by how much).
    contract_discount: float = 0.0

    def samples_in_play(self, players: int) -> int:
        """The most sampled deals per decision in play at this many players."""
        if players == 6 and self.six_player_samples:
            return self.six_player_samples
        return self.play_samples
