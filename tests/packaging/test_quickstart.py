"""The README's two commands (packaging/quickstart.py) before they install anything.

`play` must say in one line that there is no display and exit 11 rather than let Qt abort;
each command names (or installs) every system package it lacks in one apt line and exits 10;
it installs the game alone and `test` adds the test tools, each only once. Neither pip nor
apt-get is run here: the install step's command is recorded instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from helpers.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "packaging" / "quickstart.py"

quickstart = load_script("packaging/quickstart.py")

linux_only = pytest.mark.skipif(sys.platform != "linux", reason="the display check is Linux's")


@linux_only
def test_play_without_a_display_says_so_in_one_line_and_exits_11(tmp_path):
    # A copy in a checkout of its own: were the check missing, it would set up there, not here.
    shutil.copytree(QUICKSTART.parent, tmp_path / "packaging")
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
    assert done.returncode == quickstart.NO_DISPLAY == 11, done.stdout + done.stderr
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


LIBRARIES = quickstart.system_packages.load_table()["libraries"]
EVERY_LIBRARY = {soname for part in LIBRARIES.values() for soname in part}
PYTHON = f"python3.{sys.version_info.minor}"  # as Debian names its packages: python3.11-venv


@pytest.fixture
def bare_debian(monkeypatch):
    """A Debian 12 with python3 alone, as its user 1000: no glib, no EGL, no xcb cursor
    library, no ensurepip, no sudo, no fonts, Debian's python3 without its libpython."""
    absent = {"libglib-2.0.so.0", "libEGL.so.1", "libxcb-cursor.so.0", f"lib{PYTHON}.so.1.0",
              "libwayland-cursor.so.0"}  # fmt: skip
    monkeypatch.setattr(
        quickstart.system_packages, "native_library_names", lambda: EVERY_LIBRARY - absent
    )
    find_spec = quickstart.importlib.util.find_spec
    monkeypatch.setattr(
        quickstart.importlib.util,
        "find_spec",
        lambda name, *rest: None if name == "ensurepip" else find_spec(name, *rest),
    )
    monkeypatch.setattr(quickstart, "VENV_PYTHON", Path("/nowhere/.venv/bin/python"))
    monkeypatch.setattr(quickstart, "needs_a_font", lambda: [quickstart.FONT_PACKAGE])
    monkeypatch.setattr(sys, "base_prefix", "/usr")
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/dpkg" if name == "dpkg" else None)
    monkeypatch.setattr(os, "geteuid", lambda: 1000)


@linux_only
def test_play_names_every_missing_package_in_one_su_line_and_exits_10(bare_debian, capsys):
    with pytest.raises(SystemExit) as stopped:
        quickstart.ensure_system_packages("play", {"DISPLAY": ":0"})
    assert stopped.value.code == quickstart.MISSING_SYSTEM_PACKAGES == 10
    err = capsys.readouterr().err
    line = (
        "    su -c 'apt-get update && apt-get install -y --no-install-recommends "
        f"fonts-dejavu-core libegl1 libglib2.0-0 libxcb-cursor0 {PYTHON}-venv'\n"
    )
    assert err.endswith(line), err
    assert err.count("apt-get install") == 1


@linux_only
def test_the_line_says_sudo_where_there_is_sudo(bare_debian, monkeypatch, capsys):
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")  # sudo and dpkg
    with pytest.raises(SystemExit):
        quickstart.ensure_system_packages("play", {"QT_QPA_PLATFORM": "offscreen"})
    assert "    sudo sh -c 'apt-get update && apt-get install -y" in capsys.readouterr().err


@linux_only
def test_play_offscreen_needs_qt_libraries_but_no_window_or_font(bare_debian):
    needs = quickstart.system_needs("play", {"QT_QPA_PLATFORM": "offscreen"})
    assert needs == ["libegl1", "libglib2.0-0", f"{PYTHON}-venv"]


@linux_only
def test_test_also_needs_libpython_and_its_programs(bare_debian):
    needs = quickstart.system_needs("test", {})
    assert {f"lib{PYTHON}", "libxcb-cursor0", "libglib2.0-0", f"{PYTHON}-venv"} <= set(needs)
    assert {"xvfb", "binutils", "desktop-file-utils", "appstream"} <= set(needs)
    assert "libwayland-cursor0" in needs  # the table's check reads every part
    assert needs == sorted(set(needs))


