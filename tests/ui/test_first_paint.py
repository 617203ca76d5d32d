"""The deal's first paint waits for none of its animations: the dealt cards are painted
where the deal starts, then they fly home. A table that no view shows (or at speed "off")
deals as before, at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from table_driver import WAIT_MS, Person, make_window, misplaced, short_rules

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.paths import HOME_OVERRIDE
from okpitch_desktop.ui.card_item import CardItem
from okpitch_desktop.ui.main_window import MainWindow

SEED = 7


class PaintLog(QObject):
    """At every paint of the table's view: the places of the cards, in the scene's order."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.scene = window.scene
        self.places: list[set[tuple[float, float]]] = []
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            cards = [i for i in self.scene.items() if isinstance(i, CardItem)]
            self.places.append({(round(i.pos().x(), 1), round(i.pos().y(), 1)) for i in cards})
        return False


def test_the_dealt_cards_are_painted_at_the_dealer_before_they_fly(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    window = make_window(qtbot, speed="normal")
    log = PaintLog(window)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED, computer_level="easy")
    scene = window.scene
    assert scene.animator.busy  # the deal waits for its paint: the controller waits too
    assert len({(item.pos().x(), item.pos().y()) for item in scene.hands[0]}) == 1
    qtbot.waitUntil(lambda: bool(log.places) and len(log.places[-1]) > 1, timeout=WAIT_MS)
    first = next(places for places in log.places if places)
    assert len(first) == 1  # painted once as one stack at the dealer, then flown apart
    person.play_until(stop=lambda _o: True)  # the person's first turn: the deal is over
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)
    assert misplaced(scene) == []


def test_a_table_no_view_shows_deals_at_once(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    controller = GameController(use_process=False, pace_ms=0)
    window = MainWindow(controller=controller, speed="normal")  # never shown: never painted
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    turns: list[object] = []
    controller.human_turn.connect(turns.append)
    window.new_game(short_rules(4), seed=SEED, computer_level="easy")
    assert window.scene.animator.busy  # flying (without waiting for a paint)
    qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)  # the game goes on
    assert misplaced(window.scene) == []
