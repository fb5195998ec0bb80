"""Score sheets read and written (mjscore.sheet.reader, text, writer): the text grammar,
the errors of a bad sheet, a sheet read line by line, and round trips of whole games
through both syntaxes. The JSON Lines spelling has test_jsonl, the assembly both syntaxes
share test_assembly, and a sheet played line by line test_session."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.base import SheetError
from mjscore.game import (
    WIN_FLAGS,
    AbortiveDraw,
    AbortKind,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    FinalRecord,
    FoulPenalty,
    GameEnd,
    GameRecord,
    HandLabel,
    HandRecord,
    MinorFoul,
    RecordedWin,
    Riichi,
    Win,
    Written,
)
from mjscore.hand import Tile, Wind, parse_hand, parse_tiles
from mjscore.rules import CLASSIC, TENHOU, Rules, resolve_rules, with_overrides
from mjscore.scoring import Claim, parse_claim
from mjscore.sheet import (
    SheetReader,
    format_rules,
    iter_sheet,
    read_sheet,
    read_sheet_jsonl,
    write_sheet,
    write_sheet_jsonl,
)
from mjscore.sheet.events import read_claim
from mjscore.sheet.words import fold, strip_comment

from ..support.strategies import any_hands, hypothesis_settings

ROOT = Path(__file__).resolve().parents[2]
HEADER = "players: Aki Ben Chie Dai\n"
AKI, BEN, CHIE, DAI = range(4)


def game_of(text: str, **kwargs: Any) -> GameRecord:
    """The one game of a sheet."""
    games = read_sheet(text, **kwargs)
    assert len(games) == 1, games
    return games[0]


def events_of(line: str) -> tuple[Event, ...]:
    """The events of one hand line under the usual header; the line must be good."""
    game = game_of(HEADER + line)
    assert game.errors == (), game.errors
    assert len(game.hands) == 1
    return game.hands[0].events


def errors_of(text: str) -> list[tuple[str, int | None]]:
    """Each error of a sheet's games as (code, line)."""
    return [(error.code, error.line) for game in read_sheet(text) for error in game.errors]


def claim(text: str) -> Claim:
    return parse_claim(text)


def hand(text: str) -> Any:
    return parse_hand(text)


def tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


# --------------------------------------------------------------------------- the example


ISSUE_EXAMPLE = """\
players: Aki Ben Chie Dai
rules: classic
E1   riichi Aki ; draw tenpai Aki Chie            = 25500 23500 26500 23500
E1-1 ron Chie from Ben 3h30f
E2   tsumo Ben "23455m345p67888s+8s" riichi dora 4m ura 9p
E2-1 chombo Dai
"""


def test_the_example_of_the_issue() -> None:
    game = game_of(ISSUE_EXAMPLE)
    assert game.errors == ()
    assert game.players == ("Aki", "Ben", "Chie", "Dai")
    assert game.rules == CLASSIC
    assert [hand.line for hand in game.hands] == [3, 4, 5, 6]
    first, second, third, fourth = game.hands
    assert first.events == (Riichi(AKI), ExhaustiveDraw(frozenset({AKI, CHIE})))
    assert first.written == Written(label=HandLabel(Wind.EAST, 1),
                                    end_scores=(25500, 23500, 26500, 23500))
    assert second.events == (Win(CHIE, BEN, claim=claim("3h30f")),)
    assert second.written == Written(label=HandLabel(Wind.EAST, 1, 1))
    assert third.events == (Win(BEN, None, hand("23455m345p67888s+8s"), None,
                                frozenset({"riichi"}), tiles("4m"), tiles("9p")),)
    assert fourth.events == (Chombo(DAI),)
    assert game.final is None


def test_the_example_game_plays_through_the_ledger_as_written() -> None:
    from mjscore.game import play_game

    game = read_sheet((ROOT / "examples" / "game.txt").read_text(encoding="utf-8"))[0]
    report = play_game(game)
    assert report.problems == () and report.mismatches == ()
    assert report.result.as_record()["points"] == [-7.0, -7.0, 15.0, -1.0]


def test_the_example_game_of_the_docs_reads_without_errors() -> None:
    games = read_sheet((ROOT / "examples" / "game.txt").read_text(encoding="utf-8"),
                       source=str(ROOT / "examples" / "game.txt"))
    assert len(games) == 1
    game = games[0]
    assert game.errors == ()
    assert len(game.hands) >= 8
    assert game.final is not None and game.final.scores is not None
    assert sum(game.final.scores) == 100_000
    assert same_games(read_sheet(write_sheet(game)), [game])


# --------------------------------------------------------------------------- events

R = frozenset


