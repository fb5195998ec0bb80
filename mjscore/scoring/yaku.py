"""Yaku: a registry of definitions and one small predicate per yaku.

Each yaku is a :class:`YakuDef` (id, names, han closed and open, how rules gate it, which
yaku it supersedes) plus a predicate that receives a :class:`~mjscore.scoring.facts.Win`: one
reading of the hand together with facts derived once, so that no predicate re-scans the
tiles. Relations between yaku (ryanpeikou over iipeikou, junchan over chanta, chinitsu over
honitsu, double riichi over riichi, the double-yakuman patterns over their plain forms) are
data in the registry, and :func:`find_yaku` is one generic loop.

>>> [d.id for d in YAKU if d.yakuman][:3]
['kokushi', 'kokushi_13_wait', 'suuankou']
"""

from __future__ import annotations

from collections.abc import Callable

from ..base import value_class
from ..hand import (
    CHUN,
    DRAGON_KINDS,
    HAKU,
    HATSU,
    RYANMEN,
    SEQ,
    TANKI,
    TERMINAL_OR_HONOR_KINDS,
    THIRTEEN,
    WIND_KINDS,
    Gate,
)
from ..rules import Renhou, Rules
from .decompose import SEVEN_PAIRS, STANDARD
from .decompose import THIRTEEN_ORPHANS as ORPHANS
from .facts import Win

Predicate = Callable[[Win], bool]


@value_class
class YakuDef:
    """One yaku: its id, names, value and how the rules gate it."""

    id: str
    name: str
    """English name: a translation (``Pure double sequence``)."""
    name_ja: str
    """Japanese name."""
    han_closed: int
    """Han in a closed hand; for a yakuman, how many yakuman it is (2 for the double
    patterns when the rules count them double)."""
    han_open: int
    """Han in an open hand; 0 when the yaku needs a closed hand."""
    test: Predicate
    yakuman: bool = False
    supersedes: tuple[str, ...] = ()
    """Ids this yaku replaces when both are present."""
    available: Callable[[Rules], bool] | None = None
    """Whether the yaku exists under the given rules (None: always)."""
    open_available: Callable[[Rules], bool] | None = None
    """Whether the open value counts under the given rules (None: always)."""
    han_rule: Callable[[Rules], int] | None = None
    """The han set by the rules, instead of ``han_closed`` and ``han_open``."""
    gate: Gate = Gate.NONE
    """Facts of a reading the yaku cannot hold without: readings that miss one never try
    the predicate (a test holds each predicate to its gate)."""
    exact: bool = False
    """The gate is the whole definition: every reading that meets it holds the yaku, so
    the scorer finds it by its gate and does not call the predicate (a test holds the
    predicate to the gate both ways)."""

    @property
    def romaji(self) -> str:
        """The name English-speaking players use at the table, in romaji (``iipeikou``,
        ``tsumo``, ``haku``): the id in words unless :data:`ROMAJI` says otherwise."""
        return ROMAJI.get(self.id) or self.id.replace("_", " ")

    def value(self, rules: Rules, closed: bool) -> int:
        """Han (or yakuman multiple) of the yaku under ``rules``; 0 when it does not count."""
        if self.available is not None and not self.available(rules):
            return 0
        if self.han_rule is not None:
            return self.han_rule(rules)
        if closed:
            return self.han_closed
        if self.open_available is not None and not self.open_available(rules):
            return 0
        return self.han_open


# --- predicates: situation ----------------------------------------------------------------

def _riichi(w: Win) -> bool:
    return w.facts.situation.riichi


def _double_riichi(w: Win) -> bool:
    return w.facts.situation.double_riichi


def _ippatsu(w: Win) -> bool:
    return w.facts.situation.ippatsu


def _menzen_tsumo(w: Win) -> bool:
    return w.facts.tsumo and w.facts.closed


def _haitei(w: Win) -> bool:
    return w.facts.situation.haitei


def _houtei(w: Win) -> bool:
    return w.facts.situation.houtei


def _rinshan(w: Win) -> bool:
    return w.facts.situation.rinshan


def _chankan(w: Win) -> bool:
    return w.facts.situation.chankan


def _tenhou(w: Win) -> bool:
    return w.facts.situation.tenhou


def _chiihou(w: Win) -> bool:
    return w.facts.situation.chiihou


