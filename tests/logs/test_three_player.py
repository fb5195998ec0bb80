"""The log readers on three-player games (issue #23): Tenhou's three-player lobby (type 185,
flag 0x10) and tenhou.net/6 room (``三鳳南喰赤``) read under ``tenhou3``, three seats where
the logs write four (the North position empty), kita from ``<N m=(tile << 8) | 0x20>`` and
``"f44"``, the wall of 55 draws, and the ratio lobby of ``sanma.xml`` skipped with its
reason."""

from __future__ import annotations

import datetime
import json
from collections import Counter
from pathlib import Path

import pytest

from mjscore.base import LogError, UnsupportedLog
from mjscore.game import AbortiveDraw, ExhaustiveDraw, Win, play_game
from mjscore.hand import Tile, parse_tiles
from mjscore.logs import HandPlay, read_mjlog, read_mjlog_file, read_tenhou6, rules_for_lobby
from mjscore.logs.lobbies import rules_for_room
from mjscore.logs.mjlog_codes import kita_id
from mjscore.logs.play import live_wall_draws

from ..support.logdata import RAW_DIR, require_raw

pytestmark = pytest.mark.conformance

PHOENIX_3P = RAW_DIR / "tenhou_phoenix_2022_3p"
NUKIDORA = RAW_DIR / "mjai_reviewer3p_testdata" / "double_nukidora.json"


def tiles(text: str) -> list[Tile]:
    return list(parse_tiles(text))


# --------------------------------------------------------------------------- lobbies


def test_the_three_player_phoenix_lobby_plays_tenhou3() -> None:
    rules = rules_for_lobby(185, datetime.date(2022, 1, 1))
    assert (rules.name, rules.seats, rules.red_fives) == (
        "tenhou3+final_rounding=nearest_thousand", 3, "ps")
    assert rules_for_lobby(185 | 0x02).red_fives == ""
    assert rules_for_lobby(0x11).game_length.value == "tonpuu"


def test_a_three_player_room_of_tenhou_plays_tenhou3_with_its_red_fives() -> None:
    rules = rules_for_room({"disp": "三鳳南喰赤", "aka51": 1, "aka52": 1, "aka53": 1},
                           datetime.date(2021, 1, 2))
    assert (rules.seats, rules.red_fives) == (3, "ps")


def test_a_three_player_room_that_is_no_tenhou_room_is_unsupported() -> None:
    with pytest.raises(UnsupportedLog, match="three-player room that mjscore has no preset"):
        rules_for_room({"disp": "三銅の間"})


def test_the_ratio_lobby_of_sanma_xml_stays_skipped_with_its_reason() -> None:
    require_raw()
    with pytest.raises(UnsupportedLog, match=r"lobby type 2113 \(0x841\) has rules of its "
                                             "own") as caught:
        read_mjlog_file(RAW_DIR / "dnovikoff_tenhou_testdata" / "sanma.xml")
    assert caught.value.code == "unsupported_log"


# --------------------------------------------------------------------------- the play


def test_the_wall_gives_55_draws_from_108_tiles_with_three_players() -> None:
    assert (live_wall_draws(108, 3), live_wall_draws(136, 4)) == (55, 70)


def _three_player_hand() -> HandPlay:
    dealt = [tiles("111p234p567p99s1s4z"), tiles("123456789p123s5z"),
             tiles("19m19p19s1234z567z")]
    return HandPlay(dealt, 0, 3, wall_draws=55)


def test_a_kita_sets_a_north_aside_and_a_tsumo_on_the_replacement_is_rinshan() -> None:
    play = _three_player_hand()
    play.draw(0, Tile.parse("1s"))
    play.kita(0, Tile.parse("4z"))
    play.draw(0, Tile.parse("9s"))
    assert play.kita_count(0) == 1
    assert "rinshan" in play.win_flags(0, None)
    hand = play.winning_hand(0, None)
    assert str(hand.win_tile) == "9s" and Tile.parse("4z") not in hand.concealed


def test_a_kita_ends_ippatsu_and_a_ron_on_the_north_is_no_chankan() -> None:
    play = _three_player_hand()
    play.draw(0, Tile.parse("9m"))
    play.discard(0, Tile.parse("9m"))
    play.draw(1, Tile.parse("6s"))
    play.declare_riichi(1)
    play.discard(1, Tile.parse("5z"))
    play.draw(2, Tile.parse("7z"))
    play.discard(2, Tile.parse("7z"))
    play.draw(0, Tile.parse("9p"))
    assert "ippatsu" in play.win_flags(1, None)
    play.kita(0, Tile.parse("4z"))
    assert "chankan" not in play.win_flags(2, 0)  # a ron on the North set aside
    play.draw(0, Tile.parse("9m"))  # play goes on: the kita has ended the ippatsu chance
    assert "ippatsu" not in play.win_flags(1, None)


def test_only_a_north_can_be_set_aside() -> None:
    play = _three_player_hand()
    play.draw(0, Tile.parse("1s"))
    with pytest.raises(LogError, match="which only a North can be"):
        play.kita(0, Tile.parse("1s"))


def test_kita_codes_are_no_melds() -> None:
    assert kita_id(31008) == 121  # (121 << 8) | 0x20: a North
    assert kita_id(31264 | 0x08) is None  # a pon's bit
    assert kita_id(30720) is None  # a closed kan of North


# --------------------------------------------------------------------------- mjlog


