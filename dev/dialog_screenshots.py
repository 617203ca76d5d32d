"""Pictures of the dialogs that end a hand and look back on the games, from planted values
(no game is played, so it takes seconds), to look at in any language and scale:

    python dev/dialog_screenshots.py OUT_DIR [--scale 2] [--language de]

It saves ``summary.png`` (a hand where the person was set, a negative score),
``history.png`` (Hand history with two kept hands whose rows wrap), ``reasons.png`` (the
Computers' reasons with red suits), ``statistics_games.png`` and ``statistics_review.png``
(charts with lines and legends), ``statistics_one_game.png`` (the sentences in place of
lines after one game), ``settings.png``, ``tour_last.png`` and ``rules.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from picture_app import picture_app, picture_parser


def parse(argv: list[str]) -> argparse.Namespace:
    return picture_parser("python dev/dialog_screenshots.py").parse_args(argv)


def planted_summary(stats, hands: int, games: int) -> dict:
    """The statistics of an empty database with a last game, win rates and reviews."""
    from okpitch_desktop.app.stats.summary import summary

    groups = ("bid", "trump", "cards", "play")
    values = [1.5 - 0.1 * n + 0.2 * (n % 3) for n in range(hands)]
    scores = [[0, 0], [4, -2], [1, 2], [7, 3], [11, 3], [9, 8], [15, 8]][: max(hands, 1)]
    return summary(stats) | {
        "last_game": {"game_id": "g", "players": 4, "human_team": 0, "scores": scores},
        "win_rate_over_time": [round(0.5 + 0.1 * (n % 4), 2) for n in range(games)],
        "costs": {
            "hands": hands, "average_cost": 1.2 if hands else None,
            "mistakes_per_hand": dict.fromkeys(groups, 0.4 if hands else None),
            "cost_over_time": values,
            "mistakes_over_time": {g: [v / (i + 2) for v in values] for i, g in enumerate(groups)},
            "skipped": 0,
        },
    }  # fmt: skip


def main(argv: list[str]) -> int:
    options = parse(argv)
    app = picture_app(options)
    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.app.stats.database import Statistics
    from okpitch_desktop.app.stats.history import HandEntry
    from okpitch_desktop.app.stats.score_sheet import SheetRow
    from okpitch_desktop.engine import HandReport, RuleSet
    from okpitch_desktop.ui.dialogs import history, reasons, statistics
    from okpitch_desktop.ui.dialogs.rules_page import RulesDialog
    from okpitch_desktop.ui.dialogs.settings import SettingsDialog
    from okpitch_desktop.ui.dialogs.summary import SummaryDialog
    from okpitch_desktop.ui.dialogs.tour import PAGES, TourDialog
    from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps

    saved: list[Path] = []

    def save(name: str, dialog, width: int | None = None, height: int | None = None) -> None:
        dialog.show()
        if width:
            dialog.resize(width, height or dialog.height())
        for _ in range(3):
            app.processEvents()
        path = options.out / name
        dialog.grab().save(str(path))
        saved.append(path)
        dialog.close()

    report = HandReport(
        pitcher=0, bid=7, trump=1, points={"high": 0, "low": 1, "jack": 1, "game": 1},
        point_cards={"high": 12, "low": 14, "jack": 9, "game": None}, game_counts=(9, 14),
        earned=(1, 3), made=False, scores=(-3, 12), winner=None, tricks=(),
    )  # fmt: skip
    save("summary.png", SummaryDialog(report, RuleSet(), CardPixmaps()))

    rows = {
        "a.json": SheetRow(2, 1, 0, 3, 1, False, (-3, 2), (-5, 9)),
        "b.json": SheetRow(3, 2, 2, 5, 2, True, (5, 1), (0, 10)),
    }
    entries = [
        HandEntry(Path(name), "20261207-140000-g", row.hand_number) for name, row in rows.items()
    ]
    history.hand_result = lambda path: rows[path.name]
    history.load_hand = lambda path: None
    kept = type("History", (), {"entries": lambda self: entries})()
    dialog = history.HistoryDialog(kept)
    dialog.list.clearSelection()
    save("history.png", dialog)

    reasons.ReviewRunner.run = lambda *args: None
    reasons.reason_text = lambda found, players: found
    played = type("Played", (), {"levels": ("easy",) * 4})()
    dialog = reasons.ReasonsDialog(played)
    dialog.show_reasons(
        (
            "West: bid 3. The lowest of its best bids: it may still raise, or it speaks last.\n"
            "Expects 4.7 points with ♥; makes 2 in 100%, 3 in 92%; counted on J♥ 10♦ A♥",
            "North: pass. Its partner holds the bid.",
            "East: trump ♦. The suit with the best result in its simulated deals.\n"
            "Points per suit: ♠ 2.1, ♥ 3.0, ♦ 4.2, ♣ 1.7",
        )
    )
    save("reasons.png", dialog)

    with tempfile.TemporaryDirectory() as folder:
        stats = Statistics(Path(folder) / "statistics.sqlite3")
        for name, hands, games, tab in (
            ("statistics_games.png", 6, 5, 0),
            ("statistics_review.png", 6, 5, 1),
            ("statistics_one_game.png", 1, 1, 0),
        ):
            data = planted_summary(stats, hands, games)
            statistics.summary = lambda *args, data=data: data
            dialog = statistics.StatisticsDialog(stats)
            dialog.chart_tabs.setCurrentIndex(tab)
            save(name, dialog)
        stats.close()

    save("settings.png", SettingsDialog(Settings(), None))
    tour = TourDialog()
    tour.show_page(len(PAGES) - 1)
    save("tour_last.png", tour)
    save("rules.png", RulesDialog(options.language, RuleSet()))
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
