"""Help > Rules: the rules page of the player's language (``resources/help/rules.<code>.md``,
written from RULES.md), with the options of the current game listed after its introduction.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...app.language import SOURCE_LANGUAGE, tr
from ...app.logs import logger
from ...app.plain_text import shorten
from ...app.resources import resources_dir
from ...app.saves.safe_read import FileProblem, read_bytes
from ...engine import RuleSet
from .red_suits import colour_red_suits
from .rule_options import option_lines

RULES_BYTES = 200_000  # the longest page is about 13 kB


def read_rules_page(code: str) -> tuple[str, str]:
    """The language and the text of the rules page of ``code``, else of the English one.

    A page is read only as a regular file of at most RULES_BYTES of UTF-8 (a pipe there
    never blocks); FileProblem when neither page can be read.
    """
    folder = resources_dir() / "help"
    problem = FileProblem("")
    for language in dict.fromkeys((code, SOURCE_LANGUAGE)):
        page = folder / f"rules.{language}.md"
        try:
            return language, read_bytes(page, RULES_BYTES).decode("utf-8")
        except FileNotFoundError:
            problem = FileProblem(f"{page.name} is missing")
        except FileProblem as error:
            problem = FileProblem(f"{page.name}: {error}")
        except UnicodeDecodeError as error:
            problem = FileProblem(f"{page.name} is not UTF-8 text (byte {error.start})")
        logger().warning("rules page: %s", problem)
    raise problem


def rules_markdown(code: str, rules: RuleSet) -> str:
    """The page's Markdown with a section stating ``rules``' options after the introduction;
    FileProblem when no rules page can be read."""
    page = read_rules_page(code)[1]
    options = "\n".join(f"- **{label}:** {value}" for label, value in option_lines(rules))
    heading = tr("The options of this game")
    section = f"## {heading}\n\n{options}\n\n"
    cut = page.find("\n## ")
    if cut < 0:
        return page + "\n\n" + section
    return page[: cut + 1] + section + page[cut + 1 :]


class RulesDialog(QDialog):
    """The rules page in a scrollable, searchable-by-eye browser; when no rules page can
    be read (a damaged install), it says so in plain words instead."""

    def __init__(self, code: str, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules"))
        self.resize(760, 680)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(tr("Rules"))
        try:
            self.browser.setMarkdown(rules_markdown(code, rules))
            colour_red_suits(self.browser.document())
        except FileProblem as problem:
            text = tr("The rules cannot be shown: {reason}").format(reason=shorten(problem))
            self.browser.setPlainText(text + "\n\n" + tr("Reinstall the game to read them."))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
