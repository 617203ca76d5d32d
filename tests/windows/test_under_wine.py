"""The game's own tests on Windows: under Wine, by the installed game's Python, on the
installed tree (the engine, saves, settings, statistics, hand history, guarded reads and
writes, the save lock between two processes, and a whole game whose computer seats search
in the "spawn" worker process).

The test tools come from packaging/windows/test-requirements.txt (pinned by hash) and are
put beside the installed game, never into it; tests/windows/run_pytest.py runs pytest
with them. What Windows does not have is skipped there with its reason (a read-only
folder, which needs an access list Wine does not enforce; a FIFO).
"""

from __future__ import annotations

import re
import sys
import zipfile

import pytest
from helpers import windows_install as windows
from helpers.repo_scripts import ROOT
from helpers.shared_run import shared_folder
from helpers.wine import windows_path

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="built and tried on Linux")

sys.path.insert(0, str(ROOT / "packaging"))
import windows_inputs  # noqa: E402  (packaging/, as build.py imports them)
import windows_tree  # noqa: E402

TESTS = [
    "tests/engine",
    "tests/app/test_savegame.py",
    "tests/app/test_savegame_kill.py",
    "tests/app/test_settings.py",
    "tests/app/test_statistics.py",
    "tests/app/test_history.py",
    "tests/robustness/test_robust_files.py",
    "tests/robustness/test_robust_writes.py",
    "tests/app/test_controller.py::test_searching_seats_play_in_the_worker_process",
]
RUN_SECONDS = 1200  # the run takes about a minute on two idle cores
INSTALLED_PACKAGE = "\\appdata\\local\\programs\\okpitch\\lib\\okpitch_desktop"
QT_TEST_FILES = ("PySide6/QtTest.pyd", "PySide6/Qt6Test.dll")


def windows_test_id(test: str) -> str:
    """``tests/x.py::name`` with the file as the Windows side sees it."""
    file, _, name = test.partition("::")
    return windows_path(ROOT / file) + (f"::{name}" if name else "")


@pytest.fixture(scope="module")
def installed(tmp_path_factory, worker_id):
    windows.windows_tools()
    build = windows.shared_build(shared_folder(tmp_path_factory, worker_id))
    result = windows.install(build, tmp_path_factory.mktemp("windows-tests"))
    yield build, result
    windows.remove_prefix(result)


def test_the_game_s_tests_pass_under_wine_on_the_installed_tree(installed, tmp_path):
    build, game = installed
    downloads = build.work / "windows" / "downloads"
    tools = tmp_path / "test-tools"
    for wheel in windows_inputs.pip_download(windows_inputs.TEST_REQUIREMENTS, downloads,
                                             wheels=True):  # fmt: skip
        windows_tree.unpack_wheel(wheel, tools)
    qt_test = tmp_path / "qt-test" / "PySide6"
    qt_test.mkdir(parents=True)
    (pyside_wheel,) = downloads.glob("pyside6_essentials-*.whl")
    with zipfile.ZipFile(pyside_wheel) as archive:
        for name in QT_TEST_FILES:
            (qt_test / name.split("/")[-1]).write_bytes(archive.read(name))
    runner = windows_path(ROOT / "tests" / "windows" / "run_pytest.py")
    options = ["-q", "-rs", "-p", "no:cacheprovider", "--basetemp",
               windows_path(tmp_path / "basetemp")]  # fmt: skip
    done = game.prefix.run(
        [
            game.python,
            runner,
            windows_path(tools),
            windows_path(qt_test),
            *options,
            *map(windows_test_id, TESTS),
        ],  # fmt: skip
        timeout=RUN_SECONDS,
    )
    output = done.stdout + done.stderr
    imported_from = re.search(r"okpitch_desktop from (.+)", output)
    assert imported_from, output[-3000:]
    assert imported_from.group(1).strip().lower().endswith(INSTALLED_PACKAGE), output[:500]
    assert done.returncode == 0, output[-6000:]
    summary = re.search(r"(\d+) passed", output)
    assert summary and int(summary.group(1)) > 600, output[-2000:]
    print(output[-3000:])  # the skips and their reasons, for the record
