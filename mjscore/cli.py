"""The ``mjscore`` command: parses options, calls the library and formats the result.

Start-up time matters, so this module imports only click at the top; the library modules
and :mod:`mjscore.formatting` (with tabulate) are imported inside the commands.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar, cast

import click

from . import __version__
from .errors import MjscoreError, ParseError

if TYPE_CHECKING:
    from .hand import Hand
    from .rules import Rules
    from .tiles import Tile, Wind

F = TypeVar("F", bound=Callable[..., Any])


class MjscoreGroup(click.Group):
    """The command group; it turns every :class:`MjscoreError` into a message and an exit
    status, in this one place, and prints errors as JSON when the command line has --json.

    Exit status 2 for bad input (bad notation, options or rules: ``MjscoreError.usage``),
    1 for well-formed input that cannot be scored (``not_a_winning_hand``, ``no_yaku``, an
    impossible situation). Never a traceback.
    """

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta[_JSON_ERRORS] = "--json" in args
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except MjscoreError as err:
            if ctx.meta.get(_JSON_ERRORS):
                _exit_with_json_error(ctx, err.code, str(err), _column(err),
                                      2 if err.usage else 1)
            click.echo(f"Error: {_error_text(err)}", err=True)
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


_JSON_ERRORS = "mjscore.json_errors"
"""``ctx.meta`` key: the command line asks for JSON, so errors are JSON too."""


def _column(err: MjscoreError) -> int | None:
    return err.column if isinstance(err, ParseError) else None


def _error_text(err: MjscoreError) -> str:
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
    from . import formatting

    # Bytes of the command line that are not UTF-8 reach Python as lone surrogates, which
    # a UTF-8 stdout refuses to write: show them escaped, as click's own messages do.
    message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    click.echo(formatting.render_json(formatting.error_data(code, message, column)))
    ctx.exit(status)


@click.group(cls=MjscoreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mjscore")
def cli() -> None:
    """Score Japanese riichi mahjong hands written in compact notation."""


def main() -> None:
    """Entry point of the console script."""
    cli()


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
                     help="Rule preset: tenhou (default) or classic; see `mjscore rules`."),
        click.option("--rule", "rule_overrides", metavar="KEY=VALUE", multiple=True,
                     help="Override one rule field, e.g. open_tanyao=false (repeatable)."),
        click.option("--rules-file", "rules_file", metavar="PATH",
                     type=click.Path(exists=True, dir_okay=False),
                     help="TOML rulebook naming its base preset and overriding fields."),
    )
    decorated: Callable[..., Any] = wrapper
    for option in reversed(options):
        decorated = option(decorated)
    return cast(F, decorated)


def _resolve_cli_rules(preset: str | None, overrides: Sequence[str],
                       path: str | None) -> Rules:
    from .rules import DEFAULT_RULES

    if preset is not None and path is not None:
        raise click.UsageError("--rules and --rules-file exclude each other "
                               "(the rules file names its own base preset)")
    base = DEFAULT_RULES
    if path is not None:
        base = _load_rules(path, "'--rules-file'", is_file=True)
    elif preset is not None:
        base = _load_rules(preset, "'--rules'", is_file=False)
    return _override(base, overrides)


def _load_rules(text: str, hint: str, *, is_file: bool) -> Rules:
    """The preset or rules file ``text``; a failure is a usage error naming ``hint``."""
    from .errors import RulesError
    from .rules import find_rules, load_rules_file

    try:
        return load_rules_file(text) if is_file else find_rules(text)
    except RulesError as err:
        raise click.BadParameter(err.message, param_hint=hint) from None


def _override(rules: Rules, overrides: Sequence[str]) -> Rules:
    """``rules`` with each ``KEY=VALUE`` applied in order (a later one wins)."""
    from .errors import RulesError
    from .rules import parse_rule_override, with_overrides

    try:
        return with_overrides(rules, dict(parse_rule_override(text) for text in overrides))
    except RulesError as err:
        raise click.BadParameter(err.message, param_hint="'--rule'") from None


def _named_rules(text: str, hint: str) -> Rules:
    """A preset, or a rules file when ``text`` ends in ``.toml``."""
    return _load_rules(text, hint, is_file=text.lower().endswith(".toml"))


_JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print JSON instead.")
_RULE_OPTION = click.option("--rule", "overrides", metavar="KEY=VALUE", multiple=True,
                            help="Override one rule field first (repeatable).")


@cli.group(invoke_without_command=True)
@_JSON_OPTION
@click.pass_context
def rules(ctx: click.Context, as_json: bool) -> None:
    """List the rule presets. `rules show` and `rules diff` inspect rule sets.

    \b
    Example:
        mjscore rules
        mjscore rules --json
    """
    if ctx.invoked_subcommand is None:
        from . import formatting

        click.echo(formatting.render_json(formatting.presets_data()) if as_json
                   else formatting.presets_text())


@rules.command("show")
@click.argument("name")
@_RULE_OPTION
@_JSON_OPTION
def rules_show(name: str, overrides: tuple[str, ...], as_json: bool) -> None:
    """Show every field of rule set NAME with its value and what it means.

    NAME is a preset (any case) or a TOML rules file (a path ending in .toml).

    \b
    Example:
        mjscore rules show tenhou
        mjscore rules show classic --rule open_tanyao=true --json
        mjscore rules show club.toml
    """
    from . import formatting

    shown = _override(_named_rules(name, "'NAME'"), overrides)
    click.echo(formatting.render_json(formatting.rules_data(shown)) if as_json
               else formatting.rules_text(shown))


@rules.command("diff")
@click.argument("left")
@click.argument("right")
@_JSON_OPTION
def rules_diff(left: str, right: str, as_json: bool) -> None:
    """Show only the fields on which rule sets LEFT and RIGHT differ.

    Each is a preset or a TOML rules file. The exit status is 0 whether or not they differ.

    \b
    Example:
        mjscore rules diff tenhou classic
        mjscore rules diff tenhou club.toml --json
    """
    from . import formatting

    a, b = _named_rules(left, "'LEFT'"), _named_rules(right, "'RIGHT'")
    click.echo(formatting.render_json(formatting.rules_diff_data(a, b)) if as_json
               else formatting.rules_diff_text(a, b))


def _batch_options(command: F) -> F:
    """The input, output and run options shared by ``batch`` and ``check``."""
    options = (
        click.argument("input_file", metavar="FILE", type=click.File("rb")),
        click.option("-o", "--output", type=click.File("w", encoding="utf-8", lazy=False),
                     default="-", show_default=True, help="Write the records here."),
        click.option("--table", is_flag=True, help="Print an aligned table for people."),
        click.option("--csv", "as_csv", is_flag=True, help="Print CSV for spreadsheets."),
        click.option("--summary", is_flag=True,
                     help="Put the summary in the output instead of on stderr."),
        click.option("-j", "--jobs", type=click.IntRange(min=0), default=1, show_default=True,
                     help="Score with N processes (0: one per CPU); the order is kept."),
    )
    decorated: Callable[..., Any] = rules_options(command)
    for option in reversed(options):
        decorated = option(decorated)
    return cast(F, decorated)


@cli.command()
@_batch_options
def batch(**options: Any) -> None:
    """Score every hand of FILE (- for stdin): one output record per input record.

    FILE holds JSON Lines ({"hand": ..., "tsumo": true, ...}) or argument lines (what would
    follow `mjscore score`), told apart by the first character. The output is JSON Lines
    in input order; a bad record becomes an error record and the run goes on. Exit status:
    0 when every record scored, 1 when any failed, 2 for a usage error. See docs/batch.md.

    \b
    Example:
        mjscore batch hands.jsonl -o scores.jsonl
        printf '%s\\n' '234m567p8s+8s [456s] [777z] --tsumo --seat S' | mjscore batch -
        mjscore batch hands.txt --jobs 0 --csv > scores.csv
    """
    _run_batch("batch", **options)


@cli.command()
@_batch_options
def check(**options: Any) -> None:
    """Check the claims of a score sheet: every record's `expect` against its score.

    Claims: 8000 (ron), 2000/4000 (non-dealer tsumo), 4000 all or 4000a (dealer tsumo),
    3han30fu or 3h30f, a limit (mangan ... yakuman, double yakuman), or a grade with points
    (mangan 2000/4000). Points may include the honba or not. Each record says "match" or
    "mismatch" and which part differs. Exit status: 0 when every record matched, 1 when any
    mismatched or failed, 2 for a usage error. See docs/batch.md.

    \b
    Example:
        mjscore check examples/sheet.jsonl
        mjscore check examples/sheet.txt --table
        mjscore check sheet.jsonl --rules classic --summary
    """
    _run_batch("check", **options)


def _run_batch(command: str, *, input_file: Any, output: Any, table: bool, as_csv: bool,
               summary: bool, jobs: int, rules: Rules) -> None:
    import sys

    from . import formatting
    from .batch import BatchRun

    if table and as_csv:
        raise click.UsageError("--table and --csv exclude each other")
    if summary and as_csv:
        raise click.UsageError("--summary does not fit in CSV: leave it out and read the "
                               "summary on stderr")
    run = BatchRun(input_file, check=command == "check", rules=rules, jobs=jobs)
    progress = _Progress.for_input(input_file) if sys.stderr.isatty() else None
    style = "table" if table else "csv" if as_csv else "json"
    try:
        for line in formatting.batch_lines(run, style, command == "check"):
            output.write(line + "\n")
            if progress is not None:
                progress.update(run.summary.records, run.bytes_read)
        counts = run.summary.as_record()
        if summary:
            output.write(("\n" + formatting.batch_summary_text(command, counts)) if table
                         else formatting.batch_json_line({"summary": counts}))
            output.write("\n")
        output.flush()
    except BrokenPipeError:
        _quiet_broken_pipe()
        sys.exit(1)
    except OSError as err:
        raise click.FileError(getattr(input_file, "name", "input"),
                              err.strerror or str(err)) from None
    finally:
        if progress is not None:
            progress.close()
    if not summary:
        click.echo(formatting.batch_summary_text(command, counts), err=True)
    sys.exit(run.summary.exit_code)


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


class _Progress:
    """A one-line progress display on stderr: records, share of the file read, rate."""

    def __init__(self, size: int | None) -> None:
        import time

        self.size = size
        self.started = self.shown = time.monotonic()
        self.width = 0

    @classmethod
    def for_input(cls, stream: Any) -> _Progress:
        """A display for ``stream``, with a percentage when it is a regular file."""
        import os
        import stat

        try:
            info = os.fstat(stream.fileno())
            size = info.st_size if stat.S_ISREG(info.st_mode) and info.st_size else None
        except (AttributeError, OSError, ValueError):
            size = None
        return cls(size)

    def update(self, records: int, bytes_read: int) -> None:
        """Redraw at most five times a second."""
        import time

        now = time.monotonic()
        if now - self.shown < 0.2:
            return
        self.shown = now
        rate = records / max(now - self.started, 1e-9)
        share = f"  {min(bytes_read / self.size, 1):4.0%}" if self.size else ""
        line = f"{records:>12,} records{share}  {rate:,.0f}/s"
        self.width = max(self.width, len(line))
        click.echo(f"\r{line.ljust(self.width)}", nl=False, err=True)

    def close(self) -> None:
        """Clear the line."""
        if self.width:
            click.echo(f"\r{' ' * self.width}\r", nl=False, err=True)


# --- mjscore score, table and yaku ---------------------------------------------------------

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
        from .notation import parse_hand

        try:
            return parse_hand(value)
        except MjscoreError as err:
            raise click.BadParameter(_error_text(err), ctx, param) from err


class TilesType(_ParamType):
    """One or more tiles in the notation, such as ``3m`` or ``3m,7z``."""

    name = "tiles"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> tuple[Tile, ...]:
        if not isinstance(value, str):
            return cast("tuple[Tile, ...]", value)
        from .notation import parse_tiles

        try:
            return parse_tiles(value)
        except MjscoreError as err:
            raise click.BadParameter(_error_text(err), ctx, param) from err


class WindType(_ParamType):
    """A wind: E, S, W or N, also east, south, …, 東南西北 (any case)."""

    name = "wind"

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[E|S|W|N]"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Wind:
        from .tiles import Wind

        if isinstance(value, Wind):
            return value
        try:
            return Wind.parse(str(value))
        except MjscoreError as err:
            raise click.BadParameter(err.message, ctx, param) from err


_FLAGS = (
    ("tsumo", "Won by drawing the tile (the default is ron, on a discard)."),
    ("riichi", "Riichi was declared."),
    ("double-riichi", "Double riichi: riichi on the first turn."),
    ("ippatsu", "Won within one go-around of riichi, no call in between."),
    ("haitei", "Tsumo on the last tile of the wall."),
    ("houtei", "Ron on the last discard."),
    ("rinshan", "Tsumo on the replacement tile after a kan."),
    ("chankan", "Ron on a tile added to a kan."),
    ("tenhou", "The dealer's win on the dealt hand."),
    ("chiihou", "A non-dealer's tsumo on the first draw."),
    ("renhou", "A non-dealer's ron before the first draw (where the rules have it)."),
)


def situation_options(command: F) -> F:
    """Add the options that describe the win; the command receives them as one mapping,
    ``situation``, of :func:`mjscore.score`'s keyword arguments."""
    names = [flag.replace("-", "_") for flag, _ in _FLAGS]

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        situation: dict[str, Any] = {name: kwargs.pop(name) for name in names}
        situation.update((key, kwargs.pop(key)) for key in (
            "seat", "round", "honba", "sticks", "discarder", "pao"))
        for key in ("dora", "ura"):
            situation[key] = [tile for tiles in kwargs.pop(key) for tile in tiles]
        kwargs["situation"] = situation
        return command(*args, **kwargs)

    wind, tiles, count = WindType(), TilesType(), click.IntRange(min=0)
    options = [click.option(f"--{flag}", is_flag=True, help=text) for flag, text in _FLAGS]
    options += [
        click.option("--seat", type=wind, default="E", show_default=True,
                     help="The winner's seat wind; E is the dealer."),
        click.option("--round", type=wind, default="E", show_default=True,
                     help="The round wind."),
        click.option("--dora", type=tiles, multiple=True, metavar="TILES",
                     help="Dora indicators: repeat, or separate with commas (3m,7z)."),
        click.option("--ura", type=tiles, multiple=True, metavar="TILES",
                     help="Ura dora indicators, for a riichi hand."),
        click.option("--honba", type=count, default=0, metavar="N",
                     help="Honba counters on the table."),
        click.option("--sticks", type=count, default=0, metavar="N",
                     help="Riichi deposits on the table; the winner collects them."),
        click.option("--from", "discarder", type=wind, default=None,
                     help="The discarder's seat, for a ron."),
        click.option("--pao", type=wind, default=None,
                     help="The seat liable (pao) for daisangen or daisuushii."),
    ]
    decorated: Callable[..., Any] = wrapper
    for option in reversed(options):
        decorated = option(decorated)
    return cast(F, decorated)


