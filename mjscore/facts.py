"""The facts of a win that yaku and fu are decided by, derived once.

:class:`HandFacts` holds what every reading of a hand shares (its kinds, suits, whether it
is closed, the winds that count); :class:`Win` adds one reading's own facts (its runs,
triplets, concealed sets, the wait). The yaku predicates (:mod:`mjscore.yaku`) and the fu
count (:mod:`mjscore.fu`) read these facts instead of re-scanning the tiles.
"""

from __future__ import annotations

import enum

from .decompose import SEQ, SHANPON, STANDARD, RawReading, closed_and_kans
from .decompose import THIRTEEN_ORPHANS as ORPHANS
from .hand import Hand
from .rules import Rules
from .situation import Situation
from .tiles import CHUN, FIRST_HONOR, GREEN_KINDS, HAKU, HATSU, TERMINAL_OR_HONOR_KINDS, Wind


class Gate(enum.IntFlag):
    """A cheap fact of a reading that a yaku cannot hold without.

    Each yaku of the registry (:data:`mjscore.yaku.YAKU`) declares its gate, the facts it
    needs; :func:`mjscore.yaku.find_yaku` tries only the yaku whose gate a reading meets
    (:attr:`Win.gates`), so that most predicates are never called. A gate must follow from
    the yaku's definition (a necessary condition), never the other way round. A test holds
    every predicate to its gate, and every gate a reading meets to what the gate says, on
    every reading of the real hands and of Hypothesis hands.
    """

    NONE = 0
    """No gate: the yaku is tried on every reading."""
    RIICHI = enum.auto()
    """Riichi or double riichi was declared (ippatsu cannot be without it)."""
    DOUBLE_RIICHI = enum.auto()
    IPPATSU = enum.auto()
    """Ippatsu was declared, with riichi or double riichi."""
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
    ALL_GREEN = enum.auto()
    """Every tile of the hand is green (23468s and 6z)."""
    OUTSIDE = enum.auto()
    """No suited tile of rank 4, 5 or 6 anywhere in the hand: no set that holds one holds a
    terminal or an honor, so chanta and junchan cannot be without this."""
    STRAIGHT = enum.auto()
    """Some suit holds all nine ranks (an ittsu's 123, 456 and 789)."""
    MIXED_RUN = enum.auto()
    """Some three ranks ``r, r+1, r+2`` are held in all three suits (a sanshoku's runs)."""
    DOUBLE_RUN = enum.auto()
    """Some three ranks ``r, r+1, r+2`` of one suit are held twice each (an iipeikou)."""
    MIXED_TRIPLET = enum.auto()
    """Three or more of some rank in all three suits (a sanshoku doukou's triplets)."""
    DRAGON_TRIPLET = enum.auto()
    """Three or more of some dragon."""
    HAKU_TRIPLET = enum.auto()
    """Three or more of the white dragon; ``HATSU_TRIPLET``, ``CHUN_TRIPLET``: green, red."""
    HATSU_TRIPLET = enum.auto()
    CHUN_TRIPLET = enum.auto()
    THREE_DRAGONS = enum.auto()
    """Two or more of each dragon (shousangen's pair and triplets, or daisangen)."""
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


# The gates as plain integers: computed per hand and per reading, where an IntFlag's
# operators cost a call each.
_RIICHI, _DOUBLE_RIICHI, _IPPATSU = int(Gate.RIICHI), int(Gate.DOUBLE_RIICHI), int(Gate.IPPATSU)
_EVENT, _TSUMO, _THREE_KANS = int(Gate.EVENT), int(Gate.TSUMO), int(Gate.THREE_KANS)
_HONORS, _NO_HONORS, _ONE_SUIT = int(Gate.HONORS), int(Gate.NO_HONORS), int(Gate.ONE_SUIT)
_ALL_SIMPLE, _ALL_TERMINAL_OR_HONOR = int(Gate.ALL_SIMPLE), int(Gate.ALL_TERMINAL_OR_HONOR)
_ALL_GREEN, _OUTSIDE, _STRAIGHT = int(Gate.ALL_GREEN), int(Gate.OUTSIDE), int(Gate.STRAIGHT)
_MIXED_RUN, _DOUBLE_RUN = int(Gate.MIXED_RUN), int(Gate.DOUBLE_RUN)
_MIXED_TRIPLET = int(Gate.MIXED_TRIPLET)
_DRAGON_TRIPLET, _WIND_TRIPLET = int(Gate.DRAGON_TRIPLET), int(Gate.WIND_TRIPLET)
_THREE_DRAGONS = int(Gate.THREE_DRAGONS)
_TRIPLET_OF = {HAKU: int(Gate.HAKU_TRIPLET), HATSU: int(Gate.HATSU_TRIPLET),
               CHUN: int(Gate.CHUN_TRIPLET)}
