"""The Windows installer, built once per test run, and installed into Wine prefixes.

``build.py --windows --compression zlib`` runs once per run (the first xdist worker to ask
builds, the others wait under a lock and read what it made), in the run's shared folder.
Its ``setup.exe /S`` runs once per run too, into a fresh prefix beside the build; each test
that wants the game installed gets a copy of that prefix of its own (booting a prefix and
installing took 7.4 s of processor time and 16 s, a copy takes 0.4 s).
The tools it needs (Wine, NSIS, osslsigncode, mingw-w64 for the icuuc stand-in) are
installed with apt-get when the tests run as root, as the README's test command does; the
tests are skipped with the line to run otherwise.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers import wine
from helpers.repo_scripts import ROOT
from helpers.shared_run import once_per_run
from helpers.system_tools import ensure_tools

BUILD = ROOT / "packaging" / "build.py"
PROGRAM_FOLDER = "Programs/okpitch"  # under %LOCALAPPDATA%
DATA_FOLDER = "okpitch"  # under %LOCALAPPDATA%: saves, statistics and settings
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\okpitch"
INSTALL_SECONDS = 600
GAME_SECONDS = 300  # for a whole game or a command under Wine
SHORTCUT_ARGUMENTS = ("-E", "-m", "okpitch_desktop")  # pythonw.exe's, in okpitch.nsi


@dataclass(frozen=True)
class WindowsBuild:
    """What ``build.py --windows`` made: the installer and the tree in ``dist``, its
    downloads in ``work``."""

    dist: Path
    work: Path

    @property
    def installer(self) -> Path:
        (setup,) = self.dist.glob("okpitch-*-setup.exe")
        return setup

    @property
    def tree(self) -> Path:
        return self.dist / "okpitch-windows"


@dataclass(frozen=True)
class Installed:
    """The game installed by the installer into a fresh prefix."""

    prefix: wine.WinePrefix

    @property
    def folder(self) -> Path:
        return self.prefix.local_appdata / PROGRAM_FOLDER

    @property
    def python(self) -> Path:
        return self.folder / "python" / "python.exe"

    @property
    def pythonw(self) -> Path:
        return self.folder / "python" / "pythonw.exe"

    @property
    def data(self) -> Path:
        return self.prefix.local_appdata / DATA_FOLDER


def windows_tools() -> dict[str, str]:
    """The tools' paths, installing their packages as root; else the test is skipped."""
    tools = ensure_tools(wine.TOOLS)
    if isinstance(tools, str):
        pytest.skip(f"the Windows tests need Wine and the build tools: {tools}")
    return tools


def shared_build(shared: Path) -> WindowsBuild:
    """The run's one Windows build in ``shared`` (made here by the first worker to ask)."""
    out = shared / "windows-build"

    def make() -> dict:
        command = [sys.executable, str(BUILD), "--windows", "--compression", "zlib",
                   "--dist", str(out / "dist"), "--work", str(out / "work")]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, timeout=1800)
        return {"code": done.returncode, "output": done.stdout, "errors": done.stderr}

    result = once_per_run(shared, "windows-build", make)
    assert result["code"] == 0, f"build failed:\n{result['output']}\n{result['errors']}"
    return WindowsBuild(out / "dist", out / "work")


def install(build: WindowsBuild, folder: Path) -> Installed:
    """A prefix of its own in ``folder`` with the game installed silently (``setup.exe /S``):
    a copy of the run's one installed prefix."""
    folder.mkdir(parents=True, exist_ok=True)
    prefix = wine.WinePrefix(folder / "prefix")
    shutil.copytree(installed_once(build), prefix.path, symlinks=True)
    return Installed(prefix)


def installed_once(build: WindowsBuild) -> Path:
    """The run's one fresh prefix with the game installed, beside the build (made here by
    the first worker to ask); nothing runs in it afterwards, it is only copied."""
    out = build.dist.parent
    template = out / "installed-prefix"

    def make() -> dict:
        prefix = wine.new_prefix(template, wine.build_stand_in(out))
        done = prefix.run([build.installer, "/S"], timeout=INSTALL_SECONDS)
        wait_for_wine(prefix)
        return {"code": done.returncode, "output": done.stdout, "errors": done.stderr}

    result = once_per_run(out, "installed-prefix", make)
    assert result["code"] == 0, f"setup.exe /S failed:\n{result['output']}\n{result['errors']}"
    return template


def wait_for_wine(prefix: wine.WinePrefix) -> None:
    """Until every program of the prefix has ended (an NSIS uninstaller runs on as a copy
    of itself after the one started returns)."""
    subprocess.run(["wineserver", "-w"], env=prefix.env(), timeout=INSTALL_SECONDS)


def wait_until(ready: Callable[[], bool], seconds: float, program: subprocess.Popen) -> None:
    """Until ``ready()``; fails if ``program`` ends first or ``seconds`` pass (a generous
    limit: it is there so that a broken start fails instead of hanging)."""
    deadline = time.monotonic() + seconds
    while not ready():
        if program.poll() is not None:
            output = b"".join(stream.read() for stream in (program.stdout, program.stderr))
            pytest.fail(f"the game ended ({program.returncode}): {output.decode()[-2000:]}")
        if time.monotonic() > deadline:
            pytest.fail(f"not ready after {seconds} s")
        time.sleep(1)


def files_under(folder: Path) -> set[str]:
    """Every file below ``folder``, relative to it ('/'-separated), bytecode left out."""
    return {
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def remove_prefix(installed: Installed) -> None:
    installed.prefix.stop()
    shutil.rmtree(installed.prefix.path, ignore_errors=True)
