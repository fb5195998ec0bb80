"""The ``mjscore`` command: parses options, calls the library and formats the result.

Start-up time matters, so this module imports only click at the top; the library modules
and :mod:`mjscore.formatting` (with tabulate) are imported inside the commands.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

from . import __version__

if TYPE_CHECKING:
    from .rules import Rules

F = TypeVar("F", bound=Callable[..., Any])


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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
