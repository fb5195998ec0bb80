"""Issue #26, narrow output: on a terminal, or when ``COLUMNS`` or ``--width N`` is given,
every command that prints a table fits the width (down to 60 columns, a wide character
counted as two), by wrapping and dropping columns; piped output keeps the full layout (the
golden files), and ``--wide`` keeps it on a terminal too."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from mjscore.cli import cli

from ..support.cli import ROOT
from ..support.logdata import PANTHEON, require_raw
from ..support.terminal import Terminal

GAME = ROOT / "examples" / "game.txt"
GOLDEN = Path(__file__).resolve().parent / "golden"


def columns(line: str) -> int:
    """The terminal columns ``line`` takes: two for an East Asian wide or full-width
    character, none for a combining mark, one for any other (tabs do not occur)."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF"
               else 0 if unicodedata.combining(char) else 1 for char in line)


def widest(text: str) -> int:
    return max((columns(line) for line in text.splitlines()), default=0)


def invoke(args: list[str], *, env: dict[str, str | None] | None = None,
           stdin: str | None = None, exit_code: int = 0) -> Result:
    result = CliRunner(env=env).invoke(cli, args, input=stdin, catch_exceptions=False)
    assert result.exit_code == exit_code, result.output
    assert "Traceback" not in result.output
    return result


def _partial_sheet() -> str:
    """The example sheet up to the middle of the South round, with one written score
    wrong and one line that cannot be read: a game whose end is still open."""
    lines = GAME.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if not line.startswith(("final", "points", "S3", "S4"))]
    kept = [line.replace("= 24800 35300 21700 18200", "= 24800 35300 21700 18300")
            if line.startswith("E4") else line for line in kept]
    return "\n".join([*kept, "S3 nonsense that no sheet line says", ""])


WIDE = {
    # name: the arguments; each prints lines wider than 60 columns in the full layout
    "score-dealer-tsumo": ["score", "23456m55678p234s+4m", "--riichi", "--tsumo", "--dora",
                           "1m"],
    "score-honba-sticks": ["score", "123m456p789s1122z+2z", "--riichi", "--seat", "S",
                           "--round", "S", "--honba", "1", "--sticks", "2"],
    "score-ja": ["score", "23456m55678p234s+4m", "--riichi", "--lang", "ja"],
    "score-unicode": ["score", "234m567p8s+8s [4-56s] [777z]", "--unicode", "--tsumo"],
    "score-win-choices": ["score", "23456m55678p234s4m", "--riichi", "--seat", "S"],
    "table": ["table"],
    "table-ja": ["table", "--lang", "ja"],
    "table-lookup": ["table", "3", "40", "--dealer", "-t", "-b", "2"],
    "yaku": ["yaku"],
    "yaku-en-full": ["yaku", "--lang", "en-full"],
    "yaku-ja": ["yaku", "--lang", "ja"],
    "yaku-entry": ["yaku", "pinfu"],
    "rules": ["rules"],
    "rules-show": ["rules", "show", "tenhou"],
    "rules-diff": ["rules", "diff", "tenhou", "ema"],
    "waits": ["waits", "23m456p567s678s55p", "--seat", "S", "--dora", "4m"],
    "waits-compare-riichi": ["waits", "23m456p567s678s55p", "--seat", "S",
                             "--compare-riichi", "--unicode"],
    "waits-furiten": ["waits", "23m456p567s678s55p", "--riichi", "--discards", "9s,1m",
                      "--passed", "4m", "--honba", "1"],
    "waits-noten": ["waits", "1111m234p567s789s"],
    "waits-ja": ["waits", "234m456p55s23s [6-78p]", "--seat", "S", "--lang", "ja"],
    "waits-14-ja": ["waits", "2234m456p567s678s+1m", "--seat", "W", "--lang", "ja"],
    "waits-call": ["waits", "22334m456p678s55p", "--call", "2m", "--from", "left"],
    "game": ["game", str(GAME)],
    "game-ja": ["game", str(GAME), "--lang", "ja"],
    "game-standings": ["game", str(GAME), "--standings"],
    "batch-table": ["batch", str(ROOT / "examples" / "hands.txt"), "--table", "--summary"],
    "check-table": ["check", str(ROOT / "examples" / "records.txt"), "--table"],
    "check-table-csv": ["check", str(ROOT / "examples" / "records.csv"), "--table"],
}

