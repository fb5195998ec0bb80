"""The play of an mjai game: its events turned, hand by hand, into calls of
:class:`~mjscore.logs.HandPlay`, and each hand's result and written values into a
:class:`~mjscore.game.HandRecord` (the reader is :mod:`mjscore.logs.mjai`).

What a dialect leaves out is derived from the play: a draw without a ``reason`` is
exhaustive when the wall is empty (tenpai from the hands, nagashi mangan from the
discards), else the abortive draw the play shows (nine terminals after a first draw, four
kans, four riichi, four winds, else three rons); the liable seat of a daisangen or
daisuushii (mjai writes none) is the one whose discard completed the third dragon or fourth
wind set.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..base import LogError, MjscoreError, UnsupportedLog
from ..game import (
    AbortiveDraw,
    AbortKind,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    GameRecord,
    HandLabel,
    HandRecord,
    Riichi,
    Scores,
)
from ..hand import Meld, MeldKind, Tile, Wind
from ..rules import Rules
from ..waiting import is_tenpai
from . import fills
from .lobbies import HANCHAN, NO_RED, THREE_PLAYER, Era, era_of, log_day, rules_for_lobby
from .mjai_codes import (
    DRAW_REASONS,
    HIDDEN,
    MJAI_TILES,
    TABLE_POSITIONS,
    mjai_tile,
    source_of,
)
from .play import HandPlay, live_wall_draws
from .tenhou6 import YAKU_NAMES

_WINDS = {"E": Wind.EAST, "S": Wind.SOUTH, "W": Wind.WEST, "N": Wind.NORTH}
_DRAGONS = frozenset((31, 32, 33))
_WIND_KINDS = frozenset((27, 28, 29, 30))
_CALLS = {"chi": MeldKind.CHI, "pon": MeldKind.PON, "daiminkan": MeldKind.OPEN_KAN}
_URA_KEYS = ("ura_markers", "uradora_markers", "uradora_marker")
"""The ura indicators of a ``hora``: Mortal's, gimite's and akochan's spellings."""
_IGNORED = frozenset(("none", "start_game", "end_game", "error", "hello", "join"))
_MELD = functools.lru_cache(maxsize=4096)(Meld)
"""A call's :class:`~mjscore.hand.Meld` kept once made (by its kind, tiles, called tile and
source: a frozen value, the same in every hand and game)."""
RIICHI_DEPOSIT = 1000
"""A riichi stick: what ``reach_accepted`` takes (gimite's ``reach_accepted`` deltas)."""


@dataclass(frozen=True, slots=True)
class GameEvents:
    """One game's events with their line numbers, and where its text was cut, if it was."""

    events: list[tuple[int, Mapping[str, Any]]]
    cut: str | None = None


@dataclass(slots=True)
class _Hand:
    index: int
    where: str
    label: HandLabel | None
    sticks: int | None
    start: Scores | None
    play: HandPlay
    dora: list[Tile]
    results: list[Event] = field(default_factory=list)
    deltas: list[int] | None = None
    scores: Scores | None = None
    last_drawer: int | None = None
    last_type: str = ""
    ended: bool = False
    ura: tuple[Tile, ...] = ()


def _ints(value: Any, count: int, what: str) -> list[int]:
    if not (isinstance(value, list) and len(value) == count and all(
            isinstance(item, int) and not isinstance(item, bool) for item in value)):
        raise LogError(f"{what} is not {count} whole numbers: {value!r}", code="invalid_log")
    return value


