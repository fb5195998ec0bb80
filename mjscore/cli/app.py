"""The ``mjscore`` command group: its errors, exit statuses and entry point.

Start-up time matters, so the group imports a command's module only when the command is
asked for (:class:`CommandTable`), the command modules import only click (and the light
declarations of rules and situation) at the top, and the library modules and
:mod:`mjscore.formatting` (with tabulate) are imported inside the commands.
"""

from __future__ import annotations

import contextlib
import importlib
import sys
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any, NoReturn

import click

from .. import __version__
from ..base import MjscoreError, ParseError


class MjscoreGroup(click.Group):
    """The command group; it turns every :class:`MjscoreError` into a message and an exit
    status, in this one place, and prints errors as JSON when the command line has --json.

    Exit status 2 for bad input (bad notation, options or rules: ``MjscoreError.usage``),
    1 for well-formed input that cannot be scored (``not_a_winning_hand``, ``no_yaku``, an
    impossible situation) and for an output that cannot be written (:func:`cannot_write`),
    130 for a run stopped by Ctrl-C (:data:`INTERRUPTED`). Never a traceback.
    """

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        try:
            return super().make_context(*args, **kwargs)
        except KeyboardInterrupt:
            _interrupted()

    def main(self, *args: Any, **kwargs: Any) -> Any:
        _OUTPUT_FAILED.clear()
        _escape_unencodable(sys.stdout)
        try:
            return super().main(*args, **kwargs)
        except OSError as err:
            # Every input is read where its errors become mjscore's own (a usage error, an
            # error record), and click ends a broken pipe: an OSError that reaches this far
            # is an output that cannot be written (a full disk, > /dev/full), --help's too.
            cannot_write(err)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta[_JSON_ERRORS] = "--json" in args
        ctx.meta[_JSON_LINES] = _writes_json_lines(args)
        if not args or args[0] not in _NAMES_ANSWERED_ONE_BY_ONE:
            _refuse_nul(ctx, args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            _interrupted()
        except MjscoreError as err:
            if ctx.meta.get(_JSON_ERRORS):
                _exit_with_json_error(ctx, err.code, str(err), _column(err),
                                      2 if err.usage else 1)
            click.echo(f"Error: {error_text(err)}", err=True)
            ctx.exit(2 if err.usage else 1)
        except click.ClickException as err:
            if not ctx.meta.get(_JSON_ERRORS):
                raise
            source = err.__cause__ or err.__context__
            if isinstance(source, MjscoreError):
                hint = _param_hint(err, ctx)
                _exit_with_json_error(ctx, source.code, f"{hint}{source}", _column(source),
                                      err.exit_code)
            code = "usage_error" if isinstance(err, click.UsageError) else "error"
            _exit_with_json_error(ctx, code, err.format_message(), None, err.exit_code)


class CommandTable(MutableMapping[str, click.Command]):
    """A group's commands by name (``click.Group.commands``), each imported from its module
    the first time it is asked for: ``mjscore score`` loads the score command's module and
    none of the others; ``--help``, which lists them all, loads them all.

    ``homes`` gives each name the module (of ``package``) and the attribute the command is;
    a command added later (:meth:`click.Group.add_command`) is held as it is.
    """

    def __init__(self, package: str, homes: Mapping[str, str]) -> None:
        self._package = package
        self._homes = dict(homes)
        self._loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        command = self._loaded.get(name)
        if command is None:
            module, attribute = self._homes[name].split(":")
            command = getattr(importlib.import_module(f".{module}", self._package), attribute)
            if not isinstance(command, click.Command) or command.name != name:
                raise TypeError(f"{self._homes[name]} is not the command {name!r}")
            self._loaded[name] = command
        return command

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._homes.setdefault(name, "")
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        del self._homes[name]
        self._loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._homes)

    def __len__(self) -> int:
        return len(self._homes)

    def __contains__(self, name: object) -> bool:
        return name in self._homes


_JSON_ERRORS = "mjscore.json_errors"
"""``ctx.meta`` key: the command line asks for JSON, so errors are JSON too."""


def _escape_unencodable(stream: Any) -> None:
    """Let ``stream`` write what its encoding cannot, escaped (``\\udcff``): a file name or an
    argument that is not UTF-8 reaches Python as lone surrogates, which the standard output
    of a UTF-8 locale refuses (``errors="strict"``) in the middle of a report. A stream that
    already escapes or passes such bytes on (``surrogateescape``, a ``C.UTF-8`` locale) is
    left as it is."""
    if getattr(stream, "errors", None) == "strict":
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="backslashreplace")


