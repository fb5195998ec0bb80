"""The options commands share: the rules, the situation of a win, and the output.

The situation's options are derived from ``situation.SITUATION_FIELDS``, the one declaration
of the situation's keys, as the argument-line reader's are.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

from ..base import MjscoreError
from ..rules import presets_in_words
from ..situation import (
    BEFORE_WIN_KEYS,
    COUNTED_TILES,
    SITUATION_FIELD,
    SITUATION_FIELDS,
    FieldKind,
    SituationField,
)
from .app import error_text

if TYPE_CHECKING:
    from ..hand import Hand, Tile, WaitingHand, Wind
    from ..rules import Rules

F = TypeVar("F", bound=Callable[..., Any])

JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print JSON instead.")
RULE_OPTION = click.option("--rule", "overrides", metavar="KEY=VALUE", multiple=True,
                           help="Override one rule field first (repeatable).")
LANG_OPTION = click.option("--lang", type=click.Choice(["en", "en-full", "ja"]), default="en",
                           show_default=True,
                           help="Names and headings: English with the names players use "
                           "(riichi, pinfu), en-full with the yaku translated, or Japanese.")


MIN_WIDTH = 60
"""The narrowest output the table commands fit (``mjscore.formatting``'s ``MIN_WIDTH``,
which a test keeps equal): a narrower terminal or ``COLUMNS`` gets 60 columns."""


class WidthChoice:
    """``--width N`` and ``--wide`` as given: :meth:`columns` says how wide the text of a
    table command may be on a stream, or None for the full layout."""

    def __init__(self, width: int | None, wide: bool) -> None:
        self.width = width
        self.wide = wide

    def columns(self, stream: Any = None) -> int | None:
        """``--width N``; else the full layout with ``--wide``; else ``COLUMNS`` when it is
        set to a number; else the width of the terminal ``stream`` (stdout by default) is;
        else (a pipe, a file) the full layout, as scripts and golden files have it. Never
        below :data:`MIN_WIDTH`."""
        import os
        import sys

        if self.width is not None:
            return self.width
        if self.wide:
            return None
        given = os.environ.get("COLUMNS", "").strip()
        if given.isdigit() and int(given) > 0:
            return max(int(given), MIN_WIDTH)
        stream = sys.stdout if stream is None else stream
        try:
            if not stream.isatty():
                return None
            size = os.get_terminal_size(stream.fileno()).columns
        except (AttributeError, OSError, ValueError):
            return None
        return max(size, MIN_WIDTH) if size > 0 else None


class ExistingFile(click.Path):
    """A file that exists (``click.Path(exists=True, dir_okay=False)``), whose name holding a
    NUL byte is a usage error rather than the ``ValueError`` of ``os.stat``."""

    def __init__(self) -> None:
        super().__init__(exists=True, dir_okay=False)

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Any:
        if isinstance(value, str) and "\x00" in value:
            self.fail(f"{value!r}: its name holds a NUL byte", param, ctx)
        return super().convert(value, param, ctx)


def width_options(command: F) -> F:
    """Add ``--width N`` and ``--wide``; the command receives one
    :class:`WidthChoice` as ``width``. ``--width`` below 60, or both given, is a usage
    error. Both are listed in the ``--help`` of each table command and told in
    ``docs/cli.md`` and the docs of each command."""

    @functools.wraps(command)
    def wrapper(*args: Any, width: int | None, wide: bool, **kwargs: Any) -> Any:
        if width is not None and wide:
            raise click.UsageError("--width and --wide exclude each other")
        kwargs["width"] = WidthChoice(width, wide)
        return command(*args, **kwargs)

    options = (
        click.option("--width", "width", type=click.IntRange(min=MIN_WIDTH), default=None,
                     metavar="N",
                     help="Fit the tables to N columns (60 or more), even when piped."),
        click.option("--wide", "wide", is_flag=True,
                     help="Print the full layout of the tables, even on a narrow terminal."),
    )
    return cast(F, apply_options(wrapper, options))


def apply_options(command: Callable[..., Any], options: Sequence[Callable[[F], F]]) -> Any:
    """``command`` with ``options`` added, the first listed first in the help."""
    decorated: Any = command
    for option in reversed(options):
        decorated = option(decorated)
    return decorated


def rules_options(command: F) -> F:
    """Add ``--rules NAME``, ``--rule KEY=VALUE`` (repeatable) and ``--rules-file PATH``.

    The command receives one resolved :class:`~mjscore.rules.Rules` value as ``rules``: the
    preset, or the rules file (which names its own base preset), then each ``--rule`` in
    order (a later one wins). ``--rules`` and ``--rules-file`` exclude each other; with
    neither, the rules are tenhou's. Any problem is a usage error (exit 2).
    """

    @functools.wraps(command)
    def wrapper(*args: Any, rules_preset: str | None, rule_overrides: tuple[str, ...],
                rules_file: str | None, **kwargs: Any) -> Any:
        kwargs["rules"] = _resolve_cli_rules(rules_preset, rule_overrides, rules_file)
        return command(*args, **kwargs)

    options = (
        click.option("--rules", "rules_preset", metavar="NAME",
                     help=f"Rule preset: {presets_in_words()}; see `mjscore rules`."),
        click.option("--rule", "rule_overrides", metavar="KEY=VALUE", multiple=True,
                     help="Override one rule field, e.g. open_tanyao=false (repeatable)."),
        click.option("--rules-file", "rules_file", metavar="PATH",
                     type=ExistingFile(),
                     help="TOML rulebook naming its base preset and overriding fields."),
    )
    decorated: Callable[..., Any] = wrapper
    for option in reversed(options):
        decorated = option(decorated)
    return cast(F, decorated)


def source_rules_options(command: F) -> F:
    """Add ``--rules``, ``--rule`` and ``--rules-file`` for a command whose input names its
    own rules (a game log, a score sheet): the command receives a
    :class:`~mjscore.rules.RulesChoice` as ``choice``: the preset or rules file replaces the
    input's rules, and each ``--rule`` overrides a field of whichever rules apply."""

    @functools.wraps(command)
    def wrapper(*args: Any, rules_preset: str | None, rule_overrides: tuple[str, ...],
                rules_file: str | None, **kwargs: Any) -> Any:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..base import RulesError
        from ..rules import RulesChoice, parse_rule_override

        if rules_preset is not None and rules_file is not None:
            raise click.UsageError("--rules and --rules-file exclude each other "
                                   "(the rules file names its own base preset)")
        chosen = (_load_rules(rules_file, "'--rules-file'", is_file=True) if rules_file
                  else _load_rules(rules_preset, "'--rules'", is_file=False) if rules_preset
                  else None)
        try:
            overrides = dict(parse_rule_override(text) for text in rule_overrides)
        except RulesError as err:
            raise click.BadParameter(err.message, param_hint="'--rule'") from None
        kwargs["choice"] = RulesChoice(chosen, overrides)
        return command(*args, **kwargs)

    options = (
        click.option("--rules", "rules_preset", metavar="NAME",
                     help=f"Play under this preset ({presets_in_words()}) instead of the "
                          "rules the input names."),
        click.option("--rule", "rule_overrides", metavar="KEY=VALUE", multiple=True,
                     help="Override one rule field of the rules played (repeatable)."),
        click.option("--rules-file", "rules_file", metavar="PATH",
                     type=ExistingFile(),
                     help="Play under this TOML rulebook instead of the input's rules."),
    )
    return cast(F, apply_options(wrapper, options))


