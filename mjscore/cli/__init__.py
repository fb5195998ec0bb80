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

A new command is a module here whose click command is named in :data:`COMMANDS` below.
"""

from __future__ import annotations

import gc

from .app import CommandTable, cli

COMMANDS: dict[str, str] = {
    "score": "score:score_command",
    "table": "score:table_command",
    "yaku": "score:yaku_command",
    "rules": "rules:rules",
    "batch": "batch:batch",
    "check": "batch:check",
    "game": "game:game",
    "replay": "replay:replay",
    "convert": "convert:convert",
    "waits": "waits:waits_command",
    "serve": "serve:serve_command",
    "help": "helptext:help_command",
}
"""Every command of ``mjscore`` by name, and where it is: the module of this package and the
click command in it. ``mjscore --help`` lists them by name; a command's module is imported
only when the command runs or is listed (start-up time: ``mjscore score`` loads none of the
other commands' modules)."""

cli.commands = CommandTable(__name__, COMMANDS)


def main() -> None:
    """Entry point of the console script.

    Once the command is done, every object is moved out of the garbage collector's reach
    (:func:`gc.freeze`), so that the interpreter's last collection as it exits does not walk
    them all: it took a third of the time ``mjscore score`` of one hand spends beyond
    importing click and tabulate (about 10 ms). Nothing is lost by it: the objects are still
    freed as the modules are cleared, and only garbage caught in reference cycles stays
    unfreed until the process ends, as mjscore closes its own files (the standard streams
    are flushed by the interpreter whatever is frozen).
    """
    try:
        cli()
    finally:
        gc.freeze()


__all__ = ["COMMANDS", "cli", "main"]
