#!/usr/bin/env python3
"""The two README commands: `play` sets up and starts the game, `test` sets up and runs the
whole test suite headless. Extra arguments go to the game or to pytest.

Standard library only, because it must run on a fresh Debian 12 that has nothing but python3.
Setting up means: a virtual environment in .venv, the package installed into it (editable;
`play` installs what playing needs, `test` adds the test extra) again only when pyproject.toml
or the version changed or the command needs an extra not yet installed, and on Linux the
system packages a window needs (for `test` also a virtual X screen and the packaging tools).
`play` first checks that there is a display to open the window on. System packages come from
apt-get when running as root; anyone else is told the exact line to run. Both problems end
with exit code 3, before anything is installed.
"""

import glob
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / "bin" / "python"
STAMP = VENV / "okpitch-install.sha256"
# What an install is made from: the requirements and extras, and the version the metadata takes.
INSTALL_INPUTS = ("pyproject.toml", "okpitch_desktop/_version.py")
NEEDS_SYSTEM_PACKAGES = 3
NO_DISPLAY = 3  # like a missing package: something the player sets right, then runs it again
NO_DISPLAY_MESSAGE = (
    "No display found: run this in a desktop session, or over ssh with X forwarding"
)
MIN_TEST_WORKERS, MAX_TEST_WORKERS = 2, 4  # pytest-xdist workers of the test command
# Qt platforms that draw without a display (QT_QPA_PLATFORM=offscreen is what tests use).
HEADLESS_PLATFORMS = ("offscreen", "minimal")
# The pyproject.toml extras each command needs; the game itself comes with every install.
EXTRAS = {"play": (), "test": ("test",)}

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


@contextmanager
def step(what: str) -> Iterator[None]:
    """Say what is being done, then how long it took: the first install takes a while."""
    say(what)
    started = time.monotonic()
    yield
    say(f"done in {time.monotonic() - started:.0f} s")


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
    apt_env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    with step(f"{reason}: installing {' '.join(packages)} with apt-get"):
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
    if importlib.util.find_spec("ensurepip") is None:
        # Debian and Ubuntu split ensurepip out of python3, so `python3 -m venv` fails there.
        if sys.platform != "linux":
            stop("this Python has no ensurepip, so it cannot create a virtual environment")
        install_system_packages(["python3-venv"], "python3 -m venv needs the python3-venv package")
    broken = VENV.exists()
    with step(".venv is broken: creating it again" if broken else "creating .venv"):
        if broken:
            shutil.rmtree(VENV)
        run([sys.executable, "-m", "venv", str(VENV)])


def read_stamp() -> tuple[str, set[str]]:
    """The digest of the last install and the extras it installed ("" and none if unknown)."""
    try:
        digest, *extras = STAMP.read_text().split()
    except (OSError, ValueError):
        return "", set()
    return digest, set(extras)


def install_package(extras: tuple[str, ...]) -> None:
    """pip install -e with ``extras``, skipped while the INSTALL_INPUTS and the checkout stay
    the same and an earlier install already brought those extras.

    The stamp names the extras installed, so `test` after `play` adds the test tools and
    `play` after `test` installs nothing (nor removes them). The checkout's path is hashed
    too: an editable install points at it, so a moved checkout needs a new install.
    """
    inputs = b"".join((ROOT / name).read_bytes() for name in INSTALL_INPUTS)
    digest = hashlib.sha256(bytes(ROOT) + inputs).hexdigest()
    stamped_digest, stamped_extras = read_stamp()
    installed = stamped_extras if stamped_digest == digest else set()
    if stamped_digest == digest and installed.issuperset(extras):
        say(".venv is up to date")
        return
    target = f".[{','.join(extras)}]" if extras else "."
    what = "the game and its test tools" if extras else "the game"
    STAMP.unlink(missing_ok=True)
    with step(f'installing {what} into .venv (pip install -e "{target}")'):
        run([str(VENV_PYTHON), "-m", "pip", "install", "--disable-pip-version-check",
             "--editable", target])  # fmt: skip
    STAMP.write_text(" ".join([digest, *sorted(installed | set(extras))]) + "\n")