def _resolve_cli_rules(preset: str | None, overrides: Sequence[str],
                       path: str | None) -> Rules:
    # (start-up time: the library loads when the command runs, not for --help)
    from ..rules import DEFAULT_RULES

    if preset is not None and path is not None:
        raise click.UsageError("--rules and --rules-file exclude each other "
                               "(the rules file names its own base preset)")
    base = DEFAULT_RULES
    if path is not None:
        base = _load_rules(path, "'--rules-file'", is_file=True)
    elif preset is not None:
        base = _load_rules(preset, "'--rules'", is_file=False)
    return override(base, overrides)


def _load_rules(text: str, hint: str, *, is_file: bool) -> Rules:
    """The preset or rules file ``text``; a failure is a usage error naming ``hint``."""
    # (start-up time: the library loads when the command runs, not for --help)
    from ..base import RulesError
    from ..rules import find_rules, load_rules_file

    try:
        return load_rules_file(text) if is_file else find_rules(text)
    except RulesError as err:
        raise click.BadParameter(err.message, param_hint=hint) from None


def override(rules: Rules, overrides: Sequence[str]) -> Rules:
    """``rules`` with each ``KEY=VALUE`` applied in order (a later one wins)."""
    if not overrides:  # ``rules`` itself, as with_overrides gives it, without loading it
        return rules
    # (start-up time: the library loads when the command runs, not for --help)
    from ..base import RulesError
    from ..rules import parse_rule_override, with_overrides

    try:
        return with_overrides(rules, dict(parse_rule_override(text) for text in overrides))
    except RulesError as err:
        raise click.BadParameter(err.message, param_hint="'--rule'") from None


def preset_or_file(text: str, hint: str) -> Rules:
    """The preset named ``text``, or the rules file ``text`` when it ends in ``.toml``; a
    failure is a usage error naming ``hint``."""
    return _load_rules(text, hint, is_file=text.lower().endswith(".toml"))


