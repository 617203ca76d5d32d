#!/usr/bin/env python3
"""The Debian packages of the shared libraries that the game's Qt needs, read off PySide6.

quickstart must name every missing system library *before* it installs PySide6, so that one
apt line covers them all. It cannot run ``ldd`` on a PySide6 it has not installed yet, so the
answer is a table, ``packaging/debian_libraries.json``, written by this script from ``ldd`` of
the installed PySide6 files the game uses (by part: Qt itself, a window on X or Wayland,
drawing offscreen, the tests' QtTest), each library outside the wheel mapped to its Debian
package with ``dpkg -S``. Nobody writes it by hand:

    python packaging/system_packages.py --write   # after a PySide6 upgrade, on Debian 12
    python packaging/system_packages.py --check   # the table matches the installed PySide6

tests/packaging/test_system_packages.py runs the check, so a stale table fails the suite.
After the install quickstart runs ``ldd`` itself (``unresolved_libraries``), so a library the
table missed is still named rather than left to an ImportError.

Standard library only: quickstart imports it on a machine that has nothing but python3.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

TABLE = Path(__file__).resolve().parent / "debian_libraries.json"

# The PySide6 files each part of the game loads, relative to the PySide6 package; ldd of
# each gives its libraries and theirs (the Qt libraries inside the wheel are skipped).
QT_FILES: dict[str, tuple[str, ...]] = {
    "qt": (
        "QtCore.abi3.so",
        "QtGui.abi3.so",
        "QtWidgets.abi3.so",
        "QtSvg.abi3.so",
        "Qt/plugins/imageformats/libqsvg.so",
        "Qt/plugins/iconengines/libqsvgicon.so",
    ),
    # a window on X, and on Wayland through XWayland when the Wayland plugin cannot load
    "window": (
        "Qt/plugins/platforms/libqxcb.so",
        "Qt/plugins/xcbglintegrations/libqxcb-egl-integration.so",
        "Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    ),
    "wayland": ("Qt/plugins/platforms/libqwayland.so",),
    "offscreen": (
        "Qt/plugins/platforms/libqoffscreen.so",
        "Qt/plugins/platforms/libqminimal.so",
    ),
    "tests": ("QtTest.abi3.so",),
}
# Folders of the wheels themselves: what ldd finds there comes with pip, not with apt.
WHEEL_FOLDERS = ("PySide6", "shiboken6")
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)")


def pyside_folder(python: str = sys.executable) -> Path | None:
    """Where PySide6 is installed for ``python`` (found without importing it), or None."""
    find = (
        "import importlib.util as u; s = u.find_spec('PySide6'); "
        "print(s.submodule_search_locations[0] if s else '')"
    )
    done = subprocess.run([python, "-c", find], capture_output=True, text=True)
    folder = done.stdout.strip()
    return Path(folder) if done.returncode == 0 and folder else None


def part_files(pyside: Path, parts: Iterable[str]) -> list[Path]:
    return [pyside / relative for part in parts for relative in QT_FILES[part]]


def linked_libraries(files: Iterable[Path]) -> dict[str, str | None]:
    """Each shared library the files need from the system (soname -> path, None when ldd
    finds none), in the order ldd names them."""
    found: dict[str, str | None] = {}
    for file in files:
        done = subprocess.run(["ldd", str(file)], capture_output=True, text=True)
        for line in done.stdout.splitlines():
            match = LDD_LINE.match(line)
            if match is None:
                continue
            soname, where = match.groups()
            path = None if where == "not found" else where
            inside_wheel = path is not None and any(
                f"/{folder}/" in path for folder in WHEEL_FOLDERS
            )
            if not inside_wheel and found.get(soname) is None:
                found[soname] = path
    return found


def native_library_names() -> set[str]:
    """Sonames in the dynamic linker's cache for this machine's own architecture (on a
    multiarch system, those with the flags of the C library this Python runs on)."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        listing = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
    except OSError:
        return set()
    entries = re.findall(r"^\s+(\S+) \(([^)]*)\) => (\S+)$", listing, re.MULTILINE)
    libc = os.path.realpath(own_libc() or "/nowhere")
    own = {flags for soname, flags, path in entries if os.path.realpath(path) == libc}
    return {soname for soname, flags, _ in entries if not own or flags in own}


def own_libc() -> str | None:
    """The path of the C library mapped into this process."""
    try:
        maps = Path("/proc/self/maps").read_text()
    except OSError:
        return None
    match = re.search(r"(/\S*/libc\.so\.6)$", maps, re.MULTILINE)
    return match.group(1) if match else None


