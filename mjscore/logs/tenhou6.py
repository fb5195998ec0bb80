"""Read a tenhou.net/6 game log (JSON) into a :class:`~mjscore.game.GameRecord`.

One JSON object is one game: ``name`` the players, ``rule`` the room (``disp``, such as
``鳳南喰赤``, and the red fives ``aka51``–``aka53``), ``sc`` the final scores and points,
and ``log`` one array per hand: ``[round, honba, sticks]``, the start scores, the dora and
ura indicators, then each seat's dealt tiles, draws and discards, then the result.
``docs/replay.md`` lists what is read from each key and where the format facts come from.

The format lists each seat's draws and discards apart; the reader interleaves them again
turn by turn (a call string in a seat's draws takes the discard just made, a kan in its
discards is followed by its replacement draw) through :class:`~mjscore.logs.HandPlay`,
which rebuilds every winning hand and derives its situation flags. The result strings are
what the log wrote down: the value string (``30符2飜2000点``, ``満貫2000-4000点``) is read
as a :class:`~mjscore.scoring.Claim`, and with the yaku strings fills the win's
:class:`~mjscore.game.RecordedWin`.

The play of a hand is rebuilt by :mod:`mjscore.logs.tenhou6_play`, the rules of the room and the
era given by :mod:`mjscore.logs.lobbies`; the names of both that were this module's are still
here.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
from collections.abc import Iterator, Mapping
from typing import Any

from ..base import Head, InvalidClaim, LogError, MjscoreError, UnsupportedLog
from ..game import (
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
    as_scores,
)
from ..hand import Tile, Wind
from ..scoring import Claim, parse_claim
from . import fills
from .lobbies import Era, era_of, lobby_type, log_day, rules_for_room
from .play import TABLE_POSITIONS, live_wall_draws
from .reader import GameReader, Piece
from .tenhou6_play import HandTurns, as_list, fail, tile_of

__all__ = ["YAKU_NAMES", "Tenhou6Reader", "lobby_type", "read_tenhou6", "read_tenhou6_file",
           "rules_for_room", "tile_of"]

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



# ---------------------------------------------------------------------------- reading


def read_tenhou6_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the tenhou.net/6 JSON file at ``path``; its id is ``ref`` or the file name.

    Raises:
        LogError, UnsupportedLog: as :func:`read_tenhou6`, the message naming the file.
    """
    return Tenhou6Reader.read_file(path)


def read_tenhou6(data: bytes | str | Mapping[str, Any], *,
                 game_id: str | None = None, partial: bool = False) -> GameRecord:
    """Read one game from tenhou.net/6 JSON (text, bytes or the parsed object).

    The game's id is its ``ref``, else ``game_id``. The day in ``ref`` chooses the rules of
    the era (:func:`~mjscore.logs.rules_for_lobby`).

    With ``partial``, a game that stops before its end (its last hand has no result, or it
    has no final scores ``sc``) is no error: the game has its complete hands, ``final``
    None, and the ``truncated_log`` error saying where it stopped in
    :attr:`GameRecord.errors`. (JSON text cut short cannot be read at all: still an error.)

    Raises:
        UnsupportedLog: ``unsupported_log`` for JSON that is no tenhou.net/6 game, or a
            three-player game of a room that is no Tenhou room.
        LogError: ``truncated_log`` for JSON cut short or a game that stops before its end
            (unless ``partial``);
            ``invalid_log``, ``invalid_tile``, ``invalid_meld`` for what cannot be, each
            message naming the hand and the key.
    """
    game = _load(data)
    if not isinstance(game, Mapping) or "log" not in game or "name" not in game:
        raise UnsupportedLog("not a tenhou.net/6 game: no object with 'log' and 'name'",
                             code="unsupported_log")
    reader = _Reader(game, game_id, partial)
    names = game["name"]
    if (isinstance(names, list) and len(names) == TABLE_POSITIONS and names[-1] == ""
            and reader.rules.seats == TABLE_POSITIONS and not _fourth_dealt(game["log"])):
        raise UnsupportedLog("the game has three players (its fourth seat is empty) but its "
                             f"room {reader.room!r} names none", code="unsupported_log")
    return reader.read()


