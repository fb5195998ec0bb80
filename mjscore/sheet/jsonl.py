"""The JSON Lines spelling of a score sheet: the text grammar's events as objects.

One object a line: a header (``{"players": [...], "rules": "classic"}``), one object per
hand (``{"label": "E1-1", "events": [...], "scores": [...]}``) and a final object
(``{"final": [...], "points": [...]}``). Event objects have a ``type`` (the text grammar's
keyword) and the keys of the text grammar's words; a win has the batch format's keys for its
hand, flags and indicators. ``docs/game.md`` lists them.

:func:`read_json_line` reads one line into the sheet's
:class:`~mjscore.sheet.assembly.GameAssembly`, as :func:`~mjscore.sheet.text.read_text_line`
reads a text line; :func:`write_sheet_jsonl` writes a game back.

>>> from mjscore.sheet import read_sheet, read_sheet_jsonl
>>> text = write_sheet_jsonl(read_sheet("players: Aki Ben Chie Dai\\n"
...                                     "E1-1 ron Chie from Ben 3h30f ; riichi Aki")[0])
>>> print(text, end="")
{"players": ["Aki", "Ben", "Chie", "Dai"], "rules": "tenhou"}
{"label": "E1-1", "events": [{"type": "riichi", "player": "Aki"}, {"type": "ron", \
"winner": "Chie", "from": "Ben", "claim": "3h30f"}]}
>>> read_sheet_jsonl(text) == read_sheet("players: Aki Ben Chie Dai\\n"
...                                      "E1-1 ron Chie from Ben 3h30f ; riichi Aki")
True
"""

from __future__ import annotations

import enum
import json
import math
from collections.abc import Callable, Mapping
from typing import Any

from ..base import MjscoreError, SheetError
from ..game import (
    WIN_FLAGS,
    AbortiveDraw,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    FoulPenalty,
    GameEnd,
    GameRecord,
    HandLabel,
    HandRecord,
    MinorFoul,
    Riichi,
    Win,
)
from ..hand import Tile, format_hand, parse_hand, parse_tile_list
from ..rules import PRESETS, RULE_FIELDS, Rules, rules_over, with_overrides
from .assembly import GameAssembly, HandLine, SheetHeader
from .events import make_win, read_claim
from .words import (
    ABORT_KINDS,
    EVENT_WORDS,
    MAX_POINTS,
    PENALTIES,
    SEAT_WINDS,
    Players,
    in_words,
    word_key,
)
from .writer import format_rules

__all__ = ["event_json", "read_json_line", "rules_json", "write_sheet_jsonl"]

_HEADER_KEYS = ("game", "players", "rules", "rules_file", "claims")
_HAND_KEYS = ("label", "events", "scores")
_FINAL_KEYS = ("final", "points")
_WIN_KEYS = ("type", "winner", "from", "claim", "hand", *WIN_FLAGS, "dora", "ura",
             "dora_count", "ura_count", "aka", "aka_count", "pao", "kita")
_COUNT_KEYS = {"dora": ("dora", "dora_count"), "ura": ("ura", "ura_count"),
               "aka": ("aka", "aka_count")}
"""The keys a win's count of dora, ura dora and red fives may be given under (``dora`` and
``ura`` as a whole number: a count, as the batch format reads them)."""
_EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "riichi": ("type", "player", "stick", "double"),
    "ron": _WIN_KEYS,
    "tsumo": _WIN_KEYS,
    "draw": ("type", "tenpai", "nagashi"),
    "abort": ("type", "kind", "player"),
    "chombo": ("type", "player", "reason"),
    "foul": ("type", "player", "penalty", "reason"),
    "adjust": ("type", "deltas", "reason"),
    "end": ("type", "reason"),
}
"""The keys of each event object, by its type."""


def _json_error(reason: str, code: str = "bad_sheet_line") -> SheetError:
    return SheetError(reason, code=code)


# --------------------------------------------------------------------------- reading


