"""Start the GUI: the `okpitch` command and `python -m okpitch_desktop`."""

import sys

from okpitch_desktop.ui.main_window import run


def main() -> int:
    """Run the game until its window closes; the exit code is Qt's."""
    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