def _renhou(w: Win) -> bool:
    return w.facts.situation.renhou


# --- predicates: shape --------------------------------------------------------------------

def _pinfu(w: Win) -> bool:
    facts = w.facts
    return (
        w.shape == STANDARD and facts.closed and len(w.seqs) == 4 and w.wait == RYANMEN
        and w.pair not in w.yakuhai_kinds()
        and (facts.rules.pinfu_tsumo or not facts.tsumo)
    )


def _peikou(w: Win) -> int:
    if w.shape != STANDARD or not w.facts.closed:
        return 0
    seqs, count, index = w.seqs, 0, 0
    while index < len(seqs) - 1:
        if seqs[index] == seqs[index + 1]:
            count += 1
            index += 2
        else:
            index += 1
    return count


def _iipeikou(w: Win) -> bool:
    return _peikou(w) == 1


def _ryanpeikou(w: Win) -> bool:
    return _peikou(w) == 2


def _chiitoitsu(w: Win) -> bool:
    return w.shape == SEVEN_PAIRS


def _sanshoku_doujun(w: Win) -> bool:
    seqs = w.seqs
    for start in seqs:  # in order: the man run comes first
        if start >= 9:
            return False
        if start + 9 in seqs and start + 18 in seqs:
            return True
    return False


def _ittsu(w: Win) -> bool:
    seqs = w.seqs
    return ((0 in seqs and 3 in seqs and 6 in seqs)  # 123m 456m 789m
            or (9 in seqs and 12 in seqs and 15 in seqs)  # the same in pin
            or (18 in seqs and 21 in seqs and 24 in seqs))  # and in sou


def _outside(w: Win) -> bool:
    """Every set and the pair hold a terminal or an honor, and there is a run."""
    if w.shape != STANDARD or not w.seqs or w.pair not in TERMINAL_OR_HONOR_KINDS:
        return False
    for code, kind, _, _ in w.sets:
        if not ((kind % 9 in (0, 6)) if code == SEQ else (kind in TERMINAL_OR_HONOR_KINDS)):
            return False
    return True


def _chanta(w: Win) -> bool:
    return w.facts.has_honors and _outside(w)


def _junchan(w: Win) -> bool:
    return not w.facts.has_honors and _outside(w)


def _toitoi(w: Win) -> bool:
    return w.shape == STANDARD and len(w.triplets) == 4


def _sanankou(w: Win) -> bool:
    return w.concealed_sets == 3


def _sanshoku_doukou(w: Win) -> bool:
    trips = w.triplets
    return any(kind + 9 in trips and kind + 18 in trips for kind in trips if kind < 9)


def _sankantsu(w: Win) -> bool:
    return w.facts.kans == 3


def _honroutou(w: Win) -> bool:
    facts = w.facts
    return (w.shape != ORPHANS and facts.has_honors and len(facts.suits) > 0
            and facts.all_terminal_or_honor)


def _dragon_triplets(w: Win) -> int:
    return sum(1 for kind in w.triplets if kind in DRAGON_KINDS)


def _wind_triplets(w: Win) -> int:
    return sum(1 for kind in w.triplets if kind in WIND_KINDS)


def _shousangen(w: Win) -> bool:
    return w.pair in DRAGON_KINDS and _dragon_triplets(w) == 2


def _honitsu(w: Win) -> bool:
    return len(w.facts.suits) == 1 and w.facts.has_honors


def _chinitsu(w: Win) -> bool:
    return len(w.facts.suits) == 1 and not w.facts.has_honors


def _tanyao(w: Win) -> bool:
    return w.facts.all_simple


def _triplet_of(kind: int) -> Predicate:
    def test(w: Win) -> bool:
        return kind in w.triplets

    return test


def _seat_wind(w: Win) -> bool:
    return w.facts.seat_kind in w.triplets


def _round_wind(w: Win) -> bool:
    return w.facts.round_kind in w.triplets


# --- predicates: yakuman ------------------------------------------------------------------

def _kokushi(w: Win) -> bool:
    return w.shape == ORPHANS and w.wait != THIRTEEN


def _kokushi_13_wait(w: Win) -> bool:
    return w.shape == ORPHANS and w.wait == THIRTEEN


def _suuankou(w: Win) -> bool:
    return w.concealed_sets == 4 and w.wait != TANKI


def _suuankou_tanki(w: Win) -> bool:
    return w.concealed_sets == 4 and w.wait == TANKI


