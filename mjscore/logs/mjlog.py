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

import os
import urllib.parse
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

from ..base import Head, LogError, MjscoreError, UnsupportedLog
from ..game import (
    AbortiveDraw,
    AbortKind,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    GameRecord,
    HandLabel,
    HandRecord,
    Play,
    RecordedWin,
    Riichi,
    Scores,
    Win,
    Written,
)
from ..hand import Hand, MeldKind, Tile, Wind
from ..rules import DEFAULT_RULES, Rules
from .lobbies import Era, era_of, log_date, room_name, rules_for_lobby
from .mjlog_codes import (
    DAN_NAMES,
    LIMITS,
    TENHOU_YAKU_IDS,
    decode_meld,
    decode_meld_code,
    kita_id,
    tile_of,
    yaku_id,
)
from .mjlog_cut import complete_elements
from .play import TABLE_POSITIONS, HandPlay, live_wall_draws
from .reader import GameReader
from .sources import GZIP_MAGIC, MAX_LOG_BYTES, inflate

__all__ = ["TENHOU_YAKU_IDS", "Era", "MjlogReader", "decode_meld", "era_of", "read_mjlog",
           "read_mjlog_file", "rules_for_lobby", "tile_of"]


def read_mjlog_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the mjlog file at ``path`` (plain or gzip-compressed XML, any file name); the
    game's id is the file name without its extensions (Tenhou names files by log id).

    Raises:
        LogError: for a broken log; UnsupportedLog: for a file that is no game mjscore
            plays; both name the file.
    """
    return MjlogReader.read_file(path)


def read_mjlog(data: bytes | str, *, game_id: str | None = None,
               partial: bool = False) -> GameRecord:
    """Read one game from the text or bytes of an mjlog (gzip-compressed bytes are
    recognised by their magic bytes).

    ``game_id`` is the game's id (Tenhou's log id, ``2022010102gm-00a9-0000-…``); the day it
    begins with chooses the rules of the era (:func:`rules_for_lobby`). Without a dated id
    the reader looks for a log id in the document itself (a comment quoting its address).

    With ``partial``, a log cut short (the XML stops, a hand has no result, the final scores
    are missing) is no error: the game has its complete hands, ``final`` None, and the
    ``truncated_log`` error saying where it stopped in :attr:`GameRecord.errors`.

    Raises:
        UnsupportedLog: ``unsupported_log`` for a file that is no mjlog, a three-player game
            or a lobby with rules of its own.
        LogError: ``truncated_log`` for a document or game cut short (unless ``partial``);
            ``invalid_log`` for broken XML or an unknown tag; ``invalid_tile`` and
            ``invalid_meld`` for ids and codes that are no tiles or melds; ``corrupt_gzip``
            for gzip data that is broken; every message names the hand and the tag.
    """
    text = _text(data, partial)
    if "<mjloggm" not in text:
        start = text.lstrip()[:30]
        raise UnsupportedLog(f"not a Tenhou mjlog: no <mjloggm> element (it begins "
                             f"{start!r})", code="unsupported_log")
    cut = None
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        line, column = err.position
        if err.code not in (3, 5):  # no element found, unclosed token: the end is missing
            raise LogError(f"broken XML at line {line}, column {column}: {err}",
                           code="invalid_log") from None
        cut = f"the XML stops before its end (line {line}, column {column})"
        complete = complete_elements(text) if partial else None
        if complete is None:
            raise LogError(cut, code="truncated_log") from None
        root = complete
    if root.tag != "mjloggm":
        raise UnsupportedLog(f"not a Tenhou mjlog: the root element is <{root.tag}>",
                             code="unsupported_log")
    played = log_date(game_id or "") or log_date(text[:2000])
    return _Reader(root, game_id, era_of(played) if played else _undated_era(root),
                   partial=partial, cut=cut).read()


def _undated_era(root: ET.Element) -> Era:
    """The era of a log without a date, from its own evidence: the logs of 2009 have no
    ``<SHUFFLE>`` element or one with a hexadecimal seed (base64 from 2010 on); later final
    records with a fraction of a point are exact, whole points are rounded."""
    shuffle = root.find("SHUFFLE")
    if shuffle is None or "base64" not in shuffle.attrib.get("seed", ""):
        return Era.EARLY
    for element in reversed(root):
        owari = element.attrib.get("owari")
        if owari is not None:
            points = owari.split(",")[1::2]
            if any(not float(point).is_integer() for point in points if _is_number(point)):
                return Era.EXACT
            return Era.ROUNDED
    return Era.EXACT


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _text(data: bytes | str, partial: bool = False) -> str:
    if isinstance(data, str):
        return data
    if data[:2] == GZIP_MAGIC:
        inflated = inflate(data)
        if inflated.problem == "too_large":
            raise UnsupportedLog(f"not a game log: larger than {MAX_LOG_BYTES:,} bytes "
                                 "decompressed", code="unsupported_log")
        if inflated.problem == "corrupt":
            raise LogError(f"broken gzip data: {inflated.detail}", code="corrupt_gzip")
        if inflated.problem == "truncated" and not partial:
            raise LogError("the gzip data stops before its end", code="truncated_log")
        data = inflated.data  # (a cut stream: what came before the cut, read as cut XML)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnsupportedLog("not a Tenhou mjlog: the file is not UTF-8 text",
                             code="unsupported_log") from None


_DRAW_TAGS = {"T": 0, "U": 1, "V": 2, "W": 3}
_DISCARD_TAGS = {"D": 0, "E": 1, "F": 2, "G": 3}
_ABORTS = {"yao9": AbortKind.NINE_TERMINALS, "kaze4": AbortKind.FOUR_WINDS,
           "reach4": AbortKind.FOUR_RIICHI, "kan4": AbortKind.FOUR_KANS,
           "ron3": AbortKind.THREE_RONS}
_IGNORED = frozenset(("SHUFFLE", "TAIKYOKU", "BYE"))


@dataclass(slots=True)
class _Hand:
    """A hand being read."""

    index: int
    label: HandLabel
    sticks: int
    start: Scores
    play: HandPlay
    results: list[Event]
    end: Scores | None = None
    last_drawer: int | None = None
    drawn: list[int | None] = field(default_factory=lambda: [None] * TABLE_POSITIONS)
    """Each seat's tile id just drawn (None once it discards): a tsumogiri's."""
    dora: list[Tile] = field(default_factory=list)
    ura: tuple[Tile, ...] = ()

    @property
    def where(self) -> str:
        return f"hand {self.index} ({self.label})"


class _Reader:
    def __init__(self, root: ET.Element, game_id: str | None, era: Era, *,
                 partial: bool = False, cut: str | None = None) -> None:
        self.partial = partial
        self.cut = cut
        """Where the XML stops, for a document cut short."""
        self.root = root
        self.game_id = game_id
        self.era = era
        self.rules: Rules | None = None
        self.red = True
        self.players: tuple[str, ...] | None = None
        self.dan: tuple[str, ...] | None = None
        self.rate: tuple[float, ...] | None = None
        self.sx: tuple[str, ...] | None = None
        self.room: str | None = None
        self.hands: list[HandRecord] = []
        self.hand: _Hand | None = None
        self.final: FinalRecord | None = None

    @property
    def rules_in_force(self) -> Rules:
        """The lobby's rules (the default rules before ``<GO>``)."""
        return self.rules or DEFAULT_RULES

    @property
    def seats(self) -> int:
        """The seat count of the lobby's rules (of the default rules before ``<GO>``)."""
        return self.rules_in_force.seats

    @property
    def wall_draws(self) -> int:
        """The draws of the live wall under the lobby's rules."""
        return live_wall_draws(int(self.rules_in_force.tiles.value), self.seats)

    def where(self, element: ET.Element) -> str:
        if self.hand is not None:
            place = self.hand.where
        else:
            place = f"after hand {len(self.hands)}" if self.hands else "before the first hand"
        return f"{place}, {_show(element)}"

    def read(self) -> GameRecord:
        for element in self.root:
            try:
                self.element(element)
            except UnsupportedLog:
                raise
            except MjscoreError as err:  # LogError, or a meld or hand that cannot be
                code = err.code if isinstance(err, LogError) or err.code in (
                    "invalid_meld", "invalid_tile") else "invalid_log"
                raise LogError(f"{self.where(element)}: {err.message}", code=code) from None
            except (ValueError, IndexError, KeyError):
                raise LogError(f"{self.where(element)}: cannot read its attributes",
                               code="invalid_log") from None
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
            where = f"after hand {len(self.hands)}" if self.hands else "before any hand"
            stop = f"no final scores (owari) {where}"
        if stop is not None:
            message = f"the game stops before its end: {stop}"
            if self.cut is not None:
                message = f"{self.cut}; {stop}"
            if not self.partial:
                raise LogError(message, code="truncated_log")
            cut: tuple[MjscoreError, ...] = (LogError(message, code="truncated_log"),)
            return GameRecord(players=self.players or ("",) * self.seats, rules=self.rules,
                              hands=tuple(self.hands), final=None, id=self.game_id,
                              errors=cut, dan=self.dan, rate=self.rate, sx=self.sx,
                              room=self.room)
        return GameRecord(players=self.players or ("",) * self.seats, rules=self.rules,
                          hands=tuple(self.hands), final=self.final, id=self.game_id,
                          dan=self.dan, rate=self.rate, sx=self.sx, room=self.room)

    def element(self, element: ET.Element) -> None:
        tag = element.tag
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
                hand.last_drawer = seat
                hand.drawn[seat] = tile_id
            else:
                seat = _DISCARD_TAGS[head]
                hand.play.discard(seat, tile, drawn=hand.drawn[seat] == tile_id)
                hand.drawn[seat] = None
            return
        handler = _HANDLERS.get(tag)
        if handler is not None:
            handler(self, element)
        elif tag not in _IGNORED:
            raise LogError(f"unknown tag <{tag}>", code="invalid_log")

    def current(self, element: ET.Element) -> _Hand:
        if self.hand is None:
            raise LogError(f"<{element.tag}> outside a hand", code="invalid_log")
        if self.hand.end is not None and element.tag != "AGARI":
            raise LogError(f"<{element.tag}> after the hand's result", code="invalid_log")
        return self.hand

    def go(self, element: ET.Element) -> None:
        self.room = room_name(int(element.attrib["type"]))
        self.rules = rules_for_lobby(int(element.attrib["type"]), self.era)
        self.red = bool(self.rules.red_fives)

    def un(self, element: ET.Element) -> None:
        if self.players is None:
            self.players = tuple(urllib.parse.unquote(element.attrib.get(f"n{seat}", ""))
                                 for seat in range(self.seats))
            dan, rate = _ints(element.attrib.get("dan", "")), element.attrib.get("rate", "")
            if len(dan) == self.seats:
                self.dan = tuple(DAN_NAMES[rank] if 0 <= rank < len(DAN_NAMES) else str(rank)
                                 for rank in dan)
            rates = [float(value) for value in rate.split(",") if value.strip()]
            if len(rates) == self.seats:
                self.rate = tuple(rates)
            sx = [value for value in element.attrib.get("sx", "").split(",") if value]
            if len(sx) >= self.seats:
                self.sx = tuple(sx[:self.seats])

    def init(self, element: ET.Element) -> None:
        if self.rules is None:
            raise LogError("a hand starts before the <GO> lobby element", code="invalid_log")
        self.finish()
        if self.final is not None:
            raise LogError("a hand starts after the final scores", code="invalid_log")
        seed = _ints(element.attrib["seed"])
        round_index, honba, sticks = seed[0], seed[1], seed[2]
        if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
            raise LogError(f"impossible seed {element.attrib['seed']!r}", code="invalid_log")
        seats = self.seats
        # Tenhou numbers a round's hands by the four positions, three players too (0-2
        # East, 4-6 South, 8-10 West).
        round_number, hand_dealer = divmod(round_index, TABLE_POSITIONS)
        if hand_dealer >= seats:
            raise LogError(f"impossible seed {element.attrib['seed']!r}", code="invalid_log")
        label = HandLabel(Wind.EAST.after(round_number), hand_dealer + 1, honba)
        dealer = int(element.attrib["oya"])
        if dealer != hand_dealer:
            raise LogError(f"dealer {dealer} does not deal hand {label}", code="invalid_log")
        start = _scores(element.attrib["ten"], seats)
        dealt = [[tile_of(i, red_fives=self.red) for i in _ints(element.attrib[f"hai{seat}"])]
                 for seat in range(seats)]
        self.hand = _Hand(len(self.hands) + 1, label, sticks, start,
                          HandPlay(dealt, dealer, seats, wall_draws=self.wall_draws), [],
                          dora=[tile_of(seed[5], red_fives=self.red)])

    def dora(self, element: ET.Element) -> None:
        self.current(element).dora.append(
            tile_of(int(element.attrib["hai"]), red_fives=self.red))

    def meld(self, element: ET.Element) -> None:
        hand = self.current(element)
        seat = _seat(element.attrib["who"], self.seats)
        code = int(element.attrib["m"])
        kita = kita_id(code)
        if kita is not None:
            if not self.rules_in_force.kita:
                raise LogError(f"a kita (meld code {code}) under the {self.rules_in_force.name} "
                               "rules, which have none", code="invalid_meld")
            hand.play.kita(seat, tile_of(kita, red_fives=self.red))
            return
        decoded = decode_meld_code(code, self.red)
        meld = decoded.meld
        if meld.kind is MeldKind.CLOSED_KAN:
            tiles = meld.tiles
            hand.play.closed_kan(seat, (tiles[0], tiles[1], tiles[2], tiles[3]))
        elif meld.kind is MeldKind.ADDED_KAN:
            assert decoded.added is not None
            hand.play.added_kan(seat, tile_of(decoded.added, red_fives=self.red))
        else:
            hand.play.call(seat, meld)

    def reach(self, element: ET.Element) -> None:
        hand = self.current(element)
        seat = _seat(element.attrib["who"], self.seats)
        step = element.attrib["step"]
        if step == "1":
            hand.play.declare_riichi(seat)
        elif step == "2":
            hand.play.accept_riichi(seat)
        else:
            raise LogError(f"unknown riichi step {step!r}", code="invalid_log")

    def agari(self, element: ET.Element) -> None:
        hand = self.current(element)
        attrib = element.attrib
        winner = _seat(attrib["who"], self.seats)
        source = _seat(attrib["fromWho"], self.seats)
        discarder = None if source == winner else source
        win_tile = tile_of(int(attrib["machi"]), red_fives=self.red)
        ids = _ints(attrib["hai"])
        machi = int(attrib["machi"])
        if machi not in ids:
            raise LogError(f"the winning tile {machi} is not among the tiles shown",
                           code="invalid_log")
        ids.remove(machi)
        codes = _ints(attrib.get("m", ""))
        kita = sum(kita_id(code) is not None for code in codes)
        if kita != hand.play.kita_count(winner):
            raise LogError(f"the win shows {kita} kita, the play {hand.play.kita_count(winner)}",
                           code="invalid_log")
        melds = tuple(decode_meld_code(code, self.red).meld for code in codes
                      if kita_id(code) is None)
        try:
            shown = Hand(tuple(tile_of(i, red_fives=self.red) for i in ids), win_tile, melds)
        except MjscoreError as err:
            raise LogError(f"the winning hand cannot be: {err.message}",
                           code="invalid_log") from None
        played = hand.play.winning_hand(winner, discarder)
        if (played.concealed, played.win_tile) != (shown.concealed, shown.win_tile) or sorted(
                map(str, played.melds)) != sorted(map(str, shown.melds)):
            raise LogError(f"the winning hand {shown} is not the hand played, {played}",
                           code="invalid_log")
        deltas = _deltas(attrib["sc"], self.seats)
        pao = attrib.get("paoWho")
        ura = tuple(tile_of(i, red_fives=self.red) for i in _ints(attrib.get("doraHaiUra", "")))
        hand.ura = hand.ura or ura
        hand.results.append(Win(
            winner=winner, discarder=discarder, hand=played,
            flags=hand.play.win_flags(winner, discarder),
            dora=tuple(tile_of(i, red_fives=self.red) for i in _ints(attrib["doraHai"])),
            ura=ura, pao=None if pao is None else _seat(pao, self.seats),
            kita=kita, recorded=_recorded(attrib, deltas)))
        self.result(element, deltas)

    def ryuukyoku(self, element: ET.Element) -> None:
        hand = self.current(element)
        if hand.end is not None:
            raise LogError("<RYUUKYOKU> after the hand's result", code="invalid_log")
        kind = element.attrib.get("type")
        if kind is None or kind == "nm":
            tenpai = frozenset(seat for seat in range(self.seats)
                               if f"hai{seat}" in element.attrib)
            nagashi = hand.play.nagashi_seats() if kind == "nm" else frozenset()
            if kind == "nm" and not nagashi:
                raise LogError("nagashi mangan without a seat that made it", code="invalid_log")
            hand.results.append(ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi,
                                               hands=hand.play.hands()))
        elif kind in _ABORTS:
            abort = _ABORTS[kind]
            seat = hand.last_drawer if abort is AbortKind.NINE_TERMINALS else None
            hand.results.append(AbortiveDraw(abort, seat))
        else:
            raise LogError(f"unknown draw type {kind!r}", code="invalid_log")
        self.result(element, _deltas(element.attrib["sc"], self.seats))

    def result(self, element: ET.Element, deltas: Scores) -> None:
        hand = self.hand
        assert hand is not None
        before = _scores(element.attrib["sc"], self.seats, 0)
        hand.end = _add(before, deltas)
        owari = element.attrib.get("owari")
        if owari is not None:
            self.finish()
            values = owari.split(",")
            seats = self.seats
            if len(values) not in (2 * seats, 2 * TABLE_POSITIONS) or any(
                    float(value) for value in values[2 * seats:]):
                raise LogError(f"the final record {owari!r} is not {_count(seats)} scores and "
                               "points", code="invalid_log")
            self.final = FinalRecord(
                scores=_per_seat([round(float(value) * 100)
                                  for value in values[0:2 * seats:2]], seats),
                points=tuple(float(value) for value in values[1:2 * seats:2]))

    def finish(self) -> None:
        hand = self.hand
        if hand is None:
            return
        if hand.end is None:
            raise LogError(f"{hand.where} has no result before the next hand",
                           code="invalid_log")
        riichi = [Riichi(seat, stick=hand.play.seats[seat].riichi,
                         double=hand.play.double_riichi(seat))
                  for seat in hand.play.riichi_order]
        written = Written(label=hand.label, sticks=hand.sticks, start_scores=hand.start,
                          deltas=_sub(hand.end, hand.start), end_scores=hand.end)
        play = Play(hand.play.dealt, tuple(hand.play.moves), tuple(hand.dora), hand.ura)
        self.hands.append(HandRecord((*riichi, *hand.results), written, hand.index, play))
        self.hand = None


