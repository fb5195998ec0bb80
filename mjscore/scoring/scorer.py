"""Scoring: every reading of a hand, its yaku, fu and limit, and who pays whom.

:func:`score` is the public entry point. It reads the hand every way it can, scores each
reading under the rules, keeps the one that pays the most (ties go to a yakuman over kazoe,
then to more han, then to more fu), and returns a :class:`Score` that explains itself.

>>> result = score("234m567p8s+8s [456s] [777z]", tsumo=True, seat="S", dora=["3m"])
>>> result.han, result.fu, result.value, [(str(p.payer), p.amount) for p in result.payments]
(2, 30, 2000, [('E', 1000), ('W', 500), ('N', 500)])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field, replace
from operator import attrgetter
from typing import Any

from ..base import InvalidSituation, NotAWinningHand, NoYaku, SharedValues, filler, value_class
from ..hand import (
    DORA_KIND,
    DORA_KIND_108,
    Hand,
    Wind,
    parse_hand,
    read_canonical,
    suit_parts,
)
from ..rules import DEFAULT_RULES, PaoScope, Renhou, Rules, TileSet
from ..situation import Situation, check_situation, situation_fields, situation_of
from .decompose import THIRTEEN_ORPHANS, RawReading, Reading, describe, meld_sets, raw_readings
from .facts import HandFacts, Win
from .fu import FuItem, count_fu
from .points import (
    Limit,
    Payer,
    Payment,
    basic_points,
    hand_value,
    payment_table,
    payments,
    seat_deltas,
)

__all__ = ["Limit", "Payer", "Payment", "Score", "YakuHit", "basic_points", "hand_value",
           "kita_dora", "kita_han", "payment_table", "score", "score_hand",
           "score_readings"]
from .yaku import YAKU_BY_ID, YakuTables, find_yaku, yaku_tables


@value_class
class YakuHit:
    """A yaku (or dora) that counted, with its han; a yakuman counts 13 han per multiple."""

    id: str
    han: int


@value_class
class Score:
    """The scored hand: the reading chosen, its yaku, fu, limit and payments."""

    hand: Hand
    situation: Situation
    rules: Rules
    _raw_reading: RawReading = field(repr=False)
    """The chosen reading in the engine's form; :attr:`reading` is its public value, made
    when asked for (most callers read the numbers only)."""
    han: int
    """Han of the yaku and dora; 13 per yakuman multiple for a yakuman."""
    fu: int
    """Fu after rounding (25 for seven pairs)."""
    limit: Limit | None
    yakuman: int
    """How many yakuman the hand counts (0 for none)."""
    yaku: tuple[YakuHit, ...]
    fu_items: tuple[FuItem, ...]
    basic_points: int
    """基本点: fu × 2^(han + 2), or the limit's value."""
    value: int
    """The hand's points without honba and deposits."""
    payments: tuple[Payment, ...]
    total: int
    """Everything the winner receives: payments, honba and deposits included."""

    @property
    def reading(self) -> Reading:
        """The reading chosen: its shape, blocks, wait and winning tile. A triplet a ron
        completed (a shanpon wait) is shown open."""
        return describe(self._raw_reading, self.hand.win_tile, ron=not self.situation.tsumo)

    @property
    def dealer(self) -> bool:
        """The winner is the dealer."""
        return self.situation.dealer

    @property
    def fu_sum(self) -> int:
        """The fu items added up before rounding."""
        return sum(item.fu for item in self.fu_items)

    @property
    def honba_points(self) -> int:
        """Points the honba counters add to the payments."""
        return self.situation.honba * self.rules.honba_value

    @property
    def deposit_points(self) -> int:
        """Points of the riichi deposits the winner collects."""
        return self.situation.sticks * self.rules.riichi_deposit

    @property
    def deltas(self) -> tuple[int, ...]:
        """Each seat's change of score in seat wind order (E, S, W, N), one a seat of the
        rules: the winner gains ``total``, each payer loses its payment (deposits come from
        the table, not from a seat).

        Raises:
            ValueError: for a ron whose discarder's seat was not given.
        """
        return seat_deltas(self.payments, self.situation.seat, self.total, self.rules.seats)

    def as_record(self) -> dict[str, Any]:
        """The result as plain JSON-ready data, with the keys of a batch output record.

        A yakuman has ``fu`` null and no ``fu_items`` (its fu do not count). ``payments``
        list the riichi deposits as a payer of their own (``deposits``), so that they add up
        to ``total``.
        """
        # (start-up time: the JSON writers load for a score written as JSON, not for each)
        from .json_text import reading_record

        paid = [{"payer": p.payer.value, "amount": p.amount} for p in self.payments]
        if self.deposit_points:
            paid.append({"payer": Payer.DEPOSITS.value, "amount": self.deposit_points})
        return {
            "hand": str(self.hand),
            "han": self.han,
            "fu": None if self.yakuman else self.fu,
            "limit": self.limit.value if self.limit else None,
            "yakuman": self.yakuman,
            "yaku": [{"id": hit.id, "han": hit.han} for hit in self.yaku],
            "fu_items": [] if self.yakuman else [
                {"reason": item.reason, "fu": item.fu, "tiles": item.tiles}
                for item in self.fu_items],
            "value": self.value,
            "payments": paid,
            "total": self.total,
            "reading": reading_record(self.reading),
        }


    def as_json(self) -> str:
        """:meth:`as_record` as one line of JSON text, exactly as ``json.dumps(record,
        ensure_ascii=False)`` writes it, but written from the parts, which is several times
        faster than building the record and encoding it (batch output is made of it).

        Enum members are written by their ``_value_``, a plain attribute: ``value`` is a
        property, a Python call each in Python 3.11.

        >>> result = score("23456m55678p234s+4m", riichi=True, sticks=1)
        >>> import json; result.as_json() == json.dumps(result.as_record(), ensure_ascii=False)
        True
        """
        # (start-up time: the JSON writers load for a score written as JSON, not for each)
        from .json_text import score_json

        return score_json(self)