"""The gate of three or more of each dragon."""
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


# --- the tiles' gates, one suit at a time ---------------------------------------------------
#
# The gates of a hand's tiles are read off its four suits, each one looked up by its counts
# in a table of its own (few distinct suits occur): a suit gives the gates of the form "no
# tile …" that it breaks (``kills``), those of the form "some tile(s) …" that it makes
# (``grants``), and for a suited one the ranks it holds runs and triplets of (``ranks``), which
# the three suits share or not (sanshoku). ``ranks`` also carries a bit for the suit itself
# (``_HELD``): which suits hold tiles decides ONE_SUIT and ``HandFacts.suits``.

_KILLABLE = _ALL_SIMPLE | _ALL_TERMINAL_OR_HONOR | _NO_HONORS | _ALL_GREEN | _OUTSIDE
"""The gates a hand meets unless one of its suits breaks them."""
_RUN_RANKS = 0x7F
"""Bits 0–6 of ``ranks``: a run from this rank index has each of its three ranks held."""
_TRIPLET_SHIFT = 7
"""Bits 7–15 of ``ranks``: three or more of this rank index."""
_HELD_SHIFT = 16
"""Bit 16 + suit of ``ranks``: the suit (0 man, 1 pin, 2 sou) holds tiles."""

SuitGates = tuple[int, int, int]
"""The ``(kills, grants, ranks)`` of one suit's nine counts."""
HonorGates = tuple[int, int]
"""The ``(kills, grants)`` of the seven honor counts."""

_SUIT_LIMIT = 1 << 15
"""Entries kept in each suit's table before it starts afresh (a bound on memory)."""


class _SuitTable(dict[tuple[int, ...], SuitGates]):
    """The gates of one suit's counts, by its nine counts, filled as they are met."""

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.suit = suit

    def __missing__(self, counts: tuple[int, ...]) -> SuitGates:
        if len(self) >= _SUIT_LIMIT:
            self.clear()
        gates = self[counts] = suit_gates(counts, self.suit)
        return gates


class _HonorTable(dict[tuple[int, ...], HonorGates]):
    """The gates of the honors' seven counts, filled as they are met."""

    def __missing__(self, counts: tuple[int, ...]) -> HonorGates:
        gates = self[counts] = honor_gates(counts)  # (at most 5^7 entries)
        return gates


def suit_gates(counts: tuple[int, ...], suit: int) -> SuitGates:
    """The gates one suit (0 man, 1 pin, 2 sou) of nine ``counts`` kills and grants, and the
    ranks it holds runs and triplets of: worked out from each gate's definition."""
    kinds = [9 * suit + rank for rank in range(9) if counts[rank]]
    if not kinds:
        return 0, 0, 0
    kills = 0
    if not TERMINAL_OR_HONOR_KINDS.isdisjoint(kinds):
        kills |= _ALL_SIMPLE
    if not TERMINAL_OR_HONOR_KINDS.issuperset(kinds):
        kills |= _ALL_TERMINAL_OR_HONOR
    if any(counts[3:6]):
        kills |= _OUTSIDE
    if not GREEN_KINDS.issuperset(kinds):
        kills |= _ALL_GREEN
    grants = 0
    if all(counts):
        grants |= _STRAIGHT
    runs = [rank for rank in range(7) if min(counts[rank:rank + 3]) >= 1]
    if any(min(counts[rank:rank + 3]) >= 2 for rank in runs):
        grants |= _DOUBLE_RUN
    ranks = 1 << (_HELD_SHIFT + suit)
    for rank in runs:
        ranks |= 1 << rank
    for rank in range(9):
        if counts[rank] >= 3:
            ranks |= 1 << (_TRIPLET_SHIFT + rank)
    return kills, grants, ranks


def honor_gates(counts: tuple[int, ...]) -> HonorGates:
    """The gates the honors' seven ``counts`` (kinds from ``FIRST_HONOR``) kill and grant."""
    held = {kind: count for kind, count in enumerate(counts, FIRST_HONOR) if count}
    if not held:
        return 0, 0
    kills = _NO_HONORS | _ALL_SIMPLE
    if not GREEN_KINDS.issuperset(held):
        kills |= _ALL_GREEN
    grants = _HONORS
    for kind, count in held.items():
        if count >= 3:
            grants |= _TRIPLET_OF.get(kind, _WIND_TRIPLET)
            if kind in _TRIPLET_OF:
                grants |= _DRAGON_TRIPLET
    if all(held.get(kind, 0) >= 2 for kind in _TRIPLET_OF):
        grants |= _THREE_DRAGONS
    return kills, grants


