"""Help > Rules: the rules page of the player's language (``resources/help/rules.<code>.md``,
written from RULES.md), with the options of the current game listed after its introduction.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...app.language import SOURCE_LANGUAGE, tr
from ...app.resources import resources_dir
from ...engine import RuleSet
from .rule_options import option_lines


def rules_page_path(code: str) -> Path:
    """The rules page of language ``code`` (the English one when it has none)."""
    folder = resources_dir() / "help"
    page = folder / f"rules.{code}.md"
    return page if page.is_file() else folder / f"rules.{SOURCE_LANGUAGE}.md"


def rules_markdown(code: str, rules: RuleSet) -> str:
    """The page's Markdown with a section stating ``rules``' options after the introduction."""
    page = rules_page_path(code).read_text(encoding="utf-8")
    options = "\n".join(f"- **{label}:** {value}" for label, value in option_lines(rules))
    heading = tr("The options of this game")
    section = f"## {heading}\n\n{options}\n\n"
    cut = page.find("\n## ")
    if cut < 0:
        return page + "\n\n" + section
    return page[: cut + 1] + section + page[cut + 1 :]


class RulesDialog(QDialog):
    """The rules page in a scrollable, searchable-by-eye browser."""

    def __init__(self, code: str, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules"))
        self.resize(760, 680)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(tr("Rules"))
        self.browser.setMarkdown(rules_markdown(code, rules))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
