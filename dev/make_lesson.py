"""Builds ``resources/lessons/first_hand.json``, the hand of Help > Learn to play: one deal
of the default rules played by ``hard`` at every seat, the person (seat 0) bidding first
(the dealer is East), so that the person pitches, names trump, exchanges, discards and
makes the bid. The lesson's computers replay it as recorded. Run: ``python
dev/make_lesson.py [--seed N]``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from okpitch_desktop.ai.players.levels import decide, decision_seed
from okpitch_desktop.engine import Game, RuleSet, hand_record

LESSON = Path(__file__).resolve().parents[1] / "resources" / "lessons" / "first_hand.json"
DEALER = 3  # East deals: the person bids first
SEED = 2  # six clubs with the jack: the person opens, is raised, goes on to 4 and makes it


def played_hand(seed: int) -> dict:
    """The first hand of a game of ``seed`` with every seat played by ``hard``."""
    game = Game(RuleSet(), seed, first_dealer=DEALER)
    hand = game.hand
    while hand.result is None:
        key = decision_seed(seed, 0, len(hand.history))
        hand.apply(decide("hard", hand.observation(hand.to_act), key))
    if hand.pitcher != 0 or not hand.result.made:
        raise SystemExit(f"seed {seed}: the person must pitch and make the bid")
    return hand_record(hand)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python dev/make_lesson.py")
    parser.add_argument("--seed", type=int, default=SEED)
    record = played_hand(parser.parse_args().seed)
    LESSON.parent.mkdir(parents=True, exist_ok=True)
    LESSON.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {LESSON}")


if __name__ == "__main__":
    main()
