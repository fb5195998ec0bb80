"""Tenhou's lobbies and rule eras: the rules a logged game was played under.

A lobby (mjlog's ``<GO type>``, or the room name of tenhou.net/6, ``鳳南喰赤``) gives red
fives, open tanyao and the length; the day the game was played (in its log id) gives the era,
which decides what changed over the years. ``docs/replay.md`` lists the rules of each.

>>> rules_for_room({"disp": "鳳南喰赤"}, log_day("2022010102gm-00a9-0000-0bf1a12e")).name
'tenhou+final_rounding=nearest_thousand'
"""

from __future__ import annotations

import datetime
import enum
import functools
import re
from collections.abc import Mapping
from typing import Any

from ..base import UnsupportedLog
from ..rules import MAHJONGSOUL, TENHOU, TENHOU3, Rules, with_overrides

NO_RED = 0x02
NO_OPEN_TANYAO = 0x04
HANCHAN = 0x08
THREE_PLAYER = 0x10
PHOENIX = 0xA0
STANDARD_BITS = 0xFF
"""The lobby bits of the standard rooms; a higher bit is a lobby with rules of its own."""


class Era(enum.Enum):
    """The eras of Tenhou's game rules, as the final records of the logs show them."""

    EARLY = "2009"
    """2009 (and the logs without a date that have its format): no tenpai-yame, uma 10/5 in
    East-only Phoenix games, final scores rounded to 1,000."""
    ROUNDED = "2010-2022"
    """Final scores rounded to 1,000 (each non-first score to the nearest 1,000, half away
    from zero; first place takes the remainder)."""
    EXACT = "2023-"
    """Today's rules: final points exact to one decimal."""


EARLY_UNTIL = datetime.date(2010, 1, 1)
"""The 2009 rules hold before this day (RULES.md §4). The logs confirm them up to 2009-06-18
(uma 10/5, ``bye.xml``) and 2009-02-20 (no tenpai-yame, ``bug1.xml``)."""


ROUNDED_UNTIL = datetime.date(2023, 1, 1)
"""Final scores are rounded to 1,000 before this day. The logs show rounding up to
2022-01-09 and exact points from 2023-10-02 on; no log here dates the change itself."""


def era_of(day: datetime.date) -> Era:
    """The rules era of a game played on ``day``."""
    if day < EARLY_UNTIL:
        return Era.EARLY
    return Era.ROUNDED if day < ROUNDED_UNTIL else Era.EXACT


def rules_for_lobby(go_type: int, era: Era | datetime.date | None = None) -> Rules:
    """The rules of a Tenhou lobby (``<GO type>``) in an era (or on the day a game was
    played; None for today's rules).

    The lobby bits give red fives (0x02 none), open tanyao (0x04 none) and the length (0x08
    hanchan, else East only). The era gives what changed over the years, as the logs' final
    records confirm (``docs/replay.md``): :attr:`Era.EARLY` has no tenpai-yame and uma 10/5
    in East-only Phoenix games (0xA0); :attr:`Era.EARLY` and :attr:`Era.ROUNDED` round each
    non-first final score to 1,000; :attr:`Era.EXACT` counts exact points.

    >>> rules_for_lobby(169, datetime.date(2022, 1, 1)).name
    'tenhou+final_rounding=nearest_thousand'
    >>> rules_for_lobby(225).game_length.value
    'tonpuu'

    A three-player lobby (0x10) plays the ``tenhou3`` preset, with red fives in the suits
    that keep their fives (5p and 5s; no red fives under 0x02).

    >>> rules_for_lobby(185, datetime.date(2022, 1, 1)).name
    'tenhou3+final_rounding=nearest_thousand'

    Raises:
        UnsupportedLog: for a lobby with rules of its own (chips, ratio, custom rules: any
            bit above 0xFF).
    """
    if go_type & ~STANDARD_BITS or go_type < 0:
        raise UnsupportedLog(f"lobby type {go_type} (0x{go_type:X}) has rules of its own "
                             "(chips, ratio or custom rules) that mjscore has no preset for",
                             code="unsupported_log")
    if isinstance(era, datetime.date):
        era = era_of(era)
    return _lobby_rules(go_type, era)


@functools.lru_cache(maxsize=256)
def _lobby_rules(go_type: int, era: Era | None) -> Rules:
    """The rules of :func:`rules_for_lobby`, made once for each lobby and era: every game
    of a lobby shares one :class:`~mjscore.rules.Rules` value, and with it the scorer's
    tables of that rule set, made once (``scoring.yaku_tables``)."""
    hanchan = bool(go_type & HANCHAN)
    three = bool(go_type & THREE_PLAYER)
    base = TENHOU3 if three else TENHOU
    overrides: dict[str, object] = {
        "red_fives": "" if go_type & NO_RED else base.red_fives,
        "open_tanyao": not go_type & NO_OPEN_TANYAO,
        "game_length": "hanchan" if hanchan else "tonpuu",
    }
    if era in (Era.EARLY, Era.ROUNDED):
        overrides["final_rounding"] = "nearest_thousand"
    if era is Era.EARLY:
        overrides["tenpai_yame"] = False
        if not hanchan and go_type & PHOENIX == PHOENIX and not three:
            overrides["uma"] = (10, 5, -5, -10)
    return with_overrides(base, overrides)


_LOG_ID_DATE = re.compile(r"(20\d{2})(\d{2})(\d{2})\d{2}gm-")


