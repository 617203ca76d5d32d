"""The window speaks English in the UI tests, as the game does when it starts in an
English-speaking system (English plural forms come from their own translation file)."""

import pytest

from okpitch_desktop.app.language import install_language


@pytest.fixture(autouse=True)
def english(qapp):
    install_language("en")
