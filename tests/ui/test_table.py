"""The table played like a person plays it: whole games by clicks on panel buttons and card
items, a refused click, resizing during a deal, the summary against ``okpitch-cli score``,
and screenshots to look at (issue 5, "Tests and figures")."""

from __future__ import annotations

import json
import re

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, misplaced, short_rules, where
from helpers.table_items import overlaps
from PySide6.QtCore import QRectF

from okpitch_desktop import cli
from okpitch_desktop.app.language import LANGUAGES, install_language
from okpitch_desktop.engine import POINT_NAMES, Observation, Phase, RuleSet, card_name, hand_record
from okpitch_desktop.ui.dialogs.game_over import GameOverDialog
from okpitch_desktop.ui.dialogs.outcome_words import outcome_sentence
from okpitch_desktop.ui.dialogs.summary import SummaryDialog
from okpitch_desktop.ui.seat_names import team_name
from okpitch_desktop.ui.table.card_item import CardItem
from okpitch_desktop.ui.turn.explanations import refusal_text

# Seeds whose games give the person every kind of decision (the human is the pitcher at
# least once): checked by the assertions on ``person.phases`` below.
SEED_4 = 7
SEED_6 = 11


# ---------------------------------------------------------------------- what the table shows
def check_turn(window, observation: Observation) -> None:
    """The table and the bar show the person's decision as a person needs to see it."""
    scene, bar = window.scene, window.bar
    items = scene.hands[0]
    assert sorted(item.card for item in items) == sorted(observation.hand)
    assert all(item.face_up and item.isVisible() for item in items)
    assert [len(hand) for hand in scene.hands] == list(observation.hand_sizes)
    assert [item.card for item in scene.trick] == list(observation.trick)
    assert bar.prompt.text() and window.statusBar().currentMessage() == ""  # said once
    assert window.statusBar().accessibleDescription() == bar.prompt.text()
    buttons = [bar.buttons.itemAt(i).widget().text() for i in range(bar.buttons.count())]
    if observation.phase is Phase.BID:
        assert buttons == ["Pass" if b is None else str(b) for b in observation.legal_bids]
    elif observation.phase is Phase.TRUMP:
        assert len(buttons) == 4 and "choose trump" in bar.prompt.text()
    elif observation.phase in (Phase.EXCHANGE, Phase.DISCARD):
        assert buttons == [] and bar.confirm.isVisibleTo(bar)
    elif observation.phase is Phase.PLAY:
        assert buttons == []
        legal = set(observation.legal_cards)
        for item in items:
            assert item.dimmed == (item.card not in legal), item.card
        lowest = max(item.pos().y() for item in items)  # larger y is lower on screen
        for item in items:
            assert (item.pos().y() < lowest) == (item.card in legal and len(legal) < len(items))


def check_summary(dialog, report: dict, players: int) -> None:
    """Every line of the hand's summary (its own dialog, or the game-over dialog for the
    last hand) says what the report (``okpitch-cli score``'s JSON) says."""
    summary = dialog.hand
    teams = players // 2
    team_of = {team_name(t, teams): t for t in range(teams)} | {"nobody": None}
    shown = {name: team_of[text] for name, text in summary.rows.items()}
    expected = {
        name: team
        for name, team in report["points"].items()
        if not (name == "three" and team is None)
    }
    assert shown == expected
    assert list(summary.rows) == [name for name in POINT_NAMES if name in expected]
    lines = summary.scores.text().splitlines()
    parsed = [re.fullmatch(r"(.+): \+(\d+) → (\u2212?\d+)", line) for line in lines]
    assert all(parsed), lines
    assert [team_of[m[1]] for m in parsed] == list(range(teams))
    assert [int(m[2]) for m in parsed] == report["earned"]
    assert [int(m[3].replace("\u2212", "-")) for m in parsed] == report["scores"]
    headline = summary.headline.text()
    assert headline == outcome_sentence(report["pitcher"], report["bid"], report["made"], players)
    if report["winner"] is None:
        assert isinstance(dialog, SummaryDialog)
        assert dialog.next_button.text() == "Next hand"
    else:
        assert isinstance(dialog, GameOverDialog)
        assert dialog.new_game_button.text() == "New game"
        assert dialog.winner.text() == f"Winner: {team_name(report['winner'], teams)}"
        assert [dialog.final[t].text() for t in range(teams)] == list(map(str, report["scores"]))


