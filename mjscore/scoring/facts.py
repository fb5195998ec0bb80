"""The facts of a win that yaku and fu are decided by, derived once.

:class:`HandFacts` holds what every reading of a hand shares (its gates, suits, whether it
is closed, the winds that count); :class:`Win` adds one reading's own facts (its runs,
triplets, concealed sets, the wait). The yaku predicates (:mod:`mjscore.scoring.yaku`) and the fu
count (:mod:`mjscore.scoring.fu`) read these facts instead of re-scanning the tiles.
"""

from __future__ import annotations

from ..hand import (
    CHUN,
    FIRST_HONOR,
    HAKU,
    HATSU,
    HELD_SHIFT,
    KILLABLE,
    RUN_RANKS,
    SEQ,
    SHANPON,
    SUIT_GATES,
    TRIPLET_SHIFT,
    Gate,
    Hand,
    Parts,
    RawSet,
    Wind,
    meld_suits,
    suit_parts,
)
from ..rules import Rules
from ..situation import Situation
from .decompose import STANDARD, RawReading, closed_and_kans
from .decompose import THIRTEEN_ORPHANS as ORPHANS

__all__ = ["Gate", "HandFacts", "Win"]


# The gates as plain integers: computed per hand and per reading, where an IntFlag's
# operators cost a call each.
_RIICHI, _DOUBLE_RIICHI, _IPPATSU = int(Gate.RIICHI), int(Gate.DOUBLE_RIICHI), int(Gate.IPPATSU)
_ANY_RIICHI = _RIICHI | _DOUBLE_RIICHI
_EVENT, _TSUMO, _THREE_KANS = int(Gate.EVENT), int(Gate.TSUMO), int(Gate.THREE_KANS)
_CLOSED = int(Gate.CLOSED)
_NO_HONORS, _ONE_SUIT = int(Gate.NO_HONORS), int(Gate.ONE_SUIT)
_ALL_SIMPLE, _ALL_TERMINAL_OR_HONOR = int(Gate.ALL_SIMPLE), int(Gate.ALL_TERMINAL_OR_HONOR)
_ALL_GREEN = int(Gate.ALL_GREEN)
_MIXED_RUN, _MIXED_TRIPLET = int(Gate.MIXED_RUN), int(Gate.MIXED_TRIPLET)
_ALL_TERMINALS = _NO_HONORS | _ALL_TERMINAL_OR_HONOR
"""Both gates: every tile is a terminal (chinroutou)."""
_PURE_ONE_SUIT = _ONE_SUIT | _NO_HONORS
"""Both gates: one suit and no honor (chinitsu, chuuren)."""
_RUN_GATES = tuple(int(gates) for gates in (
    Gate.NONE, Gate.RUN, Gate.RUN | Gate.TWO_RUNS, Gate.RUN | Gate.TWO_RUNS | Gate.THREE_RUNS,
    Gate.RUN | Gate.TWO_RUNS | Gate.THREE_RUNS | Gate.FOUR_RUNS))
"""The gates of a reading by its number of runs."""
_TRIPLET_GATES = tuple(int(gates) for gates in (
    Gate.NONE, Gate.NONE, Gate.NONE, Gate.THREE_TRIPLETS, Gate.THREE_TRIPLETS | Gate.FOUR_TRIPLETS))
"""The gates of a reading by its number of triplets and kans."""
_SHAPE_GATES = (0, int(Gate.SEVEN_PAIRS), int(Gate.THIRTEEN_ORPHANS))
"""The gates of a reading by its shape (``STANDARD``, ``SEVEN_PAIRS``, ``THIRTEEN_ORPHANS``)."""
_STANDARD_GATES = tuple(_RUN_GATES[runs] | _TRIPLET_GATES[4 - runs] for runs in range(5))
"""The gates of a standard reading by its number of runs: its other sets (four in all)
are triplets or kans."""


_HELD_GATES = tuple(_ONE_SUIT if held in (1, 2, 4) else 0 for held in range(8))
"""ONE_SUIT by the suits that hold tiles (bit 0 man, 1 pin, 2 sou)."""
_SUITS_HELD = tuple(frozenset(suit for suit in range(3) if held >> suit & 1)
                    for held in range(8))
"""The suits (0, 1, 2) that hold tiles, by the same bits: shared, immutable."""
_EAST = Wind.EAST
_MAN_GATES, _PIN_GATES, _SOU_GATES, _HONOR_GATES = SUIT_GATES


