#!/usr/bin/env python3
"""The two README commands: `play` sets up and starts the game, `test` sets up and runs the
whole test suite headless. Extra arguments go to the game or to pytest.

Standard library only, because it must run on a fresh Debian 12 that has nothing but python3.
Setting up means: a virtual environment in .venv, the package installed into it (editable,
with its test extra) again only when pyproject.toml changed, and for `test` on Linux the system
packages a real window on a virtual X screen needs. System packages come from apt-get when
running as root; anyone else is told the exact line to run (exit code 3).
"""

import glob
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / "bin" / "python"
STAMP = VENV / "okpitch-install.sha256"
NEEDS_SYSTEM_PACKAGES = 3

# What Qt's xcb platform plugin links beyond a bare Debian 12, by the apt package that ships it.
# Without icccm4 and keysyms1 the plugin aborts and wrongly blames libxcb-cursor0.
XCB_LIBRARIES = {
    "libxcb-icccm4": "libxcb-icccm.so.4",
    "libxcb-keysyms1": "libxcb-keysyms.so.1",
    "libxcb-cursor0": "libxcb-cursor.so.0",
    "libxkbcommon-x11-0": "libxkbcommon-x11.so.0",
    "libxcb-randr0": "libxcb-randr.so.0",
    "libxcb-render-util0": "libxcb-render-util.so.0",
    "libxcb-shape0": "libxcb-shape.so.0",
    "libxcb-image0": "libxcb-image.so.0",
}


def say(message: str) -> None:
    print(f"quickstart: {message}", flush=True)


def stop(message: str, code: int = 1) -> NoReturn:
    print(f"quickstart: {message}", file=sys.stderr, flush=True)
    sys.exit(code)


def run(command: list[str], env: dict[str, str] | None = None) -> None:
    """Run a setup step; a failing step ends quickstart with the step named."""
    try:
        result = subprocess.run(command, env=env)
    except FileNotFoundError:
        stop(f"cannot run {command[0]}: not found")
    if result.returncode != 0:
        stop(f"`{' '.join(command)}` failed with exit code {result.returncode}")


def install_system_packages(packages: list[str], reason: str) -> None:
    """Install Debian packages as root; anyone else gets the exact command and exit code 3."""
    install = ["apt-get", "install", "-y", "--no-install-recommends", *packages]
    if os.geteuid() != 0:
        stop(
            f"{reason}. Run this, then try again:\n    sudo {' '.join(install)}",
            NEEDS_SYSTEM_PACKAGES,
        )
    say(f"{reason}: installing {' '.join(packages)} with apt-get")
    apt_env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-q"], env=apt_env)
    run([*install, "-q"], env=apt_env)


def venv_is_usable() -> bool:
    """A .venv whose Python is gone, too old, or lacks pip (an earlier failed run) is broken."""
    check = "import sys, pip; sys.exit(sys.version_info < (3, 11))"
    try:
        return subprocess.run([VENV_PYTHON, "-c", check], capture_output=True).returncode == 0
    except OSError:
        return False


def ensure_venv() -> None:
    if venv_is_usable():
        return
    if VENV.exists():
        say(".venv is broken: creating it again")
        shutil.rmtree(VENV)
    else:
        say("creating .venv")
    if importlib.util.find_spec("ensurepip") is None:
        # Debian and Ubuntu split ensurepip out of python3, so `python3 -m venv` fails there.
        if sys.platform != "linux":
            stop("this Python has no ensurepip, so it cannot create a virtual environment")
        install_system_packages(["python3-venv"], "python3 -m venv needs the python3-venv package")
    run([sys.executable, "-m", "venv", str(VENV)])


def install_package() -> None:
    """pip install -e ".[test]", skipped while pyproject.toml and the checkout stay the same.

    The checkout's path is hashed too: an editable install points at it, so a moved checkout
    needs a new install.
    """
    digest = hashlib.sha256(bytes(ROOT) + (ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == digest:
        say(".venv is up to date")
        return
    say('installing the game and its test tools into .venv (pip install -e ".[test]")')
    STAMP.unlink(missing_ok=True)
    pip = [str(VENV_PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run([*pip, "--editable", ".[test]"])
    STAMP.write_text(digest + "\n")


def has_library(soname: str) -> bool:
    """Look where Debian (/usr/lib/<triplet>) and other distributions put shared libraries."""
    return any(glob.glob(f"{folder}/{soname}") for folder in ("/usr/lib/*", "/usr/lib64"))


# Tools the packaging tests run: PyInstaller's objdump and strip, and the validators of the
# desktop file and the AppStream metainfo.
PACKAGING_TOOLS = {"objdump": "binutils", "desktop-file-validate": "desktop-file-utils",
                   "appstreamcli": "appstream"}  # fmt: skip


def ensure_test_system_packages() -> None:
    """The real-window test needs Xvfb and the libraries of Qt's xcb plugin; the packaging
    tests need the tools above."""
    if sys.platform != "linux":
        return
    missing = [] if shutil.which("Xvfb") else ["xvfb"]
    missing += [package for package, soname in XCB_LIBRARIES.items() if not has_library(soname)]
    missing += [package for tool, package in PACKAGING_TOOLS.items() if not shutil.which(tool)]
    if missing:
        install_system_packages(missing, "the tests need a virtual X screen and packaging tools")


def hand_over(arguments: list[str], **environment: str) -> NoReturn:
    """Become the game or pytest, so its exit code and Ctrl-C reach the caller unchanged."""
    sys.stdout.flush()
    os.execve(VENV_PYTHON, [str(VENV_PYTHON), *arguments], {**os.environ, **environment})


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("play", "test"):
        stop("usage: python3 packaging/quickstart.py play|test [arguments...]", 2)
    command, arguments = argv[0], argv[1:]
    os.chdir(ROOT)  # pip's ".[test]" and pytest's configuration are relative to the checkout
    if command == "test":
        ensure_test_system_packages()  # first: a missing system package is said before pip
    ensure_venv()
    install_package()
    if command == "play":
        say("starting the game")
        hand_over(["-m", "okpitch_desktop", *arguments])
    say("running the tests headless")
    hand_over(["-m", "pytest", *arguments], QT_QPA_PLATFORM="offscreen")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit(130)
