"""CLI fuzz: random argument lists for ``mjscore score`` never end in a traceback.

The arguments are built from the command's real options (read from the click command, so a
new option is fuzzed as soon as it exists), each given a plausible value, a value of the wrong
kind or junk, around a real winning hand, a broken one or random text. Whatever the mix, the
command exits 0 (scored), 1 (cannot be scored) or 2 (usage error), prints no traceback, and
with ``--json`` prints one JSON object on stdout.
"""

from __future__ import annotations

import json

import click
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from mjscore.cli import cli

from ..support.strategies import hypothesis_settings, winning_hands

SETTINGS = hypothesis_settings(150)

SCORE = cli.commands["score"] if isinstance(cli, click.Group) else None
assert isinstance(SCORE, click.Command), "mjscore has no score command"

OPTIONS = [param for param in SCORE.params if isinstance(param, click.Option)]
FLAGS = sorted(opt for param in OPTIONS if param.is_flag for opt in param.opts
               if opt not in ("-h", "--help"))
VALUED = {opt: param for param in OPTIONS if not param.is_flag for opt in param.opts}

WINDS = ["E", "S", "W", "N", "east", "南", "x", "", "EE", "1z", "5z"]
TILES = ["3m", "0p", "7z", "3m,7z", "3m 4p", "8z", "0z", "10m", "m", ",", "3m,,4p",
         "1m1m1m1m1m1m", "".join(["1m"] * 40)]
NUMBERS = ["0", "1", "5", "-1", "999", "1000", "99999999999999999999", "1e3", "0x10", "3.5",
           "", " 2", "٣"]
RULE_VALUES = ["tenhou", "classic", "TENHOU", "club", "", "open_tanyao=false",
               "open_tanyao", "=", "kazoe=sanbaiman", "chiitoitsu_fu=50", "nope=1",
               "honba_value=-300", "red_fives=xyz", "red_fives=none", "max_yakuman=99"]
JUNK = st.text(st.characters(blacklist_characters="\x00"), max_size=30)
"""Junk text: anything a command line can hold (a C string cannot hold a NUL)."""


def _values_for(option: str) -> st.SearchStrategy[str]:
    """Values for a valued option: plausible ones for its kind, and junk."""
    param = VALUED[option]
    name = param.name or ""
    if isinstance(param.type, click.Choice):
        plausible = st.sampled_from([*map(str, param.type.choices), *WINDS])
    elif name in ("dora", "ura"):
        plausible = st.sampled_from(TILES)
    elif isinstance(param.type, (click.IntRange, type(click.INT))) or name in ("honba",
                                                                              "sticks"):
        plausible = st.one_of(st.sampled_from(NUMBERS), st.integers(-10, 2000).map(str))
    elif "rule" in name:
        plausible = st.sampled_from([*RULE_VALUES, "/nonexistent/club.toml", "."])
    else:
        plausible = st.sampled_from(["", "x"])
    return st.one_of(plausible, plausible, JUNK)


@st.composite
def _option_tokens(draw: st.DrawFn) -> list[str]:
    """One option and its value, or a flag, or a stray token."""
    choice = draw(st.integers(0, 9))
    if choice < 4 and FLAGS:
        return [draw(st.sampled_from(FLAGS))]
    if choice < 8 and VALUED:
        option = draw(st.sampled_from(sorted(VALUED)))
        tokens = [option, draw(_values_for(option))]
        # Sometimes the value is missing: the option ends the line.
        return tokens[:1] if draw(st.integers(0, 9)) == 0 else tokens
    return [draw(st.sampled_from(["--", "-", "--nope", "-x", "--tsumo=yes", "--seat=S",
                                  "--honba=", "--json"]))]


@st.composite
def _hand_token(draw: st.DrawFn) -> list[str]:
    choice = draw(st.integers(0, 9))
    if choice < 5:
        return [str(draw(winning_hands()))]
    if choice < 7:
        text = str(draw(winning_hands()))
        cut = draw(st.integers(0, len(text)))
        return [text[:cut] + draw(JUNK) + text[cut + 1:]]
    if choice < 9:
        return [draw(JUNK)]
    return []


@st.composite
def argument_lists(draw: st.DrawFn) -> list[str]:
    """``score`` arguments: a hand somewhere among up to eight options."""
    options = draw(st.lists(_option_tokens(), max_size=8))
    hand = draw(_hand_token())
    at = draw(st.integers(0, len(options)))
    return [token for group in [*options[:at], hand, *options[at:]] for token in group]


def _run(args: list[str]) -> Result:
    return CliRunner().invoke(cli, ["score", *args], catch_exceptions=True)


def _check(args: list[str], result: Result) -> None:
    shown = f"mjscore score {args!r} -> {result.exit_code}\n{result.output}"
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{shown}\n{result.exception!r}")
    assert result.exit_code in (0, 1, 2), shown
    assert "Traceback" not in result.output, shown
    if "--json" in args and not {"-h", "--help", "--version"} & set(args):
        # Every outcome, scored or not, is one JSON object on stdout.
        data = json.loads(result.stdout)
        assert isinstance(data, dict), shown
        assert ("error" in data) == (result.exit_code != 0), shown
        if "error" in data:
            assert isinstance(data["error"]["code"], str), shown
            assert data["error"]["message"], shown


@SETTINGS
@given(argument_lists())
def test_random_score_arguments_never_crash(args: list[str]) -> None:
    _check(args, _run(args))


@SETTINGS
@given(argument_lists())
def test_random_score_arguments_with_json_give_one_json_object(args: list[str]) -> None:
    args = [*args, "--json"]
    _check(args, _run(args))


def test_the_fuzzer_reaches_every_exit_code() -> None:
    """The argument lists are not all refused: valid ones score, and both kinds of error
    happen (so the properties above see all three outcomes)."""
    seen = {
        _run(["123m456p789s234s1p+1p", "--riichi"]).exit_code,
        _run(["123m456p789s234s1p+1p"]).exit_code,
        _run(["123m456p789s234s1p+1p", "--honba", "x"]).exit_code,
    }
    assert seen == {0, 1, 2}
    assert {"--tsumo", "--riichi", "--json"} <= set(FLAGS)
    assert {"--seat", "--dora", "--honba", "--sticks", "--rules", "--rule"} <= set(VALUED)
