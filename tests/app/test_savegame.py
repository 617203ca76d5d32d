"""Saves: a save of any position of any game loads back as the same game; a resumed game
ends as the uninterrupted one; damaged, empty, foreign and newer saves, read-only and
missing folders, and a second running copy each end in a message and a working game."""

from __future__ import annotations

import json
import multiprocessing
import random
import time
from pathlib import Path

import pytest
from helpers.saves import copy_into_unwritable, play_to, random_rules, unwritable_folder
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from okpitch_desktop.app.controller import GameController, Seating
from okpitch_desktop.app.saves.autosave import Autosaver
from okpitch_desktop.app.saves.savefile import FileLock
from okpitch_desktop.app.saves.savegame import (
    SAVE_VERSION,
    GameTag,
    SaveError,
    SaveStore,
    game_snapshot,
    read_document,
    restore_game,
    save_document,
)
from okpitch_desktop.engine import Game, RuleSet, hand_record

LEVELS = ("random", "easy", "normal", "hard", "expert", None)
GAME_TIMEOUT_MS = 120_000


def a_document(seed: int = 1, steps: int = 30) -> dict:
    rng = random.Random(seed)
    game = Game(RuleSet(), seed)
    play_to(game, steps, rng)
    return save_document(game_snapshot(game, (None, "easy", "easy", "easy")), GameTag())


def same_game(a: Game, b: Game) -> None:
    assert (a.rules, a.seed, a.first_dealer, a.dealer, a.hand_number, a.scores) == (
        b.rules,
        b.seed,
        b.first_dealer,
        b.dealer,
        b.hand_number,
        b.scores,
    )
    assert hand_record(a.hand) == hand_record(b.hand)
    assert (a.hand.phase, a.hand.to_act, a.hand.result) == (
        b.hand.phase,
        b.hand.to_act,
        b.hand.result,
    )
    assert a.hand.legal_actions() == b.hand.legal_actions()
    for seat in range(a.rules.players):
        assert a.hand.observation(seat) == b.hand.observation(seat)
        assert a.hand.hands[seat] == b.hand.hands[seat]
    assert a.hand.widow == b.hand.widow


# ---------------------------------------------------------------------- identical state
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 400), data=st.data())
def test_save_then_load_gives_the_same_game(seed: int, steps: int, data) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    game = Game(rules, seed)
    actions = play_to(game, steps, rng)
    levels = tuple(data.draw(st.sampled_from(LEVELS)) for _ in range(rules.players))
    text = json.dumps(save_document(game_snapshot(game, levels), GameTag()))
    restored = restore_game(read_document(text.encode())["game"])
    same_game(game, restored.game)
    assert restored.levels == levels
    assert restored.game.hand.history == game.hand.history  # so the decision seeds match too
    assert [action for _seat, action in game.hand.history] == actions
    follow = play_to(game, 60, random.Random(seed + 1))  # both go on the same way
    assert play_to(restored.game, 60, random.Random(seed + 1)) == follow
    same_game(game, restored.game)


def _count_actions(controller: GameController, callback) -> None:
    for signal in (
        controller.bid_made,
        controller.trump_declared,
        controller.cards_exchanged,
        controller.cards_discarded,
        controller.card_played,
    ):
        signal.connect(callback)


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**31 - 1), cut=st.integers(1, 150), six=st.booleans())
def test_a_resumed_game_ends_as_the_uninterrupted_one(qtbot, seed: int, cut: int, six: bool):
    rules = RuleSet(players=6 if six else 4, target=11)
    # Any mix of easy and random seats, but team 0 easy: with random players at every seat a
    # game can drift below zero for thousands of hands (RULES.md sets no floor, R9).
    pick = random.Random(seed)
    seating = Seating(
        tuple(
            "easy" if rules.team_of(seat) == 0 else pick.choice(("easy", "random"))
            for seat in range(rules.players)
        )
    )
    whole = GameController(use_process=False, auto_next_hand=True)
    resumed = GameController(use_process=False, auto_next_hand=True)
    try:
        reports: dict[str, list] = {"whole": [], "resumed": []}
        whole.hand_scored.connect(reports["whole"].append)
        resumed.hand_scored.connect(reports["resumed"].append)
        taken: dict = {}
        count = [0]

        def on_action(*_args) -> None:
            count[0] += 1
            if count[0] == cut:
                taken["snapshot"] = json.loads(json.dumps(whole.snapshot()))
                taken["hands_before"] = len(reports["whole"])

        _count_actions(whole, on_action)
        with qtbot.waitSignal(whole.game_over, timeout=GAME_TIMEOUT_MS):
            whole.new_game(rules, seating, seed=seed)
        if "snapshot" not in taken:
            return  # the game was shorter than the cut
        with qtbot.waitSignal(resumed.game_over, timeout=GAME_TIMEOUT_MS):
            resumed.resume(taken["snapshot"])
        assert reports["resumed"] == reports["whole"][taken["hands_before"] :]
        assert resumed.game.scores == whole.game.scores
        assert resumed.game.winner == whole.game.winner
        assert resumed.game.hand_number == whole.game.hand_number
    finally:
        whole.shutdown()
        resumed.shutdown()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.floats(allow_nan=False)
    | st.text(max_size=4) | st.sampled_from(["AS", "RJ", "S", "hard", "red"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8,
)  # fmt: skip


def _kind(value: object) -> str:
    """A JSON value's kind: null, boolean, number, string, array or object."""
    if value is None or isinstance(value, bool):
        return repr(value) if value is None else "boolean"
    return {int: "number", float: "number", str: "string", list: "array"}.get(type(value), "object")


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 80), choice=st.data())
def test_any_damaged_field_is_a_save_error(seed: int, steps: int, choice) -> None:
    """A save whose checksum was made to match a damaged game (the worst case) is refused
    with a SaveError: any field of the game, at any depth, given a value of another kind
    (a number for a card, a list for the rules...). Fields that may be null (a pass, a
    seat not yet discarded, the person's seat) are left out: null is their own value."""
    document = a_document(seed, steps)
    node = document["game"]
    while True:  # down to a random field of the game, at any depth
        key = choice.draw(st.sampled_from(list(node) if isinstance(node, dict) else
                                          range(len(node))))  # fmt: skip
        child = node[key]
        if not (isinstance(child, dict | list) and child) or choice.draw(st.booleans()):
            break
        node = child
    original = node[key]
    assume(original is not None)
    node[key] = choice.draw(JSON.filter(lambda v: v is not None and _kind(v) != _kind(original)))
    document["checksum"] = save_document(document["game"], GameTag())["checksum"]
    with pytest.raises(SaveError):
        read_document(json.dumps(document).encode())


