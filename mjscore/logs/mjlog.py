"""Read a Tenhou game log (mjlog XML) into a :class:`~mjscore.game.GameRecord`.

One document is one game: ``<GO>`` names the lobby (hence the rules), ``<UN>`` the players,
each ``<INIT>`` starts a hand whose draws, discards, calls and riichi follow, and each hand
ends with its ``<AGARI>`` (one per winner) or ``<RYUUKYOKU>``; the last of them carries the
final scores (``owari``). ``docs/replay.md`` lists what is read from each tag and where the
format facts come from.

Every win is rebuilt as a :class:`~mjscore.hand.Hand` from the tiles the ``<AGARI>`` shows,
and its situation flags are derived from the play (:mod:`mjscore.logs.play`); what Tenhou
scored (yaku, han, fu, points) goes only into the win's :class:`~mjscore.game.RecordedWin`.

Tenhou's numbers (tile ids, meld codes, yaku ids) are read by :mod:`mjscore.logs.mjlog_codes`,
the lobby's and era's rules given by :mod:`mjscore.logs.lobbies`; the names of both that were
this module's are still here.
"""

from __future__ import annotations

import functools
import operator
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence

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
from ..hand import Hand, Meld, MeldKind, Tile, Wind
from ..rules import DEFAULT_RULES, Rules
from . import fills
from .lobbies import Era, era_of, room_name, rules_for_lobby
from .mjlog_codes import (
    DAN_NAMES,
    KITA_BITS,
    MELD_CALLS,
    TENHOU_YAKU_IDS,
    count_word,
    counts_of_text,
    decode_meld,
    decode_meld_code,
    dora_tiles,
    kita_id,
    meld_call,
    orders_of_ids,
    orders_of_texts,
    per_seat,
    player_name,
    recorded_win,
    scores_deltas_and_end,
    scores_of,
    tile_of,
    tiles_of,
)
from .mjlog_xml import (
    Element,
    Tag,
    ints,
    show,
)
from .play import TABLE_POSITIONS, HandPlay, live_wall_draws
from .play_counts import NOT_PLAIN, PlainMove, hand_of_orders, plain_move

Scanned = list[PlainMove] | tuple[str, ...] | Tag
"""An item of the scan of a document (:func:`~mjscore.logs.mjlog_xml.scan_tags` with
:data:`_MOVE_TILES`)."""

__all__ = ["TENHOU_YAKU_IDS", "Era", "decode_meld", "era_of", "rules_for_lobby", "tile_of"]


_DRAW_TAGS = {"T": 0, "U": 1, "V": 2, "W": 3}
_DISCARD_TAGS = {"D": 0, "E": 1, "F": 2, "G": 3}
_ABORTS = {"yao9": AbortKind.NINE_TERMINALS, "kaze4": AbortKind.FOUR_WINDS,
           "reach4": AbortKind.FOUR_RIICHI, "kan4": AbortKind.FOUR_KANS,
           "ron3": AbortKind.THREE_RONS}
_HAI = ("hai0", "hai1", "hai2", "hai3")
"""The attributes of each seat's deal in ``<INIT>``."""
_IGNORED = frozenset(("SHUFFLE", "TAIKYOKU", "BYE"))

_MOVE_TILES = {text: plain_move(letter in _DRAW_TAGS, seat, tile_of(tile_id), tile_id, text)
               for tags in (_DRAW_TAGS, _DISCARD_TAGS) for letter, seat in tags.items()
               for tile_id in range(136) for text in (f"{letter}{tile_id}",)}
"""Each draw and discard tag (``T12``, ``D12``) as the hand play's
:func:`~mjscore.logs.play.plain_move`, its tile id the key of a tsumogiri: the table the
scan looks a run's moves up in (:func:`~mjscore.logs.mjlog_xml.scan_tags`)."""
_MOVE_PLAIN_TILES = {text: plain_move(draw, seat, tile_of(key, red_fives=False), key, text)
                     for text, (draw, seat, *_, (_, _, key, _)) in _MOVE_TILES.items()}
"""The same without red fives."""


