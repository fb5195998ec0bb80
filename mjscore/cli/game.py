"""``mjscore game``: whole-game score sheets, from the first hand to the final points."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

import click

from .options import JSON_OPTION, LANG_OPTION, WidthChoice, source_rules_options, width_options

if TYPE_CHECKING:
    from ..rules import RulesChoice
    from ..sheet import Answer


@click.command("game")
@click.argument("sheets", nargs=-1, required=True, metavar="SHEET...",
                type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@source_rules_options
@LANG_OPTION
@JSON_OPTION
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV for spreadsheets.")
@click.option("--standings", is_flag=True,
              help="Add a league table over every game: games, places, total points.")
@click.option("--needs", is_flag=True,
              help="Add what each player needs at the end of each sheet: the smallest win "
                   "to be first or move up a place, by ron from each player and by tsumo.")
@click.option("--save", "save", type=click.Path(dir_okay=False), default=None,
              help="With -: write every line typed to FILE as it is typed (undo included).")
@click.option("--resume", "resume", type=click.Path(dir_okay=False), default=None,
              help="With -: go on with the sheet saved in FILE, and keep saving to it.")
@width_options
def game(*, sheets: tuple[str, ...], choice: RulesChoice, lang: str, as_json: bool,
         as_csv: bool, standings: bool, needs: bool, save: str | None,
         resume: str | None, width: WidthChoice) -> None:
    """Play whole-game score sheets: every hand's payments, the running scores, honba and
    sticks, the end of the game, placings and final points, checked against what the sheet
    wrote.

    SHEET is a score sheet (text, or JSON Lines; its grammar: mjscore help game), or - to
    read one line at a time from stdin and answer each at once (a live scorer at the
    table: undo, status and help are commands there, --save FILE keeps the lines typed).
    A sheet names the players and the rules; --rules, --rules-file and --rule change
    them. Each hand prints a
    row (what happened, each player's change and score, the sticks on the table) and each
    difference from what the sheet wrote; each game ends with its final block. Exit status:
    0 when everything is consistent, 1 on any mismatch, impossible event or bad line, 2 for
    a usage error.

    \b
    Example:
        mjscore game examples/game.txt
        mjscore game examples/game.txt --needs --lang ja
        mjscore game league/*.txt --standings --json
        mjscore game -
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import json_line, standings_block
    from ..game import league_table
    from ..game import needs as needs_of
    from ..sheet import GameFinished

    _check_options(sheets, as_json=as_json, as_csv=as_csv, save=save, resume=resume)
    # A long game keeps an outcome a hand until it ends: with the default threshold the
    # cyclic collector walks the young objects every 700 allocations (a fifth of the time
    # of a 100,000-line game); collecting less often frees the same garbage.
    before = gc.get_threshold()
    gc.set_threshold(_YOUNG_OBJECTS, *before[1:])
    click.get_current_context().call_on_close(lambda: gc.set_threshold(*before))
    columns = None if as_json or as_csv else width.columns()
    writer = _CsvWriter() if as_csv else None
    played: list[tuple[tuple[str, ...], Any]] = []
    failed = False
    for path in sheets:
        live = path == "-" and sys.stdin.isatty() and not (as_json or as_csv)
        # The lines are kept only for undo and --save: else the memory stays flat however
        # many games the sheet holds (nothing of a game is kept once it is answered).
        session, earlier = _session(path, choice, save, resume,
                                    history=live or (save is not None and path == "-"))
        shown: set[int] = set()  # the game being shown (one at most)
        over: set[int] = set()  # a game shown as over that has not finished yet
        for answer in _answers(session, path, earlier, live, lang=lang, width=columns):
            if not _is_answer(answer):
                continue
            if _is_over(answer):
                if live:
                    _print_over(answer, name=_game_name(answer, path, session), lang=lang,
                                shown=shown, width=columns)
                    over.add(answer.game)
                continue
            if live and isinstance(answer, GameFinished) and answer.game in over:
                over.discard(answer.game)
                if answer.report.game.final is None:
                    continue
            name = _game_name(answer, path, session)
            failed |= _failed(answer)
            if as_json:
                for record in _records(answer, name, needs_of if needs else None):
                    # (as click.echo writes it, without its look for colours a line)
                    sys.stdout.write(json_line(record) + "\n")
                    sys.stdout.flush()
            elif writer is not None:
                writer.answer(answer, name)
            else:
                _print_text(answer, name, shown, lang=lang, needs=needs_of if needs else None,
                            width=columns)
            if standings and isinstance(answer, GameFinished):
                played.append((answer.report.game.players, answer.report.result))
    if writer is not None:
        writer.close()
    if standings:
        table = league_table(played)
        if as_json:
            click.echo(json_line({"type": "standings",
                                  "standings": [row.as_record() for row in table]}))
        elif writer is None:
            click.echo("\n" + standings_block(table, lang, columns))
    sys.exit(1 if failed else 0)


def _check_options(sheets: tuple[str, ...], *, as_json: bool, as_csv: bool,
                   save: str | None, resume: str | None) -> None:
    """Refuse the options that exclude each other (a usage error, exit 2)."""
    if as_json and as_csv:
        raise click.UsageError("--json and --csv exclude each other")
    if sheets.count("-") > 1:
        raise click.UsageError("- (stdin) can be given once")
    if (save or resume) and "-" not in sheets:
        raise click.UsageError("--save and --resume go with - (the sheet typed live)")
    if save and resume:
        raise click.UsageError("--resume keeps saving to its file: give one of --save and "
                               "--resume")


def _session(path: str, choice: RulesChoice, save: str | None, resume: str | None, *,
             history: bool) -> tuple[Any, list[Any]]:
    """The session that plays ``path``, and the answers of the lines resumed; a ``--save``
    or ``--resume`` file that cannot be written or read is a usage error."""
    # (start-up time: the library loads when the command runs, not for --help)
    from ..sheet import SheetSession

    live = path == "-"
    try:
        if resume and live:
            return SheetSession.resume(resume, choice=choice)
        return SheetSession(source=None if live else path, choice=choice,
                            save=save if live else None, history=history), []
    except OSError as err:
        option, doing, file = (("--resume", "read", resume) if resume and live
                               else ("--save", "write", save))
        raise click.BadParameter(f"cannot {doing} {file}: {err.strerror or err}",
                                 param_hint=option) from None


def _answers(session: Any, path: str, earlier: list[Any], live: bool, *,
             lang: str, width: int | None) -> Iterator[Any]:
    # (start-up time: the library and the views load when the command runs, not for --help)
    from ..formatting import fit_text, live_banner
    from ..sheet import sheet_lines

    yield from earlier
    if path == "-":
        if live:
            click.echo(fit_text(live_banner(lang), width), err=True)
        # Bytes, whatever the locale: a line that is not UTF-8 gets its error alone.
        for line in sheet_lines(sys.stdin.buffer):
            if live:
                for reply in session.type(line):
                    if _is_answer(reply):
                        yield reply
                    else:
                        _print_reply(reply, lang, width)
            else:
                yield from session.feed(line)
        yield from session.close()
        return
    try:
        stream = open(path, "rb")  # noqa: SIM115 (closed below, after every line is read)
    except OSError as err:
        raise click.BadParameter(f"cannot read {path}: {err.strerror or err}",
                                 param_hint="SHEET") from None
    with stream:
        # Bytes: a line that is not UTF-8 gets its error alone, the others are read.
        for line in sheet_lines(stream):
            yield from session.feed(line)
    yield from session.close()


_YOUNG_OBJECTS = 50_000
"""The cyclic collector's first threshold while sheets are played (Python's default: 700)."""


class _Kinds(NamedTuple):
    """The kinds of answer a sheet gives, looked up once: every line of a long sheet asks
    for them several times, and an import statement costs more than the test it serves."""

    finished: type[Any]
    over: type[Any]
    played: type[Any]
    error: type[Any]
    replies: tuple[type[Any], ...]
    """The replies to a command typed at the table (help, status, undo)."""


@cache
def _kinds() -> _Kinds:
    # (start-up time: the library loads when the command runs, not for --help)
    from ..sheet import GameFinished, GameOver, HandPlayed, Help, LineError, Status, Undone

    return _Kinds(GameFinished, GameOver, HandPlayed, LineError, (Help, Status, Undone))


def _is_answer(reply: Any) -> bool:
    return not isinstance(reply, _kinds().replies)


def _is_over(answer: Any) -> bool:
    return isinstance(answer, _kinds().over)


def _print_reply(reply: Any, lang: str, width: int | None) -> None:
    """``undo``, ``status`` and ``help`` at the table."""
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import fit_text, help_text, status_line, undone_line
    from ..sheet import Help, Status

    if isinstance(reply, Help):
        click.echo(fit_text(help_text(reply.text, lang), width), nl=False)
        return
    status = reply if isinstance(reply, Status) else reply.status
    if not isinstance(reply, Status):
        click.echo(fit_text(undone_line(reply.line, reply.text, lang), width))
    click.echo(fit_text(status_line(status.players, status.state, lang), width))


def _print_over(answer: Any, *, name: str, lang: str, shown: set[int],
                width: int | None) -> None:
    """The moment a hand ends the game: the final block and a game-over line."""
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import fit_text, result_block, status_line
    from ..game import GameRecord, GameReport

    report = GameReport(GameRecord(answer.players, answer.state.rules), (), answer.result)
    click.echo("\n" + result_block(report, lang, width))
    click.echo(fit_text(status_line(answer.players, answer.state, lang), width))


def _game_name(answer: Answer, path: str, session: Any) -> str:
    """The game's id from its sheet, else the sheet's name and the game's number."""
    # The game's header, never its record: a record copies every hand so far.
    current = (answer.report.game if isinstance(answer, _kinds().finished)
               else session.reader.head)
    if current is not None and current.id:
        return str(current.id)
    return f"{'stdin' if path == '-' else path}#{answer.game + 1}"


def _failed(answer: Any) -> bool:
    kinds = _kinds()
    if isinstance(answer, kinds.error):
        return True
    if isinstance(answer, kinds.played):
        return bool(answer.outcome.mismatches or answer.outcome.problems)
    assert isinstance(answer, kinds.finished)
    return bool(answer.report.result.mismatches or answer.report.result.problems)


def _records(answer: Any, name: str, needs: Any) -> Iterator[dict[str, Any]]:
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import error_data, hand_record, result_record

    kinds = _kinds()
    if isinstance(answer, kinds.played):
        yield hand_record(name, answer.outcome)
    elif isinstance(answer, kinds.finished):
        yield result_record(name, answer.report)
        if needs is not None and answer.report.hands and not answer.report.final_state.ended:
            state = answer.report.final_state
            yield {"type": "needs", "game": name, "label": str(state.label),
                   "needs": [need.as_record() for need in needs(state)]}
    elif isinstance(answer, kinds.error):
        error = answer.error
        yield {"type": "error", "game": name, "line": getattr(error, "line", None),
               **error_data(error.code, error.message)}


def _print_text(answer: Answer, name: str, shown: set[int], *, lang: str, needs: Any,
                width: int | None) -> None:
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import (
        error_line,
        fit_text,
        hand_header,
        hand_lines,
        needs_block,
        result_block,
    )

    # (start-up time, as above)
    from ..sheet import GameFinished, HandPlayed, LineError

    if isinstance(answer, HandPlayed):
        if answer.game not in shown:
            earlier = bool(shown)
            shown.clear()
            shown.add(answer.game)
            click.echo(("\n" if earlier else "")
                       + fit_text(f"{name}: {answer.outcome.before.rules.name}", width) + "\n"
                       + hand_header(answer.players, lang, width))
        click.echo("\n".join(hand_lines(answer.outcome, answer.players, lang, width)))
    elif isinstance(answer, GameFinished):
        report = answer.report
        if answer.game not in shown:
            shown.clear()
            shown.add(answer.game)
            click.echo(fit_text(f"{name}: {report.game.rules.name}", width))
        click.echo("\n" + result_block(report, lang, width))
        if needs is not None and report.hands and not report.final_state.ended:
            state = report.final_state
            click.echo("\n" + needs_block(state, needs(state), report.game.players,
                                                lang, width))
    elif isinstance(answer, LineError):
        click.echo(error_line(answer.error, width))


_FOUR_SEATS = 4
"""The seats of CSV rows that no game gives a count (an error before any hand, no rows)."""


class _CsvWriter:
    """``--csv``: a header, then a row per hand and one per game's result. The header has a
    change and a score for each seat of the rows that follow: it is written before the first
    row (four seats for an output without rows), and again where the seat count changes."""

    def __init__(self) -> None:
        self.seats: int | None = None

    @staticmethod
    def row(cells: list[str] | tuple[str, ...]) -> None:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..formatting import csv_line

        sys.stdout.write(csv_line(cells) + "\n")

    def header(self, seats: int) -> None:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..formatting import csv_columns

        if seats != self.seats:
            self.row(csv_columns(seats))
            self.seats = seats

    def close(self) -> None:
        """Write the header of an output without rows."""
        if self.seats is None:
            self.header(_FOUR_SEATS)
            sys.stdout.flush()

    def answer(self, answer: Answer, name: str) -> None:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..formatting import error_csv_row, hand_csv_row, result_csv_row
        from ..sheet import GameFinished, HandPlayed, LineError

        if isinstance(answer, HandPlayed):
            self.header(len(answer.outcome.changes))
            self.row(hand_csv_row(name, answer.outcome, answer.players))
        elif isinstance(answer, GameFinished):
            self.header(len(answer.report.result.points))
            self.row(result_csv_row(name, answer.report))
        elif isinstance(answer, LineError):
            self.header(self.seats or _FOUR_SEATS)
            self.row(error_csv_row(name, getattr(answer.error, "line", None),
                                               self.seats or _FOUR_SEATS, answer.error.code,
                                               answer.error.message))
        sys.stdout.flush()