def read_json_line(games: GameAssembly, text: str, number: int, errors: list[SheetError]
                   ) -> tuple[GameRecord | None, SheetHeader | HandRecord | FinalRecord | None]:
    """Read line ``number`` of a JSON Lines sheet into its game (what ``SheetReader.feed``
    does for a JSON line): the game it closed, and the header, hand or final it gave. What
    the line shows to be wrong is added to ``errors``.

    Raises:
        SheetError: ``invalid_json``, ``unknown_key`` or ``bad_sheet_line`` for an object
            that is no part of a sheet.
    """
    value = _load(text)
    keys = set(value)
    kinds = [name for name, known in (("header", _HEADER_KEYS), ("hand", _HAND_KEYS),
                                      ("final", _FINAL_KEYS)) if keys & set(known)]
    if len(kinds) != 1:
        what = " and ".join(kinds) if kinds else f"an object with {sorted(keys)}"
        raise _json_error("a line is a header (players, rules), a hand (label, events, "
                          f"scores) or the final scores (final, points), not {what}")
    kind = kinds[0]
    _check_keys(value, {"header": _HEADER_KEYS, "hand": _HAND_KEYS, "final": _FINAL_KEYS}[kind],
                "a " + kind + " line")
    if kind == "header":
        finished = games.header_game("players" if "players" in value else "rules")
        for key in _HEADER_KEYS:
            if key in value:
                try:
                    _header(games, key, value[key], errors)
                except SheetError as error:  # the game this line closed is still handed over
                    errors.append(error)
        return finished, games.header()
    players = games.hand_players(errors)
    if kind == "final":
        final: FinalRecord | None = None
        for key in _FINAL_KEYS:
            if key in value:
                numbers = _numbers(value[key], key, float if key == "points" else int,
                                   players.seats)
                if key == "final":
                    final = games.set_final(key, errors, scores=numbers)
                else:
                    final = games.set_final(key, errors, points=numbers)
        return None, final
    return None, games.add_hand(_hand(value, players), number, errors)


def _load(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text, object_pairs_hook=_unique)
    except RecursionError:
        raise _json_error("invalid JSON: nested too deeply", "invalid_json") from None
    except ValueError as error:
        if isinstance(error, SheetError):
            raise
        raise _json_error(f"invalid JSON: {error}", "invalid_json") from None
    if not isinstance(value, dict):
        raise _json_error(f"a line must be a JSON object, not {type(value).__name__}")
    return value


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _json_error(f"the key {key!r} is given twice", "invalid_json")
        result[key] = value
    return result


def _check_keys(value: Mapping[str, Any], known: tuple[str, ...], what: str) -> None:
    for key in value:
        if key not in known:
            raise _json_error(f"unknown key {key!r} in {what}; its keys are {', '.join(known)}",
                             "unknown_key")


def _header(games: GameAssembly, key: str, value: object, errors: list[SheetError]) -> None:
    if key == "players":
        if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
            raise _json_error(f"players must be a list of {in_words(games.seats)} names")
        games.set_players(tuple(value), None, errors)
    elif key == "game":
        if not isinstance(value, str | int) or isinstance(value, bool):
            raise _json_error("game must be a text (the game's id)")
        games.set_id(str(value), errors)
    elif key == "claims":
        if not isinstance(value, str):
            raise _json_error("claims must be a text: before honba, with honba or with honba "
                              "and sticks")
        games.set_claims(value, None, errors)
    else:
        try:
            if key == "rules_file":
                if not isinstance(value, str):
                    raise _json_error("rules_file must be a path")
                rules = games.rules_file(value)
            elif isinstance(value, str | Mapping):
                rules = rules_over(games.rules, value)
            else:
                raise _json_error("rules must be a preset name or an object of rule fields")
        except SheetError:
            raise
        except MjscoreError as error:
            raise SheetError(error.message, code=error.code) from error
        games.set_rules(key, rules, errors)


