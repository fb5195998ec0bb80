"""The mjlog reader against every Tenhou log of ../shared/data/raw and against broken logs."""

from __future__ import annotations

import gzip
import math
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from mjscore.base import LogError, MjscoreError, UnsupportedLog
from mjscore.game import (
    AbortiveDraw,
    AbortKind,
    ExhaustiveDraw,
    GameRecord,
    HandRecord,
    Riichi,
    Win,
)
from mjscore.logs import read_mjlog, read_mjlog_file
from mjscore.rules import FinalRounding, GameLength, Rules, with_overrides

from ..support.logdata import PANTHEON, check_game, raw_files, require_raw

pytestmark = pytest.mark.conformance

SKIPPED = {
    "MANIFEST.sha256": "not a Tenhou mjlog",
    "SOURCES.md": "not a Tenhou mjlog",
    "dnovikoff_tenhou_testdata/README.txt": "not a Tenhou mjlog",
    "dnovikoff_tenhou_testdata/example.txt": "not a Tenhou mjlog",
    "dnovikoff_tenhou_testdata/chip.xml_": "lobby type 553 (0x229) has rules of its own",
    "dnovikoff_tenhou_testdata/newattr2023.xml": "lobby type 257 (0x101) has rules of its own",
    "dnovikoff_tenhou_testdata/ratio.xml": "lobby type 2113 (0x841) has rules of its own",
    "dnovikoff_tenhou_testdata/ratio1.xml_": "lobby type 1569 (0x621) has rules of its own",
    "dnovikoff_tenhou_testdata/sanma.xml": "lobby type 2113 (0x841) has rules of its own",
}
"""Every file of raw/ (JSON aside) that is no game mjscore plays, with its reason:
``sanma.xml`` is a three-player game of a ratio lobby (0x800), which has no preset."""

THREE_PLAYER_PHOENIX = 401
"""The three-player Phoenix games of ``tenhou_phoenix_2022_3p/`` (lobby type 185), every one
read under ``tenhou3`` (issue #23), as ``dnovikoff_tenhou_testdata/sanma2.xml`` is."""

ALTERED = ("west", "doubleron_and_riichi")
"""The two pantheon XML files whose lobby was changed to East-only (data/README.md): they
play East and South."""


@cache
def read_all() -> tuple[dict[str, GameRecord], dict[str, str]]:
    """Every file of raw/ but the JSON ones, read once: the games by their path under raw/,
    and the files skipped with their reasons."""
    raw = require_raw()
    games, skipped = {}, {}
    for path in raw_files():
        if path.suffix == ".json":
            continue
        name = str(path.relative_to(raw))
        try:
            games[name] = read_mjlog_file(path)
        except UnsupportedLog as error:
            skipped[name] = error.message
    return games, skipped


def xml_games() -> dict[str, GameRecord]:
    """Every mjlog of raw/ that reads, by its path under raw/."""
    return read_all()[0]


def test_every_file_is_read_or_skipped_with_its_reason() -> None:
    games, skipped = read_all()
    three_player = [name for name, game in games.items() if game.rules.seats == 3]
    assert len(three_player) == THREE_PLAYER_PHOENIX + 1
    assert all(games[name].rules.name.startswith("tenhou3") for name in three_player)
    assert set(skipped) == set(SKIPPED)
    for name, reason in SKIPPED.items():
        assert reason in skipped[name], (name, skipped[name])
    phoenix = [name for name in games if name.startswith("tenhou_phoenix_2022/")]
    assert len(phoenix) == 1172
    assert len(games) == 1172 + 13 + 2 + 19 + THREE_PLAYER_PHOENIX + 1


def test_every_win_scores_as_tenhou_recorded_it() -> None:
    """Per-win conformance: each win scored on its own, from the reader's hand and flags."""
    wins, failures = 0, []
    three = 0
    for game in xml_games().values():
        count, found = check_game(game)
        wins += count
        three += count if game.rules.seats == 3 else 0
        failures.extend(found)
    assert not failures, f"{len(failures)} of {wins} wins differ:\n" + "\n".join(failures[:20])
    assert (wins - three, three) == (9998, 3037)


