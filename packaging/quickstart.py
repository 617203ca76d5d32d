#!/usr/bin/env python3
"""The two README commands: `play` sets up and starts the game, `test` sets up and runs the
whole test suite headless. Extra arguments go to the game or to pytest.

Standard library only, because it must run on a fresh Debian 12 that has nothing but python3.
Setting up means: on Linux the system packages first (the shared libraries Qt needs, read
off PySide6 by packaging/system_packages.py; python3-venv where Debian split it out; for
`test` also libpython for PyInstaller, a virtual X screen, fonts and the packaging tools),
all named in one apt line; then a virtual environment in .venv with the package installed
into it (editable; `play` installs what playing needs, `test` adds the test extra) again only
when pyproject.toml or the version changed or the command needs an extra not yet installed.
As root the system packages are installed with apt-get; anyone else is told the one line to
run. `play` first checks that there is a display to open the window on.
"""

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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import deb  # noqa: E402  (the script's folder, on any Python)
import system_packages  # noqa: E402
import windows_build  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / "bin" / "python"
STAMP = VENV / "okpitch-install.sha256"
# The test run's bytecode, outside the checkout: the children the tests start (search and
# review processes, command lines, the wheel's venv) then load the game compiled once.
TEST_PYCACHE = VENV / "pycache"
# What an install is made from: the requirements and extras, and the version the metadata takes.
INSTALL_INPUTS = ("pyproject.toml", "okpitch_desktop/_version.py")
# Exit codes of quickstart itself, apart from pytest's (0-5) and the game's (0, 1).
MISSING_SYSTEM_PACKAGES = 10
NO_DISPLAY = 11
SETUP_FAILED = 12
USAGE = 13
HELP = f"""usage: python3 packaging/quickstart.py play|test [arguments...]

  play   set up .venv with the game and start it (arguments go to the game,
         e.g. --self-test; QT_QPA_PLATFORM=offscreen draws without a display)
  test   set up .venv with the test tools and run the whole suite headless
         (arguments go to pytest, e.g. -x, -k name, -n 1)

Exit codes: the game's or pytest's own (pytest: 0 passed, 1 tests failed,
2 interrupted, 3 internal error, 4 usage, 5 no tests), or quickstart's:
  {MISSING_SYSTEM_PACKAGES}  system packages are missing: the one apt line to run is printed
      (as root quickstart installs them itself)
  {NO_DISPLAY}  no display to open the game's window on
  {SETUP_FAILED}  a setup step (venv, pip, apt-get) failed: its command is printed
  {USAGE}  unknown command
"""
NO_DISPLAY_MESSAGE = (
    "No display found: run this in a desktop session, or over ssh with X forwarding"
)
WORKERS_PER_CORE = 4  # pytest-xdist workers of the test command (its tests mostly wait)
MIN_TEST_WORKERS, MAX_TEST_WORKERS = 4, 8
# Qt platforms that draw without a display (QT_QPA_PLATFORM=offscreen is what tests use).
HEADLESS_PLATFORMS = ("offscreen", "minimal")
# The pyproject.toml extras each command needs; the game itself comes with every install.
EXTRAS = {"play": (), "test": ("test",)}
# The Windows installer's tests run it under Wine (tests/windows, test_windows_installer.py),
# with a stand-in for a DLL Wine lacks, compiled by mingw-w64.
WINE_TEST_PROGRAMS = {"wine": "wine", "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32"}
# Programs the tests run, by the Debian package that has them: a virtual X screen for the
# real-window test, PyInstaller's objdump and strip, the validators of the desktop file, the
# AppStream metainfo and the .deb, what building the .deb takes (packaging/deb.py), and what
# building the Windows installer takes and Wine.
TEST_PROGRAMS = {
    "Xvfb": "xvfb",
    "objdump": "binutils",
    "strip": "binutils",
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
    "lintian": "lintian",
    **deb.TOOLS,
    **windows_build.TOOLS,
    **WINE_TEST_PROGRAMS,
}
# What Wine needs for a real window and its fonts besides its own package (its recommends,
# which an apt line without them leaves out), and the fonts a test prefix's font folder gets.
WINE_COMPANIONS = (
    "fonts-wine", "fonts-dejavu-core", "libxrender1", "libxrandr2", "libxi6", "libxcursor1",
    "libxcomposite1", "libxinerama1", "libxfixes3", "libxxf86vm1",
)  # fmt: skip
# A font for the table's text where the system has none (a minimal Debian); the game brings
# only its Japanese subset.
FONT_PACKAGE = "fonts-dejavu-core"
FONT_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts")