_MINIMAL = ('<mjloggm ver="2.3"><GO type="185" lobby="0"/><UN n0="A" n1="B" n2="C" n3=""/>'
            '<TAIKYOKU oya="0"/><INIT seed="0,0,0,0,0,60" ten="350,350,350,0" oya="0" '
            'hai0="36,37,38,40,44,48,56,60,64,72,108,109,121" '
            'hai1="41,45,49,53,57,61,65,69,76,80,84,88,124" '
            'hai2="0,32,33,68,96,100,104,111,112,116,125,128,132" hai3=""/>'
            '<T73/><N who="0" m="31008" /><T110/>'
            '<AGARI ba="0,0" hai="36,37,38,40,44,48,56,60,64,72,73,108,109,110" machi="110" '
            'ten="40,12000,2" yaku="0,1,4,1,10,1,14,1,52,2" doraHai="60" who="0" fromWho="0" '
            'm="31008" sc="350,120,350,-60,350,-60,0,0" '
            'owari="470,42.0,290,-11.0,290,-31.0,0,0.0" /></mjloggm>')
"""One hand of a three-player game: the dealer sets a North aside, draws East on its
replacement and wins: tsumo, rinshan, double East, the 8p dora and the kita, 6 han, a
dealer's haneman of 6,000 from each of the two others (tsumo loss)."""


def test_a_minimal_three_player_mjlog_reads_with_three_seats_and_its_kita() -> None:
    game = read_mjlog(_MINIMAL, game_id="2022010102gm-00b9-0000-00000000")
    assert game.players == ("A", "B", "C")
    assert game.rules.seats == 3
    (hand,) = game.hands
    (win,) = [event for event in hand.events if isinstance(event, Win)]
    assert (win.kita, sorted(win.flags)) == (1, ["rinshan"])
    assert hand.written.start_scores == (35000, 35000, 35000)
    assert hand.written.deltas == (12000, -6000, -6000)
    assert game.final is not None
    assert (game.final.scores, game.final.points) == ((47000, 29000, 29000),
                                                      (42.0, -11.0, -31.0))


def test_the_minimal_three_player_game_replays_with_no_mismatch() -> None:
    report = play_game(read_mjlog(_MINIMAL, game_id="2022010102gm-00b9-0000-00000000"))
    assert report.mismatches == () and report.problems == ()
    (paid,) = report.hands[0].wins
    assert paid.score is not None and paid.score.value == 12000


def test_three_player_messages_count_three_seats() -> None:
    broken = _MINIMAL.replace('ten="350,350,350,0"', 'ten="350,350"')
    with pytest.raises(LogError, match="expected three values, not 2"):
        read_mjlog(broken)


def test_a_kita_under_four_player_rules_is_refused() -> None:
    four = _MINIMAL.replace('type="185"', 'type="169"').replace('hai3=""', 'hai3="1,2,3,5,6,'
                                                                '7,9,10,11,13,14,15,17"')
    with pytest.raises(LogError, match="rules, which have none") as caught:
        read_mjlog(four)
    assert caught.value.code == "invalid_meld"


def test_the_three_player_phoenix_games_read_with_their_events() -> None:
    require_raw()
    counts: Counter[str] = Counter()
    files = [*sorted(PHOENIX_3P.iterdir()), RAW_DIR / "dnovikoff_tenhou_testdata" / "sanma2.xml"]
    for path in files:
        game = read_mjlog_file(path)
        assert len(game.players) == 3 and game.final is not None
        counts["games"] += 1
        for hand in game.hands:
            counts["hands"] += 1
            wins = [event for event in hand.events if isinstance(event, Win)]
            counts["double_ron"] += len(wins) == 2
            for event in hand.events:
                if isinstance(event, Win):
                    counts["wins"] += 1
                    counts["kita_wins"] += event.kita > 0
                    assert event.hand is not None
                    counts["rinshan_on_kita"] += "rinshan" in event.flags and not any(
                        meld.is_kan for meld in event.hand.melds)
                elif isinstance(event, ExhaustiveDraw):
                    counts["nagashi" if event.nagashi else "exhaustive"] += 1
                elif isinstance(event, AbortiveDraw):
                    counts[event.kind.value] += 1
    assert counts == {"games": 402, "hands": 3559, "wins": 3037, "double_ron": 11,
                      "kita_wins": 1913, "rinshan_on_kita": 58, "exhaustive": 438,
                      "nagashi": 2, "kyuushu_kyuuhai": 92, "suukaikan": 1}


# --------------------------------------------------------------------------- tenhou.net/6


def test_the_three_player_tenhou6_game_reads_its_kita_from_f44() -> None:
    require_raw()
    game = read_tenhou6(NUKIDORA.read_bytes())
    assert game.players == ("しめじん", "TiccyWu", "長光麻夜")
    assert game.rules.seats == 3
    kita = [event.kita for hand in game.hands for event in hand.events
            if isinstance(event, Win)]
    assert kita == [1, 1, 1, 2, 2, 0, 1, 0]
    assert game.final is not None
    assert (game.final.scores, game.final.points) == ((31900, 47200, 25900),
                                                      (-8.0, 42.0, -34.0))


def test_a_kita_in_a_four_player_tenhou6_game_is_refused() -> None:
    require_raw()
    data = json.loads(NUKIDORA.read_bytes())
    data["rule"]["disp"] = "鳳南喰赤"
    data["name"][3] = "D"
    with pytest.raises((LogError, UnsupportedLog)):
        read_tenhou6(data)


def test_a_three_player_tenhou6_message_counts_three_seats() -> None:
    require_raw()
    data = json.loads(Path(NUKIDORA).read_bytes())
    data["sc"] = data["sc"][:4]
    with pytest.raises(LogError, match="'sc' is not three final scores"):
        read_tenhou6(data)
