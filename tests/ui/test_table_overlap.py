"""Nothing on the table covers anything else (issue 63): every pair of visible table items
(name plates, bid bubbles, the contract, the score board, the dealer button, the labels of
the piles, the widow and the discards, and every card) is checked for overlap, and each
must lie inside the table, at 4 and 6 players, in every phase of a hand (before the first
deal, dealing, bidding with bubbles, play, the trick taken, the hand's summary), at the
smallest window, a middle one and a large one, at 100% and (in a child process with
QT_SCALE_FACTOR=2) at 200%.

The only overlaps meant to be are narrow: the cards of one hand (fanned, each over the
next), the cards of one stack (a team's won tricks, the widow, the discards), and a card
in flight (not at its home: it crosses the table on its way)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.table_driver import (
    REVIEW_MS,
    WAIT_MS,
    Person,
    make_window,
    short_rules,
    window_at_turn,
)
from helpers.table_items import LEEWAY, overlaps, visible_items
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QAction

from okpitch_desktop.app.stats.drills import load_drills
from okpitch_desktop.engine import Phase
from okpitch_desktop.ui.table.layout import TableLayout
from okpitch_desktop.ui.window_place import SMALLEST

SCALE = os.environ.get("QT_SCALE_FACTOR", "1")  # the child process runs at 2
SIZES = [(SMALLEST.width(), SMALLEST.height()), (1100, 760), (1600, 1000)]
GAMES = [(4, 7), (6, 11)]  # players, seed: hands where every seat bids and takes tricks
HERE = Path(__file__).resolve()
DRILL_RECORD = HERE.parents[1] / "data" / "review" / "jack_thrown.json"
# A card's corner index (rank over suit) ends this far across it: the art's index column
# is centred 30 units in from the edge of a 250-unit card ("10" is about 50 units wide).
INDEX_SHARE = 0.24


def sized_window(qtbot, size: tuple[int, int], speed: str = "off"):
    """A window of ``size`` whose table has been laid out for it."""
    window = make_window(qtbot, speed=speed)
    window.resize(*size)
    qtbot.waitUntil(
        lambda: window.scene.table.width == window.view.viewport().width(), timeout=WAIT_MS
    )
    assert window.devicePixelRatioF() == float(SCALE)
    return window


def watch(window, found: set[str]) -> None:
    """Look at the table after each event of the hand (after the table has shown it), and
    at every decision of the person."""
    controller = window.controller

    def look(moment: str):
        def now(*_args) -> None:
            found.update(f"{moment}: {line}" for line in overlaps(window.scene))

        return now

    for moment, signal in (
        ("dealt", controller.hand_dealt),
        ("bidding", controller.bid_made),
        ("trump named", controller.trump_declared),
        ("widow taken", controller.widow_taken),
        ("exchange", controller.cards_exchanged),
        ("discard", controller.cards_discarded),
        ("play", controller.card_played),
        ("trick taken", controller.trick_won),
        ("hand scored", controller.hand_scored),
        ("person's turn", controller.human_turn),
    ):
        signal.connect(look(moment))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("players", "seed"), GAMES, ids=["four", "six"])
def test_no_two_table_items_cover_each_other_in_any_phase(qtbot, players, seed, size):
    window = sized_window(qtbot, size)
    found: set[str] = set()
    found.update(f"before the first deal: {line}" for line in overlaps(window.scene))
    watch(window, found)
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players), seed=seed)
    person.play_until(stop_at_summary=True)
    assert person.summary_open() is not None
    found.update(f"hand summary: {line}" for line in overlaps(window.scene))
    # The next hand: the dealer moves on and the score board has scores.
    person.close_summary(person.summary_open())
    person.play_until(stop=lambda o: o.phase is Phase.PLAY)
    assert found == set(), "\n".join(sorted(found))


@pytest.mark.parametrize(("players", "seed"), GAMES, ids=["four", "six"])
def test_nothing_covers_anything_while_cards_move(qtbot, players, seed):
    """At speed normal: in the middle of the deal (the cards at rest, and every plate), at
    each decision, and while a finished trick lies framed for the trick pause."""
    window = sized_window(qtbot, (1100, 760), speed="normal")
    window.scene.trick_pause_ms = 400
    scene, controller = window.scene, window.controller
    found: set[str] = set()
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players), seed=seed)
    qtbot.waitUntil(lambda: scene.animator.busy and bool(scene.hands[0]), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bool(visible_items(scene)), timeout=WAIT_MS)
    found.update(f"dealing: {line}" for line in overlaps(scene))
    paused: list[str] = []
    controller.trick_won.connect(
        lambda _won: paused.extend(f"trick pause: {line}" for line in overlaps(scene))
    )
    person.play_until(
        on_turn=lambda _o: found.update(f"turn: {line}" for line in overlaps(scene)),
        stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) >= 2,
    )
    assert found.union(paused) == set(), "\n".join(sorted(found.union(paused)))


@pytest.mark.parametrize(("players", "seed"), GAMES, ids=["four", "six"])
@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_persons_cards_use_the_room_they_have(qtbot, players, seed, size):
    """Known bug: at 1600x1000 nine cards took a third of the table's width, each mostly
    under the next. Now each shows at least its corner index (rank and suit) at any size,
    and on a large table they lie side by side, overlapping at most a tenth; the hand stays
    on the table and clear of everything else (the test above)."""
    window = sized_window(qtbot, size)
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players), seed=seed)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    scene = window.scene
    width = scene.table.card_width
    boxes = sorted((item.sceneBoundingRect() for item in scene.hands[0]), key=QRectF.left)
    assert len(boxes) >= 8
    shown = min(b.left() - a.left() for a, b in zip(boxes, boxes[1:], strict=False))
    assert shown >= INDEX_SHARE * width
    if size == SIZES[-1]:
        assert shown >= 0.9 * width, (
            f"{len(boxes)} cards over {boxes[-1].right() - boxes[0].left():.0f} px"
        )
    assert scene.sceneRect().contains(boxes[0].united(boxes[-1]))


def test_before_the_first_deal_the_table_is_empty(qtbot):
    """Known bug: the dealer button ("D", "G", "親") sits in the top left corner of the
    empty table before the first deal."""
    window = sized_window(qtbot, (1100, 760))
    shown = [seen.name for seen in visible_items(window.scene)]
    assert shown == []
    assert not window.scene.decor.button.isVisible()


@pytest.mark.skipif(SCALE != "1", reason="the child process itself")
def test_the_same_at_200_percent(tmp_path):
    """The tests above again with QT_SCALE_FACTOR=2 (set before Qt starts: a child
    process), on a screen large enough for the largest window at that scale."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        '{"screens": [{"name": "big", "x": 0, "y": 0, "width": 3840, "height": 2400,'
        ' "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}'
    )
    env = {
        **os.environ,
        "QT_SCALE_FACTOR": "2",
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
    }
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:xdist",
            "-p",
            "no:cacheprovider",
            str(HERE),
            "-k",
            "not the_same_at_200",
        ],  # fmt: skip
        cwd=HERE.parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    tail = done.stdout[-6000:]
    assert done.returncode == 0, tail
    assert " passed" in tail and "skipped" not in tail.splitlines()[-1], tail


