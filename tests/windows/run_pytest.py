"""pytest under Wine, run by the installed game's own Python (tests/windows/test_under_wine.py).

Usage: python.exe run_pytest.py TEST_TOOLS QT_TEST pytest-arguments...

The installed Python's ``._pth`` file fixes its search path to the game's folders, so the
test tools (TEST_TOOLS, unpacked from windows/test-requirements.txt) are put on it here, and
pytest-qt's QtTest (QT_TEST, taken from the same pinned PySide6 wheel: the installer leaves it
out) joins the installed PySide6 package. The game itself is the installed one: this prints
where it was imported from, for the caller to check.
"""

import os
import sys


def main() -> int:
    """Put the test tools and QtTest on the path, then run pytest with the arguments."""
    tools, qt_test, *arguments = sys.argv[1:]
    sys.path.append(tools)
    import PySide6  # the installed one, from the game's lib folder
    import PySide6.QtWidgets  # noqa: F401  (loads the Qt DLLs that QtTest.pyd links to)

    PySide6.__path__.append(qt_test)
    os.add_dll_directory(qt_test)
    import pytest

    import okpitch_desktop

    print(f"okpitch_desktop from {os.path.dirname(okpitch_desktop.__file__)}", flush=True)
    return pytest.main(arguments)


# Wine 8.0 aborts in WMI (propsys.VariantToString is unimplemented), which platform.system()
# asks first on Python 3.13 (Hypothesis calls it); without _wmi it asks the registry, as
# before 3.12. The game never calls it.
sys.modules["_wmi"] = None

if __name__ == "__main__":  # not in the processes the tests start with "spawn"
    sys.exit(main())
