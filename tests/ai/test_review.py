"""``okpitch-cli review`` and ``ai.review.hand_review.review_hand`` as HAND_RECORD.md specifies
them.

- Every field of the contract; ``cost >= 0``; cost 0 exactly when ``chosen == best``;
  ``mistake == (cost >= T)``; ``total_cost`` is the sum; the same seed gives the same output.
- Bad input exits 2 with one line; a seat that made no decision gives ``"decisions": []``.
- No peeking: moving cards the seat could not see leaves its entries unchanged.
- Planted mistakes (``tests/data/review``) are found with a cost of at least 0.5, with the
  seat's knowledge and with open cards; a hand the seat played as ``hard`` costs little.
- The game's entry point reports progress and can be cancelled.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers.cards import cs

from okpitch_desktop import cli
from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.players.levels import BUDGETS
from okpitch_desktop.ai.review.hand_review import (
    ReviewCancelled,
    review_budget,
    review_hand,
    step_names,
)
from okpitch_desktop.ai.review.open_cards import TwoTeamSolver, judge_open
from okpitch_desktop.ai.search.fastplay import (
    FastHand,
    history_hand,
    mask_of,
    solve,
    tables,
    team_value,
)
from okpitch_desktop.app.computers.child_jobs import LEVEL
from okpitch_desktop.engine import (
    HandState,
    Phase,
    Play,
    RuleSet,
    card_names,
    hand_record,
    parse_card,
    replay_record,
)
from okpitch_desktop.engine.deal import deal

REVIEW = Path(__file__).resolve().parents[1] / "data" / "review"
DECISION_FIELDS = {
    "step", "phase", "chosen", "best", "chosen_value", "best_value", "cost", "mistake",
    "alternatives", "open_cards",
}  # fmt: skip
BIDDING_FIELDS = {"format", "rules", "dealer", "scores", "hands", "widow", "bids"}
PLANTED = [  # record, seat, step of the mistake
    ("jack_thrown", 2, "plays[1]"),
    ("off_jack_overtakes", 2, "plays[18]"),
    ("max_bid_no_honours", 0, "bids[0]"),
]


def record(name: str) -> dict:
    return json.loads((REVIEW / f"{name}.json").read_text(encoding="utf-8"))


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(["review", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def review_json(capsys, *argv: str) -> dict:
    code, out, err = run_cli(capsys, *argv)
    assert (code, err) == (0, "")
    return json.loads(out)


def check_contract(report: dict, seat: int, level: str, threshold: float, complete: bool) -> None:
    """Every field and every invariant of HAND_RECORD.md's review output."""
    assert set(report) == {"seat", "level", "threshold", "total_cost", "decisions"}
    assert (report["seat"], report["level"], report["threshold"]) == (seat, level, threshold)
    costs = []
    for decision in report["decisions"]:
        assert set(decision) == DECISION_FIELDS
        assert decision["phase"] in {"bid", "trump", "exchange", "discard", "play"}
        cost = decision["cost"]
        assert cost >= 0
        assert cost == pytest.approx(decision["best_value"] - decision["chosen_value"], abs=1e-9)
        assert (cost == 0) == (decision["chosen"] == decision["best"])
        assert decision["mistake"] == (cost >= threshold)
        values = {
            json.dumps(a["action"], sort_keys=True): a["value"] for a in decision["alternatives"]
        }
        assert values[json.dumps(decision["chosen"], sort_keys=True)] == decision["chosen_value"]
        assert values[json.dumps(decision["best"], sort_keys=True)] == decision["best_value"]
        assert decision["best_value"] == max(values.values())
        opened = decision["open_cards"]
        if complete:
            assert set(opened) == {"chosen_value", "best_value", "best"}
            assert opened["best_value"] >= opened["chosen_value"]
        else:
            assert opened is None
        costs.append(cost)
    assert report["total_cost"] == pytest.approx(sum(costs), abs=1e-9)


def test_every_field_and_invariant_of_the_contract(capsys):
    path = str(REVIEW / "jack_thrown.json")
    report = review_json(capsys, path, "--seat", "2", "--threshold", "0.1", "--level", "normal")
    check_contract(report, 2, "normal", 0.1, complete=True)
    steps = [decision["step"] for decision in report["decisions"]]
    assert steps[:4] == ["bids[2]", "exchanges[2]", "discards[2]", "plays[1]"]
    assert {"chosen": {"play": "JS"}, "phase": "play"}.items() <= report["decisions"][3].items()


def test_every_legal_bid_and_card_is_an_alternative(capsys):
    report = review_json(capsys, str(REVIEW / "max_bid_no_honours.json"), "--seat", "0")
    check_contract(report, 0, "hard", 0.25, complete=True)
    bid, trump = report["decisions"][0], report["decisions"][1]
    bids = [a["action"]["bid"] for a in bid["alternatives"]]
    assert sorted(bids, key=lambda b: b or 0) == [None, 2, 3, 4, 5, 6, 7]
    assert sorted(a["action"]["trump"] for a in trump["alternatives"]) == ["C", "D", "H", "S"]


