"""``mjscore batch`` and ``mjscore check``: a stream of records scored, or hand records
checked, one output record per input record."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

from ..records import RECORD_FORMATS
from .app import cannot_write
from .options import WidthChoice, apply_options, rules_options, width_options

if TYPE_CHECKING:
    from ..base import Reader
    from ..rules import Rules

F = TypeVar("F", bound=Callable[..., Any])


def _batch_options(command: F) -> F:
    """The input, output and run options shared by ``batch`` and ``check``."""
    options = (
        click.argument("input_file", metavar="FILE", type=click.File("rb")),
        click.option("--format", "input_format", type=click.Choice(list(RECORD_FORMATS)),
                     default=None,
                     help="The input format; by default told from the content."),
        click.option("-o", "--output", type=click.File("w", encoding="utf-8", lazy=False),
                     default="-", show_default=True, help="Write the records here."),
        click.option("--table", is_flag=True, help="Print an aligned table for people."),
        click.option("--csv", "as_csv", is_flag=True, help="Print CSV for spreadsheets."),
        click.option("--summary", is_flag=True,
                     help="Put the summary in the output instead of on stderr."),
        click.option("-j", "--jobs", type=click.IntRange(min=0), default=1, show_default=True,
                     help="Score with N processes (0: one per CPU); the order is kept."),
    )
    return cast(F, apply_options(width_options(rules_options(command)), options))


@click.command()
@_batch_options
def batch(**options: Any) -> None:
    """Score every hand of FILE (- for stdin): one output record per input record.

    FILE holds JSON Lines ({"hand": ..., "tsumo": true, ...}) or argument lines (what would
    follow `mjscore score`), told apart by the content unless --format names one. The output
    is JSON Lines in input order; a bad record becomes an error record and the run goes on.
    Exit status: 0 when every record scored, 1 when any failed, 2 for a usage error. See
    docs/batch.md.

    \b
    Example:
        mjscore batch hands.jsonl -o scores.jsonl
        printf '%s\\n' '234m567p8s+8s [456s] [777z] --tsumo --seat S' | mjscore batch -
        mjscore batch hands.txt --jobs 0 --csv > scores.csv
    """
    _run_batch("batch", **options)


@click.command()
@_batch_options
def check(**options: Any) -> None:
    """Check the claims of hand records: every record's `expect` against its score.

    Claims: 8000 (ron), 2000/4000 (non-dealer tsumo), 4000 all or 4000a (dealer tsumo),
    3han30fu or 3h30f, a limit (mangan ... yakuman, double yakuman), or a grade with points
    (mangan 2000/4000). Points may include the honba or not. Each record says "match" or
    "mismatch" and which part differs. Exit status: 0 when every record matched, 1 when any
    mismatched or failed, 2 for a usage error. See docs/batch.md.

    \b
    Example:
        mjscore check examples/records.jsonl
        mjscore check examples/records.txt --table
        mjscore check records.jsonl --rules classic --summary
    """
    _run_batch("check", **options)


def _run_batch(command: str, *, input_file: Any, input_format: str | None, output: Any,
               table: bool, as_csv: bool, summary: bool, jobs: int, rules: Rules,
               width: WidthChoice) -> None:
    import sys

    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import batch_json_line, batch_lines, batch_summary_text, fit_text
    from ..records import BatchRun, record_readers

    if table and as_csv:
        raise click.UsageError("--table and --csv exclude each other")
    if summary and as_csv:
        raise click.UsageError("--summary does not fit in CSV: leave it out and read the "
                               "summary on stderr")
    readers: tuple[type[Reader[Any]], ...] | None = None
    if input_format is None:  # told from the content: a game log or sheet is told apart, to
        # name replay or game
        # (start-up time: the log and sheet readers load only to detect)
        from ..logs import GAME_READERS
        from ..sheet import SHEET_READERS

        readers = (*GAME_READERS, *SHEET_READERS, *record_readers())
    run = BatchRun(input_file, check=command == "check", rules=rules, jobs=jobs,
                   format=input_format, readers=readers)
    progress = (_Progress.for_input(input_file, _isatty(output)) if sys.stderr.isatty()
                else None)
    style = "table" if table else "csv" if as_csv else "json"
    output = _Output(output)
    try:
        lines = batch_lines(run, style, command == "check",
                            width.columns(output) if table else None)
        if progress is None and not _isatty(output):
            _write_blocks(output, lines)
        for line in lines:  # (to a terminal, or with a progress display: line by line)
            if progress is None:
                output.write(line + "\n")
                continue
            progress.clear_for_output()
            output.write(line + "\n")
            if progress.shares_terminal:
                output.flush()  # the row reaches the terminal before the progress line
            progress.update(run.summary.records, run.bytes_read)
        counts = run.summary.as_record()
        if summary:
            output.write(("\n" + fit_text(batch_summary_text(command, counts),
                                           width.columns(output))) if table
                         else batch_json_line({"summary": counts}))
            output.write("\n")
        output.flush()
    except BrokenPipeError:
        _quiet_broken_pipe()
        sys.exit(1)
    except OSError as err:  # (the output's errors end the run in _Output: this is the input)
        raise click.FileError(getattr(input_file, "name", "input"),
                              err.strerror or str(err)) from None
    finally:
        if progress is not None:
            progress.close()
    said = width.columns(sys.stderr)
    for note in run.notes:
        click.echo(fit_text(f"mjscore {command}: {note}", said), err=True)
    if not summary:
        click.echo(fit_text(batch_summary_text(command, counts), said), err=True)
    sys.exit(run.summary.exit_code)


_BLOCK_TEXT = 16_384
"""Characters of output gathered before a write to a file or a pipe, without a progress
display: a few times the output's buffer (8 KiB), so that a pipe gets them about as soon."""