# ---------------------------------------------------------------------- 1. whole games
@pytest.mark.parametrize(("players", "seed"), [(4, SEED_4), (6, SEED_6)], ids=["four", "six"])
def test_a_person_plays_a_whole_game_by_clicking(qtbot, players, seed):
    window = make_window(qtbot, speed="off", rules=short_rules(players))
    person = Person(qtbot, window, seed)
    window.new_game(seed=seed)

    def on_summary(summary, report):
        assert summary.isVisible() and summary.isModal()
        check_summary(summary, report.to_json(), players)

    ended = person.play_until(on_summary=on_summary, on_turn=lambda o: check_turn(window, o))
    assert ended is None
    game = window.controller.game
    assert person.over and game.over
    assert person.winner == game.winner == person.reports[-1].winner
    assert window.summary.winner.text().endswith(team_name(game.winner, players // 2))
    assert person.refusals == []
    wanted = {Phase.BID, Phase.TRUMP, Phase.PLAY, Phase.DISCARD}
    if players == 4:
        wanted.add(Phase.EXCHANGE)
    assert wanted <= set(person.phases)
    assert len(person.reports) >= 2

    # "New game" deals again, with the same computers.
    person.click_button(window.summary.new_game_button)
    qtbot.waitUntil(lambda: window.controller.game is not game, timeout=WAIT_MS)
    assert window.controller.seating.levels == (None,) + ("easy",) * (players - 1)
    qtbot.waitUntil(lambda: len(window.scene.hands[0]) > 0, timeout=WAIT_MS)


# ---------------------------------------------------------------------- 2. a refused click
def test_a_click_on_a_dimmed_card_is_refused_with_the_reason(qtbot):
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window, seed=1)
    window.new_game(short_rules(4), seed=11)
    turn = person.play_until(
        stop=lambda o: o.phase is Phase.PLAY and len(o.legal_cards) < len(o.hand)
    )
    assert turn is not None
    dimmed = [item for item in window.scene.hands[0] if item.card not in turn.legal_cards]
    assert all(item.dimmed for item in dimmed)
    hand_before = [item.card for item in window.scene.hands[0]]
    engine_before = list(window.controller.game.hand.hands[0])

    person.click_card(dimmed[0].card)

    message = window.statusBar().currentMessage()
    assert "must" in message or "You hold" in message, message
    refused = person.refusals[-1]
    assert refused.code == "must_follow"
    assert message == refusal_text(refused.code, refused.params, refused.message)
    assert [item.card for item in window.scene.hands[0]] == hand_before
    assert list(window.controller.game.hand.hands[0]) == engine_before
    assert window.controller.game.hand.to_act == 0 and window.turn.observation is turn
    assert person.turns == [turn]  # no new turn: the same decision is still open

    # A legal card is then played as usual.
    person.click_card(turn.legal_cards[0])
    qtbot.waitUntil(lambda: len(window.scene.hands[0]) == len(hand_before) - 1, timeout=WAIT_MS)
    assert len(person.refusals) == 1


# ---------------------------------------------------------------------- 3. resize during a deal
def assert_all_cards_inside(scene) -> None:
    rect = scene.sceneRect()
    outside = [
        f"{where(scene, item)} at {item.sceneBoundingRect()}"
        for item in scene.items()
        if isinstance(item, CardItem) and not rect.contains(item.sceneBoundingRect())
    ]
    assert outside == [], f"cards outside {rect}: {outside}"


def test_resizing_during_a_deal_leaves_every_card_at_home(qtbot):
    window = make_window(qtbot, speed="normal")
    scene = window.scene
    person = Person(qtbot, window)
    window.new_game(short_rules(4), seed=5)
    qtbot.wait(150)
    assert scene.animator.busy and misplaced(scene)  # the deal is flying
    for width, height in ((800, 600), (1600, 1000), (1024, 700)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.view.width() == w, timeout=WAIT_MS)
        assert scene.sceneRect() == QRectF(window.view.viewport().rect())
        assert scene.table.width == width
        assert_all_cards_inside(scene)
        qtbot.wait(120)
    # The table comes to rest at the person's first turn.
    qtbot.waitUntil(lambda: bool(person.turns) and not scene.animator.busy, timeout=WAIT_MS)
    assert scene.table.width == window.view.viewport().width() == 1024
    assert misplaced(scene) == []
    assert_all_cards_inside(scene)
    assert len(scene.hands[0]) == 9 and all(item.face_up for item in scene.hands[0])


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_a_deal_comes_to_rest_with_every_card_at_home(qtbot, monkeypatch, speed):
    """Known bug: each dealt card is sent to its place in a hand of the size dealt so far
    (``_deal_to`` uses ``len(hand)`` while the hand grows), so the other seats' hands lie
    lopsided and bunched after the deal. At normal speed the person's cards are also sorted
    by an animation that runs before their delayed deal animations, which then carry them
    back to the dealer and on to unsorted places."""
    window = make_window(qtbot, speed=speed)
    scene, controller = window.scene, window.controller
    rests: list[list[str]] = []
    finished = controller.animations_finished

    def deal_shown() -> None:  # the table tells the controller that the deal is over
        if not rests:
            assert not scene.animator.busy
            rests.append(misplaced(scene))
        finished()

    monkeypatch.setattr(controller, "animations_finished", deal_shown)
    window.new_game(short_rules(4), seed=SEED_4)
    qtbot.waitUntil(lambda: bool(rests), timeout=WAIT_MS)
    assert rests[0] == [], f"{len(rests[0])} cards misplaced:\n" + "\n".join(rests[0][:6])


# ---------------------------------------------------------------------- the table stays put
def test_every_card_is_at_its_home_after_every_event_at_speed_off(qtbot):
    """Known bugs: the deal (see above); a won trick's cards all go to the top of the pile,
    not each to its own place in the stack; only the next relayout puts them home."""
    window = make_window(qtbot, speed="off")
    controller = window.controller
    person = Person(qtbot, window, seed=2)
    wrong: list[str] = []

    def check(name: str):
        def after_the_table(*_args) -> None:  # connected after the scene: it has moved
            wrong.extend(f"after {name}: {line}" for line in misplaced(window.scene))

        return after_the_table

    for name in ("hand_dealt", "bid_made", "trump_declared", "widow_taken", "cards_exchanged",
                 "cards_discarded", "card_played", "trick_won"):  # fmt: skip
        getattr(controller, name).connect(check(name))
    window.new_game(short_rules(4), seed=SEED_4)
    person.play_until(stop_at_summary=True)
    assert person.reports  # a whole hand was played
    by_event: dict[str, list[str]] = {}
    for line in wrong:  # one example per event and kind of place (hand, widow, pile...)
        event, place = line.split(": ", 1)
        kind = re.split(r"[ \[]", place)[0]
        by_event.setdefault(f"{event} {kind}", []).append(line)
    assert wrong == [], "\n".join(lines[0] + f" ({len(lines)} such)" for lines in by_event.values())


def test_the_table_keeps_its_size_when_the_turn_changes(qtbot):
    """Known bug: the action bar is 8 px taller with buttons than without, so the table view
    shrinks and grows at every turn of the person; each time the whole table is laid out
    again and every running animation jumps to its end."""
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window)
    window.new_game(short_rules(4), seed=SEED_4)
    person.play_until(stop=lambda o: o.phase is Phase.BID)  # the status line exists by now
    heights: list[int] = []
    original = window.scene.resize_table

    def spy(width, height, dpr):
        heights.append(height)
        original(width, height, dpr)

    window.scene.resize_table = spy
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(person.phases) > 6)
    assert heights == [], f"the table was laid out again at heights {sorted(set(heights))}"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (2560, 1600)], ids=str)