def test_same_seed_same_output(capsys):
    path = str(REVIEW / "off_jack_overtakes.json")
    first = run_cli(capsys, path, "--seat", "1", "--seed", "7")
    assert first[0] == 0
    assert run_cli(capsys, path, "--seat", "1", "--seed", "7") == first


def test_an_unfinished_record_has_no_open_cards(capsys, tmp_path):
    data = record("jack_thrown")
    data["plays"] = data["plays"][:6]
    path = write(tmp_path, data, "unfinished.json")
    report = review_json(capsys, path, "--seat", "2", "--level", "normal")
    check_contract(report, 2, "normal", 0.25, complete=False)
    assert [d["step"] for d in report["decisions"]][-2:] == ["plays[1]", "plays[5]"]


def test_a_seat_that_made_no_decision_yet(capsys, tmp_path):
    data = {key: value for key, value in record("jack_thrown").items() if key in BIDDING_FIELDS}
    data["bids"] = data["bids"][:1]  # seat 0 passed; seat 2 has not spoken
    report = review_json(capsys, write(tmp_path, data, "early.json"), "--seat", "2")
    assert report == {"seat": 2, "level": "hard", "threshold": 0.25, "total_cost": 0,
                      "decisions": []}  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["missing.json", "--seat", "0"], "record"),
        (["{record}", "--seat", "4"], "--seat"),
        (["{record}", "--seat", "-1"], "--seat"),
        (["{record}", "--seat", "0", "--level", "genius"], "--level"),
        (["{record}", "--seat", "0", "--level", "omniscient"], "--level"),
        (["{record}", "--seat", "0", "--level", "easy"], "--level"),
        (["{record}", "--seat", "0", "--threshold", "-1"], "--threshold"),
        (["{record}", "--seat", "0", "--threshold", "nan"], "--threshold"),
        (["{record}"], "usage"),
        (["{bad}", "--seat", "0"], "plays[1]"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, tmp_path, monkeypatch, argv, names):
    monkeypatch.chdir(tmp_path)
    bad = record("jack_thrown")
    bad["plays"][1] = "2D"  # seat 2 does not hold it
    paths = {"record": str(REVIEW / "jack_thrown.json"), "bad": write(tmp_path, bad, "bad.json")}
    code, out, err = run_cli(capsys, *(arg.format(**paths) for arg in argv))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ") and names in err
    assert "Traceback" not in err


def test_no_peeking_at_hidden_cards():
    """Seat 2's entries up to plays[1] stay the same when cards it never saw move: one card
    between seats 0 and 3, and a card of seat 3 with one from the bottom of the widow."""
    data = record("jack_thrown")
    state = replay_record(data)
    original = review_hand(state, 2, "hard", seed=3, open_cards=False)
    moved = dict(data)
    moved["plays"] = data["plays"][:2]
    at_decision = replay_record(moved)
    hidden = hidden_cards(at_decision, data)
    hands = [list(hand) for hand in data["hands"]]
    widow = list(data["widow"])
    swap(hands[0], hands[3], hidden[0][0], hidden[3][0])
    swap(hands[3], widow, hidden[3][1], widow[-1])
    moved.update(hands=hands, widow=widow)
    changed = review_hand(replay_record(moved), 2, "hard", seed=3, open_cards=False)
    assert moved["hands"] != data["hands"] and moved["widow"] != data["widow"]
    before = [strip_open(d.to_json()) for d in original.decisions[: len(changed.decisions)]]
    assert [strip_open(d.to_json()) for d in changed.decisions] == before
    assert len(changed.decisions) == 4


def test_moving_a_card_the_seat_holds_does_change_it():
    """The no-peeking test can fail: the seat's own cards do count."""
    data = {key: value for key, value in record("jack_thrown").items() if key in BIDDING_FIELDS}
    data["bids"] = data["bids"][:3]  # up to seat 2's pass
    first = review_hand(replay_record(data), 2, "hard", seed=3).decisions[0]
    hands = [list(hand) for hand in data["hands"]]
    swap(hands[2], hands[0], "AS", hands[0][0])
    second = review_hand(replay_record({**data, "hands": hands}), 2, "hard", seed=3).decisions[0]
    assert first.step == second.step == "bids[2]"
    assert first.alternatives != second.alternatives


@pytest.mark.parametrize(("name", "seat", "step"), PLANTED)
def test_planted_mistakes_are_found(capsys, name, seat, step):
    report = review_json(capsys, str(REVIEW / f"{name}.json"), "--seat", str(seat))
    check_contract(report, seat, "hard", 0.25, complete=True)
    (decision,) = [d for d in report["decisions"] if d["step"] == step]
    assert decision["mistake"] and decision["cost"] >= 0.5
    opened = decision["open_cards"]  # with every card known, it is a mistake too
    assert opened["best"] != decision["chosen"]
    assert opened["best_value"] - opened["chosen_value"] >= 0.5


