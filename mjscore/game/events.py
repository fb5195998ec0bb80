"""What happened in a game, hand by hand: the values every game reader yields.

A score sheet (``sheet.py``), a Tenhou mjlog (``mjlog.py``) and a tenhou.net/6 log
(``tenhou6.py``) are read into the same :class:`GameRecord`; the game ledger (``ledger.py``)
plays it under the rules and says what the rules give at every step. Readers only report what
their source says; the ledger decides what it is worth.

Seats are absolute and numbered from the first dealer (起家): seat 0 deals the first hand,
seat 1 sits to the dealer's right and deals next, and so on. A seat's wind in a hand follows
from who deals it (``seat - dealer`` round the table, 0 being East). How many seats there
are is the rules' (:attr:`~mjscore.rules.Rules.seats`).

Each hand is one :class:`HandRecord`: its events in order (riichi declarations, then what
ended it) and what the source wrote down about it (:class:`Written`), which the ledger checks.

>>> from mjscore.hand import Wind
>>> label = HandLabel(Wind.SOUTH, 4, 2)
>>> str(label), HandLabel.parse("S4-2") == label
('S4-2', True)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from ..base import MjscoreError, value_class
from ..hand import Hand, Meld, Tile, Wind
from ..rules import DEFAULT_RULES, Rules
from ..scoring import Claim

if TYPE_CHECKING:
    from ..hand import WaitingHand

Scores: TypeAlias = tuple[int, ...]
"""One number per seat, seat 0 (the first dealer) first."""


def as_scores(values: Iterable[int], seats: int) -> Scores:
    """``seats`` numbers, one per seat, as :data:`Scores`.

    Raises:
        ValueError: for more or fewer than ``seats``.
    """
    scores = tuple(values)
    if len(scores) != seats:
        raise ValueError(f"expected {seats} values, not {len(scores)}")
    return scores


@dataclass(frozen=True, slots=True, order=True)
class HandLabel:
    """A hand's name on a score sheet: round wind, hand number (the dealer's turn) and honba.

    ``E1`` is the first hand, ``S4-2`` the last hand of the South round with two honba.
    """

    round: Wind
    number: int
    """1 up to the number of seats: which dealer's turn of the round it is."""
    honba: int = 0

    def __str__(self) -> str:
        base = f"{self.round.letter}{self.number}"
        return f"{base}-{self.honba}" if self.honba else base

    @classmethod
    def parse(cls, text: str, seats: int = DEFAULT_RULES.seats) -> HandLabel:
        """Read ``E1``, ``s4-2``, ``東1``, ``東1局2本場`` or ``E1.2`` as a label of a game of
        ``seats`` players (a round has a hand for each dealer).

        Raises:
            MjscoreError: with code ``invalid_hand_label`` for anything else.
        """
        match = _LABEL.fullmatch(text.strip())
        if match is None:
            raise MjscoreError(f"cannot read the hand label {text!r}: write the round and the "
                               "hand, then the honba (E1, S4-2, 東1局2本場)",
                               code="invalid_hand_label")
        number = int(match["number"])
        if not 1 <= number <= seats:
            raise MjscoreError(f"hand {number} of {text!r} is not 1 to {seats}",
                               code="invalid_hand_label")
        return cls(Wind.parse(match["round"]), number, int(_honba_group(match) or 0))


_LABEL = re.compile(r"(?P<round>[eswnESWN東南西北])\s*(?P<number>\d)\s*局?"
                    r"(?:\s*[-.]\s*(?P<honba>\d{1,3})|\s*(?P<ja>\d{1,3})\s*本場)?")


def _honba_group(match: re.Match[str]) -> str | None:
    return match["honba"] or match["ja"]


class AbortKind(enum.Enum):
    """The abortive draws (途中流局)."""

    NINE_TERMINALS = "kyuushu_kyuuhai"
    """九種九牌: nine different terminals and honours on the first draw."""
    FOUR_WINDS = "suufon_renda"
    """四風連打: the same wind discarded by all four on the first go-round."""
    FOUR_RIICHI = "suucha_riichi"
    """四家立直: all four players in riichi."""
    FOUR_KANS = "suukaikan"
    """四槓散了: a fourth kan by more than one player."""
    THREE_RONS = "sanchahou"
    """三家和: three players ron the same discard."""


