"""The slips a player makes typing a hand at the table, read as meant or refused with the fix:
words where an option is meant (``riichi``, ``tsumo``, ``reach``, ``立直``, ``ツモ``, ``dora
2``; ``--reach``), yaku the tiles decide (``pinfu``, ``平和``), and ``--expect``, which belongs
to ``mjscore check``. Each word read is noted in the output.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ..situation import SITUATION_FIELD, FieldKind

if TYPE_CHECKING:
    from ..scoring import Score

Note = tuple[str, dict[str, str]]
"""A note of how the input was read (see :data:`mjscore.formatting.score.Note`)."""

_NOTES = "mjscore.slip_notes"
"""``ctx.meta`` key: the notes of the options read by :class:`ScoreCommand`."""


def _option_words(key: str) -> str:
    """``-r/--riichi``, ``--double-riichi``: how the option of a situation key is written."""
    field = SITUATION_FIELD[key]
    return f"{field.short}/{field.option}" if field.short else field.option


class ScoreCommand(click.Command):
    """``mjscore score``: a long option that is a word of the situation (``--reach``,
    ``--ron``) is read as its option, with a note; ``--expect`` is refused, naming
    ``mjscore check``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        known = {name for param in self.params for name in (*param.opts, *param.secondary_opts)}
        notes: list[Note] = ctx.meta.setdefault(_NOTES, [])
        read: list[str] = []
        for index, arg in enumerate(args):
            if arg == "--":
                read.extend(args[index:])
                break
            name = arg.split("=", 1)[0]
            if not arg.startswith("--") or name in known:
                read.append(arg)
                continue
            if name == "--expect":
                raise click.UsageError(
                    "score has no --expect: a claim is checked by mjscore check, which reads "
                    "the same line (echo '23456m55678p234s+4m -r -s S --expect \"riichi "
                    "pinfu tanyao 3900\"' | mjscore check -)", ctx)
            # (start-up time: the words load only for an option that is none of the command's)
            from ..situation import situation_word

            key = situation_word(arg[2:]) if "=" not in arg else None
            if key == "":
                notes.append(("ron_word", {"text": arg}))
                continue
            if key is not None and SITUATION_FIELD[key].kind is FieldKind.FLAG:
                read.append(SITUATION_FIELD[key].option)
                notes.append(("word_read", {"text": arg, "option": _option_words(key)}))
                continue
            read.append(arg)
        return super().parse_args(ctx, read)


NOT_IN_WORDS = frozenset("+[]()")
"""Characters of the notation (the winning tile, melds) that no word of the situation and no
yaku name holds (a test checks both tables): :func:`read_words` takes text with one of
them for tiles without looking it up."""


def command_notes(ctx: click.Context) -> list[Note]:
    """The notes :class:`ScoreCommand` made reading the command line."""
    notes: list[Note] = ctx.meta.get(_NOTES, [])
    return notes


def read_words(hand: tuple[str, ...], situation: dict[str, Any]
               ) -> tuple[str, list[Note], list[tuple[str, tuple[str, ...]]]]:
    """Take the words out of the arguments of a hand: a word of the situation sets its key
    in ``situation`` (``riichi``, ``tsumo``; ``dora 2`` or ``ドラ2`` adds to a count); a
    yaku's name is kept to be answered once the hand is scored (:func:`yaku_notes`).

    Returns the hand's text (the other arguments, joined), the notes of the words read as
    options, and each yaku word with the ids it names. Text that reads as tiles (``中``,
    ``E``) is always notation.

    Raises:
        click.UsageError: for a count word without its number (``dora``), naming the option.
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..base import MjscoreError
    from ..hand import parse_tiles

    def is_tiles(text: str) -> bool:
        try:
            parse_tiles(text)
        except MjscoreError:
            return False
        return True

    kept: list[str] = []
    notes: list[Note] = []
    yaku: list[tuple[str, tuple[str, ...]]] = []
    index = 0
    while index < len(hand):
        for size in (3, 2, 1):
            text = " ".join(hand[index:index + size])
            if size > len(hand) - index or is_tiles(text) or NOT_IN_WORDS.intersection(text):
                continue
            # (start-up time: the words and yaku names load only for text that may be one)
            from ..scoring import yaku_ids
            from ..situation import COUNT_WORD_KEYS, situation_word

            number = text.rstrip("0123456789")
            count = text[len(number):]
            key = situation_word(number if count and number else text)
            taken = size
            if key in COUNT_WORD_KEYS and not count:
                after = hand[index + size] if index + size < len(hand) else ""
                if not after.isdecimal():
                    raise click.UsageError(f"'{text}' needs a number: write "
                                           f"{_count_option(key)}")
                count, text, taken = after, f"{text} {after}", size + 1
            if key in COUNT_WORD_KEYS:
                situation[key] = situation.get(key, 0) + int(count)
                notes.append(("word_read", {"text": text,
                                            "option": _count_option(key, count)}))
            elif key:
                situation[key] = True
                notes.append(("word_read", {"text": text, "option": _option_words(key)}))
            elif key == "":
                notes.append(("ron_word", {"text": text}))
            elif not count and (ids := yaku_ids(text)):
                yaku.append((text, ids))
            else:
                continue
            index += taken
            break
        else:
            kept.append(hand[index])
            index += 1
    return " ".join(kept), notes, yaku


def _count_option(key: str, count: str = "") -> str:
    """How a count is written as an option: ``-d 2`` (dora), ``-a 1`` (red fives) …; without
    the count, the option's forms (``-d N`` for the dora held, ``-d TILES`` for indicators)."""
    name = {"dora_count": "dora", "ura_count": "ura"}.get(key, key)
    field = SITUATION_FIELD[name]
    option = field.short or field.option
    if count:
        return f"{option} {count}"
    if name != key:
        return f"{option} N (the {name} the hand holds) or {option} TILES (the indicators)"
    return f"{option} N"


def yaku_notes(words: list[tuple[str, tuple[str, ...]]], result: Score) -> list[Note]:
    """A note for each yaku word: which yaku it names and whether the hand has it."""
    # (start-up time: the library loads when the command runs, not for --help)
    from ..scoring import DORA_NAMES, ROMAJI, YAKU_BY_ID

    held = {hit.id for hit in result.yaku}
    notes: list[Note] = []
    for text, ids in words:
        first = ids[0]
        name = (YAKU_BY_ID[first].romaji if first in YAKU_BY_ID
                else ROMAJI.get(first) or DORA_NAMES[first][0].lower())
        if len(ids) > 1 and ids[0].startswith("yakuhai"):
            name = "yakuhai"
        verdict = "yaku_word_has" if held & set(ids) else "yaku_word_not"
        notes.append(("yaku_word", {"text": text, "name": name, "verdict": verdict}))
    return notes
