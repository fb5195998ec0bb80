"""Whether to call (issue #27): each pon, chi and kan a discarded tile allows, with the
shanten, acceptance and yaku after it, no call beside."""

from __future__ import annotations

import pytest

from mjscore.base import InvalidHand, InvalidSituation
from mjscore.waiting import call_options, discard_view, waits


def summary(view):
    return [(option.call, None if option.meld is None else str(option.meld),
             None if option.discard is None else str(option.discard), option.shanten,
             option.acceptance_count, option.yaku) for option in view.options]


def test_a_pon_of_a_dragon_reaches_tenpai_with_a_yaku():
    view = call_options("23m456p678s55z199p", "5z", "across")
    assert summary(view) == [("none", None, None, 1, 11, True),
                             ("pon", "[5=55z]", "1p", 0, 8, True)]
    # The pon's row is the discard view of the hand with the pon, its best discard.
    best = discard_view("23m456p678s199p [5=55z]", seen="5z", values=False).rows[0]
    assert (str(best.tile), best.shanten) == ("1p", 0)


def test_chi_only_from_the_left_and_each_run_the_tile_makes():
    left = call_options("2346m456p678s199p", "5m", "left")
    assert [(o.call, str(o.meld)) for o in left.options[1:]] == [
        ("chi", "[345-m]"), ("chi", "[45-6m]")]
    assert [o.call for o in call_options("2346m456p678s199p", "5m", "across").options] == [
        "none"]


def test_an_open_hand_without_a_yaku_says_so():
    # All simples: an open tanyao counts under tenhou, not under classic.
    tenhou = call_options("22334m456p678s55p", "2m", "left")
    classic = call_options("22334m456p678s55p", "2m", "left", rules="classic")
    assert [o.yaku for o in tenhou.options] == [True, True, True]
    assert [o.yaku for o in classic.options] == [True, False, False]
    assert summary(classic)[1] == ("pon", "[2-22m]", "3m", 0, 5, False)
    # A terminal pair leaves no open yaku even under tenhou.
    assert [o.yaku for o in call_options("22334m456p678s99p", "2m", "left").options] == [
        True, False, False]


def test_an_open_kan_draws_a_replacement_and_has_no_discard():
    view = call_options("234m456p678s5559s", "5s", "right")
    assert summary(view) == [("none", None, None, 0, 13, True),
                             ("pon", "[5+55s]", "9s", 0, 3, True),
                             ("kan", "[5+555s]", None, 0, 6, False)]
    after = waits("234m456p678s9s [5+555s]")
    assert after.tenpai and after.waits[0].ron_value == 0  # a single wait on 9s, no yaku


def test_swap_calling_is_not_offered():
    # Chi of 3m with 45m: discarding 3m (the tile called) or 6m (the other end) is barred.
    view = call_options("456m45m123p789s11z", "3m", "left")
    chi = [o for o in view.options if o.call == "chi"]
    assert chi and all(str(o.discard) not in ("3m", "6m") for o in chi)


def test_the_tile_called_counts_as_seen():
    plain = call_options("23m456p678s55z199p", "9p", "right").options[0]
    assert {str(a.tile): a.left for a in plain.acceptance}["9p"] == 1


def test_the_record():
    record = call_options("23m456p678s55z199p", "5z", "across").as_record()
    assert list(record) == ["hand", "tile", "from", "calls"]
    assert list(record["calls"][1]) == ["call", "meld", "discard", "shanten", "acceptance",
                                        "acceptance_count", "yaku"]


def test_errors():
    with pytest.raises(InvalidHand) as info:
        call_options("23m456p678s55z1199p", "5z", "left")
    assert info.value.code == "not_thirteen_tiles"
    with pytest.raises(InvalidSituation) as info:
        call_options("23m456p678s55z199p", "5z", "behind")
    assert info.value.code == "invalid_call_source"
    with pytest.raises(InvalidSituation) as info:
        call_options("23m456p678s55z199p", "5z", "left", seen="5z5z")
    assert info.value.code == "too_many_copies_seen"