def _daisangen(w: Win) -> bool:
    return _dragon_triplets(w) == 3


def _shousuushii(w: Win) -> bool:
    return w.pair in WIND_KINDS and _wind_triplets(w) == 3


def _daisuushii(w: Win) -> bool:
    return _wind_triplets(w) == 4


def _tsuuiisou(w: Win) -> bool:
    return not w.facts.suits


def _chinroutou(w: Win) -> bool:
    return not w.facts.has_honors and w.facts.all_terminal_or_honor


def _ryuuiisou(w: Win) -> bool:
    # (Gate.ALL_GREEN is what the yaku says: every tile green; a test holds the gate to it.)
    return w.facts.gates & _ALL_GREEN != 0


_ALL_GREEN = int(Gate.ALL_GREEN)


def _chuuren_counts(w: Win) -> tuple[int, ...] | None:
    facts = w.facts
    if facts.melds or len(facts.suits) != 1 or facts.has_honors:
        return None
    base = 9 * next(iter(facts.suits))
    counts = facts.concealed_counts[base:base + 9]
    if counts[0] < 3 or counts[8] < 3 or min(counts[1:8]) < 1:
        return None
    return counts


def _chuuren(w: Win) -> bool:
    counts = _chuuren_counts(w)
    return counts is not None and not _is_nine_sided(counts, w.facts.win_kind % 9)


def _junsei_chuuren(w: Win) -> bool:
    counts = _chuuren_counts(w)
    return counts is not None and _is_nine_sided(counts, w.facts.win_kind % 9)


def _is_nine_sided(counts: tuple[int, ...], win_rank: int) -> bool:
    """Before the winning tile the suit was exactly 1112345678999."""
    before = list(counts)
    before[win_rank] -= 1
    return before == [3, 1, 1, 1, 1, 1, 1, 1, 3]


def _suukantsu(w: Win) -> bool:
    return w.facts.kans == 4


# --- the registry -------------------------------------------------------------------------

def _yakuman(ident: str, name: str, name_ja: str, test: Predicate, *, double: bool = False,
             supersedes: tuple[str, ...] = (), closed_only: bool = False,
             available: Callable[[Rules], bool] | None = None, gate: Gate = Gate.NONE
             ) -> YakuDef:
    return YakuDef(ident, name, name_ja, 2 if double else 1, 0 if closed_only else 2 if double
                   else 1, test, yakuman=True, supersedes=supersedes, available=available,
                   han_rule=(lambda rules: 2 if rules.double_yakuman else 1) if double else None,
                   gate=gate)


