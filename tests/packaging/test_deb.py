"""The Debian package, built the way a release is: ``python packaging/build.py --deb``.

The run's one release build (tests/packaging/conftest.py) serves every test here (its .deb
packed with gzip -1, where a release's is xz: the same files, which lintian judges alike).
The .deb must hold the bundle and the desktop files under /usr alone, owned by root; depend
on the Debian packages of the libraries it takes from the system (computed by
dpkg-shlibdeps, Qt's plugins included) rather than carry copies of them; pass lintian apart
from its documented overrides; and its command must run from the unpacked files. Installing
it on a bare Debian is packaging/fresh_debian.py's test.
"""

from __future__ import annotations

import runpy
import shutil
import subprocess
import sys
import sysconfig
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
VERSION = runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]
packaging_setup = load_script("tests/packaging/conftest.py")
ensure_tools, run_build = packaging_setup.ensure_tools, packaging_setup.run_build
NEEDS_SETUP = 3
FILES = (
    "usr/bin/okpitch",
    "usr/lib/okpitch/okpitch",
    "usr/share/applications/okpitch.desktop",
    "usr/share/metainfo/org.okpitch.OkPitch.metainfo.xml",
    "usr/share/icons/hicolor/scalable/apps/okpitch.svg",
    *(
        f"usr/share/icons/hicolor/{n}x{n}/apps/okpitch.png"
        for n in (16, 24, 32, 48, 64, 128, 256, 512)
    ),
    "usr/share/doc/okpitch/copyright",
    "usr/share/doc/okpitch/changelog.gz",
    "usr/share/man/man6/okpitch.6.gz",
    "usr/share/lintian/overrides/okpitch",
)
# Debian packages that Qt's libraries and its xcb plugin need, and the libraries of theirs
# that PyInstaller copies into the bundle: the .deb takes these from Debian instead.
SYSTEM_PACKAGES = (
    "libglib2.0-0",
    "libegl1",
    "libfontconfig1",
    "libx11-6",
    "libxkbcommon0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-xkb1",
)
SYSTEM_LIBRARIES = ("libglib-2.0.so.0", "libfontconfig.so.1", "libX11.so.6", "libxcb-cursor.so.0")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the Debian package is built on Linux"
)


@pytest.fixture(scope="module")
def lintian() -> str:
    tools = ensure_tools({"lintian": "lintian"})
    if isinstance(tools, str):
        pytest.skip(f"lintian is missing: {tools}")
    return tools["lintian"]


