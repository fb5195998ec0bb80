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
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..base import InvalidClaim
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
_TIMES = "|".join(_MULTIPLES)
_LIMITS_JA = "|".join(sorted(_JA_LIMITS, key=len, reverse=True))
_CLAIM_PART = re.compile(
    rf"(?P<hanfu>(?P<han1>{_NUMBER})\s*{_HAN}\s*(?P<fu1>{_NUMBER})\s*{_FU})(?![a-z])"
    rf"|(?P<fuhan>(?P<fu2>{_NUMBER})\s*{_FU}\s*(?P<han2>{_NUMBER})\s*{_HAN})(?![a-z])"
    rf"|(?P<limit>(?:(?:(?P<times>{_TIMES}|[2-6]\s*x)"
    r"[\s_-]*)?yakuman|kazoe(?:[\s_-]*yakuman)?|sanbaiman|baiman|haneman|mangan"
    rf"|{_LIMITS_JA}))(?![a-z])"
    rf"|(?P<split>(?P<nd>{_NUMBER})\s*(?:/|-(?=\s*\d+\s*点))\s*(?P<d>{_NUMBER}))(?![\d/])"
    rf"|(?P<all>(?P<each>{_NUMBER})\s*点?\s*(?:all|a|オール|∀))(?![a-z])"
    rf"|(?P<value>{_NUMBER})(?![\d/a-z])"
)
_CLAIM_SEPARATORS = re.compile(r"[\s,;:|()\-–—点]*")
_THOUSANDS = re.compile(r"(?<=\d)[,_'](?=\d{3}(?!\d))")


@dataclass(frozen=True, slots=True)
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

    @property
    def has_points(self) -> bool:
        """The claim names points (not only han and fu or a limit)."""
        return self.value is not None or self.each is not None or self.dealer is not None


def parse_claim(text: object) -> Claim:
    """Read a claim: ``8000``, ``2000/4000``, ``4000 all``, ``4000a``, ``3han30fu``, ``3h30f``,
    ``30fu3han``, a limit name (``mangan`` … ``yakuman``, ``double yakuman``, ``kazoe
    yakuman``), or several of these together, each at most once (``mangan 2000/4000``,
    ``3h30f 3900``, ``5han30fu mangan 12000``). Tenhou's Japanese forms read too: points
    followed by 点, a tsumo's payments as ``1300-2600点`` and a dealer's as ``2600点∀``
    (``30符2飜2000点``, ``満貫2000-4000点``).

    Case, spaces and thousands separators do not matter; a whole number is read as text.

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
    normal = _THOUSANDS.sub("", unicodedata.normalize("NFKC", text).lower())
    fields: dict[str, Any] = {}
    pos = len(normal) - len(normal.lstrip())
    if pos == len(normal):
        raise InvalidClaim("the claim is empty: write points (8000, 2000/4000, 4000 all), "
                           "han and fu (3han30fu) or a limit (mangan)")
    while pos < len(normal):
        match = _CLAIM_PART.match(normal, pos)
        if match is None:
            raise InvalidClaim(f"cannot read the claim {text!r} from {normal[pos:pos + 12]!r}: "
                               "expected points (8000, 2000/4000, 4000 all), han and fu "
                               "(3han30fu) or a limit (mangan, yakuman)")
        _add_claim_part(fields, match, text)
        separator = _CLAIM_SEPARATORS.match(normal, match.end())
        pos = separator.end() if separator else match.end()
    return Claim(text=text, **fields)


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


@dataclass(frozen=True, slots=True)
class Difference:
    """One part of a claim that disagrees with the score."""

    part: str
    """``win`` (the kind of win), ``value``, ``non_dealer``, ``dealer``, ``each``, ``han``,
    ``fu`` or ``limit``."""
    claimed: int | str
    actual: int | str | None


@dataclass(frozen=True, slots=True)
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
    differs = [*_grade_differences(claim, result)]
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
