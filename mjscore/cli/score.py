"""``mjscore score``, ``mjscore table`` and ``mjscore yaku``: one hand explained, the points
table and the yaku list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from .options import (
    JSON_OPTION,
    LANG_OPTION,
    HandType,
    rules_options,
    situation_options,
)

if TYPE_CHECKING:
    from ..hand import Hand
    from ..rules import Rules


@click.command("score")
@click.argument("hand", type=HandType())
@situation_options
@rules_options
@LANG_OPTION
@click.option("--unicode", is_flag=True, help="Draw the tiles with Unicode mahjong tiles.")
@JSON_OPTION
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
    from ..formatting.output import render_json
    from ..formatting.score import score_text
    from ..scoring import score

    result = score(hand, rules=rules, **situation)
    click.echo(render_json(result.as_record()) if as_json
               else score_text(result, lang=lang, unicode=unicode))


@click.command("table")
@rules_options
@JSON_OPTION
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
    from ..formatting.output import render_json
    from ..formatting.tables import points_table_data, points_table_text

    click.echo(render_json(points_table_data(rules)) if as_json else points_table_text(rules))


@click.command("yaku")
@rules_options
@JSON_OPTION
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
    from ..formatting.output import render_json
    from ..formatting.tables import yaku_data, yaku_text

    click.echo(render_json(yaku_data(rules)) if as_json else yaku_text(rules))
