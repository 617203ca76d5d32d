"""packaging/debian_libraries.json, the table quickstart reads before PySide6 is installed,
says what ldd and dpkg say of the installed PySide6 (`system_packages.py --write` renews it)."""

from __future__ import annotations

import shutil
import sys

import pytest
from helpers.repo_scripts import load_script

system_packages = load_script("packaging/system_packages.py")

debian_only = pytest.mark.skipif(
    sys.platform != "linux" or shutil.which("dpkg") is None, reason="the table is Debian's"
)


@debian_only
def test_the_table_matches_ldd_of_the_installed_pyside6():
    pyside = system_packages.pyside_folder()
    assert pyside is not None
    assert system_packages.table_problems(pyside) == []


def test_the_table_has_the_libraries_the_bare_debian_lacked():
    libraries = system_packages.load_table()["libraries"]
    qt = set(libraries["qt"].values())
    assert {"libglib2.0-0", "libegl1", "libfontconfig1", "libx11-6", "libxkbcommon0"} <= qt
    assert {"libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0"} <= set(
        libraries["window"].values()
    )
    assert set(libraries) == set(system_packages.QT_FILES)


@debian_only
def test_the_linker_cache_holds_this_machines_c_library():
    assert "libc.so.6" in system_packages.native_library_names()


def test_ldd_lines_are_read_as_found_missing_or_inside_the_wheel(monkeypatch, tmp_path):
    output = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibQt6Core.so.6 => /venv/PySide6/Qt/lib/libQt6Core.so.6 (0x7f)\n"
        "\tlibglib-2.0.so.0 => /lib/x86_64-linux-gnu/libglib-2.0.so.0 (0x7f)\n"
        "\tlibEGL.so.1 => not found\n"
    )

    class Done:
        stdout = output

    monkeypatch.setattr(system_packages.subprocess, "run", lambda *a, **k: Done())
    assert system_packages.linked_libraries([tmp_path / "QtGui.abi3.so"]) == {
        "libglib-2.0.so.0": "/lib/x86_64-linux-gnu/libglib-2.0.so.0",
        "libEGL.so.1": None,
    }
