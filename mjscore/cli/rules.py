"""``mjscore rules``: the presets, one rule set (``rules show``) and a difference
(``rules diff``)."""

from __future__ import annotations

import click

from .options import (
    JSON_OPTION,
    RULE_OPTION,
    WidthChoice,
    override,
    preset_or_file,
    width_options,
)


@click.group(invoke_without_command=True)
@JSON_OPTION
@width_options
@click.pass_context
def rules(ctx: click.Context, as_json: bool, width: WidthChoice) -> None:
    """List the rule presets. `rules show` and `rules diff` inspect rule sets.

    \b
    Example:
        mjscore rules
        mjscore rules --json
    """
    if ctx.invoked_subcommand is None:
        # (start-up time: the library loads when the command runs, not for --help)
        from ..formatting import presets_data, presets_text, render_json

        click.echo(render_json(presets_data()) if as_json else presets_text(width.columns()))


@rules.command("show")
@click.argument("name")
@RULE_OPTION
@JSON_OPTION
@width_options
def rules_show(name: str, overrides: tuple[str, ...], as_json: bool,
               width: WidthChoice) -> None:
    """Show every field of rule set NAME with its value and what it means.

    NAME is a preset (any case) or a TOML rules file (a path ending in .toml).

    \b
    Example:
        mjscore rules show tenhou
        mjscore rules show classic --rule open_tanyao=true --json
        mjscore rules show club.toml
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import render_json, rules_data, rules_text

    shown = override(preset_or_file(name, "'NAME'"), overrides)
    click.echo(render_json(rules_data(shown)) if as_json else rules_text(shown, width.columns()))


@rules.command("diff")
@click.argument("left")
@click.argument("right")
@JSON_OPTION
@width_options
def rules_diff(left: str, right: str, as_json: bool, width: WidthChoice) -> None:
    """Show only the fields on which rule sets LEFT and RIGHT differ, and where each value
    comes from.

    Each is a preset or a TOML rules file. Below the table, every differing field gives
    the published rule each preset's value follows (a quote and its URL, or "not stated"
    and why; docs/rules.md). The exit status is 0 whether or not they differ.

    \b
    Example:
        mjscore rules diff tenhou classic
        mjscore rules diff tenhou club.toml --json
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import render_json, rules_diff_data, rules_diff_text

    a, b = preset_or_file(left, "'LEFT'"), preset_or_file(right, "'RIGHT'")
    click.echo(render_json(rules_diff_data(a, b)) if as_json
               else rules_diff_text(a, b, width.columns()))
