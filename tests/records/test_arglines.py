"""The argument-line format: one ``mjscore score`` argument line a line, read into the keys
of a JSON Lines record, with the command's option names."""

from __future__ import annotations

import io
import json

import pytest

import mjscore
from mjscore.base import Head
from mjscore.records import ArgumentLineReader, BatchRun, parse_argument_line

CHUN = "234m567p8s+8s [456s] [777z]"  # open chun + dora 3m: 2 han 30 fu; S tsumo 500/1000
KOKUSHI = "19m19p19s1234567z+1z"


@pytest.mark.parametrize(("first", "mine"), [
    (CHUN.encode() + b" --tsumo", True), (b"--tsumo", True), (b'{"hand": "1m"}', False),
    (b'<mjloggm ver="2.3">', False)])
def test_anything_but_json_or_xml_is_an_argument_line(first: bytes, mine: bool) -> None:
    assert ArgumentLineReader.detect(Head(first)) is mine


def test_a_bad_line_is_an_error_record_not_raised() -> None:
    record = ArgumentLineReader().read_line(4, "1m --nope")
    assert (record.line, dict(record.keys)) == (4, {})
    assert [error.code for error in record.errors] == ["invalid_arguments"]


def test_an_argument_line_reads_every_scoring_option() -> None:
    line = ("234m567p8s+8s [456s] [777z] --tsumo --riichi --double-riichi --ippatsu --haitei "
            "--houtei --rinshan --chankan --tenhou --chiihou --renhou --seat S --round W "
            "--dora 3m --dora 4p,5s --ura=1z --honba 2 --sticks 1 --from N --pao W "
            "--rules classic --rule open_tanyao=true --rule kazoe=sanbaiman "
            "--expect '2000/4000'")
    record = parse_argument_line(line)
    assert record == {
        "hand": "234m567p8s+8s [456s] [777z]",
        "tsumo": True, "riichi": True, "double_riichi": True, "ippatsu": True,
        "haitei": True, "houtei": True, "rinshan": True, "chankan": True, "tenhou": True,
        "chiihou": True, "renhou": True, "seat": "S", "round": "W",
        "dora": ["3m", "4p,5s"], "ura": ["1z"], "honba": 2, "sticks": 1,
        "discarder": "N", "pao": "W",
        "rules": {"preset": "classic", "open_tanyao": True,
                  "kazoe": mjscore.rules.Kazoe.SANBAIMAN},
        "expect": "2000/4000",
    }


def test_an_argument_line_takes_a_quoted_hand_options_anywhere_and_the_last_value() -> None:
    assert parse_argument_line("'234m567p8s+8s [456s]' --seat W [777z] --seat S") == {
        "seat": "S", "hand": "234m567p8s+8s [456s] [777z]"}
    assert parse_argument_line("--tsumo -- 19m19p19s1234567z+1z")["hand"] == KOKUSHI


def test_rule_overrides_without_a_preset_stay_overrides() -> None:
    assert parse_argument_line(f"{CHUN} --rule open_tanyao=false")["rules"] == {
        "open_tanyao": False}
    assert parse_argument_line(f"{CHUN} --rules classic")["rules"] == "classic"


def test_every_situation_key_has_its_argument_line_option() -> None:
    record = parse_argument_line("9m19p19s12345677z+1m --chankan --chankan-closed-kan "
                                 "--rules classic --seat S")
    assert record["chankan_closed_kan"] is True
    (out,) = BatchRun(io.BytesIO(json.dumps(record).encode()))
    assert out["ok"], out
    assert out["limit"] == "yakuman"


@pytest.mark.parametrize(
    ("line", "code", "message"),
    [
        (f"{CHUN} --tsumoo", "invalid_arguments", "did you mean --tsumo"),
        (f"{CHUN} --json", "invalid_arguments", "--json only changes how"),
        (f"{CHUN} --lang ja", "invalid_arguments", "--lang only changes how"),
        (f"{CHUN} --rules-file club.toml", "invalid_arguments", "give it to the command"),
        (f"{CHUN} --seat", "invalid_arguments", "--seat requires a value"),
        (f"{CHUN} --tsumo=yes", "invalid_arguments", "does not take a value"),
        (f"{CHUN} --expect '2000/4000", "invalid_arguments", "cannot split"),
        ("--tsumo --seat S", "missing_hand", "no hand"),
        (f"{CHUN} --honba two", "invalid_value", "--honba takes a whole number"),
        (f"{CHUN} --rule open_tanyao", "malformed_rule", "KEY=VALUE"),
        (f"{CHUN} --rule open_tanyo=false", "unknown_rule", "did you mean open_tanyao"),
    ],
    ids=lambda value: value if " " not in str(value) else "",
)
def test_bad_argument_lines_are_refused_with_a_code(line: str, code: str, message: str) -> None:
    with pytest.raises(mjscore.MjscoreError, match=message) as raised:
        parse_argument_line(line)
    assert raised.value.code == code


def test_short_flags_go_together_and_a_short_option_takes_its_value_attached() -> None:
    assert parse_argument_line(f"{CHUN} -rt -sS") == {
        "riichi": True, "tsumo": True, "seat": "S", "hand": CHUN}


def test_a_number_of_dora_adds_up_with_the_dora_count() -> None:
    assert parse_argument_line(f"{CHUN} --dora 2 --dora-count 1 --dora 3m") == {
        "dora_count": 3, "dora": ["3m"], "hand": CHUN}
