"""The score-claim grammar: the forms a score sheet writes a result in, and a claim checked
part by part against a score, with or without the honba."""

from __future__ import annotations

from typing import Any

import pytest

import mjscore
from mjscore.base import InvalidClaim
from mjscore.scoring import Claim, check_claim, parse_claim
from mjscore.scoring.claims import Difference

# Hands used throughout; the comments give their scores under tenhou rules.
CHUN = "234m567p8s+8s [456s] [777z]"  # open chun + dora 3m: 2 han 30 fu; S tsumo 500/1000
RIICHI_MANGAN = "23455m345p67888s+8s"  # riichi, dora 4m, ura 9p: S ron 4 han 40 fu, 8000
KOKUSHI = "19m19p19s1234567z+1z"  # kokushi: S ron 32000
CHUUREN = "1112345678999p+1p"  # junsei chuuren: 1 yakuman under tenhou, 2 with double_yakuman


def score(hand: str, **situation_values: Any) -> mjscore.Score:
    return mjscore.score(hand, **situation_values)


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("8000", {"value": 8000}),
        ("8,000", {"value": 8000}),
        (" 12000 ", {"value": 12000}),
        (8000, {"value": 8000}),
        ("2000/4000", {"non_dealer": 2000, "dealer": 4000}),
        ("2,000 / 4,000", {"non_dealer": 2000, "dealer": 4000}),
        ("4000 all", {"each": 4000}),
        ("4000ALL", {"each": 4000}),
        ("4000a", {"each": 4000}),
        ("4000オール", {"each": 4000}),
        ("3han30fu", {"han": 3, "fu": 30}),
        ("3h30f", {"han": 3, "fu": 30}),
        ("30fu3han", {"han": 3, "fu": 30}),
        ("3 han 30 fu", {"han": 3, "fu": 30}),
        ("3翻30符", {"han": 3, "fu": 30}),
        ("mangan", {"limit": "mangan"}),
        ("Haneman", {"limit": "haneman"}),
        ("baiman", {"limit": "baiman"}),
        ("sanbaiman", {"limit": "sanbaiman"}),
        ("yakuman", {"limit": "yakuman", "yakuman": 1}),
        ("double yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("double_yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("triple yakuman", {"limit": "yakuman", "yakuman": 3}),
        ("2x yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("kazoe yakuman", {"limit": "kazoe_yakuman"}),
        ("kazoe", {"limit": "kazoe_yakuman"}),
        ("満貫", {"limit": "mangan"}),
        ("ダブル役満", {"limit": "yakuman", "yakuman": 2}),
        ("mangan 2000/4000", {"limit": "mangan", "non_dealer": 2000, "dealer": 4000}),
        ("8000 (mangan)", {"limit": "mangan", "value": 8000}),
        ("3h30f, 3900", {"han": 3, "fu": 30, "value": 3900}),
        ("haneman 6000 all", {"limit": "haneman", "each": 6000}),
        ("5han30fu mangan 12000", {"han": 5, "fu": 30, "limit": "mangan", "value": 12000}),
    ],
    ids=lambda value: repr(value) if not isinstance(value, dict) else "",
)
def test_claim_forms_are_read(text: object, fields: dict[str, Any]) -> None:
    claim = parse_claim(text)
    assert claim == Claim(text=str(text), **fields)


@pytest.mark.parametrize(("text", "fields"), [
    ("30符2飜2000点", {"han": 2, "fu": 30, "value": 2000}),
    ("20符4飜1300-2600点", {"non_dealer": 1300, "dealer": 2600}),
    ("満貫4000点∀", {"limit": "mangan", "each": 4000}),
    ("役満32000点", {"limit": "yakuman", "yakuman": 1, "value": 32000}),
])
def test_tenhou_value_strings_are_claims(text: str, fields: dict[str, Any]) -> None:
    claim = parse_claim(text)
    assert {key: getattr(claim, key) for key in fields} == fields


@pytest.mark.parametrize(
    "text",
    ["", "   ", "8000 9000", "mangan haneman", "3h30f 4h30f", "4000a 1000/2000", "3han",
     "30fu", "lots", "2000/", "4000 al", "8000 pts", "2000/4000 all", "1234567890", "-8000",
     "mangan!", None, True, [8000]],
    ids=repr,
)
def test_malformed_claims_are_refused(text: object) -> None:
    with pytest.raises(InvalidClaim) as raised:
        parse_claim(text)
    assert raised.value.code == "invalid_claim"


def test_a_claim_error_names_where_reading_stopped() -> None:
    with pytest.raises(InvalidClaim, match="from 'pts'"):
        parse_claim("8000 pts")


def differs(claim: str, result: mjscore.Score) -> list[tuple[str, object, object]]:
    return [(d.part, d.claimed, d.actual) for d in check_claim(parse_claim(claim), result).differs]


HANDS = (CHUN, RIICHI_MANGAN, KOKUSHI, CHUUREN)


RON = {"riichi": True, "seat": "S", "discarder": "E", "dora": ["4m"], "ura": ["9p"]}


NON_DEALER_TSUMO = {"tsumo": True, "seat": "S", "dora": ["3m"]}


