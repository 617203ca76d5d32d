"""Shared test setup."""

import os

import pytest

# Headless by default, also when pytest is run without the README command. It must be set
# before anything imports Qt, which is why it sits at the top of the root conftest.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The background reviews run at normal priority in the tests (app.review.runner): lowered, on a
# machine kept busy by other programs, they get next to no processor and the tests waiting
# for them starve. tests/app/test_hand_reviews.py checks that the game lowers them.
os.environ["OKPITCH_BACKGROUND_NICE"] = "0"

# The files that take longest, longest first: a release build or the Windows installer's
# build followed by the tests that use it, then the files that play many games. pytest-xdist's
# --dist loadfile hands files out in this order (one file per worker), so none of them starts
# last and keeps the run going on its own; the rest of tests/ui and then the other folders
# follow. The Windows tests' file of one test gets its next file at once, to run after it:
# test_quickstart.py (many quick tests) is the one that waits there.
LONG_FIRST = (
    "tests/packaging/test_deb.py",
    "tests/packaging/test_windows_installer.py",
    "tests/packaging/test_windows_game.py",
    "tests/packaging/test_bundle.py",
    "tests/windows/",
    "tests/ui/test_table_overlap.py",  # 92 s alone, 28 s of processor time (-p no:xdist)
    "tests/ui/test_lesson_truth.py",  # 90 s (21 s)
    "tests/ai/test_legal_everywhere.py",  # 26 s (26 s)
    "tests/packaging/test_quickstart.py",  # 2 s: waits behind tests/windows' one test
    "tests/ai/test_reasons.py",  # 22 s (22 s)
    "tests/ui/test_win_meter.py",  # 63 s (14 s)
    "tests/ui/test_reasons_view.py",
    "tests/ui/test_review_in_background.py",
    "tests/ai/test_determinism_and_budget.py",  # 20 s (20 s)
    "tests/app/test_savegame_kill.py",
    "tests/packaging/",
    "tests/ui/",
)


def long_first(nodeid: str) -> int:
    """The place of the test's file in LONG_FIRST (the others after them all)."""
    return next((place for place, start in enumerate(LONG_FIRST) if nodeid.startswith(start)),
                len(LONG_FIRST))  # fmt: skip


def pytest_configure(config) -> None:
    """Keep the order below under xdist: by default it hands out the files with the most
    tests first, which put the builds' files and the Windows tests among the last."""
    config.option.loadscopereorder = False


def pytest_collection_modifyitems(items) -> None:
    """The long files' tests first, each file's tests still in their order."""
    items.sort(key=lambda item: long_first(item.nodeid))


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """While pytest-qt closes the test's windows, a closing note (statistics that could not
    be written) is answered: helpers/closing_notes.py."""
    from helpers.closing_notes import closing_notes_answered

    with closing_notes_answered():
        yield