def _numbers(value: object, key: str, kind: Callable[[Any], Any], seats: int
             ) -> tuple[Any, ...]:
    """``seats`` numbers of ``kind``, one per seat.

    Raises:
        SheetError: ``bad_scores`` for anything else.
    """
    if (not isinstance(value, list) or len(value) != seats or any(
            isinstance(item, bool) or not isinstance(item, int | float)
            or (kind is int and not isinstance(item, int)) for item in value)):
        raise _json_error(f"{key} must be {in_words(seats)} numbers, one for each player",
                          "bad_scores")
    # As the text grammar reads them: whole points of at most nine digits, final points
    # that are numbers (JSON's NaN and Infinity are not).
    if not all(_fits(item, kind) for item in value):
        raise _json_error(f"{key} must be numbers of at most nine digits"
                          if kind is int else f"{key} must be finite numbers", "bad_scores")
    return tuple(kind(item) for item in value)


def _fits(item: int | float, kind: Callable[[Any], Any]) -> bool:
    if kind is int:
        return abs(item) <= MAX_POINTS
    try:
        return math.isfinite(item)
    except OverflowError:  # an integer beyond any float
        return False


def _hand(value: Mapping[str, Any], players: Players) -> HandLine:
    label = None
    if value.get("label") is not None:
        if not isinstance(value["label"], str):
            raise _json_error("label must be a text such as \"E1-1\"")
        try:
            label = HandLabel.parse(value["label"])
        except MjscoreError as error:
            raise SheetError(error.message, code=error.code) from error
    scores = None
    if value.get("scores") is not None:
        scores = _numbers(value["scores"], "scores", int, players.seats)
    events_value = value.get("events")
    if not isinstance(events_value, list):
        raise _json_error("a hand needs its events: \"events\": [{\"type\": \"ron\", …}]")
    events: list[tuple[Event, int | None]] = []
    errors: list[SheetError] = []
    for index, item in enumerate(events_value, 1):
        try:
            events.append((_event(item, players), None))
        except SheetError as error:
            errors.append(SheetError(f"event {index}: {error.reason}", code=error.code))
        except MjscoreError as error:
            errors.append(SheetError(f"event {index}: {error.message}", code=error.code))
    return HandLine(label, tuple(events), scores, tuple(errors))


def _event_type(value: object) -> tuple[str, str | None]:
    if not isinstance(value, str):
        raise _json_error("an event needs its type: ron, tsumo, riichi, draw, abort, chombo, foul, "
                         "adjust or end")
    key = word_key(value)
    if key == "abort":
        return "abort", None
    kind = EVENT_WORDS.get(key)
    if kind is None or kind in ("tenpai", "noten", "all_tenpai", "all_noten", "nagashi"):
        raise _json_error(f"unknown event type {value!r}", "unknown_event")
    if kind == "double_riichi":
        return "riichi", "double"
    if kind in ABORT_KINDS:
        return "abort", kind
    return kind, None


def _event(item: object, players: Players) -> Event:
    if not isinstance(item, dict):
        raise _json_error('an event is an object such as {"type": "riichi", "player": "Aki"}')
    kind, detail = _event_type(item.get("type"))
    _check_keys(item, _EVENT_KEYS[kind], f"a {kind} event")

    def seat(key: str) -> int:
        if key not in item:
            raise _json_error(f"a {kind} event needs its {key!r}")
        return _seat(item[key], players)

    reason = _text(item.get("reason", ""), "reason")
    if kind == "riichi":
        double = detail == "double" or _flag(item.get("double", False), "double")
        return Riichi(seat("player"), _flag(item.get("stick", True), "stick"), double)
    if kind in ("ron", "tsumo"):
        return _win(item, players, tsumo=kind == "tsumo", seat=seat)
    if kind == "draw":
        return ExhaustiveDraw(_seats(item.get("tenpai", []), players),
                              _seats(item.get("nagashi", []), players))
    if kind == "abort":
        if detail is None:
            found = EVENT_WORDS.get(word_key(_text(item.get("kind", ""), "kind")))
            if found not in ABORT_KINDS:
                raise _json_error(f"unknown abortive draw {item.get('kind')!r}: kinds are "
                                 f"{', '.join(ABORT_KINDS)}")
            detail = found
        return AbortiveDraw(ABORT_KINDS[detail],
                            seat("player") if item.get("player") is not None else None)
    if kind == "chombo":
        return Chombo(seat("player"), reason)
    if kind == "foul":
        penalty = PENALTIES.get(word_key(_text(item.get("penalty", ""), "penalty")))
        if penalty is None:
            raise _json_error("a foul needs its penalty: forfeit or stick")
        return MinorFoul(seat("player"), FoulPenalty(penalty), reason)
    if kind == "adjust":
        return Adjustment(_numbers(item.get("deltas"), "deltas", int, players.seats), reason)
    return GameEnd(reason)