YAKU: tuple[YakuDef, ...] = (
    YakuDef("riichi", "Riichi", "立直", 1, 0, _riichi, gate=Gate.RIICHI, exact=True),
    YakuDef("double_riichi", "Double riichi", "両立直", 2, 0, _double_riichi,
            supersedes=("riichi",), gate=Gate.DOUBLE_RIICHI, exact=True),
    YakuDef("ippatsu", "Ippatsu", "一発", 1, 0, _ippatsu,
            available=lambda rules: rules.ippatsu, gate=Gate.IPPATSU),
    YakuDef("menzen_tsumo", "Fully concealed hand", "門前清自摸和", 1, 0, _menzen_tsumo,
            gate=Gate.TSUMO | Gate.CLOSED, exact=True),
    YakuDef("pinfu", "Pinfu", "平和", 1, 0, _pinfu, gate=Gate.FOUR_RUNS),
    YakuDef("tanyao", "All simples", "断幺九", 1, 1, _tanyao,
            open_available=lambda rules: rules.open_tanyao, gate=Gate.ALL_SIMPLE, exact=True),
    YakuDef("iipeikou", "Pure double sequence", "一盃口", 1, 0, _iipeikou,
            gate=Gate.TWO_RUNS | Gate.DOUBLE_RUN),
    YakuDef("yakuhai_haku", "White dragon", "役牌 白", 1, 1, _triplet_of(HAKU),
            gate=Gate.HAKU_TRIPLET, exact=True),
    YakuDef("yakuhai_hatsu", "Green dragon", "役牌 發", 1, 1, _triplet_of(HATSU),
            gate=Gate.HATSU_TRIPLET, exact=True),
    YakuDef("yakuhai_chun", "Red dragon", "役牌 中", 1, 1, _triplet_of(CHUN),
            gate=Gate.CHUN_TRIPLET, exact=True),
    YakuDef("seat_wind", "Seat wind", "門風牌", 1, 1, _seat_wind, gate=Gate.WIND_TRIPLET),
    YakuDef("round_wind", "Round wind", "圏風牌", 1, 1, _round_wind, gate=Gate.WIND_TRIPLET),
    YakuDef("haitei", "Last tile draw", "海底摸月", 1, 1, _haitei, gate=Gate.EVENT),
    YakuDef("houtei", "Last tile discard", "河底撈魚", 1, 1, _houtei, gate=Gate.EVENT),
    YakuDef("rinshan", "After a kan", "嶺上開花", 1, 1, _rinshan, gate=Gate.EVENT),
    YakuDef("chankan", "Robbing a kan", "槍槓", 1, 1, _chankan, gate=Gate.EVENT),
    YakuDef("renhou", "Blessing of man", "人和", 5, 0, _renhou,
            available=lambda rules: rules.renhou in (Renhou.MANGAN, Renhou.MANGAN_ALONE),
            gate=Gate.EVENT),
    YakuDef("chiitoitsu", "Seven pairs", "七対子", 2, 0, _chiitoitsu,
            gate=Gate.SEVEN_PAIRS, exact=True),
    YakuDef("sanshoku_doujun", "Mixed triple sequence", "三色同順", 2, 1, _sanshoku_doujun,
            gate=Gate.THREE_RUNS | Gate.MIXED_RUN),
    YakuDef("ittsu", "Pure straight", "一気通貫", 2, 1, _ittsu,
            gate=Gate.THREE_RUNS | Gate.STRAIGHT),
    YakuDef("chanta", "Half outside hand", "混全帯幺九", 2, 1, _chanta,
            gate=Gate.RUN | Gate.HONORS | Gate.OUTSIDE),
    YakuDef("toitoi", "All triplets", "対々和", 2, 2, _toitoi,
            gate=Gate.FOUR_TRIPLETS, exact=True),
    YakuDef("sanankou", "Three concealed triplets", "三暗刻", 2, 2, _sanankou,
            gate=Gate.THREE_TRIPLETS),
    YakuDef("sanshoku_doukou", "Triple triplets", "三色同刻", 2, 2, _sanshoku_doukou,
            gate=Gate.THREE_TRIPLETS | Gate.MIXED_TRIPLET),
    YakuDef("sankantsu", "Three kans", "三槓子", 2, 2, _sankantsu, gate=Gate.THREE_KANS),
    YakuDef("honroutou", "All terminals and honors", "混老頭", 2, 2, _honroutou,
            gate=Gate.HONORS | Gate.ALL_TERMINAL_OR_HONOR),
    YakuDef("shousangen", "Little three dragons", "小三元", 2, 2, _shousangen,
            han_rule=lambda rules: rules.shousangen_han,
            gate=Gate.DRAGON_TRIPLET | Gate.THREE_DRAGONS),
    YakuDef("honitsu", "Half flush", "混一色", 3, 2, _honitsu,
            gate=Gate.ONE_SUIT | Gate.HONORS, exact=True),
    YakuDef("junchan", "Fully outside hand", "純全帯幺九", 3, 2, _junchan,
            supersedes=("chanta",), gate=Gate.RUN | Gate.NO_HONORS | Gate.OUTSIDE),
    YakuDef("ryanpeikou", "Twice pure double sequence", "二盃口", 3, 0, _ryanpeikou,
            supersedes=("iipeikou",), gate=Gate.FOUR_RUNS | Gate.DOUBLE_RUN),
    YakuDef("chinitsu", "Full flush", "清一色", 6, 5, _chinitsu, supersedes=("honitsu",),
            gate=Gate.ONE_SUIT | Gate.NO_HONORS, exact=True),
    _yakuman("kokushi", "Thirteen orphans", "国士無双", _kokushi, closed_only=True,
             gate=Gate.THIRTEEN_ORPHANS),
    _yakuman("kokushi_13_wait", "Thirteen orphans, 13-sided wait", "国士無双十三面",
             _kokushi_13_wait, double=True, closed_only=True, supersedes=("kokushi",),
             gate=Gate.THIRTEEN_ORPHANS),
    _yakuman("suuankou", "Four concealed triplets", "四暗刻", _suuankou, closed_only=True,
             gate=Gate.FOUR_TRIPLETS),
    _yakuman("suuankou_tanki", "Four concealed triplets, pair wait", "四暗刻単騎",
             _suuankou_tanki, double=True, closed_only=True, supersedes=("suuankou",),
             gate=Gate.FOUR_TRIPLETS),
    _yakuman("daisangen", "Big three dragons", "大三元", _daisangen,
             gate=Gate.HAKU_TRIPLET | Gate.HATSU_TRIPLET | Gate.CHUN_TRIPLET
             | Gate.THREE_TRIPLETS),
    _yakuman("shousuushii", "Little four winds", "小四喜", _shousuushii,
             gate=Gate.WIND_TRIPLET | Gate.THREE_TRIPLETS),
    _yakuman("daisuushii", "Big four winds", "大四喜", _daisuushii, double=True,
             supersedes=("shousuushii",), gate=Gate.WIND_TRIPLET | Gate.FOUR_TRIPLETS),
    _yakuman("tsuuiisou", "All honors", "字一色", _tsuuiisou, gate=Gate.HONORS),
    _yakuman("chinroutou", "All terminals", "清老頭", _chinroutou,
             gate=Gate.NO_HONORS | Gate.ALL_TERMINAL_OR_HONOR),
    _yakuman("ryuuiisou", "All green", "緑一色", _ryuuiisou,
             available=lambda rules: rules.ryuuiisou, gate=Gate.ALL_GREEN),
    _yakuman("chuuren", "Nine gates", "九蓮宝燈", _chuuren, closed_only=True,
             gate=Gate.ONE_SUIT | Gate.NO_HONORS),
    _yakuman("junsei_chuuren", "True nine gates", "純正九蓮宝燈", _junsei_chuuren,
             double=True, closed_only=True, supersedes=("chuuren",),
             gate=Gate.ONE_SUIT | Gate.NO_HONORS),
    _yakuman("suukantsu", "Four kans", "四槓子", _suukantsu, gate=Gate.THREE_KANS),
    _yakuman("tenhou", "Blessing of heaven", "天和", _tenhou, closed_only=True,
             gate=Gate.EVENT),
    _yakuman("chiihou", "Blessing of earth", "地和", _chiihou, closed_only=True,
             gate=Gate.EVENT),
    _yakuman("renhou_yakuman", "Blessing of man", "人和", _renhou, closed_only=True,
             available=lambda rules: rules.renhou is Renhou.YAKUMAN, gate=Gate.EVENT),
)
"""Every yaku mjscore knows, in the order results list them."""

