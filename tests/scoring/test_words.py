"""The words mjscore shows people, in English and Japanese: limits and yakuman multiples (as
claims read them back), waits, fu items, and the phrases of the views."""

from __future__ import annotations

import pytest

import mjscore
from mjscore.game.flow import End
from mjscore.hand import Wind
from mjscore.scoring import Limit, Wait, parse_claim
from mjscore.scoring.words import (
    END_WORDS,
    SEAT_NAMES,
    WAIT_WORDS,
    fu_item_words,
    limit_id,
    limit_words,
    pick,
    word,
    yakuman_words,
)


@pytest.mark.parametrize(("multiple", "english", "japanese", "ident"), [
    (1, "yakuman", "役満", "yakuman"),
    (2, "double yakuman", "ダブル役満", "double_yakuman"),
    (3, "triple yakuman", "トリプル役満", "triple_yakuman"),
    (4, "quadruple yakuman", "4倍役満", "quadruple_yakuman"),
    (7, "7x yakuman", "7倍役満", "7x_yakuman"),
])
def test_a_yakuman_multiple_is_named_in_both_languages(multiple: int, english: str,
                                                       japanese: str, ident: str) -> None:
    assert yakuman_words(multiple) == english == limit_words(Limit.YAKUMAN, multiple)
    assert yakuman_words(multiple, "ja") == japanese
    assert limit_id(Limit.YAKUMAN, multiple) == ident


@pytest.mark.parametrize("multiple", range(1, 7))
def test_a_claim_reads_back_each_name_of_a_yakuman_multiple(multiple: int) -> None:
    for text in (yakuman_words(multiple), yakuman_words(multiple, "ja"),
                 limit_id(Limit.YAKUMAN, multiple)):
        claim = parse_claim(text)
        assert (claim.limit, claim.yakuman) == ("yakuman", multiple), text


@pytest.mark.parametrize("limit", [limit for limit in Limit if limit is not Limit.YAKUMAN])
def test_a_claim_reads_back_each_limit_by_its_id_and_its_japanese_name(limit: Limit) -> None:
    assert parse_claim(limit_id(limit)).limit == limit.value
    assert parse_claim(limit_words(limit, 0, "ja")).limit == limit.value


def test_every_wait_and_seat_has_its_words_in_both_languages() -> None:
    assert set(WAIT_WORDS) == set(Wait)
    assert set(SEAT_NAMES) == set(Wind)
    for words in (*WAIT_WORDS.values(), *SEAT_NAMES.values()):
        assert all(words) and pick(words, "en") != pick(words, "ja")


def test_every_end_of_a_game_has_its_reason_in_words() -> None:
    assert {end.value for end in End} | {"open"} == set(END_WORDS)


def test_the_fu_lines_of_a_score_in_words() -> None:
    result = mjscore.score("111m234p567s45s11z+3s", riichi=True)  # East's pair of East
    assert [fu_item_words(item) for item in result.fu_items] == [
        "base", "closed ron", "double wind pair", "closed triplet of terminals or honors"]
    assert [fu_item_words(item, "ja") for item in result.fu_items] == [
        "副底", "門前加符", "連風牌の雀頭", "暗刻 幺九牌"]


def test_a_phrase_is_filled_in_with_its_values() -> None:
    assert word("all", points="4,000") == "4,000 all"
    assert word("all", "ja", points="4,000") == "4,000オール"