@pytest.mark.parametrize(("players", "seed"), GAMES, ids=["four", "six"])
def test_the_score_board_keeps_its_size_for_the_whole_game(qtbot, players, seed):
    """Known bug: the score board's text shrank as a hand's points were taken, grew back at
    the next hand, and shrank at game over."""
    window = sized_window(qtbot, SIZES[1])
    board = window.scene.decor.board
    sizes: set[float] = set()
    for signal in (window.controller.card_played, window.controller.hand_scored,
                   window.controller.hand_dealt, window.controller.trick_won):  # fmt: skip
        signal.connect(lambda *_: sizes.add(board.text.font().pointSizeF()))
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players, target=5), seed=seed)
    assert person.play_until() is None and person.over  # to the game's end
    assert person.summary_open() is not None
    sizes.add(board.text.font().pointSizeF())
    assert len(sizes) == 1, f"the board's text took the sizes {sorted(sizes)}"


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_drill_tables_plates_keep_off_its_cards(qtbot, speed):
    """Known bug: on the drill table (1100x760) the person's name plate covered a raised
    card. A reviewed mistake put on the practice table: nothing covers anything at the
    drill's turn, nor once the drill's line says the verdict (the table stays put)."""
    window = window_at_turn(qtbot, speed)
    record = json.loads(DRILL_RECORD.read_text(encoding="utf-8"))
    reviews = window.session.reviews
    with qtbot.waitSignal(reviews.reviewed, timeout=REVIEW_MS):
        reviews.add("planted", 0, record, 2)  # North threw the jack of trump under the king
    drills = load_drills(window.session.statistics).drills
    table = window.dialogs.open_practice_table([d for d in drills if d.step == "plays[1]"])
    qtbot.waitExposed(table)
    person = Person(qtbot, table)
    qtbot.waitUntil(lambda: bool(person.turns) and not table.scene.animator.busy, timeout=WAIT_MS)
    assert (table.width(), table.height()) == (1100, 760)
    before = table.view.size()
    rest = table.scene.table.seat_anchor(0).y()
    assert any(item.y() < rest - 1 for item in table.scene.hands[0])  # cards stand out
    found = [f"the drill's turn: {line}" for line in overlaps(table.scene)]
    person.click_card(next(c for c in person.turns[-1].hand if table.turn.is_legal(c)))
    qtbot.waitUntil(table.line.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=WAIT_MS)
    found += [f"the verdict: {line}" for line in overlaps(table.scene)]
    assert found == [], "\n".join(found)
    assert table.view.size() == before


