"""The facts of a win that yaku and fu are decided by, derived once.

:class:`HandFacts` holds what every reading of a hand shares (its kinds, suits, whether it
is closed, the winds that count); :class:`Win` adds one reading's own facts (its runs,
triplets, concealed sets, the wait). The yaku predicates (:mod:`mjscore.yaku`) and the fu
count (:mod:`mjscore.fu`) read these facts instead of re-scanning the tiles.
"""

from __future__ import annotations

import enum
from itertools import compress

from .decompose import SEQ, SHANPON, STANDARD, RawReading, closed_and_kans
from .decompose import THIRTEEN_ORPHANS as ORPHANS
from .hand import Hand
from .rules import Rules
from .situation import Situation
from .tiles import CHUN, FIRST_HONOR, GREEN_KINDS, HAKU, HATSU, TERMINAL_OR_HONOR_KINDS, Wind

_KINDS = range(34)


class Gate(enum.IntFlag):
    """A cheap fact of a reading that a yaku cannot hold without.

    Each yaku of the registry (:data:`mjscore.yaku.YAKU`) declares its gate, the facts it
    needs; :func:`mjscore.yaku.find_yaku` tries only the yaku whose gate a reading meets
    (:attr:`Win.gates`), so that most predicates are never called. A test holds every
    predicate to its gate on every reading of the real hands and of Hypothesis hands.
    """

    NONE = 0
    """No gate: the yaku is tried on every reading."""
    RIICHI = enum.auto()
    """Riichi or double riichi was declared (ippatsu cannot be without it)."""
    EVENT = enum.auto()
    """A win on a special tile or turn: haitei, houtei, rinshan, chankan, tenhou, chiihou
    or renhou."""
    TSUMO = enum.auto()
    ALL_SIMPLE = enum.auto()
    """No terminal or honor anywhere in the hand."""
    HONORS = enum.auto()
    NO_HONORS = enum.auto()
    ONE_SUIT = enum.auto()
    """The hand's suited tiles are of one suit (honors aside), and there are some."""
    ALL_TERMINAL_OR_HONOR = enum.auto()
    DRAGON_TRIPLET = enum.auto()
    """Three or more of some dragon."""
    WIND_TRIPLET = enum.auto()
    """Three or more of some wind."""
    THREE_KANS = enum.auto()
    """Three or four kans among the melds."""
    RUN = enum.auto()
    """The reading has a run; ``TWO_RUNS`` … ``FOUR_RUNS``: that many or more."""
    TWO_RUNS = enum.auto()
    THREE_RUNS = enum.auto()
    FOUR_RUNS = enum.auto()
    THREE_TRIPLETS = enum.auto()
    """The reading has three or more triplets or kans; ``FOUR_TRIPLETS``: four."""
    FOUR_TRIPLETS = enum.auto()
    SEVEN_PAIRS = enum.auto()
    """The reading is seven pairs; ``THIRTEEN_ORPHANS``: thirteen orphans."""
    THIRTEEN_ORPHANS = enum.auto()


# The gates as plain integers: computed per reading, where an IntFlag's operators cost a
# call each.
_RIICHI, _EVENT, _TSUMO = int(Gate.RIICHI), int(Gate.EVENT), int(Gate.TSUMO)
_HONORS, _NO_HONORS, _ONE_SUIT = int(Gate.HONORS), int(Gate.NO_HONORS), int(Gate.ONE_SUIT)
_ALL_SIMPLE, _ALL_TERMINAL_OR_HONOR = int(Gate.ALL_SIMPLE), int(Gate.ALL_TERMINAL_OR_HONOR)
_DRAGON_TRIPLET, _WIND_TRIPLET = int(Gate.DRAGON_TRIPLET), int(Gate.WIND_TRIPLET)
_THREE_KANS = int(Gate.THREE_KANS)
_RUN_GATES = tuple(int(gates) for gates in (
    Gate.NONE, Gate.RUN, Gate.RUN | Gate.TWO_RUNS, Gate.RUN | Gate.TWO_RUNS | Gate.THREE_RUNS,
    Gate.RUN | Gate.TWO_RUNS | Gate.THREE_RUNS | Gate.FOUR_RUNS))
"""The gates of a reading by its number of runs."""
_TRIPLET_GATES = tuple(int(gates) for gates in (
    Gate.NONE, Gate.NONE, Gate.NONE, Gate.THREE_TRIPLETS, Gate.THREE_TRIPLETS | Gate.FOUR_TRIPLETS))
"""The gates of a reading by its number of triplets and kans."""
_SHAPE_GATES = (0, int(Gate.SEVEN_PAIRS), int(Gate.THIRTEEN_ORPHANS))
"""The gates of a reading by its shape (``STANDARD``, ``SEVEN_PAIRS``, ``THIRTEEN_ORPHANS``)."""