class _Hand:
    """A hand being read (a plain class: one is made for every hand)."""

    __slots__ = ("deltas", "dora", "drawn", "end", "index", "label", "play", "results",
                 "start", "sticks", "ura")

    def __init__(self, index: int, label: HandLabel, sticks: int, start: Scores,
                 play: HandPlay, *, dora: Tile) -> None:
        self.index = index
        self.label = label
        self.sticks = sticks
        self.start = start
        self.play = play
        self.results: list[Event] = []
        self.end: Scores | None = None
        self.deltas: Scores | None = None
        """The whole hand's deltas, where its one result so far gives them
        (:meth:`_Reader.result`)."""
        self.drawn: list[int | None] = [None] * TABLE_POSITIONS
        """Each seat's tile id just drawn (None once it discards): a tsumogiri's."""
        self.dora = [dora]
        self.ura: tuple[Tile, ...] = ()

    @property
    def where(self) -> str:
        return f"hand {self.index} ({self.label})"


class _Reader:
    def __init__(self, game_id: str | None, era: Era, *,
                 partial: bool = False, cut: str | None = None, plays: bool = True) -> None:
        self.partial = partial
        self.plays = plays
        """Whether each hand keeps what only its play tells: its
        :class:`~mjscore.game.Play` (what the log writers write) and each seat's hand at an
        exhaustive draw (:attr:`~mjscore.game.ExhaustiveDraw.hands`); a replay that keeps
        no hand has neither made."""
        self.stop: str | None = None
        """Where a game cut short stops (:meth:`end`)."""
        self.cut = cut
        """Where the XML stops, for a document cut short."""
        self.game_id = game_id
        self.era = era
        self.set_rules(DEFAULT_RULES)
        self.rules: Rules | None = None
        self.players: tuple[str, ...] | None = None
        self.dan: tuple[str, ...] | None = None
        self.rate: tuple[float, ...] | None = None
        self.sx: tuple[str, ...] | None = None
        self.room: str | None = None
        self.count = 0
        """The hands read (:meth:`finish`)."""
        self.done: list[HandRecord] = []
        """The hands read and not given yet (:meth:`hands`)."""
        self.hand: _Hand | None = None
        self.final: FinalRecord | None = None
        self.at: Tag | None = None
        """The move of a run (:meth:`moves`) being played."""

    @property
    def rules_in_force(self) -> Rules:
        """The lobby's rules (the default rules before ``<GO>``)."""
        return self.rules or DEFAULT_RULES

    def set_rules(self, rules: Rules) -> None:
        """The lobby's rules, and what the reader reads of them at every tag."""
        self.rules = rules
        self.red = bool(rules.red_fives)
        self.seats = rules.seats
        """The seat count of the lobby's rules (of the default rules before ``<GO>``)."""
        self.wall_draws = live_wall_draws(int(rules.tiles.value), rules.seats)
        """The draws of the live wall under the lobby's rules."""

    def where(self, element: Element) -> str:
        if self.hand is not None:
            place = self.hand.where
        else:
            place = f"after hand {self.count}" if self.count else "before the first hand"
        return f"{place}, {show(element)}"

    def hands(self, elements: Iterator[Scanned] | Iterator[ET.Element]) -> Iterator[HandRecord]:
        """The hands of the root's children, in order (elements, or from :func:`scan_tags`
        also runs of draws and discards, looked up in :data:`_MOVE_TILES`), each given once
        its result is read; then the game's end is checked (:meth:`end`)."""
        done, moves, other, handlers = self.done, self.moves, self.element, _HANDLERS
        for element in elements:
            try:
                if isinstance(element, list):
                    moves(element)
                elif isinstance(element, tuple):
                    self.texts(element)
                elif (handler := handlers.get(element.tag)) is not None:
                    handler(self, element)  # (what element() does first, here a call sooner)
                else:
                    other(element)
            except UnsupportedLog:
                raise
            except MjscoreError as err:  # LogError, or a meld or hand that cannot be
                code = err.code if isinstance(err, LogError) or err.code in (
                    "invalid_meld", "invalid_tile") else "invalid_log"
                shown = self.at or element
                assert not isinstance(shown, list | tuple)
                raise LogError(f"{self.where(shown)}: {err.message}", code=code) from None
            except (ValueError, IndexError, KeyError):
                shown = self.at or element
                assert not isinstance(shown, list | tuple)
                raise LogError(f"{self.where(shown)}: cannot read its attributes",
                               code="invalid_log") from None
            if done:
                yield from done
                done.clear()
        self.end()
        yield from done
        done.clear()

    def end(self) -> None:
        """The end of the document: the last hand finished, and the game's end checked
        (:attr:`stop`, where a game cut short stops)."""
        if self.rules is None:
            if self.cut is not None:
                raise LogError(f"{self.cut}, before the <GO> lobby element",
                               code="truncated_log")
            raise LogError("the log has no <GO> lobby element", code="invalid_log")
        stop = None
        if self.hand is not None:
            if self.hand.end is None:
                stop = f"{self.hand.where} has no result"
                self.hand = None
            else:
                self.finish()
        if stop is None and self.final is None:
            where = f"after hand {self.count}" if self.count else "before any hand"
            stop = f"no final scores (owari) {where}"
        if stop is not None:
            message = f"the game stops before its end: {stop}"
            if self.cut is not None:
                message = f"{self.cut}; {stop}"
            if not self.partial:
                raise LogError(message, code="truncated_log")
            self.stop = message

    def record(self, hands: tuple[HandRecord, ...]) -> GameRecord:
        """The game read (:meth:`hands` to its end), holding ``hands``; before the end,
        what the document has said of it so far."""
        stop = self.stop
        cut = () if stop is None else (LogError(stop, code="truncated_log"),)
        return GameRecord(players=self.players or ("",) * self.seats,
                          rules=self.rules_in_force, hands=hands,
                          final=None if stop else self.final, id=self.game_id, errors=cut,
                          dan=self.dan, rate=self.rate, sx=self.sx, room=self.room)

    def moves(self, plays: list[PlainMove], texts: Sequence[str] | None = None) -> None:
        """A run of draws and discards as the scan gives it, each move looked up in
        :data:`_MOVE_TILES` (``<T12/><D12/>`` as ``[_MOVE_TILES["T12"], _MOVE_TILES["D12"]]``),
        or as :meth:`texts` looked them up (``texts``, their texts): played by the hand
        play's run of plain moves, each move that is not plain by :meth:`element`."""
        hand = self.hand
        if hand is None or hand.end is not None or (texts is None and not self.red):
            self.texts([kept[3] for *_, kept in plays])  # (an error, or the tiles not red)
            return
        plain_moves, drawn = hand.play.plain_moves, hand.drawn
        index = plain_moves(plays, 0, drawn)
        while index < len(plays):  # a move to settle first, or not to be made
            self.at = Tag(plays[index][6][3] if texts is None else texts[index], {})
            self.element(self.at)
            self.at = None
            index = plain_moves(plays, index + 1, drawn)

    def texts(self, moves: Sequence[str]) -> None:
        """A run of draws and discards by their texts (``("T12", "D12")``), each read by one
        look-up (:meth:`moves`)."""
        hand = self.hand
        if hand is None or hand.end is not None:
            for move in moves:  # (the first one says what is wrong)
                self.at = Tag(move, {})
                self.element(self.at)
            return
        get = (_MOVE_TILES if self.red else _MOVE_PLAIN_TILES).get
        self.moves([get(move, NOT_PLAIN) for move in moves], moves)

    def element(self, element: Element) -> None:
        tag = element.tag
        handler = _HANDLERS.get(tag)  # (no handler's tag is a draw's or a discard's)
        if handler is not None:
            handler(self, element)
            return
        if not isinstance(tag, str):  # comments and processing instructions
            return
        head, number = tag[:1], tag[1:]
        if number.isdigit() and (head in _DRAW_TAGS or head in _DISCARD_TAGS):
            hand = self.current(element)
            tile_id = int(number)
            tile = tile_of(tile_id, red_fives=self.red)
            if head in _DRAW_TAGS:
                seat = _DRAW_TAGS[head]
                hand.play.draw(seat, tile)
                hand.drawn[seat] = tile_id
            else:
                seat = _DISCARD_TAGS[head]
                hand.play.discard(seat, tile, drawn=hand.drawn[seat] == tile_id)
                hand.drawn[seat] = None
            return
        if tag not in _IGNORED:
            raise LogError(f"unknown tag <{tag}>", code="invalid_log")

    def current(self, element: Element) -> _Hand:
        if self.hand is None:
            raise LogError(f"<{element.tag}> outside a hand", code="invalid_log")
        if self.hand.end is not None and element.tag != "AGARI":
            raise LogError(f"<{element.tag}> after the hand's result", code="invalid_log")
        return self.hand

    def go(self, element: Element) -> None:
        self.room = room_name(int(element.attrib["type"]))
        self.set_rules(rules_for_lobby(int(element.attrib["type"]), self.era))

    def un(self, element: Element) -> None:
        if self.players is None:
            self.players = tuple(_player_name(element.attrib.get(f"n{seat}", ""))
                                 for seat in range(self.seats))
            dan, rate = ints(element.attrib.get("dan", "")), element.attrib.get("rate", "")
            if len(dan) in (self.seats, TABLE_POSITIONS):  # three players: four, the last 0
                self.dan = tuple(DAN_NAMES[rank] if 0 <= rank < len(DAN_NAMES) else str(rank)
                                 for rank in dan[:self.seats])
            rates = [float(value) for value in rate.split(",") if value.strip()]
            if len(rates) in (self.seats, TABLE_POSITIONS):
                self.rate = tuple(rates[:self.seats])
            sx = [value for value in element.attrib.get("sx", "").split(",") if value]
            if len(sx) >= self.seats:
                self.sx = tuple(sx[:self.seats])

    def init(self, element: Element) -> None:
        if self.rules is None:
            raise LogError("a hand starts before the <GO> lobby element", code="invalid_log")
        self.finish()
        if self.final is not None:
            raise LogError("a hand starts after the final scores", code="invalid_log")
        seed = ints(element.attrib["seed"])
        round_index, honba, sticks = seed[0], seed[1], seed[2]
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise LogError(f"impossible seed {element.attrib['seed']!r}", code="invalid_log")
        seats = self.seats
        # Tenhou numbers a round's hands by the four positions, three players too (0-2
        # East, 4-6 South, 8-10 West).
        round_number, hand_dealer = divmod(round_index, TABLE_POSITIONS)
        if hand_dealer >= seats:
            raise LogError(f"impossible seed {element.attrib['seed']!r}", code="invalid_log")
        label = _label(round_number, hand_dealer + 1, honba)
        dealer = int(element.attrib["oya"])
        if dealer != hand_dealer:
            raise LogError(f"dealer {dealer} does not deal hand {label}", code="invalid_log")
        start = scores_of(element.attrib["ten"], seats)
        attrib = element.attrib
        red = self.red
        dealt = [counts_of_text(attrib[key], red) for key in _HAI[:seats]]
        play = HandPlay.of_counts(dealt, dealer, seats, wall_draws=self.wall_draws,
                                  moves=self.plays)  # (no Play kept: no moves to record)
        self.hand = _Hand(self.count + 1, label, sticks, start, play,
                          dora=tile_of(seed[5], red_fives=red))

    def dora(self, element: Element) -> None:
        self.current(element).dora.append(
            tile_of(int(element.attrib["hai"]), red_fives=self.red))

    def meld(self, element: Element) -> None:
        hand = self.current(element)
        attrib = element.attrib
        seat = _seat(attrib["who"], self.seats)
        text = attrib["m"]
        call = MELD_CALLS[self.red].get(text)
        if call is None:  # (a code not seen yet, a kita, or no meld: read by its number)
            code = int(text)
            kita = kita_id(code)
            if kita is not None:
                if not self.rules_in_force.kita:
                    raise LogError(f"a kita (meld code {code}) under the "
                                   f"{self.rules_in_force.name} rules, which have none",
                                   code="invalid_meld")
                hand.play.kita(seat, tile_of(kita, red_fives=self.red))
                return
            call = meld_call(text, code, self.red)
        kind, meld, held, added = call
        if kind is MeldKind.CLOSED_KAN:
            tiles = meld.tiles
            hand.play.closed_kan(seat, (tiles[0], tiles[1], tiles[2], tiles[3]))
        elif kind is MeldKind.ADDED_KAN:
            assert added is not None
            hand.play.added_kan(seat, added)
        else:
            hand.play.call(seat, meld, held=held)

    def reach(self, element: Element) -> None:
        hand = self.current(element)
        seat = _seat(element.attrib["who"], self.seats)
        step = element.attrib["step"]
        if step == "1":
            hand.play.declare_riichi(seat)
        elif step == "2":
            hand.play.accept_riichi(seat)
        else:
            raise LogError(f"unknown riichi step {step!r}", code="invalid_log")

    def agari(self, element: Element) -> None:
        hand = self.current(element)
        attrib = element.attrib
        seats, red = self.seats, self.red
        winner = _seat(attrib["who"], seats)
        source = _seat(attrib["fromWho"], seats)
        discarder = None if source == winner else source
        machi = int(attrib["machi"])
        win_tile = tile_of(machi, red_fives=red)
        hai = attrib["hai"]
        parts = hai.split(",")
        # The tiles shown read by their text, no number made, where they are written
        # plainly and the winning tile's text is among them; else by their numbers.
        orders = orders_of_texts(parts, red) if attrib["machi"] in parts else None
        ids = None
        if orders is None:
            ids = ints(hai)
            if machi not in ids:
                raise LogError(f"the winning tile {machi} is not among the tiles shown",
                               code="invalid_log")
            ids.remove(machi)
        else:
            orders.remove(win_tile.order)
        shown_melds = attrib.get("m")
        kita = 0
        melds: tuple[Meld, ...] = ()  # (most wins show no meld)
        if shown_melds is not None:
            codes = ints(shown_melds)
            melds = tuple(decode_meld_code(code, red).meld for code in codes
                          if code & 0x3F != KITA_BITS)  # (kita_id(code) is None)
            kita = len(codes) - len(melds)
        if kita != hand.play.kita_count(winner):
            raise LogError(f"the win shows {kita} kita, the play {hand.play.kita_count(winner)}",
                           code="invalid_log")
        if ids is not None:  # (read by numbers: a bad id raises here, after the kita)
            orders = orders_of_ids(ids, red)
        assert orders is not None
        played = self.played_as_shown(hand.play, winner, discarder, orders=orders,
                                      win_tile=win_tile, melds=melds)
        if played is None:
            if ids is None:
                ids = ints(hai)
                ids.remove(machi)
            try:
                shown = Hand(tuple(tiles_of(ids, red)), win_tile, melds)
            except MjscoreError as err:
                raise LogError(f"the winning hand cannot be: {err.message}",
                               code="invalid_log") from None
            played = hand.play.winning_hand(winner, discarder)
            if (played.concealed, played.win_tile) != (shown.concealed, shown.win_tile) or (
                    sorted(map(str, played.melds)) != sorted(map(str, shown.melds))):
                raise LogError(f"the winning hand {shown} is not the hand played, {played}",
                               code="invalid_log")
        before, deltas, end = scores_deltas_and_end(attrib["sc"], seats)
        pao = attrib.get("paoWho")
        ura = dora_tiles(attrib.get("doraHaiUra", ""), red)
        hand.ura = hand.ura or ura
        hand.results.append(fills.WIN(  # (every field, in order: winner … kita, the counts 0)
            winner, discarder, played, None, hand.play.win_flags(winner, discarder),
            dora_tiles(attrib["doraHai"], red), ura,
            None if pao is None else _seat(pao, seats), recorded_win(attrib, deltas),
            kita, 0, 0, 0))
        self.result(element, before, deltas, end)

    @staticmethod
    def played_as_shown(play: HandPlay, winner: int, discarder: int | None, *,
                        orders: list[int], win_tile: Tile, melds: tuple[Meld, ...]
                        ) -> Hand | None:
        """The winner's hand as played (:meth:`HandPlay.winning_hand`), when the win shows
        the same tiles (``orders``, their :attr:`~mjscore.hand.Tile.order`: an order is a
        tile), winning tile and melds: the hand built once, of the tiles shown, and only
        then; None when it does not, or the hand played cannot be built (then :meth:`agari`
        builds the hand shown, and says what is wrong)."""
        try:
            concealed, played_win = play.winning_counts(winner, discarder)
        except MjscoreError:
            return None
        if played_win.order != win_tile.order:
            return None
        shown = [0] * len(concealed)
        for order in orders:
            shown[order] += 1
        if shown != concealed:
            return None
        played_melds = tuple(play.seats[winner].melds)
        if played_melds != melds and played_melds != melds[::-1] and sorted(
                map(str, played_melds)) != sorted(map(str, melds)):  # (Tenhou: often reversed)
            return None
        orders.sort()
        try:
            return hand_of_orders(orders, played_win, played_melds)
        except MjscoreError:
            return None

    def ryuukyoku(self, element: Element) -> None:
        hand = self.current(element)
        if hand.end is not None:
            raise LogError("<RYUUKYOKU> after the hand's result", code="invalid_log")
        kind = element.attrib.get("type")
        if kind is None or kind == "nm":
            tenpai = frozenset(seat for seat, key in enumerate(_HAI[:self.seats])
                               if key in element.attrib)
            nagashi = hand.play.nagashi_seats() if kind == "nm" else frozenset()
            if kind == "nm" and not nagashi:
                raise LogError("nagashi mangan without a seat that made it", code="invalid_log")
            hand.results.append(ExhaustiveDraw(
                tenpai=tenpai, nagashi=nagashi, hands=hand.play.hands() if self.plays else None))
        elif kind in _ABORTS:
            abort = _ABORTS[kind]
            seat = hand.play.last_drawer if abort is AbortKind.NINE_TERMINALS else None
            hand.results.append(AbortiveDraw(abort, seat))
        else:
            raise LogError(f"unknown draw type {kind!r}", code="invalid_log")
        self.result(element, *scores_deltas_and_end(element.attrib["sc"], self.seats))

    def result(self, element: Element, before: Scores, deltas: Scores, end: Scores) -> None:
        """A result of the hand read (``before`` the scores before it, ``end`` after, both
        :func:`scores_deltas_and_end`'s), and the game's end if it has ``owari``."""
        hand = self.hand
        assert hand is not None
        # The hand's written deltas are the result's when it is the first and starts from
        # the hand's start (one result a hand, nearly always): none to subtract (finish()).
        hand.deltas = deltas if hand.end is None and before == hand.start else None
        hand.end = end
        owari = element.attrib.get("owari")
        if owari is not None:
            self.finish()
            values = owari.split(",")
            seats = self.seats
            if len(values) not in (2 * seats, 2 * TABLE_POSITIONS) or any(
                    float(value) for value in values[2 * seats:]):
                raise LogError(f"the final record {owari!r} is not {count_word(seats)} scores and "
                               "points", code="invalid_log")
            self.final = FinalRecord(
                scores=per_seat([round(float(value) * 100)
                                  for value in values[0:2 * seats:2]], seats),
                points=tuple(float(value) for value in values[1:2 * seats:2]))

    def finish(self) -> None:
        hand = self.hand
        if hand is None:
            return
        if hand.end is None:
            raise LogError(f"{hand.where} has no result before the next hand",
                           code="invalid_log")
        play = hand.play
        events = tuple(hand.results)
        if play.riichi_order:  # (half the hands have none)
            events = (*[_riichi(seat, play.seats[seat].riichi, play.double_riichi(seat))
                        for seat in play.riichi_order], *events)
        deltas = hand.deltas
        written = fills.WRITTEN(hand.label, hand.sticks, hand.start,
                                _sub(hand.end, hand.start) if deltas is None else deltas,
                                hand.end)
        shown = fills.PLAY(play.dealt, tuple(play.moves), tuple(hand.dora),
                      hand.ura) if self.plays else None
        self.done.append(fills.HAND_RECORD(events, written, hand.index, shown))
        self.count += 1
        self.hand = None