@pytest.mark.parametrize(("line", "events"), [
    # riichi
    ("E1 riichi Aki ; draw", (Riichi(AKI), ExhaustiveDraw())),
    ("E1 riichi Aki Chie ; draw", (Riichi(AKI), Riichi(CHIE), ExhaustiveDraw())),
    ("E1 RIICHI aki ; draw", (Riichi(AKI), ExhaustiveDraw())),
    ("E1 リーチ Aki ; 流局", (Riichi(AKI), ExhaustiveDraw())),
    ("E1 立直 Aki ; 流局", (Riichi(AKI), ExhaustiveDraw())),
    ("E1 reach Aki ; draw", (Riichi(AKI), ExhaustiveDraw())),
    ("E1 riichi Ben ronned ; ron Chie from Ben 3900",
     (Riichi(BEN, stick=False), Win(CHIE, BEN, claim=claim("3900")))),
    ("E1 riichi Aki Ben (ron) ; ron Chie from Ben 3900",
     (Riichi(AKI), Riichi(BEN, stick=False), Win(CHIE, BEN, claim=claim("3900")))),
    ("E1 リーチ Ben 放銃 ; ロン Chie ← Ben 3900",
     (Riichi(BEN, stick=False), Win(CHIE, BEN, claim=claim("3900")))),
    ("E1 double riichi Aki ; draw", (Riichi(AKI, double=True), ExhaustiveDraw())),
    ("E1 double-riichi Aki ; draw", (Riichi(AKI, double=True), ExhaustiveDraw())),
    ("E1 ダブリー Aki ; draw", (Riichi(AKI, double=True), ExhaustiveDraw())),
    ("E1 ダブル立直 Aki ; draw", (Riichi(AKI, double=True), ExhaustiveDraw())),
    # riichi comes first, whatever order the line has
    ("E1 ron Chie from Ben 1000 ; riichi Aki",
     (Riichi(AKI), Win(CHIE, BEN, claim=claim("1000")))),
    # ron and tsumo
    ("E1 ron Chie from Ben 3h30f", (Win(CHIE, BEN, claim=claim("3h30f")),)),
    ("E1 ロン Chie from Ben 3h30f", (Win(CHIE, BEN, claim=claim("3h30f")),)),
    ("E1 ron Chie 3900 from Ben", (Win(CHIE, BEN, claim=claim("3900")),)),
    ("E1 ron Chie <- Ben 3900", (Win(CHIE, BEN, claim=claim("3900")),)),
    ("E1 ron Chie --from Ben 3900", (Win(CHIE, BEN, claim=claim("3900")),)),
    ("E1 tsumo Ben 2000/4000", (Win(BEN, claim=claim("2000/4000")),)),
    ("E1 ツモ Ben 2000/4000", (Win(BEN, claim=claim("2000/4000")),)),
    ("E1 tsumo Aki 4000 all", (Win(AKI, claim=claim("4000 all")),)),
    ("E1 tsumo Aki 4000オール", (Win(AKI, claim=claim("4000オール")),)),
    ("E1 tsumo Ben mangan 2000/4000", (Win(BEN, claim=claim("mangan 2000/4000")),)),
    ("E1 tsumo Ben 満貫", (Win(BEN, claim=claim("満貫")),)),
    ("E1 tsumo Ben double yakuman", (Win(BEN, claim=claim("double yakuman")),)),
    ("E1 tsumo Ben 1000-2000",
     (Win(BEN, claim=replace(claim("1000/2000"), text="1000-2000")),)),
    ("E1 tsumo Ben 2,000/4,000", (Win(BEN, claim=claim("2,000/4,000")),)),
    # double ron: one ron for each winner, on one discard
    ("E1 ron Aki from Ben 1000 ; ron Chie from Ben 2000",
     (Win(AKI, BEN, claim=claim("1000")), Win(CHIE, BEN, claim=claim("2000")))),
    # hands and the win's own options, bare or as --options
    ('E2 tsumo Ben "23455m345p67888s+8s" riichi dora 4m ura 9p',
     (Win(BEN, None, hand("23455m345p67888s+8s"), None, R({"riichi"}), tiles("4m"),
          tiles("9p")),)),
    ('E2 tsumo Ben "23455m345p67888s+8s" --riichi --dora 4m --ura=9p',
     (Win(BEN, None, hand("23455m345p67888s+8s"), None, R({"riichi"}), tiles("4m"),
          tiles("9p")),)),
    ("E2 tsumo Ben dora 4m 5p 19m19p19s1234567z1z yakuman",
     (Win(BEN, None, hand("19m19p19s1234567z1z"), claim("yakuman"), dora=tiles("4m5p")),)),
    ("E2 tsumo Ben 234m567p8s+8s [456s] [777z] 500/1000",
     (Win(BEN, None, hand("234m567p8s+8s [456s] [777z]"), claim("500/1000")),)),
    ("E2 tsumo Ben 「234m567p8s+8s [4-56s] [777z]」 500/1000",
     (Win(BEN, None, hand("234m567p8s+8s [4-56s] [777z]"), claim("500/1000")),)),
    ('E2 ron Aki from Dai mangan "23455m345p67888s+8s" riichi ippatsu houtei dora 4m,7z 1z '
     "ura 9p 2z",
     (Win(AKI, DAI, hand("23455m345p67888s+8s"), claim("mangan"),
          R({"riichi", "ippatsu", "houtei"}), tiles("4m7z1z"), tiles("9p2z")),)),
    ('E2 ロン Aki ← Dai 満貫 "23455m345p67888s+8s" リーチ 一発 河底 ドラ 4m 裏ドラ 9p',
     (Win(AKI, DAI, hand("23455m345p67888s+8s"), claim("満貫"),
          R({"riichi", "ippatsu", "houtei"}), tiles("4m"), tiles("9p")),)),
    ("E2 tsumo Aki mangan haitei rinshan tenhou chiihou renhou double_riichi",
     (Win(AKI, claim=claim("mangan"),
          flags=R({"haitei", "rinshan", "tenhou", "chiihou", "renhou", "double_riichi"})),)),
    ("E2 tsumo Aki mangan 海底 嶺上 天和 地和 人和 ダブリー",
     (Win(AKI, claim=claim("mangan"),
          flags=R({"haitei", "rinshan", "tenhou", "chiihou", "renhou", "double_riichi"})),)),
    ("E2 ron Aki from Ben 8000 chankan chankan-closed-kan 槍槓",
     (Win(AKI, BEN, claim=claim("8000"), flags=R({"chankan", "chankan_closed_kan"})),)),
    ("E2 ron Aki from Ben yakuman pao Chie",
     (Win(AKI, BEN, claim=claim("yakuman"), pao=CHIE),)),
    ("E2 tsumo Aki yakuman 包 Chie", (Win(AKI, claim=claim("yakuman"), pao=CHIE),)),
    ("E2 tsumo Aki yakuman --pao=W", (Win(AKI, claim=claim("yakuman"), pao=CHIE),)),
    # exhaustive draws
    ("E1 draw", (ExhaustiveDraw(),)),
    ("E1 draw noten", (ExhaustiveDraw(),)),
    ("E1 draw tenpai Aki Chie", (ExhaustiveDraw(R({AKI, CHIE})),)),
    ("E1 draw tenpai Aki, Chie", (ExhaustiveDraw(R({AKI, CHIE})),)),
    ("E1 draw tenpai all", (ExhaustiveDraw(R(range(4))),)),
    ("E1 draw noten Ben", (ExhaustiveDraw(R({AKI, CHIE, DAI})),)),
    ("E1 draw tenpai Aki noten Ben Chie Dai", (ExhaustiveDraw(R({AKI})),)),
    ("E1 tenpai Aki", (ExhaustiveDraw(R({AKI})),)),
    ("E1 流局 聴牌 Aki Chie", (ExhaustiveDraw(R({AKI, CHIE})),)),
    ("E1 流局 テンパイ Aki", (ExhaustiveDraw(R({AKI})),)),
    ("E1 流局 不聴", (ExhaustiveDraw(),)),
    ("E1 流局 ノーテン Ben", (ExhaustiveDraw(R({AKI, CHIE, DAI})),)),
    ("E1 全員聴牌", (ExhaustiveDraw(R(range(4))),)),
    ("E1 流局 全員聴牌", (ExhaustiveDraw(R(range(4))),)),
    ("E1 流局 全員不聴", (ExhaustiveDraw(),)),
    ("E1 荒牌流局 聴牌 Dai", (ExhaustiveDraw(R({DAI})),)),
    ("E1 draw tenpai Aki nagashi Ben", (ExhaustiveDraw(R({AKI}), R({BEN})),)),
    ("E1 draw tenpai Aki ; nagashi Ben", (ExhaustiveDraw(R({AKI}), R({BEN})),)),
    ("E1 nagashi Ben", (ExhaustiveDraw(nagashi=R({BEN})),)),
    ("E1 流局 聴牌 Aki ; 流し満貫 Ben", (ExhaustiveDraw(R({AKI}), R({BEN})),)),
    ("E1 nagashi mangan Ben tenpai Ben Chie", (ExhaustiveDraw(R({BEN, CHIE}), R({BEN})),)),
    # abortive draws
    ("E1 kyuushu Aki", (AbortiveDraw(AbortKind.NINE_TERMINALS, AKI),)),
    ("E1 kyuushu-kyuuhai Aki", (AbortiveDraw(AbortKind.NINE_TERMINALS, AKI),)),
    ("E1 kyuushu_kyuuhai", (AbortiveDraw(AbortKind.NINE_TERMINALS),)),
    ("E1 九種九牌 Aki", (AbortiveDraw(AbortKind.NINE_TERMINALS, AKI),)),
    ("E1 nine terminals Aki", (AbortiveDraw(AbortKind.NINE_TERMINALS, AKI),)),
    ("E1 suufon", (AbortiveDraw(AbortKind.FOUR_WINDS),)),
    ("E1 suufon_renda", (AbortiveDraw(AbortKind.FOUR_WINDS),)),
    ("E1 four winds", (AbortiveDraw(AbortKind.FOUR_WINDS),)),
    ("E1 四風連打", (AbortiveDraw(AbortKind.FOUR_WINDS),)),
    ("E1 riichi Aki Ben Chie Dai ; suucha", (
        Riichi(AKI), Riichi(BEN), Riichi(CHIE), Riichi(DAI),
        AbortiveDraw(AbortKind.FOUR_RIICHI))),
    ("E1 suucha_riichi Dai", (AbortiveDraw(AbortKind.FOUR_RIICHI, DAI),)),
    ("E1 四家立直", (AbortiveDraw(AbortKind.FOUR_RIICHI),)),
    ("E1 suukaikan", (AbortiveDraw(AbortKind.FOUR_KANS),)),
    ("E1 four kans", (AbortiveDraw(AbortKind.FOUR_KANS),)),
    ("E1 四槓散了", (AbortiveDraw(AbortKind.FOUR_KANS),)),
    ("E1 sanchahou Ben", (AbortiveDraw(AbortKind.THREE_RONS, BEN),)),
    ("E1 三家和", (AbortiveDraw(AbortKind.THREE_RONS),)),
    # fouls, adjustments, the end
    ("E1 chombo Dai", (Chombo(DAI),)),
    ("E1 chombo Dai noten riichi", (Chombo(DAI, "noten riichi"),)),
    ('E1 chombo Dai "false ron; wrong tile"', (Chombo(DAI, "false ron; wrong tile"),)),
    ("E1 チョンボ Dai 誤ロン", (Chombo(DAI, "誤ロン"),)),
    ("E1 draw ; chombo Dai noten riichi", (ExhaustiveDraw(), Chombo(DAI, "noten riichi"))),
    ("E1 foul Ben forfeit ; ron Aki from Chie 1000",
     (MinorFoul(BEN, FoulPenalty.FORFEIT), Win(AKI, CHIE, claim=claim("1000")))),
    ("E1 foul Ben stick wrong call ; draw",
     (MinorFoul(BEN, FoulPenalty.STICK, "wrong call"), ExhaustiveDraw())),
    ("E1 錯 Ben 供託 ; draw", (MinorFoul(BEN, FoulPenalty.STICK), ExhaustiveDraw())),
    ("E1 錯 Ben アガリ放棄 ; draw", (MinorFoul(BEN, FoulPenalty.FORFEIT), ExhaustiveDraw())),
    ("adjust +1000 -1000 0 0 agreed", (Adjustment((1000, -1000, 0, 0), "agreed"),)),
    ("調整 +1,000 ▲1,000 0 0", (Adjustment((1000, -1000, 0, 0)),)),
    ("end time limit", (GameEnd("time limit"),)),
    ("E4 ron Aki from Ben 1000 ; end time limit",
     (Win(AKI, BEN, claim=claim("1000")), GameEnd("time limit"))),
    ("終了", (GameEnd(),)),
    # players by seat wind of the first hand
    ("E1 ron W from S 1000", (Win(CHIE, BEN, claim=claim("1000")),)),
    ("E1 ron 西 from 南 1000", (Win(CHIE, BEN, claim=claim("1000")),)),
    ("E1 ron west from south 1000", (Win(CHIE, BEN, claim=claim("1000")),)),
    ("E1 ron 西家 from 南家 1000", (Win(CHIE, BEN, claim=claim("1000")),)),
    ("E1 ron ＣＨＩＥ from ｂｅｎ 1000", (Win(CHIE, BEN, claim=claim("1000")),)),
    # forgiving of case, spaces and full-width punctuation
    ("  e1   RON   chie   FROM   ben   3900  ", (Win(CHIE, BEN, claim=claim("3900")),)),
    ("E1 riichi Aki；draw", (Riichi(AKI), ExhaustiveDraw())),
])
def test_events(line: str, events: tuple[Event, ...]) -> None:
    assert events_of(line) == events