@pytest.fixture(scope="module")
def unpacked(built, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("okpitch-deb-files")
    subprocess.run(["dpkg-deb", "--extract", str(built.deb), str(folder)], check=True)
    return folder


def field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def test_a_library_the_linker_names_under_a_merged_lib_is_linked_by_its_usr_path():
    # Debian 12's ldconfig names /lib/x86_64-linux-gnu/libpython3.11.so.1.0, which dpkg
    # does not know: it knows the /usr path of that same file (the fresh-machine run failed).
    usr_path = load_script("packaging/deb.py").usr_path
    library = next(Path("/usr/lib").glob("*-linux-gnu/libc.so.6"))
    under_lib = Path("/lib") / library.relative_to("/usr/lib")
    if not (Path("/lib").is_symlink() and under_lib.exists()):
        pytest.skip("this system's /lib is not merged into /usr")
    assert usr_path(under_lib) == library
    assert usr_path(library) == library


def test_the_libc_override_is_kept_only_for_a_held_module_that_names_libraries_but_libc(
    tmp_path, build_tools
):
    # With Debian's Python the bundle's extension modules become links to Debian's own, and
    # what is left names no library at all (lintian's other tag): the override went unused
    # and lintian failed the fresh-machine run.
    deb = load_script("packaging/deb.py")
    modules = sorted(Path(sysconfig.get_config_var("DESTSHARED")).glob("*.so"))
    lacking = [module for module in modules if deb.lacks_libc(module)]
    bare = [module for module in modules if not deb.needed(module)]
    if not (lacking and bare):
        pytest.skip("this Python has no module that names libraries but libc, or none bare")
    dynload = tmp_path / "_internal" / "python3.11" / "lib-dynload"
    dynload.mkdir(parents=True)
    override = f"{deb.PACKAGE}: {deb.NOT_LINKED_TO_LIBC} "
    (dynload / lacking[0].name).symlink_to(lacking[0])
    shutil.copy(bare[0], dynload / bare[0].name)
    assert override not in deb.lintian_overrides(tmp_path)
    shutil.copy(lacking[0], dynload / f"copy-{lacking[0].name}")
    assert override in deb.lintian_overrides(tmp_path)


def test_build_names_the_debian_packages_it_lacks(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    done = run_build(tmp_path, deb=True, env={"PATH": str(empty)})
    assert done.returncode == NEEDS_SETUP, done.stdout + done.stderr
    assert "apt-get install binutils dpkg dpkg-dev patchelf" in done.stderr, done.stderr


def test_build_prints_the_size_of_the_deb(built):
    assert f"package {built.deb}: " in built.output and " MB compressed" in built.output


def test_deb_holds_the_bundle_and_desktop_files_under_usr_owned_by_root(built):
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(built.deb)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    entries = {line.split()[5].removeprefix("./"): line.split() for line in listing}
    assert not [path for path in FILES if path not in entries]
    assert all(path.startswith("usr/") for path in entries if path), sorted(entries)[:5]
    assert {entry[1] for entry in entries.values()} == {"root/root"}
    modes = {entry[0] for entry in entries.values()}
    assert modes == {"drwxr-xr-x", "-rw-r--r--", "-rwxr-xr-x", "lrwxrwxrwx"}, modes
    assert entries["usr/bin/okpitch"][-2:] == ["->", "../lib/okpitch/okpitch"]
    assert entries["usr/lib/okpitch/okpitch"][0] == "-rwxr-xr-x"


def test_deb_takes_the_libraries_debian_has_from_debian(built):
    inside = {path.name for path in (built.bundle / "_internal").iterdir()}
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(built.deb)], capture_output=True, text=True, check=True
    ).stdout
    shipped = {line.split()[5].rsplit("/", 1)[-1] for line in listing.splitlines()}
    assert set(SYSTEM_LIBRARIES) <= inside  # PyInstaller copied them from this system
    assert not set(SYSTEM_LIBRARIES) & shipped  # the .deb depends on their packages instead
    assert "libQt6Gui.so.6" in shipped  # Debian's differs
    # the bootloader opens it by its path in the bundle: a copy of the Python the bundle was
    # built with, or a link to Debian's own when that one built it
    python = [line.split() for line in listing.splitlines() if "libpython3.11.so.1.0" in line]
    assert len(python) == 1, python
    if python[0][0].startswith("l"):
        assert python[0][-1] == "../../x86_64-linux-gnu/libpython3.11.so.1.0"
        assert "libpython3.11 (>= " in field(built.deb, "Depends")


def test_deb_control_fields_and_computed_depends(built):
    homepage = ET.parse(LINUX / "org.okpitch.OkPitch.metainfo.xml").findtext(
        "url[@type='homepage']"
    )
    assert field(built.deb, "Package") == "okpitch"
    assert field(built.deb, "Version") == VERSION
    assert built.deb.name.endswith(f"_{field(built.deb, 'Architecture')}.deb")
    assert (field(built.deb, "Section"), field(built.deb, "Priority")) == ("games", "optional")
    assert field(built.deb, "Homepage") == homepage
    assert field(built.deb, "Maintainer")
    summary, _, long = field(built.deb, "Description").partition("\n")
    assert summary and len(long.split()) > 20
    installed_kib = int(field(built.deb, "Installed-Size"))
    assert 50_000 < installed_kib < 140_000, installed_kib
    depends = [entry.split(" (")[0] for entry in field(built.deb, "Depends").split(", ")]
    assert not [
        name for name in (*SYSTEM_PACKAGES, "libc6", "fonts-dejavu-core") if name not in depends
    ]


