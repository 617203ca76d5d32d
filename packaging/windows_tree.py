"""The Windows program folder, assembled on any system from the verified inputs.

Layout (what the installer copies to ``%LOCALAPPDATA%\\Programs\\okpitch``)::

    python\\          the embeddable CPython (python.exe, pythonw.exe, python313.zip, ...)
    lib\\             the wheels, unpacked: okpitch_desktop with its resources, PySide6
                     trimmed to qt_parts.py, shiboken6, platformdirs, pyqtgraph, numpy
    okpitch.ico      the shortcuts' icon
    okpitch-cli.cmd  the command line (``okpitch-cli score RECORD``)

The embeddable CPython's ``._pth`` file names its search path: the standard library zip,
its own folder and ``..\\lib``. A ``._pth`` file also puts Python in isolated mode, so no
PYTHONPATH, user site-packages or current folder can change what the game imports.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import zipfile
from pathlib import Path

from qt_parts import KEEP_TRANSLATIONS, PYSIDE_MODULES, plugin_kept

PYTHON_DIR = "python"
LIB_DIR = "lib"
ICON = "okpitch.ico"
CLI = "okpitch-cli.cmd"
CLI_SCRIPT = '@"%~dp0python\\python.exe" -E -m okpitch_desktop.cli %*\r\n'  # -E: as the shortcut
# Top-level entries of PySide6 kept whole besides the modules, libraries, plugins and
# translations chosen below: the package's Python files and its signature support.
PYSIDE_KEEP_SUFFIXES = (".py",)
PYSIDE_KEEP_FOLDERS = ("support",)
# The embeddable CPython's OpenSSL: the game never goes online, and hashlib and hmac have
# their own built-in hashes (the Linux bundle leaves it out too).
EMBED_LEFT_OUT = ("libcrypto-3.dll", "libssl-3.dll", "_ssl.pyd", "_hashlib.pyd")
# What the other packages carry that the game never runs: their own tests and examples, and
# bytecode for other Pythons (PySide6's wheel has some for 3.10).
DROPPED_FOLDERS = ("numpy/_core/tests", "numpy/tests", "numpy/*/tests", "pyqtgraph/examples",
                   "**/__pycache__")  # fmt: skip


def assemble(tree: Path, embed: Path, wheels: list[Path], icon: Path) -> None:
    """Make ``tree`` anew from the embeddable CPython in ``embed``, the ``wheels`` (the game's
    own among them) and the icon."""
    shutil.rmtree(tree, ignore_errors=True)
    python = tree / PYTHON_DIR
    shutil.copytree(embed, python, ignore=lambda folder, names: EMBED_LEFT_OUT)
    (pth,) = python.glob("python3*._pth")
    pth.write_text("\r\n".join([pth.stem + ".zip", ".", f"..\\{LIB_DIR}", ""]), encoding="ascii")
    lib = tree / LIB_DIR
    for wheel in wheels:
        unpack_wheel(wheel, lib)
    trim_pyside(lib / "PySide6", [lib / "shiboken6"])
    for pattern in DROPPED_FOLDERS:
        for folder in list(lib.glob(pattern)):
            shutil.rmtree(folder, ignore_errors=True)  # (a folder inside one removed before)
    shutil.copyfile(icon, tree / ICON)
    (tree / CLI).write_bytes(CLI_SCRIPT.encode("ascii"))


def unpack_wheel(wheel: Path, lib: Path) -> None:
    """Install ``wheel`` into ``lib`` as pip would for a pure or platform library: its root
    and its ``.data/purelib`` and ``platlib``; scripts and headers are not needed."""
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            parts = info.filename.split("/")
            if parts[0].endswith(".data"):
                if parts[1] not in ("purelib", "platlib"):
                    continue
                parts = parts[2:]
            if info.is_dir() or not parts or ".." in parts:
                continue
            target = lib.joinpath(*parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(info))


def trim_pyside(pyside: Path, library_folders: list[Path]) -> None:
    """Keep of PySide6 the modules in qt_parts.PYSIDE_MODULES, the plugins and translations
    qt_parts keeps, and the libraries these load (read off their import tables); remove
    the rest (QML, WebEngine's data, the tools, the type stubs...)."""
    modules = [pyside / f"{name}.pyd" for name in PYSIDE_MODULES]
    plugins = [
        path
        for path in (pyside / "plugins").glob("*/*.dll")
        if plugin_kept(path.parent.name, path.name)
    ]
    libraries = needed_libraries([*modules, *plugins], [pyside, *library_folders])
    kept = {*modules, *plugins, *libraries}
    kept |= {path for path in pyside.glob("*") if path.suffix in PYSIDE_KEEP_SUFFIXES}
    kept |= {path for path in (pyside / "translations").glob("*.qm")
             if KEEP_TRANSLATIONS.match(path.name)}  # fmt: skip
    kept_folders = [pyside / name for name in PYSIDE_KEEP_FOLDERS]
    for path in sorted(pyside.rglob("*"), reverse=True):  # a folder's files before it
        if path in kept or any(path.is_relative_to(folder) for folder in kept_folders):
            continue
        if not path.is_dir():
            path.unlink()
        elif not any(path.iterdir()):
            path.rmdir()


def needed_libraries(start: list[Path], folders: list[Path]) -> set[Path]:
    """The DLLs in ``folders`` that the files in ``start`` load, directly or through each
    other (Windows' own DLLs are not in the folders and are left out)."""
    available: dict[str, Path] = {}
    for folder in folders:  # a DLL in two folders is taken from the first
        for path in folder.glob("*.dll"):
            available.setdefault(path.name.lower(), path)
    needed: set[Path] = set()
    todo = list(start)
    while todo:
        for name in imported_dll_names(todo.pop()):
            library = available.get(name.lower())
            if library is not None and library not in needed:
                needed.add(library)
                todo.append(library)
    return needed


def imported_dll_names(binary: Path) -> list[str]:
    """The DLL names in a PE file's import table (binutils' objdump reads PE files)."""
    done = subprocess.run(["objdump", "-p", str(binary)], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"objdump cannot read {binary}: {done.stderr.strip()}")
    return re.findall(r"DLL Name: (\S+)", done.stdout)
