"""The layers of docs/architecture.md, read from the source: every import of every module of the
package (those under ``TYPE_CHECKING`` and inside functions too) must point down, and no
two modules may import each other, however indirectly."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "okpitch_desktop"
NAME = PACKAGE.name


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports: absolute names, relative ones resolved. An import of
    a package's names (``from ..engine import HandState``) counts as an import of the package
    and of a submodule if the name is one."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                if candidate in MODULES:
                    found.add(candidate)
    return found


SOURCES = {module_name(path): path for path in PACKAGE.rglob("*.py")}
MODULES = set(SOURCES)
GRAPH = {name: imports_of(path) for name, path in SOURCES.items()}


def layer(name: str) -> str | None:
    """engine, ai, app or ui for a module of the package (None for the top level)."""
    parts = name.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in LAYERS) else None


LAYERS = ("engine", "ai", "app", "ui")


def imports_from(layer_name: str) -> list[tuple[str, str]]:
    return [(module, target) for module, targets in GRAPH.items() if layer(module) == layer_name
            for target in targets]  # fmt: skip


def test_the_graph_was_read() -> None:
    assert len(GRAPH) > 50
    assert "okpitch_desktop.engine.hand" in GRAPH["okpitch_desktop.engine.record"]


def test_no_import_cycle() -> None:
    """Depth-first search for a back edge between modules of the package (a package's
    ``__init__`` importing its own modules is how a package is made, not a cycle)."""
    edges = {
        module: {t for t in targets if t in MODULES and not module.startswith(t + ".")}
        for module, targets in GRAPH.items()
    }
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(edges[module]):
            if state.get(target) == 1:
                cycles.append(path[path.index(target) :] + [target])
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module, [module])
    assert cycles == [], "\n".join(" -> ".join(cycle) for cycle in cycles)


@pytest.mark.parametrize("lower", ["engine", "ai"])
def test_engine_and_ai_import_no_qt_app_or_ui(lower: str) -> None:
    allowed = {"engine"} if lower == "ai" else set()
    wrong = [
        (module, target)
        for module, target in imports_from(lower)
        if target.startswith("PySide6")
        or (target.startswith(NAME + ".") and layer(target) not in allowed | {lower})
        or target == NAME + ".cli"
    ]
    assert wrong == []


def test_app_imports_only_qt_core_and_never_ui() -> None:
    wrong = [
        (module, target)
        for module, target in imports_from("app")
        if (target.startswith("PySide6") and target != "PySide6.QtCore") or layer(target) == "ui"
    ]
    assert wrong == []


def test_ui_never_imports_ai_nor_uses_hand_state() -> None:
    wrong = [(module, target) for module, target in imports_from("ui") if layer(target) == "ai"]
    assert wrong == []
    using = [
        module
        for module, path in SOURCES.items()
        if layer(module) == "ui"
        and any(
            isinstance(node, ast.Name | ast.alias) and "HandState" in (getattr(node, "id", None),
                                                                       getattr(node, "name", None))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    ]  # fmt: skip
    assert using == []
