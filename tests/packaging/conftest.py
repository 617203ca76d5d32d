"""Shared setup of the packaging tests: the Debian tools they need, and one release build.

The release build (``python packaging/build.py --deb``: the bundle, its tar.gz and the .deb,
packed with gzip where a release's is xz) is made once per test run, by the first worker
that needs it, and shared by the others (they wait for it under a lock). PyInstaller needs
``objdump`` and ``strip`` (package binutils) to build on Linux, and the desktop files are
checked with ``desktop-file-validate`` (desktop-file-utils) and ``appstreamcli``
(appstream). Missing ones are installed with apt-get when the tests run as root, as CI does;
anyone else is told the line to run: the build test then fails (it must run), the validating
tests are skipped.
"""

from __future__ import annotations

import platform
import runpy
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import windows_install
from helpers.repo_scripts import ROOT, load_script
from helpers.shared_run import once_per_run, shared_folder
from helpers.system_tools import ensure_tools

BUILD = ROOT / "packaging" / "build.py"
VERSION = runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]
BUILD_TOOLS = {"objdump": "binutils", "strip": "binutils"}
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


@pytest.fixture(scope="session")
def build_tools() -> dict[str, str]:
    tools = ensure_tools(BUILD_TOOLS)
    if isinstance(tools, str):
        pytest.fail(f"PyInstaller cannot build here: {tools}")
    return tools


@dataclass(frozen=True)
class ReleaseBuild:
    """What ``build.py --deb`` made in ``dist``, what it printed, and why there is no .deb
    (Debian's tools are missing) if there is none."""

    dist: Path
    output: str
    deb_problem: str | None = None

    @property
    def bundle(self) -> Path:
        return self.dist / "okpitch"

    @property
    def program(self) -> Path:
        return self.bundle / "okpitch"

    @property
    def archive(self) -> Path:
        return self.dist / f"okpitch-{VERSION}-linux-{platform.machine()}.tar.gz"

    @property
    def deb(self) -> Path:
        """The .deb (the test fails if it could not be built)."""
        if self.deb_problem:
            pytest.fail(f"the .deb cannot be built here: {self.deb_problem}")
        arch = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return self.dist / f"okpitch_{VERSION}_{arch.stdout.strip()}.deb"


def run_build(
    out: Path, deb: bool, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """``build.py`` (with ``--deb``, packed with quick gzip: a release's xz took 64 of the
    build's 100 s of processor time) into ``out``/dist, its work files in ``out``/work."""
    command = [sys.executable, str(BUILD), "--dist", str(out / "dist"), "--work", str(out / "work")]
    return subprocess.run(
        [*command, *(["--deb", "--deb-compression", "gzip"] if deb else [])],
        capture_output=True,
        text=True,
        timeout=900,
        env=env,
    )


@pytest.fixture(scope="session")
def built(tmp_path_factory, build_tools, worker_id) -> ReleaseBuild:
    """The run's one release build (made here by the first worker to ask)."""
    shared = shared_folder(tmp_path_factory, worker_id)
    out = shared / "release-build"

    def make() -> dict:
        deb_tools = ensure_tools(load_script("packaging/deb.py").TOOLS)
        problem = deb_tools if isinstance(deb_tools, str) else None
        started = time.monotonic()
        done = run_build(out, deb=problem is None)
        seconds = time.monotonic() - started
        return {"code": done.returncode, "output": done.stdout, "errors": done.stderr,
                "seconds": seconds, "deb_problem": problem}  # fmt: skip

    result = once_per_run(shared, "release-build", make)
    assert result["code"] == 0, f"build failed:\n{result['output']}\n{result['errors']}"
    print(f"built in {result['seconds']:.0f} s:\n{result['output']}")
    return ReleaseBuild(out / "dist", result["output"], result["deb_problem"])


@pytest.fixture(scope="session")
def validators() -> dict[str, str]:
    """Paths of desktop-file-validate and appstreamcli."""
    tools = ensure_tools(VALIDATORS)
    if isinstance(tools, str):
        pytest.skip(f"the desktop-file validators are missing: {tools}")
    return tools


@pytest.fixture(scope="module")
def windows_build(tmp_path_factory, worker_id) -> windows_install.WindowsBuild:
    """The run's one Windows installer build (tests/helpers/windows_install.py)."""
    windows_install.windows_tools()
    return windows_install.shared_build(shared_folder(tmp_path_factory, worker_id))


@pytest.fixture(scope="module")
def installed(windows_build, tmp_path_factory) -> Iterator[windows_install.Installed]:
    """The Windows game installed, in a prefix of the test file's own."""
    result = windows_install.install(windows_build, tmp_path_factory.mktemp("windows-installed"))
    yield result
    windows_install.remove_prefix(result)