@pytest.mark.parametrize(
    ("claim", "hand", "situation_values", "expected"),
    [
        ("8000", RIICHI_MANGAN, RON, []),
        ("7700", RIICHI_MANGAN, RON, [("value", 7700, 8000)]),
        ("500/1000", CHUN, NON_DEALER_TSUMO, []),
        ("600/1000", CHUN, NON_DEALER_TSUMO, [("non_dealer", 600, 500)]),
        ("500/1100", CHUN, NON_DEALER_TSUMO, [("dealer", 1100, 1000)]),
        ("2000", CHUN, NON_DEALER_TSUMO, []),  # one number: the tsumo's sum
        ("2000/4000", RIICHI_MANGAN, RON, [("win", "non_dealer_tsumo", "ron")]),
        ("4000 all", RIICHI_MANGAN, {"riichi": True, "tsumo": True, "dora": ["4m"],
                                     "ura": ["9p"]}, []),
        ("3900a", RIICHI_MANGAN, {"riichi": True, "tsumo": True, "dora": ["4m"],
                                  "ura": ["9p"]}, [("each", 3900, 4000)]),
        ("1000 all", CHUN, NON_DEALER_TSUMO, [("win", "dealer_tsumo", "non_dealer_tsumo")]),
        ("2han30fu", CHUN, NON_DEALER_TSUMO, []),
        ("30fu2han", CHUN, NON_DEALER_TSUMO, []),
        ("3h30f", CHUN, NON_DEALER_TSUMO, [("han", 3, 2)]),
        ("2h40f", CHUN, NON_DEALER_TSUMO, [("fu", 40, 30)]),
        ("mangan", RIICHI_MANGAN, RON, []),
        ("haneman", RIICHI_MANGAN, RON, [("limit", "haneman", "mangan")]),
        ("mangan", CHUN, NON_DEALER_TSUMO, [("limit", "mangan", None)]),
        ("yakuman", KOKUSHI, {"seat": "S"}, []),
        ("double yakuman", KOKUSHI, {"seat": "S"}, [("limit", "double_yakuman", "yakuman")]),
        ("haneman 8000", RIICHI_MANGAN, RON,
         [("limit", "haneman", "mangan")]),
        ("haneman 12000", RIICHI_MANGAN, RON,
         [("limit", "haneman", "mangan"), ("value", 12000, 8000)]),
    ],
    ids=lambda value: value if isinstance(value, str) and value not in HANDS else "",
)
def test_claims_are_checked_part_by_part(claim: str, hand: str,
                                         situation_values: dict[str, Any],
                                         expected: list[tuple[str, object, object]]) -> None:
    result = score(hand, **situation_values)
    verdict = check_claim(parse_claim(claim), result)
    assert differs(claim, result) == expected
    assert verdict.match is (not expected)


def test_a_double_yakuman_claim_matches_a_double_yakuman() -> None:
    result = mjscore.score(CHUUREN, tsumo=True, seat="N", riichi=True,
                           rules={"double_yakuman": True})
    assert result.yakuman == 2
    assert differs("double yakuman 16000/32000", result) == []
    assert differs("yakuman", result) == [("limit", "yakuman", "double_yakuman")]


def test_a_plain_yakuman_claim_matches_a_kazoe_yakuman_but_not_the_reverse() -> None:
    kazoe = mjscore.score("2223445666778m+8m", riichi=True, tsumo=True, dora=["1m"])
    assert kazoe.limit is mjscore.Limit.KAZOE_YAKUMAN
    assert differs("yakuman", kazoe) == []
    assert differs("kazoe yakuman", kazoe) == []
    assert differs("kazoe yakuman", score(KOKUSHI, seat="S")) == [
        ("limit", "kazoe_yakuman", "yakuman")]


class TestHonba:
    """Points may be claimed without the honba or with them; the output says which."""

    tsumo = staticmethod(lambda: score(CHUN, tsumo=True, seat="S", dora=["3m"], honba=2))
    ron = staticmethod(lambda: score(RIICHI_MANGAN, honba=2, **RON))

    def test_a_claim_without_honba_matches_and_says_so(self) -> None:
        assert check_claim(parse_claim("500/1000"), self.tsumo()).honba == "excluded"
        assert check_claim(parse_claim("8000"), self.ron()).honba == "excluded"

    def test_a_claim_with_honba_matches_and_says_so(self) -> None:
        verdict = check_claim(parse_claim("700/1200"), self.tsumo())
        assert (verdict.match, verdict.honba) == (True, "included")
        assert check_claim(parse_claim("8600"), self.ron()).honba == "included"
        assert check_claim(parse_claim("2600"), self.tsumo()).honba == "included"

    def test_a_dealer_tsumo_claim_with_honba(self) -> None:
        result = score(RIICHI_MANGAN, riichi=True, tsumo=True, dora=["4m"], ura=["9p"],
                       honba=1)
        assert check_claim(parse_claim("4100 all"), result).match
        assert check_claim(parse_claim("4000 all"), result).match

    def test_a_claim_mixing_both_readings_is_a_mismatch_against_the_closer_one(self) -> None:
        verdict = check_claim(parse_claim("700/1000"), self.tsumo())
        assert not verdict.match
        assert verdict.honba == "excluded"
        assert verdict.differs == (Difference("non_dealer", 700, 500),)

    def test_a_wrong_claim_reports_the_reading_it_was_compared_with(self) -> None:
        verdict = check_claim(parse_claim("8500"), self.ron())
        assert not verdict.match
        assert verdict.honba == "excluded"
        assert verdict.differs == (Difference("value", 8500, 8000),)

    def test_without_honba_or_points_there_is_no_reading(self) -> None:
        assert check_claim(parse_claim("8000"), score(RIICHI_MANGAN, **RON)).honba is None
        assert check_claim(parse_claim("mangan"), self.ron()).honba is None

    def test_honba_do_not_change_han_fu_or_limit_claims(self) -> None:
        assert check_claim(parse_claim("4han40fu mangan"), self.ron()).match
        assert check_claim(parse_claim("4han30fu"), self.ron()).differs == (
            Difference("fu", 30, 40),)