PAO_YAKUMAN = frozenset(("daisangen", "daisuushii"))
"""Yakuman for which a player can be liable (責任払い)."""


def score(hand: Hand | str, situation: Situation | None = None, *,
          rules: Rules | str | Mapping[str, Any] | None = None, **keywords: Any) -> Score:
    """Score a winning hand.

    ``hand`` is notation text or a parsed :class:`Hand`. The situation is a
    :class:`~mjscore.situation.Situation`, or keyword arguments with the keys of the batch
    format (``situation.SITUATION_FIELDS``): ``tsumo``, ``riichi``, ``double_riichi``,
    ``ippatsu``, ``haitei``, ``houtei``, ``rinshan``, ``chankan``, ``chankan_closed_kan``,
    ``tenhou``, ``chiihou``, ``renhou`` (flags); ``seat`` and ``round`` ("E", "S", "W",
    "N"); ``dora`` and ``ura`` (indicator tiles); ``honba``, ``sticks``; ``discarder`` and
    ``pao`` (seat winds). Keywords given with a situation change those of its fields.
    ``rules`` is a preset name, a :class:`Rules` value, or a mapping ``{"preset": NAME,
    FIELD: VALUE, …}``; None means the default (tenhou) rules.

    >>> from mjscore.situation import Situation
    >>> score("23456m55678p234s+4m", Situation(riichi=True), dora=["1m"]).han
    4

    Raises:
        TypeError: for a hand that is neither text nor a :class:`Hand`.
        ParseError, InvalidHand: for bad notation.
        InvalidSituation: for a situation that cannot happen.
        RulesError: for unknown rules.
        NotAWinningHand: when the tiles do not form a winning shape.
        NoYaku: when the hand is complete but has no yaku.
    """
    # The usual call (text in the canonical layout, loose keywords, the default rules) goes
    # straight to the parts: the canonical reader, then parse_hand only for what it leaves;
    # the candidates and the score as score_hand makes them, a call fewer.
    if type(hand) is str:
        parsed = read_canonical(hand) or parse_hand(hand)
    elif isinstance(hand, str):
        parsed = parse_hand(hand)
    elif isinstance(hand, Hand):
        parsed = hand
    else:
        raise TypeError(f"hand must be notation text (str) or a Hand, not "
                        f"{type(hand).__name__}")
    if situation is None:
        built = situation_of(keywords)
    elif isinstance(situation, Situation):
        built = replace(situation, **situation_fields(keywords)) if keywords else situation
    else:
        raise InvalidSituation(f"situation must be a Situation, not {type(situation).__name__}"
                               "; give loose keys as keyword arguments", code="invalid_value")
    if rules is None:
        chosen = DEFAULT_RULES
    elif isinstance(rules, Rules):
        chosen = rules
    else:
        # (start-up time: the rules files' module loads for rules given by name or mapping,
        # not for a hand scored under a Rules value or the default rules)
        from ..rules import resolve_rules

        chosen = resolve_rules(rules)
    candidates = _candidates(parsed, built, chosen)
    best = candidates[0] if len(candidates) == 1 else max(candidates, key=_KEY)
    return _build(parsed, built, chosen, best)