@linux_only
def test_play_on_wayland_needs_its_plugins_libraries_and_the_x_ones_to_fall_back_on(bare_debian):
    needs = quickstart.system_needs("play", {"WAYLAND_DISPLAY": "wayland-0"})
    assert {"libwayland-cursor0", "libxcb-cursor0"} <= set(needs)
    assert "libwayland-cursor0" not in quickstart.system_needs("play", {"DISPLAY": ":0"})


@linux_only
def test_as_root_every_missing_package_is_installed_at_once(bare_debian, monkeypatch):
    commands = []
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(quickstart, "run", lambda command, env=None: commands.append(command))
    quickstart.ensure_system_packages("play", {"DISPLAY": ":0"})
    assert commands == [
        ["apt-get", "update", "-q"],
        ["apt-get", "install", "-y", "-q", "--no-install-recommends", "fonts-dejavu-core",
         "libegl1", "libglib2.0-0", "libxcb-cursor0", f"{PYTHON}-venv"],
    ]  # fmt: skip


@linux_only
def test_a_library_the_table_does_not_know_is_named_after_the_install(monkeypatch, capsys):
    monkeypatch.setattr(quickstart.system_packages, "pyside_folder", lambda python: Path("/qt"))
    monkeypatch.setattr(
        quickstart.system_packages,
        "unresolved_libraries",
        lambda pyside, parts: {"libnew.so.7": None, "libEGL.so.1": "libegl1"},
    )
    with pytest.raises(SystemExit) as stopped:
        quickstart.check_installed_libraries("play", {"QT_QPA_PLATFORM": "offscreen"})
    assert stopped.value.code == quickstart.MISSING_SYSTEM_PACKAGES
    err = capsys.readouterr().err
    assert "Qt cannot find these shared libraries: libEGL.so.1 libnew.so.7" in err
    assert "apt-file search" in err


def test_help_gives_quickstarts_exit_codes_apart_from_pytests():
    done = subprocess.run(
        [sys.executable, str(QUICKSTART), "--help"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    codes = [quickstart.MISSING_SYSTEM_PACKAGES, quickstart.NO_DISPLAY, quickstart.SETUP_FAILED,
             quickstart.USAGE]  # fmt: skip
    assert len(set(codes)) == 4 and min(codes) > 5  # pytest's own are 0-5
    for code in codes:
        assert f"\n  {code}  " in done.stdout, done.stdout


def test_an_unknown_command_is_a_usage_error():
    done = subprocess.run(
        [sys.executable, str(QUICKSTART), "run"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == quickstart.USAGE, done.stderr
    assert done.stderr.startswith("quickstart: usage: python3 packaging/quickstart.py play|test")


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


@pytest.mark.parametrize(("cores", "workers"), [(1, "4"), (2, "8"), (3, "8"), (64, "8")])
def test_the_test_command_runs_four_workers_per_core_within_bounds(monkeypatch, cores, workers):
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert quickstart.parallel_options(["-q"]) == ["-n", workers, "--dist", "loadfile"]


def test_the_tests_run_headless_and_keep_their_bytecode_in_the_venv():
    seen = {"PYTHONDONTWRITEBYTECODE": "1", "QT_QPA_PLATFORM": "xcb", "LANG": "de_DE.UTF-8"}
    environment = quickstart.test_environment(seen)
    assert environment == {"QT_QPA_PLATFORM": "offscreen", "LANG": "de_DE.UTF-8",
                           "PYTHONPYCACHEPREFIX": str(ROOT / ".venv" / "pycache")}  # fmt: skip
    assert seen["PYTHONDONTWRITEBYTECODE"] == "1"  # the caller's own environment is kept


@pytest.mark.parametrize("chosen", [["-n", "1"], ["-n0"], ["--numprocesses=3"], ["-p", "no:xdist"]])
def test_the_test_command_keeps_the_callers_choice_of_workers(chosen):
    assert quickstart.parallel_options(["-x", *chosen]) == []
