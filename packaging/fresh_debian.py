#!/usr/bin/env python3
"""The README on a machine that has nothing: a minimal Debian 12 with python3 alone.

    sudo python3 packaging/fresh_debian.py [root] [user] [deb] [--keep] [--work DIR]

Builds a Debian 12 (bookworm) chroot with ``debootstrap --variant=minbase``, installs
python3 alone (Debian's 3.11.2), then, each in a copy of that chroot:

- ``root``: clones the project (its committed HEAD) and runs the README's two commands as
  root: ``QT_QPA_PLATFORM=offscreen python3 packaging/quickstart.py play --self-test``, then
  ``python3 packaging/quickstart.py test``; both must exit 0.
- ``user``: the same ``play`` as a normal user, which must print exactly one apt line and
  exit 10; root runs that line; the user's ``play`` then passes, asking for nothing more.
- ``deb``: builds the .deb here (``packaging/build.py --deb`` with the project's .venv, which
  the test command sets up),
  installs it with ``apt-get install ./okpitch_*.deb``, runs ``okpitch --self-test``, purges
  it and its dependencies, and checks that no file of it is left.

Each step prints its time. Runs as root (debootstrap, chroot, mount), needs debootstrap and
git, and takes about 15 minutes, most of it the test suite: too slow for CI, run it before a
release. The network is this machine's: its Debian mirror, its resolv.conf, and the local
certificate authorities it trusts (/usr/local/share/ca-certificates, which a proxy between
this machine and PyPI may need), so pip and apt inside reach what they reach here.
``--keep`` leaves the chroots in the work folder (default /var/tmp/okpitch-fresh-debian)
to look around in.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SUITE = "bookworm"
DEFAULT_MIRROR = "http://deb.debian.org/debian"
PLAYER = "player"  # the normal user of the `user` scenario
PATH = {"root": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "user": "/usr/local/bin:/usr/bin:/bin"}  # fmt: skip
PLAY = "QT_QPA_PLATFORM=offscreen python3 packaging/quickstart.py play --self-test"
TEST = "python3 packaging/quickstart.py test"
MISSING_SYSTEM_PACKAGES = 10  # quickstart's exit code
SCENARIOS = ("root", "user", "deb")
WATCHED = ("usr", "opt", "etc")  # where a removed package must leave nothing
# Backups of the account files that adduser writes when a dependency's package adds a
# system user (dbus's messagebus): the system's own, which no purge removes.
ACCOUNT_BACKUPS = {"etc/passwd-", "etc/group-", "etc/shadow-", "etc/gshadow-"}


class Failed(Exception):
    """A step did not do what the README promises."""


def say(message: str) -> None:
    print(f"fresh-debian: {message}", flush=True)


@contextmanager
def step(what: str) -> Iterator[None]:
    say(what)
    started = time.monotonic()
    yield
    say(f"  {what}: {time.monotonic() - started:.0f} s")


def host_mirror() -> str:
    """The Debian archive this machine's apt uses (deb822 sources or sources.list)."""
    sources = sorted(Path("/etc/apt/sources.list.d").glob("*.sources"))
    for path in [*sources, Path("/etc/apt/sources.list")]:
        try:
            text = path.read_text()
        except OSError:
            continue
        for uri in re.findall(r"(?:^URIs:|^deb)\s+(?:\[[^]]*\]\s+)?(\S+)", text, re.MULTILINE):
            if not uri.rstrip("/").endswith("-security"):
                return uri
    return DEFAULT_MIRROR


