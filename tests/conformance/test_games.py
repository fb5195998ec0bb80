"""Conformance of the replay on real games: every game log of ../shared/data/raw (mjlog and
tenhou.net/6), replayed as ``mjscore replay`` replays it, reproduces every hand's label,
sticks, start scores, score changes and end scores, every win's recorded payments, value and
reading, and every game's final scores and final points: no mismatch and no problem.

The rules of each game are the reader's (``GameRecord.rules``: lobby and era); the only
exceptions are listed in :data:`READER_RULES` with the reason.
"""

from __future__ import annotations

from functools import cache

import pytest

from mjscore.game import GameRecord, play_game
from mjscore.game.flow import End
from mjscore.logs import ReplayResult, replay_file
from mjscore.logs.replay import Status
from mjscore.rules import RulesChoice
from mjscore.sheet import read_sheet, write_sheet

from ..support.logdata import raw_files, require_raw

pytestmark = pytest.mark.conformance

READER_RULES: dict[str, dict[str, object]] = {
    # <GO type="1"> (East only) in both files, yet both games play the South round as a
    # hanchan does (west.xml's own comment names log 2017030413gm-0009-…, a hanchan lobby;
    # doubleron_and_riichi.xml goes on into South 3 with a player at 36,400 after East 4).
    "pantheon_onlinelog/west.xml": {"game_length": "hanchan"},
    "pantheon_onlinelog/doubleron_and_riichi.xml": {"game_length": "hanchan"},
}
"""Rule fields set over the reader's, by file: the documented override of these two altered
logs (``docs/replay.md``), which ``mjscore replay --rule game_length=hanchan`` gives too."""

GAMES, HANDS, WINS = 1226, 12097, 10166
"""Four-player games of raw/ that mjscore plays (1,206 mjlog and 20 tenhou.net/6, the two
Mahjong Soul games under ``mahjongsoul``), their hands and wins."""

THREE_PLAYER = {"games": 403, "hands": 3571, "wins": 3045, "draws": 537}
"""Three-player games of raw/ that mjscore plays under ``tenhou3`` (issue #23): the 401
Phoenix games of ``tenhou_phoenix_2022_3p/``, ``dnovikoff_tenhou_testdata/sanma2.xml`` (a
Phoenix game that ends in a bust) and the tenhou.net/6 game of ``mjai_reviewer3p_testdata/``;
their hands, wins (3,037 in mjlog, 8 in tenhou.net/6) and draws (exhaustive or abortive)."""


@cache
def replays() -> dict[str, ReplayResult]:
    """Every file of raw/ replayed as ``mjscore replay`` replays it, both formats, by path
    relative to raw/; the two altered files with their rule override."""
    raw = require_raw()
    found = {}
    for path in raw_files():
        name = str(path.relative_to(raw))
        choice = RulesChoice(overrides=READER_RULES.get(name, {}))
        found[name] = replay_file(path, choice=choice)
    return found


def games() -> dict[str, GameRecord]:
    """Every game that was played, by file."""
    return {name: result.report.game for name, result in replays().items()
            if result.report is not None}


SKIPPED = {
    "MANIFEST.sha256", "SOURCES.md", "dnovikoff_tenhou_testdata/README.txt",
    "dnovikoff_tenhou_testdata/example.txt", "dnovikoff_tenhou_testdata/chip.xml_",
    "dnovikoff_tenhou_testdata/newattr2023.xml", "dnovikoff_tenhou_testdata/ratio.xml",
    "dnovikoff_tenhou_testdata/ratio1.xml_", "dnovikoff_tenhou_testdata/sanma.xml",
    "majiang_core_hule/hule.json",
}
"""The files of raw/ that are no game mjscore plays: not logs, lobbies with rules of their
own (``sanma.xml``: a three-player game of a ratio lobby, which no preset plays)."""

THREE_PLAYER_PHOENIX = 401
"""The three-player Phoenix games of ``tenhou_phoenix_2022_3p/``, every one played."""


def test_every_game_replays_with_no_mismatch() -> None:
    failures, hands, wins = [], 0, 0
    three: dict[str, int] = dict.fromkeys(THREE_PLAYER, 0)
    for name, result in replays().items():
        if result.status is Status.SKIPPED:
            continue
        if result.report is not None and result.report.game.rules.seats == 3:
            three["games"] += 1
            three["hands"] += result.hands
            three["wins"] += result.wins
            three["draws"] += result.draws
        else:
            hands += result.hands
            wins += result.wins
        failures += [f"{name}: {result.status.value} {result.reason or ''}"
                     if result.status is Status.ERROR else ""]
        failures += [f"{name}: {mismatch}" for mismatch in result.mismatches]
    failures = [failure for failure in failures if failure]
    assert failures == [], "\n".join(failures[:30])
    assert (len(games()) - three["games"], hands, wins) == (GAMES, HANDS, WINS)
    assert three == THREE_PLAYER


