"""The shipped win tables (ai/search/data/win_table.json for 4 players, win_table_6.json for
6) come from a level the game ships, through the builder in dev/."""

import json
import shlex
from importlib import resources

import pytest

from okpitch_desktop.ai.players.levels import LEVELS
from okpitch_desktop.ai.search import win_chance


def built_by(name: str) -> list[str]:
    text = resources.files(win_chance.__package__).joinpath("data", name)
    return shlex.split(json.loads(text.read_text(encoding="utf-8"))["built_by"])


@pytest.mark.parametrize(("name", "players"), [(win_chance.TABLE_FILE, None),
                                               (win_chance.TABLE_FILE_6, "6")])  # fmt: skip
def test_the_win_table_was_built_by_todays_hard_with_the_builder_in_dev(name, players):
    # the 4 players' was built by hard_v1, a level the game no longer has (issue 52)
    command = built_by(name)
    assert command[:2] == ["python", "dev/make_win_table.py"]
    assert (command[command.index("--players") + 1] if "--players" in command else None) == players
    level = command[command.index("--level") + 1]
    assert level == "hard" and level in LEVELS