@pytest.mark.parametrize(("line", "label"), [
    ("E1 draw", HandLabel(Wind.EAST, 1)),
    ("e1-1 draw", HandLabel(Wind.EAST, 1, 1)),
    ("S4-2 draw", HandLabel(Wind.SOUTH, 4, 2)),
    ("S4.2 draw", HandLabel(Wind.SOUTH, 4, 2)),
    ("W1 draw", HandLabel(Wind.WEST, 1)),
    ("E1: draw", HandLabel(Wind.EAST, 1)),
    ("東1局1本場 draw", HandLabel(Wind.EAST, 1, 1)),
    ("東1局 1本場 draw", HandLabel(Wind.EAST, 1, 1)),
    ("南4局 draw", HandLabel(Wind.SOUTH, 4)),
    ("東一局二本場 draw", HandLabel(Wind.EAST, 1, 2)),
    ("南三局十二本場 draw", HandLabel(Wind.SOUTH, 3, 12)),
    ("Ｅ２－１ draw", HandLabel(Wind.EAST, 2, 1)),
    ("draw", None),
])
def test_labels(line: str, label: HandLabel | None) -> None:
    game = game_of(HEADER + line)
    assert game.errors == ()
    assert game.hands[0].written.label == label


@pytest.mark.parametrize(("scores", "expected"), [
    ("= 25500 23500 26500 24500", (25500, 23500, 26500, 24500)),
    ("=25500 23500 26500 24500", (25500, 23500, 26500, 24500)),
    ("＝ 25,500 23,500 26,500 24,500", (25500, 23500, 26500, 24500)),
    ("= 25500,23500,26500,24500", (25500, 23500, 26500, 24500)),
    ("= 52000 -1000 ▲2000 51000", (52000, -1000, -2000, 51000)),
])
def test_running_scores(scores: str, expected: tuple[int, ...]) -> None:
    game = game_of(f"{HEADER}E1 draw {scores}  # after the hand")
    assert game.errors == ()
    assert game.hands[0].written.end_scores == expected


