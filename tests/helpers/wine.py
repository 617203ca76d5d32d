"""Wine for the Windows tests: a fresh 64-bit prefix, and Windows programs run in it.

What Wine 8.0 (Debian 12) needs, each handled here rather than hidden:
- Qt6Core.dll imports ``icuuc.dll``, which Windows 10 1903 and later have and Wine 8.0 lacks:
  each test prefix gets a stand-in built from tests/windows/icuuc_stand_in.c with Debian's
  mingw-w64 (never shipped).
- Wine passes a variable named ``WINE<NAME>`` to the program as ``<NAME>`` (it drops
  ``QT_*`` otherwise): ``windows_env`` names the program's variables that way.
- Python stops at start (``init_sys_streams``: invalid handle) when its output is a plain
  file: programs run with their output piped.
- Wine's menu builder would write menu and icon files into the Linux home, and Wine would
  offer to download Mono and Gecko: all three are switched off.
- Wine draws with its own and the Linux system's fonts and leaves C:\\windows\\Fonts empty,
  where Windows keeps its fonts (and Qt's offscreen platform on Windows reads them): each
  prefix gets the DejaVu fonts there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path, PureWindowsPath

from helpers.repo_scripts import ROOT, load_script

# The programs the Windows tests and the build run, by the Debian package that has them.
_QUICKSTART = load_script("packaging/quickstart.py")
TOOLS = {**_QUICKSTART.windows_build.TOOLS, **_QUICKSTART.WINE_TEST_PROGRAMS}
STAND_IN_SOURCE = ROOT / "tests" / "windows" / "icuuc_stand_in.c"
# The Linux side's Qt and Python settings (the test command's bytecode folder, say), which a
# Windows program would read as its own.
HOST = ("QT_", "PYTHON")
SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")  # fonts-dejavu-core
QUIET = {
    "WINEDEBUG": "-all",
    "WINEARCH": "win64",
    "WINEDLLOVERRIDES": "winemenubuilder.exe=d;mscoree=d;mshtml=d",
}


def windows_env(variables: dict[str, str]) -> dict[str, str]:
    """``variables`` as a Windows program under Wine should see them."""
    return {f"WINE{name}": value for name, value in variables.items()}


@dataclass(frozen=True)
class WinePrefix:
    """One Wine prefix (a Windows user profile and its C: drive) in ``path``."""

    path: Path

    def env(self, variables: dict[str, str] | None = None, display: str | None = None) -> dict:
        """The environment of a Wine program in this prefix, with ``variables`` for it and,
        for a real window, the X ``display``."""
        base = {name: value for name, value in os.environ.items() if not name.startswith(HOST)}
        base.pop("DISPLAY", None)
        if display:
            base["DISPLAY"] = display
        return {**base, **QUIET, "WINEPREFIX": str(self.path), **windows_env(variables or {})}

    def run(
        self,
        command: list[str | Path],
        timeout: float,
        variables: dict[str, str] | None = None,
        display: str | None = None,
    ) -> subprocess.CompletedProcess:
        """Run a Windows program (``wine`` first in line) and wait for it; output piped."""
        return subprocess.run(
            ["wine", *map(str, command)],
            env=self.env(variables, display),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
        )

    def start(self, command: list[str | Path], display: str) -> subprocess.Popen:
        """Start a Windows program in a real window on ``display``, without waiting."""
        return subprocess.Popen(
            ["wine", *map(str, command)],
            env=self.env(display=display),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    def stop(self) -> None:
        """End every Wine process of this prefix."""
        subprocess.run(["wineserver", "-k"], env=self.env(), capture_output=True, timeout=60)

    @property
    def user_folder(self) -> Path:
        """The Windows user's profile folder (C:\\users\\NAME), on the Linux side."""
        users = [path for path in (self.path / "drive_c" / "users").iterdir()]
        return next(path for path in users if path.name != "Public")

    @property
    def local_appdata(self) -> Path:
        """%LOCALAPPDATA%, on the Linux side."""
        return self.user_folder / "AppData" / "Local"

    @property
    def start_menu(self) -> Path:
        """The user's Start menu programs folder, on the Linux side."""
        return self.user_folder / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs"

    def registry_values(self, key: str) -> dict[str, str]:
        """The values under ``key`` (HKCU\\...), by name, as ``reg query`` prints them."""
        done = self.run(["reg", "query", key], timeout=120)
        values = {}
        for line in done.stdout.splitlines():
            parts = line.split(None, 2)
            if len(parts) == 3 and parts[1].startswith("REG_"):
                values[parts[0]] = parts[2].strip()
        return values


def windows_path(path: Path) -> str:
    """A Linux path as Wine's Z: drive shows it."""
    return str(PureWindowsPath("Z:\\", *path.resolve().parts[1:]))


def missing_tools() -> list[str]:
    """The Debian packages of the tools this machine lacks."""
    return sorted({package for tool, package in TOOLS.items() if shutil.which(tool) is None})


def build_stand_in(folder: Path) -> Path:
    """The icuuc.dll stand-in, compiled into ``folder``."""
    dll = folder / "icuuc.dll"
    compile_it = ["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", str(dll),
                  str(STAND_IN_SOURCE), "-Wl,--export-all-symbols"]  # fmt: skip
    subprocess.run(compile_it, check=True, capture_output=True, timeout=120)
    return dll


def new_prefix(path: Path, stand_in: Path) -> WinePrefix:
    """A new 64-bit prefix in ``path`` with the icuuc.dll stand-in in its system folder and
    fonts in its font folder."""
    prefix = WinePrefix(path)
    subprocess.run(["wineboot", "-i"], env=prefix.env(), capture_output=True, timeout=300)
    subprocess.run(["wineserver", "-w"], env=prefix.env(), capture_output=True, timeout=300)
    windows = path / "drive_c" / "windows"
    shutil.copyfile(stand_in, windows / "system32" / "icuuc.dll")
    for font in SYSTEM_FONTS.glob("DejaVuSans*.ttf"):
        shutil.copyfile(font, windows / "Fonts" / font.name)
    return prefix
