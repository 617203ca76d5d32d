#!/usr/bin/env python3
"""Build the game for people who double-click: ``python packaging/build.py``.

Run it inside the project's environment (the ``.venv`` that ``pip install -e ".[build]"``
set up); it installs nothing. The steps:

1. check the environment: PyInstaller present, the installed package's version the one in
   okpitch_desktop/_version.py (the bundle carries that metadata, so a stale install would lie);
2. render the icon's PNG, ICO and ICNS files from resources/icons/okpitch.svg (QtSvg);
3. run PyInstaller on packaging/okpitch.spec: ``dist/okpitch/`` with ``dist/okpitch/okpitch``;
4. per platform: on Linux ``dist/okpitch-<version>-linux-<arch>.tar.gz`` (the bundle, the
   install and uninstall scripts, the .desktop file, the AppStream metainfo and the icons);
   with ``--deb`` also ``dist/okpitch_<version>_<arch>.deb`` (packaging/deb.py);
   on macOS the .dmg;
5. print the size on disk, the compressed size and the build time.

``--windows`` (on Linux, or anywhere with the tools) makes the Windows installer instead,
without PyInstaller: ``dist/okpitch-<version>-setup.exe`` from the embeddable CPython and
the Windows wheels, pinned and verified (packaging/windows_build.py); ``--compression
zlib`` packs it faster than a release's LZMA, for the tests; ``--deb-compression gzip`` does
the same for the .deb (a release's is xz).

``--dist`` and ``--work`` put the output and PyInstaller's work files elsewhere (the tests
build into a temporary folder); ``--clean`` empties PyInstaller's cache first.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import os
import platform
import runpy
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import NoReturn

import deb  # packaging/, the script's own folder
import windows_build

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SPEC = PACKAGING / "okpitch.spec"
LINUX = PACKAGING / "linux"
APP_NAME = "okpitch"
DISTRIBUTION = "okpitch-desktop"
LINUX_FILES = ("install.sh", "uninstall.sh", "okpitch.desktop", "org.okpitch.OkPitch.metainfo.xml")
EXECUTABLE_FILES = ("install.sh", "uninstall.sh")
NEEDS_SETUP = 3
SETUP_LINE = 'inside the project\'s environment run:  pip install -e ".[build]"'


def say(message: str) -> None:
    print(f"build: {message}", flush=True)


def stop(message: str, code: int = 1) -> NoReturn:
    print(f"build: {message}", file=sys.stderr, flush=True)
    sys.exit(code)


def project_version() -> str:
    """The one version number, from okpitch_desktop/_version.py."""
    return runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]


def check_environment(version: str) -> None:
    """The build runs in the project's environment and installs nothing: say what is missing."""
    setup = SETUP_LINE
    if importlib.util.find_spec("PyInstaller") is None:
        stop(
            f"PyInstaller is not installed in this Python ({sys.executable}); {setup}", NEEDS_SETUP
        )
    try:
        installed = importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        stop(
            f"{DISTRIBUTION} is not installed in this Python ({sys.executable}); {setup}",
            NEEDS_SETUP,
        )
    if installed != version:
        stop(
            f"the installed {DISTRIBUTION} is {installed} but _version.py says {version}; " + setup,
            NEEDS_SETUP,
        )


def check_deb_tools() -> None:
    """--deb runs Debian's packaging tools: say which are missing, and their packages."""
    if not sys.platform.startswith("linux"):
        stop("--deb makes a Debian package: build it on Debian", NEEDS_SETUP)
    missing = deb.missing_tools()
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        stop(
            f"--deb needs {', '.join(missing)}: apt-get install {packages}",
            NEEDS_SETUP,
        )


def run(command: list[str], **kwargs) -> None:
    try:
        result = subprocess.run(command, **kwargs)
    except FileNotFoundError:
        stop(f"cannot run {command[0]}: not found")
    if result.returncode != 0:
        stop(f"`{' '.join(map(str, command))}` failed with exit code {result.returncode}")