_HANDLERS = {"GO": _Reader.go, "UN": _Reader.un, "INIT": _Reader.init, "N": _Reader.meld,
             "REACH": _Reader.reach, "AGARI": _Reader.agari, "RYUUKYOKU": _Reader.ryuukyoku,
             "DORA": _Reader.dora}


def _recorded(attrib: dict[str, str], deltas: Scores) -> RecordedWin:
    fu, value, limit_index = _ints(attrib["ten"])[:3]
    pairs = _ints(attrib.get("yaku", ""))
    yaku = [(yaku_id(pairs[i]), pairs[i + 1]) for i in range(0, len(pairs), 2)
            if pairs[i + 1] > 0]
    yakuman = _ints(attrib.get("yakuman", ""))
    yaku.extend((yaku_id(ident), 13) for ident in yakuman)
    if not 0 <= limit_index < len(LIMITS):
        raise LogError(f"unknown limit {limit_index} in ten={attrib['ten']!r}",
                       code="invalid_log")
    limit = LIMITS[limit_index]
    if limit == "yakuman" and not yakuman:
        limit = "kazoe_yakuman"
    return RecordedWin(han=sum(han for _, han in yaku), fu=fu, limit=limit,
                       yakuman=len(yakuman), yaku=tuple(yaku), value=value, deltas=deltas)