YAKU_BY_ID: dict[str, YakuDef] = {definition.id: definition for definition in YAKU}

ROMAJI: dict[str, str] = {
    "menzen_tsumo": "tsumo", "yakuhai_haku": "haku", "yakuhai_hatsu": "hatsu",
    "yakuhai_chun": "chun", "sanshoku_doujun": "sanshoku", "kokushi": "kokushi musou",
    "kokushi_13_wait": "kokushi musou juusanmen", "chuuren": "chuuren poutou",
    "junsei_chuuren": "junsei chuuren poutou", "renhou_yakuman": "renhou",
    "aka_dora": "aka dora",
}
"""Romaji names that are not simply the id in words (``ura_dora``: ura dora)."""

DORA_NAMES = {"dora": ("Dora", "ドラ"), "ura_dora": ("Ura dora", "裏ドラ"),
              "aka_dora": ("Red five", "赤ドラ"), "kita": ("Kita", "抜きドラ")}
"""English and Japanese names of the kinds of dora, which are not yaku (kita: three players)."""

_PLAIN = tuple(d for d in YAKU if not d.yakuman)
_YAKUMAN = tuple(d for d in YAKU if d.yakuman)

_Entry = tuple[tuple[str, int], Predicate | None, tuple[str, ...]]
"""A yaku that can count in a hand: its ``(id, value)`` as a hit lists it (one shared
pair), its predicate (None for an exact gate: it holds) and the ids it supersedes."""


def _entries(definitions: tuple[YakuDef, ...], rules: Rules, closed: bool
             ) -> tuple[tuple[int, _Entry], ...]:
    """The yaku of ``definitions`` that count under ``rules`` in a closed or open hand, with
    their gate and value; those worth nothing there (a closed-only yaku in an open hand, a
    yaku the rules leave out) are left out, so that their predicates are never tried."""
    return tuple((int(d.gate), ((d.id, value), None if d.exact else d.test, d.supersedes))
                 for d in definitions
                 if (value := d.value(rules, closed)))