def render_icons(icon_dir: Path) -> None:
    shutil.rmtree(icon_dir, ignore_errors=True)
    run(
        [sys.executable, str(PACKAGING / "make_icon.py"), "--render", str(icon_dir)],
        stdout=subprocess.DEVNULL,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def run_pyinstaller(dist: Path, work: Path, icon_dir: Path, clean: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
    ]
    if clean:
        command.append("--clean")
    run(command, env={**os.environ, "OKPITCH_ICON_DIR": str(icon_dir)})


def linux_archive(dist: Path, icon_dir: Path, version: str) -> Path:
    """The bundle with its desktop integration, as one tar.gz that unpacks into one folder."""
    top = f"{APP_NAME}-{version}"
    archive = dist / f"{APP_NAME}-{version}-linux-{platform.machine()}.tar.gz"

    def owner_neutral(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if Path(info.name).name in EXECUTABLE_FILES:
            info.mode = 0o755
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(dist / APP_NAME, arcname=f"{top}/{APP_NAME}", filter=owner_neutral)
        for name in LINUX_FILES:
            tar.add(LINUX / name, arcname=f"{top}/{name}", filter=owner_neutral)
        tar.add(icon_dir / "hicolor", arcname=f"{top}/icons/hicolor", filter=owner_neutral)
    return archive


def macos_dmg(dist: Path) -> Path:
    app = dist / "Oklahoma Ten Point Pitch.app"
    done = subprocess.run(
        [str(PACKAGING / "macos" / "make_dmg.sh"), str(app), str(dist)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        stop(f"make_dmg.sh failed: {done.stderr.strip()}")
    return Path(done.stdout.strip().splitlines()[-1])


def size_on_disk(folder: Path) -> tuple[int, int, int]:
    """(bytes of the files, bytes the disk allocates for them as du counts, number of files)."""
    apparent = allocated = files = 0
    for path in folder.rglob("*"):
        info = path.lstat()
        if path.is_symlink() or path.is_dir():
            continue
        apparent += info.st_size
        allocated += info.st_blocks * 512
        files += 1
    return apparent, allocated, files


def megabytes(count: int) -> str:
    return f"{count / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the okpitch bundle and its packages.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output (dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="work files (build/)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--deb", action="store_true", help="also the Debian package (Linux)")
    parser.add_argument("--windows", action="store_true", help="the Windows installer instead")
    parser.add_argument(
        "--compression",
        choices=windows_build.COMPRESSIONS,
        default=windows_build.COMPRESSIONS[0],
        help="the Windows installer's (zlib is quicker to pack: for tests)",
    )
    parser.add_argument(
        "--deb-compression",
        choices=deb.COMPRESSIONS,
        default="xz",
        help="the .deb's (gzip is quicker to pack: for tests)",
    )
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    started = time.perf_counter()

    version = project_version()
    if args.windows:
        return build_windows(dist, work, version, args.compression, started)
    check_environment(version)
    if args.deb:
        check_deb_tools()
    icon_dir = work / "icons"
    say(f"okpitch {version}: rendering the icons")
    render_icons(icon_dir)
    say("running PyInstaller on packaging/okpitch.spec")
    run_pyinstaller(dist, work, icon_dir, args.clean)
    bundle = dist / APP_NAME
    if not bundle.is_dir():
        stop(f"PyInstaller left no {bundle}")

    packages: list[Path | None] = []
    if sys.platform.startswith("linux"):
        say("packing the tar.gz")
        packages.append(linux_archive(dist, icon_dir, version))
        if args.deb:
            say("making the .deb")
            try:
                packages.append(
                    deb.build_deb(bundle, icon_dir, version, dist, work, args.deb_compression)
                )
            except RuntimeError as problem:
                stop(str(problem))
    elif sys.platform == "darwin":
        packages.append(macos_dmg(dist))

    report(bundle, packages, started)
    return 0


def build_windows(dist: Path, work: Path, version: str, compression: str, started: float) -> int:
    """The Windows installer and the program folder it installs, in ``dist``."""
    missing = windows_build.missing_tools()
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        stop(f"--windows needs {', '.join(missing)}: apt-get install {packages}", NEEDS_SETUP)
    if importlib.util.find_spec("build") is None:
        stop(f"the build module is missing in {sys.executable}; " + SETUP_LINE, NEEDS_SETUP)
    icon_dir = work / "icons"
    say(f"okpitch {version} for Windows: rendering the icons")
    render_icons(icon_dir)
    say(f"fetching and verifying the inputs, assembling, packing ({compression})")
    try:
        installer = windows_build.build_installer(
            dist, work, icon_dir / "okpitch.ico", version, compression
        )
    except windows_build.BuildError as error:
        stop(str(error))
    report(dist / windows_build.TREE_NAME, [installer], started)
    return 0


def report(folder: Path, packages: list[Path | None], started: float) -> None:
    """The program folder's size, each package's and the build time."""
    seconds = time.perf_counter() - started
    apparent, allocated, files = size_on_disk(folder)
    say(
        f"bundle {folder}: {megabytes(apparent)} in {files} files "
        f"({allocated / 2**20:.1f} MiB allocated on disk, as du counts)"
    )
    for package in filter(None, packages):
        say(f"package {package}: {megabytes(package.stat().st_size)} compressed")
    say(f"build time {seconds:.1f} s")


if __name__ == "__main__":
    sys.exit(main())
