"""``mjscore waits``: what a hand waits on before it wins, what each wait pays, and furiten;
for a hand just drawn, which discards leave it tenpai."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from .options import (
    JSON_OPTION,
    LANG_OPTION,
    TilesType,
    WaitingHandType,
    WidthChoice,
    apply_options,
    rules_options,
    waiting_situation_options,
    width_options,
)

if TYPE_CHECKING:
    from ..hand import Tile, WaitingHand
    from ..rules import Rules

_TABLE_OPTIONS = (
    click.option("--discards", type=TilesType(), multiple=True, metavar="TILES",
                 help="The player's own discards, called ones too (repeat, or 1m,9s)."),
    click.option("--passed", type=TilesType(), multiple=True, metavar="TILES",
                 help="Tiles others discarded since the player's last discard, not won on."),
    click.option("--riichi-passed", "--passed-after-riichi", "riichi_passed", is_flag=True,
                 help="A win was passed after riichi, earlier in the hand (needs --riichi)."),
    click.option("--seen", type=TilesType(), multiple=True, metavar="TILES",
                 help="Other tiles in view: others' discards and melds not given above."),
    click.option("--compare-riichi", is_flag=True,
                 help="Also show each wait's value with riichi declared (no ippatsu, no "
                      "ura dora), for a closed hand not in riichi."),
    click.option("--call", "call_tile", type=TilesType(), metavar="TILE",
                 help="A tile another player discarded: list each pon, chi and kan it "
                      "allows the 13-tile HAND, with no call beside (needs --from)."),
    click.option("--from", "call_from", type=click.Choice(["left", "across", "right"]),
                 help="Who discarded the --call tile (chi only from the left)."),
)
"""What the table shows (furiten and copies left) and the riichi comparison."""


def _table_options(command: Any) -> Any:
    return apply_options(command, _TABLE_OPTIONS)


def _joined(groups: tuple[tuple[Tile, ...], ...]) -> list[Tile]:
    return [tile for tiles in groups for tile in tiles]


@click.command("waits")
@click.argument("hand", type=WaitingHandType())
@waiting_situation_options
@_table_options
@rules_options
@LANG_OPTION
@click.option("--unicode", is_flag=True, help="Draw the tiles with Unicode mahjong tiles.")
@JSON_OPTION
@width_options
def waits_command(*, hand: WaitingHand, situation: dict[str, Any],
                  discards: tuple[tuple[Tile, ...], ...], passed: tuple[tuple[Tile, ...], ...],
                  riichi_passed: bool, seen: tuple[tuple[Tile, ...], ...],
                  compare_riichi: bool, call_tile: tuple[Tile, ...] | None,
                  call_from: str | None, rules: Rules, lang: str, unicode: bool,
                  as_json: bool, width: WidthChoice) -> None:
    """Show what a HAND waits on before it wins: each wait's shape, copies left, ron and
    tsumo value and yaku, and whether the hand is furiten; or, for a hand not tenpai, its
    shanten.

    HAND is in mjscore's notation without a winning tile (docs/notation.md): 13 tiles,
    melds in brackets. With 14 tiles (a tile after `+` is the one just drawn) it lists
    every discard that leaves the hand tenpai, best first. Seats are winds: E is the
    dealer. Exit status 0 whether or not the hand is tenpai (docs/waits.md).

    \b
    Example:
        mjscore waits 23m456p567s678s55p --seat S --dora 4m
        mjscore waits 23m456p567s678s55p --discards 9s1m --passed 4m
        mjscore waits "234m456p55s23s [6-78p]" --seat S --lang ja
        mjscore waits 123m456p789s2345s+9m --seat S
        mjscore waits 23m456p567s678s55p --compare-riichi --json | jq '.waits[].riichi_ron.value'
        mjscore waits 34568m5678p23567s --json | jq '.discards[0]'
        mjscore waits 22334m456p678s55p --call 2m --from left --rules classic
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import calls_text, render_json, waits_text
    from ..waiting import analyse, call_options

    if call_tile is not None or call_from is not None:
        if call_tile is None or call_from is None or len(call_tile) != 1:
            raise click.UsageError("--call takes one tile and needs --from left, across or "
                                   "right")
        view = call_options(hand, call_tile[0], call_from, rules=rules, **situation,
                            discards=_joined(discards), passed=_joined(passed),
                            passed_after_riichi=riichi_passed, seen=_joined(seen))
        click.echo(render_json(view.as_record()) if as_json
                   else calls_text(view, lang=lang, unicode=unicode, width=width.columns()))
        return
    result = analyse(hand, rules=rules, compare_riichi=compare_riichi, **situation,
                     discards=_joined(discards), passed=_joined(passed),
                     passed_after_riichi=riichi_passed, seen=_joined(seen))
    click.echo(render_json(result.as_record()) if as_json
               else waits_text(result, lang=lang, unicode=unicode, width=width.columns()))
