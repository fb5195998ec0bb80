"""``mjscore score``, ``mjscore table`` and ``mjscore yaku``: one hand explained, the points
table and the yaku list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from .helptext import NOTATION_CHEAT_SHEET
from .options import (
    JSON_OPTION,
    LANG_OPTION,
    HandType,
    WidthChoice,
    rules_options,
    situation_options,
    width_options,
)
from .slips import ScoreCommand, command_notes, read_words, yaku_notes

if TYPE_CHECKING:
    from ..rules import Rules
    from ..scoring import MeldReading, WinChoice


@click.command("score", cls=ScoreCommand, epilog=NOTATION_CHEAT_SHEET)
@click.argument("hand", nargs=-1, required=True)
@situation_options
@rules_options
@LANG_OPTION
@click.option("--unicode", is_flag=True, help="Draw the tiles with Unicode mahjong tiles.")
@JSON_OPTION
@width_options
def score_command(*, hand: tuple[str, ...], situation: dict[str, Any], rules: Rules,
                  lang: str, unicode: bool, as_json: bool, width: WidthChoice) -> None:
    """Score a winning HAND: its reading, yaku, fu, value and what each seat pays.

    HAND is in mjscore's notation (see below, and `mjscore help notation`): concealed
    tiles, `+` and the winning tile, then melds in brackets; a hand split over several
    arguments is joined. `-` reads hands from stdin, one a line, each with its own options
    as in a batch file. Without -t/--tsumo the hand won by ron. Seats are winds: E is the
    dealer, and without -s/--seat the hand is scored as the dealer's (the output says so).
    Words players say (riichi, tsumo, dora 2, 立直, ツモ) are read as their options, and a
    hand without `+` or with melds typed without brackets is answered, each with a note.

    \b
    Example:
        mjscore score 234m567p8s+8s [4-56s] [777z] -t -s S -d 3m
        mjscore score 23456m55678p234s+4m -r -s S -f W -d 2
        mjscore score 19m19p19s1234567z+1m --tsumo --lang ja
        mjscore score 23456m55678p234s+4m --riichi --json | jq .total
    """
    if hand == ("-",):
        _score_stdin(situation, rules, lang=lang, unicode=unicode, as_json=as_json,
                     width=width.columns())
        return
    # (start-up time: the library loads when the command runs, not for --help)
    from ..formatting import render_json, score_data, score_text
    from ..hand import bracketed_form, winning_tile_written
    from ..scoring import score

    ctx = click.get_current_context()
    param = next(param for param in ctx.command.params if param.name == "hand")
    situation = dict(situation)
    text, notes, yaku_words = read_words(hand, situation)
    notes = [*command_notes(ctx), *notes]
    ron = next((values["text"] for key, values in notes if key == "ron_word"), None)
    if ron is not None and situation.get("tsumo"):
        raise click.UsageError(f"'{ron}' and -t/--tsumo say different things: a ron is a "
                               "hand won without -t/--tsumo", ctx)
    result = score(HandType().convert(text, param, ctx), rules=rules, **situation)
    notes += yaku_notes(yaku_words, result)
    choices: tuple[WinChoice, ...] = ()
    meld: MeldReading | None = None
    if not winning_tile_written(text) or bracketed_form(text) is not None:
        # (start-up time: the other readings load for a hand that may have one)
        from ..scoring import meld_reading, win_choices

        choices = () if winning_tile_written(text) else win_choices(result)
        meld = meld_reading(text, result)
    click.echo(render_json(score_data(result, notes=notes, choices=choices, meld=meld))
               if as_json
               else score_text(result, lang=lang, unicode=unicode,
                               seat_given="seat" in situation, notes=notes, choices=choices,
                               meld=meld, width=width.columns()))


def _score_stdin(situation: dict[str, Any], rules: Rules, *, lang: str, unicode: bool,
                 as_json: bool, width: int | None) -> None:
    """``mjscore score -``: a hand a line from stdin, each line an argument line (as in a
    batch file) whose options add to those of the command line. Each hand is explained in
    turn (with ``--json``, one JSON object a line); a line that fails says so on stderr
    and the next is scored. Exit status: the worst of the lines (2 bad input, 1 unscorable)."""
    import sys

    # (start-up time: the library loads when the command runs, not for --help)
    from ..base import MjscoreError
    from ..formatting import error_data, fit_text, json_line, score_data, score_text
    from ..records import parse_argument_line
    from ..rules import rules_over
    from ..scoring import score
    from .app import error_text

    status = 0
    first = True
    for number, text in enumerate(sys.stdin, start=1):
        line = text.strip()
        if not line or line.startswith("#"):
            continue
        try:
            keys = parse_argument_line(line)
            keys.pop("expect", None)
            spec = keys.pop("rules", None)
            line_rules = rules if spec is None else rules_over(rules, spec)
            given = {**situation, **keys}
            result = score(given.pop("hand"), rules=line_rules, **given)
        except MjscoreError as err:
            status = max(status, 2 if err.usage else 1)
            if as_json:
                click.echo(json_line({"line": number, **error_data(err.code, err.message)}))
            else:
                click.echo(f"line {number}: Error: {error_text(err)}", err=True)
            continue
        if as_json:
            click.echo(json_line({"line": number, **score_data(result)}))
            continue
        if not first:
            click.echo()
        first = False
        click.echo(fit_text(f"line {number}: {line}", width) + "\n")
        click.echo(score_text(result, lang=lang, unicode=unicode,
                              seat_given="seat" in given, width=width))
    sys.exit(status)


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
