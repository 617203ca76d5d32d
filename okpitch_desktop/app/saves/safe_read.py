"""One guarded way to read the files the game and the command line read.

Files come from disk, from other programs and from people: any of them may be a pipe that
never ends, huge, deeply nested, full of 6,000-digit numbers or NaN, or carry the same key
twice. ``read_bytes`` reads only regular files up to a size cap and never blocks;
``parse_json`` reads strict UTF-8 JSON within limits of nesting and number length and
rejects duplicate keys. Both raise ``FileProblem`` with a reason in a player's words, so a
caller checks types field by field and never meets a RecursionError or a ValueError it
did not expect. ``set_aside`` keeps a file that could not be used, byte for byte, under a
name no other file has, so that nothing the player owns is overwritten.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import time
from pathlib import Path
from typing import Any, BinaryIO

from ..logs import logger
from ..plain_text import shorten

MAX_BYTES = 1_000_000  # every file the game writes is far smaller
MAX_DEPTH = 64  # nesting of arrays and objects
MAX_NUMBER_CHARS = 40  # the longest number literal (digits, sign, point and exponent)

NAME_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # a game id and the like
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class FileProblem(ValueError):
    """A file or text that cannot be used; the message says why in a player's words."""


# ---------------------------------------------------------------------- bytes
def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """The content of the regular file at ``path``, at most ``limit`` bytes.

    A pipe, a device or a folder is refused without waiting on it (the file is opened
    non-blocking and checked before a byte is read). FileNotFoundError passes through
    (a missing file is normal); any other OSError is a FileProblem.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if os.name == "nt":  # no non-blocking open there: look before opening
            _refuse_unless_regular(os.stat(path).st_mode)
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise FileProblem("it is a folder, not a file") from None
    except OSError as error:
        raise FileProblem(f"it cannot be read ({error.strerror or error})") from None
    try:
        _refuse_unless_regular(os.fstat(descriptor).st_mode)
        with os.fdopen(descriptor, "rb", closefd=False) as file:
            return read_stream(file, limit)
    except OSError as error:
        raise FileProblem(f"it cannot be read ({error.strerror or error})") from None
    finally:
        os.close(descriptor)


def regular_or_missing(path: Path | str) -> bool:
    """Whether a regular file is at ``path`` (False when nothing is there), looked at
    without opening it or following a link, so it never blocks.

    A link (also one that loops or points nowhere), a pipe, a device or a folder at that
    name is a FileProblem: the game never opens or writes through such a name.
    """
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return False
    except OSError as error:
        raise FileProblem(f"it cannot be looked at ({error.strerror or error})") from None
    if stat.S_ISLNK(mode):
        raise FileProblem("it is a link to another place, not a file")
    _refuse_unless_regular(mode)
    return True


def _refuse_unless_regular(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise FileProblem("it is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise FileProblem("it is not a regular file (a pipe or a device)")


def read_stream(stream: BinaryIO, limit: int = MAX_BYTES) -> bytes:
    """At most ``limit`` bytes of ``stream`` (standard input); FileProblem past that,
    after reading one byte more and no further."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise FileProblem(f"it is larger than {limit:,} bytes")
    return data


# ---------------------------------------------------------------------- JSON
def parse_json(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``data``: strict UTF-8 (a leading byte-order mark is allowed),
    nesting at most ``max_depth`` deep, numbers at most MAX_NUMBER_CHARS long and finite,
    no key twice in one object. FileProblem otherwise."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise FileProblem(f"it is not UTF-8 text (byte {error.start})") from None
    else:
        text = data.removeprefix("\ufeff")
    _check_depth(text, max_depth)
    try:
        return json.loads(
            text,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
            object_pairs_hook=_object,
        )
    except json.JSONDecodeError as error:
        raise FileProblem(f"it is not valid JSON (it may be cut short): {error}") from None
    except RecursionError:
        raise FileProblem(f"it is nested more than {max_depth} levels deep") from None


def _check_depth(text: str, max_depth: int) -> None:
    """Count brackets outside strings before the parser recurses into them."""
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub('""', text)):
        depth += 1 if bracket in "[{" else -1
        if depth > max_depth:
            raise FileProblem(f"it is nested more than {max_depth} levels deep")


def _int(literal: str) -> int:
    if len(literal) > MAX_NUMBER_CHARS:
        raise FileProblem(f"it holds a number {len(literal):,} characters long")
    return int(literal)


def _float(literal: str) -> float:
    if len(literal) > MAX_NUMBER_CHARS:
        raise FileProblem(f"it holds a number {len(literal):,} characters long")
    value = float(literal)
    if not math.isfinite(value):
        raise FileProblem(f"it holds a number too large to use ({shorten(literal, 40)})")
    return value


def _constant(name: str) -> float:
    raise FileProblem(f"it holds {name}, which is not a JSON number")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise FileProblem(f"it has the key {shorten(repr(key), 60)} twice in one object")
        result[key] = value
    return result


def read_json(path: Path | str, limit: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """``parse_json`` of ``read_bytes``: the one call for a JSON file on disk."""
    return parse_json(read_bytes(path, limit), max_depth)


def is_name_part(value: object) -> bool:
    """Whether a name read from a file may become part of a file name: letters, digits,
    dashes and underscores only, so it never climbs out of its folder (``../``)."""
    return isinstance(value, str) and NAME_PART.fullmatch(value) is not None


# ---------------------------------------------------------------------- keeping
def set_aside(path: Path, label: str = "damaged", why: object = "") -> Path | None:
    """Move ``path`` to ``NAME.LABEL-<date>-<time>`` (``-2``, ``-3``… if that exists):
    byte for byte, never over another file. None if it could not be moved (the file is
    then left where it is, untouched)."""
    base = path.with_name(f"{path.name}.{label}-{time.strftime('%Y%m%d-%H%M%S')}")
    for number in range(1, 100):
        kept = base if number == 1 else base.with_name(f"{base.name}-{number}")
        try:
            _move_to_new_name(path, kept)
        except FileExistsError:
            continue
        except OSError as error:
            logger().warning("%s could not be set aside: %s", path, error)
            return None
        logger().warning("%s set aside as %s: %s", path, kept.name, shorten(str(why)))
        return kept
    return None


def _move_to_new_name(path: Path, kept: Path) -> None:
    """A link cannot replace an existing file; where links are not possible (FAT),
    rename after checking the name is free."""
    try:
        os.link(path, kept)
    except FileExistsError:
        raise
    except OSError:
        if kept.exists() or kept.is_symlink():
            raise FileExistsError(kept) from None
        os.rename(path, kept)
        return
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
