"""The Debian package of the bundle: ``python packaging/build.py --deb``.

Lays out the package's files in ``<work>/deb/debian/okpitch/``, then
``dpkg-deb --build --root-owner-group``:

- ``/usr/lib/okpitch/``: the PyInstaller bundle, and ``/usr/bin/okpitch`` linking to it;
- the desktop entry, the AppStream metainfo and the icons in the hicolor sizes;
- ``/usr/share/doc/okpitch/`` (copyright, changelog), a manual page, lintian's overrides.

The libraries PyInstaller copied from this Debian system (the same GNU build id as the
system's file: X11, xcb, fontconfig, GLib...) are left out of the package, which depends on
their packages instead, so they get Debian's security updates; the bundle keeps what Debian
does not have (Qt and PySide6 from the wheels, the Python the build ran with). ``Depends``
is computed, not written: ``dpkg-shlibdeps`` on every ELF file of the package, Qt's plugins
included, finds the bundle's own libraries through their ``$ORIGIN`` run paths and names
the packages of the rest. A font is added: Qt finds fonts through fontconfig, and the bundle
carries only a Japanese one, loaded when the system has none.
Standard library only, like build.py.
"""

from __future__ import annotations

import datetime
import email.utils
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

LINUX = Path(__file__).resolve().parent / "linux"
METAINFO = LINUX / "org.okpitch.OkPitch.metainfo.xml"
PACKAGE = "okpitch"
MAINTAINER = "The okpitch-desktop authors <authors@okpitch.org>"
# Every Latin, Cyrillic and Greek letter of the game's languages, and a dependency of
# fontconfig's own configuration package in any case (its first alternative).
FONT = "fonts-dejavu-core"
SUMMARY = "partnership trick-taking card game against computer players"
DESCRIPTION = """\
Oklahoma Ten Point Pitch is a partnership trick-taking card game for four or
six players, with two jokers, an off-jack and a widow. Bid for the right to
name trump, take the widow, discard down, and play for the ten points of a
hand. This package plays it against computer partners and opponents, with
every variant of the rule book, an animated card table, saved games and
statistics, fully offline."""
# The programs --deb needs, with the Debian package of each.
TOOLS = {
    "dpkg-deb": "dpkg",
    "dpkg-shlibdeps": "dpkg-dev",
    "patchelf": "patchelf",
    "readelf": "binutils",
}
BUILD_ID = re.compile(r"Build ID: ([0-9a-f]+)")
LDCONFIG_LINE = re.compile(r"^\s*(\S+) \([^)]*\) => (\S+)$")
BOOTLOADER_OPENS = "libpython"
NOT_LINKED_TO_LIBC = "library-not-linked-against-libc"
# dpkg-deb's compression of the package's files: a release's xz (dpkg's default), or gzip -1
# for the tests, the same files packed in 1.5 s of processor time instead of 64 s (lintian
# finds the same in both).
COMPRESSIONS = {"xz": ("-Zxz",), "gzip": ("-Zgzip", "-z1")}


def missing_tools() -> dict[str, str]:
    """The programs of TOOLS that are not on PATH, with their packages."""
    return {tool: package for tool, package in TOOLS.items() if shutil.which(tool) is None}