def _show(element: ET.Element) -> str:
    attributes = "".join(f' {key}="{value}"' for key, value in element.attrib.items())
    text = f"<{element.tag}{attributes}/>"
    return text if len(text) <= 80 else text[:77] + "…/>"


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part.strip()]


def _seat(text: str, seats: int) -> int:
    seat = int(text)
    if not 0 <= seat < seats:
        raise LogError(f"there is no seat {seat}", code="invalid_log")
    return seat


def _count(seats: int) -> str:
    return {3: "three", 4: "four"}.get(seats, str(seats))


def _per_seat(values: list[int], seats: int) -> Scores:
    """One value a seat, as :data:`~mjscore.game.Scores`: a three-player log writes four,
    the empty North position's 0 last, which is dropped."""
    if len(values) == TABLE_POSITIONS and seats < TABLE_POSITIONS and not any(
            values[seats:]):
        values = values[:seats]
    if len(values) != seats:
        raise LogError(f"expected {_count(seats)} values, not {len(values)}",
                       code="invalid_log")
    return tuple(values)


def _scores(text: str, seats: int, offset: int | None = None) -> Scores:
    """Scores in units of 100 as points: every value, or every other from ``offset``."""
    values = _ints(text)
    if offset is not None:
        values = values[offset::2]
    return _per_seat([value * 100 for value in values], seats)


def _deltas(sc: str, seats: int) -> Scores:
    return _scores(sc, seats, 1)


def _add(left: Scores, right: Scores) -> Scores:
    return tuple(one + other for one, other in zip(left, right, strict=True))


def _sub(left: Scores, right: Scores) -> Scores:
    return tuple(one - other for one, other in zip(left, right, strict=True))


class MjlogReader(GameReader):
    """The ``mjlog`` input format (:mod:`mjscore.base.readers`): a document that starts with XML."""

    name = "mjlog"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """XML: an mjlog, or a file that claims to be one and is told apart when read."""
        return head.line.startswith(b"<")

    @staticmethod
    def read_game(data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjlog(data, game_id=game_id)

    @classmethod
    def read_partial(cls, data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjlog(data, game_id=game_id, partial=True)