def _write_blocks(output: Any, pieces: Iterator[str]) -> None:
    """Write ``pieces`` of output (a line, or from worker processes a block of lines),
    each with its newline, several joined at a time: one write of a block costs less than
    a write a line (about 0.1 µs a line), and the bytes are the same. A block is written
    once it holds :data:`_BLOCK_TEXT` characters (so a worker's block of hundreds of
    lines is written as it comes, not held with 31 others), and what is left when the
    pieces end or their run stops with an error (so that the output holds every line
    made, as before)."""
    block: list[str] = []
    size = 0
    try:
        for piece in pieces:
            block.append(piece)
            size += len(piece)
            if size >= _BLOCK_TEXT:
                block.append("")
                output.write("\n".join(block))
                block.clear()
                size = 0
    finally:
        if block:
            block.append("")
            output.write("\n".join(block))


class _Output:
    """The output stream, whose failure to write (a full disk) ends the run blaming the
    output (:func:`~mjscore.cli.app.cannot_write`), never the input being read."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> None:
        try:
            self.stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as err:
            cannot_write(err)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            cannot_write(err)

    def isatty(self) -> bool:
        return _isatty(self.stream)


def _quiet_broken_pipe() -> None:
    """The reader went away (``| head``): silence the flush at exit."""
    import os
    import sys

    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(devnull)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):
        return False


class _Progress:
    """A one-line progress display on stderr: records, share of the file read, rate.

    When the output goes to the same terminal (``shares_terminal``), the line is cleared
    before each row is written and drawn again after it, so that no row ever holds a
    piece of it, in the window or in the scrollback.
    """

    def __init__(self, size: int | None, shares_terminal: bool = False) -> None:
        import time

        self.size = size
        self.shares_terminal = shares_terminal
        self.started = self.shown = time.monotonic()
        self.width = 0
        self.text = ""
        self.drawn = False

    @classmethod
    def for_input(cls, stream: Any, shares_terminal: bool = False) -> _Progress:
        """A display for ``stream``, with a percentage when it is a regular file."""
        import os
        import stat

        try:
            info = os.fstat(stream.fileno())
            size = info.st_size if stat.S_ISREG(info.st_mode) and info.st_size else None
        except (AttributeError, OSError, ValueError):
            size = None
        return cls(size, shares_terminal)

    def update(self, records: int, bytes_read: int) -> None:
        """Work out the figures at most five times a second; draw the line again if a row
        cleared it."""
        import time

        now = time.monotonic()
        if now - self.shown >= 0.2:
            self.shown = now
            rate = records / max(now - self.started, 1e-9)
            share = f"  {min(bytes_read / self.size, 1):4.0%}" if self.size else ""
            self.text = f"{records:>12,} records{share}  {rate:,.0f}/s"
            self.width = max(self.width, len(self.text))
        elif self.drawn or not self.text:
            return
        click.echo(f"\r{self.text.ljust(self.width)}", nl=False, err=True)
        self.drawn = True

    def clear_for_output(self) -> None:
        """Clear the line before a row goes to the same terminal."""
        if self.shares_terminal and self.drawn:
            self.close()

    def close(self) -> None:
        """Clear the line."""
        if self.drawn:
            click.echo(f"\r{' ' * self.width}\r", nl=False, err=True)
            self.drawn = False