FITTING = {
    # name: the arguments; already within 60 columns, and they stay so
    "score-honba-sticks-ja": ["score", "123m456p789s1122z+2z", "--riichi", "--seat", "S",
                              "--round", "S", "--honba", "1", "--sticks", "2", "--lang",
                              "ja"],
    "table-lookup-ja": ["table", "3", "40", "--lang", "ja"],
}


def test_every_wide_case_is_wide_in_full() -> None:
    for name, args in WIDE.items():
        assert widest(invoke(args).stdout) > 60, name


@pytest.mark.parametrize("name", sorted(WIDE))
def test_columns_60_fits_every_table_command(name: str) -> None:
    result = invoke(WIDE[name], env={"COLUMNS": "60"})
    assert result.stdout.strip()
    assert widest(result.stdout) <= 60, result.stdout
    assert widest(result.stderr) <= 60, result.stderr  # the summaries too


@pytest.mark.parametrize("name", sorted(FITTING))
def test_columns_60_keeps_what_fits_already(name: str) -> None:
    full = invoke(FITTING[name]).stdout
    assert widest(full) <= 60
    assert invoke(FITTING[name], env={"COLUMNS": "60"}).stdout == full


def test_columns_60_fits_score_from_stdin() -> None:
    lines = "23456m55678p234s+4m --riichi --tsumo --dora 1m\n123m456p789s1122z+2z -r -s S\n"
    output = invoke(["score", "-"], env={"COLUMNS": "60"}, stdin=lines).stdout
    assert output.count("hand:") == 2
    assert widest(output) <= 60, output


def test_columns_60_fits_a_game_still_open_with_needs_and_problems(tmp_path: Path) -> None:
    sheet = tmp_path / "open.txt"
    sheet.write_text(_partial_sheet(), encoding="utf-8")
    full = invoke(["game", str(sheet), "--needs"], exit_code=1).stdout
    assert "!" in full and "needs" in full.lower()
    assert widest(full) > 60
    output = invoke(["game", str(sheet), "--needs"], env={"COLUMNS": "60"},
                    exit_code=1).stdout
    assert widest(output) <= 60, output


def test_columns_60_fits_replay() -> None:
    require_raw()
    args = ["replay", str(PANTHEON / "west.xml"), str(PANTHEON / "doubleron.xml")]
    full = invoke(args, exit_code=1).stdout
    assert widest(full) > 60
    result = invoke(args, env={"COLUMNS": "60"}, exit_code=1)
    assert widest(result.stdout) <= 60, result.stdout
    assert widest(result.stderr) <= 60, result.stderr
    assert result.stdout.count("\n") >= full.count("\n")


# What a narrow table keeps ----------------------------------------------------------------


def test_a_narrow_game_keeps_every_score_and_the_final_block() -> None:
    output = invoke(["game", str(GAME)], env={"COLUMNS": "60"}).stdout
    assert widest(output) <= 60
    for score in ("40,300", "24,300", "17,900", "17,500", "+15.0", "-7.0"):
        assert score in output
    for name in ("Aki", "Ben", "Chie", "Dai"):
        assert name in output.split("\n")[1]  # the players head the hand table


def test_a_narrow_yaku_list_keeps_every_yaku_and_its_han() -> None:
    output = invoke(["yaku"], env={"COLUMNS": "60"}).stdout
    assert widest(output) <= 60
    for romaji in ("riichi", "kokushi musou", "junsei chuuren poutou", "chinitsu"):
        assert romaji in output
    assert "closed" in output and "open" in output


