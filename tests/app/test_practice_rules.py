"""The practice's numbers live in one Qt-free module (issue 62): the coach's line, a drill's
verdict and schedule, and the texts that state them all read app.practice.rules."""

from __future__ import annotations

import subprocess
import sys

from okpitch_desktop.ai.review.hand_review import DEFAULT_THRESHOLD
from okpitch_desktop.app.practice import rules
from okpitch_desktop.app.practice.sitting import DrillAnswer, DrillMove
from okpitch_desktop.engine import Pass


def test_the_practice_rules_load_without_qt():
    code = "import sys, okpitch_desktop.app.practice.rules; print('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_a_right_answer_is_one_the_review_would_not_call_a_mistake():
    assert rules.RIGHT_BELOW == DEFAULT_THRESHOLD < rules.COSTLY
    assert rules.costly(rules.COSTLY) and not rules.costly(rules.COSTLY - 0.01)
    for cost, right in ((0.0, True), (rules.RIGHT_BELOW - 0.01, True), (rules.RIGHT_BELOW, False)):
        assert DrillAnswer(None, DrillMove(Pass(), cost, None), True).right is right