_HANDLERS = {"GO": _Reader.go, "UN": _Reader.un, "INIT": _Reader.init, "N": _Reader.meld,
             "REACH": _Reader.reach, "AGARI": _Reader.agari, "RYUUKYOKU": _Reader.ryuukyoku,
             "DORA": _Reader.dora}


_player_name = functools.lru_cache(maxsize=4096)(player_name)
""":func:`player_name`, of each name once: the same players play game after game."""


@functools.lru_cache(maxsize=64)
def _riichi(seat: int, stick: bool, double: bool) -> Riichi:
    """The :class:`~mjscore.game.Riichi` of a hand's riichi, a value made once for each
    (16 in all)."""
    return fills.RIICHI(seat, stick, double)


@functools.lru_cache(maxsize=1024)
def _label(round_number: int, number: int, honba: int) -> HandLabel:
    """The label of a hand of an ``<INIT seed>``, made once for each (a value)."""
    return HandLabel(Wind.EAST.after(round_number), number, honba)


def _seat(text: str, seats: int) -> int:
    seat = int(text)
    if not 0 <= seat < seats:
        raise LogError(f"there is no seat {seat}", code="invalid_log")
    return seat


def _sub(left: Scores, right: Scores) -> Scores:
    return tuple(map(operator.sub, left, right))