def test_an_equals_sign_inside_a_hand_or_an_option_is_no_score() -> None:
    events = events_of("E1 ron Aki from Ben 234m567p8s+8s [5=55p] [777z] --dora=4m = "
                       "1 2 3 4")
    assert events == (Win(AKI, BEN, hand("234m567p8s+8s [5=55p] [777z]"), dora=tiles("4m")),)


# --------------------------------------------------------------------------- headers


def test_headers_in_japanese_and_a_game_id() -> None:
    game = game_of('対局: "Club night #3"\nプレイヤー: 秋子 ベン 千恵 大介\nルール: classic\n'
                   "E1 ロン 千恵 from ベン 1000\n最終: 26000 24000 25000 25000\n"
                   "ポイント: +1 -1 0 0")
    assert game.errors == ()
    assert game.id == "Club night #3"
    assert game.players == ("秋子", "ベン", "千恵", "大介")
    assert game.rules == CLASSIC
    assert game.hands[0].events == (Win(2, 1, claim=claim("1000")),)
    assert game.final == FinalRecord((26000, 24000, 25000, 25000), (1.0, -1.0, 0.0, 0.0))


def test_rules_with_overrides_and_a_name() -> None:
    game = game_of("players: A B C D\nrules: classic open_tanyao=true --rule kazoe=sanbaiman")
    assert game.rules == with_overrides(CLASSIC, {"open_tanyao": True, "kazoe": "sanbaiman"})
    game = game_of("players: A B C D\nrules: tenhou ura_dora=false name=club")
    assert game.rules == replace(TENHOU, ura_dora=False, name="club")
    assert game_of("players: A B C D\nrules: pao=false").rules == replace(
        with_overrides(TENHOU, {"pao": False}))
    given = game_of("players: A B C D\nrules: pao=false", rules=CLASSIC).rules
    assert given == with_overrides(CLASSIC, {"pao": False})


def test_a_rules_file_is_looked_for_beside_the_sheet(tmp_path: Path) -> None:
    (tmp_path / "club.toml").write_text('base = "classic"\nura_dora = false\n',
                                        encoding="utf-8")
    sheet = tmp_path / "night.txt"
    game = game_of("players: A B C D\nrules-file: club.toml\n", source=str(sheet))
    assert game.rules == replace(CLASSIC, ura_dora=False, name="club")
    assert game_of("players: A B C D\nrules: club.toml", source=str(sheet)).rules == (
        game.rules)
    assert read_sheet(write_sheet(game)) == (game,)


def test_a_game_without_rules_plays_by_the_default_or_the_previous_game() -> None:
    assert game_of("players: A B C D").rules == TENHOU
    assert game_of("players: A B C D", rules=CLASSIC).rules == CLASSIC
    games = read_sheet("rules: classic\nplayers: A B C D\nE1 draw\n"
                       "players: E F G H\nE1 draw\n"
                       "rules: tenhou\nplayers: A B C D\n")
    assert [game.rules for game in games] == [CLASSIC, CLASSIC, TENHOU]


def test_several_games_in_one_file() -> None:
    text = ("game: 1\nplayers: Aki Ben Chie Dai\nE1 draw\nfinal: 25000 25000 25000 25000\n"
            "\n"
            "game: 2\nplayers: Dai Chie Ben Aki\nE1 ron Aki from Ben 1000\n"
            "players: W X Y Z\nE1 tsumo X 1000/2000\n")
    games = read_sheet(text)
    assert [game.id for game in games] == ["1", "2", None]
    assert [game.players[0] for game in games] == ["Aki", "Dai", "W"]
    assert games[1].hands[0].events == (Win(3, 2, claim=claim("1000")),)
    assert games[2].hands[0].line == 10
    assert all(game.errors == () for game in games)
    assert list(iter_sheet(text.splitlines())) == list(games)


def test_a_sheet_of_final_scores_only() -> None:
    game = game_of("players: Aki Ben Chie Dai\nrules: classic\n"
                   "final: 42,000 31,000 18,000 9,000\npoints: +17 +6 -7 -16")
    assert game.hands == ()
    assert game.final == FinalRecord((42000, 31000, 18000, 9000), (17.0, 6.0, -7.0, -16.0))
    club = read_sheet("players: A B C D\nfinal: 42000 31000 18000 9000\n"
                      "players: E F G H\nfinal: 30000 30000 20000 20000\n")
    assert [game.final.scores for game in club if game.final] == [
        (42000, 31000, 18000, 9000), (30000, 30000, 20000, 20000)]


def test_comments_and_blank_lines_are_skipped_and_counted() -> None:
    game = game_of("# a club night\n\nplayers: Aki Ben Chie Dai  # first dealer first\n\n"
                   "  # the first hand\nE1 draw # nobody tenpai\n")
    assert game.errors == ()
    assert game.hands[0].line == 6
    assert game.hands[0].events == (ExhaustiveDraw(),)


def test_an_empty_sheet_has_no_games() -> None:
    assert read_sheet("") == ()
    assert read_sheet("# nothing yet\n\n") == ()


# --------------------------------------------------------------------------- naming players


def test_quoted_names_hold_spaces_and_anything_else() -> None:
    game = game_of('players: "Aki Tanaka" Ben 「千恵 山田」 "Say \\"Hi\\""\n'
                   'E1 ron "aki tanaka" from 「Say "Hi"」 1000\n'
                   'E1-1 riichi "千恵 山田" ; draw tenpai "Aki Tanaka"')
    assert game.errors == ()
    assert game.players == ("Aki Tanaka", "Ben", "千恵 山田", 'Say "Hi"')
    assert game.hands[0].events == (Win(0, 3, claim=claim("1000")),)
    assert game.hands[1].events == (Riichi(2), ExhaustiveDraw(R({0})))


def test_players_may_be_separated_by_commas() -> None:
    assert game_of("players: Aki, Ben, Chie, Dai").players == ("Aki", "Ben", "Chie", "Dai")
    assert game_of("players: 秋子、ベン、千恵、大介").players == ("秋子", "ベン", "千恵", "大介")


