"""``mjscore replay``: check every hand and the final result of real game logs."""

from __future__ import annotations

import itertools
import sys
from typing import TYPE_CHECKING, Any

import click

from .app import cannot_write
from .options import JSON_OPTION, WidthChoice, source_rules_options, width_options

if TYPE_CHECKING:
    from ..rules import RulesChoice


@click.command("replay")
@click.argument("logs", nargs=-1, required=True, metavar="LOG...")
@source_rules_options
@JSON_OPTION
@click.option("-j", "--jobs", type=click.IntRange(min=0), default=1, show_default=True,
              help="Replay with N processes (0: one per CPU); the order is kept.")
@click.option("--to-sheet", "to_sheet", metavar="PATH",
              help="Write each game as a score sheet (`mjscore game`): - for stdout, a "
                   "directory for one sheet per game named by its id, else one file.")
@click.option("--export", "export", metavar="PATH",
              help="Write every hand as JSON Lines for analysis (- for stdout): each win as a "
                   "batch record with the log's values, each draw with its payments.")
@width_options
def replay(*, logs: tuple[str, ...], choice: RulesChoice, as_json: bool, jobs: int,
           to_sheet: str | None, export: str | None, width: WidthChoice) -> None:
    """Replay game logs: score every win, play every hand through the game ledger, and
    report each place where the log and the rules disagree.

    LOG is a Tenhou mjlog (XML, plain, gzip or bz2 compressed, any file name), tenhou.net/6
    JSON (one game a file, one game or hand a line, or an array), mjai events (JSON Lines,
    one game or many a file, every dialect), a directory (walked
    recursively), an archive read as one (zip, tar, tar.gz, tar.bz2, a SQLite database of
    the phoenix-logs layout) or - for stdin. The rules are the log's own (lobby and era);
    --rules, --rules-file and --rule change them. One line per game and one per mismatch
    (hand, field, the log's value, mjscore's); --json gives one JSON record per game. A log
    that stops before the end of its game is incomplete, its complete hands checked; files
    that hold no game mjscore plays are reported as skipped. Exit status: 0 when every game
    matched (incomplete ones included), 1 on any mismatch or unreadable log, 2 for a usage
    error. See docs/replay.md.

    \b
    Example:
        mjscore replay 2022010103gm-00a9-0000-12d7f40d.mjlog
        mjscore replay logs/ --jobs 0 --json > replay.jsonl
        mjscore replay west.xml --rule game_length=hanchan --to-sheet -
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import Tally, fit_text, game_lines, json_line, json_line_pieces
    from ..logs import replay_outputs
    from .progress import Progress

    if "-" in logs and logs.count("-") > 1:
        raise click.UsageError("- (stdin) can be given once")
    stdout_taken = "-" in (to_sheet, export)
    if to_sheet == "-" and export == "-":
        raise click.UsageError("--to-sheet - and --export - would both write to stdout")
    report_stream = sys.stderr if stdout_taken else sys.stdout
    columns = None if as_json else width.columns(report_stream)
    sheets = _SheetWriter(to_sheet) if to_sheet else None
    exports = _open(export) if export else None
    tally = Tally()
    progress = Progress("games")
    try:
        for output in replay_outputs(logs, choice=choice, jobs=jobs, export=bool(exports),
                                     sheet=bool(sheets), read_stdin=sys.stdin.buffer.read):
            record = output.record
            tally.add(record)
            # (a long game's record is written in pieces: one line a mismatch, or its
            # JSON an item at a time, never joined)
            pieces = (itertools.chain(json_line_pieces(record), "\n") if as_json else
                      (line + "\n" for line in game_lines(record, columns)))
            progress.write_all(report_stream, pieces)
            if exports is not None:
                progress.write(exports, "".join(json_line(item) + "\n"
                                                for item in output.export))
            if sheets is not None and output.sheet is not None:
                sheets.write(record["game"] or record["file"], output.sheet, progress)
            progress.update(tally.files)
    except BrokenPipeError:
        sys.exit(1)
    except OSError as err:  # a full disk: said on stderr, never in the stream that failed
        cannot_write(err)
    finally:
        progress.close()
        try:
            if exports is not None and exports is not sys.stdout:
                exports.close()
            if sheets is not None:
                sheets.close()
        except OSError as err:  # (said once: a failed write before it has said it)
            cannot_write(err)
    click.echo(fit_text(tally.text(), width.columns(sys.stderr)), err=True)
    sys.exit(tally.exit_code)


def _open(path: str) -> Any:
    if path == "-":
        return sys.stdout
    try:
        return open(path, "w", encoding="utf-8")
    except OSError as err:
        raise click.FileError(path, err.strerror or str(err)) from None


class _SheetWriter:
    """Where ``--to-sheet`` writes: standard output, one file for every game, or a directory
    with one sheet per game named by its id."""

    def __init__(self, path: str) -> None:
        import os

        self.directory = path if path != "-" and (os.path.isdir(path) or path.endswith("/")) \
            else None
        if self.directory is not None:
            os.makedirs(self.directory, exist_ok=True)
            self.stream = None
        else:
            self.stream = _open(path)
        self.first = True

    def write(self, name: str, sheet: str, progress: Any) -> None:
        import os

        if self.directory is not None:
            safe = "".join(char if char.isalnum() or char in "-_." else "_"
                           for char in os.path.basename(name))
            target = os.path.join(self.directory, f"{safe}.txt")
            try:
                with open(target, "w", encoding="utf-8") as stream:
                    stream.write(sheet)
            except OSError as err:
                raise click.FileError(target, err.strerror or str(err)) from None
            return
        progress.write(self.stream, ("" if self.first else "\n") + sheet)
        self.first = False

    def close(self) -> None:
        if self.stream is not None and self.stream is not sys.stdout:
            self.stream.close()
