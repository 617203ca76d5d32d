"""A first start on a full disk (issue 64): the session starts, deals, cannot save, says
so once, and closes without a traceback (the lock's process id could not be written, and
closing the lock once tried to write it again and raised: savefile.py:111). The disk is
a real one: a small tmpfs filled to the last byte, or to the last file it can hold (then
not even the game's folder can be made), in a mount namespace of its own."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="a mount namespace (Linux)")

FIRST_START = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession
folder = Path(sys.argv[1]) / "data"  # a first start: the folder is not there yet
session = GameSession(GameController(use_process=False, pace_ms=0), folder=folder)
session.start()  # a new game dealt: the autosave tries to write it
session.shutdown()  # what closing the window does
print(json.dumps(session.messages))
"""
FILLS = {  # what fills the disk, run in the folder mounted there
    "no-byte-left": "dd if=/dev/zero of=filler bs=4k 2>/dev/null; [ -s filler ]",
    "no-file-left": "i=0; while touch f$i 2>/dev/null; do i=$((i+1)); done; [ $i -gt 0 ]",
}


def on_a_full_disk(folder: Path, fill: str, script: str) -> subprocess.CompletedProcess | None:
    """``script`` run with ``folder`` on a tmpfs filled by ``fill`` (None where no mount
    namespace can be made: no unshare, or no user namespaces for a normal user)."""
    quoted, python, check = map(shlex.quote, (str(folder), sys.executable, script))
    full = f"mount -t tmpfs -o size=256k,nr_inodes=64 tmpfs {quoted} && (cd {quoted} && {fill})"
    namespace = ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "-rm"]
    if subprocess.run([*namespace, "sh", "-c", full], capture_output=True).returncode != 0:
        return None
    env = {**os.environ, "OKPITCH_HOME": str(folder / "home"), "QT_QPA_PLATFORM": "offscreen"}
    command = f"{full} && {python} -c {check} {quoted}"
    return subprocess.run(
        [*namespace, "sh", "-c", command], capture_output=True, timeout=120, env=env
    )


@pytest.mark.parametrize("fill", FILLS.values(), ids=FILLS.keys())
def test_a_first_start_on_a_full_disk_says_so_once_and_closes_quietly(tmp_path, fill) -> None:
    done = on_a_full_disk(tmp_path, fill, FIRST_START)
    if done is None:
        pytest.skip("no mount namespace here (unshare)")
    err = done.stderr.decode()
    assert done.returncode == 0 and "Traceback" not in err, err[-2000:]
    told = json.loads(done.stdout.decode().splitlines()[-1])
    assert sum(text.count("The game cannot be saved in") for text in told) == 1, told
