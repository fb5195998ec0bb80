"""Read a tenhou.net/6 game log (JSON) into a :class:`~mjscore.events.GameRecord`.

One JSON object is one game: ``name`` the players, ``rule`` the room (``disp``, such as
``鳳南喰赤``, and the red fives ``aka51``–``aka53``), ``sc`` the final scores and points,
and ``log`` one array per hand: ``[round, honba, sticks]``, the start scores, the dora and
ura indicators, then each seat's dealt tiles, draws and discards, then the result.
``docs/replay.md`` lists what is read from each key and where the format facts come from.

The format lists each seat's draws and discards apart; the reader interleaves them again
turn by turn (a call string in a seat's draws takes the discard just made, a kan in its
discards is followed by its replacement draw) through :class:`~mjscore.logplay.HandPlay`,
which rebuilds every winning hand and derives its situation flags. The result strings are
what the log wrote down: the value string (``30符2飜2000点``, ``満貫2000-4000点``) is read
as a :class:`~mjscore.claims.Claim`, and with the yaku strings fills the win's
:class:`~mjscore.events.RecordedWin`.

>>> tile_of(53), tile_of(47)
(Tile.parse('0s'), Tile.parse('7z'))
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from .claims import Claim, parse_claim
from .errors import InvalidClaim, LogError, MjscoreError, UnsupportedLog
from .events import (
    AbortiveDraw,
    AbortKind,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    GameRecord,
    HandLabel,
    HandRecord,
    RecordedWin,
    Riichi,
    Scores,
    Win,
    Written,
)
from .hand import Meld, MeldKind, Source
from .logplay import HandPlay
from .mjlog import (
    HANCHAN,
    NO_OPEN_TANYAO,
    NO_RED,
    PHOENIX,
    THREE_PLAYER,
    Era,
    era_of,
    log_date,
    rules_for_lobby,
)
from .readers import GameReader, Head
from .rulebook import with_overrides
from .rules import Rules
from .tiles import TILE_KINDS, Tile, Wind

YAKU_NAMES: Mapping[str, str] = {
    "門前清自摸和": "menzen_tsumo", "立直": "riichi", "一発": "ippatsu", "槍槓": "chankan",
    "嶺上開花": "rinshan", "海底摸月": "haitei", "河底撈魚": "houtei", "平和": "pinfu",
    "断幺九": "tanyao", "一盃口": "iipeikou", "自風 東": "seat_wind", "自風 南": "seat_wind",
    "自風 西": "seat_wind", "自風 北": "seat_wind", "場風 東": "round_wind",
    "場風 南": "round_wind", "場風 西": "round_wind", "場風 北": "round_wind",
    "役牌 白": "yakuhai_haku", "役牌 發": "yakuhai_hatsu", "役牌 中": "yakuhai_chun",
    "両立直": "double_riichi", "七対子": "chiitoitsu", "混全帯幺九": "chanta",
    "一気通貫": "ittsu", "三色同順": "sanshoku_doujun", "三色同刻": "sanshoku_doukou",
    "三槓子": "sankantsu", "対々和": "toitoi", "三暗刻": "sanankou", "小三元": "shousangen",
    "混老頭": "honroutou", "二盃口": "ryanpeikou", "純全帯幺九": "junchan",
    "混一色": "honitsu", "清一色": "chinitsu", "人和": "renhou", "天和": "tenhou",
    "地和": "chiihou", "大三元": "daisangen", "四暗刻": "suuankou",
    "四暗刻単騎": "suuankou_tanki", "字一色": "tsuuiisou", "緑一色": "ryuuiisou",
    "清老頭": "chinroutou", "九蓮宝燈": "chuuren", "純正九蓮宝燈": "junsei_chuuren",
    "国士無双": "kokushi", "国士無双１３面": "kokushi_13_wait", "大四喜": "daisuushii",
    "小四喜": "shousuushii", "四槓子": "suukantsu", "ドラ": "dora", "裏ドラ": "ura_dora",
    "赤ドラ": "aka_dora",
}
"""mjscore's yaku id of each yaku name the tenhou.net/6 format writes (Tenhou's own names)."""

_YAKU = re.compile(r"(?P<name>.+?)\((?:(?P<han>\d+)飜|(?P<yakuman>役満))\)")
_ABORTS = {"九種九牌": AbortKind.NINE_TERMINALS, "四風連打": AbortKind.FOUR_WINDS,
           "四家立直": AbortKind.FOUR_RIICHI, "三家和了": AbortKind.THREE_RONS,
           "四槓散了": AbortKind.FOUR_KANS}
_DRAWS = ("流局", "全員聴牌", "全員不聴", "流し満貫")
_ROOMS = {"般": 0, "上": 0x80, "特": 0x20, "鳳": PHOENIX}


def tile_of(number: object, *, red_fives: bool = True) -> Tile:
    """The tile of a tenhou.net/6 tile number: 11–19 man, 21–29 pin, 31–39 sou, 41–47 the
    honours (East … chun), 51–53 the red fives.

    Raises:
        LogError: ``invalid_tile`` for a number that is no tile.
    """
    if isinstance(number, int) and not isinstance(number, bool):
        suit, rank = divmod(number, 10)
        if 1 <= suit <= 3 and 1 <= rank <= 9:
            return TILE_KINDS[(suit - 1) * 9 + rank - 1]
        if suit == 4 and 1 <= rank <= 7:
            return TILE_KINDS[27 + rank - 1]
        if suit == 5 and 1 <= rank <= 3:
            plain = TILE_KINDS[(rank - 1) * 9 + 4]
            return Tile(plain.suit, 5, red=True) if red_fives else plain
    raise LogError(f"there is no tile {number!r}", code="invalid_tile")


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


def rules_for_room(rule: Mapping[str, Any], era: Era | datetime.date | None = None) -> Rules:
    """The rules of a tenhou.net/6 ``rule`` object: Tenhou's lobby rules for its room name
    (:func:`~mjscore.mjlog.rules_for_lobby`), red fives as ``aka51``–``aka53`` say.

    A room that is no Tenhou room (Mahjong Soul's ``銅の間``, ``大会戦`` …) gets Tenhou's
    rules as far as the name says (length, open tanyao, red fives) and is named
    ``mahjongsoul:<room>``: its own game rules are not known to mjscore yet.

    Raises:
        UnsupportedLog: for a three-player room.
    """
    disp = str(rule.get("disp", ""))
    room = disp.rstrip("東南喰赤速三祝０１２３４５")
    tenhou = room in _ROOMS or not room
    bits = lobby_type(disp) if tenhou else lobby_type("般" + disp[len(room):])
    if "三" in disp[len(room):]:
        raise UnsupportedLog(f"room {disp!r} is a three-player game", code="unsupported_log")
    rules = rules_for_lobby(bits, era if tenhou else Era.EXACT)
    reds = "".join(suit for suit, key in zip("mps", ("aka51", "aka52", "aka53"), strict=True)
                   if rule.get(key, 1 if "赤" in disp else 0))
    rules = with_overrides(rules, {"red_fives": reds})
    return rules if tenhou else replace(rules, name=f"mahjongsoul:{disp}")


# ---------------------------------------------------------------------------- reading


def read_tenhou6_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the tenhou.net/6 JSON file at ``path``; its id is ``ref`` or the file name.

    Raises:
        LogError, UnsupportedLog: as :func:`read_tenhou6`, the message naming the file.
    """
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as err:
        raise LogError(f"{file}: cannot read the file: {err.strerror or err}",
                       code="invalid_log") from None
    try:
        return read_tenhou6(data, game_id=file.name.split(".", 1)[0])
    except MjscoreError as err:
        raise type(err)(f"{file.name}: {err.message}", code=err.code) from None


def read_tenhou6(data: bytes | str | Mapping[str, Any], *,
                 game_id: str | None = None) -> GameRecord:
    """Read one game from tenhou.net/6 JSON (text, bytes or the parsed object).

    The game's id is its ``ref``, else ``game_id``. The day in ``ref`` chooses the rules of
    the era (:func:`~mjscore.mjlog.rules_for_lobby`).

    Raises:
        UnsupportedLog: ``unsupported_log`` for JSON that is no tenhou.net/6 game or a
            three-player game.
        LogError: ``truncated_log`` for JSON cut short or a game that stops before its end;
            ``invalid_log``, ``invalid_tile``, ``invalid_meld`` for what cannot be, each
            message naming the hand and the key.
    """
    game = _load(data)
    if not isinstance(game, Mapping) or "log" not in game or "name" not in game:
        raise UnsupportedLog("not a tenhou.net/6 game: no object with 'log' and 'name'",
                             code="unsupported_log")
    return _Reader(game, game_id).read()


def _load(data: bytes | str | Mapping[str, Any]) -> Any:
    if isinstance(data, Mapping):
        return data
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise UnsupportedLog("not a tenhou.net/6 game: the file is not UTF-8 text",
                                 code="unsupported_log") from None
    if not data.lstrip().startswith(("{", "[")):
        raise UnsupportedLog(f"not a tenhou.net/6 game: no JSON object (it begins "
                             f"{data.lstrip()[:30]!r})", code="unsupported_log")
    try:
        return json.loads(data)
    except json.JSONDecodeError as err:
        code = "truncated_log" if err.pos >= len(data.rstrip()) else "invalid_log"
        what = "stops before its end" if code == "truncated_log" else "is broken"
        raise LogError(f"the JSON {what} at line {err.lineno}, column {err.colno}: {err.msg}",
                       code=code) from None
    except RecursionError:
        raise LogError("the JSON is nested too deeply", code="invalid_log") from None


def _fail(where: str, message: str, code: str = "invalid_log") -> LogError:
    return LogError(f"{where}: {message}", code=code)


class _Reader:
    def __init__(self, game: Mapping[str, Any], game_id: str | None) -> None:
        self.game = game
        ref = game.get("ref")
        self.id = ref if isinstance(ref, str) and ref else game_id
        rule = game.get("rule", {})
        if not isinstance(rule, Mapping):
            raise LogError("'rule' is not an object", code="invalid_log")
        played = log_day(self.id or "")
        self.rules = rules_for_room(rule, era_of(played) if played else _undated_era(game))
        self.red = bool(self.rules.red_fives)

    def read(self) -> GameRecord:
        names = self.game["name"]
        if not (isinstance(names, list) and len(names) == 4
                and all(isinstance(name, str) for name in names)):
            raise LogError("'name' is not four player names", code="invalid_log")
        hands = self.game["log"]
        if not isinstance(hands, list) or not hands:
            raise LogError("the game has no hands ('log' is empty)", code="truncated_log")
        records = []
        for index, hand in enumerate(hands, 1):
            try:
                records.append(self.hand(index, hand))
            except (LogError, UnsupportedLog):
                raise
            except MjscoreError as err:  # a meld or hand that cannot be
                code = err.code if err.code in ("invalid_meld", "invalid_tile") else "invalid_log"
                raise LogError(f"hand {index}: {err.message}", code=code) from None
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as err:
                raise LogError(f"hand {index}: cannot read its values ({err})",
                               code="invalid_log") from None
        return GameRecord(players=(names[0], names[1], names[2], names[3]), rules=self.rules,
                          hands=tuple(records), final=self.final(), id=self.id)

    def final(self) -> FinalRecord:
        sc = self.game.get("sc")
        if sc is None:
            raise LogError("the game stops before its end: no final scores ('sc')",
                           code="truncated_log")
        if not (isinstance(sc, list) and len(sc) == 8
                and all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc)):
            raise LogError(f"'sc' is not four final scores and points: {sc!r}",
                           code="invalid_log")
        return FinalRecord(scores=(int(sc[0]), int(sc[2]), int(sc[4]), int(sc[6])),
                           points=(float(sc[1]), float(sc[3]), float(sc[5]), float(sc[7])))

    def hand(self, index: int, hand: Any) -> HandRecord:
        if not isinstance(hand, list) or len(hand) < 16:
            raise LogError(f"hand {index} is not a whole hand of 17 values", code="truncated_log")
        round_index, honba, sticks = _ints(hand[0], 3, f"hand {index}")
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise LogError(f"hand {index}: impossible round {hand[0]!r}", code="invalid_log")
        label = HandLabel(Wind.EAST.after(round_index // 4), round_index % 4 + 1, honba)
        where = f"hand {index} ({label})"
        start = _four(_ints(hand[1], 4, where))
        if len(hand) < 17:
            raise _fail(where, "the hand has no result", "truncated_log")
        play = _Play(hand, round_index % 4, self.red, where)
        play.run()
        result = hand[16]
        if not isinstance(result, list) or not result or not isinstance(result[0], str):
            raise _fail(where, f"unknown result {result!r}")
        events, changes = self.result(play, result, hand, where)
        riichi = [Riichi(seat, stick=play.play.seats[seat].riichi,
                         double=play.play.double_riichi(seat))
                  for seat in play.play.riichi_order]
        deltas = [sum(change[seat] for change in changes) for seat in range(4)]
        for event in riichi:
            if event.stick:
                deltas[event.seat] -= self.rules.riichi_deposit
        end = _four([start[seat] + deltas[seat] for seat in range(4)])
        written = Written(label=label, sticks=sticks, start_scores=start,
                          deltas=_four(deltas), end_scores=end)
        return HandRecord((*riichi, *events), written, index)

    def result(self, play: _Play, result: list[Any], hand: list[Any], where: str
               ) -> tuple[list[Event], list[Scores]]:
        name = result[0]
        if name == "和了":
            if len(result) < 3 or len(result) % 2 == 0:
                raise _fail(where, "a win without its changes and details")
            events: list[Event] = []
            changes = []
            for change, detail in zip(result[1::2], result[2::2], strict=True):
                scores = _four(_ints(change, 4, where))
                changes.append(scores)
                events.append(self.win(play, detail, scores, hand, where))
            return events, changes
        changes = [_four(_ints(result[1], 4, where))] if len(result) > 1 else []
        if name in _ABORTS:
            kind = _ABORTS[name]
            if kind is AbortKind.FOUR_RIICHI:
                play.play.accept_pending_riichi()
            seat = play.last_drawer if kind is AbortKind.NINE_TERMINALS else None
            return [AbortiveDraw(kind, seat)], changes
        if name not in _DRAWS:
            raise _fail(where, f"unknown result {name!r}")
        play.play.accept_pending_riichi()
        if name == "全員聴牌":
            tenpai = frozenset(range(4))
        elif name == "全員不聴":
            tenpai = frozenset()
        elif name == "流局":
            if not changes:
                raise _fail(where, "an exhaustive draw without its changes")
            tenpai = frozenset(seat for seat in range(4) if changes[0][seat] > 0)
        else:
            tenpai = frozenset(seat for seat in range(4) if play.play.tenpai(seat))
        nagashi = play.play.nagashi_seats() if name == "流し満貫" else frozenset()
        if name == "流し満貫" and not nagashi:
            raise _fail(where, "nagashi mangan without a seat that made it")
        return [ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi, hands=play.play.hands())], changes

    def win(self, play: _Play, detail: Any, changes: Scores, hand: list[Any], where: str) -> Win:
        if not isinstance(detail, list) or len(detail) < 4:
            raise _fail(where, f"a win's details are not [who, from, pao, value, yaku…]: "
                               f"{detail!r}")
        winner, source, liable = _ints(detail[:3], 3, where)
        for seat in (winner, source, liable):
            if not 0 <= seat < 4:
                raise _fail(where, f"there is no seat {seat}")
        discarder = None if source == winner else source
        try:
            claim = parse_claim(detail[3])
        except InvalidClaim as err:
            raise _fail(where, f"cannot read the value {detail[3]!r}: {err.message}") from None
        recorded = _recorded(claim, detail[4:], changes, where)
        if claim.limit == "yakuman" and recorded.yakuman > 1:
            # Tenhou writes 役満 for any number of yakuman: the yaku list says how many.
            claim = dataclasses.replace(claim, yakuman=recorded.yakuman)
        win_hand = play.play.winning_hand(winner, discarder)
        ura = tuple(self.tile(t, where) for t in _list(hand[3], where))
        return Win(winner=winner, discarder=discarder, hand=win_hand, claim=claim,
                   flags=play.play.win_flags(winner, discarder),
                   dora=tuple(self.tile(t, where) for t in _list(hand[2], where)),
                   ura=ura, pao=None if liable == winner else liable, recorded=recorded)

    def tile(self, number: object, where: str) -> Tile:
        try:
            return tile_of(number, red_fives=self.red)
        except LogError as err:
            raise _fail(where, err.message, err.code) from None


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


def _undated_era(game: Mapping[str, Any]) -> Era:
    """A game without a date: final points with a fraction are exact, whole ones rounded."""
    sc = game.get("sc")
    if isinstance(sc, list) and any(isinstance(v, float) and not v.is_integer()
                                    for v in sc[1::2]):
        return Era.EXACT
    return Era.ROUNDED


def _recorded(claim: Claim, yaku_texts: list[Any], changes: Scores, where: str) -> RecordedWin:
    yaku = []
    yakuman = 0
    for text in yaku_texts:
        match = _YAKU.fullmatch(text) if isinstance(text, str) else None
        ident = YAKU_NAMES.get(match["name"]) if match else None
        if match is None or ident is None:
            raise _fail(where, f"unknown yaku {text!r}")
        if match["yakuman"]:
            yakuman += 1
            yaku.append((ident, 13))
        elif int(match["han"]) > 0:
            yaku.append((ident, int(match["han"])))
    limit = claim.limit
    if limit == "yakuman" and not yakuman:
        limit = "kazoe_yakuman"
    if claim.value is not None:
        value = claim.value
    elif claim.each is not None:
        value = 3 * claim.each
    elif claim.non_dealer is not None and claim.dealer is not None:
        value = 2 * claim.non_dealer + claim.dealer
    else:
        raise _fail(where, f"the value {claim.text!r} names no points")
    return RecordedWin(han=sum(han for _, han in yaku), fu=claim.fu, limit=limit,
                       yakuman=yakuman, yaku=tuple(yaku), value=value, deltas=changes)


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, f"expected a list, not {value!r}")
    return value


