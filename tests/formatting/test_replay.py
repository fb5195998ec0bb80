"""The lines of ``mjscore replay``: one per game and one per mismatch, and the summary with
the run's exit status."""

from __future__ import annotations

from typing import Any

from mjscore.formatting.replay import game_lines, tally


def record(status: str, **fields: Any) -> dict[str, Any]:
    """A replay record as ``ReplayResult.as_record`` writes it."""
    return {"file": "a.xml", "game": None, "status": status, "reason": None, "hands": 0,
            "wins": 0, "draws": 0, "mismatches": [], **fields}


OK = record("ok", file="logs/a.xml", game="2022-a", hands=1, wins=1)
MISMATCH = record("mismatch", file="b.xml", game="b", hands=8, wins=5, draws=3, mismatches=[
    {"hand": "E2", "field": "deltas", "log": [-1000, 1000, 0, 0],
     "mjscore": [-1300, 1300, 0, 0]},
    {"hand": "S1", "field": "fu", "log": None, "mjscore": 30},
    {"hand": "end", "field": "hand_after_end", "log": None, "mjscore": None,
     "message": "a hand after the end"}])
SKIPPED = record("skipped", file="c.txt", reason="not a game log")
ERROR = record("error", file="d.xml", reason="the XML stops before its end")


def test_a_game_is_one_line_with_its_counts_and_its_file_when_the_id_differs() -> None:
    assert game_lines(OK) == ["ok       2022-a  1 hand, 1 win, 0 draws  (logs/a.xml)"]
    assert game_lines(record("ok", game=None, file="x.xml"))[0] == (
        "ok       x.xml  0 hands, 0 wins, 0 draws")


def test_each_mismatch_is_an_indented_line_with_both_values_or_its_message() -> None:
    assert game_lines(MISMATCH) == [
        "mismatch b  8 hands, 5 wins, 3 draws  (b.xml)",
        "    E2     deltas: log -1000 1000 0 0, mjscore -1300 1300 0 0",
        "    S1     fu: log -, mjscore 30",
        "    end    hand_after_end: a hand after the end"]


def test_a_file_skipped_or_broken_gives_its_reason() -> None:
    assert game_lines(SKIPPED) == ["skipped  c.txt: not a game log"]
    assert game_lines(ERROR) == ["error    d.xml: the XML stops before its end"]


def test_the_summary_counts_files_by_status_hands_wins_and_differences() -> None:
    counted = tally([OK, MISMATCH, SKIPPED])
    assert counted.as_record() == {"files": 3, "ok": 1, "mismatch": 1, "skipped": 1,
                                   "error": 0, "incomplete": 0, "hands": 9, "wins": 6,
                                   "mismatches": 3}
    assert counted.text() == ("replay: 3 files: 1 ok, 1 mismatch, 1 skipped, 0 error "
                              "(3 differences); 9 hands, 6 wins checked")


def test_the_run_fails_on_a_mismatch_or_an_error_but_not_on_a_skipped_file() -> None:
    assert tally([OK, SKIPPED]).exit_code == 0
    assert tally([OK, MISMATCH]).exit_code == 1
    assert tally([ERROR]).exit_code == 1
    assert tally([]).text() == ("replay: 0 files: 0 ok, 0 mismatch, 0 skipped, 0 error; "
                                "0 hands, 0 wins checked")