_MAN, _PIN, _SOU = _SuitTable(0), _SuitTable(1), _SuitTable(2)
_HONOR_TABLE = _HonorTable()
_HELD_GATES = tuple(_ONE_SUIT if held in (1, 2, 4) else 0 for held in range(8))
"""ONE_SUIT by the suits that hold tiles (bit 0 man, 1 pin, 2 sou)."""
_SUITS_HELD = tuple(frozenset(suit for suit in range(3) if held >> suit & 1)
                    for held in range(8))
"""The suits (0, 1, 2) that hold tiles, by the same bits: shared, immutable."""
_EAST = Wind.EAST


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
        melds = hand.melds
        # The gates of the tiles, from the four suits' tables (see ``suit_gates``).
        m_kills, m_grants, m_ranks = _MAN[counts[:9]]
        p_kills, p_grants, p_ranks = _PIN[counts[9:18]]
        s_kills, s_grants, s_ranks = _SOU[counts[18:FIRST_HONOR]]
        h_kills, h_grants = _HONOR_TABLE[counts[FIRST_HONOR:]]
        held = (m_ranks | p_ranks | s_ranks) >> _HELD_SHIFT
        gates = ((_KILLABLE & ~(m_kills | p_kills | s_kills | h_kills))
                 | m_grants | p_grants | s_grants | h_grants | _HELD_GATES[held])
        shared = m_ranks & p_ranks & s_ranks
        if shared:
            if shared & _RUN_RANKS:
                gates |= _MIXED_RUN
            if shared >> _TRIPLET_SHIFT:
                gates |= _MIXED_TRIPLET
        # The gates of the situation.
        if situation.double_riichi:
            gates |= _RIICHI | _DOUBLE_RIICHI
        elif situation.riichi:
            gates |= _RIICHI
        if gates & _RIICHI and situation.ippatsu:
            gates |= _IPPATSU
        if (situation.haitei or situation.houtei or situation.rinshan or situation.chankan
                or situation.tenhou or situation.chiihou or situation.renhou):
            gates |= _EVENT
        self.tsumo = tsumo = situation.tsumo
        if tsumo:
            gates |= _TSUMO
        if melds:
            self.closed, kans = closed_and_kans(hand)
            if kans >= 3:
                gates |= _THREE_KANS
        else:
            self.closed, kans = True, 0
        self.kans = kans
        self.gates = gates
        self.melds = len(melds)
        self.concealed_counts = hand.concealed_counts
        self.dealer = situation.seat is _EAST  # (``Situation.dealer``)
        self.situation = situation
        self.rules = rules
        self.seat_kind = situation.seat.kind
        self.round_kind = situation.round.kind
        self.win_kind = hand.win_tile.kind
        self.suits = _SUITS_HELD[held]
        self.has_honors = h_grants != 0
        self.all_simple = gates & _ALL_SIMPLE != 0
        self.all_terminal_or_honor = gates & _ALL_TERMINAL_OR_HONOR != 0
        # Whether the tiles alone, whatever the reading, leave room for a yakuman: readings
        # of a hand for which this is False skip the yakuman predicates, which can then only
        # come from the reading (four concealed triplets, three dragon or wind triplets,
        # thirteen orphans). All honors, all terminals, all green, nine gates, four kans,
        # and the yakuman of the first turn.
        self.may_be_yakuman = (
            not held
            or gates & _ALL_TERMINALS == _ALL_TERMINALS
            or gates & _ALL_GREEN != 0
            or (not melds and gates & _PURE_ONE_SUIT == _PURE_ONE_SUIT)
            or kans == 4
            or (gates & _EVENT != 0
                and (situation.tenhou or situation.chiihou or situation.renhou))
        )


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
        self.seqs = seqs
        self.triplets = triplets
        self.concealed_sets = concealed
        # The Gate values the reading meets, as an integer.
        self.gates = (facts.gates | _RUN_GATES[len(seqs)] | _TRIPLET_GATES[len(triplets)]
                      | _SHAPE_GATES[shape])
        # Whether any yakuman predicate can hold for this reading.
        self.may_be_yakuman = (
            facts.may_be_yakuman
            or concealed == 4
            or shape == ORPHANS
            or (len(triplets) >= 3
                and sum(1 for kind in triplets if kind >= FIRST_HONOR) >= 3)
        )

    def yakuhai_kinds(self) -> tuple[int, ...]:
        """Kinds whose triplet or pair is worth something: dragons, seat and round wind."""
        return (HAKU, HATSU, CHUN, self.facts.seat_kind, self.facts.round_kind)