def load_table() -> dict:
    return json.loads(TABLE.read_text(encoding="utf-8"))


def missing_library_packages(parts: Iterable[str], present: set[str]) -> list[str]:
    """The Debian packages that ship the table's libraries for ``parts`` that are absent."""
    libraries = load_table()["libraries"]
    packages = {
        package
        for part in parts
        for soname, package in libraries[part].items()
        if soname not in present
    }
    return sorted(packages)


def unresolved_libraries(pyside: Path, parts: Iterable[str]) -> dict[str, str | None]:
    """After the install: each library ldd cannot find, with its package when the table
    knows it (None otherwise)."""
    known = {
        soname: package
        for libraries in load_table()["libraries"].values()
        for soname, package in libraries.items()
    }
    missing = linked_libraries(part_files(pyside, parts))
    return {soname: known.get(soname) for soname, path in missing.items() if path is None}


def spellings(path: str) -> set[str]:
    """The names dpkg may have recorded for ``path``: itself, its target, each with and
    without the /usr of a merged /usr."""
    names = {path, os.path.realpath(path)}
    return names | {name[4:] if name.startswith("/usr/") else "/usr" + name for name in names}


def debian_packages_of(paths: Iterable[str]) -> dict[str, str]:
    """The package that installed each path (paths no package owns are left out)."""
    paths = list(paths)
    asked = sorted({name for path in paths for name in spellings(path)})
    done = subprocess.run(["dpkg", "-S", *asked], capture_output=True, text=True)
    owner: dict[str, str] = {}
    for line in done.stdout.splitlines():
        packages, _, name = line.partition(": ")
        owner[name.strip()] = packages.split(",")[0].split(":")[0].strip()
    return {
        path: owner[name] for path in paths for name in sorted(spellings(path)) if name in owner
    }


def table_from_ldd(pyside: Path) -> tuple[dict[str, dict[str, str]], list[str]]:
    """The table as ldd and dpkg give it now, and the problems that keep it from being whole."""
    linked = {part: linked_libraries(part_files(pyside, [part])) for part in QT_FILES}
    owners = debian_packages_of(
        path for found in linked.values() for path in found.values() if path
    )
    libraries: dict[str, dict[str, str]] = {}
    problems: list[str] = []
    for part, found in linked.items():
        libraries[part] = {}
        for soname, path in found.items():
            if path in owners:
                libraries[part][soname] = owners[path]
            else:
                problems.append(f"{part}: {soname} ({path or 'not found'}) belongs to no package")
    return libraries, problems


def installed_pyside_version(pyside: Path) -> str:
    found = sorted(pyside.parent.glob("PySide6_Essentials-*.dist-info"))
    return found[-1].name.split("-")[1] if found else "unknown"


def table_problems(pyside: Path) -> list[str]:
    """How the stored table differs from what ldd says of the installed PySide6."""
    stored = load_table()
    libraries, problems = table_from_ldd(pyside)
    version = installed_pyside_version(pyside)
    if stored.get("pyside6") != version:
        problems.append(f"the table is for PySide6 {stored.get('pyside6')}, {version} is installed")
    for part, wanted in libraries.items():
        have = stored["libraries"].get(part, {})
        for soname in sorted(wanted.keys() - have.keys()):
            problems.append(f"{part}: {soname} ({wanted[soname]}) is missing from the table")
        for soname in sorted(have.keys() - wanted.keys()):
            problems.append(f"{part}: {soname} is in the table but no longer linked")
        for soname in sorted(wanted.keys() & have.keys()):
            if wanted[soname] != have[soname]:
                problems.append(f"{part}: {soname} is in {wanted[soname]}, not {have[soname]}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", action="store_true", help=f"write {TABLE.name}")
    action.add_argument("--check", action="store_true", help=f"compare {TABLE.name} with ldd")
    args = parser.parse_args(argv)
    pyside = pyside_folder()
    if pyside is None:
        print("PySide6 is not installed in this Python", file=sys.stderr)
        return 1
    if args.check:
        problems = table_problems(pyside)
        print("\n".join(problems) or f"{TABLE.name} matches PySide6 in {pyside}")
        return 1 if problems else 0
    libraries, problems = table_from_ldd(pyside)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    table = {"pyside6": installed_pyside_version(pyside), "libraries": libraries}
    TABLE.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {TABLE} ({sum(map(len, libraries.values()))} libraries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
