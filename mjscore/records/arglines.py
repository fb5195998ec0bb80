"""The argument-line format (``--format args``): one ``mjscore score`` argument line a line.

``234m567p8s+8s [456s] [777z] --tsumo --seat S --dora 3m``: what would follow
``mjscore score`` on the command line, shell-quoted, with ``--expect CLAIM`` for ``check``.
The options are derived from ``situation.SITUATION_FIELDS``, as those of ``mjscore score``
are, so the two take the same situation.
"""

from __future__ import annotations

import difflib
import shlex
from typing import Any

from ..base import Head, LineReader, MjscoreError, Record, RecordError
from ..rules import parse_rule_override
from ..situation import COUNTED_TILES, SITUATION_FIELDS, FieldKind, is_count


class ArgumentLineReader(LineReader):
    """One ``mjscore score`` argument line a line."""

    name = "args"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """Anything that is neither a JSON object nor XML."""
        return not head.line.startswith((b"{", b"<"))

    def read_line(self, line: int, text: str) -> Record:
        try:
            return Record(line, parse_argument_line(text))
        except MjscoreError as error:
            return Record(line, errors=(error,))


def _options(*kinds: FieldKind) -> dict[str, str]:
    """The options of the situation's fields of these kinds (short, long and aliases), each
    with its key."""
    return {option: field.name for field in SITUATION_FIELDS if field.kind in kinds
            for option in field.options}


_COUNTED = frozenset(COUNTED_TILES.values())
_FLAG_OPTIONS = _options(FieldKind.FLAG)
_COUNT_OPTIONS = _options(FieldKind.COUNT)
_VALUE_OPTIONS = {**_options(FieldKind.WIND, FieldKind.SEAT, FieldKind.COUNT),
                  "--rules": "rules", "--expect": "expect"}
_LIST_OPTIONS = {**_options(FieldKind.TILES), "--rule": "rule"}
_OPTIONS = sorted([*_FLAG_OPTIONS, *_VALUE_OPTIONS, *_LIST_OPTIONS])
_COMMAND_ONLY = {
    "--json": "only changes how `mjscore score` prints",
    "--lang": "only changes how `mjscore score` prints",
    "--unicode": "only changes how `mjscore score` prints",
    "--width": "only changes how `mjscore score` prints",
    "--wide": "only changes how `mjscore score` prints",
    "--rules-file": "is read once for the whole file: give it to the command",
}
"""Options of ``mjscore score`` that have no meaning on one line of a batch file."""


def parse_argument_line(text: str) -> dict[str, Any]:
    """Read one argument line into the keys of a JSON Lines record.

    The line holds what would follow ``mjscore score``: the hand (its words joined by
    spaces, so quoting is optional) and the scoring options, with the same names:
    ``--tsumo`` … ``--renhou``, ``--seat``, ``--round``, ``--dora`` and ``--ura``
    (repeatable or comma-separated), ``--honba``, ``--sticks``, ``--from``, ``--pao``,
    ``--rules``, ``--rule KEY=VALUE`` (repeatable), and ``--expect CLAIM``. ``--opt=value``
    works too; a repeated single-value option keeps its last value. A ``#`` that starts a
    word outside quotes starts a comment, to the end of the line (as in the shell).

    >>> parse_argument_line("234m567p8s+8s [456s] [777z] --tsumo --seat S --dora 3m,4p")
    {'tsumo': True, 'seat': 'S', 'dora': ['3m,4p'], 'hand': '234m567p8s+8s [456s] [777z]'}
    >>> parse_argument_line("11123455678999m+5m --rules classic --rule open_tanyao=true")
    {'rules': {'preset': 'classic', 'open_tanyao': True}, 'hand': '11123455678999m+5m'}

    Raises:
        RecordError: ``invalid_arguments`` (bad quoting, unknown option, missing value),
            ``missing_hand`` or ``invalid_value``; RulesError for a malformed ``--rule``.
    """
    try:
        tokens = shlex.split(strip_comment(text))
    except ValueError as err:
        raise RecordError(f"cannot split the line into arguments: {err}",
                          code="invalid_arguments") from None
    record: dict[str, Any] = {}
    words: list[str] = []
    overrides: dict[str, Any] = {}
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if token == "--":
            words.extend(tokens[index:])
            break
        if not token.startswith("-") or token == "-":
            words.append(token)
            continue
        if not token.startswith("--") and len(token) > 2:
            tokens[index - 1:index] = _split_short(token)  # -rt, -sS: as click reads them
            token = tokens[index - 1]
        name, equals, inline = token.partition("=")
        if name in _FLAG_OPTIONS:
            if equals:
                raise RecordError(f"option {name} does not take a value",
                                  code="invalid_arguments")
            record[_FLAG_OPTIONS[name]] = True
            continue
        _check_value_option(name)
        if not equals:
            if index == len(tokens):
                raise RecordError(f"option {name} requires a value", code="invalid_arguments")
            inline, index = tokens[index], index + 1
        _set_value(record, overrides, name, inline)
    return _finish_record(record, words, overrides)