def score_hand(hand: Hand, situation: Situation, rules: Rules) -> Score:
    """Score a parsed hand in a built situation under the given rules (see :func:`score`,
    which does the same, written out)."""
    candidates = _candidates(hand, situation, rules)
    best = candidates[0] if len(candidates) == 1 else max(candidates, key=_KEY)
    return _build(hand, situation, rules, best)


def score_readings(hand: Hand, situation: Situation, rules: Rules) -> tuple[Score, ...]:
    """Every reading of the hand that has a yaku, scored, best first.

    Raises:
        the errors of :func:`score`.
    """
    candidates = sorted(_candidates(hand, situation, rules), key=lambda c: c.key, reverse=True)
    return tuple(_build(hand, situation, rules, candidate) for candidate in candidates)


def _candidates(hand: Hand, situation: Situation, rules: Rules) -> list[_Candidate]:
    check_situation(hand, situation, rules)
    # The suits' parts and the melds are shared by the readings and the facts.
    parts = hand.parts or suit_parts(hand.concealed_counts)  # (the reader's, if it read it)
    melds = meld_sets(hand) if hand.melds else ()
    raws = raw_readings(hand, parts, melds)
    if not raws:
        # (start-up time: the shanten count loads for a hand that does not win, not for each)
        from ..hand import waits_hint

        hint = waits_hint(hand)
        raise NotAWinningHand(f"{hand} is not a winning hand: it forms neither four sets and "
                              "a pair, nor seven pairs, nor thirteen orphans"
                              + (f"; {hint}" if hint else ""))
    if situation.chankan_closed_kan:
        raws = [raw for raw in raws if raw[0] == THIRTEEN_ORPHANS]
        if not raws:
            raise InvalidSituation("only thirteen orphans may rob a closed kan",
                                   code="closed_kan_chankan_not_kokushi")
    facts = HandFacts(hand, situation, rules, parts, melds)
    dora = _dora(hand, situation, rules)
    # What every reading reads is fetched once: the rules' yaku and points tables, by one
    # look-up (``_rule_tables``, written out: two calls fewer a hand).
    known = _RULE_TABLES.get(id(rules))
    if known is None or known[0] is not rules:
        known = _rule_tables(rules)
    _, tables, points = known
    renhou_alone = rules.renhou is _MANGAN_ALONE
    candidates = []
    for raw in raws:  # (each reading scored here, without a call of its own)
        win = Win(facts, raw)
        yaku, yakuman = find_yaku(win, tables)
        if not yaku:
            continue
        fu = count_fu(win, win.gates & _FOUR_RUNS != 0 and _PINFU in yaku)
        if yakuman:
            candidates.append(_Candidate(win, yaku, yakuman, fu, points))
        elif renhou_alone and any(ident == "renhou" for ident, _ in yaku):
            candidates.append(_renhou_alone(win, yaku, dora, fu, points))
        else:
            yaku += dora  # (the list is this reading's own)
            candidates.append(_Candidate(win, yaku, 0, fu, points))
    if not candidates:
        hint = ""
        if facts.all_simple and not facts.closed and not rules.open_tanyao:
            hint = f" (all simples needs a closed hand under the {rules.name} rules)"
        raise NoYaku(f"{hand} is complete but has no yaku: dora alone do not make a win{hint}")
    return candidates


_MANGAN_ALONE = Renhou.MANGAN_ALONE