@value_class
class Riichi:
    """A riichi declaration. ``stick`` is False when the declaring discard was ronned, so no
    stick went down."""

    seat: int
    stick: bool = True
    double: bool = False
    """Declared on the first discard with no call before it (ダブル立直)."""


@value_class
class RecordedWin:
    """What a log says one win was worth, for the replay to check (never an input to scoring).

    ``deltas`` are that winner's score changes for every seat (honba and sticks included, as
    the log pays them).
    """

    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    """A :class:`~mjscore.scoring.Limit` value, or None."""
    yakuman: int = 0
    yaku: tuple[tuple[str, int], ...] = ()
    """mjscore yaku ids with their han (13 per yakuman), dora included."""
    value: int | None = None
    """The hand's points without honba and sticks."""
    deltas: Scores | None = None


WIN_FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
             "chankan_closed_kan", "tenhou", "chiihou", "renhou")
"""The situation flags a win carries itself; the ledger supplies seat, round, honba, sticks,
discarder and tsumo (and riichi from the hand's :class:`Riichi` events)."""


@value_class
class Win:
    """One player's win. ``discarder`` is None for a tsumo.

    A win is given by its hand (then the ledger scores it), by a claim in ``check``'s grammar
    (then the ledger pays the claim), or both (then the ledger scores the hand and checks the
    claim against it).
    """

    winner: int
    discarder: int | None = None
    hand: Hand | None = None
    claim: Claim | None = None
    flags: frozenset[str] = frozenset()
    """Names from :data:`WIN_FLAGS` that hold for this win."""
    dora: tuple[Tile, ...] = ()
    """Dora indicators, kan dora included."""
    ura: tuple[Tile, ...] = ()
    pao: int | None = None
    """The seat liable (責任払い) for the yakuman, if any."""
    recorded: RecordedWin | None = None
    kita: int = 0
    """Norths the winner set aside as kita (抜きドラ, three players)."""
    dora_count: int = field(default=0, repr=False)
    """Dora the hand holds, given as a count (``dora 2``) rather than indicators."""
    ura_count: int = field(default=0, repr=False)
    aka_count: int = field(default=0, repr=False)
    """Red fives the hand holds, when its notation writes them as plain fives."""

    @property
    def tsumo(self) -> bool:
        """Won on the player's own draw."""
        return self.discarder is None


@value_class
class ExhaustiveDraw:
    """The wall ran out (荒牌流局). ``tenpai``: the players who showed a ready hand;
    ``nagashi``: those who completed nagashi mangan (流し満貫)."""

    tenpai: frozenset[int] = frozenset()
    nagashi: frozenset[int] = frozenset()
    hands: tuple[WaitingHand, ...] | None = field(default=None, compare=False)
    """Each seat's 13 tiles at the draw (concealed tiles and melds), seat 0 first, when the
    source has them (a log replayed move by move); None otherwise. Not part of the draw's
    equality: what the draw decides is who was tenpai."""


@value_class
class AbortiveDraw:
    """An abortive draw (途中流局). ``seat``: who declared it, where one player does."""

    kind: AbortKind
    seat: int | None = None


@value_class
class Chombo:
    """A major foul (チョンボ) by ``seat``: the hand is void and the offender pays."""

    seat: int
    reason: str = ""


class FoulPenalty(enum.Enum):
    """What a minor foul (錯) costs (第４条 5–7)."""

    FORFEIT = "forfeit"
    """The offender may not win this hand."""
    STICK = "stick"
    """1,000 points to the table, collected by the next winner like a riichi stick."""


@value_class
class MinorFoul:
    """A minor foul (錯) by ``seat``."""

    seat: int
    penalty: FoulPenalty
    reason: str = ""


@value_class
class Adjustment:
    """Points moved by the players' own decision (第４条 4): one change per seat, summing to
    zero unless points go to or come from the table."""

    deltas: Scores
    reason: str = ""