def test_the_derived_flags_cover_every_kind_of_win() -> None:
    flags: dict[str, int] = {}
    for game in xml_games().values():
        if game.rules.seats != 4:
            continue
        for hand in game.hands:
            for event in hand.events:
                if isinstance(event, Win):
                    for flag in event.flags:
                        flags[flag] = flags.get(flag, 0) + 1
    assert set(flags) == {"riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                          "chankan"}
    assert flags["chankan"] == 2 and flags["double_riichi"] == 22


def _leftover(hand: HandRecord) -> int:
    if any(isinstance(event, Win) for event in hand.events):
        return 0
    assert hand.written.sticks is not None
    return hand.written.sticks + sum(isinstance(event, Riichi) and event.stick
                                     for event in hand.events)


def test_written_scores_chain_from_hand_to_hand_and_to_the_final_scores() -> None:
    for name, game in xml_games().items():
        previous = None
        for hand in game.hands:
            written = hand.written
            assert written.start_scores is not None and written.end_scores is not None
            assert written.deltas is not None
            assert all(start + delta == end for start, delta, end in zip(
                written.start_scores, written.deltas, written.end_scores, strict=True))
            if previous is not None:
                assert written.start_scores == previous.written.end_scores, (name, hand.line)
                assert written.sticks == _leftover(previous), (name, hand.line)
            previous = hand
        assert previous is not None and game.final is not None
        end = list(previous.written.end_scores or ())
        first = min(range(len(end)), key=lambda seat: (-end[seat], seat))
        end[first] += 1000 * _leftover(previous)
        assert tuple(end) == game.final.scores, name


def final_points(scores: tuple[int, ...], rules: Rules) -> list[float]:
    """The final points of final scores under the rules (the test's own arithmetic)."""
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    points = [0.0] * len(scores)
    for place, seat in enumerate(order[1:], 1):
        score = scores[seat]
        if rules.final_rounding is FinalRounding.NEAREST_THOUSAND:
            score = int(math.copysign(math.floor(abs(score) / 1000 + 0.5) * 1000, score))
        points[seat] = round((score - rules.return_points) / 1000 + rules.uma[place], 1)
    points[order[0]] = round(-sum(points), 1)
    return points


def _ends(hand: HandRecord, rules: Rules) -> bool:
    """Whether the game ends after ``hand`` under the rules (RULES.md §4)."""
    label, end = hand.written.label, hand.written.end_scores
    assert label is not None and end is not None
    if min(end) < 0:
        return True
    last = 1 if rules.game_length is GameLength.HANCHAN else 0
    position = (label.round.number, label.number)
    seats = len(end)
    if position < (last, seats):
        return False
    dealer = label.number - 1
    top = (min(range(seats), key=lambda seat: (-end[seat], seat)) == dealer
           and end[dealer] >= rules.target_points)
    events = hand.events
    if any(isinstance(event, AbortiveDraw) for event in events):
        return False
    if any(isinstance(event, Win) and event.winner == dealer for event in events):
        return rules.agari_yame and top
    if any(isinstance(event, ExhaustiveDraw) and dealer in event.tenpai for event in events):
        return rules.tenpai_yame and top
    return max(end) >= rules.target_points or position == (last + 1, seats)


def test_the_rules_of_each_era_give_the_final_points_and_the_end_of_every_game() -> None:
    """The rules a log is read with reproduce its final points and end it where it ended."""
    for name, game in xml_games().items():
        rules = game.rules
        if Path(name).stem in ALTERED:
            assert rules.game_length is GameLength.TONPUU
            rules = with_overrides(rules, {"game_length": "hanchan"})
        assert game.final is not None and game.final.scores is not None
        assert game.final.points is not None
        assert final_points(game.final.scores, rules) == pytest.approx(game.final.points), name
        ends = [_ends(hand, rules) for hand in game.hands]
        assert ends == [False] * (len(ends) - 1) + [True], name


def test_the_eras_the_logs_confirm() -> None:
    games = xml_games()
    early = games["dnovikoff_tenhou_testdata/shuffle.xml"].rules
    assert (early.uma, early.tenpai_yame) == ((10, 5, -5, -10), False)
    assert games["dnovikoff_tenhou_testdata/bug1.xml"].rules.tenpai_yame is False
    phoenix = games["tenhou_phoenix_2022/2022010102gm-00e1-0000-56853ebc.txt"].rules
    assert phoenix.final_rounding is FinalRounding.NEAREST_THOUSAND
    assert (phoenix.uma, phoenix.tenpai_yame) == ((20, 10, -10, -20), True)
    assert games["pantheon_onlinelog/openhand_bug.xml"].rules.final_rounding is (
        FinalRounding.EXACT)


def test_reconnections_read_as_normal_games() -> None:
    raw = require_raw()
    with_bye = [path for path in sorted((raw / "tenhou_phoenix_2022").iterdir())
                if b"<BYE" in path.read_bytes()]
    assert len(with_bye) == 93
    for path in with_bye:
        game = xml_games()[str(path.relative_to(raw))]
        assert all(game.players)
    bye = xml_games()["dnovikoff_tenhou_testdata/bye.xml"]
    assert len(set(bye.players)) == 4


def test_events_of_rare_endings() -> None:
    def results(name: str) -> list[object]:
        game = xml_games()[f"pantheon_onlinelog/{name}.xml"]
        return [event for hand in game.hands for event in hand.events
                if not isinstance(event, Riichi)]

    kinds = {kind: next(e for e in results(name) if isinstance(e, AbortiveDraw)).kind
             for name, kind in (("four_kan_draw", AbortKind.FOUR_KANS),
                                ("four_riichi_draw", AbortKind.FOUR_RIICHI),
                                ("four_wind_draw", AbortKind.FOUR_WINDS),
                                ("nine_terminal_draw", AbortKind.NINE_TERMINALS),
                                ("triple_ron_draw", AbortKind.THREE_RONS))}
    assert all(kind is expected for expected, kind in kinds.items())
    nagashi = [e for e in results("nagashi") if isinstance(e, ExhaustiveDraw) and e.nagashi]
    assert len(nagashi) == 1
    pao = [e for e in results("pao_ron") if isinstance(e, Win) and e.pao is not None]
    assert len(pao) == 1 and pao[0].discarder is not None


# ---------------------------------------------------------------------------- broken logs

HEAD = '<mjloggm ver="2.3"><GO type="169"/><UN n0="a" n1="b" n2="c" n3="d"/>'
INIT = ('<INIT seed="0,0,0,1,1,5" ten="250,250,250,250" oya="0" '
        'hai0="0,1,2,3,4,5,6,7,8,9,10,11,12" hai1="13,14,15,17,18,19,20,21,22,23,24,25,26" '
        'hai2="27,28,29,30,31,32,33,34,35,36,37,38,39" '
        'hai3="40,41,42,43,44,45,46,47,48,49,50,51,53"/>')
DRAW = ('<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" '
        'owari="250,-5.0,250,-15.0,250,5.0,250,15.0"/>')


def _read(body: str) -> GameRecord:
    return read_mjlog(f"{HEAD}{body}</mjloggm>", game_id="2022010101gm-00a9-0000-00000000")


def test_a_minimal_game_reads() -> None:
    game = _read(INIT + "<T60/><D60/>" + DRAW)
    assert game.players == ("a", "b", "c", "d")
    assert game.hands[0].events == (ExhaustiveDraw(),)
    assert game.final is not None and game.final.scores == (25000,) * 4


@pytest.mark.parametrize(("body", "code", "where"), [
    (INIT + "<T60/><XYZ/>" + DRAW, "invalid_log", "hand 1 (E1), <XYZ/>: unknown tag <XYZ>"),
    (INIT + "<T136/>" + DRAW, "invalid_tile", "hand 1 (E1), <T136/>: there is no tile id 136"),
    (INIT + '<T60/><D60/><N who="1" m="12"/>' + DRAW, "invalid_meld", 'hand 1 (E1), <N who='),
    (INIT + '<T60/><D60/><N who="1" m="99999999"/>' + DRAW, "invalid_meld",
     "there is no meld code 99999999"),
    (INIT + "<T60/><D100/>" + DRAW, "invalid_log", "hand 1 (E1), <D100/>: seat 0 discards"),
    (INIT + "<T60/><D60/>", "truncated_log", "hand 1 (E1) has no result"),
    (INIT + "<T60/><D60/>" + DRAW.replace(" owari=", " x="), "truncated_log",
     "no final scores (owari) after hand 1"),
    (INIT.replace('oya="0"', 'oya="2"') + DRAW, "invalid_log", "does not deal hand E1"),
    (INIT.replace('seed="0', 'seed="x') + DRAW, "invalid_log", "cannot read its attributes"),
])
def test_broken_logs_name_the_place(body: str, code: str, where: str) -> None:
    with pytest.raises(LogError) as caught:
        _read(body)
    assert caught.value.code == code
    assert where in caught.value.message


@pytest.mark.parametrize(("data", "code"), [
    (HEAD.encode() + INIT[:40].encode(), "truncated_log"),
    (HEAD.encode() + b"<INIT></mjloggm>", "invalid_log"),
    (gzip.compress(HEAD.encode() + b"</mjloggm>")[:-10], "truncated_log"),
    (b"\x1f\x8bnot gzip at all", "corrupt_gzip"),
])
def test_broken_documents(data: bytes, code: str) -> None:
    with pytest.raises(LogError) as caught:
        read_mjlog(data, game_id="x")
    assert caught.value.code == code


@pytest.mark.parametrize("data", [b"hello", b"\xff\xfe\x00", b"", b"<html></html>"])
def test_what_is_no_log_is_unsupported(data: bytes) -> None:
    with pytest.raises(UnsupportedLog):
        read_mjlog(data)


def test_gzip_logs_read_like_plain_ones(tmp_path: Path) -> None:
    source = PANTHEON / "pao_ron.xml"
    require_raw()
    packed = tmp_path / "2012050716gm-0009-0000-85fac029.mjlog"
    packed.write_bytes(gzip.compress(source.read_bytes()))
    game = read_mjlog_file(packed)
    assert game.id == "2012050716gm-0009-0000-85fac029"
    assert game.hands == read_mjlog_file(source).hands


def test_only_mjscore_errors_come_out_of_damaged_real_logs() -> None:
    """Every prefix of a real log (cut at each tag) is a truncated_log, never a traceback."""
    source = PANTHEON / "four_kan_draw.xml"
    require_raw()
    text = source.read_text(encoding="utf-8")
    cuts = [index for index in range(len(text)) if text[index] == "<"][::7]
    for cut in cuts[2:]:
        with pytest.raises(MjscoreError) as caught:
            read_mjlog(text[:cut], game_id="x")
        assert caught.value.code == "truncated_log", (cut, caught.value)


def _agari_changed(text: str, name: str, change: Callable[[str, str], str], count: int = 0
                   ) -> str:
    """``text`` with the value of each ``<AGARI>``'s attribute ``name`` (the first
    ``count``, if any) changed to ``change(value, machi)``."""
    def changed(found: re.Match[str]) -> str:
        machi = re.search(r'\bmachi="([^"]*)"', found[0])
        assert machi is not None
        return re.sub(rf'\b{name}="([^"]*)"', lambda value: (
            f'{name}="{change(value[1], machi[1])}"'), found[0], count=1)
    return re.sub(r"<AGARI [^>]*>", changed, text, count=count)


def _padded(value: str, _: str) -> str:
    return ",".join(f"{int(part):03d}" for part in value.split(","))


def test_a_win_s_tiles_written_otherwise_read_as_written_plainly() -> None:
    """The reader reads a win's tiles by their text where each id is written plainly and
    the winning tile's text is among them, else by their numbers: a real game whose wins
    show their ids with leading zeros (``hai="004,016"``), or the winning tile so
    (``machi="016"``), reads as the game itself; a win whose tiles lack the winning tile
    says so, its ids written either way."""
    require_raw()
    text = (PANTHEON / "pao_ron.xml").read_text(encoding="utf-8")
    game = read_mjlog(text, game_id="x")
    assert sum(isinstance(event, Win) for hand in game.hands for event in hand.events) > 5
    for name in ("hai", "machi"):
        again = read_mjlog(_agari_changed(text, name, _padded), game_id="x")
        assert again.hands == game.hands and again.final == game.final

    def lacking(value: str, machi: str) -> str:
        return ",".join(part for part in value.split(",") if part != machi) + ",135"
    for written in (text, _agari_changed(text, "hai", _padded)):
        broken = _agari_changed(written, "hai", lambda value, machi: lacking(
            value, machi if machi in value.split(",") else f"{int(machi):03d}"), count=1)
        with pytest.raises(LogError, match="is not among the tiles shown") as caught:
            read_mjlog(broken, game_id="x")
        assert caught.value.code == "invalid_log"