def test_names_that_are_keywords() -> None:
    game = game_of("players: Ron Tsumo From Pao\n"
                   "E1 ron Ron from From 3900\n"
                   'E1-1 tsumo "Tsumo" yakuman pao "Pao"\n'
                   "E2 riichi Ron Pao ; draw tenpai Ron Tsumo")
    assert game.errors == ()
    assert game.hands[0].events == (Win(0, 2, claim=claim("3900")),)
    assert game.hands[1].events == (Win(1, claim=claim("yakuman"), pao=3),)
    assert game.hands[2].events == (Riichi(0), Riichi(3), ExhaustiveDraw(R({0, 1})))
    assert same_games(read_sheet(write_sheet(game)), [game])


def test_names_come_before_seat_winds() -> None:
    game = game_of("players: N E S W\nE1 ron N from W 1000\nE1-1 ron north from west 1000")
    assert game.errors == ()
    assert game.hands[0].events == (Win(0, 3, claim=claim("1000")),)
    assert game.hands[1].events == (Win(3, 2, claim=claim("1000")),)


def test_two_players_with_one_name_are_refused_and_told_apart_by_seat() -> None:
    game = game_of("players: Aki Ben aki Dai\nE1 ron Aki from Ben 1000\nE1 ron W from S 1000")
    assert [(error.code, error.line) for error in game.errors] == [
        ("duplicate_player", 1), ("duplicate_player", 2)]
    assert "seats E and W" in game.errors[0].message
    assert "seat wind" in game.errors[1].message
    assert game.hands[0].events == (Win(2, 1, claim=claim("1000")),)


# --------------------------------------------------------------------------- bad sheets


@pytest.mark.parametrize(("text", "code", "line", "column"), [
    ("E1 ron S from E 3900", "missing_header", 1, None),
    ("players: A B C D\nplyers: E F G H", "unknown_header", 2, 1),
    ("players: Aki Ben Chie", "bad_players", 1, 10),
    ('players: Aki Ben "" Dai', "bad_players", 1, 10),
    ("players: Aki Ben Aki Dai", "duplicate_player", 1, 10),
    ("players: A B C D\nrules: classic\nrules: tenhou", "duplicate_header", 3, None),
    ("players: A B C D\ngame: 1\ngame: 2", "duplicate_header", 3, None),
    ("players: A B C D\nfinal: 1 2 3 4\nfinal: 1 2 3 4", "duplicate_header", 3, None),
    ("players: A B C D\nrules: clasic", "unknown_preset", 2, 8),
    ("players: A B C D\nrules: classic open_tanyao=maybe", "invalid_rule_value", 2, 8),
    ("players: A B C D\nrules: classic tenhou", "bad_sheet_line", 2, 16),
    (HEADER + "E1 rom Chie from Ben 3900", "unknown_event", 2, 4),
    (HEADER + "E1 Chie ron from Ben 3900", "unknown_event", 2, 4),
    (HEADER + "E1 ron Chie 3900", "bad_sheet_line", 2, 4),
    (HEADER + "E1 tsumo Chie from Ben 3900", "bad_sheet_line", 2, 15),
    (HEADER + "E1 ron", "bad_sheet_line", 2, 4),
    (HEADER + "E1 riichi ; draw", "bad_sheet_line", 2, 4),
    (HEADER + "E1 riichi ronned Aki ; draw", "bad_sheet_line", 2, 11),
    (HEADER + "E1 draw tenpai", "bad_sheet_line", 2, 9),
    (HEADER + "E1 draw tenpai Aki noten Aki", "bad_sheet_line", 2, 4),
    (HEADER + "E1 draw tenpai Aki tenpai Ben", "bad_sheet_line", 2, 20),
    (HEADER + "E1 draw maybe", "bad_sheet_line", 2, 9),
    (HEADER + "E1 foul Ben ; draw", "bad_sheet_line", 2, 9),
    (HEADER + "E1 suufon Aki Ben", "bad_sheet_line", 2, 15),
    (HEADER + 'E1 ron Chie from Ben 3900 "234m', "bad_sheet_line", 2, 27),
    (HEADER + "E1 ron Chie from Ben 3900 --tsumoo", "bad_sheet_line", 2, 27),
    (HEADER + "E1 ron Chie from Ben 3900 dora", "bad_sheet_line", 2, 27),
    (HEADER + 'E1 ron Chie from Ben "23455m345p67888s+8s" "234m"', "bad_sheet_line", 2, 44),
    (HEADER + "E1 ron Chei from Ben 3900", "unknown_player", 2, 8),
    (HEADER + "E1 riichi Aki Zed ; draw", "unknown_player", 2, 15),
    (HEADER + "E1 ron Ben from Ben 3900", "ron_from_self", 2, 4),
    (HEADER + "E1 tsumo Aki yakuman pao Aki", "pao_by_winner", 2, 4),
    (HEADER + "E1 ron Chie from Ben", "win_without_value", 2, 4),
    (HEADER + "E1 tsumo Chie riichi dora 4m", "win_without_value", 2, 4),
    (HEADER + "E1 tsumo Ben 1000/2000 ; draw tenpai Ben", "two_results", 2, 26),
    (HEADER + "E1 tsumo Ben 1000/2000 ; ron Aki from Chie 1000", "two_results", 2, 26),
    (HEADER + "E1 tsumo Ben 1000/2000 ; tsumo Aki 1000/2000", "two_results", 2, 26),
    (HEADER + "E1 ron Aki from Ben 1000 ; ron Chie from Dai 1000", "two_results", 2, 28),
    (HEADER + "E1 ron Aki from Ben 1000 ; ron Aki from Ben 1000", "two_results", 2, 28),
    (HEADER + "E1 draw ; suufon", "two_results", 2, 11),
    (HEADER + "E1 draw ; draw", "two_results", 2, 11),
    (HEADER + "E1 kyuushu Aki ; ron Chie from Ben 1000", "two_results", 2, 18),
    (HEADER + "E1 riichi Aki ; riichi Aki ; draw", "riichi_twice", 2, 17),
    (HEADER + "E1 riichi Aki", "hand_without_result", 2, 4),
    (HEADER + "E1 foul Ben stick", "hand_without_result", 2, 4),
    (HEADER + "E1 = 25000 25000 25000 25000", "hand_without_result", 2, None),
    (HEADER + "E1 draw = 25000 25000 25000", "bad_scores", 2, 10),
    (HEADER + "E1 draw = 25000 25000 25000 lots", "bad_scores", 2, 29),
    (HEADER + "adjust +1000 -1000", "bad_scores", 2, 1),
    (HEADER + "final: 1 2 3", "bad_scores", 2, 8),
    (HEADER + "points: 1 2 3 x", "bad_scores", 2, 15),
    (HEADER + "final: 1 2 3 4\nE1 draw", "hand_after_final", 3, None),
    (HEADER + "E5 draw", "invalid_hand_label", 2, 1),
    (HEADER + "S12 draw", "invalid_hand_label", 2, 1),
    (HEADER + "E1 ron Chie from Ben 3 apples", "invalid_claim", 2, 22),
    (HEADER + "E1 ron Chie from Ben mangan mangan", "invalid_claim", 2, 22),
    (HEADER + 'E1 ron Chie from Ben "23455m345p6788s+8x"', "unknown_character", 2, 40),
    (HEADER + "E1 ron Chie from Ben 23455m345p6788s+8s", "wrong_tile_count", 2, 22),
    (HEADER + "E1 ron Chie from Ben 3900 dora 4x", "bad_sheet_line", 2, 32),
])
def test_errors_name_their_line_and_column(text: str, code: str, line: int,
                                           column: int | None) -> None:
    games = read_sheet(text)
    errors = [error for game in games for error in game.errors]
    assert errors, games
    assert (errors[0].code, errors[0].line, errors[0].column) == (code, line, column), errors
    assert str(errors[0]).startswith(f"line {line}")
    with pytest.raises(SheetError) as caught:
        read_sheet(text, strict=True)
    assert caught.value.code == code