def _fourth_dealt(hands: Any) -> bool:
    """Whether the first hand deals the fourth seat tiles (players without names play it)."""
    return isinstance(hands, list) and bool(hands) and isinstance(hands[0], list) and len(
        hands[0]) > 13 and bool(hands[0][13])


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


class _Reader:
    def __init__(self, game: Mapping[str, Any], game_id: str | None,
                 partial: bool = False) -> None:
        self.game = game
        self.partial = partial
        ref = game.get("ref")
        self.id = ref if isinstance(ref, str) and ref else game_id
        rule = game.get("rule", {})
        if not isinstance(rule, Mapping):
            raise LogError("'rule' is not an object", code="invalid_log")
        played = log_day(self.id or "")
        self.room = str(rule.get("disp", ""))
        self.rules = rules_for_room(rule, era_of(played) if played else _undated_era(game))
        self.red = bool(self.rules.red_fives)

    def read(self) -> GameRecord:
        names = self.game["name"]
        seats = self.rules.seats
        if isinstance(names, list) and len(names) == TABLE_POSITIONS and not any(
                names[seats:]):
            names = names[:seats]  # a three-player game: the North position is empty
        if not (isinstance(names, list) and len(names) == seats
                and all(isinstance(name, str) for name in names)):
            raise LogError(f"'name' is not {_count(seats)} player names", code="invalid_log")
        hands = self.game["log"]
        if not isinstance(hands, list) or not hands:
            raise LogError("the game has no hands ('log' is empty)", code="truncated_log")
        records = []
        stop: LogError | None = None
        for index, hand in enumerate(hands, 1):
            try:
                records.append(self.hand(index, hand))
            except LogError as err:
                if not (self.partial and err.code == "truncated_log" and index == len(hands)):
                    raise
                stop = LogError(f"the game stops before its end: {err.message}",
                                code="truncated_log")
            except UnsupportedLog:
                raise
            except MjscoreError as err:  # a meld or hand that cannot be
                code = err.code if err.code in ("invalid_meld", "invalid_tile") else "invalid_log"
                raise LogError(f"hand {index}: {err.message}", code=code) from None
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as err:
                raise LogError(f"hand {index}: cannot read its values ({err})",
                               code="invalid_log") from None
        final = None
        if stop is None:
            try:
                final = self.final()
            except LogError as err:
                if not (self.partial and err.code == "truncated_log"):
                    raise
                stop = err
        return GameRecord(players=tuple(names), rules=self.rules, hands=tuple(records),
                          final=final, id=self.id, errors=(stop,) if stop else (),
                          dan=self.strings("dan"), rate=self.numbers("rate"),
                          sx=self.strings("sx"), room=self.room or None)

    def strings(self, key: str) -> tuple[str, ...] | None:
        """The game's list of one string a seat under ``key``, if it has one (three players:
        four values, the empty North's last, dropped)."""
        values = self.game.get(key)
        seats = self.rules.seats
        if isinstance(values, list) and len(values) in (seats, TABLE_POSITIONS) and all(
                isinstance(value, str) for value in values):
            return tuple(values[:seats])
        return None

    def numbers(self, key: str) -> tuple[float, ...] | None:
        """The game's list of one number a seat under ``key``, if it has one (as
        :meth:`strings`)."""
        values = self.game.get(key)
        seats = self.rules.seats
        if isinstance(values, list) and len(values) in (seats, TABLE_POSITIONS) and all(
                isinstance(value, int | float) and not isinstance(value, bool)
                for value in values):
            return tuple(float(value) for value in values[:seats])
        return None

    def final(self) -> FinalRecord:
        sc = self.game.get("sc")
        if sc is None:
            last = (f" after hand {len(self.game['log'])}"
                    if isinstance(self.game.get("log"), list) else "")
            raise LogError(f"the game stops before its end: no final scores ('sc'){last}",
                           code="truncated_log")
        seats = self.rules.seats
        if (isinstance(sc, list) and len(sc) == 2 * TABLE_POSITIONS and seats < TABLE_POSITIONS
                and not any(sc[2 * seats:])):
            sc = sc[:2 * seats]
        if not (isinstance(sc, list) and len(sc) == 2 * seats
                and all(isinstance(v, int | float) and not isinstance(v, bool) for v in sc)):
            raise LogError(f"'sc' is not {_count(seats)} final scores and points: {sc!r}",
                           code="invalid_log")
        return FinalRecord(scores=tuple(int(score) for score in sc[0::2]),
                           points=tuple(float(points) for points in sc[1::2]))

    def hand(self, index: int, hand: Any) -> HandRecord:
        if not isinstance(hand, list) or len(hand) < 16:
            raise LogError(f"hand {index} is not a whole hand of 17 values", code="truncated_log")
        seats = self.rules.seats
        round_index, honba, sticks = _ints(hand[0], 3, f"hand {index}")
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise LogError(f"hand {index}: impossible round {hand[0]!r}", code="invalid_log")
        # Tenhou numbers a round's hands by the four positions, three players too.
        round_number, dealer = divmod(round_index, TABLE_POSITIONS)
        if dealer >= seats:
            raise LogError(f"hand {index}: impossible round {hand[0]!r}", code="invalid_log")
        label = HandLabel(Wind.EAST.after(round_number), dealer + 1, honba)
        where = f"hand {index} ({label})"
        start = as_scores(_seat_ints(hand[1], seats, where), seats)
        if len(hand) < 17:
            raise fail(where, "the hand has no result", "truncated_log")
        play = HandTurns(hand, dealer, self.red, where, seats,
                         wall_draws=live_wall_draws(int(self.rules.tiles.value), seats),
                         kita=self.rules.kita)
        play.run()
        result = hand[16]
        if not isinstance(result, list) or not result or not isinstance(result[0], str):
            raise fail(where, f"unknown result {result!r}")
        events, changes = self.result(play, result, hand, where)
        riichi = [Riichi(seat, stick=play.play.seats[seat].riichi,
                         double=play.play.double_riichi(seat))
                  for seat in play.play.riichi_order]
        deltas = [sum(change[seat] for change in changes) for seat in range(seats)]
        for event in riichi:
            if event.stick:
                deltas[event.seat] -= self.rules.riichi_deposit
        end = as_scores([start[seat] + deltas[seat] for seat in range(seats)], seats)
        written = fills.WRITTEN(label, sticks, start, as_scores(deltas, seats), end)
        shown = fills.PLAY(play.play.dealt, tuple(play.play.moves),
                      tuple(self.tile(t, where) for t in as_list(hand[2], where)),
                      tuple(self.tile(t, where) for t in as_list(hand[3], where)))
        return fills.HAND_RECORD((*riichi, *events), written, index, shown)

    def result(self, play: HandTurns, result: list[Any], hand: list[Any], where: str
               ) -> tuple[list[Event], list[Scores]]:
        name = result[0]
        seats = self.rules.seats
        if name == "和了":
            if len(result) < 3 or len(result) % 2 == 0:
                raise fail(where, "a win without its changes and details")
            events: list[Event] = []
            changes = []
            for change, detail in zip(result[1::2], result[2::2], strict=True):
                scores = as_scores(_seat_ints(change, seats, where), seats)
                changes.append(scores)
                events.append(self.win(play, detail, scores, hand, where))
            return events, changes
        changes = ([as_scores(_seat_ints(result[1], seats, where), seats)] if len(result) > 1
                   else [])
        if name in _ABORTS:
            kind = _ABORTS[name]
            if kind is AbortKind.FOUR_RIICHI:
                play.play.accept_pending_riichi()
            seat = play.last_drawer if kind is AbortKind.NINE_TERMINALS else None
            return [AbortiveDraw(kind, seat)], changes
        if name not in _DRAWS:
            raise fail(where, f"unknown result {name!r}")
        play.play.accept_pending_riichi()
        if name == "全員聴牌":
            tenpai = frozenset(range(seats))
        elif name == "全員不聴":
            tenpai = frozenset()
        elif name == "流局":
            if not changes:
                raise fail(where, "an exhaustive draw without its changes")
            tenpai = frozenset(seat for seat in range(seats) if changes[0][seat] > 0)
        else:
            tenpai = frozenset(seat for seat in range(seats) if play.play.tenpai(seat))
        nagashi = play.play.nagashi_seats() if name == "流し満貫" else frozenset()
        if name == "流し満貫" and not nagashi:
            raise fail(where, "nagashi mangan without a seat that made it")
        return [ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi, hands=play.play.hands())], changes

    def win(self, play: HandTurns, detail: Any, changes: Scores, hand: list[Any],
            where: str) -> Win:
        if not isinstance(detail, list) or len(detail) < 4:
            raise fail(where, f"a win's details are not [who, from, pao, value, yaku…]: "
                               f"{detail!r}")
        winner, source, liable = _ints(detail[:3], 3, where)
        for seat in (winner, source, liable):
            if not 0 <= seat < self.rules.seats:
                raise fail(where, f"there is no seat {seat}")
        discarder = None if source == winner else source
        try:
            claim = _claim(detail[3]) if type(detail[3]) is str else parse_claim(detail[3])
        except InvalidClaim as err:
            raise fail(where, f"cannot read the value {detail[3]!r}: {err.message}") from None
        recorded = _recorded(claim, detail[4:], changes, where)
        if claim.limit == "yakuman" and recorded.yakuman > 1:
            # Tenhou writes 役満 for any number of yakuman: the yaku list says how many.
            claim = dataclasses.replace(claim, yakuman=recorded.yakuman)
        win_hand = play.play.winning_hand(winner, discarder)
        # One ura list a hand: a double ron's winner without riichi shows none.
        ura = tuple(self.tile(t, where) for t in as_list(hand[3], where)
                    ) if play.play.riichi_declared(winner) else ()
        return fills.WIN(  # (every field, in order: winner … kita, the counts 0)
            winner, discarder, win_hand, claim, play.play.win_flags(winner, discarder),
            tuple(self.tile(t, where) for t in as_list(hand[2], where)), ura,
            None if liable == winner else liable, recorded, play.play.kita_count(winner),
            0, 0, 0)

    def tile(self, number: object, where: str) -> Tile:
        try:
            return tile_of(number, red_fives=self.red)
        except LogError as err:
            raise fail(where, err.message, err.code) from None


