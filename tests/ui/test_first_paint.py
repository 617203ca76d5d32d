"""What waits for the first paint, and that it still comes, in order: the deal's
animations (the dealt cards are painted where the deal starts, then they fly home; a table
no view shows deals at once), and the session's records (the statistics database and the
hand history) with the start-up messages."""

from __future__ import annotations

from helpers.table_driver import (
    WAIT_MS,
    Person,
    every_card,
    make_window,
    misplaced,
    quick_controller,
    short_rules,
    table_settings,
)
from PySide6.QtCore import QEvent, QObject, QPauseAnimation

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.paths import HOME_OVERRIDE, data_dir
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.ui.main_window import MainWindow
from okpitch_desktop.ui.table import speeds
from okpitch_desktop.ui.table.card_item import CardItem

SEED = 7


class PaintLog(QObject):
    """At every paint of the table's view: the places of the cards."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.scene = window.scene
        self.places: list[set[tuple[float, float]]] = []
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.places.append({place(item) for item in every_card(self.scene)})
        return False


def place(item: CardItem) -> tuple[float, float]:
    """Where ``item`` is, to a tenth of a pixel."""
    return round(item.pos().x(), 1), round(item.pos().y(), 1)


def test_the_dealt_cards_are_painted_at_the_dealer_before_they_fly(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    window = make_window(qtbot, speed="normal")
    log = PaintLog(window)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    scene = window.scene
    assert scene.animator.busy  # the deal waits for its paint: the controller waits too
    assert len({(item.pos().x(), item.pos().y()) for item in scene.hands[0]}) == 1
    qtbot.waitUntil(lambda: bool(log.places) and len(log.places[-1]) > 1, timeout=WAIT_MS)
    first = next(places for places in log.places if places)
    assert len(first) == 1  # painted once as one stack at the dealer, then flown apart
    person.play_until(stop=lambda _o: True)  # the person's first turn: the deal is over
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)
    assert misplaced(scene) == []


def test_no_card_moves_before_the_deals_first_paint_however_late_it_comes(
    qtbot, tmp_path, monkeypatch
):
    """Sorting the person's new hand waits for the deal's first paint like the deal does:
    on a busy machine the first paint comes late, and must still show the deal's start."""
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    window = make_window(qtbot, speed="normal")
    window.view.viewport().setUpdatesEnabled(False)  # no paint until told
    window.new_game(short_rules(4), seed=SEED)
    scene = window.scene
    dealer = place(scene.hands[0][0])
    clock = QPauseAnimation(speeds.SORT_HAND_MS * 2)  # the animations' clock runs meanwhile
    with qtbot.waitSignal(clock.finished, timeout=WAIT_MS):
        clock.start()
    assert {place(item) for item in every_card(scene)} == {dealer}
    window.view.viewport().setUpdatesEnabled(True)
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)  # then it is dealt
    assert misplaced(scene) == []


def test_a_table_no_view_shows_deals_at_once(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    controller = quick_controller()
    session = GameSession.scratch(controller, table_settings(speed="normal"))
    window = MainWindow(session)  # never shown: never painted
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    turns: list[object] = []
    controller.human_turn.connect(turns.append)
    window.new_game(short_rules(4), seed=SEED)
    assert window.scene.animator.busy  # flying (without waiting for a paint)
    qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)  # the game goes on
    assert misplaced(window.scene) == []


def test_the_records_the_first_save_and_start_up_messages_come_right_after_the_first_paint(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    data_dir().mkdir(parents=True)
    (data_dir() / "statistics.sqlite3").write_bytes(b"not a database" * 200)
    controller = GameController(use_process=False, pace_ms=0)
    settings = Settings(computer_level="easy", animation_speed="normal", tour_seen=True)
    session = GameSession(controller, loaded=(settings, []))
    window = MainWindow(session)
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    order: list[str] = []
    window.view.viewport().installEventFilter(PaintOrder(window, order))
    session.message.connect(lambda text: order.append(f"told: {text.splitlines()[0]}"))
    window.show()
    window.dialogs.start()
    assert len(window.scene.hands[0]) == 9  # dealt at once: the first paint shows the deal
    assert session.recorder is None and window.dialogs.boxes == []  # not yet
    assert not session.store.path.exists()  # the first save (synced to disk) follows too
    qtbot.waitUntil(lambda: session.recorder is not None, timeout=WAIT_MS)
    assert session.store.path.exists()
    qtbot.waitUntil(lambda: any(item.startswith("told") for item in order), timeout=WAIT_MS)
    told = [item for item in order if item.startswith("told")]
    assert order[0] == "paint" and order.index(told[0]) > 0
    assert len(told) == 1 and "statistics database was damaged" in told[0]
    assert [box.text() for box in window.dialogs.boxes] == [session.messages[0]]
    assert list(data_dir().glob("statistics.sqlite3.damaged-*"))  # set aside, kept


class PaintOrder(QObject):
    """Writes "paint" into ``order`` at each paint of the table's view."""

    def __init__(self, window: MainWindow, order: list[str]) -> None:
        super().__init__(window)
        self.order = order

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.order.append("paint")
        return False


def test_a_window_closed_before_its_first_paint_still_saves_the_new_game(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    controller = GameController(use_process=False, pace_ms=0)
    session = GameSession(controller, loaded=(Settings(tour_seen=True), []))
    window = MainWindow(session)
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    window.show()
    window.dialogs.start()
    assert not session.store.path.exists() and session.recorder is None
    window.close()  # before any event is processed: no paint yet
    assert session.store.path.exists()
