"""Helpers for the save tests: random games played to random positions, and folders that
cannot be written (also when the tests run as root, where permissions do not stop writes)."""

from __future__ import annotations

import contextlib
import os
import random
import subprocess
from pathlib import Path

import pytest

from helpers.rule_options import OPTION_VALUES
from okpitch_desktop.engine import Game, RuleSet


def random_rules(rng: random.Random) -> RuleSet:
    """Any rule set of RULES.md's options."""
    chosen = {name: rng.choice(values) for name, values in OPTION_VALUES.items()}
    return RuleSet(target=rng.choice((5, 11, 21)), **chosen)


def play_to(game: Game, steps: int, rng: random.Random) -> list:
    """Play ``steps`` random legal actions (dealing on between hands); the current hand's
    actions are returned."""
    actions: list = []
    for _ in range(steps):
        if game.hand_over:
            if game.over:
                break
            game.next_hand()
            actions = []
            continue
        action = rng.choice(game.hand.legal_actions())
        game.apply(action)
        actions.append(action)
    return actions


def _skip_on_windows() -> None:
    """A folder's read-only flag does not stop writing on Windows; an access list would, and
    Wine, where these tests run, enforces none."""
    if os.name == "nt":
        pytest.skip("no read-only folder without an access list (Wine enforces none)")


@contextlib.contextmanager
def unwritable_folder(folder: Path):
    """A folder whose files can be read but not written: permissions for an ordinary user,
    a read-only mount for root; skips where neither is possible."""
    folder.mkdir(parents=True, exist_ok=True)
    _skip_on_windows()
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            yield folder
        finally:
            folder.chmod(0o755)
        return
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "ro", "tmpfs", str(folder)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("no way to make a read-only folder here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def copy_into_unwritable(files: dict[str, bytes], folder: Path):
    """``unwritable_folder`` holding ``files`` (written before it is made read-only)."""
    folder.mkdir(parents=True, exist_ok=True)
    _skip_on_windows()
    if os.geteuid() == 0:
        return _mounted_with(files, folder)
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return unwritable_folder(folder)


@contextlib.contextmanager
def _mounted_with(files: dict[str, bytes], folder: Path):
    mounted = subprocess.run(["mount", "-t", "tmpfs", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("no way to make a read-only folder here")
    try:
        for name, data in files.items():
            (folder / name).write_bytes(data)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)
