"""The Windows installer, built on Linux and tried under Wine as a Windows player gets it.

One build per test run (tests/helpers/windows_install.py, quick zlib compression; a release
is LZMA) and one silent install into a fresh prefix, which each prefix here is a copy of:
the install is per user with its Start menu and Apps & features entries, the installed
tree is what the build assembled, the installed game answers on the command line, and it
is uninstalled. The installed game's play is test_windows_game.py's (another worker runs
it meanwhile).
"""

from __future__ import annotations

import json
import runpy
import sys

import pytest
from helpers import windows_install as windows
from helpers.repo_scripts import ROOT
from helpers.wine import windows_path

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="built and tried on Linux")

VERSION = runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]
MAX_INSTALLED_BYTES = 150_000_000


def test_the_installed_tree_stays_small_and_is_what_the_build_assembled(windows_build, installed):
    size = sum(path.stat().st_size for path in windows_build.tree.rglob("*") if path.is_file())
    assert size <= MAX_INSTALLED_BYTES, f"the installed tree is {size / 1e6:.1f} MB"
    assert windows.files_under(installed.folder) == windows.files_under(windows_build.tree) | {
        "uninstall.exe"
    }


def test_a_silent_install_is_per_user_with_a_start_menu_entry_and_an_apps_entry(installed):
    shortcut = (installed.prefix.start_menu / "Oklahoma Ten Point Pitch.lnk").read_bytes()
    assert b"\\okpitch\\python\\pythonw.exe" in shortcut  # the target, as the link keeps it
    assert " ".join(windows.SHORTCUT_ARGUMENTS).encode("utf-16-le") in shortcut  # its arguments
    values = installed.prefix.registry_values(windows.UNINSTALL_KEY)
    assert values["DisplayName"] == "Oklahoma Ten Point Pitch"
    assert values["DisplayVersion"] == VERSION
    assert values["Publisher"] == "The okpitch-desktop authors"
    assert values["QuietUninstallString"].endswith('uninstall.exe" /S')
    installed_kb = int(values["EstimatedSize"], 16)
    assert 10_000 < installed_kb < MAX_INSTALLED_BYTES // 1024
    assert values["InstallLocation"].lower().endswith("\\appdata\\local\\programs\\okpitch")


def okpitch_cli(installed: windows.Installed, *arguments: str) -> dict:
    """The JSON that the installed ``okpitch-cli.cmd`` prints."""
    command = ["cmd", "/c", installed.folder / "okpitch-cli.cmd", *arguments]
    done = installed.prefix.run(command, timeout=windows.GAME_SECONDS)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_okpitch_cli_scores_a_record(installed):
    record = ROOT / "tests" / "data" / "records" / "r4_off_jack_led.json"
    expected = json.loads(record.with_suffix(".expect.json").read_text())["expect"]
    answer = okpitch_cli(installed, "score", windows_path(record))
    assert {key: answer[key] for key in expected} == expected


def test_okpitch_cli_match_plays_in_worker_processes_as_in_one(installed):
    """--jobs starts worker processes with "spawn" (Wine 8.0 hangs ProcessPoolExecutor)."""
    match = ["match", "--a", "hard", "--b", "easy", "--deals", "4"]
    alone, shared = (okpitch_cli(installed, *match, "--jobs", jobs) for jobs in ("1", "2"))
    timings = {key for key in alone if key.endswith("per_decision")}
    assert {k: v for k, v in shared.items() if k not in timings} == {
        k: v for k, v in alone.items() if k not in timings
    }


def test_the_statistics_charts_load_where_numpy_runs(installed):
    """pyqtgraph and numpy are installed for the charts. Wine 8.0 cannot run numpy (its
    ucrtbase lacks crealf and the import aborts), so there the test says so and stops."""
    code = "import numpy, pyqtgraph; print('charts', pyqtgraph.__version__)"
    done = installed.prefix.run([installed.python, "-c", code], timeout=windows.GAME_SECONDS)
    if "crealf" in done.stderr:
        pytest.skip("Wine 8.0 cannot import numpy (ucrtbase.crealf is unimplemented)")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("charts ")


def test_uninstall_removes_every_file_of_the_program_and_keeps_the_players(windows_build, tmp_path):
    installed = windows.install(windows_build, tmp_path)
    try:
        installed.prefix.run([installed.python, "-c", "import okpitch_desktop.engine"], 120)
        assert any(installed.folder.rglob("__pycache__")), "Python wrote no bytecode"
        installed.data.mkdir(parents=True)
        (installed.data / "autosave.json").write_text("{}")
        done = installed.prefix.run([installed.folder / "uninstall.exe", "/S"], timeout=300)
        assert done.returncode == 0, done.stderr
        windows.wait_for_wine(installed.prefix)
        assert not installed.folder.exists(), sorted(installed.folder.rglob("*"))[:20]
        assert not (installed.prefix.start_menu / "Oklahoma Ten Point Pitch.lnk").exists()
        assert installed.prefix.registry_values(windows.UNINSTALL_KEY) == {}
        assert (installed.data / "autosave.json").read_text() == "{}"
    finally:
        windows.remove_prefix(installed)