class _Candidate:
    """One reading's score, kept light until it is chosen."""

    __slots__ = ("basic", "fu", "fu_items", "han", "limit", "value", "win_raw", "yaku",
                 "yakuman")

    def __init__(self, win: Win, yaku: list[tuple[str, int]], yakuman: int,
                 counted: tuple[Sequence[FuItem], int], points: _PointsTable) -> None:
        """``counted`` is the reading's fu lines and total (``count_fu``), ``points`` the
        points table of its rules, fetched once a hand."""
        facts = win.facts
        self.win_raw = win.raw
        self.yaku = yaku
        self.yakuman = yakuman
        self.fu_items, self.fu = counted
        fu = counted[1]
        if yakuman:
            han = 13 * yakuman
        else:  # (a loop: quicker than sum(map(...)) on a few lines)
            han = 0
            for hit in yaku:
                han += hit[1]
        self.han = han
        self.basic, self.limit, self.value = (
            points.get((han, fu, yakuman, facts.dealer, facts.tsumo))
            or _value(han, fu, yakuman, facts))

    @property
    def key(self) -> tuple[int, int, int, int]:
        """The best reading pays the most; on equal pay a real yakuman beats a counted one
        (kazoe), then more han, then more fu win (asked for only when a hand has several
        readings)."""
        return (self.value, self.yakuman, self.han, self.fu)


_KEY = attrgetter("key")
"""A candidate's key: the best reading has the greatest."""

_Points = tuple[int, Limit | None, int]
"""Basic points, the limit reached and the hand's value."""
_PointsTable = dict[tuple[int, int, int, bool, bool], _Points]
"""The points of (han, fu, yakuman, dealer, tsumo) already worked out under a rule set."""
_RULE_TABLES: dict[int, tuple[Rules, YakuTables, _PointsTable]] = {}
"""The yaku tables (:func:`yaku_tables`) and the points table of each rule set in use, by
the identity of its ``Rules`` (hashing a ``Rules`` compares all its fields), to fetch both
by one look-up a hand."""


def _rule_tables(rules: Rules) -> tuple[Rules, YakuTables, _PointsTable]:
    """The rules with their yaku tables and points table, remembered."""
    known = _RULE_TABLES.get(id(rules))
    if known is None or known[0] is not rules:
        if len(_RULE_TABLES) >= 64:
            _RULE_TABLES.clear()
        known = _RULE_TABLES[id(rules)] = (rules, yaku_tables(rules), {})
    return known


def _value(han: int, fu: int, yakuman: int, facts: HandFacts) -> _Points:
    """Basic points, limit and value of a hand, remembered (few combinations occur)."""
    basic, limit = basic_points(han, fu, yakuman, facts.rules)
    points = (basic, limit, hand_value(basic, facts.dealer, facts.tsumo, facts.rules))
    table = _rule_tables(facts.rules)[2]
    if len(table) < 4096:
        table[han, fu, yakuman, facts.dealer, facts.tsumo] = points
    return points


_PINFU = ("pinfu", YAKU_BY_ID["pinfu"].han_closed)
"""Pinfu as it counts: closed hands only, so at its closed value."""
_FOUR_RUNS = int(YAKU_BY_ID["pinfu"].gate)
"""Pinfu's gate, four runs: a reading without it has no pinfu to look for among its yaku."""


def _renhou_alone(win: Win, yaku: list[tuple[str, int]], dora: list[tuple[str, int]],
                  fu: tuple[Sequence[FuItem], int], points: _PointsTable) -> _Candidate:
    """Renhou under ``renhou = mangan_alone``, "not cumulative with other yaku and dora"
    (EMA 2016 p.22): the win is paid as renhou alone, a mangan, or by its other yaku and dora
    without renhou when those pay more; never both added. On equal pay renhou alone."""
    alone = _Candidate(win, [hit for hit in yaku if hit[0] == "renhou"], 0, fu, points)
    others = [hit for hit in yaku if hit[0] != "renhou"]
    if others:
        without = _Candidate(win, others + dora, 0, fu, points)
        if without.value > alone.value:
            return without
    return alone


