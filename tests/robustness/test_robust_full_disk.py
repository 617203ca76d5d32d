"""A first start on a full disk (issue 64): the game's folder is made, nothing can be
written in it, and closing gives no traceback (the lock's process id could not be written;
closing the lock once tried to write it again and raised). The disk is a real one: a
small tmpfs filled to the last byte, in a mount namespace of its own."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="a mount namespace (Linux)")

FIRST_START = """
import errno, sys
from pathlib import Path
from okpitch_desktop.app.saves.savegame import SaveStore
store = SaveStore(Path(sys.argv[1]) / "data")  # a first start: the folder is not there yet
assert store.acquire()
try:
    store.save({"format": "okpitch-save"})
except OSError as error:
    assert error.errno == errno.ENOSPC, error
else:
    raise AssertionError("the full disk took the save")
store.lock.release()  # what closing the window does
print("closed quietly")
"""


def on_a_full_disk(folder: Path, script: str) -> subprocess.CompletedProcess | None:
    """``script`` run with ``folder`` on a tmpfs filled to the last byte (None where no
    mount namespace can be made: no unshare, or no user namespaces for a normal user)."""
    quoted, python, check = map(shlex.quote, (str(folder), sys.executable, script))
    fill = f"dd if=/dev/zero of={quoted}/filler bs=4k 2>/dev/null; [ -s {quoted}/filler ]"
    mount = f"mount -t tmpfs -o size=256k tmpfs {quoted}"
    command = f"{mount} && {fill} && {python} -c {check} {quoted}"
    namespace = ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "-rm"]
    probe = subprocess.run([*namespace, "sh", "-c", f"{mount} && {fill}"], capture_output=True)
    if probe.returncode != 0:
        return None
    return subprocess.run([*namespace, "sh", "-c", command], capture_output=True, timeout=120)


def test_closing_after_a_first_start_on_a_full_disk_is_quiet(tmp_path) -> None:
    done = on_a_full_disk(tmp_path, FIRST_START)
    if done is None:
        pytest.skip("no mount namespace here (unshare)")
    err = done.stderr.decode()
    assert done.returncode == 0 and b"closed quietly" in done.stdout, err[-2000:]
    assert "Traceback" not in err
