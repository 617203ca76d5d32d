"""Keep the translations in step with the code (pyside6-lupdate and pyside6-lrelease).

    python dev/translations.py update    # code -> resources/translations/*.ts
    python dev/translations.py release   # *.ts -> *.qm (what the game loads)
    python dev/translations.py check     # exit 1 when either is out of step

``update`` adds new strings as unfinished and drops strings the code no longer has; the
English file holds only the strings with a count (``tr("%n tricks", None, n)``), whose
English plural forms are translations too;
a translator fills them in (with Qt Linguist, ``pyside6-linguist``, or any editor), then
``release`` compiles them. Both .ts and .qm files are committed; the tests run ``check``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "okpitch_desktop"
FOLDER = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en"  # its file holds only the plural forms (``tr(text, None, n)``)
LANGUAGES = (SOURCE_LANGUAGE, "de", "fr", "ru", "ja", "sw")


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    """The translation source of language ``code``."""
    return folder / f"okpitch_{code}.ts"


def tool(name: str) -> str:
    """PySide6's own ``pyside6-<name>``, next to this Python or on the PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found: install the game's dependencies first")
    return found


def sources() -> list[str]:
    """Every Python file of the program (only tr() calls are read from them)."""
    return sorted(str(path.relative_to(ROOT)) for path in PACKAGE.rglob("*.py"))


def update(folder: Path = FOLDER) -> None:
    """Bring each .ts file in ``folder`` in step with the strings of the code."""
    folder.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        plural_only = ["-pluralonly"] if code == SOURCE_LANGUAGE else []
        command = [tool("lupdate"), *sources(), "-no-obsolete", "-locations", "none",
                   *plural_only, "-source-language", "en", "-target-language", code,
                   "-ts", str(ts_path(code, folder))]  # fmt: skip
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True)


def release(folder: Path = FOLDER, into: Path = FOLDER) -> None:
    """Compile each .ts file of ``folder`` into a .qm file in ``into``."""
    for code in LANGUAGES:
        qm = into / ts_path(code).with_suffix(".qm").name
        command = [tool("lrelease"), "-silent", str(ts_path(code, folder)), "-qm", str(qm)]
        subprocess.run(command, check=True, capture_output=True)


def problems() -> list[str]:
    """What is out of step: strings the .ts files lack or keep, unfinished or obsolete
    entries, and .qm files that differ from their compiled .ts."""
    found = []
    with tempfile.TemporaryDirectory() as temp:
        fresh = Path(temp)
        for code in LANGUAGES:
            if not ts_path(code).is_file():
                found.append(f"{ts_path(code).name} is missing")
                continue
            shutil.copy(ts_path(code), ts_path(code, fresh))
        if found:
            return found
        update(fresh)
        release(FOLDER, fresh)
        for code in LANGUAGES:
            name = ts_path(code).name
            text = ts_path(code, fresh).read_text(encoding="utf-8")
            if text != ts_path(code).read_text(encoding="utf-8"):
                found.append(f"{name} is not in step with the code: run 'update'")
            for kind in ("unfinished", "obsolete", "vanished"):
                count = text.count(f'type="{kind}"')
                if count:
                    found.append(f"{name} has {count} {kind} entries")
            qm = ts_path(code).with_suffix(".qm")
            compiled = ts_path(code, fresh).with_suffix(".qm").read_bytes()
            if not qm.is_file() or qm.read_bytes() != compiled:
                found.append(f"{qm.name} is not compiled from {name}: run 'release'")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "check":
        found = problems()
        print("\n".join(found) or "translations are in step")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