def test_good_play_is_clean():
    """Seat 0 played every move as ``suggest --level hard``: a small total cost."""
    report = review_hand(replay_record(record("hard_play")), 0, "hard", open_cards=False)
    assert report.total_cost <= 1.5
    assert not any(d.cost >= 1.0 for d in report.decisions)


def test_the_judge_samples_at_least_as_many_deals_as_the_level_it_judges():
    """The game reviews with ``hard``: a review's verdict on a bid or a card rests on no
    fewer sampled deals than ``hard``'s own choice and the reasons shown beside it."""
    judge, level = review_budget(LEVEL), BUDGETS[LEVEL]
    assert judge.contract_samples >= level.contract_samples
    assert judge.play_samples >= level.play_samples


def test_six_players_and_step_names():
    state = played_hand(RuleSet(players=6), seed=5)
    names = step_names(state)
    assert names.count("trump") == 1 and "plays[35]" in names
    assert {f"discards[{seat}]" for seat in range(6)} <= set(names)
    for seat in (0, 3):
        report = review_hand(state, seat, "normal").to_json()
        check_contract(report, seat, "normal", 0.25, complete=True)
        assert sum(d["phase"] == "play" for d in report["decisions"]) == 6


def test_progress_and_cancel():
    state = replay_record(record("off_jack_overtakes"))
    calls: list[tuple[int, int]] = []
    review_hand(state, 2, "normal", progress=lambda *call: calls.append(call), open_cards=False)
    assert calls == [(done, 9) for done in range(1, 10)]
    polled = []
    with pytest.raises(ReviewCancelled):
        review_hand(state, 2, "normal", should_stop=lambda: polled.append(1) or len(polled) > 3)
    assert len(polled) == 4


def played_hand(rules: RuleSet, seed: int) -> HandState:
    rng = random.Random(f"tests/review/{seed}")
    dealer = seed % rules.players
    hands, widow = deal(rules, dealer, rng)
    state = HandState(rules, dealer, hands, widow)
    player = make_player("easy")
    while state.phase is not Phase.DONE:
        state.apply(player.choose(state.observation(state.to_act), rng))
    return replay_record(hand_record(state))


def hidden_cards(state: HandState, data: dict) -> dict[int, list[str]]:
    """Per other seat, dealt cards it still holds, never exchanged nor discarded."""
    out = {}
    for seat in (0, 3):
        held = set(card_names(state.hands[seat]))
        gone = set(data["exchanges"][seat] + data["discards"][seat])
        out[seat] = [c for c in data["hands"][seat] if c in held and c not in gone]
    return out


def swap(first: list[str], second: list[str], one: str, other: str) -> None:
    i, j = first.index(one), second.index(other)
    first[i], second[j] = other, one


def strip_open(entry: dict) -> dict:
    return {key: value for key, value in entry.items() if key != "open_cards"}


def write(folder: Path, data: dict, name: str) -> str:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    "rules",
    [RuleSet(), RuleSet(low_point="captured", three_of_trump=True, follow="suit")],
    ids=["default", "captured-three-suit"],
)
def test_open_cards_solver_agrees_with_plain_max_n(rules):
    """Alpha-beta with its table and its runs of equivalent cards gives the plain max-n
    value of every card, three tricks from the end."""
    checked = 0
    for seed in range(4):
        state = played_hand(rules, seed)
        for index in range(len(state.history)):
            position = state.rewound(index)
            if position.phase is not Phase.PLAY or len(position.tricks) != 3:
                continue
            actions = [Play(card) for card in position.legal_cards()]
            exact = [team_value(max_n_result(position, card), team_of(position)) for card in
                     position.legal_cards()]  # fmt: skip
            for chosen in range(len(actions)):
                judged = judge_open(position, actions, chosen)
                assert judged.chosen_value == exact[chosen]
                assert judged.best_value == max(exact)
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize(("elsewhere", "searched"), [("9C", 1), ("5H", 2)])
def test_low_cards_with_nothing_between_are_searched_once(elsewhere, searched):
    """3H and 8H (spades trump) win the same tricks unless a heart between them is still
    held by another seat: then both are searched."""
    hands = [mask_of(cs(text)) for text in ("TC JD", "2H QD", "3H 8H", f"{elsewhere} KD")]
    hand = FastHand(tables(0, RuleSet()), hands, 1, 0)
    hand.play(parse_card("2H"))
    choices = TwoTeamSolver(hand, 0, 2).choices(hand)
    assert sorted(choices) == sorted(set(choices))
    assert sum(card in cs("3H 8H") for card in choices) == searched


def max_n_result(state: HandState, card: int) -> list[int]:
    hand = history_hand(tables(state.trump, state.rules), state.tricks, state.trick, state.leader)
    hand.deal([mask_of(cards) for cards in state.hands])
    hand.play(card)
    return solve(hand, state.rules.team_of(state.pitcher), state.bid)


def team_of(state: HandState) -> int:
    return state.rules.team_of(state.to_act)
