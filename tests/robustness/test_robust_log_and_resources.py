"""The log and the game's resources never stop or hang it (issue 64): a pipe or a link
at ``okpitch.log`` (never written through), a log that cannot be written (a full disk, a
read-only folder) turn the log file off with one line on standard error and never a
``--- Logging error ---``; a missing, damaged, huge or pipe lesson or rules page turns off
that one feature with one plain message, in the real window, and the game goes on."""

from __future__ import annotations

import errno
import io
import logging
import os
import shutil
from pathlib import Path

import pytest
from helpers.fifos import freed_if_stuck
from helpers.launcher import environment, first_paint
from helpers.table_driver import make_window
from PySide6.QtGui import QAction

import okpitch_desktop
from okpitch_desktop.app import logs
from okpitch_desktop.app.paths import HOME_OVERRIDE, log_dir
from okpitch_desktop.app.practice import lesson
from okpitch_desktop.app.resources import resources_dir
from okpitch_desktop.engine import parse_card
from okpitch_desktop.ui.dialogs import rules_page
from okpitch_desktop.ui.dialogs.rules_page import RulesDialog
from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps

POSIX_ONLY = pytest.mark.skipif(os.name == "nt", reason="FIFOs and links as POSIX has them")
LOGGING_ERROR = "--- Logging error ---"
GIVEN_UP = "cannot be used"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """The game's folders under ``tmp_path / "home"``, its log folder made."""
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    log_dir().mkdir(parents=True)
    return tmp_path / "home"


def log_twice() -> None:
    logs.logger().warning("first line")
    logs.logger().warning("second line")


def told_once(capsys) -> str:
    err = capsys.readouterr().err
    assert LOGGING_ERROR not in err and err.count(GIVEN_UP) == 1, err
    return err


# ---------------------------------------------------------------------- the log
@POSIX_ONLY
def test_a_fifo_at_the_log_is_never_waited_on(home, capsys) -> None:
    fifo = log_dir() / logs.LOG_NAME
    os.mkfifo(fifo)
    with freed_if_stuck(fifo) as stuck:
        log_twice()
    assert not stuck
    assert "second line" in told_once(capsys)  # the log goes on, to standard error
    assert fifo.is_fifo()


@POSIX_ONLY
@pytest.mark.parametrize("target", ["a-file-of-the-players", "nowhere"])
def test_a_link_at_the_log_is_never_written_through(home, tmp_path, capsys, target) -> None:
    aimed = tmp_path / target
    if target != "nowhere":
        aimed.write_bytes(b"kept")
    (log_dir() / logs.LOG_NAME).symlink_to(aimed)
    log_twice()
    assert "a link" in told_once(capsys)
    if target == "nowhere":
        assert not aimed.exists()  # nothing created through the link
    else:
        assert aimed.read_bytes() == b"kept"


class FullDisk(io.StringIO):
    """A log file's stream on a full disk."""

    def write(self, _text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_turns_the_log_file_off_with_one_line(home, capsys) -> None:
    log = logs.logger()
    (handler,) = [h for h in log.handlers if isinstance(h, logging.FileHandler)]
    handler.stream = FullDisk()
    log_twice()
    err = told_once(capsys)
    assert "No space left on device" in err and "second line" in err


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="POSIX permissions, which root passes"
)
def test_a_read_only_log_folder_is_said_once(home, capsys) -> None:
    log_dir().chmod(0o555)
    try:
        log_twice()
    finally:
        log_dir().chmod(0o755)
    assert "Permission denied" in told_once(capsys)


@POSIX_ONLY
def test_a_fifo_at_the_log_does_not_hang_the_start(home) -> None:
    fifo = log_dir() / logs.LOG_NAME
    os.mkfifo(fifo)
    settings = home / "config" / "settings.json"
    settings.parent.mkdir()
    settings.write_bytes(b'{"tour_seen": true')  # cut short: set aside, and that is logged
    assert environment(home)["OKPITCH_HOME"] == str(home)
    with freed_if_stuck(fifo) as stuck:
        done = first_paint(home)
    assert not stuck
    err = done.stderr.decode()
    assert err.count(GIVEN_UP) == 1 and LOGGING_ERROR not in err and "set aside" in err


# ---------------------------------------------------------------------- the resources
def real(path: Path) -> bytes:
    return path.read_bytes()


LESSON = real(lesson.lesson_file())
RULES = real(rules_page.resources_dir() / "help" / "rules.en.md")


def unfinished_lesson() -> bytes:
    import json

    record = json.loads(LESSON)
    record["plays"] = record["plays"][:5]
    return json.dumps(record).encode()


