"""The shipped win table (ai/search/data/win_table.json) comes from a level the game ships."""

import json
import shlex
from importlib import resources

from okpitch_desktop.ai.players.levels import LEVELS
from okpitch_desktop.ai.search import win_chance


def built_by() -> list[str]:
    text = resources.files(win_chance.__package__).joinpath("data", win_chance.TABLE_FILE)
    return shlex.split(json.loads(text.read_text(encoding="utf-8"))["built_by"])


def test_the_win_table_was_built_by_todays_hard_with_the_builder_in_dev():
    # it was built by hard_v1, a level the game no longer has (issue 52)
    command = built_by()
    assert command[:2] == ["python", "dev/make_win_table.py"]
    level = command[command.index("--level") + 1]
    assert level == "hard" and level in LEVELS