@pytest.mark.parametrize(("players", "seed"), [(4, SEED_4), (6, SEED_6)], ids=["four", "six"])
def test_nothing_on_the_table_covers_anything_else_in_any_phase(qtbot, players, seed, size):
    """At every decision of a whole hand, from the smallest window to a large screen: the
    labels, the dealer button, the contract, the piles, the widow and the discards cover
    no card and no other of them."""
    window = make_window(qtbot, speed="off")
    window.resize(*size)
    qtbot.waitUntil(lambda: window.scene.table.width == window.view.viewport().width(),
                    timeout=WAIT_MS)  # fmt: skip
    person = Person(qtbot, window, seed)
    window.new_game(short_rules(players), seed=seed)
    found: set[str] = set()

    def look(observation) -> None:
        moment = f"{observation.phase.value} (trick {len(observation.tricks) + 1})"
        found.update(f"{moment}: {line}" for line in overlaps(window.scene))

    person.play_until(on_turn=look, stop_at_summary=True)
    assert found == set(), "\n".join(sorted(found))


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize(("players", "seed"), [(4, SEED_4), (6, SEED_6)], ids=["four", "six"])
def test_labels_and_cards_do_not_cover_each_other(qtbot, players, seed, language):
    """Known bugs (see the screenshots): the bid bubbles cover the top of the seat names,
    the contract covers North's hand, the dealer button lies on the hand of a seat on the
    right, side names lie on the 6-player side hands, and the 6-player trick's side cards
    overlap each other. Seat names are longer in some languages (Russian "Северо-восток")."""
    install_language(language)
    try:
        window = make_window(qtbot, speed="off")
        person = Person(qtbot, window, seed)
        window.new_game(short_rules(players), seed=seed)
        found = []
        person.play_until(stop=lambda o: o.phase is Phase.BID and len(o.bids) > 0)
        found += [f"bidding: {line}" for line in overlaps(window.scene)]
        person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.trick) == players - 1)
        found += [f"last card of a trick: {line}" for line in overlaps(window.scene)]
    finally:
        install_language("en")
    assert found == [], "\n".join(found)


