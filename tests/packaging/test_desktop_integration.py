"""The desktop integration files: valid for the freedesktop tools, in step with the project.

No build here (test_bundle.py builds): these check the .desktop file and the AppStream
metainfo with the validators Debian ships, the icon against its script, and that the
installer recipes that cannot be built on Linux name the same ids and version source.
"""

from __future__ import annotations

import configparser
import os
import runpy
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "okpitch.desktop"
METAINFO = LINUX / "org.okpitch.OkPitch.metainfo.xml"
MAKE_ICON = ROOT / "packaging" / "make_icon.py"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def project_version() -> str:
    return runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]


def desktop_entry(path: Path = DESKTOP) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_file_is_valid(validators):
    done = subprocess.run(
        [validators["desktop-file-validate"], str(DESKTOP)], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_desktop_file_names_the_game_its_command_and_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Exec"] == "okpitch"  # install.sh rewrites it to the launcher's full path
    assert entry["Icon"] == "okpitch"
    assert entry["Terminal"] == "false"


def test_metainfo_is_valid(validators):
    done = subprocess.run(
        [validators["appstreamcli"], "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Infos are allowed (Debian 12's appstream 0.16 predates the <developer> tag); warnings not.
    assert "\nW:" not in "\n" + done.stdout and "\nE:" not in "\n" + done.stdout, done.stdout


def test_metainfo_has_what_software_centres_show():
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == "org.okpitch.OkPitch"
    assert component.find("launchable").text == DESKTOP.name
    assert component.find("description/p") is not None
    assert component.find("content_rating").get("type") == "oars-1.1"
    assert component.findall("screenshots/screenshot/image")
    assert component.find("provides/binary").text == "okpitch"
    newest = component.find("releases/release")
    assert newest.get("version") == project_version(), "add a <release> for the new version"
    assert newest.get("date")


def test_icon_svg_is_what_its_script_draws():
    done = subprocess.run(
        [sys.executable, str(MAKE_ICON), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_icon_renders_in_every_size_and_format(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(
        [sys.executable, str(MAKE_ICON), "--render", str(tmp_path)],
        check=True,
        capture_output=True,
        env=env,
    )
    for size in HICOLOR_SIZES:
        png = (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "okpitch.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "okpitch.svg").read_bytes() == (
        ROOT / "resources" / "icons" / "okpitch.svg"
    ).read_bytes()
    ico = (tmp_path / "okpitch.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)
    icns = (tmp_path / "okpitch.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_shell_scripts_parse():
    for script in (
        LINUX / "install.sh",
        LINUX / "uninstall.sh",
        ROOT / "packaging" / "macos" / "make_dmg.sh",
    ):
        assert os.access(script, os.X_OK), f"{script} is not executable"
        done = subprocess.run(["sh", "-n", str(script)], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def test_windows_and_macos_recipes_agree_with_the_linux_files():
    spec = (ROOT / "packaging" / "okpitch.spec").read_text(encoding="utf-8")
    assert 'BUNDLE_ID = "org.okpitch.OkPitch"' in spec
    assert '"NSHighResolutionCapable": True' in spec
    nsi = (ROOT / "packaging" / "windows" / "okpitch.nsi").read_text(encoding="utf-8")
    for line in (
        "RequestExecutionLevel user",
        'InstallDir "$LOCALAPPDATA\\Programs\\${APP_ID}"',
        'Section /o "$(DESKTOP_SHORTCUT)"',
        'CreateShortcut "$SMPROGRAMS\\${SHORTCUT}"',
        'VIProductVersion "${VERSION4}"',
    ):
        assert line in nsi, line
