"""The Windows game as the installer leaves it, played under Wine: its self-test offscreen
and in a real window on Xvfb with every language drawn, and the table painted as the Start
menu's shortcut starts it, with the player's files in the player's folders.

A file of its own beside test_windows_installer.py so that another worker plays these
games while that one checks the install; both copy the run's one installed prefix
(tests/helpers/windows_install.py).
"""

from __future__ import annotations

import sys

import pytest
from helpers import windows_install as windows
from helpers.images import share_of_colour
from helpers.xvfb import grab_screen, virtual_screen

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="built and tried on Linux")

FELT = "#1e6b3c"  # the table's felt (ui/table/scene.py)


def test_the_installed_game_passes_its_self_test_offscreen(installed):
    done = installed.prefix.run(
        [installed.python, "-m", "okpitch_desktop", "--self-test"],
        timeout=windows.GAME_SECONDS,
        variables={"QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout


def test_the_self_test_passes_in_a_real_window_with_every_language_drawn(installed):
    """Qt's "windows" platform draws with Windows' fonts (Wine's here): every language,
    Japanese from the bundled font where the system's fonts lack it."""
    with virtual_screen() as display:
        done = installed.prefix.run(
            [installed.python, "-m", "okpitch_desktop", "--self-test"],
            timeout=windows.GAME_SECONDS,
            display=display,
        )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout


def test_the_game_opens_a_painted_table_and_keeps_its_files_in_the_players_folders(
    installed, tmp_path
):
    """As a player starts it: what the Start menu's shortcut runs, in a real window (Wine's
    X11 driver on Xvfb). The table is on the screen; closing the window saves the game in
    %LOCALAPPDATA%\\okpitch, and nothing is written beside the program."""
    program_files = windows.files_under(installed.folder)
    with virtual_screen() as display:
        game = installed.prefix.start([installed.pythonw, *windows.SHORTCUT_ARGUMENTS], display)
        try:
            settings = installed.data / "settings.json"
            windows.wait_until(lambda: settings.exists(), windows.GAME_SECONDS, game)
            screenshot = tmp_path / "windows_table.png"
            windows.wait_until(
                lambda: (
                    grab_screen(display, screenshot) and share_of_colour(screenshot, FELT) > 0.2
                ),
                windows.GAME_SECONDS,
                game,
            )
        finally:
            installed.prefix.run(["taskkill", "/im", "pythonw.exe"], timeout=120)
            game.wait(timeout=windows.GAME_SECONDS)
    kept = windows.files_under(installed.data)
    assert {"settings.json", "autosave.json", "statistics.sqlite3"} <= kept, kept
    assert windows.files_under(installed.folder) == program_files
