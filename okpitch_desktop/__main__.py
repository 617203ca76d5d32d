"""Start the GUI: the `okpitch` command and `python -m okpitch_desktop`.

``--self-test`` plays one whole game offscreen-capable and exits 0 on success (installers
and CI use it). The imports wait inside ``main`` so that the search's worker process, which
starts by importing this module, does not load the widgets.
"""

import sys


def main() -> int:
    """Run the game until its window closes; the exit code is Qt's."""
    if getattr(sys, "frozen", False):  # a bundled program starting its worker process
        from multiprocessing import freeze_support  # (unfrozen it does nothing: no import)

        freeze_support()
    if "--version" in sys.argv:
        from okpitch_desktop import __version__

        print(f"okpitch {__version__}")
        return 0
    if "--self-test" in sys.argv:
        from okpitch_desktop.ui.self_test import run_self_test

        return run_self_test(sys.argv)
    from okpitch_desktop.before_qt import prepare

    prepare()  # before PySide6 is imported (see there)
    from okpitch_desktop.gui import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
