"""The README's two commands (packaging/quickstart.py) before they install anything.

`play` must say in one line that there is no display and exit 3 rather than let Qt abort;
it must name (or install) the X libraries the window needs; it installs the game alone and
`test` adds the test tools, each only once. pip is never run here: the install step's
command is recorded instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "packaging" / "quickstart.py"

quickstart = load_script("packaging/quickstart.py")

linux_only = pytest.mark.skipif(sys.platform != "linux", reason="the display check is Linux's")


@linux_only
def test_play_without_a_display_says_so_in_one_line_and_exits_3(tmp_path):
    # A copy in a checkout of its own: were the check missing, it would set up there, not here.
    (tmp_path / "packaging").mkdir()
    shutil.copy(QUICKSTART, tmp_path / "packaging" / "quickstart.py")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "nothing"\n')
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = subprocess.run(
        [sys.executable, str(tmp_path / "packaging" / "quickstart.py"), "play"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 3, done.stdout + done.stderr
    assert done.stderr == f"quickstart: {quickstart.NO_DISPLAY_MESSAGE}\n"
    assert "No display found" in done.stderr
    assert not (tmp_path / ".venv").exists()


@linux_only
@pytest.mark.parametrize(
    "environ",
    [
        {"DISPLAY": ":0"},
        {"DISPLAY": "localhost:10.0"},  # ssh -X
        {"WAYLAND_DISPLAY": "wayland-0"},
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"},
    ],
)
def test_a_display_or_offscreen_drawing_lets_play_go_on(environ):
    assert quickstart.display_problem(environ) is None


@linux_only
@pytest.mark.parametrize("environ", [{}, {"DISPLAY": ""}, {"QT_QPA_PLATFORM": "xcb"}])
def test_no_display_is_a_problem(environ):
    assert quickstart.display_problem(environ) == quickstart.NO_DISPLAY_MESSAGE


@pytest.fixture
def no_cursor_library(monkeypatch):
    """A system that lacks libxcb-cursor0 alone."""
    monkeypatch.setattr(quickstart, "has_library", lambda soname: "cursor" not in soname)


@linux_only
def test_play_prints_the_apt_line_for_missing_x_libraries(no_cursor_library, monkeypatch, capsys):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    with pytest.raises(SystemExit) as stopped:
        quickstart.ensure_play_system_packages({"DISPLAY": ":0"})
    assert stopped.value.code == 3
    err = capsys.readouterr().err
    assert "sudo apt-get install -y --no-install-recommends libxcb-cursor0\n" in err


@linux_only
def test_play_as_root_installs_missing_x_libraries(no_cursor_library, monkeypatch):
    commands = []
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(quickstart, "run", lambda command, env=None: commands.append(command))
    quickstart.ensure_play_system_packages({"DISPLAY": ":0"})
    assert commands[-1][:2] == ["apt-get", "install"]
    assert commands[-1][-2:] == ["libxcb-cursor0", "-q"]


@linux_only
def test_play_offscreen_needs_no_x_libraries(no_cursor_library, monkeypatch):
    monkeypatch.setattr(quickstart, "install_system_packages", pytest.fail)
    quickstart.ensure_play_system_packages({"QT_QPA_PLATFORM": "offscreen"})


@pytest.fixture
def pip(tmp_path, monkeypatch) -> list[str]:
    """The targets pip would install (".", ".[test]"), in order, for a checkout in tmp_path."""
    (tmp_path / ".venv").mkdir()
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "game"\n')
    (tmp_path / "okpitch_desktop").mkdir()
    (tmp_path / "okpitch_desktop" / "_version.py").write_text('__version__ = "1"\n')
    monkeypatch.setattr(quickstart, "ROOT", tmp_path)
    monkeypatch.setattr(quickstart, "STAMP", tmp_path / ".venv" / "okpitch-install.sha256")
    targets: list[str] = []
    monkeypatch.setattr(quickstart, "run", lambda command, env=None: targets.append(command[-1]))
    return targets


def test_play_installs_the_game_alone(pip):
    quickstart.install_package(quickstart.EXTRAS["play"])
    assert pip == ["."]


def test_test_after_play_adds_the_test_tools_and_play_after_test_installs_nothing(pip):
    for command in ("play", "test", "play", "test"):
        quickstart.install_package(quickstart.EXTRAS[command])
    assert pip == [".", ".[test]"]


def test_play_after_test_installs_nothing(pip):
    for command in ("test", "play"):
        quickstart.install_package(quickstart.EXTRAS[command])
    assert pip == [".[test]"]


def test_a_changed_pyproject_installs_again(pip, tmp_path):
    quickstart.install_package(quickstart.EXTRAS["test"])
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "game"\nversion = "2"\n')
    quickstart.install_package(quickstart.EXTRAS["play"])
    quickstart.install_package(quickstart.EXTRAS["test"])  # the stamp no longer vouches for it
    assert pip == [".[test]", ".", ".[test]"]


def test_a_new_version_installs_again(pip, tmp_path):
    quickstart.install_package(quickstart.EXTRAS["play"])
    (tmp_path / "okpitch_desktop" / "_version.py").write_text('__version__ = "2"\n')
    quickstart.install_package(quickstart.EXTRAS["play"])  # else the metadata keeps "1"
    assert pip == [".", "."]


def test_the_install_shows_what_it_does_and_how_long_it_took(pip, capsys):
    quickstart.install_package(quickstart.EXTRAS["play"])
    out = capsys.readouterr().out
    assert 'quickstart: installing the game into .venv (pip install -e ".")\n' in out
    assert "quickstart: done in " in out


def test_the_game_depends_on_no_test_tool():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {requirement.split("=")[0].lower() for requirement in project["dependencies"]}
    tools = {
        requirement.split("=")[0].lower()
        for requirement in project["optional-dependencies"]["test"]
    }
    assert not names & tools


@pytest.mark.parametrize(("cores", "workers"), [(1, "2"), (2, "2"), (3, "3"), (64, "4")])
def test_the_test_command_runs_a_worker_per_core_within_bounds(monkeypatch, cores, workers):
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert quickstart.parallel_options(["-q"]) == ["-n", workers, "--dist", "loadfile"]


@pytest.mark.parametrize("chosen", [["-n", "1"], ["-n0"], ["--numprocesses=3"], ["-p", "no:xdist"]])
def test_the_test_command_keeps_the_callers_choice_of_workers(chosen):
    assert quickstart.parallel_options(["-x", *chosen]) == []