def test_the_message_of_an_unknown_player_suggests_and_lists() -> None:
    error = game_of(HEADER + "E1 ron Chei from Ben 3900").errors[0]
    assert error.message == (
        "line 2, column 8: unknown player 'Chei' (did you mean Chie?); the players are Aki, "
        "Ben, Chie, Dai, or E, S, W, N by their seats in the first hand")


def test_a_double_ron_written_as_one_ron_says_how_to_write_it() -> None:
    error = game_of(HEADER + "E1 ron Aki Chie from Ben 1000").errors[0]
    assert error.code == "invalid_claim"
    assert "a double ron is one ron for each winner" in error.message


def test_a_source_names_the_file_in_messages() -> None:
    error = game_of(HEADER + "E1 ron Ben from Ben 3900", source="night.txt").errors[0]
    assert str(error) == "night.txt, line 2, column 4: Ben cannot ron their own discard"


def test_the_rest_of_a_sheet_is_still_read_after_bad_lines() -> None:
    text = (HEADER
            + "E1 riichi Aki ; draw tenpai Aki = 26500 24000 24000 24500\n"   # 2
            + "E1-1 ron Zed from Ben 3900\n"                                  # 3
            + "E1-1 tsumo Aki 4000 all ; draw\n"                              # 4
            + "E1-1 ron Chie from Ben 3900 ; riichi Ben ; riichi Ben\n"       # 5
            + "E1-1 ron Chie from Ben 3900\n"                                 # 6
            + "what is this\n"                                                # 7
            + "E2 draw tenpai Aki Chi ; riichi Dia\n"                         # 8
            + "E2 draw tenpai Aki Chie\n")                                    # 9
    game = game_of(text)
    assert [(error.code, error.line) for error in game.errors] == [
        ("unknown_player", 3), ("two_results", 4), ("riichi_twice", 5),
        ("unknown_event", 7), ("unknown_player", 8), ("unknown_player", 8)]
    assert [hand.line for hand in game.hands] == [2, 6, 9]


def test_lines_before_the_players_line_are_read_with_seat_winds() -> None:
    games = read_sheet("E1 ron W from S 3900\nE1-1 ron Aki from Ben 1000\n"
                       "players: Aki Ben Chie Dai\nE1 draw")
    assert [(error.code, error.line) for error in games[0].errors] == [
        ("missing_header", 1), ("unknown_player", 2)]
    assert games[0].players == ("E", "S", "W", "N")
    assert games[0].hands[0].events == (Win(2, 1, claim=claim("3900")),)
    assert "the sheet names no players" in games[0].errors[1].message
    assert games[1].errors == ()


def test_a_header_without_players_is_reported_at_the_end() -> None:
    games = read_sheet("rules: classic\n")
    assert [error.code for error in games[0].errors] == ["missing_header"]


def test_nothing_read_is_dropped_silently() -> None:
    """Every line that is not blank or a comment is a header, a hand or an error."""
    text = ISSUE_EXAMPLE + "E3 ron Aki from Aki 1000\nE3 draw tenpai nobody\nfinal: 1 2 3\n"
    reader = SheetReader()
    fed = [reader.feed(line) for line in text.splitlines()]
    assert all((line.item is not None) != bool(line.errors) for line in fed)
    game = reader.close()
    assert game is not None
    assert {error.line for error in game.errors} == {7, 8, 9}


# --------------------------------------------------------------------------- live reading


def test_a_reader_answers_each_line_as_it_is_typed() -> None:
    reader = SheetReader(rules=CLASSIC)
    header = reader.feed("players: Aki Ben Chie Dai").item
    assert header is not None and not isinstance(header, HandRecord | FinalRecord)
    assert header.players == ("Aki", "Ben", "Chie", "Dai") and header.rules == CLASSIC
    fed = reader.feed("E1 riichi Aki ; draw tenpai Aki")
    assert fed.number == 2 and fed.errors == ()
    assert isinstance(fed.item, HandRecord) and fed.item.line == 2
    bad = reader.feed("E1-1 ron Aki from Aki 3900")
    assert bad.item is None and [error.code for error in bad.errors] == ["ron_from_self"]
    assert reader.current is not None and len(reader.current.hands) == 1
    assert reader.feed("# a comment") == type(fed)(4)
    second = reader.feed("players: A B C D")
    assert second.finished is not None and len(second.finished.hands) == 1
    assert second.finished.rules == CLASSIC
    game = reader.close()
    assert game is not None and game.players == ("A", "B", "C", "D")
    assert reader.close() is None


def test_a_strict_reader_raises() -> None:
    reader = SheetReader(strict=True)
    reader.feed("players: Aki Ben Chie Dai")
    with pytest.raises(SheetError, match="line 2, column 4: Ben cannot ron their own"):
        reader.feed("E1 ron Ben from Ben 1000")


def test_the_reader_refuses_an_unknown_format() -> None:
    with pytest.raises(ValueError, match="format"):
        SheetReader(format="csv")


# --------------------------------------------------------------------------- writing