# ---------------------------------------------------------------------- the file
def test_save_and_load_keep_the_previous_copy(tmp_path) -> None:
    store = SaveStore(tmp_path)
    assert store.acquire()
    first, second = a_document(1, 10), a_document(1, 20)
    store.save(first)
    store.save(second)
    assert read_document(store.path.read_bytes()) == second
    assert read_document(store.backup.read_bytes()) == first
    assert not store.path.with_name(store.path.name + ".tmp").exists()
    result = store.load()
    assert result.document == second and result.source == store.path and not result.messages


def _truncated() -> bytes:
    data = json.dumps(a_document()).encode()
    return data[: len(data) // 2]


def _future() -> bytes:
    document = a_document()
    document["version"] = SAVE_VERSION + 1
    return json.dumps(document).encode()


def _flipped() -> bytes:
    document = a_document()
    document["game"]["scores"] = [20, 20]
    return json.dumps(document).encode()


def _illegal() -> bytes:
    document = a_document(steps=40)
    document["game"]["hand"]["bids"] = [9, 9]
    document["checksum"] = save_document(document["game"], GameTag())["checksum"]
    return json.dumps(document).encode()


BAD_SAVES = {
    "truncated": _truncated(),
    "garbage": bytes(random.Random(4).randrange(256) for _ in range(3000)),
    "empty": b"",
    "blank": b"  \n",
    "json-list": b"[1, 2, 3]",
    "json-string": b'"okpitch-save"',
    "other-format": json.dumps({"format": "something-else", "version": 1}).encode(),
    "game-wrong-type": json.dumps({**a_document(), "game": [1, 2]}).encode(),
    "version-wrong-type": json.dumps({**a_document(), "version": "1"}).encode(),
    "future-version": _future(),
    "damaged-checksum": _flipped(),
    "illegal-hand": _illegal(),
    "not-utf8": b"\xff\xfe\x00{",
}


def kept_copy(path: Path) -> Path:
    """The one copy of ``path`` set aside (``NAME.unreadable-<date>-<time>``)."""
    (kept,) = path.parent.glob(f"{path.name}.unreadable-*")
    return kept


@pytest.mark.parametrize("content", BAD_SAVES.values(), ids=BAD_SAVES.keys())
def test_a_bad_save_falls_back_to_the_previous_copy(tmp_path, content: bytes) -> None:
    good = a_document(2, 25)
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    store.backup.write_bytes(json.dumps(good).encode())
    assert store.acquire()
    result = store.load()
    assert result.document == good and result.source == store.backup
    assert any(store.path.name in message for message in result.messages)
    assert "previous copy" in result.messages[-1]
    assert kept_copy(store.path).read_bytes() == content
    store.save(a_document(3, 5))  # play goes on, and the good copy is not overwritten yet
    assert read_document(store.backup.read_bytes()) == good


@pytest.mark.parametrize("content", BAD_SAVES.values(), ids=BAD_SAVES.keys())
def test_a_bad_save_without_copy_starts_normally(tmp_path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    store.backup.write_bytes(content)
    assert store.acquire()
    result = store.load()
    assert result.document is None and len(result.messages) == 3
    assert "starts normally" in result.messages[-1]


def test_a_newer_version_is_named_and_kept(tmp_path) -> None:
    store, newer = SaveStore(tmp_path), _future()
    store.path.write_bytes(newer)
    assert store.acquire()
    result = store.load()
    assert "newer version" in result.messages[0]
    assert kept_copy(store.path).read_bytes() == newer


def test_errors_say_what_is_wrong() -> None:
    with pytest.raises(SaveError, match="cut short"):
        read_document(_truncated())
    with pytest.raises(SaveError, match="empty"):
        read_document(b"")
    with pytest.raises(SaveError, match="hand: bids"):
        read_document(_illegal())


def test_no_save_is_no_message(tmp_path) -> None:
    result = SaveStore(tmp_path / "not" / "there").load()
    assert result.document is None and result.messages == []


# ---------------------------------------------------------------------- folders
def test_a_missing_folder_is_created(tmp_path) -> None:
    store = SaveStore(tmp_path / "a" / "b" / "c")
    assert store.acquire()
    store.save(a_document())
    assert store.load().document["game"] == a_document()["game"]


def test_a_read_only_folder_still_loads(tmp_path) -> None:
    good = json.dumps(a_document()).encode()
    with copy_into_unwritable({"autosave.json": good}, tmp_path / "ro") as folder:
        store = SaveStore(folder)
        with pytest.raises(OSError):  # the lock file cannot be made: no autosave
            store.acquire()
        with pytest.raises(OSError):
            store.save(a_document())
        assert store.load().document == json.loads(good)


@pytest.mark.parametrize("kind", ["read-only", "a-file"])
def test_autosave_to_an_unwritable_folder_is_a_message_and_play_goes_on(qtbot, tmp_path, kind):
    controller = GameController(use_process=False, auto_next_hand=True)
    folder = tmp_path / "data"
    store = SaveStore(folder)
    assert store.acquire()
    autosaver = Autosaver(controller, store)
    messages: list[str] = []
    autosaver.message.connect(messages.append)
    try:
        if kind == "a-file":  # the lock holds, but the folder has become a file
            store.path = tmp_path / "file" / "autosave.json"
            (tmp_path / "file").write_text("not a folder")
            context = _nothing()
        else:
            context = unwritable_folder(folder)
        with context, qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
            controller.new_game(RuleSet(target=5), Seating(("easy",) * 4), seed=9)
        assert len(messages) == 1 and "cannot be saved" in messages[0]
        assert controller.game.over
    finally:
        controller.shutdown()


class _nothing:  # noqa: N801 - a do-nothing context manager
    def __enter__(self):
        return None

    def __exit__(self, *_):
        return False


# ---------------------------------------------------------------------- autosave
def test_autosave_after_every_action_and_discard_at_the_end(qtbot, tmp_path) -> None:
    controller = GameController(use_process=False, auto_next_hand=True)
    store = SaveStore(tmp_path)
    assert store.acquire()
    autosaver = Autosaver(controller, store)
    saved: list[int] = []
    real_save = store.save

    def counting_save(document: dict) -> None:
        real_save(document)
        restored = restore_game(json.loads(store.path.read_text())["game"])
        same_game(restored.game, controller.game)  # the file is the game, at every step
        saved.append(len(restored.game.hand.history))

    store.save = counting_save
    actions = [0]
    _count_actions(controller, lambda *_: actions.__setitem__(0, actions[0] + 1))
    try:
        with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
            controller.new_game(RuleSet(target=5), Seating(("easy",) * 4), seed=4)
        hands = controller.game.hand_number + 1
        # Every action, every deal, and every scored hand (its score sheet row).
        assert len(saved) == actions[0] + 2 * hands
        assert not store.path.exists() and not store.backup.exists()
        assert autosaver.tag is not None
    finally:
        controller.shutdown()


def _hold_lock(folder: str, ready, release) -> None:
    lock = FileLock(SaveStore(Path(folder)).lock.path)
    assert lock.acquire()
    ready.set()
    release.wait(30)


def test_two_copies_never_write_the_same_save(tmp_path) -> None:
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    with pytest.raises(OSError):
        second.save(a_document())
    first.lock.release()
    assert second.acquire()
    context = multiprocessing.get_context("spawn")
    ready, release = context.Event(), context.Event()
    second.lock.release()
    holder = context.Process(target=_hold_lock, args=(str(tmp_path), ready, release))
    holder.start()
    try:
        assert ready.wait(30)
        assert not SaveStore(tmp_path).acquire()  # another process holds it
    finally:
        holder.kill()  # a killed holder leaves no stale lock behind
        holder.join()
    deadline = time.monotonic() + 5
    while not SaveStore(tmp_path).acquire():
        assert time.monotonic() < deadline
        time.sleep(0.01)