def command(*args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    """Run a program and return its output; RuntimeError with its message if it fails."""
    done = subprocess.run(
        [str(arg) for arg in args], capture_output=True, text=True, cwd=cwd, env=env
    )
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines()
        errors = [line for line in lines if "error:" in line] or lines[-20:]
        raise RuntimeError(f"{args[0]} failed:\n" + "\n".join(errors[:20]))
    return done.stdout


def architecture() -> str:
    return command("dpkg", "--print-architecture").strip()


def metainfo() -> tuple[str, datetime.datetime]:
    """The homepage and the newest release's date (noon UTC) from the AppStream metainfo."""
    component = ET.parse(METAINFO).getroot()
    homepage = component.findtext("url[@type='homepage']")
    day = datetime.date.fromisoformat(component.find("releases/release").get("date"))
    noon = datetime.time(12, tzinfo=datetime.UTC)
    return homepage, datetime.datetime.combine(day, noon)


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def build_id(elf: Path) -> str | None:
    match = BUILD_ID.search(command("readelf", "--notes", elf))
    return match.group(1) if match else None


def system_libraries() -> dict[str, list[str]]:
    """The dynamic linker's cache: each library name with the paths that have it."""
    ldconfig = shutil.which("ldconfig", path=f"{os.defpath}:/sbin:/usr/sbin") or "ldconfig"
    found: dict[str, list[str]] = {}
    for line in command(ldconfig, "--print-cache").splitlines():
        match = LDCONFIG_LINE.match(line)
        if match:
            found.setdefault(match.group(1), []).append(match.group(2))
    return found


def drop_system_copies(app: Path) -> list[str]:
    """Delete the bundle's libraries that are this system's own files (the same build id):
    dpkg-shlibdeps then names their packages instead. The Python library, which the
    bootloader opens by its path in the bundle, becomes a link to the system's file; the
    packages of such links are returned, each with its version here at least."""
    system = system_libraries()
    linked = []
    for elf in elf_files(app):
        own = build_id(elf)
        twins = [Path(path) for path in system.get(elf.name, []) if Path(path).exists()]
        twin = next((path for path in twins if own and build_id(path) == own), None)
        if twin is None:
            continue
        twin = usr_path(twin)
        elf.unlink()
        if elf.name.startswith(BOOTLOADER_OPENS):
            elf.symlink_to(os.path.relpath(twin, installed(elf, app).parent))  # Policy 10.5
            linked.append(package_of(twin))
    dangling = [path for path in app.rglob("*") if path.is_symlink() and not resolves(path, app)]
    if dangling:
        raise RuntimeError(f"left without their libraries: {dangling}")
    return linked


def usr_path(path: Path) -> Path:
    """The path under /usr of a library the linker's cache names under /lib: with merged
    /usr (Debian 12) both are one file, and dpkg and Policy know the /usr one."""
    merged = Path("/usr") / path.relative_to("/")
    if path.parts[1] != "usr" and merged.exists() and merged.samefile(path):
        return merged
    return path


def installed(path: Path, app: Path) -> Path:
    """Where ``path``, a file of the package's ``app`` folder, lies once installed."""
    return Path("/usr/lib") / PACKAGE / path.relative_to(app)


def resolves(link: Path, app: Path) -> bool:
    """Whether ``link`` in the package's ``app`` folder will lead to a file once installed:
    one of the package's own, or one of this system's."""
    target = Path(os.path.normpath(installed(link, app).parent / link.readlink()))
    tree = app.parents[2]
    return (tree / target.relative_to("/")).exists() or target.exists()


def package_of(path: Path) -> str:
    """``name (>= version)`` of the installed Debian package that has ``path``."""
    name = command("dpkg-query", "--search", path).partition(":")[0]
    version = command("dpkg-query", "--showformat", "${Version}", "--show", name)
    return f"{name} (>= {version})"


def drop_foreign_runpaths(app: Path) -> None:
    """Keep only the bundle's own ($ORIGIN) library search paths: a Python built with an
    rpath (pyenv's) leaves the build machine's folder in every extension module."""
    for elf in elf_files(app):
        entries = [entry for entry in command("patchelf", "--print-rpath", elf).split(":")]
        entries = [entry.strip() for entry in entries if entry.strip()]
        own = [entry for entry in entries if entry.startswith("$ORIGIN")]
        if own != entries:
            change = ["--set-rpath", ":".join(own)] if own else ["--remove-rpath"]
            command("patchelf", *change, elf)


def needed(elf: Path) -> list[str]:
    """The libraries ``elf`` names as NEEDED in its dynamic section."""
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^]]+)\]", command("readelf", "-d", elf))


