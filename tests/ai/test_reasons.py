"""The computers' reasons (ai.review.reasons) and ``okpitch-cli review --reasons``.

- The recomputed action is exactly the one the level takes (``levels.decide``) with that
  seed, at every bid, trump, exchange and discard, for every playing level, 4 and 6 players,
  at the start of a game and near its end (where ``hard`` plays to the score).
- The figures are sane: chances in [0, 1] and falling as the bid rises, expected points
  within what a hand can earn, counted cards in the seat's hand, kept and let-go cards
  making up its hand; the same seed gives the same reasons.
- No peeking: moving cards the seat could not see leaves its reasons unchanged; moving one
  of its own cards changes them (so the test can fail).
- The command line: ``--reasons`` adds a ``reasons`` object to each bid, trump, exchange and
  discard entry and changes nothing else; its action is what ``suggest`` answers with the
  same seed; bad input still exits 2 with one line.
"""

from __future__ import annotations

import json

import pytest
from helpers.positions import new_hand
from test_review import REVIEW, hidden_cards, record, run_cli, swap, write

from okpitch_desktop import cli
from okpitch_desktop.ai.players.levels import LEVELS, decide
from okpitch_desktop.ai.review.reasons import REASONED_PHASES, computer_reasons, hand_reasons
from okpitch_desktop.engine import (
    Discard,
    Exchange,
    HandState,
    Phase,
    Play,
    RuleSet,
    hand_record,
    replay_record,
)
from okpitch_desktop.engine.record import FORMAT

REASON_FIELDS = {"action", "why", "suit", "expected_points", "chances", "counted_on", "suits",
                 "kept", "let_go"}  # fmt: skip
LEVELS = [level for level in LEVELS if level != "expert"]  # expert: hard's code, 2x


def contract_positions(rules: RuleSet, level: str, seed: int, scores=None):
    """(observation, seed, action taken) at each decision before the play of one hand in
    which every seat is ``level``, each decision seeded from its place in the hand."""
    state = new_hand(rules, seed)
    if scores is not None:
        state = HandState(rules, state.dealer, state.hands, state.widow, scores)
    while state.phase in REASONED_PHASES:
        observation = state.observation(state.to_act)
        decision_seed = 1000 * seed + len(state.history)
        action = decide(level, observation, decision_seed)
        yield observation, decision_seed, action
        state.apply(action)


CASES = [(level, players, scores) for level in LEVELS for players in (4, 6)
         for scores in (None, "near_end")]  # fmt: skip


@pytest.mark.parametrize(("level", "players", "scores"), CASES)
def test_the_recomputed_action_is_the_one_taken_and_the_figures_are_sane(level, players, scores):
    rules = RuleSet(players=players)
    near_end = (rules.target - 3,) * rules.teams if scores else None
    seen_phases = set()
    for seed in range(3):
        for observation, decision_seed, action in contract_positions(rules, level, seed, near_end):
            reasons = computer_reasons(level, observation, decision_seed)
            assert reasons.action == action
            assert (reasons.seat, reasons.phase, reasons.level) == (
                observation.seat, observation.phase, level)  # fmt: skip
            check_sane(reasons, observation)
            seen_phases.add(observation.phase)
    assert {Phase.BID, Phase.TRUMP, Phase.DISCARD} <= seen_phases


def check_sane(reasons, observation) -> None:
    rules = observation.rules
    most_points = 10 if rules.three_of_trump else 9  # every point of R8 in one hand
    for chance in reasons.chances:
        assert 0 <= chance.chance <= 1
    chances = [c.chance for c in reasons.chances]
    assert chances == sorted(chances, reverse=True)  # a higher bid is never made more often
    for estimate in reasons.suits:
        assert 0 <= estimate.expected <= most_points + 1  # counted points may round up
        assert estimate.chance is None or 0 <= estimate.chance <= 1
    if reasons.expected is not None:
        assert 0 <= reasons.expected <= most_points + 1
        assert reasons.suit in range(4) and len(reasons.suits) == 4
    assert set(reasons.counted_on) <= set(observation.hand)
    if isinstance(reasons.action, Exchange | Discard):
        assert sorted(reasons.kept + reasons.let_go) == sorted(observation.hand)
        assert sorted(reasons.let_go) == sorted(reasons.action.cards)
    json.dumps(reasons.to_json())  # plain data


def test_a_searched_bid_names_its_chances_and_cards():
    rules = RuleSet()
    found = [computer_reasons("hard", o, s) for seed in range(4)
             for o, s, _ in contract_positions(rules, "hard", seed)
             if o.phase is Phase.BID and None in o.legal_bids]  # fmt: skip
    assert found and all(r.why in {"bid_low", "bid_best", "bid_safe", "bid_stop",
                                   "pass_better", "pass_unlikely", "pass_partner"}
                         for r in found)  # fmt: skip
    assert all(len(r.chances) >= 1 and r.expected is not None for r in found)
    assert any(r.counted_on for r in found)
    bids = [r for r in found if r.why.startswith("bid")]
    assert bids and all(
        next(c.chance for c in r.chances if c.bid == r.action.points) > 0 for r in bids
    )


def test_the_same_seed_gives_the_same_reasons():
    for observation, seed, _ in contract_positions(RuleSet(), "hard", 5):
        assert computer_reasons("hard", observation, seed) == computer_reasons(
            "hard", observation, seed
        )