def _win(item: Mapping[str, Any], players: Players, *, tsumo: bool,
         seat: Callable[[str], int]) -> Win:
    flags = frozenset(flag for flag in WIN_FLAGS if _flag(item.get(flag, False), flag))
    claim = None
    if item.get("claim") is not None:
        if isinstance(item["claim"], bool) or not isinstance(item["claim"], str | int):
            raise _json_error("claim must be a text such as \"3h30f\" or \"2000/4000\"")
        claim = read_claim(item["claim"])
    hand = parse_hand(_text(item["hand"], "hand")) if item.get("hand") is not None else None
    counts = {what: _count(item, keys) for what, keys in _COUNT_KEYS.items()}
    win = Win(seat("winner"), seat("from") if item.get("from") is not None else None, hand,
              claim, flags, _indicators(item, "dora"), _indicators(item, "ura"),
              seat("pao") if item.get("pao") is not None else None,
              kita=_kita(item.get("kita", 0), players), dora_count=counts["dora"],
              ura_count=counts["ura"], aka_count=counts["aka"])
    return make_win(win, players, tsumo=tsumo, column=None)


def _indicators(item: Mapping[str, Any], key: str) -> tuple[Tile, ...]:
    """A win's ``dora`` or ``ura`` indicators (none when the key gives a count)."""
    value = item.get(key, [])
    return () if _is_count(value) else _tiles(value, key)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(item: Mapping[str, Any], keys: tuple[str, ...]) -> int:
    """A win's count of dora, ura dora or red fives, from the one of ``keys`` that gives
    it (``dora`` only when it is a whole number, else it gives indicators)."""
    given = [key for key in keys if key in item and (key not in ("dora", "ura")
                                                     or _is_count(item[key]))]
    if not given:
        return 0
    if len(given) > 1:
        raise _json_error(f"the count is given twice ({' and '.join(given)})")
    value = item[given[0]]
    if not _is_count(value) or not 0 <= value <= _MOST_COUNTED:
        raise _json_error(f"{given[0]} must be a whole number from 0 to {_MOST_COUNTED}, not "
                          f"{value!r}")
    return int(value)


_MOST_COUNTED = 99
"""The largest count of dora a sheet takes (the scorer refuses what no hand can hold)."""