def lintian_overrides(app: Path) -> str:
    """The documented overrides that this build needs: the one for Python's extension
    modules without libc only when a module the package holds names libraries but not libc
    (pyenv's and python.org's builds: lintian gives a module that names none the other
    tag, shared-library-lacks-prerequisites). Links to Debian's own modules are not looked
    at, by lintian either."""
    text = (LINUX / "lintian-overrides").read_text("utf-8")
    dynload = (app / "_internal").glob("python3*/lib-dynload/*.so")
    held = [module for module in dynload if not module.is_symlink()]
    if not any(lacks_libc(module) for module in held):
        lines = text.splitlines(keepends=True)
        text = "".join(
            line for line in lines if not line.startswith(f"{PACKAGE}: {NOT_LINKED_TO_LIBC}")
        )
    return text


def lacks_libc(elf: Path) -> bool:
    """Whether ``elf`` names libraries, none of them libc (lintian's
    library-not-linked-against-libc)."""
    libraries = needed(elf)
    return bool(libraries) and not any(name.startswith("libc.so") for name in libraries)


def shlib_depends(source: Path, tree: Path) -> list[str]:
    """dpkg-shlibdeps on every ELF file of the package; ``source`` holds debian/control, and
    ``tree`` needs its DEBIAN folder for $ORIGIN to be understood."""
    (tree / "DEBIAN").mkdir(exist_ok=True)
    write(
        source / "debian/control", f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n"
    )
    elves = [f"-e{elf.relative_to(source)}" for elf in elf_files(tree)]
    output = command("dpkg-shlibdeps", "-O", "--ignore-missing-info", *elves, cwd=source)
    line = next(line for line in output.splitlines() if line.startswith("shlibs:Depends="))
    return [entry.strip() for entry in line.partition("=")[2].split(",") if entry.strip()]


def write(path: Path, content: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)


def gzipped(text: str) -> bytes:
    """gzip -9n: no name and no time in the header, as lintian asks."""
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def changelog(version: str, released: datetime.datetime) -> str:
    return textwrap.dedent(f"""\
        {PACKAGE} ({version}) unstable; urgency=medium

          * Release {version}: the whole game against computer players.

         -- {MAINTAINER}  {email.utils.format_datetime(released)}
        """)


def copyright_file(homepage: str, year: int) -> str:
    """DEP-5. The project declares no licence (README, pyproject.toml): this says so."""
    return textwrap.dedent(f"""\
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: okpitch-desktop
        Source: {homepage}
        Comment: The program is a PyInstaller bundle: it carries Python, Qt and
         PySide6 and the other modules it runs with, each under its own licence, in
         /usr/lib/okpitch.

        Files: *
        Copyright: {year} {MAINTAINER}
        License: none-declared
         The project has not published a licence: neither its README nor its
         pyproject.toml names one.

        Files: usr/lib/okpitch/_internal/PySide6/*
               usr/lib/okpitch/_internal/shiboken6/*
        Copyright: The Qt Company Ltd. and other contributors
        License: LGPL-3
         Qt and PySide6 are also offered under the GPL; this package uses them under
         the LGPL version 3, whose full text is in /usr/share/common-licenses/LGPL-3.

        Files: usr/lib/okpitch/_internal/resources/fonts/*
        Copyright: 2014-2021 Adobe (http://www.adobe.com/)
        License: OFL-1.1
         A subset of Noto Sans CJK JP under the SIL Open Font License 1.1; the full
         text is in /usr/lib/okpitch/_internal/resources/fonts/OFL.txt.

        Files: usr/lib/okpitch/_internal/resources/sounds/*
        Copyright: {year} {MAINTAINER}
        License: CC0-1.0
         Made for this game by dev/make_sounds.py and dedicated to the public domain
         under Creative Commons CC0 1.0 Universal, whose full text is in
         /usr/share/common-licenses/CC0-1.0.
        """)


