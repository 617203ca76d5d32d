"""The language the game speaks: choosing it, loading its translations, translating.

Every visible string goes through ``tr()`` (Qt's translation system, one context for the
whole program, so ``pyside6-lupdate`` finds each call). The compiled ``.qm`` files live in
``resources/translations/``; ``python dev/translations.py`` rebuilds them.
The language follows the system unless the settings name one, and a change of language
takes effect the next time the game starts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .resources import resources_dir

# Each language's own name for itself, in the order the settings offer them.
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "ru": "Русский",
    "ja": "日本語",
    "sw": "Kiswahili",
}
SOURCE_LANGUAGE = "en"
SYSTEM = "system"  # the setting that follows the system's language

_installed: list[QTranslator] = []
_current = [SOURCE_LANGUAGE]  # the language installed last


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language. With a count ``n``, ``%n`` in the text becomes
    the number, in the plural form the language wants ("1 trick", "2 tricks")."""
    return QCoreApplication.translate("", text, disambiguation, n)


def resolve_language(setting: str, system: QLocale | None = None) -> str:
    """The language code to use for ``setting`` ("system" or a code of LANGUAGES)."""
    if setting in LANGUAGES:
        return setting
    for name in (system or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def translations_dir() -> Path:
    """Where the compiled translations are (``resources/translations``)."""
    return resources_dir() / "translations"


def install_language(code: str) -> str:
    """Load ``code``'s translations (the game's and Qt's own) into the running application,
    replacing any loaded before; numbers and dates follow the language's locale from now.
    Returns the code actually installed ("en" when ``code``'s file cannot be read)."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code not in LANGUAGES:
        code = SOURCE_LANGUAGE
    ours = QTranslator(app)  # English too: its plural forms
    if ours.load(str(translations_dir() / f"okpitch_{code}.qm")):
        _installed.append(ours)
    elif code != SOURCE_LANGUAGE:
        code = SOURCE_LANGUAGE
        return install_language(code)
    if code != SOURCE_LANGUAGE:
        qt_own = QTranslator(app)  # the standard buttons: OK, Cancel, Restore Defaults
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{code}", qt_dir):
            _installed.append(qt_own)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    _current[0] = code
    return code


def installed_language() -> str:
    """The language the program speaks now (the code ``install_language`` last set)."""
    return _current[0]