def stream(command: list[str], show: bool = True) -> tuple[int, str]:
    """Run ``command`` showing its output as it comes (indented) unless told not to; its
    exit code and output."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    for line in process.stdout:
        lines.append(line)
        if show:
            print(f"    {line}", end="", flush=True)
    return process.wait(), "".join(lines)


def must(command: list[str]) -> str:
    code, output = stream(command)
    if code != 0:
        raise Failed(f"`{' '.join(command)}` exited {code}")
    return output


class Chroot:
    """A Debian tree with /proc, /dev and /sys mounted while in use."""

    def __init__(self, tree: Path) -> None:
        self.tree = tree

    def __enter__(self) -> Chroot:
        for source, target, how in (
            ("proc", "proc", ["-t", "proc"]),
            ("/dev", "dev", ["--rbind"]),
            ("/sys", "sys", ["--rbind"]),
        ):
            subprocess.run(["mount", *how, source, str(self.tree / target)], check=True)
            if how == ["--rbind"]:
                subprocess.run(["mount", "--make-rslave", str(self.tree / target)], check=True)
        shutil.copy("/etc/resolv.conf", self.tree / "etc" / "resolv.conf")
        return self

    def __exit__(self, *exc: object) -> None:
        for target in ("sys", "dev", "proc"):
            subprocess.run(["umount", "-R", "-l", str(self.tree / target)], check=False)

    def run(
        self, command: str, user: str = "root", show: bool = True, **environment: str
    ) -> tuple[int, str]:
        """``sh -c command`` inside, as ``user``, in a clean environment of that user."""
        home = "/root" if user == "root" else f"/home/{user}"
        env = {"PATH": PATH["root" if user == "root" else "user"], "HOME": home,
               "LANG": "C.UTF-8", "USER": user, **environment}  # fmt: skip
        pairs = [f"{name}={value}" for name, value in env.items()]
        userspec = [] if user == "root" else [f"--userspec={user}:{user}"]
        chroot = ["chroot", *userspec, str(self.tree), "/usr/bin/env", "-i", *pairs]
        return stream([*chroot, "/bin/sh", "-c", f"cd {home} && {command}"], show)

    def must(self, command: str, user: str = "root", show: bool = True, **environment: str) -> str:
        code, output = self.run(command, user, show, **environment)
        if code != 0:
            raise Failed(f"`{command}` as {user} exited {code}")
        return output

    def files(self) -> set[str]:
        """Every path under the watched folders."""
        return {
            str(path.relative_to(self.tree))
            for folder in WATCHED
            for path in (self.tree / folder).rglob("*")
        }


def mounted_under(tree: Path) -> list[str]:
    prefix = str(tree.resolve()) + "/"
    mounts = Path("/proc/mounts").read_text().split("\n")
    return [line.split()[1] for line in mounts if line and line.split()[1].startswith(prefix)]


def remove_tree(tree: Path) -> None:
    """Delete a chroot, never while something is still mounted inside it."""
    if not tree.exists():
        return
    if mounted_under(tree):
        raise Failed(f"{tree} still has mounts: {mounted_under(tree)}; not removing it")
    shutil.rmtree(tree)


def make_base(work: Path, mirror: str) -> Path:
    base = work / "base"
    remove_tree(base)
    with step(f"debootstrap --variant=minbase {SUITE} (from {mirror})"):
        must(["debootstrap", "--variant=minbase", SUITE, str(base), mirror])
    local_authorities = base / "usr" / "local" / "share" / "ca-certificates"
    local_authorities.mkdir(parents=True, exist_ok=True)
    for certificate in Path("/usr/local/share/ca-certificates").glob("*.crt"):
        shutil.copy(certificate, local_authorities / certificate.name)
    with Chroot(base) as chroot, step("apt-get install python3 (alone)"):
        chroot.must("apt-get install -y -q --no-install-recommends python3")
        chroot.must("python3 --version && apt-get clean")
    return base


def copy_of(base: Path, work: Path, name: str) -> Path:
    tree = work / name
    remove_tree(tree)
    must(["cp", "-a", str(base), str(tree)])
    return tree


def clone_into(tree: Path, home: str, owner: str = "root") -> None:
    """The committed project, as `git clone` would give it to a new user."""
    target = tree / home.lstrip("/") / "okpitch"
    must(["git", "clone", "--quiet", str(ROOT), str(target)])
    if owner != "root":
        must(["chroot", str(tree), "chown", "-R", f"{owner}:{owner}", f"{home}/okpitch"])


def as_root(base: Path, work: Path) -> None:
    tree = copy_of(base, work, "root")
    clone_into(tree, "/root")
    with Chroot(tree) as chroot:
        with step(f"as root: {PLAY}"):
            chroot.must(f"cd okpitch && {PLAY}")
        with step(f"as root: {TEST}"):
            chroot.must(f"cd okpitch && {TEST}")


def apt_line(output: str) -> str:
    """The one apt line quickstart printed, without the sudo or su around it."""
    lines = [line.strip() for line in output.splitlines() if "apt-get install" in line]
    if len(lines) != 1:
        raise Failed(f"quickstart printed {len(lines)} apt lines, not one: {lines}")
    match = re.fullmatch(r"(?:su -c|sudo sh -c) '(.*)'", lines[0])
    if match is None:
        raise Failed(f"not a line to paste: {lines[0]}")
    return match.group(1)


def as_user(base: Path, work: Path) -> None:
    tree = copy_of(base, work, "user")
    must(["chroot", str(tree), "useradd", "--create-home", "--shell", "/bin/sh", PLAYER])
    clone_into(tree, f"/home/{PLAYER}", PLAYER)
    with Chroot(tree) as chroot:
        with step(f"as {PLAYER}: {PLAY} (must ask for system packages once)"):
            code, output = chroot.run(f"cd okpitch && {PLAY}", PLAYER)
            if code != MISSING_SYSTEM_PACKAGES:
                raise Failed(f"play as {PLAYER} exited {code}, not {MISSING_SYSTEM_PACKAGES}")
            line = apt_line(output)
        with step(f"as root: {line}"):
            chroot.must(line)
        with step(f"as {PLAYER}: {PLAY} (must ask for nothing more)"):
            output = chroot.must(f"cd okpitch && {PLAY}", PLAYER)
            if "apt-get" in output:
                raise Failed(f"play as {PLAYER} asked for system packages again")


def build_deb(work: Path) -> Path:
    dist = work / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    project_python = ROOT / ".venv" / "bin" / "python"  # PyInstaller is there, after `test`
    python = str(project_python) if project_python.exists() else sys.executable
    with step("python packaging/build.py --deb (here, not in the chroot)"):
        must([python, str(PACKAGING / "build.py"), "--deb", "--dist", str(dist),
              "--work", str(work / "build")])  # fmt: skip
    debs = sorted(dist.glob("okpitch_*.deb"))
    if len(debs) != 1:
        raise Failed(f"build.py --deb left {len(debs)} .deb files in {dist}")
    return debs[0]


def install_deb(base: Path, work: Path, deb: Path | None = None) -> None:
    """apt-get install ./okpitch_*.deb, okpitch --self-test, purge: nothing of it left."""
    deb = deb or build_deb(work)
    tree = copy_of(base, work, "deb")
    shutil.copy(deb, tree / "tmp" / deb.name)
    with Chroot(tree) as chroot:
        before = chroot.files()
        with step(f"apt-get install ./{deb.name}"):
            chroot.must(f"cd /tmp && apt-get install -y -q ./{deb.name}")
        installed = chroot.must("dpkg -L okpitch", show=False).split()
        with step("okpitch --self-test"):
            output = chroot.must("okpitch --version && okpitch --self-test",
                                 QT_QPA_PLATFORM="offscreen")  # fmt: skip
            if "self-test passed" not in output:
                raise Failed("okpitch --self-test did not say it passed")
        with step("apt-get purge okpitch, then autoremove its dependencies"):
            chroot.must("apt-get purge -y -q okpitch && apt-get autoremove --purge -y -q")
            chroot.must("! dpkg -s okpitch 2>/dev/null")
        left = sorted(chroot.files() - before - ACCOUNT_BACKUPS)
    remains = [tree / path.lstrip("/") for path in installed]
    own = [str(path) for path in remains if path.is_file() or path.is_symlink()]
    if left or own:
        raise Failed(f"{len(left + own)} files left after the purge: {(own + left)[:20]}")
    say(f"  none of its {len(installed)} paths left, nothing new under /usr, /opt or /etc")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenarios", nargs="*", help=f"any of {', '.join(SCENARIOS)} (all)")
    parser.add_argument("--work", type=Path, default=Path("/var/tmp/okpitch-fresh-debian"))
    parser.add_argument("--keep", action="store_true", help="leave the chroots in --work")
    args = parser.parse_args(argv)
    chosen = args.scenarios or list(SCENARIOS)
    unknown = sorted(set(chosen) - set(SCENARIOS))
    if unknown:
        parser.error(f"no scenario {', '.join(unknown)}: choose from {', '.join(SCENARIOS)}")
    if os.geteuid() != 0:
        print("fresh-debian: run as root (debootstrap, chroot, mount)", file=sys.stderr)
        return 2
    for tool, package in (("debootstrap", "debootstrap"), ("git", "git")):
        if shutil.which(tool) is None:
            print(f"fresh-debian: needs {tool}: apt-get install {package}", file=sys.stderr)
            return 2
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()  # fmt: skip
    say(f"testing commit {commit} (uncommitted changes are not in the clone): {' '.join(chosen)}")
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    scenarios = {"root": as_root, "user": as_user, "deb": install_deb}
    try:
        base = make_base(work, host_mirror())
        for name in chosen:
            scenarios[name](base, work)
    except Failed as failure:
        say(f"FAILED: {failure}")
        return 1
    finally:
        if not args.keep:
            for name in ("base", *SCENARIOS):
                remove_tree(work / name)
    say(f"all passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