@value_class
class GameEnd:
    """The game ends here although the rules would play on (a time limit, a player leaves)."""

    reason: str = ""


Event: TypeAlias = (Riichi | Win | ExhaustiveDraw | AbortiveDraw | Chombo | MinorFoul
                    | Adjustment | GameEnd)


@value_class
class Written:
    """What the source wrote down about a hand, for the ledger to check; None where it says
    nothing. Scores and deltas are per seat, seat 0 first."""

    label: HandLabel | None = None
    sticks: int | None = None
    """Riichi sticks on the table when the hand started."""
    start_scores: Scores | None = None
    deltas: Scores | None = None
    """The hand's whole score changes (every winner, noten payments, chombo …)."""
    end_scores: Scores | None = None


Move: TypeAlias = tuple[str, int, Tile | Meld | None]
"""One action of a hand's play as a log tells it: ``(kind, seat, what)``, ``kind`` one of
:data:`MOVE_KINDS`, ``what`` the tile (of a draw, a discard, an added kan, a kita), the meld
(of a call or a closed kan) or None (a riichi declared, a riichi stick put down). Plain tuples:
a reader makes one for every draw and discard of every hand."""

MOVE_KINDS = ("draw", "discard", "tsumogiri", "riichi", "stick", "call", "closed_kan",
              "added_kan", "kita")
"""The kinds of :data:`Move`: a draw; a discard of a tile from the hand, or ``tsumogiri``,
of the tile just drawn; ``riichi`` declared (before its discard) and its ``stick`` put down
(its discard passed); a ``call`` of the last discard (chi, pon, open kan); a ``closed_kan``;
an ``added_kan`` (the tile added to a pon); a ``kita`` (a North set aside)."""


@value_class
class Play:
    """A logged hand's play, for the log writers: each seat's dealt tiles (seat 0 first),
    every action in order (:data:`Move`), and the dora and ura indicators shown."""

    dealt: tuple[tuple[Tile, ...], ...]
    moves: tuple[Move, ...]
    dora: tuple[Tile, ...] = ()
    """The dora indicators, the first and then each kan's, in the order shown."""
    ura: tuple[Tile, ...] = ()


@value_class
class HandRecord:
    """One hand: its events in order and what the source wrote about it.

    ``line`` is where the hand stands in its source (a sheet's line number, a log's hand
    index from 1), for messages. ``play`` is the whole play of a hand read from a game log
    (the log writers' input), None for a hand given by its results only (a score sheet).
    """

    events: tuple[Event, ...]
    written: Written = Written()
    line: int | None = None
    play: Play | None = field(default=None, compare=False)


@value_class
class FinalRecord:
    """The end of the game as the source wrote it: final scores and final points per seat."""

    scores: Scores | None = None
    points: tuple[float, ...] | None = None


@value_class
class GameRecord:
    """A whole game as a source tells it.

    ``players`` are named in seat order (the first dealer first). ``errors`` are the problems
    the reader met and stepped over (python-chess keeps a game's errors the same way): a
    reader never drops what it cannot read silently.
    """

    players: tuple[str, ...]
    """One name a seat: :attr:`~mjscore.rules.Rules.seats` of them."""
    rules: Rules
    hands: tuple[HandRecord, ...] = ()
    final: FinalRecord | None = None
    id: str | None = None
    """The source's own id of the game (a log id, a file name)."""
    errors: tuple[MjscoreError, ...] = field(default=())
    dan: tuple[str, ...] | None = None
    """The players' ranks as the source writes them (``四段``, ``天鳳``), when it does."""
    rate: tuple[float, ...] | None = None
    """The players' ratings, when the source writes them."""
    sx: tuple[str, ...] | None = None
    """The players' sex as Tenhou writes it (``M``, ``F``), when the source does."""
    room: str | None = None
    """The room as tenhou.net/6 names it (``鳳南喰赤``), when the source says."""
    claims: str = ""
    """How the source writes points-only claims (:data:`~mjscore.game.CLAIM_READINGS`), or
    ``""`` when it does not say (a sheet's ``claims:`` header)."""