def test_write_sheet_writes_everything_a_sheet_holds() -> None:
    win = Win(0, 1, hand("23455m345p67888s+8s"), claim("mangan 8000"),
              R({"riichi", "ippatsu"}), tiles("4m0p"), tiles("9p"), 3,
              recorded=RecordedWin(han=5, fu=30))
    game = GameRecord(
        ("Aki", "Ben Tanaka", "from", "大介"), with_overrides(CLASSIC, {"open_tanyao": True}),
        (HandRecord((Riichi(0), Riichi(1, stick=False), win),
                    Written(HandLabel(Wind.EAST, 1, 2), sticks=1,
                            start_scores=(25000, 25000, 25000, 25000),
                            deltas=(1, 2, 3, 4), end_scores=(34000, 16000, 25000, 25000)),
                    line=7),
         HandRecord((ExhaustiveDraw(R({0, 3}), R({2})), Chombo(3, 'said "ron"')), line=8),
         HandRecord((Adjustment((1000, -1000, 0, 0), "agreed"), GameEnd("time limit")))),
        FinalRecord((34000, 16000, 25000, 25000), (24.0, -9.0, 0.0, -15.0)),
        id="night #3")
    text = write_sheet(game)
    assert text == (
        'players: Aki "Ben Tanaka" "from" 大介\n'
        'game: "night #3"\n'
        "rules: classic open_tanyao=true\n"
        'E1-2 riichi Aki "Ben Tanaka" ronned ; ron Aki from "Ben Tanaka" mangan 8000 '
        '"23455m345p67888s+8s" riichi ippatsu dora 4m,0p ura 9p pao 大介 '
        "= 34000 16000 25000 25000\n"
        'draw tenpai Aki 大介 nagashi "from" ; chombo 大介 "said \\"ron\\""\n'
        'adjust +1000 -1000 0 0 "agreed" ; end "time limit"\n'
        "final: 34000 16000 25000 25000\n"
        "points: +24.0 -9.0 +0.0 -15.0\n")
    again = game_of(text)
    assert again.errors == ()
    assert again == without_lines(game, again)


@pytest.mark.parametrize("rules", [
    TENHOU, CLASSIC, with_overrides(CLASSIC, {"open_tanyao": True, "kazoe": "sanbaiman"}),
    replace(CLASSIC, ura_dora=False, name="club"), with_overrides(TENHOU, {"red_fives": ""}),
    replace(TENHOU, pao=False, name="My club"),
])
def test_rules_are_written_so_that_they_read_back(rules: Rules) -> None:
    game = GameRecord(("A", "B", "C", "D"), rules)
    assert game_of(write_sheet(game)).rules == rules
    assert game_of(write_sheet_jsonl(game)).rules == rules
    assert format_rules(rules).split()[0] in ("tenhou", "classic")


def test_a_claim_that_cannot_be_written_as_it_is_is_written_canonically() -> None:
    odd = replace(claim("3han30fu 3900"), text="3han30fu; 3900")
    game = GameRecord(("A", "B", "C", "D"), TENHOU, (HandRecord((Win(0, 1, claim=odd),)),))
    again = game_of(write_sheet(game)).hands[0].events[0]
    assert isinstance(again, Win) and again.claim is not None
    assert replace(again.claim, text=odd.text) == odd


# --------------------------------------------------------------------------- round trips

NAMES = ("Aki", "Ben", "Chie Tanaka", "大介", "Ron", "from", "N", "E", "all", "ronned",
         "O'Neil", 'Say "hi"', "tenpai", "#1", "a=b", "x;y", "(ron)", "-", "リーチ", "「鈴木」")
CLAIMS = ("3900", "3h30f", "2000/4000", "4000 all", "mangan", "満貫", "1000-2000",
          "3han 30fu 3900", "double yakuman", "yakuman 32000", "mangan 12000", "2,000/4,000",
          "4000オール", "30fu1han", "kazoe yakuman", "跳満 6000/12000")
HANDS = ("23455m345p67888s+8s", "234m567p8s+8s [4-56s] [777z]", "19m19p19s1234567z+1z",
         "1112345678999m+5m", "2m+2m (1111z) {5=555p} [6-78s] [111s]")
PRINTABLE = st.characters(blacklist_categories=("Cc", "Cs"))
SEAT = st.integers(0, 3)


@st.composite
def names(draw: st.DrawFn) -> tuple[str, str, str, str]:
    pool = st.one_of(st.sampled_from(NAMES),
                     st.text(PRINTABLE, min_size=1, max_size=8).filter(str.strip))
    found = draw(st.lists(pool, min_size=4, max_size=4, unique_by=fold))
    return found[0], found[1], found[2], found[3]


@st.composite
def wins(draw: st.DrawFn, winner: int, discarder: int | None) -> Win:
    has_claim = draw(st.booleans())
    the_claim = read_claim(draw(st.sampled_from(CLAIMS))) if has_claim else None
    the_hand = None
    if not has_claim or draw(st.booleans()):
        the_hand = draw(st.one_of(st.sampled_from(HANDS).map(parse_hand), any_hands()))
    tile = st.sampled_from(("1m", "4m", "0p", "9s", "7z", "5z")).map(Tile.parse)
    pao = draw(st.one_of(st.none(), SEAT.filter(lambda seat: seat != winner)))
    return Win(winner, discarder, the_hand, the_claim,
               frozenset(draw(st.sets(st.sampled_from(WIN_FLAGS)))),
               tuple(draw(st.lists(tile, max_size=3))), tuple(draw(st.lists(tile, max_size=2))),
               pao)


@st.composite
def hand_events(draw: st.DrawFn) -> tuple[Event, ...]:
    riichi = [Riichi(seat, draw(st.booleans()), draw(st.booleans()))
              for seat in draw(st.lists(SEAT, max_size=4, unique=True))]
    reason = st.text(PRINTABLE, max_size=12)
    kind = draw(st.sampled_from(("ron", "double_ron", "tsumo", "draw", "abort", "chombo",
                                 "between")))
    events: list[Event] = []
    if kind in ("ron", "double_ron"):
        discarder = draw(SEAT)
        others = [seat for seat in range(4) if seat != discarder]
        count = 2 if kind == "double_ron" else 1
        for winner in draw(st.permutations(others))[:count]:
            events.append(draw(wins(winner, discarder)))
    elif kind == "tsumo":
        events.append(draw(wins(draw(SEAT), None)))
    elif kind == "draw":
        events.append(ExhaustiveDraw(frozenset(draw(st.sets(SEAT))),
                                     frozenset(draw(st.sets(SEAT)))))
    elif kind == "abort":
        events.append(AbortiveDraw(draw(st.sampled_from(AbortKind)),
                                   draw(st.one_of(st.none(), SEAT))))
    if kind == "chombo" or draw(st.booleans()):
        events.append(Chombo(draw(SEAT), draw(reason)))
    if kind != "between" and draw(st.booleans()):
        events.append(MinorFoul(draw(SEAT), draw(st.sampled_from(FoulPenalty)), draw(reason)))
    if kind == "between" or draw(st.booleans()):
        deltas = draw(st.tuples(*[st.integers(-99_999, 99_999)] * 4))
        events.append(Adjustment(deltas, draw(reason)))
    if draw(st.integers(0, 4)) == 0:
        events.append(GameEnd(draw(reason)))
    return (*(riichi if kind != "between" else ()), *draw(st.permutations(events)))