def has_library(soname: str) -> bool:
    """Look where Debian (/usr/lib/<triplet>) and other distributions put shared libraries."""
    return any(glob.glob(f"{folder}/{soname}") for folder in ("/usr/lib/*", "/usr/lib64"))


# Tools the packaging tests run: PyInstaller's objdump and strip, and the validators of the
# desktop file and the AppStream metainfo.
PACKAGING_TOOLS = {"objdump": "binutils", "desktop-file-validate": "desktop-file-utils",
                   "appstreamcli": "appstream"}  # fmt: skip


def missing_window_libraries() -> list[str]:
    """The apt packages of Qt's xcb plugin libraries that this system lacks."""
    return [package for package, soname in XCB_LIBRARIES.items() if not has_library(soname)]


def qt_platform(environ: Mapping[str, str]) -> str:
    """The Qt platform plugin asked for, e.g. "offscreen" from "offscreen:fontengine=freetype"
    ("" when QT_QPA_PLATFORM is unset: Qt then picks xcb or wayland)."""
    return environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()


def display_problem(environ: Mapping[str, str]) -> str | None:
    """Why the game's window cannot open here, or None. On Linux a window needs an X or
    Wayland display, unless Qt is told to draw without one (offscreen)."""
    if sys.platform != "linux" or qt_platform(environ) in HEADLESS_PLATFORMS:
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY_MESSAGE


def ensure_play_system_packages(environ: Mapping[str, str]) -> None:
    """A window on the screen needs the libraries of Qt's xcb plugin (also on Wayland, where
    Qt falls back to XWayland); drawing offscreen needs none."""
    if sys.platform != "linux" or qt_platform(environ) in HEADLESS_PLATFORMS:
        return
    missing = missing_window_libraries()
    if missing:
        install_system_packages(missing, "the game's window needs X libraries")


def ensure_test_system_packages() -> None:
    """The real-window test needs Xvfb and the libraries of Qt's xcb plugin; the packaging
    tests need the tools above."""
    if sys.platform != "linux":
        return
    missing = [] if shutil.which("Xvfb") else ["xvfb"]
    missing += missing_window_libraries()
    missing += [package for tool, package in PACKAGING_TOOLS.items() if not shutil.which(tool)]
    if missing:
        install_system_packages(missing, "the tests need a virtual X screen and packaging tools")


def parallel_options(arguments: list[str]) -> list[str]:
    """pytest-xdist's options for the whole suite: a worker per core, two at least (a test
    that plays at animation speed mostly waits), four at most; each test file stays on one
    worker, in its order. Nothing when the caller chose (``-n``, ``-p no:xdist``)."""
    chosen = ("-n", "--numprocesses")
    if any(a.startswith(chosen) or a.endswith("no:xdist") for a in arguments):
        return []
    workers = min(max(os.cpu_count() or 1, MIN_TEST_WORKERS), MAX_TEST_WORKERS)
    return ["-n", str(workers), "--dist", "loadfile"]


def hand_over(arguments: list[str], **environment: str) -> NoReturn:
    """Become the game or pytest, so its exit code and Ctrl-C reach the caller unchanged."""
    sys.stdout.flush()
    os.execve(VENV_PYTHON, [str(VENV_PYTHON), *arguments], {**os.environ, **environment})


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("play", "test"):
        stop("usage: python3 packaging/quickstart.py play|test [arguments...]", 2)
    command, arguments = argv[0], argv[1:]
    os.chdir(ROOT)  # pip's ".[test]" and pytest's configuration are relative to the checkout
    # First the system: a missing display or system package is said before anything installs.
    if command == "play":
        problem = display_problem(os.environ)
        if problem:
            stop(problem, NO_DISPLAY)
        ensure_play_system_packages(os.environ)
    else:
        ensure_test_system_packages()
    ensure_venv()
    install_package(EXTRAS[command])
    if command == "play":
        say("starting the game")
        hand_over(["-m", "okpitch_desktop", *arguments])
    say("running the tests headless")
    pytest = ["-m", "pytest", *parallel_options(arguments), *arguments]
    hand_over(pytest, QT_QPA_PLATFORM="offscreen")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit(130)