class HandFacts:
    """Facts about a hand and its situation that every reading shares, computed once."""

    __slots__ = (
        "closed",
        "dealer",
        "gates",
        "hand",
        "held",
        "kans",
        "may_be_yakuman",
        "round_kind",
        "rules",
        "seat_kind",
        "situation",
        "tsumo",
    )

    def __init__(self, hand: Hand, situation: Situation, rules: Rules,  # noqa: PLR0915
                 parts: Parts | None = None, melds: tuple[RawSet, ...] | None = None
                 ) -> None:  # (one function: a call of its own for the tiles' gates costs 1%)
        """``parts`` are those of the hand's concealed counts and ``melds`` its melds as
        engine sets (``decompose.suit_parts`` and ``meld_sets``), when the caller has them
        (the scorer has, from the readings)."""
        closed, kans, suits = True, 0, 0
        if not hand.melds:
            if parts is None:
                parts = suit_parts(hand.counts)
            # (else a closed hand's concealed parts are those of all its tiles)
        elif parts is None or melds is None:
            parts = suit_parts(hand.counts)
            closed, kans = closed_and_kans(hand)
        else:
            # ``with_melds`` as gates: the suits the melds add to are looked up again by the
            # hand's whole counts, their gates alone (those counts are never split).
            suits, closed, kans = meld_suits(melds)
        # The gates of the tiles, from the four suits' (see ``gates.suit_gates``).
        ((_, m_kills, m_grants, m_ranks, _), (_, p_kills, p_grants, p_ranks, _),
         (_, s_kills, s_grants, s_ranks, _), (_, h_kills, h_grants, _, _)) = parts
        if suits:
            counts = hand.counts
            if suits & 1:
                m_kills, m_grants, m_ranks = _MAN_GATES[counts[:9]]
            if suits & 2:
                p_kills, p_grants, p_ranks = _PIN_GATES[counts[9:18]]
            if suits & 4:
                s_kills, s_grants, s_ranks = _SOU_GATES[counts[18:FIRST_HONOR]]
            if suits & 8:
                h_kills, h_grants, _ = _HONOR_GATES[counts[FIRST_HONOR:]]
        held = (m_ranks | p_ranks | s_ranks) >> HELD_SHIFT
        gates = ((KILLABLE & ~(m_kills | p_kills | s_kills | h_kills))
                 | m_grants | p_grants | s_grants | h_grants | _HELD_GATES[held])
        shared = m_ranks & p_ranks & s_ranks
        if shared:
            if shared & RUN_RANKS:
                gates |= _MIXED_RUN
            if shared >> TRIPLET_SHIFT:
                gates |= _MIXED_TRIPLET
        # The gates of the situation.
        if situation.riichi:
            gates |= _RIICHI
        if situation.double_riichi:
            gates |= _DOUBLE_RIICHI
        if gates & _ANY_RIICHI and situation.ippatsu:
            gates |= _IPPATSU
        if (situation.haitei or situation.houtei or situation.rinshan or situation.chankan
                or situation.tenhou or situation.chiihou or situation.renhou):
            gates |= _EVENT
        self.tsumo = tsumo = situation.tsumo
        if tsumo:
            gates |= _TSUMO
        self.closed = closed
        if closed:
            gates |= _CLOSED
        if kans >= 3:
            gates |= _THREE_KANS
        self.kans = kans
        self.gates = gates
        self.hand = hand
        self.held = held
        self.dealer = situation.seat is _EAST  # (``Situation.dealer``)
        self.situation = situation
        self.rules = rules
        self.seat_kind = situation.seat.kind
        self.round_kind = situation.round.kind
        # Whether the tiles alone, whatever the reading, leave room for a yakuman: readings
        # of a hand for which this is False skip the yakuman predicates, which can then only
        # come from the reading (four concealed triplets, three dragon or wind triplets,
        # thirteen orphans). All honors, all terminals, all green, nine gates, four kans,
        # and the yakuman of the first turn.
        self.may_be_yakuman = (
            not held
            or gates & _ALL_TERMINALS == _ALL_TERMINALS
            or gates & _ALL_GREEN != 0
            or (not hand.melds and gates & _PURE_ONE_SUIT == _PURE_ONE_SUIT)
            or kans == 4
            or (gates & _EVENT != 0
                and (situation.tenhou or situation.chiihou or situation.renhou))
        )

    # Facts few readings ask for, read off the hand and the gates when asked (each one
    # kept would cost every hand).

    @property
    def melds(self) -> int:
        """How many melds the hand declares."""
        return len(self.hand.melds)

    @property
    def concealed_counts(self) -> tuple[int, ...]:
        """How many tiles of each kind the concealed part holds, the winning tile in."""
        return self.hand.concealed_counts

    @property
    def win_kind(self) -> int:
        """The kind of the winning tile."""
        return self.hand.win_tile.kind

    @property
    def suits(self) -> frozenset[int]:
        """The suits (0 man, 1 pin, 2 sou) that hold tiles."""
        return _SUITS_HELD[self.held]

    @property
    def has_honors(self) -> bool:
        """Some tile is an honor."""
        return self.gates & _NO_HONORS == 0

    @property
    def all_simple(self) -> bool:
        """No terminal or honor anywhere in the hand."""
        return self.gates & _ALL_SIMPLE != 0

    @property
    def all_terminal_or_honor(self) -> bool:
        """Every tile is a terminal or an honor."""
        return self.gates & _ALL_TERMINAL_OR_HONOR != 0


class Win:
    """One reading of a hand with the facts its yaku and fu depend on."""

    __slots__ = (
        "concealed_sets",
        "facts",
        "gates",
        "may_be_yakuman",
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
            for code, kind, is_open, _ in sets:
                if code == SEQ:
                    seqs.append(kind)
                else:  # a triplet or a kan
                    triplets.append(kind)
                    if not is_open:
                        concealed += 1
            if ron_triplet >= 0:  # (a concealed triplet, counted above, that is open)
                concealed -= 1
            seqs.sort()
            trips = 4 - len(seqs)  # (four sets)
            gates = _STANDARD_GATES[len(seqs)]
        else:
            trips = 0
            gates = _SHAPE_GATES[shape]
        self.seqs = seqs
        self.triplets = triplets
        self.concealed_sets = concealed
        # The Gate values the reading meets, as an integer.
        self.gates = facts.gates | gates
        # Whether any yakuman predicate can hold for this reading.
        self.may_be_yakuman = (
            facts.may_be_yakuman
            or concealed == 4
            or shape == ORPHANS
            or (trips >= 3 and sum(1 for kind in triplets if kind >= FIRST_HONOR) >= 3)
        )

    def yakuhai_kinds(self) -> tuple[int, ...]:
        """Kinds whose triplet or pair is worth something: dragons, seat and round wind."""
        return (HAKU, HATSU, CHUN, self.facts.seat_kind, self.facts.round_kind)
