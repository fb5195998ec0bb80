"""The discard view (issue #27): every discard at any shanten with its acceptance, the tenpai
reached at 1 shanten and its value, and a 13-tile hand's acceptance."""

from __future__ import annotations

import pytest

from mjscore.hand import hand_shanten
from mjscore.waiting import analyse, discard_view, tenpai_discards, waits

ONE_SHANTEN = "34568m5678p23567s"
"""The issue's hand: no discard leaves it tenpai."""


def row_summary(view):
    return [(str(row.tile), row.shanten, row.acceptance_count) for row in view.rows]


def test_one_shanten_rows_by_shanten_then_acceptance():
    view = discard_view(ONE_SHANTEN, values=False)
    assert view.shanten == 1
    assert row_summary(view)[:4] == [("5p", 1, 27), ("8p", 1, 27), ("8m", 1, 20),
                                     ("3m", 1, 17)]
    keys = [(row.shanten, -row.acceptance_count) for row in view.rows]
    assert keys == sorted(keys) and len(view.rows) == 14  # one row per distinct tile
    five = view.rows[0]
    assert [str(a.tile) for a in five.acceptance] == ["3m", "6m", "7m", "8m", "1s", "2s",
                                                      "3s", "4s"]
    assert five.reached == () and five.waits is None


def test_each_accepted_tile_at_one_shanten_leads_to_a_tenpai_and_its_value():
    view = discard_view(ONE_SHANTEN, seat="S")
    five = view.rows[0]
    assert [str(reached.tile) for reached in five.reached] == [
        str(a.tile) for a in five.acceptance]
    three = five.reached[0]
    assert (str(three.tile), str(three.discard), [str(t) for t in three.waits]) == (
        "3m", "8m", ["1s", "4s"])
    # The value is the waits' own: the hand after drawing 3m and discarding 8m.
    after = waits("33456m678p23567s", seat="S", discards="5p8m")
    best = max(after.waits, key=lambda wait: (wait.ron_value, wait.tsumo_value))
    assert (three.ron, three.tsumo) == (best.ron_value, best.tsumo_value) == (2000, 2700)
    # Rows at 2 shanten carry no tenpai.
    assert all(row.reached == () for row in view.rows if row.shanten == 2)


def test_two_shanten_rows():
    view = discard_view("3468m5678p23567s1z")
    assert view.shanten == 2 and row_summary(view)[0] == ("1z", 2, 44)
    assert all(row.shanten >= 2 and row.reached == () for row in view.rows)
    assert [row.shanten for row in view.rows][-1] == 3


def test_seen_tiles_dora_indicators_and_discards_count_against_acceptance():
    plain = discard_view(ONE_SHANTEN, values=False).rows[0]
    seen = discard_view(ONE_SHANTEN, values=False, seen="7m7m", dora="2s",
                        discards="1s").rows[0]
    left = {str(a.tile): a.left for a in seen.acceptance}
    assert (left["7m"], left["2s"], left["1s"]) == (2, 2, 3)
    assert seen.acceptance_count == plain.acceptance_count - 4


def test_thirteen_tiles_not_tenpai_give_their_acceptance():
    result = waits("3568m5678p23567s")
    assert not result.tenpai and result.shanten == 2 and result.acceptance_count == 40
    assert [str(a.tile) for a in result.acceptance] == [
        "3m", "4m", "5m", "6m", "7m", "8m", "5p", "8p", "1s", "2s", "3s", "4s"]
    record = result.as_record()
    assert list(record) == ["tenpai", "shanten", "furiten", "waits", "acceptance",
                            "acceptance_count"]
    view = discard_view("3568m5678p23567s").as_record()
    assert view == {"hand": "3568m5678p23567s", "shanten": 2,
                    "acceptance": record["acceptance"], "acceptance_count": 40}
    assert "acceptance" not in waits("123m456p789s2345s").as_record()  # tenpai: its waits


def test_the_json_of_fourteen_tiles():
    record = analyse(ONE_SHANTEN).as_record()
    assert list(record) == ["shanten", "discards"] and record["shanten"] == 1
    first = record["discards"][0]
    assert list(first) == ["tile", "shanten", "acceptance", "acceptance_count", "tenpai"]
    assert first["acceptance"][0] == {"tile": "3m", "left": 3}
    assert list(first["tenpai"][0]) == ["tile", "left", "discard", "waits", "ron", "tsumo"]
    view = discard_view(ONE_SHANTEN).as_record()
    assert view["hand"] == "34568m5678p23567s" and view["discards"] == record["discards"]
    assert analyse(ONE_SHANTEN, values=False).as_record()["discards"][0].get("tenpai") is None


def test_tenpai_discards_keep_their_waits_in_the_rows():
    result = tenpai_discards("123m456p789s2345s9m", seat="S")
    by_tile = {str(row.tile): row for row in result.rows}
    assert by_tile["9m"].waits is result.options[0].waits
    assert by_tile["9m"].shanten == 0 and by_tile["9m"].acceptance_count == 6
    assert all(row.waits is None for row in result.rows if row.shanten > 0)


def test_a_complete_hand_is_minus_one_and_every_row_tenpai():
    view = discard_view("123m456p789s23455s", values=False)
    assert view.shanten == -1 and {row.shanten for row in view.rows} == {0}


@pytest.mark.parametrize("hand", [ONE_SHANTEN, "3468m5678p23567s1z", "1111m234p567s789s1z",
                                  "123m456p78s5z1z2z [5=55z]"])
def test_each_row_is_the_shanten_of_the_hand_without_its_tile(hand):
    view = discard_view(hand, values=False)
    parsed = view.hand
    for row in view.rows:
        rest = parsed.without(row.tile)
        assert row.shanten == hand_shanten(rest.concealed_counts, len(rest.melds))
        assert row.shanten == waits(rest).shanten


def test_three_players_accept_only_the_108_tiles():
    from mjscore.rules import TENHOU3

    # 1m 9m and the pin, sou and honor kinds only: never 2m to 8m.
    result = waits("19m258p369s1234z5z", rules=TENHOU3, seat="S")
    kinds = [str(a.tile) for a in result.acceptance]
    assert kinds and not any(tile[1] == "m" and tile[0] in "2345678" for tile in kinds)
    four = waits("19m258p369s1234z5z", seat="S")
    assert {str(a.tile) for a in four.acceptance} - set(kinds) == {
        f"{n}m" for n in range(2, 9) if f"{n}m" in {str(a.tile) for a in four.acceptance}}
    view = discard_view("19m258p369s1234z55z", rules=TENHOU3, seat="S", values=False)
    assert all(a.tile.kind not in range(1, 8) for row in view.rows for a in row.acceptance)
    # A kita set aside is a North seen.
    kita = discard_view("19m258p369s1234z5z", rules=TENHOU3, seat="S", kita=1)
    north = {str(a.tile): a.left for a in kita.acceptance}.get("4z")
    assert north == 2  # four less the hand's and the kita
