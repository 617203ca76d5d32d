"""The window speaks English in the UI tests, as the game does when it starts in an
English-speaking system (English plural forms come from their own translation file), and
draws Japanese as the game does on any machine (with the bundled font where needed)."""

import pytest

from okpitch_desktop.app.language import install_language
from okpitch_desktop.ui.cjk_font import ensure_japanese_font


@pytest.fixture(autouse=True)
def english(qapp):
    ensure_japanese_font()
    install_language("en")