_LANG_OPTION = click.option("--lang", type=click.Choice(["en", "ja"]), default="en",
                            show_default=True, help="Names and headings: English or Japanese.")


@cli.command("score")
@click.argument("hand", type=HandType())
@situation_options
@rules_options
@_LANG_OPTION
@click.option("--unicode", is_flag=True, help="Draw the tiles with Unicode mahjong tiles.")
@_JSON_OPTION
def score_command(*, hand: Hand, situation: dict[str, Any], rules: Rules, lang: str,
                  unicode: bool, as_json: bool) -> None:
    """Score a winning HAND: its reading, yaku, fu, value and what each seat pays.

    HAND is in mjscore's notation (docs/notation.md): concealed tiles, `+` and the winning
    tile, then melds in brackets; quote it when it has spaces or brackets. Without
    --tsumo the hand won by ron. Seats are winds: E is the dealer.

    \b
    Example:
        mjscore score "234m567p8s+8s [4-56s] [777z]" --tsumo --seat S --dora 3m
        mjscore score 123m456p789s1122z+2z --riichi --seat S --round S --from E
        mjscore score 19m19p19s1234567z+1m --tsumo --lang ja
        mjscore score 23456m55678p234s+4m --riichi --json | jq .total
    """
    from . import formatting
    from .scoring import score

    result = score(hand, rules=rules, **situation)
    click.echo(formatting.render_json(result.as_record()) if as_json
               else formatting.score_text(result, lang=lang, unicode=unicode))


