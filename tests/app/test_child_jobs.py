"""The window's jobs of whole seconds (a review, the computers' reasons, a replayed deal)
run in a child process that never loads Qt: only the window's side (app.review.runner)
needs it, and loading it would cost the child its start-up time and memory."""

from __future__ import annotations

from helpers.child_probe import qt_loaded_after

from okpitch_desktop.app.computers.child_jobs import computer_in_seat, review_for_table, serve
from okpitch_desktop.app.review.hand_reasons import reasons_for_table
from okpitch_desktop.app.review.runner import ReviewRunner

WAIT_MS = 60_000
CHILD_SIDE = (serve, review_for_table, reasons_for_table, computer_in_seat)  # its loop, its jobs


def test_the_child_process_of_every_window_job_loads_no_qt(qtbot) -> None:
    runner = ReviewRunner()
    modules = sorted({function.__module__ for function in CHILD_SIDE})
    with qtbot.waitSignal(runner.finished, timeout=WAIT_MS) as done:
        runner.run(qt_loaded_after, modules)
    assert done.args[0] == [], f"the child loaded {done.args[0]}"