def log_date(text: str) -> datetime.date | None:
    """The day in a Tenhou log id (``2022010102gm-00a9-…`` → 2022-01-01), if ``text`` holds
    one."""
    match = _LOG_ID_DATE.search(text)
    if match is None:
        return None
    try:
        return datetime.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None


_ROOMS = {"般": 0, "上": 0x80, "特": 0x20, "鳳": PHOENIX}


def lobby_type(disp: str) -> int:
    """The Tenhou lobby bits (``<GO type>``) of a room name such as ``鳳南喰赤`` (room 般 上
    特 鳳, 東 or 南, 喰 open tanyao, 赤 red fives, 速 fast, 三 three players).

    >>> hex(lobby_type("鳳南喰赤"))
    '0xa9'
    """
    bits = 0x01 | _ROOMS.get(disp[:1], 0)
    if "南" in disp:
        bits |= HANCHAN
    if "喰" not in disp:
        bits |= NO_OPEN_TANYAO
    if "赤" not in disp:
        bits |= NO_RED
    if "速" in disp:
        bits |= 0x40
    if "三" in disp:
        bits |= THREE_PLAYER
    return bits


FAST = 0x40
"""The lobby bit of a fast game (速)."""


def room_name(go_type: int) -> str:
    """The tenhou.net/6 room name (``rule.disp``) of a lobby's bits, as Tenhou writes it:
    三 for three players, the room (般 上 特 鳳), 東 or 南, then 喰 (open tanyao), 赤 (red
    fives) and 速 (fast) where they hold (:func:`lobby_type` reads it back).

    >>> room_name(0xA9), room_name(0xB9), room_name(0x07)
    ('鳳南喰赤', '三鳳南喰赤', '般東')
    """
    room = "鳳" if go_type & PHOENIX == PHOENIX else (
        "上" if go_type & 0x80 else "特" if go_type & 0x20 else "般")
    marks = ("南" if go_type & HANCHAN else "東") + ("" if go_type & NO_OPEN_TANYAO else "喰") + (
        "" if go_type & NO_RED else "赤") + ("速" if go_type & FAST else "")
    return ("三" if go_type & THREE_PLAYER else "") + room + marks


def rules_for_room(rule: Mapping[str, Any], era: Era | datetime.date | None = None) -> Rules:
    """The rules of a tenhou.net/6 ``rule`` object: Tenhou's lobby rules for its room name
    (:func:`~mjscore.logs.rules_for_lobby`), red fives as ``aka51``–``aka53`` say.

    A room that is no Tenhou room (Mahjong Soul's ``銅の間``, ``大会戦`` …) gets the
    ``mahjongsoul`` preset with what the room name says: East only (``東``), open tanyao
    (``喰``) and red fives (``aka51``–``aka53``, or ``赤``). A tournament room (``大会戦``)
    plays the ranked rules as far as its log shows (``docs/replay.md``).

    >>> rules_for_room({"disp": "大会戦東喰", "aka51": 1, "aka52": 1, "aka53": 1}).name
    'mahjongsoul+game_length=tonpuu'

    A three-player room (``三鳳南喰赤``: 三 first, or among the marks after the room) is a
    Tenhou lobby of three players (``tenhou3``); its red fives are those of ``aka52`` and
    ``aka53`` (the 5m is not in play, whatever ``aka51`` says).

    >>> rules_for_room({"disp": "三鳳南喰赤", "aka51": 1, "aka52": 1, "aka53": 1}).red_fives
    'ps'

    Raises:
        UnsupportedLog: for a three-player room that is no Tenhou room (mjscore has no
            preset for its rules).
    """
    disp = str(rule.get("disp", ""))
    three = disp.startswith("三")
    if three:
        disp = disp[1:]
    room = disp.rstrip("東南喰赤速三祝０１２３４５")
    tenhou = room in _ROOMS or not room
    three = three or "三" in disp[len(room):]
    if three and not tenhou:
        raise UnsupportedLog(f"room {str(rule.get('disp', ''))!r} is a three-player room "
                             "that mjscore has no preset for", code="unsupported_log")
    reds = "".join(suit for suit, key in zip("mps", ("aka51", "aka52", "aka53"), strict=True)
                   if rule.get(key, 1 if "赤" in disp else 0))
    if not tenhou:
        tail = disp[len(room):]
        return _room_rules(None, reds, "喰" in tail, "tonpuu" if "東" in tail else "hanchan")
    rules = rules_for_lobby(lobby_type(disp) | (THREE_PLAYER if three else 0), era)
    if three:
        reds = "".join(suit for suit in reds if suit in rules.red_fives)
    return _room_rules(rules, reds, rules.open_tanyao, rules.game_length.value)


@functools.lru_cache(maxsize=256)
def _room_rules(lobby: Rules | None, reds: str, open_tanyao: bool, length: str) -> Rules:
    """The rules of a room, made once for each: a Tenhou lobby's (``lobby``, a value made
    once by :func:`_lobby_rules`) with the log's red fives, or the ``mahjongsoul`` preset
    with the room's red fives, open tanyao and length."""
    if lobby is None:
        return with_overrides(MAHJONGSOUL, {"red_fives": reds, "open_tanyao": open_tanyao,
                                             "game_length": length})
    return with_overrides(lobby, {"red_fives": reds})


def log_day(ref: str) -> datetime.date | None:
    """The day in a log id: Tenhou's ``2023100200gm-…`` or Mahjong Soul's ``231014-…``."""
    day = log_date(ref)
    if day is not None:
        return day
    match = re.match(r"(\d{2})(\d{2})(\d{2})-", ref)
    if match is None:
        return None
    try:
        return datetime.date(2000 + int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None
