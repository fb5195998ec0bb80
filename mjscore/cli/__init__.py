"""The ``mjscore`` command: parses options, calls the library and formats the result.

One module per command or group of commands, each a thin translator over the library:

- :mod:`.app`: the group, its error handling and exit statuses;
- :mod:`.options`: the shared options (rules, the situation from its table, output);
- :mod:`.score`: ``score``;
- :mod:`.tables`: ``table`` and ``yaku``;
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
import sys

# (start-up time: no collection while click and the group load, which leave no garbage a
# collection would find; the collector is as it was once they have)
_COLLECTING = gc.isenabled()
gc.disable()
try:
    from .app import CommandTable, cli
finally:
    if _COLLECTING:
        gc.enable()

COMMANDS: dict[str, str] = {
    "score": "score:score_command",
    "table": "tables:table_command",
    "yaku": "tables:yaku_command",
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


ONE_SHOT: frozenset[str] = frozenset({"score", "table", "yaku", "rules", "help"})
"""The commands whose work is bounded by their arguments (a hand, a table, a rule set, a help
page): :func:`main` runs them without collecting garbage, unless an argument is ``-``
(input read from stdin, as ``score -`` reads hands one a line, as long as the input is)."""


def main() -> None:
    """Entry point of the console script.

    A command of :data:`ONE_SHOT` runs with the garbage collector off: its start-up (click,
    tabulate and the engine's modules, most of what ``mjscore score`` of one hand takes) and
    its one answer make a few megabytes of objects, hardly any of them garbage in cycles,
    and the collections that the default thresholds make on the way took about 5 ms. Every
    other command, and any given ``-``, keeps the collector as it is: a batch, a replay or
    hands read from stdin run as long as their input.

    Once the command is done, the collector is as it was and every object is moved out of
    its reach (:func:`gc.freeze`), so that the interpreter's last collection as it exits does
    not walk them all: it took a third of the time ``mjscore score`` of one hand spends beyond
    importing click and tabulate (about 10 ms). Nothing is lost by it: the objects are still
    freed as the modules are cleared, and only garbage caught in reference cycles stays
    unfreed until the process ends, as mjscore closes its own files (the standard streams
    are flushed by the interpreter whatever is frozen).
    """
    collecting = gc.isenabled()
    arguments = sys.argv[1:]
    if arguments and arguments[0] in ONE_SHOT and "-" not in arguments:
        gc.disable()
    try:
        cli()
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


__all__ = ["COMMANDS", "cli", "main"]