@pytest.mark.parametrize(("players", "seed"), GAMES, ids=["four", "six"])
def test_the_score_sheet_opens_clear_of_the_trick(qtbot, players, seed):
    """Known bug: View > Score sheet (Ctrl+G) opened over the trick in play. It opens beside
    the window if the screen has room (the 200% run's large screen), else at the screen's
    side, short of the trick (the 100% run's 800x800 screen, the window filling it)."""
    window = sized_window(qtbot, SIZES[0])
    window.move(0, 0)
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players), seed=seed)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.trick) >= 2)
    window.findChild(QAction, "score_sheet_action").trigger()
    sheet = window.score_sheet
    qtbot.waitExposed(sheet)
    view = window.view
    cards = [view.mapFromScene(item.sceneBoundingRect()).boundingRect()
             for _seat, item in window.scene.trick.played()]  # fmt: skip
    covered = [
        rect for rect in cards
        if sheet.frameGeometry().intersects(rect.translated(view.mapToGlobal(QPoint(0, 0))))
    ]  # fmt: skip
    assert len(cards) >= 2 and covered == [], f"{sheet.frameGeometry()} covers {covered}"


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize(
    "size", [(720, 330), *SIZES, (900, 900), (2560, 1500)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_layout_keeps_every_place_of_cards_apart(players, size):
    """The model under the table: where cards may rest (every hand at its largest, the
    person's with a 6-player widow and a card standing out, each stack at its highest, each
    seat's card of the trick) lies on the table and apart, for any table from a cramped one
    (a small screen at 200%) to a large one, whatever the game brings."""
    table = TableLayout(*size, players)
    areas = [*table.card_areas, *table.trick_areas]
    bounds = QRectF(0, 0, *size)
    outside = [index for index, area in enumerate(areas) if not bounds.contains(area)]
    widow = areas.index(table.widow_area)
    trick = range(len(table.card_areas), len(areas))
    touching = [
        (i, j)
        for i, a in enumerate(areas)
        for j, b in enumerate(areas[i + 1 :], start=i + 1)
        if a.intersected(b).width() > LEEWAY
        and a.intersected(b).height() > LEEWAY
        # With 6 players the pitcher takes the whole widow before the first card (R6).
        and not (players == 6 and i == widow and j in trick)
    ]
    assert outside == [] and touching == [], (outside, touching)