def test_every_other_file_is_skipped_with_its_reason() -> None:
    skipped = {name: result for name, result in replays().items()
               if result.status is Status.SKIPPED}
    assert set(skipped) == SKIPPED
    assert "rules of its own" in (skipped["dnovikoff_tenhou_testdata/sanma.xml"].reason or "")
    played = [name for name in games() if name.startswith("tenhou_phoenix_2022_3p/")]
    assert len(played) == THREE_PLAYER_PHOENIX
    assert all(result.reason and result.code == "unsupported_log"
               for result in skipped.values())


def test_the_altered_files_need_their_override() -> None:
    for name in READER_RULES:
        plain = replay_file(require_raw() / name)
        assert plain.status is Status.MISMATCH
        assert plain.mismatches[0].field == "label"


PAIRS = {
    **{f"pantheon_onlinelog/format6/{name}.json": f"pantheon_onlinelog/{name}.xml"
       for name in ("doubleron", "doubleron_and_honba", "four_kan_draw", "four_riichi_draw",
                    "four_wind_draw", "nine_terminal_draw", "pao_ron", "pao_tsumo",
                    "suukantsu_dealer_tsumo_no_pao", "triple_ron_draw", "tripleyakuman",
                    "west", "yakuman_ron_no_pao", "suuankou_no_dealer_tsumo_no_pao")},
    "pantheon_onlinelog/format6/usual.json": "pantheon_onlinelog/openhand_bug.xml",
    "pantheon_onlinelog/regress/hanchan.json": "pantheon_onlinelog/regress/hanchan.xml",
}
"""The same game in both formats (``../shared/data/README.md``)."""


def test_both_formats_of_a_game_give_the_same_report() -> None:
    for json_name, xml_name in PAIRS.items():
        played = replays()[json_name].report, replays()[xml_name].report
        assert played[0] is not None and played[1] is not None
        assert ([hand.as_record() for hand in played[0].hands]
                == [hand.as_record() for hand in played[1].hands]), json_name
        assert played[0].result.as_record() == played[1].result.as_record(), json_name


def test_the_phoenix_games_are_all_there() -> None:
    phoenix = [name for name in games() if name.startswith("tenhou_phoenix_2022/")]
    assert len(phoenix) == 1172


def test_every_game_ends_as_its_log_ends() -> None:
    ends = {play_game(game).result.end for game in games().values()}
    assert None not in ends
    assert {End.LAST_HAND, End.BUST, End.AGARI_YAME, End.TENPAI_YAME} <= ends


def test_every_game_checks_something() -> None:
    """The logs write what the ledger checks: labels, scores, deltas, wins, final points."""
    for game in list(games().values())[:50]:
        assert game.final is not None and game.final.points is not None
        for hand in game.hands:
            written = hand.written
            assert None not in (written.label, written.sticks, written.start_scores,
                                written.deltas, written.end_scores)


def test_every_real_game_written_as_a_sheet_reads_back_and_ends_on_the_same_points() -> None:
    """``mjscore replay --to-sheet`` output of every game, read by the sheet reader and
    played by the ledger: no error, every written score agrees, the same final points."""
    failures = []
    for name, result in replays().items():
        if result.report is None:
            continue
        text = write_sheet(result.report.game)
        (game,) = read_sheet(text, source=name)
        report = play_game(game)
        if game.errors or report.mismatches or report.problems:
            failures.append(f"{name}: {[*game.errors, *report.mismatches, *report.problems][:3]}")
        elif report.result.points != result.report.result.points:
            failures.append(f"{name}: {report.result.points} != {result.report.result.points}")
    assert failures == [], "\n".join(failures[:20])


def test_the_three_player_games_end_as_tenhou_ends_them() -> None:
    """Bust below 0, South 3 (with 40,000, or the dealer's agari-yame and tenpai-yame), and
    the West round's sudden death, West 3 at the latest: as the logs end."""
    ends: dict[End | None, int] = {}
    last: dict[str, int] = {}
    for game in games().values():
        if game.rules.seats != 3:
            continue
        report = play_game(game)
        ends[report.result.end] = ends.get(report.result.end, 0) + 1
        label = report.final_state.label
        key = f"{label.round.value}{label.number}"
        last[key] = last.get(key, 0) + 1
    assert ends == {End.LAST_HAND: 213, End.BUST: 100, End.AGARI_YAME: 78,
                    End.SUDDEN_DEATH: 9, End.TENPAI_YAME: 3}
    # 212 games end after South 3 with somebody at 40,000; 19 go into the West round (17
    # end in West 1, one in West 2, one after West 3 with nobody at 40,000).
    assert {key: count for key, count in last.items() if key.startswith("W")} == {
        "W1": 17, "W2": 1, "W3": 1}