def place(path: Path, content: bytes | str | None) -> None:
    """``content`` at ``path``: bytes, "fifo", "folder", "loop" (a link to itself), or
    nothing (None)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == "fifo":
        os.mkfifo(path)
    elif content == "folder":
        path.mkdir()
    elif content == "loop":
        path.symlink_to(path)
    elif isinstance(content, bytes):
        path.write_bytes(content)


BAD_FILES = {
    "missing": None,
    "not-utf8": b'{"format": "okpitch-hand/1\xff"}\n# \xff\xfe',
    "huge": b" " * 2_000_000,
    "folder": "folder",
    "fifo": pytest.param("fifo", marks=POSIX_ONLY),
    "loop": pytest.param("loop", marks=POSIX_ONLY),
}
BAD_LESSONS = {
    **BAD_FILES,
    "empty": b"",
    "cut-short": LESSON[: len(LESSON) // 2],
    "not-a-hand": b'{"x": 1}',
    "unfinished-hand": unfinished_lesson(),
    "huge": LESSON + b" " * 2_000_000,
}
BAD_RULES = {**BAD_FILES, "huge": RULES + b"\n" * 2_000_000}


@pytest.mark.parametrize("content", BAD_LESSONS.values(), ids=BAD_LESSONS.keys())
def test_a_bad_lesson_turns_the_lesson_off_with_one_message(qtbot, tmp_path, monkeypatch, content):
    path = tmp_path / "resources" / "lessons" / "first_hand.json"
    place(path, content)
    monkeypatch.setattr(lesson, "lesson_file", lambda: path)
    window = make_window(qtbot, speed="normal")
    with freed_if_stuck(path) as stuck:
        window.findChild(QAction, "lesson_action").trigger()
    assert not stuck and window.dialogs.lesson_table is None
    (box,) = window.dialogs.boxes  # one message, in a box over the table
    assert box.text().startswith("The lesson cannot be opened: "), box.text()
    window.new_game(seed=2)  # the game goes on
    qtbot.waitUntil(lambda: window.turn.observation is not None, timeout=60_000)


@pytest.mark.parametrize("content", BAD_RULES.values(), ids=BAD_RULES.keys())
def test_a_bad_rules_page_is_said_plainly_in_the_rules_window(
    qtbot, tmp_path, monkeypatch, content
):
    folder = tmp_path / "resources"
    place(folder / "help" / "rules.en.md", content)
    monkeypatch.setattr(rules_page, "resources_dir", lambda: folder)
    window = make_window(qtbot, speed="normal")
    with freed_if_stuck(folder / "help" / "rules.en.md") as stuck:
        window.findChild(QAction, "rules_action").trigger()
    assert not stuck
    (dialog,) = window.findChildren(RulesDialog)
    text = dialog.browser.toPlainText()
    assert text.startswith("The rules cannot be shown: rules.en.md"), text[:200]
    assert "Reinstall the game" in text and dialog.isVisible()


def test_a_good_rules_page_is_still_shown(qtbot) -> None:
    window = make_window(qtbot, speed="normal")
    window.findChild(QAction, "rules_action").trigger()
    (dialog,) = window.findChildren(RulesDialog)
    assert "The options of this game" in dialog.browser.toPlainText()


@POSIX_ONLY
@pytest.mark.parametrize("resource", ["icons/okpitch.svg", "cards/classic/back.svg"])
def test_a_fifo_at_a_picture_does_not_hang_the_start(tmp_path, resource) -> None:
    """Qt reads the icon as the application is made and the cards' back at the first
    paint: a copy of the game with a pipe there still starts (without the icon, with a
    plain back), said in the log."""
    program = tmp_path / "program"
    package = Path(okpitch_desktop.__file__).parent
    shutil.copytree(package, program / package.name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(resources_dir(), program / package.name / "resources")
    picture = program / package.name / "resources" / resource
    picture.unlink()
    os.mkfifo(picture)
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_bytes(b'{"tour_seen": true}')
    with freed_if_stuck(picture) as stuck:
        first_paint(home, program)
    assert not stuck
    log = (home / "log" / "okpitch.log").read_text(encoding="utf-8")
    assert f"{picture.name} cannot be used: it is not a regular file" in log


BAD_PICTURES = {  # (a pipe: the test above, in a process of its own, since Qt blocks on
    "back": (b"", "back"),  # it holding the interpreter, where no test could free it)
    "AS": (None, "AS"),
    "TD": (b"<svg", "TD"),
    "RJ": ("folder", "RJ"),
}


@pytest.mark.parametrize("content, stem", BAD_PICTURES.values(), ids=BAD_PICTURES.keys())
def test_a_card_picture_that_cannot_be_used_is_drawn_plain(qapp, tmp_path, content, stem):
    place(tmp_path / "cards" / "classic" / f"{stem}.svg", content)
    pixmaps = CardPixmaps(cards_dir=tmp_path / "cards")
    pixmap = pixmaps.back(80) if stem == "back" else pixmaps.face(parse_card(stem), 80)
    image = pixmap.toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
