"""``okpitch-cli``: the headless command line of HAND_RECORD.md (engine and AI, no Qt).

Every command prints one JSON object and exits 0 (``serve``: one a request line); bad input
exits 2 with one line on standard error naming the step and the reason (cut to 300
characters), never a traceback.
A record is read through the game's guarded reader: at most ``--max-bytes`` (1 MB), strict
UTF-8 JSON, no key twice, no NaN, bounded nesting and number length.
Every count has an upper limit (LIMITS), far above real use, so that no command line can
run out of memory, fork without end or run for ever; past it is a usage error, exit 2.
A closed standard output (``okpitch-cli score X | head -c1``) ends the command quietly
with exit 141, as a program killed by SIGPIPE would.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO, NoReturn

from .app.plain_text import shorten
from .app.saves.safe_read import MAX_BYTES, FileProblem, parse_json, read_bytes, read_stream
from .engine import (
    HandState,
    RecordError,
    RuleError,
    RuleSet,
    replay_record,
    score_report,
)
from .engine.actions import action_json

EXIT_BAD_INPUT = 2
EXIT_CLOSED_OUTPUT = 141  # 128 + SIGPIPE: what a shell shows for `yes | head -1`
DEFAULT_DEALS = 100
LIMITS = {  # the largest value of each option: 100 times and more the largest real use
    "--deals": 100_000,  # a match's outcomes stay in memory until it is summed up
    "--games": 10_000,
    "--jobs": 64,  # worker processes; never more than the processors or the work, either
    "--max-bytes": 100_000_000,  # a record is some kilobytes
}
SERVE_SKIP_FACTOR = 10  # serve gives up on a line with no end after 10 times --max-bytes


class CliError(Exception):
    """Bad input: reported as ``error: <message>`` with exit code 2."""


class _ClosedOutput(Exception):
    """Standard output was closed by its reader: the command ends quietly."""


def _up_to(option: str) -> Callable[[str], int]:
    """An argparse type: a whole number no greater than ``option``'s limit."""
    limit = LIMITS[option]

    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value > limit:
            raise argparse.ArgumentTypeError(f"at most {limit:,} (was {shorten(text, 40)})")
        return value

    return whole_number


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage problem as one line, exit 2."""

    def error(self, message: str) -> NoReturn:
        raise CliError(f"usage: {message} (see okpitch-cli --help)")


def read_record(path: str, limit: int = MAX_BYTES) -> HandState:
    """Read, parse and replay the record at ``path`` (``-`` for standard input), reading
    at most ``limit`` bytes (a pipe that never ends is cut there)."""
    if limit < 1:
        raise CliError("--max-bytes: must be at least 1")
    try:
        raw = read_stream(sys.stdin.buffer, limit) if path == "-" else read_bytes(path, limit)
    except FileNotFoundError:
        raise CliError(f"record: cannot read {path!r}: no such file") from None
    except (FileProblem, OSError) as error:
        raise CliError(f"record: cannot read {path!r}: {error}") from None
    try:
        data = parse_json(raw)
    except FileProblem as error:
        raise CliError(f"record: {error}") from None
    try:
        return replay_record(data)
    except RecordError as error:
        raise CliError(str(error)) from None


def _cmd_score(args: argparse.Namespace) -> dict[str, Any]:
    return score_report(read_record(args.record, args.max_bytes))


def _cmd_suggest(args: argparse.Namespace) -> dict[str, Any]:
    level = _level(args.level, "--level")
    return suggestion(read_record(args.record, args.max_bytes), level, args.seed)


def suggestion(state: HandState, level: str, seed: int | str) -> dict[str, Any]:
    """The move ``level`` makes for the seat to act in ``state``, as ``suggest`` prints it."""
    import random

    from .ai.players.levels import make_player

    if state.result is not None:
        raise CliError("record: the hand is over, there is no move to suggest")
    seat = state.to_act
    action = make_player(level).choose(state.observation(seat), random.Random(seed))
    return {"seat": seat, **action_json(action)}


def _cmd_serve(args: argparse.Namespace) -> None:
    """``suggest`` for one request a line until standard input ends: a measuring program
    asks a whole match's moves of one process. A request is ``{"record": RECORD}``, with
    ``"seed"`` (a number or a text; default 0) and ``"level"`` (default ``--level``); the
    answer is the line ``suggest`` prints, or ``{"error": "..."}`` for a bad request."""
    default = _level(args.level, "--level")
    for line in _request_lines(sys.stdin.buffer, args.max_bytes):
        try:
            answer = _serve_one(line, default)
        except CliError as error:
            answer = {"error": shorten(str(error))}
        except Exception as error:  # noqa: BLE001 - one bad request never ends the others
            answer = {"error": shorten(f"internal error: {type(error).__name__}: {error}")}
        _print(json.dumps(answer), flush=True)


def _request_lines(stream: BinaryIO, limit: int) -> Iterator[bytes | None]:
    """Each line of ``stream``, read ``limit`` bytes at most at a time; a longer line is
    read to its end in pieces and given as None, unless it has no end within
    SERVE_SKIP_FACTOR times ``limit`` (``serve < /dev/zero``): then serve gives up."""
    while line := stream.readline(limit + 1):
        if len(line) <= limit:
            yield line
            continue
        skipped = len(line)
        while not line.endswith(b"\n") and (line := stream.readline(limit + 1)):
            skipped += len(line)
            if skipped > SERVE_SKIP_FACTOR * limit:
                raise CliError(
                    f"request: no end of line after {skipped:,} bytes"
                    f" ({SERVE_SKIP_FACTOR} times --max-bytes): serve gives up"
                )
        yield None


def _serve_one(line: bytes | None, default_level: str) -> dict[str, Any]:
    if line is None:
        raise CliError("request: longer than --max-bytes")
    try:
        request = parse_json(line)
    except FileProblem as error:
        raise CliError(f"request: {error}") from None
    if not isinstance(request, dict) or "record" not in request:
        raise CliError('request: must be a JSON object with a "record"')
    unknown = set(request) - {"record", "seed", "level"}
    if unknown:
        raise CliError(f"request: unknown field {sorted(unknown)[0]!r}")
    seed = request.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise CliError("request: seed must be a number or a text")
    level = request.get("level", default_level)
    if not isinstance(level, str):
        raise CliError("request: level must be a level's name")
    level = _level(level, "level")
    try:
        state = replay_record(request["record"])
    except RecordError as error:
        raise CliError(str(error)) from None
    return suggestion(state, level, seed)


def _cmd_review(args: argparse.Namespace) -> dict[str, Any]:
    from .ai.players.levels import BUDGETS
    from .ai.review.hand_review import review_hand

    level = _level(args.level, "--level")
    if level not in BUDGETS:
        raise CliError(f"--level: {level!r} does not search; review with {', '.join(BUDGETS)}")
    if not 0 <= args.threshold < float("inf"):
        raise CliError("--threshold: must be a number of points, 0 or more")
    state = read_record(args.record, args.max_bytes)
    if not 0 <= args.seat < state.rules.players:
        raise CliError(f"--seat: must be a seat number from 0 to {state.rules.players - 1}")
    report = review_hand(state, args.seat, level, args.seed, args.threshold).to_json()
    if args.reasons:
        from .ai.review.reasons import hand_reasons

        levels = [level if seat == args.seat else None for seat in range(state.rules.players)]
        found = hand_reasons(state, levels, lambda _index: args.seed)
        steps = [d for d in report["decisions"] if d["phase"] != "play"]
        for decision, reasons in zip(steps, found.values(), strict=True):
            decision["reasons"] = reasons.to_json()
    return report


def _cmd_match(args: argparse.Namespace) -> dict[str, Any]:
    from .ai.matches.games import run_game_match
    from .ai.matches.match import run_match

    if args.games is not None and args.deals is not None:
        raise CliError("--games: give either --deals or --games, not both")
    if args.games is not None and args.games < 2:
        raise CliError("--games: must be at least 2")
    if args.deals is not None and args.deals < 2:
        raise CliError("--deals: must be at least 2")
    rules = _rules(args.rules, args.players)
    level_a, level_b = _level(args.a, "--a"), _level(args.b, "--b")
    deals = DEFAULT_DEALS if args.deals is None else args.deals
    work = deals if args.games is None else args.games
    jobs = max(1, min(args.jobs, os.cpu_count() or 1, work))  # no idle worker processes
    if args.games is not None:
        return run_game_match(rules, level_a, level_b, args.games, args.seed, jobs)
    return run_match(rules, level_a, level_b, deals, args.seed, jobs)


def _level(name: str, option: str) -> str:
    """Check a level name."""
    from .ai.players.levels import LEVELS

    if name not in LEVELS:
        raise CliError(f"{option}: unknown level {name!r} (known: {', '.join(LEVELS)})")
    return name


def _cmd_simulate(args: argparse.Namespace) -> dict[str, Any]:
    from .ai.matches.simulate import simulate

    _level(args.level, "--level")
    if args.games < 1:
        raise CliError("--games: must be at least 1")
    rules = _rules(args.rules, args.players)
    report = simulate(rules, args.games, args.level, args.seed)
    return {"players": rules.players, "level": args.level, **report.to_dict()}


def _rules(text: str | None, players: int | None) -> RuleSet:
    """A rule set from ``--rules JSON``, with ``--players`` on top."""
    try:
        data = parse_json(text) if text else {}
    except FileProblem as error:
        raise CliError(f"--rules: {error}") from None
    if not isinstance(data, dict):
        raise CliError("--rules: must be a JSON object of rule fields")
    if players is not None:
        data["players"] = players
    try:
        return RuleSet.from_dict(data)
    except RuleError as error:
        raise CliError(f"--rules: {error}") from None


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, one subcommand per contract command."""
    parser = _Parser(
        prog="okpitch-cli",
        description="Oklahoma Ten Point Pitch, headless. Records are read up to 1 MB"
        " (--max-bytes N raises the cap), standard input included.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    score = commands.add_parser("score", help="replay and score a hand record")
    score.add_argument("record", help="the hand record file, or - for standard input")
    _max_bytes_option(score)
    score.set_defaults(run=_cmd_score)
    suggest = commands.add_parser("suggest", help="the move a computer level would make")
    suggest.add_argument("record", help="the hand record file, or - for standard input")
    suggest.add_argument("--level", default="hard")
    suggest.add_argument("--seed", type=int, default=0)
    _max_bytes_option(suggest)
    suggest.set_defaults(run=_cmd_suggest)
    serve = commands.add_parser(
        "serve", help="suggest, for one JSON request a line on standard input, until it ends"
    )
    serve.add_argument("--level", default="hard")
    _max_bytes_option(serve)
    serve.set_defaults(run=_cmd_serve)
    review = commands.add_parser("review", help="what each decision of one seat cost")
    review.add_argument("record", help="the hand record file, or - for standard input")
    review.add_argument("--seat", type=int, required=True)
    review.add_argument("--level", default="hard")
    review.add_argument("--seed", type=int, default=0)
    review.add_argument("--threshold", type=float, default=0.25)
    review.add_argument(
        "--reasons",
        action="store_true",
        help="add to each bid, trump, exchange and discard a 'reasons' object: what the"
        " level, deciding with --seed as the seed, would do there and why (its expected"
        " points, chance to make each bid, the cards it counts on, what it keeps)",
    )
    _max_bytes_option(review)
    review.set_defaults(run=_cmd_review)
    match = commands.add_parser("match", help="duplicate match between two levels")
    match.add_argument("--a", required=True, help="level of side A")
    match.add_argument("--b", required=True, help="level of side B")
    match.add_argument(
        "--deals",
        type=_up_to("--deals"),
        help=f"duplicate deals (default {DEFAULT_DEALS}, at most {LIMITS['--deals']:,})",
    )
    match.add_argument(
        "--games",
        type=_up_to("--games"),
        help=f"whole games instead of deals (at most {LIMITS['--games']:,})",
    )
    match.add_argument("--players", type=int, choices=(4, 6))
    match.add_argument("--seed", type=int, default=0)
    match.add_argument("--rules", help="a JSON object of rule fields")
    match.add_argument(
        "--jobs",
        type=_up_to("--jobs"),
        default=1,
        help=f"worker processes (at most {LIMITS['--jobs']}; no more are started than"
        " there are processors or deals)",
    )
    match.set_defaults(run=_cmd_match)
    simulate = commands.add_parser("simulate", help="play whole games, all seats by the AI")
    simulate.add_argument(
        "--games",
        type=_up_to("--games"),
        default=100,
        help=f"games to play (default 100, at most {LIMITS['--games']:,})",
    )
    simulate.add_argument("--players", type=int, choices=(4, 6))
    simulate.add_argument("--level", default="random")
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--rules", help="a JSON object of rule fields")
    simulate.set_defaults(run=_cmd_simulate)
    return parser


def _max_bytes_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-bytes",
        type=_up_to("--max-bytes"),
        default=MAX_BYTES,
        metavar="N",
        help=f"read at most N bytes of the record (default {MAX_BYTES:,}, 1 MB; at most"
        f" {LIMITS['--max-bytes']:,}); a larger input is an error, standard input included",
    )


def _print(text: str, flush: bool = False) -> None:
    """``print`` to standard output; _ClosedOutput if its reader has gone."""
    try:
        print(text, flush=flush)
    except BrokenPipeError:
        raise _ClosedOutput from None


def _quiet_output() -> None:
    """Point standard output at the null device, so that Python's flush at exit finds no
    closed pipe to complain about."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit code."""
    try:
        args = build_parser().parse_args(argv)
        output = args.run(args)
        if output is not None:  # serve has answered line by line
            _print(json.dumps(output), flush=True)
    except _ClosedOutput:
        _quiet_output()
        return EXIT_CLOSED_OUTPUT
    except CliError as error:
        print(shorten(f"error: {error}"), file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as error:  # noqa: BLE001 - the contract: never a traceback
        print(shorten(f"error: internal error: {type(error).__name__}: {error}"), file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


if __name__ == "__main__":
    sys.exit(main())
