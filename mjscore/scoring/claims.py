"""The score-claim grammar: what a score sheet writes for a win, and its check against a score.

A claim is what someone wrote down for a win: ``8000``, ``2000/4000``, ``4000 all``,
``3han30fu``, ``mangan``, ``役満`` or several of these together. :func:`parse_claim` reads one
and :func:`check_claim` compares it with a :class:`~mjscore.scoring.Score`. ``mjscore check``,
the game ledger and the log replay all read claims through this module (``docs/batch.md``
lists the forms).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import field
from functools import cache
from typing import Any

from ..base import InvalidClaim, value_class
from .points import Limit, tsumo_shares
from .scorer import Score
from .words import LIMIT_WORDS, MULTIPLE_WORDS, limit_id, yakuman_words


class WinKind(enum.Enum):
    """How a hand was won, as far as the payments go."""

    RON = "ron"
    NON_DEALER_TSUMO = "non_dealer_tsumo"
    DEALER_TSUMO = "dealer_tsumo"


_MULTIPLES = {words[0]: multiple for multiple, words in MULTIPLE_WORDS.items()}
"""A yakuman multiple by its English word (``double`` → 2)."""
_JA_LIMITS = {
    **{japanese: limit.value for limit, (_, japanese) in LIMIT_WORDS.items()},
    **{yakuman_words(multiple, "ja"): limit_id(Limit.YAKUMAN, multiple)
       for multiple in MULTIPLE_WORDS},
}
"""A limit's Japanese name and its id (``ダブル役満`` → ``double_yakuman``)."""
_HAN = r"(?:han|h|翻|飜)"
_FU = r"(?:fu|f|符)"
_NUMBER = r"\d{1,9}"
_DORA_IDS = ("dora", "ura_dora", "aka_dora")


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The regular expressions of a claim: its parts, the word that may name a yaku (with a
    number after it: ``dora 2``), the separators between them and the thousands separators.
    Compiled for the first claim read, not at import (a replay of logs that write no claims
    loads this module and reads none; compiling them was most of its import time)."""
    times = "|".join(_MULTIPLES)
    limits_ja = "|".join(sorted(_JA_LIMITS, key=len, reverse=True))
    claim_part = re.compile(
        rf"(?P<hanfu>(?P<han1>{_NUMBER})\s*{_HAN}\s*(?P<fu1>{_NUMBER})\s*{_FU})(?![a-z])"
        rf"|(?P<fuhan>(?P<fu2>{_NUMBER})\s*{_FU}\s*(?P<han2>{_NUMBER})\s*{_HAN})(?![a-z])"
        rf"|(?P<limit>(?:(?:(?P<times>{times}|[2-6]\s*x)"
        r"[\s_-]*)?yakuman|kazoe(?:[\s_-]*yakuman)?|sanbaiman|baiman|haneman|mangan"
        rf"|{limits_ja}))(?![a-z])"
        rf"|(?P<split>(?P<nd>{_NUMBER})\s*(?:/|-(?=\s*\d+\s*点))\s*(?P<d>{_NUMBER}))(?![\d/])"
        rf"|(?P<all>(?P<each>{_NUMBER})\s*点?\s*(?:all|a|オール|∀))(?![a-z])"
        rf"|(?P<value>{_NUMBER})(?![\d/a-z])"
    )
    yaku_word = re.compile(
        r"(?P<word>[^\W\d_](?:[^\W\d]|[\s'-](?=[^\W\d]))*)"
        r"(?:\s*(?P<count>\d{1,2})(?![\d/,]|\s*(?:han|h|翻|飜|fu|f|符|all|a(?![a-z])|オール|点|∀)))?")
    separators = re.compile(r"[\s,;:|()\-–—点]*")
    thousands = re.compile(r"(?<=\d)[,_'](?=\d{3}(?!\d))")
    return claim_part, yaku_word, separators, thousands


@value_class
class ClaimedYaku:
    """A yaku (or dora) a claim names: the words as written, the ids they may stand for
    (``yakuhai`` stands for five), and for dora the number written (``dora 2``)."""

    text: str
    ids: tuple[str, ...]
    han: int | None = None


@value_class
class Claim:
    """A result someone wrote down: han and fu, a limit, points, or any of them together.

    ``limit`` is a :class:`~mjscore.scoring.Limit` value's name ("mangan", …,
    "kazoe_yakuman") with ``yakuman`` the multiple claimed for "yakuman". Of the points, at
    most one form is set: ``value`` (one number: a ron, or a tsumo's sum), ``non_dealer``
    and ``dealer`` (a non-dealer's tsumo), or ``each`` (a dealer's tsumo).
    """

    text: str
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    yakuman: int = 0
    value: int | None = None
    non_dealer: int | None = None
    dealer: int | None = None
    each: int | None = None
    yaku: tuple[ClaimedYaku, ...] = field(default=(), repr=False)
    """The yaku (and dora) the claim names, when it was read with ``yaku=True`` (left out
    of the repr, which stays that of a claim of points)."""

    @property
    def has_points(self) -> bool:
        """The claim names points (not only han and fu or a limit)."""
        return self.value is not None or self.each is not None or self.dealer is not None


def parse_claim(text: object, *, yaku: bool = False) -> Claim:
    """Read a claim: ``8000``, ``2000/4000``, ``4000 all``, ``4000a``, ``3han30fu``, ``3h30f``,
    ``30fu3han``, a limit name (``mangan`` … ``yakuman``, ``double yakuman``, ``kazoe
    yakuman``), or several of these together, each at most once (``mangan 2000/4000``,
    ``3h30f 3900``, ``5han30fu mangan 12000``). Tenhou's Japanese forms read too: points
    followed by 点, a tsumo's payments as ``1300-2600点`` and a dealer's as ``2600点∀``
    (``30符2飜2000点``, ``満貫2000-4000点``).

    Case, spaces and thousands separators do not matter; a whole number is read as text.
    With ``yaku``, the claim may also name yaku as players write them (``riichi pinfu
    tanyao 3900``, ``立直 平和 3900``, ``riichi tsumo dora 2 mangan``), in romaji, English or
    Japanese (:func:`~mjscore.scoring.yaku_ids`); ``mjscore check`` reads them so.

    >>> parse_claim("2,000/4,000")
    Claim(text='2,000/4,000', han=None, fu=None, limit=None, yakuman=0, value=None, \
non_dealer=2000, dealer=4000, each=None)
    >>> parse_claim("30符4飜2000-3900点").non_dealer, parse_claim("満貫4000点∀").each
    (2000, 4000)
    >>> claim = parse_claim("Double Yakuman")
    >>> claim.limit, claim.yakuman
    ('yakuman', 2)

    Raises:
        InvalidClaim: with code ``invalid_claim``, naming the column that cannot be read.
    """
    if isinstance(text, int) and not isinstance(text, bool):
        text = str(text)
    if not isinstance(text, str):
        raise InvalidClaim(f"a claim must be text such as \"8000\" or \"mangan\", not {text!r}")
    import unicodedata  # (start-up time: a replay or one hand's score reads no claim)

    claim_part, _, separators, thousands = _patterns()
    normal = thousands.sub("", unicodedata.normalize("NFKC", text).lower())
    fields: dict[str, Any] = {}
    pos = len(normal) - len(normal.lstrip())
    if pos == len(normal):
        raise InvalidClaim("the claim is empty: write points (8000, 2000/4000, 4000 all), "
                           "han and fu (3han30fu) or a limit (mangan)")
    named: list[ClaimedYaku] = []
    while pos < len(normal):
        match = claim_part.match(normal, pos)
        if match is None and yaku:
            word = _yaku_word(normal, pos)
            if word is not None:
                named.append(word[0])
                pos = word[1]
                separator = separators.match(normal, pos)
                pos = separator.end() if separator else pos
                continue
        if match is None:
            raise InvalidClaim(f"cannot read the claim {text!r} from {normal[pos:pos + 12]!r}: "
                               "expected points (8000, 2000/4000, 4000 all), han and fu "
                               "(3han30fu) or a limit (mangan, yakuman)")
        _add_claim_part(fields, match, text)
        separator = separators.match(normal, match.end())
        pos = separator.end() if separator else match.end()
    return Claim(text=text, **fields, yaku=tuple(named))


def _yaku_word(normal: str, pos: int) -> tuple[ClaimedYaku, int] | None:
    """The longest run of words at ``pos`` that names a yaku (``menzen tsumo``, ``pure
    double sequence``), with the number after a dora word, and where it ends; else None."""
    # (start-up time: the yaku names load for a claim that names yaku, not for each claim)
    from .names import yaku_ids

    match = _patterns()[1].match(normal, pos)
    if match is None:
        return None
    words = match.group("word")
    # Shorter and shorter runs of words, then of characters (立直平和 has no spaces).
    for end in range(len(words), 0, -1):
        if end < len(words) and words[end].isascii() and words[end].isalpha():
            continue  # not at a word's end
        ids = yaku_ids(words[:end])
        if ids:
            count = match.group("count") if end == len(words) else None
            dora = all(ident in _DORA_IDS for ident in ids)
            if count is not None and not dora:
                return ClaimedYaku(words[:end].strip(), ids), pos + end
            claimed = ClaimedYaku(words[:end].strip(), ids,
                                  int(count) if count is not None else None)
            return claimed, match.end() if count is not None else pos + end
    return None


def _add_claim_part(fields: dict[str, Any], match: re.Match[str], text: str) -> None:
    groups = {name: value for name, value in match.groupdict().items() if value is not None}
    taken: tuple[str, ...]
    if "hanfu" in groups or "fuhan" in groups:
        what, taken = "han and fu", ("han",)
    elif "limit" in groups:
        what, taken = "a limit", ("limit",)
    else:
        what, taken = "points", ("value", "each", "dealer")
    if any(fields.get(name) is not None for name in taken):
        raise InvalidClaim(f"the claim {text!r} gives {what} twice")
    if "hanfu" in groups or "fuhan" in groups:
        fields["han"] = int(groups.get("han1") or groups["han2"])
        fields["fu"] = int(groups.get("fu1") or groups["fu2"])
    elif "limit" in groups:
        fields["limit"], fields["yakuman"] = _limit_name(groups["limit"], groups.get("times"))
    elif "split" in groups:
        fields["non_dealer"], fields["dealer"] = int(groups["nd"]), int(groups["d"])
    elif "all" in groups:
        fields["each"] = int(groups["each"])
    else:
        fields["value"] = int(groups["value"])


def _limit_name(word: str, times: str | None) -> tuple[str, int]:
    """The canonical limit and the yakuman multiple of a limit word of a claim."""
    word = _JA_LIMITS.get(word, word)
    if word.startswith("kazoe"):
        return Limit.KAZOE_YAKUMAN.value, 0
    if not word.endswith("yakuman"):
        return word, 0
    if times is not None:
        return Limit.YAKUMAN.value, _MULTIPLES.get(times) or int(times.rstrip("x "))
    return Limit.YAKUMAN.value, _MULTIPLES.get(word.removesuffix("yakuman").strip(" _-"), 1)


def _yakuman_name(multiple: int) -> str:
    """``yakuman``, ``double_yakuman`` … ``sextuple_yakuman``, then ``7x_yakuman``."""
    return limit_id(Limit.YAKUMAN, multiple)


@value_class
class Difference:
    """One part of a claim that disagrees with the score."""

    part: str
    """``win`` (the kind of win), ``value``, ``non_dealer``, ``dealer``, ``each``, ``han``,
    ``fu``, ``limit``, ``yaku`` (a yaku claimed that the hand has not, or one it has that
    the claim leaves out: the id, and None on the other side) or a dora id (``dora``,
    ``ura_dora``, ``aka_dora``: the number claimed and the hand's)."""
    claimed: int | str | None
    actual: int | str | None


@value_class
class ClaimCheck:
    """The verdict on a claim: whether it matches and, if not, which parts differ."""

    match: bool
    honba: str | None
    """Which reading of the points the verdict uses when the hand has honba: ``"excluded"``
    (the points without honba) or ``"included"`` (the payments with honba); None when the
    hand has no honba or the claim names no points."""
    differs: tuple[Difference, ...]


def win_kind(result: Score) -> WinKind:
    """Ron, a non-dealer's tsumo or a dealer's tsumo."""
    if not result.situation.tsumo:
        return WinKind.RON
    return WinKind.DEALER_TSUMO if result.dealer else WinKind.NON_DEALER_TSUMO


def limit_name(result: Score) -> str | None:
    """The hand's limit as a claim names it ("mangan", "double_yakuman", …), or None."""
    if result.limit is None:
        return None
    return limit_id(result.limit, result.yakuman)


def check_claim(claim: Claim, result: Score) -> ClaimCheck:
    """Compare a claim with a score.

    Han, fu and limits are compared as they are. Points are compared twice, without the
    honba and with them (``docs/batch.md``): the claim matches when every part agrees under
    one reading. A claim of ``yakuman`` also matches a kazoe yakuman, which pays the same.

    >>> from mjscore import score
    >>> result = score("234m567p8s+8s [456s] [777z]", tsumo=True, seat="S", dora=["3m"],
    ...                honba=1)
    >>> check_claim(parse_claim("600/1100"), result)
    ClaimCheck(match=True, honba='included', differs=())
    >>> check_claim(parse_claim("2han40fu 500/1000"), result).differs
    (Difference(part='fu', claimed=40, actual=30),)
    """
    differs = [*_grade_differences(claim, result), *_yaku_differences(claim, result)]
    honba: str | None = None
    if claim.has_points:
        without = _points_differences(claim, result, with_honba=False)
        if result.honba_points:
            with_ = _points_differences(claim, result, with_honba=True)
            use_with = len(with_) < len(without)
            honba = "included" if use_with else "excluded"
            differs.extend(with_ if use_with else without)
        else:
            differs.extend(without)
    return ClaimCheck(match=not differs, honba=honba, differs=tuple(differs))


def _grade_differences(claim: Claim, result: Score) -> Iterator[Difference]:
    if claim.han is not None and claim.han != result.han:
        yield Difference("han", claim.han, result.han)
    if claim.fu is not None and claim.fu != result.fu:
        yield Difference("fu", claim.fu, result.fu)
    if claim.limit is not None:
        claimed = (_yakuman_name(claim.yakuman) if claim.limit == Limit.YAKUMAN.value
                   else claim.limit)
        actual = limit_name(result)
        plain_yakuman = (claimed == Limit.YAKUMAN.value
                         and actual == Limit.KAZOE_YAKUMAN.value)
        if claimed != actual and not plain_yakuman:
            yield Difference("limit", claimed, actual)


def _yaku_differences(claim: Claim, result: Score) -> Iterator[Difference]:
    """The yaku a claim names that the hand has not, then those it has that the claim
    leaves out (dora never: a claim need not count them), then dora counted otherwise."""
    if not claim.yaku:
        return
    han = {hit.id: hit.han for hit in result.yaku}
    for named in claim.yaku:
        if not any(ident in han for ident in named.ids):
            yield Difference("yaku", named.ids[0], None)
    claimed = {ident for named in claim.yaku for ident in named.ids}
    for hit in result.yaku:
        if hit.id not in claimed and hit.id not in _DORA_IDS:
            yield Difference("yaku", None, hit.id)
    for named in claim.yaku:
        ident = named.ids[0]
        if named.han is not None and ident in han and named.han != han[ident]:
            yield Difference(ident, named.han, han[ident])


def _points_differences(claim: Claim, result: Score, *, with_honba: bool) -> list[Difference]:
    honba = result.honba_points if with_honba else 0
    kind = win_kind(result)
    if claim.value is not None:
        actual = result.value + honba
        return [] if claim.value == actual else [Difference("value", claim.value, actual)]
    dealer_pays, other_pays = tsumo_shares(result.basic_points, result.dealer, result.rules)
    share = honba // (result.rules.seats - 1)  # a tsumo's honba, shared by the other seats
    if claim.each is not None:
        if kind is not WinKind.DEALER_TSUMO:
            return [Difference("win", WinKind.DEALER_TSUMO.value, kind.value)]
        actual = dealer_pays + share
        return [] if claim.each == actual else [Difference("each", claim.each, actual)]
    if kind is not WinKind.NON_DEALER_TSUMO:
        return [Difference("win", WinKind.NON_DEALER_TSUMO.value, kind.value)]
    assert claim.non_dealer is not None and claim.dealer is not None
    found = []
    non_dealer, dealer = other_pays + share, dealer_pays + share
    if claim.non_dealer != non_dealer:
        found.append(Difference("non_dealer", claim.non_dealer, non_dealer))
    if claim.dealer != dealer:
        found.append(Difference("dealer", claim.dealer, dealer))
    return found