if TYPE_CHECKING:
    _ParamType = click.ParamType[Any]  # generic in recent click, not in click 8.1
else:
    _ParamType = click.ParamType


class HandType(_ParamType):
    """A hand in mjscore's notation; bad notation is a usage error with a caret line."""

    name = "hand"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Hand:
        if not isinstance(value, str):
            return cast("Hand", value)
        # (start-up time: the library loads when the command runs, not for --help)
        from ..hand import parse_hand

        try:
            return parse_hand(value)
        except MjscoreError as err:
            # 'HAND', not the 'HAND...' click writes for an argument of several words
            raise click.BadParameter(error_text(err), ctx, param, param_hint="'HAND'"
                                     ) from err


class WaitingHandType(_ParamType):
    """A hand before its win: 13 tiles, or 14 just drawn (a tile after ``+``); bad notation
    or a wrong tile count is a usage error."""

    name = "hand"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> WaitingHand:
        if not isinstance(value, str):
            return cast("WaitingHand", value)
        # (start-up time: the library loads when the command runs, not for --help)
        from ..hand import WaitingHand

        try:
            return WaitingHand.parse(value)
        except MjscoreError as err:
            raise click.BadParameter(error_text(err), ctx, param) from err


class TilesType(_ParamType):
    """One or more tiles in the notation, such as ``3m`` or ``3m,7z``; with ``counts``, a
    whole number (``2``) is a count instead, given back as an ``int``."""

    name = "tiles"

    def __init__(self, counts: bool = False) -> None:
        self.counts = counts

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> tuple[Tile, ...] | int:
        if not isinstance(value, str):
            return cast("tuple[Tile, ...]", value)
        # (start-up time: the library loads when the command runs, not for --help)
        from ..hand import parse_tile_list
        from ..situation import is_count

        if self.counts and is_count(value):
            return int(value)

        try:
            return parse_tile_list(value)
        except MjscoreError as err:
            raise click.BadParameter(error_text(err), ctx, param) from err


class WindType(_ParamType):
    """A wind: E, S, W or N, also east, south, …, 東南西北 (any case)."""

    name = "wind"

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[E|S|W|N]"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Wind:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..hand import Wind

        if isinstance(value, Wind):
            return value
        try:
            return Wind.parse(str(value))
        except MjscoreError as err:
            raise click.BadParameter(err.message, ctx, param) from err


def situation_options(command: F) -> F:
    """Add an option for each field of the situation (``situation.SITUATION_FIELDS``); the
    command receives them as one mapping, ``situation``, of :func:`mjscore.score`'s keyword
    arguments."""
    return _situation_options(command, SITUATION_FIELDS)


def waiting_situation_options(command: F) -> F:
    """Add the options of the situation a hand has before it wins
    (``situation.BEFORE_WIN_KEYS``: riichi, seat, round, dora …, not tsumo or ippatsu); the
    command receives them as one mapping, ``situation``, of :func:`mjscore.waiting`'s keyword
    arguments."""
    return _situation_options(command, tuple(SITUATION_FIELD[name]
                                             for name in BEFORE_WIN_KEYS))


def _situation_options(command: F, fields: Sequence[SituationField]) -> F:
    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        situation: dict[str, Any] = {}
        for field in fields:
            value = kwargs.pop(field.name)
            if field.kind is FieldKind.TILES:
                counts = [item for item in value if isinstance(item, int)]
                if counts:  # --dora 2: the number of dora, not indicators
                    situation[COUNTED_TILES[field.name]] = sum(counts)
                value = [tile for tiles in value if not isinstance(tiles, int)
                         for tile in tiles]
            if value is None and field.kind is FieldKind.WIND:
                continue  # not given: the default (East), which the output notes for seat
            if field.kind is FieldKind.COUNT and field.name in situation:
                value += situation[field.name]  # --dora 2 --dora-count 1: 3 dora
            situation[field.name] = value
        kwargs["situation"] = situation
        return command(*args, **kwargs)

    return cast(F, apply_options(wrapper, [_situation_option(field) for field in fields]))


def _situation_option(field: SituationField) -> Callable[[F], F]:
    names = (*field.options, field.name)
    if field.kind is FieldKind.FLAG:
        return click.option(*names, is_flag=True, help=field.help)
    if field.kind is FieldKind.WIND:
        return click.option(*names, type=WindType(), default=None, help=field.help)
    if field.kind is FieldKind.SEAT:
        return click.option(*names, type=WindType(), default=None, help=field.help)
    if field.kind is FieldKind.TILES:
        return click.option(*names, type=TilesType(counts=field.name in COUNTED_TILES),
                            multiple=True, metavar="TILES|N", help=field.help)
    return click.option(*names, type=click.IntRange(min=0), default=0, metavar="N",
                        help=field.help)