def test_the_status_line_is_up_to_date_when_a_hand_is_scored(qtbot):
    """Known bug: the status line still says the last computer "is thinking" while the
    summary is open."""
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window)
    window.new_game(short_rules(4), seed=SEED_4)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    assert summary is not None
    assert "thinking" not in window.statusBar().currentMessage()
    # the hand's outcome as the summary's own whole sentence ("You bid 3 and were set.")
    assert window.statusBar().currentMessage() == f"Hand over: {summary.hand.headline.text()}"


# ---------------------------------------------------------------------- 4. summary vs CLI
def point_cards_by_hand(score: dict, rules: RuleSet) -> dict[str, str]:
    """The card that won each point of a scored hand (R4 order, R8 points), in notation."""
    trump = score["trump"]
    other = {"S": "C", "C": "S", "H": "D", "D": "H"}[trump]
    high_joker, low_joker = ("RJ", "BJ") if rules.high_joker == "red" else ("BJ", "RJ")
    order = [f"{rank}{trump}" for rank in "AKQJ"] + [f"J{other}", high_joker, low_joker]
    order += [f"{rank}{trump}" for rank in "T98765432"]
    played = {card for trick in score["tricks"] for card in trick["cards"]}
    trumps = [card for card in order if card in played]
    cards = {"high": trumps[0], "low": trumps[-1]} if trumps else {}
    captured = {"jack": f"J{trump}", "off_jack": f"J{other}", "high_joker": high_joker,
                "low_joker": low_joker}  # fmt: skip
    if rules.three_of_trump:
        captured["three"] = f"3{trump}"
    if rules.game_point == "ten_of_trump":
        captured["game"] = f"T{trump}"
    cards.update({name: card for name, card in captured.items() if card in played})
    return cards


