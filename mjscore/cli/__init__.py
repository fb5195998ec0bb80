"""The ``mjscore`` command: parses options, calls the library and formats the result.

One module per command or group of commands, each a thin translator over the library:

- :mod:`.app`: the group, its error handling and exit statuses;
- :mod:`.options`: the shared options (rules, the situation from its table, output);
- :mod:`.score`: ``score``, ``table`` and ``yaku``;
- :mod:`.rules`: ``rules``, ``rules show``, ``rules diff``;
- :mod:`.batch`: ``batch`` and ``check``;
- :mod:`.game`: ``game``;
- :mod:`.replay`: ``replay``;
- :mod:`.convert`: ``convert``;
- :mod:`.waits`: ``waits``;
- :mod:`.serve`: ``serve``, the page at the table (the server is :mod:`mjscore.web`);
- :mod:`.progress`: the progress line that never mixes with the output;
- :mod:`.helptext`: ``help`` and the notation cheat-sheet of ``score --help``.

A new command is a module here whose click command is added to
:data:`COMMANDS` below.
"""

from __future__ import annotations

import click

from .app import cli
from .batch import batch, check
from .convert import convert
from .game import game
from .helptext import help_command
from .replay import replay
from .rules import rules
from .score import score_command, table_command, yaku_command
from .serve import serve_command
from .waits import waits_command

COMMANDS: tuple[click.Command, ...] = (score_command, table_command, yaku_command, rules,
                                       batch, check, game, replay, convert, waits_command,
                                       serve_command, help_command)
"""Every command of ``mjscore``; ``mjscore --help`` lists them by name."""

for _command in COMMANDS:
    cli.add_command(_command)


def main() -> None:
    """Entry point of the console script."""
    cli()


__all__ = ["COMMANDS", "cli", "main"]