def _ints(value: Any, count: int, where: str) -> list[int]:
    if not (isinstance(value, list) and len(value) == count
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _fail(where, f"expected {count} whole numbers, not {value!r}")
    return value


def _four(values: Sequence[int]) -> Scores:
    return (values[0], values[1], values[2], values[3])


_CALL = re.compile(r"^((?:\d\d)*)([cpmka])((?:\d\d)+)$")
_PON_SOURCES = {0: Source.PREVIOUS, 2: Source.ACROSS, 4: Source.NEXT}
_KAN_SOURCES = {0: Source.PREVIOUS, 2: Source.ACROSS, 6: Source.NEXT}


class _Play:
    """A hand's draws and discards interleaved again, turn by turn, into a HandPlay."""

    def __init__(self, hand: list[Any], dealer: int, red: bool, where: str) -> None:
        self.where = where
        self.red = red
        self.dealer = dealer
        self.takes = [_list(hand[5 + 3 * seat], where) for seat in range(4)]
        self.discards = [_list(hand[6 + 3 * seat], where) for seat in range(4)]
        dealt = [[self.tile(t) for t in _list(hand[4 + 3 * seat], where)] for seat in range(4)]
        try:
            self.play = HandPlay(dealt, dealer)
        except LogError as err:
            raise _fail(where, err.message, err.code) from None
        self.last_drawer: int | None = None

    def tile(self, number: object) -> Tile:
        try:
            return tile_of(number, red_fives=self.red)
        except LogError as err:
            raise _fail(self.where, err.message, err.code) from None

    def run(self) -> None:
        taken, dropped = [0, 0, 0, 0], [0, 0, 0, 0]
        seat = self.dealer
        while taken[seat] < len(self.takes[seat]):
            take = self.takes[seat][taken[seat]]
            place = f"seat {seat}'s draw {taken[seat] + 1} ({take!r})"
            try:
                if isinstance(take, str):
                    self.call(seat, take)
                else:
                    self.play.draw(seat, self.tile(take))
                    self.last_drawer = seat
            except LogError as err:
                raise _fail(f"{self.where}, {place}", err.message, err.code) from None
            taken[seat] += 1
            while dropped[seat] < len(self.discards[seat]):
                discard = self.discards[seat][dropped[seat]]
                dropped[seat] += 1
                place = f"seat {seat}'s discard {dropped[seat]} ({discard!r})"
                try:
                    again = self.discard(seat, discard)
                except LogError as err:
                    raise _fail(f"{self.where}, {place}", err.message, err.code) from None
                if again:  # a kan: the seat draws its replacement tile next
                    break
                seat = self.next_seat(seat, taken)
                break
            else:
                break  # the hand ended on this draw (tsumo, nine terminals) or call
        for other in range(4):
            if taken[other] != len(self.takes[other]) or dropped[other] != len(
                    self.discards[other]):
                raise _fail(self.where, f"the play cannot be followed: seat {other} has "
                                        f"{len(self.takes[other]) - taken[other]} draws and "
                                        f"{len(self.discards[other]) - dropped[other]} "
                                        "discards left")

    def discard(self, seat: int, discard: Any) -> bool:
        """Make one discard; True when it was a kan (the seat draws again)."""
        if isinstance(discard, str):
            if discard.startswith("r"):
                self.drop(seat, discard[1:], riichi=True)
                return False
            match = _CALL.match(discard)
            if match is None or match[2] not in "ka" or len(match[1] + match[3]) != 8:
                raise LogError(f"unknown discard {discard!r}", code="invalid_meld")
            digits = match[1] + match[3]
            tiles = [self.tile(int(digits[i:i + 2])) for i in range(0, 8, 2)]
            if match[2] == "a":
                self.play.closed_kan(seat, (tiles[0], tiles[1], tiles[2], tiles[3]))
            else:
                self.play.added_kan(seat, self.added_tile(seat, tiles))
            return True
        if discard == 0:  # the slot after an open kan: the replacement draw comes next
            if self.play.pending_kan != seat:
                raise LogError("a discard of 0 without an open kan before it",
                               code="invalid_log")
            return True
        self.drop(seat, discard)
        return False

    def drop(self, seat: int, text: Any, *, riichi: bool = False) -> None:
        number = int(text) if isinstance(text, str) and text.isdigit() else text
        state = self.play.seats[seat]
        if number == 60:  # tsumogiri: the tile just drawn
            if state.last_draw is None:
                raise LogError("a discard of the drawn tile without a draw", code="invalid_log")
            tile = state.last_draw
        else:
            tile = self.tile(number)
        self.play.discard(seat, tile, riichi=riichi)

    def added_tile(self, seat: int, tiles: list[Tile]) -> Tile:
        """The tile an added kan adds: its four tiles less those of the seat's pon."""
        pon = next((meld for meld in self.play.seats[seat].melds
                    if meld.kind is MeldKind.PON and meld.first.kind == tiles[0].kind), None)
        if pon is None:
            raise LogError(f"an added kan of {tiles[0]} without a pon of it",
                           code="invalid_meld")
        rest = list(tiles)
        for tile in pon.tiles:
            if tile in rest:
                rest.remove(tile)
        return rest[0]

    def call(self, seat: int, text: str) -> None:
        match = _CALL.match(text)
        if match is None or match[2] not in "cpm":
            raise LogError(f"unknown call {text!r}", code="invalid_meld")
        self.play.call(seat, self.meld(seat, text))

    def meld(self, seat: int, text: str) -> Meld:
        match = _CALL.match(text)
        if match is None:
            raise LogError(f"unknown call {text!r}", code="invalid_meld")
        letter, position = match[2], len(match[1])
        digits = match[1] + match[3]
        tiles = tuple(self.tile(int(digits[i:i + 2])) for i in range(0, len(digits), 2))
        called = self.tile(int(match[3][:2]))
        if letter == "c" and position == 0 and len(tiles) == 3:
            return Meld(MeldKind.CHI, tiles, called, Source.PREVIOUS)
        if letter == "p" and position in _PON_SOURCES and len(tiles) == 3:
            return Meld(MeldKind.PON, tiles, called, _PON_SOURCES[position])
        if letter == "m" and position in _KAN_SOURCES and len(tiles) == 4:
            return Meld(MeldKind.OPEN_KAN, tiles, called, _KAN_SOURCES[position])
        raise LogError(f"unknown call {text!r}", code="invalid_meld")

    def next_seat(self, seat: int, taken: list[int]) -> int:
        """Who plays after ``seat``'s discard: a seat whose next draw is a call of it (a pon
        or kan before a chi), else the next seat."""
        last = self.play.last_discard
        chi = None
        for offset in (1, 2, 3):
            other = (seat + offset) % 4
            if taken[other] >= len(self.takes[other]):
                continue
            take = self.takes[other][taken[other]]
            if last is None or not isinstance(take, str):
                continue
            try:
                meld = self.meld(other, take)
            except LogError:
                continue
            if meld.called == last[1] and meld.source is not None and (
                    (other + meld.source.offset) % 4 == seat):
                if meld.kind is not MeldKind.CHI:
                    return other
                chi = other
        return chi if chi is not None else (seat + 1) % 4


class Tenhou6Reader(GameReader):
    """The ``tenhou6`` input format (:mod:`mjscore.readers`): one JSON document."""

    name = "tenhou6"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """A JSON document spread over lines (its first line only opens it), or one line
        holding a game's ``log``."""
        if not head.line.startswith((b"{", b"[")):
            return False
        if head.complete and head.line in (b"{", b"["):
            return True
        return b'"log"' in head.line and b'"hand"' not in head.line

    @staticmethod
    def read_game(data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_tenhou6(data, game_id=game_id)
