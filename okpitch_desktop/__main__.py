"""Start the GUI: the `okpitch` command and `python -m okpitch_desktop`.

``--help`` and ``--version`` print and exit; ``--self-test`` plays one whole game
offscreen-capable and exits 0 on success (installers and CI use it). Arguments it does not
know go on to Qt (``-platform offscreen``, ``-style fusion``...). The imports wait inside
``main`` so that the search's worker process, which starts by importing this module, does
not load the widgets, and ``--help`` needs no display.
"""

import argparse
import sys

DESCRIPTION = "Oklahoma Ten Point Pitch, the partnership card game, against computer players."
EPILOG = (
    "Other arguments go to Qt, e.g. -platform offscreen. Saves, statistics and settings "
    "live in your data and config folders (okpitch); the game never goes online."
)


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The game's own options in ``argv`` (without the program's name); Qt's are left over."""
    parser = argparse.ArgumentParser(
        prog="okpitch", description=DESCRIPTION, epilog=EPILOG, allow_abbrev=False
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play one whole game between computer players without a player and exit "
        "(0 when it reached a winner)",
    )
    parser.add_argument("--report-first-paint", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_known_args(argv)[0]


def main() -> int:
    """Run the game until its window closes; the exit code is Qt's."""
    if getattr(sys, "frozen", False):  # a bundled program starting its worker process
        from multiprocessing import freeze_support  # (unfrozen it does nothing: no import)

        freeze_support()
    options = parse_arguments(sys.argv[1:])
    if options.version:
        from okpitch_desktop import __version__

        print(f"okpitch {__version__}")
        return 0
    try:
        return start(options)
    except ImportError as error:
        if ".so" not in str(error):
            raise
        print(MISSING_LIBRARY.format(error=error), file=sys.stderr)
        return 1


MISSING_LIBRARY = """okpitch: Qt cannot start: {error}
A system library that Qt needs is missing. On Debian and Ubuntu, install the game's .deb
(apt brings what it needs), or from a source checkout run
    python3 packaging/quickstart.py play
which names the packages to install."""


def start(options: argparse.Namespace) -> int:
    """The self-test or the game; ImportError when Qt's shared libraries cannot load."""
    if options.self_test:
        from okpitch_desktop.ui.self_test import run_self_test

        return run_self_test(sys.argv)
    from okpitch_desktop.before_qt import prepare

    prepare()  # before PySide6 is imported (see there)
    from okpitch_desktop.gui import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
