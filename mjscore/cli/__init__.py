"""The ``mjscore`` command: parses options, calls the library and formats the result.

One module per command or group of commands, each a thin translator over the library:

- :mod:`.app`: the group, its error handling and exit statuses;
- :mod:`.options`: the shared options (rules, the situation from its table, output);
- :mod:`.score`: ``score``, ``table`` and ``yaku``;
- :mod:`.rules`: ``rules``, ``rules show``, ``rules diff``;
- :mod:`.batch`: ``batch`` and ``check``;
- :mod:`.game`: ``game``;
- :mod:`.replay`: ``replay``;
- :mod:`.waits`: ``waits``;
- :mod:`.serve`: ``serve``, the page at the table (the server is :mod:`mjscore.web`);
- :mod:`.progress`: the progress line that never mixes with the output;
- :mod:`.helptext`: ``help`` and the notation cheat-sheet of ``score --help``.

A new command is a module here whose click command is named in ``cli.commands`` below
(:class:`~.app.LazyCommands`: each module loads when its command is asked for).
"""

from __future__ import annotations

from typing import Any

import click

from .app import LazyCommands, cli

cli.commands = LazyCommands({
    "score": (".score", "score_command"), "table": (".score", "table_command"),
    "yaku": (".score", "yaku_command"), "rules": (".rules", "rules"),
    "batch": (".batch", "batch"), "check": (".batch", "check"), "game": (".game", "game"),
    "replay": (".replay", "replay"), "waits": (".waits", "waits_command"),
    "serve": (".serve", "serve_command"), "help": (".helptext", "help_command"),
})
"""Each command's module and name: a command's module loads when the command is asked for
(start-up time: ``mjscore score`` loads no other command's options and library)."""


def __getattr__(name: str) -> Any:
    if name == "COMMANDS":  # (every command loaded)
        return tuple(cli.commands.values())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Entry point of the console script."""
    cli()


COMMANDS: tuple[click.Command, ...]
"""Every command of ``mjscore``, loaded (``mjscore --help`` lists them by name)."""

__all__ = ["COMMANDS", "cli", "main"]