def test_no_peeking_moving_unseen_cards_leaves_the_reasons_unchanged():
    """Seat 2's bid in ``jack_thrown``: a card moves between seats 0 and 3, and one of seat
    3's with the widow's last; seat 2's reasons (with every seed) stay the same."""
    data = record("jack_thrown")
    cut = {**data, "bids": data["bids"][:2]}  # seat 2 speaks next
    for key in ("exchanges", "discards", "plays", "trump"):
        cut.pop(key, None)
    state = replay_record(cut)
    assert state.to_act == 2
    hidden = hidden_cards(state, data)
    hands = [list(hand) for hand in data["hands"]]
    widow = list(data["widow"])
    swap(hands[0], hands[3], hidden[0][0], hidden[3][0])
    swap(hands[3], widow, hidden[3][1], widow[-1])
    moved = replay_record({**cut, "hands": hands, "widow": widow})
    for seed in range(3):
        first = computer_reasons("hard", state.observation(2), seed)
        assert computer_reasons("hard", moved.observation(2), seed) == first
    own = [list(hand) for hand in data["hands"]]
    swap(own[2], own[0], own[2][0], own[0][0])
    changed = replay_record({**cut, "hands": own})
    assert computer_reasons("hard", changed.observation(2), 2) != first


def test_hand_reasons_leave_out_the_person_and_the_play():
    state = replay_record(record("jack_thrown"))
    levels = (None, "easy", "hard", "easy")
    found = hand_reasons(state, levels, lambda index: index)
    assert {r.phase for r in found.values()} <= REASONED_PHASES
    expected = [i for i, (seat, action) in enumerate(state.history)
                if seat != 0 and not isinstance(action, Play)]  # fmt: skip
    assert sorted(found) == expected
    assert all(found[i].seat == state.history[i][0] for i in found)
    assert found[expected[0]] == computer_reasons(
        levels[state.history[expected[0]][0]], state.rewound(expected[0]).observation(
            state.history[expected[0]][0]), expected[0])  # fmt: skip


# ---------------------------------------------------------------- the command line
def review(capsys, *argv: str) -> dict:
    code, out, err = run_cli(capsys, *argv)
    assert (code, err) == (0, ""), err
    return json.loads(out)


def test_cli_reasons_add_one_key_to_the_contract_decisions_and_nothing_else(capsys):
    path = str(REVIEW / "jack_thrown.json")
    plain = review(capsys, path, "--seat", "2", "--seed", "4")
    reasoned = review(capsys, path, "--seat", "2", "--seed", "4", "--reasons")
    assert review(capsys, path, "--seat", "2", "--seed", "4", "--reasons") == reasoned
    stripped = json.loads(json.dumps(reasoned))
    for decision in stripped["decisions"]:
        has = "reasons" in decision
        assert has == (decision["phase"] != "play")
        if has:
            reasons = decision.pop("reasons")
            assert set(reasons) == REASON_FIELDS
            assert all(0 <= c["chance"] <= 1 for c in reasons["chances"])
    assert stripped == plain
    assert any("reasons" in d for d in reasoned["decisions"])


def test_cli_reasons_act_as_suggest_with_the_same_seed(capsys, tmp_path):
    data = record("max_bid_no_honours")
    report = review(capsys, str(REVIEW / "max_bid_no_honours.json"), "--seat", "0", "--seed",
                    "7", "--reasons")  # fmt: skip
    state = replay_record(data)
    moments = [i for i, (seat, _) in enumerate(state.history) if seat == 0]
    for index, decision in zip(moments, report["decisions"], strict=True):
        if "reasons" not in decision:
            continue
        position = hand_record(state.rewound(index))
        assert position["format"] == FORMAT
        code = cli.main(["suggest", write(tmp_path, position, f"at{index}.json"), "--seed", "7"])
        out, _ = capsys.readouterr()
        suggested = json.loads(out)
        assert code == 0 and suggested.pop("seat") == 0
        assert suggested == decision["reasons"]["action"]


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["{bad}", "--seat", "2", "--reasons"], "plays[1]"),
        (["{record}", "--seat", "0", "--level", "easy", "--reasons"], "--level"),
        (["{record}", "--seat", "9", "--reasons"], "--seat"),
        (["{record}", "--seat", "0", "--reasons", "yes"], "usage"),
    ],
)
def test_cli_bad_input_with_reasons_still_exits_2(capsys, tmp_path, argv, names):
    bad = record("jack_thrown")
    bad["plays"][1] = "2D"
    paths = {"record": str(REVIEW / "jack_thrown.json"), "bad": write(tmp_path, bad, "bad.json")}
    code, out, err = run_cli(capsys, *(arg.format(**paths) for arg in argv))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ") and names in err


def test_cli_reasons_do_not_peek(capsys, tmp_path):
    """The cards moved in test_review's no-peeking test (seat 2 never saw them) leave every
    one of seat 2's reasons as it was."""
    data = record("jack_thrown")
    at_play = replay_record({**data, "plays": data["plays"][:2]})
    hidden = hidden_cards(at_play, data)
    hands = [list(hand) for hand in data["hands"]]
    widow = list(data["widow"])
    swap(hands[0], hands[3], hidden[0][0], hidden[3][0])
    swap(hands[3], widow, hidden[3][1], widow[-1])
    cut = {**data, "plays": data["plays"][:2]}  # the later plays show the moved cards
    moved = write(tmp_path, {**cut, "hands": hands, "widow": widow}, "moved.json")

    def reasons_of(path: str) -> list[dict]:
        report = review(capsys, path, "--seat", "2", "--reasons")
        return [d["reasons"] for d in report["decisions"] if "reasons" in d]

    original = reasons_of(write(tmp_path, cut, "cut.json"))
    assert len(original) == 3  # seat 2's pass, exchange and discard
    assert reasons_of(moved) == original