def lay_out(tree: Path, bundle: Path, icons: Path, version: str) -> None:
    """Every file of the package under ``tree``, as it will lie under /."""
    homepage, released = metainfo()
    shutil.copytree(bundle, tree / "usr/lib" / PACKAGE, symlinks=True)
    (tree / "usr/bin").mkdir(parents=True)
    (tree / "usr/bin" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
    share = tree / "usr/share"
    write(share / "applications/okpitch.desktop", (LINUX / "okpitch.desktop").read_bytes())
    write(share / "metainfo" / METAINFO.name, METAINFO.read_bytes())
    shutil.copytree(icons / "hicolor", share / "icons/hicolor")
    doc = share / "doc" / PACKAGE
    write(doc / "copyright", copyright_file(homepage, released.year))
    write(doc / "changelog.gz", gzipped(changelog(version, released)))
    write(share / "man/man6/okpitch.6.gz", gzipped((LINUX / "okpitch.6").read_text("utf-8")))


def md5sums(tree: Path) -> str:
    """DEBIAN/md5sums, which `dpkg --verify` checks the installed files against."""
    files = sorted(path for path in tree.rglob("*") if path.is_file() and not path.is_symlink())
    return "".join(
        f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(tree)}\n"
        for path in files
    )


def installed_size_kib(tree: Path) -> int:
    """dpkg's Installed-Size: kibibytes, each file rounded up, one for each folder or link."""
    return sum(
        -(-path.lstat().st_size // 1024) if path.is_file() and not path.is_symlink() else 1
        for path in tree.rglob("*")
    )


def control(version: str, arch: str, depends: list[str], size: int, homepage: str) -> str:
    long = "\n".join(f" {line}" for line in DESCRIPTION.splitlines())
    return (
        textwrap.dedent(f"""\
        Package: {PACKAGE}
        Version: {version}
        Architecture: {arch}
        Maintainer: {MAINTAINER}
        Installed-Size: {size}
        Depends: {", ".join(depends)}
        Section: games
        Priority: optional
        Homepage: {homepage}
        Description: {SUMMARY}
        """)
        + f"{long}\n"
    )


def normalise(tree: Path, mtime: int) -> None:
    """Modes as Debian wants them (0755 for folders and programs, 0644 for the rest, shared
    libraries included) and one fixed time, so that a rebuild gives the same package."""
    for path in [tree, *tree.rglob("*")]:
        if not path.is_symlink():
            program = path.stat().st_mode & 0o111 and ".so" not in path.name
            path.chmod(0o755 if path.is_dir() or program else 0o644)
        os.utime(path, (mtime, mtime), follow_symlinks=False)


def build_deb(
    bundle: Path, icons: Path, version: str, dist: Path, work: Path, compression: str = "xz"
) -> Path:
    """``dist/okpitch_<version>_<arch>.deb`` from the bundle and the rendered icons, packed
    with ``compression`` (one of COMPRESSIONS); RuntimeError when a tool fails or the
    bundle's libraries cannot be accounted for."""
    arch = architecture()
    homepage, released = metainfo()
    source = work / "deb"
    tree = source / "debian" / PACKAGE
    shutil.rmtree(source, ignore_errors=True)
    lay_out(tree, bundle, icons, version)
    app = tree / "usr/lib" / PACKAGE
    linked = drop_system_copies(app)
    drop_foreign_runpaths(app)
    # after the system's copies are gone: an override for a dropped module is unused
    write(tree / "usr/share/lintian/overrides" / PACKAGE, lintian_overrides(app))
    depends = sorted([*shlib_depends(source, tree), *linked, FONT])
    size, sums = installed_size_kib(tree), md5sums(tree)
    write(tree / "DEBIAN/control", control(version, arch, depends, size, homepage))
    write(tree / "DEBIAN/md5sums", sums)
    mtime = str(int(released.timestamp()))
    normalise(tree, int(mtime))
    deb = dist / f"{PACKAGE}_{version}_{arch}.deb"
    env = {**os.environ, "SOURCE_DATE_EPOCH": mtime}  # the times inside the .deb's ar archive
    packing = COMPRESSIONS[compression]
    command("dpkg-deb", "--root-owner-group", *packing, "--build", tree, deb, env=env)
    return deb
