"""The wheel and the sdist of ``python -m build``, and the game installed from the wheel.

One build serves every test here: the sdist first, then the wheel built from the unpacked
sdist, as ``python -m build`` always does. ``--no-isolation`` builds with this venv's
setuptools (the test extra pins it), so nothing is downloaded. The wheel is then installed
into a fresh venv without its dependencies, which that venv reads from this project's venv
through a .pth file; the game must play a whole game from there, with its own resources.
"""

from __future__ import annotations

import configparser
import os
import runpy
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest
from helpers import shared_run
from helpers.clean_player import player_env

ROOT = Path(__file__).resolve().parents[2]
VERSION = runpy.run_path(str(ROOT / "okpitch_desktop" / "_version.py"))["__version__"]
WHEEL = f"okpitch_desktop-{VERSION}-py3-none-any.whl"
SDIST = f"okpitch_desktop-{VERSION}.tar.gz"
SDIST_TOP = f"okpitch_desktop-{VERSION}"
# never in the wheel: the test suite, the venv, the builds, the developer tools, the lab
NOT_IN_WHEEL = ("tests/", ".venv/", "packaging/", "dev/", "lab/", "docs/", "__pycache__/",
                "MEASUREMENTS.md")  # fmt: skip


@pytest.fixture(scope="module")
def dist(tmp_path_factory, worker_id) -> Path:
    """The folder with the sdist and the wheel that was built from it (one build in the
    checkout at a time: it writes its egg-info and sdist tree there)."""
    out = tmp_path_factory.mktemp("okpitch-dist")
    shared = shared_run.shared_folder(tmp_path_factory, worker_id)
    with shared_run.one_worker_at_a_time(shared, "checkout-build"):
        # setuptools starts the sdist's file list from the last build's SOURCES.txt: a stale
        # one (an earlier tree's) would name files that are gone. The build writes it anew.
        shutil.rmtree(ROOT / "okpitch_desktop.egg-info", ignore_errors=True)
        done = subprocess.run(
            [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
            capture_output=True,
            text=True,
            timeout=300,
        )
    assert done.returncode == 0, f"build failed:\n{done.stdout}\n{done.stderr}"
    assert sorted(path.name for path in out.iterdir()) == sorted([SDIST, WHEEL])
    return out


@pytest.fixture(scope="module")
def wheel_names(dist) -> set[str]:
    with zipfile.ZipFile(dist / WHEEL) as wheel:
        return set(wheel.namelist())


@pytest.fixture(scope="module")
def sdist_names(dist) -> set[str]:
    """The sdist's file names, without its top folder."""
    with tarfile.open(dist / SDIST) as sdist:
        return {member.name.removeprefix(f"{SDIST_TOP}/") for member in sdist if member.isfile()}


def scripts_dir(env: Path) -> Path:
    return env / ("Scripts" if sys.platform == "win32" else "bin")


def run(command: list[str | Path], **options) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, check=False, **options
    )
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def venv(dist, tmp_path_factory) -> Path:
    """A fresh venv with the wheel alone installed; its dependencies come from this venv."""
    env = tmp_path_factory.mktemp("okpitch-venv") / "env"
    run([sys.executable, "-m", "venv", env])
    python = scripts_dir(env) / "python"
    pip = [python, "-m", "pip", "install", "--no-deps", "--no-index", dist / WHEEL]
    run(pip, env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1"))
    site_packages = run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"])
    pth = Path(site_packages.stdout.strip()) / "okpitch_test_dependencies.pth"
    pth.write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    return env


def test_the_wheel_carries_every_module_and_the_win_table(wheel_names):
    package = ROOT / "okpitch_desktop"
    modules = {
        f"okpitch_desktop/{path.relative_to(package).as_posix()}" for path in package.rglob("*.py")
    }
    assert modules <= wheel_names, sorted(modules - wheel_names)
    for table in ("win_table.json", "win_table_6.json"):
        assert f"okpitch_desktop/ai/search/data/{table}" in wheel_names


def test_the_wheel_carries_the_resources_inside_the_package(wheel_names):
    resources = ROOT / "resources"
    expected = {
        f"okpitch_desktop/resources/{path.relative_to(resources).as_posix()}"
        for path in resources.rglob("*")
        if path.is_file()
    }
    assert expected <= wheel_names, sorted(expected - wheel_names)
    for name in (
        "translations/okpitch_ja.qm",
        "lessons/first_hand.json",
        "fonts/OkPitchSansJP-Regular.otf",
        "fonts/OFL.txt",
        "cards/classic/TS.svg",
        "cards/four_colour/back.svg",
        "icons/okpitch.svg",
        "help/rules.en.md",
    ):
        assert f"okpitch_desktop/resources/{name}" in wheel_names, name


def test_the_wheel_installs_both_commands(dist):
    with zipfile.ZipFile(dist / WHEEL) as wheel:
        text = wheel.read(f"okpitch_desktop-{VERSION}.dist-info/entry_points.txt").decode()
    entry_points = configparser.ConfigParser()
    entry_points.read_string(text)
    assert dict(entry_points["console_scripts"]) == {
        "okpitch": "okpitch_desktop.__main__:main",
        "okpitch-cli": "okpitch_desktop.cli:main",
    }


def test_the_wheel_leaves_out_tests_tools_caches_and_notes(wheel_names):
    tops = {name.split("/")[0] for name in wheel_names}
    assert tops == {"okpitch_desktop", f"okpitch_desktop-{VERSION}.dist-info"}
    junk = [name for name in wheel_names if any(part in name for part in NOT_IN_WHEEL)]
    assert not junk, junk
    assert not [name for name in wheel_names if name.endswith((".pyc", ".pyo"))]


def test_the_sdist_carries_what_the_wheel_is_built_from(sdist_names):
    for name in (
        "pyproject.toml",
        "setup.py",
        "MANIFEST.in",
        "README.md",
        "docs/levels.md",
        "PKG-INFO",
        "okpitch_desktop/__main__.py",
        "okpitch_desktop/ai/search/data/win_table.json",
        "resources/translations/okpitch_de.qm",
        "resources/fonts/OkPitchSansJP-Regular.otf",
        "resources/cards/classic/TS.svg",
        "tests/conftest.py",
        "packaging/make_card_art.py",
        "dev/make_cjk_font.py",
        "lab/match.py",
    ):
        assert name in sdist_names, name
    junk = [
        name
        for name in sdist_names
        if name.startswith(
            (".venv/", "build/", "dist/", ".pytest_cache/", ".hypothesis/", "lab/.releases/")
        )  # fmt: skip
        or "__pycache__/" in name
        or name.endswith((".pyc", ".pyo"))
    ]
    assert not junk, junk


def test_the_build_copies_nothing_into_the_checkouts_package(dist):
    assert not (ROOT / "okpitch_desktop" / "resources").exists()


def test_the_installed_game_runs_from_the_new_venv_with_its_own_resources(venv, tmp_path):
    code = (
        "import okpitch_desktop, okpitch_desktop.app.resources as r; "
        "print(okpitch_desktop.__file__); print(r.resources_dir())"
    )
    done = run([scripts_dir(venv) / "python", "-c", code], cwd=tmp_path)
    module, resources = (Path(line).resolve() for line in done.stdout.splitlines())
    assert module.is_relative_to(venv.resolve()), module
    assert resources == module.parent / "resources"


def test_the_installed_game_plays_a_whole_game(venv, tmp_path):
    done = run(
        [scripts_dir(venv) / "okpitch", "--self-test"],
        cwd=tmp_path,
        env=player_env(tmp_path),
        timeout=300,
    )
    assert "self-test passed" in done.stdout, done.stdout + done.stderr
    # the translations, the rules pages and the Japanese font came from the wheel's resources
    assert "languages en de fr ru ja sw" in done.stdout, done.stdout
    assert "; Japanese font " in done.stdout, done.stdout