def test_a_narrow_rules_show_wraps_each_description_whole() -> None:
    output = invoke(["rules", "show", "tenhou"], env={"COLUMNS": "60"}).stdout
    assert widest(output) <= 60
    words = " ".join(output.split())
    assert "Points a honba counter adds to a win, split evenly among the payers" in words


# --width and --wide -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["game", "yaku", "table", "rules-show", "waits-compare-riichi",
                                  "check-table"])
def test_width_fits_the_width_given_even_when_piped(name: str) -> None:
    for width in (60, 80, 100):
        output = invoke([*WIDE[name], "--width", str(width)]).stdout
        assert widest(output) <= width, (width, output)
    assert (invoke([*WIDE[name], "--width", "60"]).stdout
            == invoke(WIDE[name], env={"COLUMNS": "60"}).stdout)


def test_width_wins_over_columns() -> None:
    output = invoke(["yaku", "--width", "60"], env={"COLUMNS": "200"}).stdout
    assert widest(output) <= 60


@pytest.mark.parametrize("name", ["game", "yaku", "table", "rules-show"])
def test_wide_keeps_the_full_layout_whatever_columns_says(name: str) -> None:
    full = invoke(WIDE[name]).stdout
    assert invoke([*WIDE[name], "--wide"], env={"COLUMNS": "60"}).stdout == full


def test_width_below_60_and_width_with_wide_are_usage_errors() -> None:
    assert "60" in invoke(["yaku", "--width", "59"], exit_code=2).output
    assert "--wide" in invoke(["yaku", "--width", "80", "--wide"], exit_code=2).output


def test_json_and_csv_ignore_the_width() -> None:
    for args in (["yaku", "--json"], ["game", str(GAME), "--csv"], ["rules", "--json"]):
        assert (invoke(args, env={"COLUMNS": "60"}).stdout == invoke(args).stdout)


def test_piped_output_without_columns_is_the_full_layout() -> None:
    golden = (GOLDEN / "game-example.txt").read_text(encoding="utf-8")
    stdout = golden.split("--- stdout\n", 1)[1].split("--- stderr\n", 1)[0]
    assert invoke(["game", str(GAME)]).stdout == stdout


# A real terminal --------------------------------------------------------------------------


def _on_terminal(*args: str, columns: int) -> str:
    with Terminal(*args, columns=columns) as terminal:
        assert terminal.wait() == 0, terminal.text
        return terminal.text


@pytest.mark.parametrize("command", [["game", str(GAME)], ["yaku", "--lang", "ja"]])
def test_a_terminal_of_72_columns_gets_output_72_wide(command: list[str]) -> None:
    text = _on_terminal(*command, columns=72)
    assert widest(text) <= 72, text
    assert widest(_on_terminal(*command, "--wide", columns=72)) > 72


def test_a_wide_terminal_gets_the_full_tables() -> None:
    text = _on_terminal("yaku", columns=200)
    assert text == invoke(["yaku"]).stdout


def test_the_live_scorer_on_a_phone_sized_terminal_fits_it() -> None:
    with Terminal("game", "-", columns=62) as term:
        term.line("players: Aki Ben Chie Dai", "")
        screen = term.line("E1 riichi Aki ; ron Chie from Ben 2000 \"234m567p2345578s+6s\"",
                           "28,000")
        screen += term.line("help ron", "WINNER")
        screen += term.line("status", "dealer")
        term.type("\x04")
        screen += term.text[len(term.text) - 400:]
        term.wait()
    lines = screen.replace("\r", "").split("\n")
    assert widest("\n".join(lines)) <= 62, screen
    assert any("ron Chie from Ben" in line for line in lines)


def test_a_wide_terminal_gives_the_game_events_more_room_not_fewer() -> None:
    output = invoke(["game", str(GAME)], env={"COLUMNS": "170"}).stdout
    assert widest(output) <= 170
    chombo = next(line for line in output.splitlines() if "chombo" in line)
    assert chombo.rstrip().endswith("0") and "could not win on" in chombo