class YakuTables:
    """The yaku tables of one rule set: the entries that count in each kind of hand, and
    those of them whose gates a reading meets, remembered by the reading's gates."""

    __slots__ = ("gated", "rules", "tables")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.tables = {(yakuman, closed): _entries(_YAKUMAN if yakuman else _PLAIN, rules,
                                                   closed)
                       for yakuman in (False, True) for closed in (False, True)}
        self.gated: dict[int, tuple[_Entry, ...]] = {}
        """The entries by ``gates << 2 | yakuman << 1 | closed`` (see :meth:`entries`)."""

    def entries(self, yakuman: bool, closed: bool, gates: int) -> tuple[_Entry, ...]:
        """The entries that may hold in a reading that meets ``gates``."""
        key = gates << 2 | yakuman << 1 | closed
        entries = self.gated.get(key)
        if entries is None:
            entries = tuple([entry for gate, entry in self.tables[yakuman, closed]
                             if not gate & ~gates])
            if len(self.gated) < 4096:
                self.gated[key] = entries
        return entries


_TABLES: dict[int, YakuTables] = {}
"""The yaku tables of each rule set in use, by the identity of its ``Rules`` (hashing a
``Rules`` compares all its fields), derived from the registry."""


def yaku_tables(rules: Rules) -> YakuTables:
    """The yaku tables of a rule set, made once (the scorer fetches them once a hand)."""
    known = _TABLES.get(id(rules))
    if known is not None and known.rules is rules:
        return known
    if len(_TABLES) >= 64:
        _TABLES.clear()
    tables = _TABLES[id(rules)] = YakuTables(rules)
    return tables


def find_yaku(win: Win, tables: YakuTables | None = None) -> tuple[list[tuple[str, int]], int]:
    """The yaku of one reading as ``(id, han)`` pairs, and the yakuman multiple.

    When any yakuman is present only the yakuman are returned, each with its multiple as
    the second item; otherwise the ordinary yaku with their han. Only the yaku whose gate
    the reading meets are tried. ``tables`` are those of the reading's rules
    (:func:`yaku_tables`), when the caller has them at hand.
    """
    facts = win.facts
    if tables is None:
        tables = yaku_tables(facts.rules)
    closed = facts.closed
    gates = win.gates
    if win.may_be_yakuman:
        yakuman = _matching(tables.entries(True, closed, gates), win)
        if yakuman:
            yakuman = _counted_yakuman(yakuman, facts.rules)
            return yakuman, sum(multiple for _, multiple in yakuman)
    # ``_matching(tables.entries(False, closed, gates), win)``, written out: two calls fewer
    # a reading.
    entries = tables.gated.get(gates << 2 | closed)
    if entries is None:
        entries = tables.entries(False, closed, gates)
    found: list[tuple[str, int]] = []
    superseded: tuple[str, ...] = ()
    for hit, test, supersedes in entries:
        if test is None or test(win):
            found.append(hit)
            if supersedes:
                superseded += supersedes
    if superseded:
        found = [hit for hit in found if hit[0] not in superseded]
    return found, 0


def _matching(entries: tuple[_Entry, ...], win: Win) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []
    superseded: tuple[str, ...] = ()
    for hit, test, supersedes in entries:
        if test is None or test(win):
            found.append(hit)
            superseded += supersedes
    if superseded:
        found = [hit for hit in found if hit[0] not in superseded]
    return found


def _counted_yakuman(yakuman: list[tuple[str, int]], rules: Rules) -> list[tuple[str, int]]:
    """The yakuman that count: the largest alone without stacking, and never more than
    ``max_yakuman`` in all (the last one counted is cut down to fit)."""
    if not rules.yakuman_stacking:
        largest = max(multiple for _, multiple in yakuman)
        yakuman = [next(hit for hit in yakuman if hit[1] == largest)]
    if not rules.max_yakuman:
        return yakuman
    counted, room = [], rules.max_yakuman
    for ident, multiple in yakuman:
        if room <= 0:
            break
        counted.append((ident, min(multiple, room)))
        room -= multiple
    return counted