@pytest.mark.parametrize(
    ("players", "options"),
    [(4, {}), (6, {"three_of_trump": True, "game_point": "ten_of_trump"})],
    ids=["four", "six-three-ten"],
)
def test_the_hand_summary_matches_okpitch_cli_score(qtbot, tmp_path, capsys, players, options):
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window, seed=4)
    window.new_game(short_rules(players, **options), seed=21)
    compared = []

    def compare(summary, report) -> None:
        path = tmp_path / f"hand{len(compared) + 1}.json"
        path.write_text(json.dumps(hand_record(window.controller.game.hand)))
        capsys.readouterr()
        assert cli.main(["score", str(path)]) == 0
        score = json.loads(capsys.readouterr().out)
        assert score["complete"]
        # Each point's winner (the dialog's team names read back), earned, scores, made,
        # pitcher, bid and the game's winner.
        check_summary(summary, score, players)
        assert set(summary.hand.rows) >= set(POINT_NAMES) - {"three"}
        # The card pictures are the cards that won each point, worked out here from the
        # CLI's tricks by R4 and R8 alone.
        shown = {name: card_name(card) for name, card in summary.hand.cards.items()}
        assert shown == point_cards_by_hand(score, window.controller.game.rules)
        compared.append(dict(summary.hand.rows))

    assert person.play_until(on_summary=compare) is None
    assert len(compared) == len(person.reports) >= 2
    if options.get("three_of_trump"):  # the Three row shows once someone takes it
        assert any("three" in rows for rows in compared)


# ---------------------------------------------------------------------- 5. screenshots
def _grab(widget, folder, name: str) -> None:
    path = folder / name
    assert widget.grab().save(str(path)), path
    assert path.stat().st_size > 10_000
    print(f"screenshot: {path}")


def test_screenshots_of_the_table(qtbot, monkeypatch, tmp_path_factory):
    folder = tmp_path_factory.mktemp("table_screenshots")
    print(f"\nscreenshots in {folder}")

    def settle(window) -> None:
        qtbot.waitUntil(lambda: all(b.isVisible() for b in _bar_buttons(window)), timeout=WAIT_MS)
        qtbot.wait(50)
        assert window.size().width() == 1280 and window.size().height() == 800

    # The bidding panel, with a standing bid to beat, and a 4-player game mid-trick.
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window, seed=7)
    window.new_game(short_rules(4), seed=SEED_4)
    turn = person.play_until(stop=lambda o: o.phase is Phase.BID and o.bid_holder is not None)
    assert turn is not None
    settle(window)
    _grab(window, folder, "bidding_panel.png")
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.trick) >= 2
                      and len(o.legal_cards) < len(o.hand))  # fmt: skip
    settle(window)
    _grab(window, folder, "four_players_mid_trick.png")
    # The end-of-hand summary, and the table behind it.
    assert person.play_until(stop_at_summary=True) is None
    summary = person.summary_open()
    assert summary is not None and person.reports
    qtbot.waitExposed(summary)
    _grab(summary, folder, "end_of_hand_summary.png")
    _grab(window, folder, "end_of_hand_table.png")
    window.close()

    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window, seed=7)
    window.new_game(short_rules(6), seed=SEED_6)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.trick) >= 3)
    settle(window)
    _grab(window, folder, "six_players_mid_trick.png")
    window.close()

    # The moment a deal at normal speed is over (see the deal test's known bug).
    window = make_window(qtbot, speed="normal")
    controller, grabbed = window.controller, []
    finished = controller.animations_finished

    def deal_shown() -> None:
        if not grabbed:
            _grab(window, folder, "after_deal_normal_speed.png")
            grabbed.append(True)
        finished()

    monkeypatch.setattr(controller, "animations_finished", deal_shown)
    window.new_game(short_rules(4), seed=SEED_4)
    qtbot.waitUntil(lambda: bool(grabbed), timeout=WAIT_MS)


def _bar_buttons(window):
    layout = window.bar.buttons
    return [layout.itemAt(i).widget() for i in range(layout.count())]