def _dora(hand: Hand, situation: Situation, rules: Rules) -> list[tuple[str, int]]:
    counts = hand.counts
    found = []
    dora = situation.dora_count
    pointers = DORA_KIND if rules.tiles is _ALL_TILES else DORA_KIND_108
    for tile in situation.dora:
        dora += counts[pointers[tile.kind]]
    if dora:
        found.append(("dora", dora))
    if situation.kita:
        found.append(("kita", kita_han(situation, rules)))
    red = situation.aka_count
    for tile in hand.reds:  # (``_value_``: ``value`` is a property, a call in Python 3.11)
        if tile.suit._value_ in rules.red_fives:
            red += 1
    if red:
        found.append(("aka_dora", red))
    if (situation.riichi or situation.double_riichi) and rules.ura_dora:
        ura = situation.ura_count
        for tile in situation.ura:
            ura += counts[pointers[tile.kind]]
        if ura:
            found.append(("ura_dora", ura))
    return found


_ALL_TILES = TileSet.FULL
_WEST = Wind.WEST.kind


def kita_dora(situation: Situation, rules: Rules) -> tuple[int, int]:
    """The dora and the ura dora of the situation's kita (抜きドラ): each kita is one dora,
    and a North for the indicators, so one dora more for each dora indicator showing West
    and, for a riichi hand under ``kita_ura`` (and ura dora), one ura dora for each ura
    indicator showing West. Tenhou counts the first in its dora (yaku 52) and the second in
    its ura dora (53); the score shows their sum as one line, ``kita``.

    >>> from mjscore.rules import TENHOU3
    >>> from mjscore.situation import make_situation
    >>> kita_dora(make_situation(riichi=True, kita=2, dora="3z", ura="3z"), TENHOU3)
    (4, 2)
    """
    kita = situation.kita
    dora = kita * (1 + sum(1 for tile in situation.dora if tile.kind == _WEST))
    ura = 0
    if situation.any_riichi and rules.ura_dora and rules.kita_ura:
        ura = kita * sum(1 for tile in situation.ura if tile.kind == _WEST)
    return dora, ura


def kita_han(situation: Situation, rules: Rules) -> int:
    """The han of the ``kita`` line: its dora and ura dora (:func:`kita_dora`)."""
    dora, ura = kita_dora(situation, rules)
    return dora + ura


_HITS: SharedValues[tuple[str, int], YakuHit] = SharedValues(YakuHit, limit=1024)
"""The shared yaku line of each (id, han): lines are immutable, and few occur."""
_hit = _HITS.__getitem__
"""The shared yaku line of an (id, han) pair (the bound lookup, made once)."""
_new_score = filler(Score)
"""A :class:`Score` of its fields' values in field order, built as ``Score(*values)``
builds it at a fifth of the cost (:func:`mjscore.base.filler`)."""


def _build(hand: Hand, situation: Situation, rules: Rules, best: _Candidate) -> Score:
    paid = payments(situation, rules, best.basic,
                    None if situation.pao is None else _liable_basic(situation, rules, best))
    total = situation.sticks * rules.riichi_deposit
    for payment in paid:
        total += payment.amount
    yaku = (tuple([_HITS[ident, 13 * multiple] for ident, multiple in best.yaku])
            if best.yakuman else tuple(map(_hit, best.yaku)))
    return _new_score((  # the fields in order, as Score(*values) takes them
        hand, situation, rules, best.win_raw, best.han, best.fu, best.limit, best.yakuman,
        yaku, tuple(best.fu_items), best.basic, best.value, paid, total))


def _liable_basic(situation: Situation, rules: Rules, best: _Candidate) -> int | None:
    """The part of the basic points the liable player (pao) answers for: None for all.

    Raises:
        InvalidSituation: ``pao_without_yakuman`` when no yakuman has a liable player.
    """
    if not (best.yakuman and any(ident in PAO_YAKUMAN for ident, _ in best.yaku)):
        raise InvalidSituation("a liable player (pao) needs daisangen or daisuushii",
                               code="pao_without_yakuman")
    # Tenhou holds the liable player to the whole hand, other yakuman beside the liable one
    # included: the liable seat answers for all of the basic points; under pao_scope =
    # yakuman only for the liable yakuman's share of them.
    if rules.pao_scope is not PaoScope.YAKUMAN:
        return None
    liable = sum(han for ident, han in best.yaku if ident in PAO_YAKUMAN)
    return best.basic // best.yakuman * liable
