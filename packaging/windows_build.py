"""``build.py --windows``: the Windows installer, made on Linux.

1. the inputs, pinned and verified (windows_inputs.py): the embeddable CPython and the
   Windows wheels;
2. the game's own wheel, built from a copy of the sources (the checkout is not written to);
3. the program folder (windows_tree.py), in ``dist/okpitch-windows``;
4. ``makensis`` on windows/okpitch.nsi: ``dist/okpitch-<version>-setup.exe``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import windows_inputs
import windows_tree

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SCRIPT = PACKAGING / "windows" / "okpitch.nsi"
TREE_NAME = "okpitch-windows"
# What the game's wheel is built from (pyproject.toml and setup.py say what goes in it).
WHEEL_SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "okpitch_desktop",
                 "resources")  # fmt: skip
# The programs the build runs, by the Debian package that has them.
TOOLS = {"makensis": "nsis", "osslsigncode": "osslsigncode", "openssl": "openssl",
         "objdump": "binutils"}  # fmt: skip
COMPRESSIONS = ("lzma", "zlib")  # a release's, and the tests' quicker one


class BuildError(RuntimeError):
    """A step failed: the message says which and why."""


def missing_tools() -> dict[str, str]:
    """The programs the Windows build needs that this system lacks, with their packages."""
    return {tool: package for tool, package in TOOLS.items() if shutil.which(tool) is None}


def installer_path(dist: Path, version: str) -> Path:
    return dist / f"okpitch-{version}-setup.exe"


def build_installer(dist: Path, work: Path, icon: Path, version: str, compression: str) -> Path:
    """The installer in ``dist`` (and the program folder beside it); BuildError on failure."""
    inputs = work / "windows"
    try:
        embed = windows_inputs.embeddable_python(inputs)
        downloads = inputs / "downloads"
        wheels = windows_inputs.pip_download(windows_inputs.GAME_REQUIREMENTS, downloads,
                                             wheels=True)  # fmt: skip
    except windows_inputs.InputError as error:
        raise BuildError(str(error)) from error
    game_wheel = build_game_wheel(inputs / "game")
    tree = dist / TREE_NAME
    windows_tree.assemble(tree, embed, [game_wheel, *wheels], icon)
    uninstall_list = inputs / "uninstall.nsh"
    uninstall_list.write_text(uninstall_commands(tree), encoding="utf-8")
    installer = installer_path(dist, version)
    numbers = (re.findall(r"\d+", version)[:4] + ["0"] * 4)[:4]
    defines = {
        "TREE": tree,
        "OUTFILE": installer,
        "VERSION": version,
        "VERSION4": ".".join(numbers),
        "COMPRESSION": compression,
        "INSTALLED_KB": folder_size(tree) // 1024,
        "UNINSTALL_LIST": uninstall_list,
    }
    command = ["makensis", "-V2", "-INPUTCHARSET", "UTF8",
               *(f"-D{name}={value}" for name, value in defines.items()), str(SCRIPT)]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"makensis failed:\n{done.stdout[-3000:]}{done.stderr[-2000:]}")
    return installer


def build_game_wheel(folder: Path) -> Path:
    """The game's wheel, as ``python -m build --wheel`` makes it, from a copy of the sources
    (the build writes its egg-info and build folder beside them)."""
    shutil.rmtree(folder, ignore_errors=True)
    source = folder / "source"
    for name in WHEEL_SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            source.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, source / name)
    out = folder / "wheel"
    command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)]
    done = subprocess.run([*command, str(source)], capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"the game's wheel did not build:\n{done.stderr[-3000:]}")
    (wheel,) = out.glob("*.whl")
    return wheel


def uninstall_commands(tree: Path) -> str:
    """NSIS commands that remove every file of ``tree`` from $INSTDIR, then the bytecode
    Python wrote beside the modules, then the folders, deepest first (a folder that still
    holds a file of someone else's stays)."""
    files, folders = [], []
    for path in sorted(tree.rglob("*")):
        relative = str(path.relative_to(tree)).replace("/", "\\")
        if path.is_dir():
            folders.append(relative)
        else:
            files.append(f'Delete "$INSTDIR\\{relative}"')
    caches = [f'RMDir /r "$INSTDIR\\{folder}\\__pycache__"' for folder in folders
              if any((tree / folder.replace("\\", "/")).glob("*.py"))]  # fmt: skip
    removals = [f'RMDir "$INSTDIR\\{folder}"' for folder in sorted(folders, reverse=True)]
    return "\n".join([*files, *caches, *removals]) + "\n"


def folder_size(folder: Path) -> int:
    """Bytes of the files under ``folder``."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())
