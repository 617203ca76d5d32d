"""The window speaks English in the UI tests, as the game does when it starts in an
English-speaking system (English plural forms come from their own translation file), keeps
its files in a private home, and draws Japanese as the game does on any machine (with the
bundled font where needed). A test's closed windows leave no review process behind for the
next test to find."""

import pytest
from helpers.homes import private_home  # noqa: F401 (an autouse fixture)
from helpers.table_driver import review_children

from okpitch_desktop.app.language import install_language
from okpitch_desktop.ui.cjk_font import ensure_japanese_font


@pytest.fixture(autouse=True)
def english(qapp):
    ensure_japanese_font()
    install_language("en")


REVIEW_END_S = 60  # for a told-to-end review process on a machine busy with other tests


@pytest.fixture(autouse=True)
def reviews_end_with_their_window():
    """A closing window tells its background review's process to end without waiting for
    it (ReviewRunner.stop: the niced process can be slow to be scheduled on a busy machine),
    so this waits for it to end, after pytest-qt has closed the test's windows."""
    yield
    for process in review_children():
        process.join(REVIEW_END_S)
    assert review_children() == []