@st.composite
def hand_records(draw: st.DrawFn) -> HandRecord:
    label = draw(st.one_of(st.none(), st.builds(HandLabel, st.sampled_from(Wind),
                                                st.integers(1, 4), st.integers(0, 20))))
    scores = draw(st.one_of(st.none(), st.tuples(*[st.integers(-50_000, 150_000)] * 4)))
    return HandRecord(draw(hand_events()), Written(label=label, end_scores=scores))


RULES = (TENHOU, CLASSIC, resolve_rules({"preset": "classic", "open_tanyao": True}),
         replace(TENHOU, pao=False, name="club"))


@st.composite
def games(draw: st.DrawFn) -> GameRecord:
    final = draw(st.one_of(
        st.none(),
        st.builds(FinalRecord,
                  st.one_of(st.none(), st.tuples(*[st.integers(-50_000, 150_000)] * 4)),
                  st.one_of(st.none(), st.tuples(*[st.floats(-1000, 1000)] * 4)))))
    if final == FinalRecord():
        final = None
    return GameRecord(draw(names()), draw(st.sampled_from(RULES)),
                      tuple(draw(st.lists(hand_records(), max_size=6))), final,
                      draw(st.one_of(st.none(), st.text(PRINTABLE, max_size=12))))


def same_games(left: Any, right: Any) -> bool:
    """Whether two lists of games hold the same (line numbers and dropped fields aside)."""
    return [without_lines(game) for game in left] == [without_lines(game) for game in right]


def without_lines(game: GameRecord, like: GameRecord | None = None) -> GameRecord:
    """A game as a sheet holds it: no line numbers (or those of ``like``), no recorded
    values of wins, only the label and end scores of what was written."""
    hands = []
    for index, hand in enumerate(game.hands):
        events = tuple(replace(event, recorded=None) if isinstance(event, Win) else event
                       for event in hand.events)
        line = like.hands[index].line if like is not None else None
        hands.append(HandRecord(events, Written(label=hand.written.label,
                                                end_scores=hand.written.end_scores), line))
    return replace(game, hands=tuple(hands), errors=())


@given(games())
@hypothesis_settings(150)
def test_text_round_trip(game: GameRecord) -> None:
    text = write_sheet(game)
    again = read_sheet(text)
    assert len(again) == 1, text
    assert again[0].errors == (), (text, again[0].errors)
    assert again[0] == without_lines(game, again[0]), text


@given(games())
@hypothesis_settings(100)
def test_text_to_json_lines_to_text(game: GameRecord) -> None:
    text = write_sheet(game)
    via_json = read_sheet_jsonl(write_sheet_jsonl(read_sheet(text)[0]))
    assert without_lines(via_json[0]) == without_lines(read_sheet(text)[0])
    assert write_sheet(via_json[0]) == text


@given(st.lists(games(), min_size=1, max_size=3))
@hypothesis_settings(50)
def test_several_games_round_trip(found: list[GameRecord]) -> None:
    text = "\n".join(write_sheet(game) for game in found)
    again = read_sheet(text)
    assert [without_lines(game) for game in again] == [without_lines(game) for game in found]


@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=80))
@hypothesis_settings(300)
def test_any_line_reads_to_a_result_or_an_error(line: str) -> None:
    reader = SheetReader()
    reader.feed("players: Aki Ben Chie Dai")
    fed = reader.feed(line)
    assert all(isinstance(error, SheetError) and error.line == 2 for error in fed.errors)
    assert not (isinstance(fed.item, HandRecord) and fed.errors)
    assert fed.item is not None or fed.errors or not strip_comment(line).strip()


# --------------------------------------------------------------------------- the docs

GAME_DOC = ROOT / "docs" / "game.md"


def _blocks(heading: str) -> list[str]:
    """The ```text blocks of docs/game.md under a heading (up to the next one as deep)."""
    text = GAME_DOC.read_text(encoding="utf-8")
    level = heading.split(" ", maxsplit=1)[0]
    start = text.index(heading + "\n")
    end = text.find("\n" + level + " ", start + len(heading))
    section = text[start:end if end != -1 else len(text)]
    return [block.split("\n", 1)[1] for block in section.split("```text")[1:]
            for block in [block.split("```", 1)[0]]]


def test_the_complete_game_of_the_docs_is_the_example_file() -> None:
    block = _blocks("## A complete game")[0]
    assert block == (ROOT / "examples" / "game.txt").read_text(encoding="utf-8")


def test_the_json_lines_of_the_docs_spell_the_first_example() -> None:
    first = _blocks("## The sheet")[0]
    as_json = _blocks("## JSON Lines")[0]
    text_game = game_of(first + "final: 25500 23500 26500 24500\n")
    json_game = game_of(as_json)
    assert text_game.errors == () and json_game.errors == ()
    assert without_lines(json_game) == replace(without_lines(text_game), id="night 1")
    assert write_sheet_jsonl(json_game) == as_json


@pytest.mark.parametrize("block", [block for heading in ("## The sheet", "## A complete game")
                                   for block in _blocks(heading)])
def test_every_sheet_of_the_docs_reads_without_errors(block: str) -> None:
    if block.startswith(("[label]", "ron WINNER", "S2-1")):
        return
    games = read_sheet(block)
    assert games and all(game.errors == () for game in games), games


def test_a_name_that_ends_a_keyword_is_quoted_when_written() -> None:
    """Found by Hypothesis: a player called MANGAN after nagashi read as "nagashi mangan"."""
    game = GameRecord(("MANGAN", "Ben", "Chie", "Dai"), TENHOU,
                      (HandRecord((ExhaustiveDraw(frozenset({0}), frozenset({0})),)),))
    text = write_sheet(game)
    assert 'nagashi "MANGAN"' in text
    (read,) = read_sheet(text)
    assert read.errors == () and read.hands[0].events == game.hands[0].events


def test_players_of_one_name_are_told_apart_when_written() -> None:
    """A Mahjong Soul log seats two players named TPlayer1; a sheet refuses that."""
    game = GameRecord(("TPlayer1", "Ben", "TPlayer1", "Dai"), TENHOU,
                      (HandRecord((Win(2, 0, claim=parse_claim("1000")),)),))
    text = write_sheet(game)
    assert text.startswith('players: TPlayer1 Ben "TPlayer1 (W)" Dai\n')
    (read,) = read_sheet(text)
    assert read.errors == () and read.hands[0].events == game.hands[0].events