INTERRUPTED = 130
"""The exit status of a run stopped by Ctrl-C (SIGINT): 128 + the signal's number, as a
shell gives a program the signal ended."""


_NAMES_ANSWERED_ONE_BY_ONE = frozenset(("replay", "convert"))
"""The commands that answer each file name on its own line, one holding a NUL byte too."""


def _refuse_nul(ctx: click.Context, args: list[str]) -> None:
    """No argument of a real command line holds a NUL byte (the system ends each one at its
    first); one given through :func:`cli.main` is a usage error, not an ``open()`` that
    raises ``ValueError`` for a file name holding it."""
    for arg in args:
        if "\x00" in arg:
            message = f"the argument {arg!r} holds a NUL byte, which no command line can carry"
            if ctx.meta.get(_JSON_ERRORS):
                _exit_with_json_error(ctx, "usage_error", message, None, 2)
            raise click.UsageError(message, ctx=ctx)


def _interrupted() -> NoReturn:
    """End a run stopped by Ctrl-C: ``Aborted!`` on a line of its own on stderr, and exit
    status :data:`INTERRUPTED` (click's own handling would exit 1)."""
    with contextlib.suppress(OSError, ValueError):
        click.echo("\nAborted!", err=True)
    raise click.exceptions.Exit(INTERRUPTED)


def cannot_write(err: OSError) -> NoReturn:
    """End the run on an output that cannot be written: ``Error: cannot write the output:
    …`` on stderr, said once however many writes fail after it (a buffer flushed again as
    its file closes), and exit status 1. Never in the output that failed, even under
    ``--json``; what standard output still holds goes nowhere, so that its flush at exit
    does not fail again."""
    import os

    if not _OUTPUT_FAILED:
        _OUTPUT_FAILED.append(err)
        try:
            sys.stdout.flush()
        except (OSError, ValueError):  # standard output is the one that failed
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
                os.close(devnull)
            except (OSError, ValueError, AttributeError):
                pass
        # (stderr that cannot be written either: the exit status says it)
        with contextlib.suppress(OSError, ValueError):
            click.echo(f"Error: cannot write the output: {err.strerror or err}", err=True)
    sys.exit(1)


_OUTPUT_FAILED: list[OSError] = []
"""The output error of this run once :func:`cannot_write` has said it (emptied as a run
starts: the tests run many in one process)."""


def _column(err: MjscoreError) -> int | None:
    return err.column if isinstance(err, ParseError) else None


def error_text(err: MjscoreError) -> str:
    """The one-line message, and for notation the text with a caret under the column."""
    if isinstance(err, ParseError):
        return f"{err.reason} at column {err.column}\n{_indent(err.pointer())}"
    return err.message


def _indent(text: str) -> str:
    return "\n".join(f"  {line}" for line in text.splitlines())


def _param_hint(err: click.ClickException, ctx: click.Context) -> str:
    """``'--dora': `` for an error about an option, else nothing."""
    hint = getattr(err, "param_hint", None)
    param = getattr(err, "param", None)
    if hint is None and isinstance(param, click.Parameter):
        hint = param.get_error_hint(ctx)
    return f"{hint}: " if isinstance(hint, str) else ""


def _exit_with_json_error(ctx: click.Context, code: str, message: str, column: int | None,
                          status: int) -> NoReturn:
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import error_data, json_line, render_json

    # Bytes of the command line that are not UTF-8 reach Python as lone surrogates, which
    # a UTF-8 stdout refuses to write: show them escaped, as click's own messages do.
    message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    data = error_data(code, message, column)
    # A command writing JSON Lines (a usage error, a worker that died) gets one more line.
    click.echo(json_line(data) if ctx.meta.get(_JSON_LINES) else render_json(data))
    ctx.exit(status)


_JSON_LINES = "mjscore.json_lines"
"""``ctx.meta`` key: the command's ``--json`` output is JSON Lines, so an error is one line."""

_JSON_LINES_COMMANDS = frozenset(("replay", "batch", "check", "game"))
"""The commands whose ``--json`` output is JSON Lines (and ``score -``): an error is one
more line of it, never a document over several lines."""


def _writes_json_lines(args: list[str]) -> bool:
    """Whether the command line ``args`` (of the group) names a command writing JSON Lines:
    its first word that is no option, and ``score`` with ``-`` (a hand a line from stdin)."""
    name = next((arg for arg in args if not arg.startswith("-")), None)
    return name in _JSON_LINES_COMMANDS or (name == "score" and "-" in args)


@click.group(cls=MjscoreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mjscore")
def cli() -> None:
    """Score Japanese riichi mahjong hands written in compact notation."""