def _undated_era(game: Mapping[str, Any]) -> Era:
    """A game without a date: final points with a fraction are exact, whole ones rounded."""
    sc = game.get("sc")
    if isinstance(sc, list) and any(isinstance(v, float) and not v.is_integer()
                                    for v in sc[1::2]):
        return Era.EXACT
    return Era.ROUNDED


_claim = functools.lru_cache(maxsize=1024)(parse_claim)
""":func:`~mjscore.scoring.parse_claim` of a value string, kept: a game writes the same few
again and again (``30符2飜2000点``), and a claim is a frozen value."""


@functools.lru_cache(maxsize=1024)
def _yaku_of(text: str) -> tuple[str, int, bool] | None:
    """A yaku string (``立直(1飜)``, ``大三元(役満)``) as its yaku id, han and whether it is a
    yakuman; None for one that is no yaku. Kept: a game writes the same few again and
    again."""
    match = _YAKU.fullmatch(text)
    ident = YAKU_NAMES.get(match["name"]) if match else None
    if match is None or ident is None:
        return None
    if match["yakuman"]:
        return ident, 13, True
    return ident, int(match["han"]), False


def _recorded(claim: Claim, yaku_texts: list[Any], changes: Scores, where: str) -> RecordedWin:
    yaku = []
    yakuman = 0
    for text in yaku_texts:
        read = _yaku_of(text) if isinstance(text, str) else None
        if read is None:
            raise fail(where, f"unknown yaku {text!r}")
        ident, han, is_yakuman = read
        if is_yakuman:
            yakuman += 1
            yaku.append((ident, 13))
        elif han > 0:
            yaku.append((ident, han))
    limit = claim.limit
    if limit == "yakuman" and not yakuman:
        limit = "kazoe_yakuman"
    payers = len(changes) - 1  # of a tsumo: every seat but the winner's
    if claim.value is not None:
        value = claim.value
    elif claim.each is not None:
        value = payers * claim.each
    elif claim.non_dealer is not None and claim.dealer is not None:
        value = (payers - 1) * claim.non_dealer + claim.dealer
    else:
        raise fail(where, f"the value {claim.text!r} names no points")
    return fills.RECORDED_WIN(sum(han for _, han in yaku), claim.fu, limit, yakuman, tuple(yaku),
                         value, changes)