def available_versions(packages: list[str]) -> dict[str, list[str]]:
    """The versions of each of ``packages`` installed here or in the archives apt knows, from
    one dpkg-query and one apt-cache for them all (apt reads its whole cache at each start:
    0.6 s of processor time)."""
    versions: dict[str, list[str]] = {package: [] for package in packages}
    installed = subprocess.run(
        ["dpkg-query", "--showformat", "${Package} ${Version}\n", "--show", *packages],
        capture_output=True,
        text=True,
    ).stdout
    for line in installed.splitlines():
        package, _, version = line.partition(" ")
        if version:
            versions[package].append(version)
    archive = subprocess.run(["apt-cache", "show", *packages], capture_output=True, text=True)
    for stanza in archive.stdout.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in stanza.splitlines() if ": " in line[:60])
        if fields.get("Package") in versions and "Version" in fields:
            versions[fields["Package"]].append(fields["Version"])
    return versions


def satisfies(version: str, constraint: str) -> bool:
    """``constraint`` as Depends writes it after the name: "" or "(>= 2.36)"."""
    if not constraint:
        return True
    relation, wanted = constraint.strip("()").split()
    return subprocess.run(["dpkg", "--compare-versions", version, relation, wanted]).returncode == 0


def test_deb_depends_can_be_installed_on_this_debian(built):
    entries = field(built.deb, "Depends").split(", ")
    available = available_versions([entry.partition(" ")[0] for entry in entries])
    for entry in entries:
        name, _, constraint = entry.partition(" ")
        versions = available[name]
        assert any(satisfies(version, constraint) for version in versions), (entry, versions)


def test_deb_is_lintian_clean_apart_from_documented_overrides(built, lintian):
    done = subprocess.run(
        [lintian, "--display-info", str(built.deb)], capture_output=True, text=True, timeout=600
    )
    complaints = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert not complaints, done.stdout
    assert "unused-override" not in done.stdout, done.stdout  # each override still needed
    assert done.returncode == 0, done.stdout + done.stderr
    overrides = (LINUX / "lintian-overrides").read_text(encoding="utf-8").split("\n\n")
    assert all(block.lstrip().startswith("#") for block in overrides if block.strip())


def test_deb_desktop_files_are_valid(unpacked, validators):
    share = unpacked / "usr/share"
    desktop = subprocess.run(
        [validators["desktop-file-validate"], str(share / "applications/okpitch.desktop")],
        capture_output=True,
        text=True,
    )
    assert desktop.returncode == 0 and not desktop.stdout.strip(), desktop.stdout
    metainfo = share / "metainfo/org.okpitch.OkPitch.metainfo.xml"
    appstream = subprocess.run(
        [validators["appstreamcli"], "validate", "--no-net", str(metainfo)],
        capture_output=True,
        text=True,
    )
    assert appstream.returncode == 0, appstream.stdout + appstream.stderr


def test_deb_command_runs_from_the_unpacked_files(unpacked):
    python = unpacked / "usr/lib/okpitch/_internal/libpython3.11.so.1.0"
    if python.is_symlink():  # to Debian's, which its package installs under /
        system = unpacked / "usr/lib/x86_64-linux-gnu"
        system.mkdir(exist_ok=True)
        (system / python.name).symlink_to(f"/usr/lib/x86_64-linux-gnu/{python.name}")
    done = subprocess.run(
        [str(unpacked / "usr/bin/okpitch"), "--version"], capture_output=True, text=True
    )
    assert done.stdout == f"okpitch {VERSION}\n", done.stdout + done.stderr
