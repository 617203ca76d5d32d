"""Shared setup of the packaging tests: the Debian tools they need, and one release build.

The release build (``python packaging/build.py --deb``: the bundle, its tar.gz and the
.deb) is made once per test run, by the first worker that needs it, and shared by the
others (they wait for it under a lock). PyInstaller needs ``objdump`` and ``strip``
(package binutils) to build on Linux, and the desktop files are checked with
``desktop-file-validate`` (desktop-file-utils) and ``appstreamcli`` (appstream). Missing
ones are installed with apt-get when the tests run as root, as CI does; anyone else is told
the line to run: the build test then fails (it must run), the validating tests are skipped.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import platform
import runpy
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers.repo_scripts import ROOT, load_script

BUILD = ROOT / "packaging" / "build.py"
VERSION = runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]
BUILD_TOOLS = {"objdump": "binutils", "strip": "binutils"}
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


def ensure_tools(tools: dict[str, str]) -> dict[str, str] | str:
    """Paths of the tools by name, installing their packages first if need be; or the reason
    they cannot be had."""
    packages = sorted({package for tool, package in tools.items() if shutil.which(tool) is None})
    if packages:
        command = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages]
        if os.geteuid() != 0 or shutil.which("apt-get") is None:
            return f"missing {', '.join(packages)}: run  sudo {' '.join(command)}"
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for step in (["apt-get", "update", "-q"], command):
            done = subprocess.run(step, capture_output=True, text=True, env=env, timeout=600)
            if done.returncode != 0:
                return f"`{' '.join(step)}` failed: {done.stderr.strip()[-500:]}"
    found = {tool: shutil.which(tool) for tool in tools}
    absent = [tool for tool, path in found.items() if path is None]
    return (
        f"installed {', '.join(packages)} but cannot find {', '.join(absent)}" if absent else found
    )


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
    """``build.py`` (with ``--deb``) into ``out``/dist, its work files in ``out``/work."""
    command = [sys.executable, str(BUILD), "--dist", str(out / "dist"), "--work", str(out / "work")]
    return subprocess.run(
        [*command, *(["--deb"] if deb else [])],
        capture_output=True,
        text=True,
        timeout=900,
        env=env,
    )


def shared_folder(tmp_path_factory, worker_id: str) -> Path:
    """The folder the run's xdist workers have in common (this run's own without xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base if worker_id == "master" else base.parent


@contextlib.contextmanager
def one_worker_at_a_time(folder: Path, name: str) -> Iterator[None]:
    """Hold the run's lock ``name`` (in ``folder``): a build that writes in the checkout or
    is shared waits for the workers' other one."""
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        yield


@pytest.fixture(scope="session")
def built(tmp_path_factory, build_tools, worker_id) -> ReleaseBuild:
    """The run's one release build (made here by the first worker to ask)."""
    shared = shared_folder(tmp_path_factory, worker_id)
    out, made = shared / "release-build", shared / "release-build.json"
    with one_worker_at_a_time(shared, "release-build"):
        if not made.exists():
            deb_tools = ensure_tools(load_script("packaging/deb.py").TOOLS)
            problem = deb_tools if isinstance(deb_tools, str) else None
            started = time.monotonic()
            done = run_build(out, deb=problem is None)
            seconds = time.monotonic() - started
            result = {"code": done.returncode, "output": done.stdout, "errors": done.stderr,
                      "seconds": seconds, "deb_problem": problem}  # fmt: skip
            made.write_text(json.dumps(result))
        result = json.loads(made.read_text())
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
