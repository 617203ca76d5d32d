"""Earlier releases as players: a tagged version installed into its own virtual environment
and asked for each move through its command line (``okpitch-cli serve``: one JSON request a
line, one answer a line), so a 1,000-deal match is not dominated by process start.

    python -m lab.release install v0.1.0     # once: git archive of the tag, venv, pip install
    python -m lab.match --a hard --b release:v0.1.0:hard --deals 1000 --jobs 2

The release sees only what its seat sees: the request is the true hand record up to the
decision, and the release's own ``suggest`` reads the observation of the seat to act from
it, with the decision's seed, so a release identical to today's plays the same moves.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from okpitch_desktop.engine import (
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Observation,
    Pass,
    Play,
    hand_record,
)
from okpitch_desktop.engine.cards import parse_card, parse_suit

ROOT = Path(__file__).resolve().parents[1]
RELEASES = Path(os.environ.get("OKPITCH_LAB_RELEASES", ROOT / "lab" / ".releases"))


def venv_of(tag: str) -> Path:
    """Where release ``tag`` is installed."""
    return RELEASES / tag


GUI_ONLY = ("PySide6", "pyqtgraph")  # the window's dependencies: the command line needs neither


def command_line_requirements(pyproject: str) -> list[str]:
    """The pinned dependencies of a release's ``pyproject.toml`` text that its command
    line needs (platformdirs, for where its log goes), not the window's."""
    requirements = tomllib.loads(pyproject)["project"]["dependencies"]
    return [requirement for requirement in requirements if not requirement.startswith(GUI_ONLY)]


def install(tag: str) -> Path:
    """Install the tagged source into its own venv with the dependencies of its command
    line (from PyPI; not its GUI's); returns the venv."""
    venv = venv_of(tag)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", tag], check=True, capture_output=True
        )
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive.stdout, check=True)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q"]
        pyproject = (source / "pyproject.toml").read_text(encoding="utf-8")
        subprocess.run([*pip, *command_line_requirements(pyproject)], check=True)
        subprocess.run([*pip, "--no-deps", str(source)], check=True)
    return venv


def command_of(tag: str) -> Path:
    """The installed release's ``okpitch-cli``; ValueError if it is not installed."""
    command = venv_of(tag) / "bin" / "okpitch-cli"
    if not command.exists():
        raise ValueError(f"release {tag} is not installed: python -m lab.release install {tag}")
    return command


class Server:
    """One ``okpitch-cli serve`` process of an installed release."""

    _running: dict[tuple[str, int], Server] = {}  # per tag and process (a match forks)

    def __init__(self, tag: str) -> None:
        self.process = subprocess.Popen(
            [str(command_of(tag)), "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=venv_of(tag),  # never this repository's package
        )

    @classmethod
    def of(cls, tag: str) -> Server:
        """The tag's server of this process, started on first use."""
        key = (tag, os.getpid())
        if key not in cls._running:
            cls._running[key] = cls(tag)
        return cls._running[key]

    def ask(self, request: dict) -> dict:
        """One request, one answer."""
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline() or '{"error": "the release ended"}')
        if "error" in answer:
            raise RuntimeError(f"release: {answer['error']}")
        return answer


def parse_action(answer: dict) -> Action:
    """The action of a ``suggest`` answer (HAND_RECORD.md)."""
    if "bid" in answer:
        return Pass() if answer["bid"] is None else Bid(answer["bid"])
    if "trump" in answer:
        return DeclareTrump(parse_suit(answer["trump"]))
    if "exchange" in answer:
        return Exchange(tuple(parse_card(name) for name in answer["exchange"]))
    if "discard" in answer:
        return Discard(tuple(parse_card(name) for name in answer["discard"]))
    return Play(parse_card(answer["play"]))


class ReleasePlayer:
    """A level of an earlier release (``release:TAG:LEVEL``), shown each decision's state
    and seed by the match (``SeesTheDeal``)."""

    def __init__(self, tag: str, level: str) -> None:
        command_of(tag)  # installed: fail before a match starts
        self.tag, self.level = tag, level
        self.request: dict | None = None

    @classmethod
    def of(cls, name: str) -> ReleasePlayer:
        """The player of ``release:TAG:LEVEL``."""
        _, tag, level = name.split(":")
        return cls(tag, level)

    def see(self, state: HandState, seed: str) -> None:
        """The record to the decision and its seed, for the coming ``choose``."""
        self.request = {"record": hand_record(state), "seed": seed, "level": self.level}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """The release's move (the generator is the release's own, seeded alike)."""
        answer = Server.of(self.tag).ask(self.request)
        if answer["seat"] != observation.seat:
            raise RuntimeError(f"release answered for seat {answer['seat']}")
        return parse_action(answer)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["install"])
    parser.add_argument("tag")
    args = parser.parse_args()
    print(f"installed {args.tag} into {install(args.tag)}")


if __name__ == "__main__":
    main()