def _count(seats: int) -> str:
    return {3: "three", 4: "four"}.get(seats, str(seats))


def _seat_ints(value: Any, seats: int, where: str) -> list[int]:
    """One whole number a seat: a three-player log writes four, the empty North position's
    0 last, which is dropped."""
    if (isinstance(value, list) and len(value) == TABLE_POSITIONS and seats < TABLE_POSITIONS
            and value[seats:] == [0] * (TABLE_POSITIONS - seats)):
        value = value[:seats]
    return _ints(value, seats, where)


def _ints(value: Any, count: int, where: str) -> list[int]:
    if not (isinstance(value, list) and len(value) == count
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise fail(where, f"expected {count} whole numbers, not {value!r}")
    return value


class Tenhou6Reader(GameReader):
    """The ``tenhou6`` input format (:mod:`mjscore.base.readers`): one JSON document."""

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

    @classmethod
    def read_partial(cls, data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_tenhou6(data, game_id=game_id, partial=True)

    @classmethod
    def pieces(cls, data: bytes) -> Iterator[Piece]:
        """The shapes tools write: one object a file (spread over lines or on one), one
        object a line (JSON Lines: each a game, or a hand of one game; ``:N`` for line
        ``N``), or an array of games (``[I]`` for element ``I``, from 0)."""
        try:
            text = data.decode("utf-8-sig").strip()
        except UnicodeDecodeError:
            yield Piece("", data)
            return
        if text.startswith("["):
            yield from _array_pieces(text, data)
            return
        lines = text.split("\n")
        if len(lines) < 2 or not _is_object(lines[0]):
            yield Piece("", data)
            return
        start = data.decode("utf-8-sig").split("\n")
        offset = next(number for number, line in enumerate(start) if line.strip())
        for number, line in enumerate(start[offset:], offset + 1):
            if line.strip():
                yield Piece(f":{number}", line.strip().encode("utf-8"))


def _is_object(line: str) -> bool:
    """Whether one line is a whole JSON object on its own."""
    line = line.strip()
    if not (line.startswith("{") and line.endswith("}")):
        return False
    try:
        return isinstance(json.loads(line), Mapping)
    except (json.JSONDecodeError, RecursionError):
        return False


def _array_pieces(text: str, data: bytes) -> Iterator[Piece]:
    """An array of games, one piece each; anything else is one piece, read as it is."""
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        yield Piece("", data)
        return
    if not (isinstance(value, list) and any(
            isinstance(item, Mapping) and "log" in item and "name" in item for item in value)):
        yield Piece("", data)
        return
    for index, item in enumerate(value):
        yield Piece(f"[{index}]", json.dumps(item, ensure_ascii=False).encode("utf-8"))