def _int(event: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = event.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise LogError(f"'{key}' is not a whole number: {value!r}", code="invalid_log")
    return value


class MjaiGame:
    """One game's events read into a :class:`~mjscore.game.GameRecord`."""

    def __init__(self, events: GameEvents, game_id: str | None, partial: bool) -> None:
        self.events = events.events
        self.cut = events.cut
        self.partial = partial
        self.id = game_id
        start = next((event for _, event in self.events if event.get("type") == "start_game"),
                     {})
        first = next((event for _, event in self.events
                      if event.get("type") == "start_kyoku"), {})
        uri = start.get("uri")
        if isinstance(uri, str) and "log=" in uri:
            self.id = uri.split("log=", 1)[1].split("&", 1)[0] or self.id
        self.seats = _seats(start, first)
        played = log_day(self.id or "")
        self.rules = _rules(start, self.events, self.seats, era_of(played) if played else None)
        self.red = bool(self.rules.red_fives)
        self.tile_table = MJAI_TILES[self.red]
        """The tile of each spelling that is one (:func:`mjai_tile`, looked up)."""
        names = start.get("names")
        if isinstance(names, list) and len(names) == TABLE_POSITIONS and self.seats == 3 and (
                not names[3]):
            names = names[:3]
        if not (isinstance(names, list) and len(names) == self.seats
                and all(isinstance(name, str) for name in names)):
            names = [""] * self.seats
        self.players = tuple(names)
        self.hands: list[HandRecord] = []
        self.hand: _Hand | None = None
        self.final: FinalRecord | None = None

    # ------------------------------------------------------------------ the game

    def read(self) -> GameRecord:
        dahai, tsumo = self.dahai, self.tsumo
        for number, event in self.events:
            kind = event.get("type")
            try:
                hand = self.hand  # (a draw or discard in a hand before its result, the
                if kind == "dahai" and hand is not None and not hand.results:  # most events,
                    dahai(hand, event)  # handled as :meth:`event` would)
                    hand.last_type = kind
                elif kind == "tsumo" and hand is not None and not hand.results:
                    tsumo(hand, event)
                    hand.last_type = kind
                else:
                    self.event(event, kind)
            except UnsupportedLog as err:
                raise UnsupportedLog(f"line {number}: {err.message}", code=err.code) from None
            except MjscoreError as err:
                code = err.code if err.code in ("invalid_meld", "invalid_tile",
                                                "truncated_log") else "invalid_log"
                where = self.hand.where + ", " if self.hand is not None else ""
                raise LogError(f"{where}line {number} ({kind}): {err.message}",
                               code=code) from None
            except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
                raise LogError(f"line {number} ({kind}): cannot read its values ({err})",
                               code="invalid_log") from None
        stop = self.cut
        if self.hand is not None:
            if self.hand.results and stop is None:
                self.finish()
            else:
                stop = f"{self.hand.where} has no result" + (f" ({stop})" if stop else "")
                self.hand = None
        if stop is None and self.final is None:
            where = f"after hand {len(self.hands)}" if self.hands else "before any hand"
            stop = f"no end_game {where}"
        errors: tuple[MjscoreError, ...] = ()
        if stop is not None:
            error = LogError(f"the game stops before its end: {stop}", code="truncated_log")
            if not self.partial:
                raise error
            errors = (error,)
            self.final = None
        return GameRecord(players=self.players, rules=self.rules, hands=tuple(self.hands),
                          final=self.final, id=self.id, errors=errors)

    def event(self, event: Mapping[str, Any], kind: Any) -> None:
        if kind == "start_kyoku":
            self.start_kyoku(event)
            return
        if kind == "end_game":
            if self.hand is not None:
                self.finish()
            scores = event.get("scores")
            self.final = FinalRecord(scores=self.seat_values(scores, "scores")
                                     if scores is not None else None)
            return
        if kind in _IGNORED or not isinstance(kind, str):
            if not isinstance(kind, str):
                raise LogError("an event without a 'type'", code="invalid_log")
            return
        hand = self.hand
        if hand is None:
            raise LogError("an event outside a hand", code="invalid_log")
        if kind == "end_kyoku":
            self.finish()
            return
        if hand.results and kind not in ("hora", "ryukyoku"):
            raise LogError("an event after the hand's result", code="invalid_log")
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise LogError(f"unknown event type {kind!r}", code="invalid_log")
        handler(self, hand, event)
        hand.last_type = kind

    def tile(self, value: Any) -> Tile:
        try:
            return mjai_tile(value, red_fives=self.red)
        except LogError as err:
            if err.code == "hidden_tiles":
                raise UnsupportedLog("a tile is hidden ('?'): this is a player's view of the "
                                     "game, whose hands cannot be followed",
                                     code="hidden_tiles") from None
            raise

    def tiles(self, values: Any, count: int | None = None) -> list[Tile]:
        if not isinstance(values, list):
            raise LogError(f"expected a list of tiles, not {values!r}", code="invalid_log")
        try:  # every tile looked up; one by one for the error
            tiles = [self.tile_table[value] for value in values]
        except (KeyError, TypeError):
            tiles = [self.tile(value) for value in values]
        if count is not None and len(values) != count:
            raise LogError(f"expected {count} tiles, not {values!r}", code="invalid_log")
        return tiles

    def seat(self, event: Mapping[str, Any], key: str = "actor") -> int:
        seat = _int(event, key)
        if not 0 <= seat < self.seats:
            raise LogError(f"there is no seat {seat} ('{key}')", code="invalid_log")
        return seat

    def seat_values(self, value: Any, what: str) -> Scores:
        """One whole number a seat; a three-player log may write a fourth, 0."""
        if (isinstance(value, list) and len(value) == TABLE_POSITIONS and self.seats == 3
                and value[3] == 0):
            value = value[:3]
        return tuple(_ints(value, self.seats, f"'{what}'"))

    # ------------------------------------------------------------------ a hand

    def start_kyoku(self, event: Mapping[str, Any]) -> None:
        if self.hand is not None:
            if not self.hand.results:
                raise LogError(f"{self.hand.where} has no result before the next hand",
                               code="invalid_log")
            self.finish()
        if self.final is not None:
            raise LogError("a hand starts after end_game", code="invalid_log")
        dealer = self.seat(event, "oya")
        label = None
        if "bakaze" in event or "kyoku" in event:
            wind = _WINDS.get(event.get("bakaze"))  # type: ignore[arg-type]
            number = _int(event, "kyoku")
            if wind is None or not 1 <= number <= self.seats:
                raise LogError(f"impossible round {event.get('bakaze')!r} {number!r}",
                               code="invalid_log")
            if number - 1 != dealer:
                raise LogError(f"hand {number}'s dealer is seat {number - 1}, not {dealer}",
                               code="invalid_log")
            label = HandLabel(wind, number, _int(event, "honba", 0))
        sticks = _int(event, "kyotaku") if "kyotaku" in event else None
        start = self.seat_values(event["scores"], "scores") if "scores" in event else None
        tehais = event.get("tehais")
        if (isinstance(tehais, list) and len(tehais) == TABLE_POSITIONS and self.seats == 3):
            tehais = tehais[:3]
        if not isinstance(tehais, list):
            raise LogError("'tehais' is not a list of dealt hands", code="invalid_log")
        dealt = [self.tiles(tiles, 13) for tiles in tehais]
        if len(dealt) != self.seats:
            raise LogError(f"'tehais' is not {self.seats} dealt hands", code="invalid_log")
        index = len(self.hands) + 1
        where = f"hand {index}" + (f" ({label})" if label else "")
        play = HandPlay(dealt, dealer, self.seats,
                        wall_draws=live_wall_draws(int(self.rules.tiles.value), self.seats))
        self.hand = _Hand(index, where, label, sticks, start, play,
                          [self.tile(event["dora_marker"])])

    def tsumo(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        seat = event.get("actor")
        if type(seat) is not int or not 0 <= seat < self.seats:
            seat = self.seat(event)  # (which raises the error, if there is one)
        pai = event["pai"]
        tile = self.tile_table.get(pai) if type(pai) is str else None
        hand.play.draw(seat, tile if tile is not None else self.tile(pai))
        hand.last_drawer = seat

    def dahai(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        drawn = event.get("tsumogiri")
        seat = event.get("actor")
        if type(seat) is not int or not 0 <= seat < self.seats:
            seat = self.seat(event)  # (which raises the error, if there is one)
        pai = event["pai"]
        tile = self.tile_table.get(pai) if type(pai) is str else None
        hand.play.discard(seat, tile if tile is not None else self.tile(pai),
                          drawn=drawn if isinstance(drawn, bool) else None)

    def call(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        seat = self.seat(event)
        target = self.seat(event, "target")
        called = self.tile(event["pai"])
        kind = _CALLS[event["type"]]
        own = self.tiles(event["consumed"], 3 if kind is MeldKind.OPEN_KAN else 2)
        hand.play.call(seat, _MELD(kind, (called, *own), called, source_of(seat, target)))

    def kakan(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        hand.play.added_kan(self.seat(event), self.tile(event["pai"]))

    def ankan(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        tiles = self.tiles(event["consumed"], 4)
        hand.play.closed_kan(self.seat(event), (tiles[0], tiles[1], tiles[2], tiles[3]))

    def dora(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        hand.dora.append(self.tile(event["dora_marker"]))

    def reach(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        hand.play.declare_riichi(self.seat(event))

    def reach_accepted(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        seat = self.seat(event)
        if not hand.play.seats[seat].riichi:  # a draw or call puts the stick down first
            hand.play.accept_riichi(seat)

    def kita(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        if not self.rules.kita:
            raise LogError("a kita under rules without it", code="invalid_meld")
        seat = self.seat(event)
        hand.play.kita(seat, self.tile(event.get("pai", "N")))

    def hora(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        winner = self.seat(event)
        source = self.seat(event, "target") if "target" in event else winner
        discarder = None if source == winner else source
        play = hand.play
        won = play.winning_hand(winner, discarder)
        if "pai" in event and self.tile(event["pai"]) != won.win_tile:
            raise LogError(f"the winning tile {event['pai']!r} is not the tile played, "
                           f"{won.win_tile}", code="invalid_log")
        if "hora_tehais" in event:
            shown = sorted(self.tiles(event["hora_tehais"]), key=lambda tile: tile.order)
            if shown != sorted(won.concealed, key=lambda tile: tile.order):
                raise LogError(f"the winning hand's tiles {event['hora_tehais']!r} are not "
                               f"the tiles played, {won}", code="invalid_log")
        deltas = self.seat_values(event["deltas"], "deltas") if "deltas" in event else None
        self.add_deltas(hand, deltas, event)
        ura: Any = next((event[key] for key in _URA_KEYS if key in event), [])
        han = event.get("fan", event.get("han"))
        fu = event.get("fu")
        if isinstance(fu, int) and fu % 10 and fu != 25:  # akochan: fu before rounding up
            fu += 10 - fu % 10
        value = event.get("hora_points")
        recorded = fills.RECORDED_WIN(  # (han, fu, limit, yakuman, yaku, value, deltas)
            han if isinstance(han, int) else None, fu if isinstance(fu, int) else None, None,
            0, _yaku(event.get("yakus", event.get("yaku"))),
            value if isinstance(value, int) else None, deltas)
        ura_tiles = tuple(self.tiles(ura))
        hand.ura = hand.ura or ura_tiles
        hand.results.append(fills.WIN(  # (every field, in order: winner … kita, the counts 0)
            winner, discarder, won, None, play.win_flags(winner, discarder), tuple(hand.dora),
            ura_tiles, _liable(won.melds, winner, self.seats), recorded,
            play.kita_count(winner), 0, 0, 0))

    def ryukyoku(self, hand: _Hand, event: Mapping[str, Any]) -> None:
        if hand.results:
            raise LogError("a draw after the hand's result", code="invalid_log")
        play = hand.play
        reason = event.get("reason")
        if reason is not None and reason not in DRAW_REASONS:
            raise LogError(f"unknown draw reason {reason!r}", code="invalid_log")
        abort = DRAW_REASONS[reason] if reason is not None else self.abort_of(hand)
        deltas = self.seat_values(event["deltas"], "deltas") if "deltas" in event else None
        if abort is None:
            play.accept_pending_riichi()
            hands = play.hands()  # (each seat's hand made once: the tenpai of each and the
            tenpai = frozenset(  # draw's hands, as HandPlay.tenpai would make it)
                seat for seat in range(self.seats) if is_tenpai(hands[seat]))
            result: Event = ExhaustiveDraw(tenpai=tenpai, nagashi=play.nagashi_seats(),
                                           hands=hands)
        else:
            if abort is AbortKind.FOUR_RIICHI:
                play.accept_pending_riichi()
            seat = hand.last_drawer if abort is AbortKind.NINE_TERMINALS else None
            result = AbortiveDraw(abort, seat)
        self.add_deltas(hand, deltas, event)
        hand.results.append(result)

    def abort_of(self, hand: _Hand) -> AbortKind | None:
        """The draw the play shows, for a dialect that writes no reason: None (exhaustive)
        when the wall is empty."""
        play = hand.play
        if play.draws >= play.wall:
            return None
        if hand.last_type == "tsumo":
            return AbortKind.NINE_TERMINALS
        if play.kans >= 4:
            return AbortKind.FOUR_KANS
        if len(play.riichi_order) == TABLE_POSITIONS:
            return AbortKind.FOUR_RIICHI
        if not play.any_call and sum(state.discards for state in play.seats) == len(
                play.seats):
            return AbortKind.FOUR_WINDS
        return AbortKind.THREE_RONS

    def add_deltas(self, hand: _Hand, deltas: Scores | None, event: Mapping[str, Any]) -> None:
        """Add a result's changes to the hand's, and keep the scores it writes after it."""
        if deltas is not None:
            hand.deltas = [sum(pair) for pair in zip(hand.deltas or [0] * self.seats, deltas,
                                                    strict=True)]
        if "scores" in event:
            hand.scores = self.seat_values(event["scores"], "scores")

    def finish(self) -> None:
        hand = self.hand
        if hand is None or hand.ended:
            return
        if not hand.results:
            raise LogError(f"{hand.where} ends without a result", code="invalid_log")
        hand.ended = True
        play = hand.play
        riichi = [Riichi(seat, stick=play.seats[seat].riichi,
                         double=play.double_riichi(seat)) for seat in play.riichi_order]
        deltas = None
        if hand.deltas is not None:
            deltas = tuple(change - (RIICHI_DEPOSIT if play.seats[seat].riichi else 0)
                           for seat, change in enumerate(hand.deltas))
        end = hand.scores
        if end is None and deltas is not None and hand.start is not None:
            end = tuple(score + change for score, change in zip(hand.start, deltas,
                                                                strict=True))
        written = fills.WRITTEN(hand.label, hand.sticks, hand.start, deltas, end)
        shown = fills.PLAY(play.dealt, tuple(play.moves), tuple(hand.dora), hand.ura)
        self.hands.append(fills.HAND_RECORD((*riichi, *hand.results), written, hand.index, shown))
        self.hand = None


_HANDLERS = {"tsumo": MjaiGame.tsumo, "dahai": MjaiGame.dahai, "chi": MjaiGame.call,
             "pon": MjaiGame.call, "daiminkan": MjaiGame.call, "kakan": MjaiGame.kakan,
             "ankan": MjaiGame.ankan, "dora": MjaiGame.dora, "reach": MjaiGame.reach,
             "reach_accepted": MjaiGame.reach_accepted, "nukidora": MjaiGame.kita,
             "kita": MjaiGame.kita, "hora": MjaiGame.hora, "ryukyoku": MjaiGame.ryukyoku}


def _yaku(value: Any) -> tuple[tuple[str, int], ...]:
    """A ``yakus`` list of ``[name, han]`` pairs in Tenhou's own names (as converters copy
    them from tenhou.net/6) as mjscore's yaku ids; () for any other spelling (gimite's
    romaji names are not read)."""
    if not isinstance(value, list):
        return ()
    found = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], int)
                and item[0] in YAKU_NAMES):
            return ()
        if item[1] > 0:
            found.append((YAKU_NAMES[item[0]], item[1]))
    return tuple(found)


def _liable(melds: Sequence[Meld], winner: int, seats: int) -> int | None:
    """The seat liable for a daisangen or daisuushii (責任払い): the one whose discard the
    winner called for the third dragon set or the fourth wind set."""
    for kinds, needed in ((_DRAGONS, 3), (_WIND_KINDS, 4)):
        sets = [meld for meld in melds if meld.kind is not MeldKind.CHI
                and meld.first.kind in kinds]
        if len(sets) >= needed:
            last = sets[needed - 1]
            if last.source is not None:
                other = (winner + last.source.offset) % TABLE_POSITIONS
                return other if other < seats else None
    return None


def _seats(start: Mapping[str, Any], first: Mapping[str, Any]) -> int:
    """Three seats when the game shows three players: three names or dealt hands, or a
    fourth seat with no score and no tiles."""
    for key, source in (("names", start), ("tehais", first), ("scores", first)):
        value = source.get(key)
        if isinstance(value, list) and len(value) == 3:
            return 3
    tehais, scores = first.get("tehais"), first.get("scores")
    if (isinstance(scores, list) and len(scores) == TABLE_POSITIONS and scores[3] == 0
            and isinstance(tehais, list) and len(tehais) == TABLE_POSITIONS
            and isinstance(tehais[3], list)
            and (not tehais[3] or all(tile == HIDDEN for tile in tehais[3]))):
        return 3
    return TABLE_POSITIONS


def _rules(start: Mapping[str, Any], events: list[tuple[int, Mapping[str, Any]]],
           seats: int, era: Era | None) -> Rules:
    """Tenhou's rules of the table: its red fives (``aka_flag``, else red fives), its length
    (``kyoku_first`` 0 a hanchan, 4 East only; without it, a hanchan when any hand is past
    the East round, else East only), its players, and the era of the day its Tenhou log id
    (``uri``, the file name) shows (today's rules without one)."""
    aka = start.get("aka_flag", True)
    first = start.get("kyoku_first")
    if first in (0, 4):
        hanchan = first == 0
    else:
        hanchan = any(event.get("type") == "start_kyoku" and event.get("bakaze") not in (
            None, "E") for _, event in events)
    bits = 0x01 | (HANCHAN if hanchan else 0) | (0 if aka else NO_RED) | (
        THREE_PLAYER if seats == 3 else 0)
    return rules_for_lobby(bits, era)
