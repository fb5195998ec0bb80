"""``mjscore table`` and ``mjscore yaku``: the points table and the yaku list (in a module of
their own, so that ``mjscore score`` does not build their options)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from .options import JSON_OPTION, LANG_OPTION, WidthChoice, rules_options, width_options

if TYPE_CHECKING:
    from ..rules import Rules


@click.command("table")
@click.argument("han", type=click.IntRange(min=0), required=False)
@click.argument("fu", type=click.IntRange(min=0), required=False)
@click.option("--dealer", is_flag=True, help="With HAN: the dealer won (else a non-dealer).")
@click.option("-t", "--tsumo", is_flag=True, help="With HAN: won by tsumo (else ron).")
@click.option("-b", "--honba", type=click.IntRange(min=0, max=999), default=0, metavar="N",
              help="With HAN: honba counters, added to the payments.")
@rules_options
@LANG_OPTION
@JSON_OPTION
@width_options
def table_command(*, han: int | None, fu: int | None, dealer: bool, tsumo: bool, honba: int,
                  rules: Rules, lang: str, as_json: bool, width: WidthChoice) -> None:
    """Print the points table, or with HAN and FU the value of one hand and who pays it.

    The table: one row per han and fu up to mangan (a row marked 70+ holds for that fu and
    above), then the limits and yakuman; a cell that cannot happen is shown as —. Kiriage
    mangan and the kazoe rule change it. A lookup is a non-dealer's ron unless --dealer
    or --tsumo say otherwise; from 5 han the fu may be left out.

    \b
    Example:
        mjscore table 3 40
        mjscore table 3 40 --dealer --tsumo --honba 1
        mjscore table 5
        mjscore table --rule kiriage_mangan=true
        mjscore table --json | jq '.rows[] | select(.han == 3 and .fu == 30)'
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import render_json

    if han is None:
        if dealer or tsumo or honba:
            raise click.UsageError("--dealer, --tsumo and --honba look up one value: give "
                                   "HAN and FU too (mjscore table 3 40 --tsumo)")
        # (start-up time: the library loads when the command runs, not for --help)
        from ..formatting import points_table_data, points_table_text

        click.echo(render_json(points_table_data(rules)) if as_json
                   else points_table_text(rules, lang, width.columns()))
        return
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import value_data, value_text
    from ..scoring import look_up

    value = look_up(han, fu, dealer=dealer, tsumo=tsumo, honba=honba, rules=rules)
    click.echo(render_json(value_data(value, rules)) if as_json
               else value_text(value, rules, lang, width.columns()))


@click.command("yaku")
@click.argument("name", nargs=-1)
@rules_options
@LANG_OPTION
@JSON_OPTION
@width_options
def yaku_command(name: tuple[str, ...], rules: Rules, lang: str, as_json: bool,
                 width: WidthChoice) -> None:
    """List every yaku: the name players use, its translation and Japanese name, and its
    han closed and open; with NAME, that one yaku and its rule in a line.

    A yaku that the rules do not have stays in the list, marked in the last column (and
    "available": false in JSON), so that you can see what the rules leave out. NAME is
    the romaji, English or Japanese name, in any case, with or without spaces (pinfu,
    "All simples", 断幺九, ipeiko); a name that is no yaku's gets the nearest names.

    \b
    Example:
        mjscore yaku
        mjscore yaku pinfu
        mjscore yaku menzen tsumo --rules classic
        mjscore yaku --lang ja
        mjscore yaku --json | jq -r '.[] | select(.yakuman) | .name_ja'
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import render_json, yaku_data, yaku_entry_data, yaku_entry_text, yaku_text
    from ..scoring import lookup_yaku

    if name:
        ids = lookup_yaku(" ".join(name))
        click.echo(render_json(yaku_entry_data(ids, rules)) if as_json
                   else yaku_entry_text(ids, rules, lang, width.columns()))
        return
    click.echo(render_json(yaku_data(rules)) if as_json
               else yaku_text(rules, lang, width.columns()))
