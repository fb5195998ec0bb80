"""Issue #26: the ledger never invents or loses points. The scores and the riichi sticks on
the table add up to the same total after every hand: on every shared game replayed to a
sheet and played back line by line, and on generated sheets with rejected lines among
their hands."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mjscore.game import GameState
from mjscore.sheet import GameFinished, HandPlayed, SheetSession, write_sheet

from ..support.logdata import raw_files
from ..support.strategies import hypothesis_settings


def total(state: GameState) -> int:
    return sum(state.scores) + len(state.sticks) * state.rules.riichi_deposit


def play_checked(lines: list[str]) -> int:
    """Play the lines, checking the total after every hand; the hands played."""
    session = SheetSession()
    count = 0
    for line in [*lines, None]:
        answers = session.feed(line) if line is not None else session.close()
        for answer in answers:
            if isinstance(answer, HandPlayed):
                before = total(answer.outcome.before)
                # An agreed adjustment sums to 0 or puts whole sticks down: the same total.
                assert total(answer.outcome.after) == before, (line, answer.outcome)
                count += 1
            elif isinstance(answer, GameFinished):
                assert answer.report.result.final_scores is not None
    return count


def test_every_shared_game_keeps_its_total_through_a_sheet() -> None:
    from mjscore.logs import replay_file

    hands = games = 0
    for path in raw_files():
        result = replay_file(path)
        if result.report is None:
            continue
        sheet = write_sheet(result.report.game)
        hands += play_checked(sheet.split("\n"))
        games += 1
    assert games > 1000 and hands > 10000


PLAYERS = "players: A B C D"
LINES = [
    "riichi A ; draw tenpai A", "riichi B C ; draw tenpai B", "ron B from C 3900",
    "riichi A ; ron B from C 1000 bogus --nonsense", "riichi A ; tsumo B 4000 all",
    "tsumo C 1000/2000", "riichi D ; tsumo D 2000 all", "riichi A B C ; suucha",
    "kyuushu A", "chombo B", "ron A from A 1000", "riichi A ; nonsense",
    "ron A from B 1000 ; ron C from B 2000", 'ron B from C "234m456p789s2278m+8m"',
    "draw", "ron D from A yakuman", "foul C stick ; draw tenpai C", "E9 draw",
    "adjust +1000 -1000 0 0 agreed", "riichi A ; ron B from C mangan",
]


@hypothesis_settings(50)
@given(st.lists(st.sampled_from(LINES), min_size=1, max_size=40),
       st.sampled_from(["tenhou", "classic"]))
def test_generated_sheets_with_rejected_lines_keep_the_total(lines: list[str],
                                                            rules: str) -> None:
    play_checked([PLAYERS, f"rules: {rules}", *lines])