def say(message: str) -> None:
    print(f"quickstart: {message}", flush=True)


def stop(message: str, code: int = SETUP_FAILED) -> NoReturn:
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


def apt_line(packages: list[str]) -> str:
    """The one command a person who is not root runs: with sudo where there is sudo, else
    through su (a minimal Debian has no sudo)."""
    apt = f"apt-get update && apt-get install -y --no-install-recommends {' '.join(packages)}"
    if shutil.which("sudo"):
        return f"sudo sh -c '{apt}'"
    return f"su -c '{apt}'"


def install_system_packages(packages: list[str]) -> None:
    """Install Debian packages as root; anyone else gets the one line to run and exit 10."""
    if os.geteuid() != 0:
        stop(
            f"missing system packages: {' '.join(packages)}\n"
            f"Run this, then the same command again:\n    {apt_line(packages)}",
            MISSING_SYSTEM_PACKAGES,
        )
    apt_env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    with step(f"installing the missing system packages with apt-get: {' '.join(packages)}"):
        run(["apt-get", "update", "-q"], env=apt_env)
        run(["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages], env=apt_env)


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
    if importlib.util.find_spec("ensurepip") is None:  # system_needs() named python3-venv
        stop("this Python has no ensurepip, so it cannot create a virtual environment")
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


def qt_parts(command: str, environ: Mapping[str, str]) -> list[str]:
    """The parts of Qt (system_packages.QT_FILES) the command loads: `play` the platform it
    draws on, `test` all of them (offscreen, a real window on Xvfb, and Wayland's, which
    the check of the library table reads)."""
    if command == "test":
        return list(system_packages.QT_FILES)
    if qt_platform(environ) in HEADLESS_PLATFORMS:
        return ["qt", "offscreen"]
    wayland = environ.get("WAYLAND_DISPLAY") and qt_platform(environ) in ("", "wayland")
    return ["qt", "window", "wayland"] if wayland else ["qt", "window"]


def needs_venv_package() -> list[str]:
    """Debian and Ubuntu split ensurepip out of python3, so `python3 -m venv` fails there."""
    if importlib.util.find_spec("ensurepip") is not None or VENV_PYTHON.exists():
        return []
    return [f"python3.{sys.version_info.minor}-venv"]


def needs_libpython(present: set[str]) -> list[str]:
    """PyInstaller bundles libpython, which Debian's python3 does not carry itself."""
    minor = sys.version_info.minor
    debian_python = sys.base_prefix == "/usr" and Path("/etc/debian_version").exists()
    if not debian_python or f"libpython3.{minor}.so.1.0" in present:
        return []
    return [f"libpython3.{minor}"]


def needs_a_font() -> list[str]:
    folders = (Path(folder).expanduser() for folder in FONT_FOLDERS)
    has_fonts = any(next(folder.rglob("*.[ot]tf"), None) for folder in folders if folder.is_dir())
    return [] if has_fonts else [FONT_PACKAGE]


def system_needs(command: str, environ: Mapping[str, str]) -> list[str]:
    """Every Debian package the command needs that this system lacks, for one apt line."""
    present = system_packages.native_library_names()
    needed = needs_venv_package()
    needed += system_packages.missing_library_packages(qt_parts(command, environ), present)
    if command == "test" or qt_platform(environ) not in HEADLESS_PLATFORMS:
        needed += needs_a_font()
    if command == "test":
        needed += needs_libpython(present)
        needed += [package for tool, package in TEST_PROGRAMS.items() if not shutil.which(tool)]
        if not shutil.which("wine"):
            needed += WINE_COMPANIONS
    return sorted(set(needed))


def ensure_system_packages(command: str, environ: Mapping[str, str]) -> None:
    if sys.platform != "linux" or not shutil.which("dpkg"):
        return  # not Debian's: the PySide6 wheel's libraries are the system's own business
    missing = system_needs(command, environ)
    if missing:
        install_system_packages(missing)


def check_installed_libraries(command: str, environ: Mapping[str, str]) -> None:
    """After pip: ldd of the installed PySide6 files finds everything, or is told what not
    (a library the table does not know yet, or one an apt line did not bring)."""
    if sys.platform != "linux":
        return
    pyside = system_packages.pyside_folder(str(VENV_PYTHON))
    if pyside is None:
        stop("PySide6 is not in .venv after the install")
    unresolved = system_packages.unresolved_libraries(pyside, qt_parts(command, environ))
    if not unresolved:
        return
    packages = sorted({package for package in unresolved.values() if package})
    unknown = sorted(soname for soname, package in unresolved.items() if package is None)
    if packages and not unknown:
        install_system_packages(packages)
        return
    stop(
        f"Qt cannot find these shared libraries: {' '.join(sorted(unresolved))}\n"
        "Install the packages that have them (apt-file search <name> tells which)"
        + (f", e.g.\n    {apt_line(packages)}" if packages else ""),
        MISSING_SYSTEM_PACKAGES,
    )


def parallel_options(arguments: list[str]) -> list[str]:
    """pytest-xdist's options for the whole suite: four workers per core (a test that plays
    at animation speed or waits for a child process mostly waits: on 2 cores, 8 workers take
    the suite from 278 s to 212 s), four at least, eight at most; each test file stays on one
    worker, in its order. Nothing when the caller chose (``-n``, ``-p no:xdist``)."""
    chosen = ("-n", "--numprocesses")
    if any(a.startswith(chosen) or a.endswith("no:xdist") for a in arguments):
        return []
    wanted = WORKERS_PER_CORE * (os.cpu_count() or 1)
    workers = min(max(wanted, MIN_TEST_WORKERS), MAX_TEST_WORKERS)
    return ["-n", str(workers), "--dist", "loadfile"]


def test_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """pytest's environment: headless, and its bytecode kept in TEST_PYCACHE even where
    PYTHONDONTWRITEBYTECODE is set (every child the tests start would compile the game
    anew: 240 s against 209 s in pytest on 2 cores)."""
    kept = {name: value for name, value in environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    return {**kept, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": str(TEST_PYCACHE)}


def hand_over(arguments: list[str], environ: Mapping[str, str]) -> NoReturn:
    """Become the game or pytest, so its exit code and Ctrl-C reach the caller unchanged."""
    sys.stdout.flush()
    os.execve(VENV_PYTHON, [str(VENV_PYTHON), *arguments], dict(environ))


def main(argv: list[str]) -> None:
    if argv[:1] in (["-h"], ["--help"]):
        print(HELP, end="")
        return
    if not argv or argv[0] not in ("play", "test"):
        stop(HELP.split("\n\n")[0], USAGE)
    command, arguments = argv[0], argv[1:]
    os.chdir(ROOT)  # pip's ".[test]" and pytest's configuration are relative to the checkout
    # First the system: a missing display or system package is said before anything installs.
    if command == "play":
        problem = display_problem(os.environ)
        if problem:
            stop(problem, NO_DISPLAY)
    ensure_system_packages(command, os.environ)
    ensure_venv()
    install_package(EXTRAS[command])
    check_installed_libraries(command, os.environ)
    if command == "play":
        say("starting the game")
        hand_over(["-m", "okpitch_desktop", *arguments], os.environ)
    say("running the tests headless")
    pytest = ["-m", "pytest", *parallel_options(arguments), *arguments]
    hand_over(pytest, test_environment(os.environ))


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit(130)