class HandFacts:
    """Facts about a hand and its situation that every reading shares, computed once."""

    __slots__ = (
        "all_simple",
        "all_terminal_or_honor",
        "closed",
        "concealed_counts",
        "dealer",
        "gates",
        "has_honors",
        "kans",
        "kinds",
        "may_be_yakuman",
        "melds",
        "round_kind",
        "rules",
        "seat_kind",
        "situation",
        "suits",
        "tsumo",
        "win_kind",
    )

    def __init__(self, hand: Hand, situation: Situation, rules: Rules) -> None:
        counts = hand.counts
        self.kinds = kinds = list(compress(_KINDS, counts))
        self.concealed_counts = hand.concealed_counts
        self.melds = len(hand.melds)
        self.closed, self.kans = closed_and_kans(hand) if hand.melds else (True, 0)
        self.tsumo = situation.tsumo
        self.dealer = situation.seat is Wind.EAST  # (``Situation.dealer``)
        self.situation = situation
        self.rules = rules
        self.seat_kind = situation.seat.kind
        self.round_kind = situation.round.kind
        self.win_kind = hand.win_tile.kind
        self.suits = suits = set(compress(_SUIT_OF, counts))  # (the suit of each kind held)
        self.has_honors = has_honors = HONOR in suits
        if has_honors:
            suits.discard(HONOR)
        self.all_simple = TERMINAL_OR_HONOR_KINDS.isdisjoint(kinds)
        self.all_terminal_or_honor = TERMINAL_OR_HONOR_KINDS.issuperset(kinds)
        self.may_be_yakuman = self._may_be_yakuman(situation)
        self.gates = self._gates(situation, counts)

    def _may_be_yakuman(self, situation: Situation) -> bool:
        """Whether the tiles alone, whatever the reading, leave room for a yakuman.

        A cheap filter: readings of a hand for which this is False skip the yakuman
        predicates, which can then only come from the reading (four concealed triplets,
        three dragon or wind triplets, thirteen orphans).
        """
        return (
            situation.tenhou or situation.chiihou or situation.renhou
            or self.kans == 4
            or not self.suits
            or (not self.has_honors and TERMINAL_KINDS.issuperset(self.kinds))
            or GREEN_KINDS.issuperset(self.kinds)
            or (not self.melds and len(self.suits) == 1 and not self.has_honors)
        )

    def _gates(self, situation: Situation, counts: tuple[int, ...]) -> int:
        """The :class:`Gate` values every reading of the hand meets, as an integer."""
        gates = 0
        if situation.riichi or situation.double_riichi:
            gates = _RIICHI
        if (situation.haitei or situation.houtei or situation.rinshan or situation.chankan
                or situation.tenhou or situation.chiihou or situation.renhou):
            gates |= _EVENT
        if self.tsumo:
            gates |= _TSUMO
        if self.all_simple:
            gates |= _ALL_SIMPLE
        if self.all_terminal_or_honor:
            gates |= _ALL_TERMINAL_OR_HONOR
        if len(self.suits) == 1:
            gates |= _ONE_SUIT
        if self.has_honors:
            gates |= _HONORS
            if max(counts[HAKU:]) >= 3:
                gates |= _DRAGON_TRIPLET
            if max(counts[FIRST_HONOR:HAKU]) >= 3:
                gates |= _WIND_TRIPLET
        else:
            gates |= _NO_HONORS
        if self.kans >= 3:
            gates |= _THREE_KANS
        return gates


HONOR = FIRST_HONOR // 9
"""The place of the honors among the suits (``kind // 9``)."""
_SUIT_OF = tuple(kind // 9 for kind in _KINDS)
TERMINAL_KINDS = frozenset(kind for kind in range(FIRST_HONOR) if kind % 9 in (0, 8))


class Win:
    """One reading of a hand with the facts its yaku and fu depend on."""

    __slots__ = (
        "concealed_sets",
        "facts",
        "gates",
        "pair",
        "raw",
        "ron_triplet",
        "seqs",
        "sets",
        "shape",
        "triplets",
        "wait",
        "win_set",
    )

    def __init__(self, facts: HandFacts, raw: RawReading) -> None:
        shape, sets, pair, wait, win_set = raw
        self.facts = facts
        self.shape = shape
        self.sets = sets
        self.pair = pair
        self.wait = wait
        self.win_set = win_set
        self.raw = raw
        # ``ron_completed_set``, written out (a call per reading).
        self.ron_triplet = ron_triplet = win_set if wait == SHANPON and not facts.tsumo else -1
        seqs: list[int] = []
        triplets: list[int] = []
        concealed = 0
        if shape == STANDARD:  # (the blocks of seven pairs are pairs)
            for index, (code, kind, is_open, _) in enumerate(sets):
                if code == SEQ:
                    seqs.append(kind)
                else:  # a triplet or a kan
                    triplets.append(kind)
                    if not is_open and index != ron_triplet:
                        concealed += 1
            seqs.sort()
        self.seqs = seqs
        self.triplets = triplets
        self.concealed_sets = concealed
        # The Gate values the reading meets, as an integer.
        self.gates = (facts.gates | _RUN_GATES[len(seqs)] | _TRIPLET_GATES[len(triplets)]
                      | _SHAPE_GATES[shape])

    def may_be_yakuman(self) -> bool:
        """Whether any yakuman predicate can hold for this reading."""
        return (
            self.facts.may_be_yakuman
            or self.concealed_sets == 4
            or self.shape == ORPHANS
            or (len(self.triplets) >= 3
                and sum(1 for kind in self.triplets if kind >= FIRST_HONOR) >= 3)
        )

    def yakuhai_kinds(self) -> tuple[int, ...]:
        """Kinds whose triplet or pair is worth something: dragons, seat and round wind."""
        return (HAKU, HATSU, CHUN, self.facts.seat_kind, self.facts.round_kind)