def strip_comment(text: str) -> str:
    """``text`` without its trailing comment: from a ``#`` that starts a word outside quotes
    (as the shell reads one) to the end.

    >>> strip_comment("2m345p567s+2m [678p] [7-77z] --expect 1000  # Chie, table 2")
    '2m345p567s+2m [678p] [7-77z] --expect 1000  '
    >>> strip_comment('1z --expect "1000 # all" x#y')
    '1z --expect "1000 # all" x#y'
    """
    quote = ""
    escaped = False
    for index, char in enumerate(text):
        if escaped:
            escaped = False
        elif char == "\\" and quote != "'":
            escaped = True
        elif quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "#" and (index == 0 or text[index - 1].isspace()):
            return text[:index]
    return text


def _split_short(token: str) -> list[str]:
    """``-rt`` as ``-r -t``, ``-sS`` as ``-s S``: short flags together, a short option with
    its value attached."""
    parts: list[str] = []
    for position, letter in enumerate(token[1:], start=1):
        option = "-" + letter
        if option in _FLAG_OPTIONS:
            parts.append(option)
            continue
        parts.append(option)
        if position + 1 < len(token):
            parts.append(token[position + 1:])
        break
    return parts


def _check_value_option(name: str) -> None:
    """Refuse an option that takes no value on a batch line, or that does not exist."""
    if name in _COMMAND_ONLY:
        raise RecordError(f"{name} {_COMMAND_ONLY[name]}; leave it out of batch lines",
                          code="invalid_arguments")
    if name not in _VALUE_OPTIONS and name not in _LIST_OPTIONS:
        raise RecordError(_no_such_option(name), code="invalid_arguments")


def _set_value(record: dict[str, Any], overrides: dict[str, Any], name: str, value: str
               ) -> None:
    """Store one option's value under its record key (``--rule`` into ``overrides``)."""
    if name == "--rule":
        key, rule_value = parse_rule_override(value)
        overrides[key] = rule_value
    elif name in _LIST_OPTIONS and _LIST_OPTIONS[name] in COUNTED_TILES and is_count(value):
        key = COUNTED_TILES[_LIST_OPTIONS[name]]  # --dora 2: the number of dora
        record[key] = record.get(key, 0) + int(value)
    elif name in _LIST_OPTIONS:
        record.setdefault(_LIST_OPTIONS[name], []).append(value)
    elif name in _COUNT_OPTIONS:
        key, number = _VALUE_OPTIONS[name], _whole_number(name, value)
        # --dora 2 and --dora-count 1 add up, as on the command line
        record[key] = record.get(key, 0) + number if key in _COUNTED else number
    else:
        record[_VALUE_OPTIONS[name]] = value


def _finish_record(record: dict[str, Any], words: list[str], overrides: dict[str, Any]
                   ) -> dict[str, Any]:
    """Add the rule overrides and the hand (its words joined) to a line's record."""
    if overrides:
        preset = record.get("rules")
        record["rules"] = overrides if preset is None else {"preset": preset, **overrides}
    if not words:
        raise RecordError("no hand on the line: write the hand first, then the options",
                          code="missing_hand")
    record["hand"] = " ".join(words)
    return record


def _no_such_option(name: str) -> str:
    close = difflib.get_close_matches(name, _OPTIONS, n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"no such option: {name}{hint}"


def _whole_number(name: str, text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise RecordError(f"{name} takes a whole number, not {text!r}",
                          code="invalid_value") from None