def _kita(value: object, players: Players) -> int:
    """A win's ``kita``: how many Norths the winner set aside (three players only)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MOST_KITA:
        raise _json_error(f"kita must be a whole number of Norths from 0 to {_MOST_KITA}")
    if value and players.seats >= len(SEAT_WINDS):
        raise SheetError(f"kita is a three-player rule: a game of {in_words(players.seats)} "
                         "players has none (rules: tenhou3 seats three)",
                         code="kita_not_in_rules")
    return value


_MOST_KITA = 4
"""The Norths a player can set aside: all four copies."""


def _seat(value: object, players: Players) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players.seats:
        return value
    if not isinstance(value, str):
        raise _json_error("a player is a name, a seat wind or a seat number "
                          f"0–{players.seats - 1}, not {value!r}")
    return players.seat(value)


def _seats(value: object, players: Players) -> frozenset[int]:
    if isinstance(value, str) and word_key(value) == "all":
        return frozenset(range(players.seats))
    if not isinstance(value, list):
        raise _json_error(f"a list of players must be a list, not {value!r}")
    return frozenset(_seat(item, players) for item in value)


def _tiles(value: object, key: str) -> tuple[Tile, ...]:
    return parse_tile_list(
        value, lambda _: _json_error(f"{key} must be a list of tiles such as [\"4m\"]"),
        strings_first=True)


def _flag(value: object, key: str) -> bool:
    if not isinstance(value, bool):
        raise _json_error(f"{key} must be true or false, not {value!r}")
    return value


def _text(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise _json_error(f"{key} must be a text, not {value!r}")
    return value


# --------------------------------------------------------------------------- writing


def write_sheet_jsonl(game: GameRecord) -> str:
    """A game as JSON Lines that :func:`~mjscore.sheet.read_sheet_jsonl` reads back to the
    same events (what a sheet does not hold is left out, as by
    :func:`~mjscore.sheet.write_sheet`)."""
    header: dict[str, Any] = {}
    if game.id is not None:
        header["game"] = game.id
    header["players"] = list(game.players)
    header["rules"] = rules_json(game.rules)
    if game.claims:
        header["claims"] = game.claims.replace("_", " ")
    lines = [header]
    for hand in game.hands:
        record: dict[str, Any] = {}
        if hand.written.label is not None:
            record["label"] = str(hand.written.label)
        record["events"] = [event_json(event, game.players) for event in hand.events]
        if hand.written.end_scores is not None:
            record["scores"] = list(hand.written.end_scores)
        lines.append(record)
    if game.final is not None:
        final: dict[str, Any] = {}
        if game.final.scores is not None:
            final["final"] = list(game.final.scores)
        if game.final.points is not None:
            final["points"] = list(game.final.points)
        if final:
            lines.append(final)
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


def rules_json(rules: Rules) -> str | dict[str, Any]:
    """Rules as a sheet's header gives them: a preset name, or the preset and the fields
    that differ (and ``name`` for a rule set of its own name)."""
    if PRESETS.get(rules.name) == rules:
        return rules.name
    words = format_rules(rules).split(" ")
    result: dict[str, Any] = {"preset": words[0]}
    base = PRESETS[words[0]]
    for field in RULE_FIELDS:
        value = getattr(rules, field.name)
        if value != getattr(base, field.name):
            result[field.name] = value.value if isinstance(value, enum.Enum) else value
    if with_overrides(base, {k: v for k, v in result.items() if k != "preset"}) != rules:
        result["name"] = rules.name
    return result


def event_json(event: Event, names: tuple[str, ...]) -> dict[str, Any]:
    """One event as a JSON object."""
    result: dict[str, Any]
    if isinstance(event, Riichi):
        result = {"type": "riichi", "player": names[event.seat]}
        if not event.stick:
            result["stick"] = False
        if event.double:
            result["double"] = True
    elif isinstance(event, Win):
        result = {"type": "tsumo" if event.tsumo else "ron", "winner": names[event.winner]}
        if event.discarder is not None:
            result["from"] = names[event.discarder]
        if event.claim is not None:
            result["claim"] = event.claim.text
        if event.hand is not None:
            result["hand"] = format_hand(event.hand)
        result.update((flag, True) for flag in WIN_FLAGS if flag in event.flags)
        for key, tiles, count in (("dora", event.dora, event.dora_count),
                                  ("ura", event.ura, event.ura_count)):
            if tiles:
                result[key] = [str(tile) for tile in tiles]
            if count:
                result[key + "_count" if tiles else key] = count
        if event.aka_count:
            result["aka"] = event.aka_count
        if event.pao is not None:
            result["pao"] = names[event.pao]
        if event.kita:
            result["kita"] = event.kita
    elif isinstance(event, ExhaustiveDraw):
        result = {"type": "draw", "tenpai": [names[seat] for seat in sorted(event.tenpai)]}
        if event.nagashi:
            result["nagashi"] = [names[seat] for seat in sorted(event.nagashi)]
    elif isinstance(event, AbortiveDraw):
        result = {"type": "abort", "kind": event.kind.value}
        if event.seat is not None:
            result["player"] = names[event.seat]
    elif isinstance(event, Chombo | MinorFoul):
        result = {"type": "chombo" if isinstance(event, Chombo) else "foul",
                  "player": names[event.seat]}
        if isinstance(event, MinorFoul):
            result["penalty"] = event.penalty.value
    elif isinstance(event, Adjustment):
        result = {"type": "adjust", "deltas": list(event.deltas)}
    else:
        result = {"type": "end"}
    reason = getattr(event, "reason", "")
    if reason:
        result["reason"] = reason
    return result