@cli.command("table")
@rules_options
@_JSON_OPTION
def table_command(rules: Rules, as_json: bool) -> None:
    """Print the points table: what a ron and a tsumo pay at each han and fu.

    One row per han and fu up to mangan (a row marked 70+ holds for that fu and above),
    then the limits and yakuman; a cell that cannot happen is shown as —. Kiriage mangan
    and the kazoe rule change it.

    \b
    Example:
        mjscore table
        mjscore table --rule kiriage_mangan=true
        mjscore table --json | jq '.rows[] | select(.han == 3 and .fu == 30)'
    """
    from . import formatting

    click.echo(formatting.render_json(formatting.points_table_data(rules)) if as_json
               else formatting.points_table_text(rules))


@cli.command("yaku")
@rules_options
@_JSON_OPTION
def yaku_command(rules: Rules, as_json: bool) -> None:
    """List every yaku with its han closed and open and its Japanese name.

    A yaku that the rules do not have stays in the list, marked in the last column (and
    "available": false in JSON), so that you can see what the rules leave out.

    \b
    Example:
        mjscore yaku
        mjscore yaku --rules classic
        mjscore yaku --json | jq -r '.[] | select(.yakuman) | .name_ja'
    """
    from . import formatting

    click.echo(formatting.render_json(formatting.yaku_data(rules)) if as_json
               else formatting.yaku_text(rules))
