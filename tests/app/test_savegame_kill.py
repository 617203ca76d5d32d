"""A process that autosaves in a loop is killed with SIGKILL 200 times at random moments;
every time, the save (or its previous copy) loads, and no progress beyond the last write
is ever lost. The figures are printed (``pytest -s``) and kept in ``KILL_FIGURES``."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import signal
import time
from pathlib import Path

import pytest

from okpitch_desktop.app.saves.savegame import (
    GameTag,
    SaveStore,
    game_snapshot,
    restore_game,
    save_document,
)
from okpitch_desktop.engine import Game, RuleSet

KILLS = 200
MAX_DELAY_S = 0.03
LEVELS = (None, "easy", "easy", "easy")
KILL_FIGURES: dict[str, dict] = {}


def progress(document: dict) -> tuple[int, int, int]:
    """How far the autosaving loop had got: game number, hand number, actions in the hand."""
    restored = restore_game(document["game"])
    game_number = int(document["game_id"].removeprefix("kill-"))
    return game_number, restored.game.hand_number, len(restored.game.hand.history)


def autosave_forever(folder: str, seed: int, links: bool, saving) -> None:
    """Go on from the save (as a relaunched game does) and save after every action;
    ``saving`` is set once the first save is on disk (the kill comes after that)."""
    if not links:  # as on a file system without hard links: the .bak is made by a rename
        os.link = _no_link
    store = SaveStore(Path(folder))
    while not store.acquire():  # the killed predecessor's lock goes with its process
        time.sleep(0.0005)
    document = store.load().document
    restored = restore_game(document["game"])
    game, number = restored.game, int(document["game_id"].removeprefix("kill-"))
    rng = random.Random(seed)
    while True:
        if game.hand_over:
            if game.over:
                number += 1
                game = Game(RuleSet(target=5), number)
            else:
                game.next_hand()
        else:
            game.apply(rng.choice(game.hand.legal_actions()))
        tag = GameTag(game_id=f"kill-{number:06d}")
        store.save(save_document(game_snapshot(game, LEVELS), tag))
        saving.set()


def _no_link(*_args, **_kwargs) -> None:
    raise OSError("no hard links here")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("links", [True, False], ids=["hard-link-backup", "rename-backup"])
def test_sigkill_at_random_moments_never_loses_the_save(tmp_path, links: bool) -> None:
    store = SaveStore(tmp_path)
    assert store.acquire()
    store.save(
        save_document(
            game_snapshot(Game(RuleSet(target=5), 0), LEVELS), GameTag(game_id="kill-000000")
        )
    )
    store.lock.release()
    context = multiprocessing.get_context("fork")  # fast to start: imports already done
    rng = random.Random(2026)
    last = (0, 0, 0)
    figures = {
        "kills": 0,
        "loaded_main": 0,
        "loaded_backup": 0,
        "progressed": 0,
        "temp_left": 0,
        "unreadable": 0,
    }
    started = time.monotonic()
    for round_number in range(KILLS):
        saving = context.Event()
        child = context.Process(
            target=autosave_forever, args=(str(tmp_path), round_number, links, saving)
        )
        child.start()
        # A busy machine may take longer than the delay just to start the child: the kill
        # comes at a random moment once it is saving, however loaded the machine is.
        assert saving.wait(timeout=60), "the autosaving child never saved"
        time.sleep(rng.uniform(0, MAX_DELAY_S))
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert child.exitcode == -signal.SIGKILL  # it was killed, not finished or failed
        figures["kills"] += 1
        figures["temp_left"] += (tmp_path / "autosave.json.tmp").exists()
        result = SaveStore(tmp_path).load()  # without the lock: reads, sets nothing aside
        assert result.document is not None, result.messages
        figures["unreadable"] += bool(result.messages)
        figures["loaded_main" if result.source == store.path else "loaded_backup"] += 1
        now = progress(result.document)
        assert now >= last, f"round {round_number}: progress went back from {last} to {now}"
        figures["progressed"] += now > last
        last = now
    figures["seconds"] = round(time.monotonic() - started)
    figures["final_game"], figures["final_hand"], _ = last
    KILL_FIGURES["hard-link-backup" if links else "rename-backup"] = figures
    print(f"\nSIGKILL figures ({'links' if links else 'renames'}):", json.dumps(figures))
    assert figures["kills"] == KILLS
    assert figures["progressed"] > KILLS // 2  # the kills did land while it was saving
