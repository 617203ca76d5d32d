"""Shared test setup."""

import os

# Headless by default, also when pytest is run without the README command. It must be set
# before anything imports Qt, which is why it sits at the top of the root conftest.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The background reviews run at normal priority in the tests (app.review.runner): lowered, on a
# machine kept busy by other programs, they get next to no processor and the tests waiting
# for them starve. tests/app/test_hand_reviews.py checks that the game lowers them.
os.environ["OKPITCH_BACKGROUND_NICE"] = "0"

# The folders whose files take longest (a window at animation speed, a release build):
# handed out first, so that on a few workers none of them is the last to start.
LONG_FIRST = ("tests/packaging/", "tests/windows/", "tests/ui/")


def pytest_collection_modifyitems(items) -> None:
    """The long folders' tests first, each file's tests still in their order."""
    items.sort(key=lambda item: not item.nodeid.startswith(LONG_FIRST))
