"""mjscore.records.batch: claims, argument lines, JSON Lines records and the streaming run."""

from __future__ import annotations

import io
import itertools
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mjscore
from mjscore.base import BatchError, InvalidClaim, RecordError
from mjscore.base.readers import MAX_LINE_BYTES
from mjscore.records import BatchRun, Summary, parse_argument_line, resolve_jobs
from mjscore.records.jsonl import RECORD_KEYS, parse_json_record
from mjscore.scoring import Claim, check_claim, parse_claim
from mjscore.scoring.claims import Difference

from ..support.casedata import (
    CASE_SETS,
    expected_deltas,
    hand_text,
    iter_cases,
    record_deltas,
    situation,
)

# Hands used throughout; the comments give their scores under tenhou rules.
CHUN = "234m567p8s+8s [456s] [777z]"  # open chun + dora 3m: 2 han 30 fu; S tsumo 500/1000
RIICHI_MANGAN = "23455m345p67888s+8s"  # riichi, dora 4m, ura 9p: S ron 4 han 40 fu, 8000
KOKUSHI = "19m19p19s1234567z+1z"  # kokushi: S ron 32000
CHUUREN = "1112345678999p+1p"  # junsei chuuren: 1 yakuman under tenhou, 2 with double_yakuman


def run_lines(*lines: str | bytes, **options: Any) -> list[dict[str, Any]]:
    """The output records of a run over ``lines`` (joined by newlines)."""
    data = b"\n".join(line.encode() if isinstance(line, str) else line for line in lines)
    return list(BatchRun(io.BytesIO(data), **options))


def jsonl(**record: Any) -> str:
    return json.dumps(record)


def score(hand: str, **situation_values: Any) -> mjscore.Score:
    return mjscore.score(hand, **situation_values)


# ----------------------------------------------------------------------------- claims


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("8000", {"value": 8000}),
        ("8,000", {"value": 8000}),
        (" 12000 ", {"value": 12000}),
        (8000, {"value": 8000}),
        ("2000/4000", {"non_dealer": 2000, "dealer": 4000}),
        ("2,000 / 4,000", {"non_dealer": 2000, "dealer": 4000}),
        ("4000 all", {"each": 4000}),
        ("4000ALL", {"each": 4000}),
        ("4000a", {"each": 4000}),
        ("4000オール", {"each": 4000}),
        ("3han30fu", {"han": 3, "fu": 30}),
        ("3h30f", {"han": 3, "fu": 30}),
        ("30fu3han", {"han": 3, "fu": 30}),
        ("3 han 30 fu", {"han": 3, "fu": 30}),
        ("3翻30符", {"han": 3, "fu": 30}),
        ("mangan", {"limit": "mangan"}),
        ("Haneman", {"limit": "haneman"}),
        ("baiman", {"limit": "baiman"}),
        ("sanbaiman", {"limit": "sanbaiman"}),
        ("yakuman", {"limit": "yakuman", "yakuman": 1}),
        ("double yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("double_yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("triple yakuman", {"limit": "yakuman", "yakuman": 3}),
        ("2x yakuman", {"limit": "yakuman", "yakuman": 2}),
        ("kazoe yakuman", {"limit": "kazoe_yakuman"}),
        ("kazoe", {"limit": "kazoe_yakuman"}),
        ("満貫", {"limit": "mangan"}),
        ("ダブル役満", {"limit": "yakuman", "yakuman": 2}),
        ("mangan 2000/4000", {"limit": "mangan", "non_dealer": 2000, "dealer": 4000}),
        ("8000 (mangan)", {"limit": "mangan", "value": 8000}),
        ("3h30f, 3900", {"han": 3, "fu": 30, "value": 3900}),
        ("haneman 6000 all", {"limit": "haneman", "each": 6000}),
        ("5han30fu mangan 12000", {"han": 5, "fu": 30, "limit": "mangan", "value": 12000}),
    ],
    ids=lambda value: repr(value) if not isinstance(value, dict) else "",
)
def test_claim_forms_are_read(text: object, fields: dict[str, Any]) -> None:
    claim = parse_claim(text)
    assert claim == Claim(text=str(text), **fields)


@pytest.mark.parametrize(
    "text",
    ["", "   ", "8000 9000", "mangan haneman", "3h30f 4h30f", "4000a 1000/2000", "3han",
     "30fu", "lots", "2000/", "4000 al", "8000 pts", "2000/4000 all", "1234567890", "-8000",
     "mangan!", None, True, [8000]],
    ids=repr,
)
def test_malformed_claims_are_refused(text: object) -> None:
    with pytest.raises(InvalidClaim) as raised:
        parse_claim(text)
    assert raised.value.code == "invalid_claim"


def test_a_claim_error_names_where_reading_stopped() -> None:
    with pytest.raises(InvalidClaim, match="from 'pts'"):
        parse_claim("8000 pts")


def differs(claim: str, result: mjscore.Score) -> list[tuple[str, object, object]]:
    return [(d.part, d.claimed, d.actual) for d in check_claim(parse_claim(claim), result).differs]


HANDS = (CHUN, RIICHI_MANGAN, KOKUSHI, CHUUREN)
RON = {"riichi": True, "seat": "S", "discarder": "E", "dora": ["4m"], "ura": ["9p"]}
NON_DEALER_TSUMO = {"tsumo": True, "seat": "S", "dora": ["3m"]}


@pytest.mark.parametrize(
    ("claim", "hand", "situation_values", "expected"),
    [
        ("8000", RIICHI_MANGAN, RON, []),
        ("7700", RIICHI_MANGAN, RON, [("value", 7700, 8000)]),
        ("500/1000", CHUN, NON_DEALER_TSUMO, []),
        ("600/1000", CHUN, NON_DEALER_TSUMO, [("non_dealer", 600, 500)]),
        ("500/1100", CHUN, NON_DEALER_TSUMO, [("dealer", 1100, 1000)]),
        ("2000", CHUN, NON_DEALER_TSUMO, []),  # one number: the tsumo's sum
        ("2000/4000", RIICHI_MANGAN, RON, [("win", "non_dealer_tsumo", "ron")]),
        ("4000 all", RIICHI_MANGAN, {"riichi": True, "tsumo": True, "dora": ["4m"],
                                     "ura": ["9p"]}, []),
        ("3900a", RIICHI_MANGAN, {"riichi": True, "tsumo": True, "dora": ["4m"],
                                  "ura": ["9p"]}, [("each", 3900, 4000)]),
        ("1000 all", CHUN, NON_DEALER_TSUMO, [("win", "dealer_tsumo", "non_dealer_tsumo")]),
        ("2han30fu", CHUN, NON_DEALER_TSUMO, []),
        ("30fu2han", CHUN, NON_DEALER_TSUMO, []),
        ("3h30f", CHUN, NON_DEALER_TSUMO, [("han", 3, 2)]),
        ("2h40f", CHUN, NON_DEALER_TSUMO, [("fu", 40, 30)]),
        ("mangan", RIICHI_MANGAN, RON, []),
        ("haneman", RIICHI_MANGAN, RON, [("limit", "haneman", "mangan")]),
        ("mangan", CHUN, NON_DEALER_TSUMO, [("limit", "mangan", None)]),
        ("yakuman", KOKUSHI, {"seat": "S"}, []),
        ("double yakuman", KOKUSHI, {"seat": "S"}, [("limit", "double_yakuman", "yakuman")]),
        ("haneman 8000", RIICHI_MANGAN, RON,
         [("limit", "haneman", "mangan")]),
        ("haneman 12000", RIICHI_MANGAN, RON,
         [("limit", "haneman", "mangan"), ("value", 12000, 8000)]),
    ],
    ids=lambda value: value if isinstance(value, str) and value not in HANDS else "",
)
def test_claims_are_checked_part_by_part(claim: str, hand: str,
                                         situation_values: dict[str, Any],
                                         expected: list[tuple[str, object, object]]) -> None:
    result = score(hand, **situation_values)
    verdict = check_claim(parse_claim(claim), result)
    assert differs(claim, result) == expected
    assert verdict.match is (not expected)


def test_a_double_yakuman_claim_matches_a_double_yakuman() -> None:
    result = mjscore.score(CHUUREN, tsumo=True, seat="N", riichi=True,
                           rules={"double_yakuman": True})
    assert result.yakuman == 2
    assert differs("double yakuman 16000/32000", result) == []
    assert differs("yakuman", result) == [("limit", "yakuman", "double_yakuman")]


def test_a_plain_yakuman_claim_matches_a_kazoe_yakuman_but_not_the_reverse() -> None:
    kazoe = mjscore.score("2223445666778m+8m", riichi=True, tsumo=True, dora=["1m"])
    assert kazoe.limit is mjscore.Limit.KAZOE_YAKUMAN
    assert differs("yakuman", kazoe) == []
    assert differs("kazoe yakuman", kazoe) == []
    assert differs("kazoe yakuman", score(KOKUSHI, seat="S")) == [
        ("limit", "kazoe_yakuman", "yakuman")]


class TestHonba:
    """Points may be claimed without the honba or with them; the output says which."""

    tsumo = staticmethod(lambda: score(CHUN, tsumo=True, seat="S", dora=["3m"], honba=2))
    ron = staticmethod(lambda: score(RIICHI_MANGAN, honba=2, **RON))

    def test_a_claim_without_honba_matches_and_says_so(self) -> None:
        assert check_claim(parse_claim("500/1000"), self.tsumo()).honba == "excluded"
        assert check_claim(parse_claim("8000"), self.ron()).honba == "excluded"

    def test_a_claim_with_honba_matches_and_says_so(self) -> None:
        verdict = check_claim(parse_claim("700/1200"), self.tsumo())
        assert (verdict.match, verdict.honba) == (True, "included")
        assert check_claim(parse_claim("8600"), self.ron()).honba == "included"
        assert check_claim(parse_claim("2600"), self.tsumo()).honba == "included"

    def test_a_dealer_tsumo_claim_with_honba(self) -> None:
        result = score(RIICHI_MANGAN, riichi=True, tsumo=True, dora=["4m"], ura=["9p"],
                       honba=1)
        assert check_claim(parse_claim("4100 all"), result).match
        assert check_claim(parse_claim("4000 all"), result).match

    def test_a_claim_mixing_both_readings_is_a_mismatch_against_the_closer_one(self) -> None:
        verdict = check_claim(parse_claim("700/1000"), self.tsumo())
        assert not verdict.match
        assert verdict.honba == "excluded"
        assert verdict.differs == (Difference("non_dealer", 700, 500),)

    def test_a_wrong_claim_reports_the_reading_it_was_compared_with(self) -> None:
        verdict = check_claim(parse_claim("8500"), self.ron())
        assert not verdict.match
        assert verdict.honba == "excluded"
        assert verdict.differs == (Difference("value", 8500, 8000),)

    def test_without_honba_or_points_there_is_no_reading(self) -> None:
        assert check_claim(parse_claim("8000"), score(RIICHI_MANGAN, **RON)).honba is None
        assert check_claim(parse_claim("mangan"), self.ron()).honba is None

    def test_honba_do_not_change_han_fu_or_limit_claims(self) -> None:
        assert check_claim(parse_claim("4han40fu mangan"), self.ron()).match
        assert check_claim(parse_claim("4han30fu"), self.ron()).differs == (
            Difference("fu", 30, 40),)


# ----------------------------------------------------------------------------- argument lines


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
    (out,) = run_lines(json.dumps(record))
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


# ----------------------------------------------------------------------------- JSON records


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ('{"hand": "1m"', "invalid_json"),
        ("{'hand': '1m'}", "invalid_json"),
        ("[" * 100_000 + "]" * 100_000, "invalid_json"),
        ('{"hand": "1m", "hand": "2m"}', "duplicate_key"),
        ('{"rules": {"pao": true, "pao": false}}', "duplicate_key"),
        ('["234m567p8s+8s"]', "invalid_record"),
        ("null", "invalid_record"),
        ('"234m567p8s+8s"', "invalid_record"),
    ],
    ids=["truncated", "single-quotes", "deeply-nested", "duplicate-key", "nested-duplicate",
         "list", "null", "string"],
)
def test_bad_json_records_are_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(RecordError) as raised:
        parse_json_record(text)
    assert raised.value.code == code


def test_the_record_keys_are_the_hand_the_situation_rules_expect_and_id() -> None:
    assert set(RECORD_KEYS) >= {"hand", "tsumo", "riichi", "double_riichi", "ippatsu",
                                "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
                                "seat", "round", "dora", "ura", "honba", "sticks",
                                "discarder", "pao", "rules", "expect", "id"}


# ----------------------------------------------------------------------------- the run


def test_json_lines_are_scored_in_order_with_line_numbers_and_ids() -> None:
    records = run_lines(
        jsonl(id="a", hand=CHUN, tsumo=True, seat="S", dora=["3m"]),
        "",
        jsonl(id=[1, {"x": None}], hand=KOKUSHI, seat="S", discarder="W"),
    )
    assert [(r["line"], r["id"], r["ok"]) for r in records] == [
        (1, "a", True), (3, [1, {"x": None}], True)]
    first = records[0]
    expected = score(CHUN, tsumo=True, seat="S", dora=["3m"]).as_record()
    assert {key: first[key] for key in expected} == expected
    assert records[1]["value"] == 32000
    assert records[1]["payments"] == [{"payer": "W", "amount": 32000}]


def test_argument_lines_are_scored_skipping_blank_and_comment_lines() -> None:
    records = run_lines("# header", "", f"{CHUN} --tsumo --seat S --dora 3m", "   ",
                        "# 2nd", f"{KOKUSHI} --seat S --from W")
    assert [r["line"] for r in records] == [3, 6]
    assert [r["value"] for r in records] == [2000, 32000]


def test_the_format_is_told_from_the_first_record() -> None:
    run = BatchRun(io.BytesIO(b"\n# c\n" + jsonl(hand=CHUN).encode()))
    assert list(run) and run.input_format == "jsonl"
    run = BatchRun(io.BytesIO(f"\n{CHUN} --tsumo".encode()))
    assert list(run) and run.input_format == "args"


def test_a_json_line_in_an_argument_file_is_an_error_for_that_record() -> None:
    records = run_lines(f"{CHUN} --tsumo", jsonl(hand=CHUN))
    assert records[0]["ok"]
    assert records[1]["error"]["code"] == "unknown_character"


def test_a_non_json_line_in_a_json_file_is_an_error_for_that_record() -> None:
    records = run_lines(jsonl(hand=CHUN), f"{CHUN} --tsumo", jsonl(hand=CHUN))
    assert [r["ok"] for r in records] == [True, False, True]
    assert records[1]["error"]["code"] == "invalid_json"


@pytest.mark.parametrize(
    ("record", "code"),
    [
        ({"hnad": CHUN}, "unknown_key"),
        ({"hand": CHUN, "Tsumo": True}, "unknown_key"),
        ({}, "missing_hand"),
        ({"hand": 123}, "invalid_value"),
        ({"hand": CHUN, "tsumo": "yes"}, "invalid_value"),
        ({"hand": CHUN, "honba": "2"}, "invalid_value"),
        ({"hand": CHUN, "honba": 2.0}, "invalid_value"),
        ({"hand": CHUN, "honba": -1}, "invalid_honba"),
        ({"hand": CHUN, "sticks": 10**6}, "invalid_sticks"),
        ({"hand": CHUN, "seat": "X"}, "invalid_value"),
        ({"hand": CHUN, "dora": 5.5}, "invalid_value"),
        ({"hand": CHUN, "dora": 99}, "too_many_dora"),
        ({"hand": CHUN, "dora": 1, "dora_count": 1}, "duplicate_key"),
        ({"hand": CHUN, "dora": ["1m"] * 6}, "too_many_indicators"),
        ({"hand": CHUN, "riichi": [True]}, "invalid_value"),
        ({"hand": "234m567p8s+8x"}, "unknown_character"),
        ({"hand": "234m567p8s+8s [456s]"}, "wrong_tile_count"),
        ({"hand": "123m456p789s11z22z+3z"}, "not_a_winning_hand"),
        ({"hand": "234m567p8s+8s [456s] [789m]"}, "no_yaku"),
        ({"hand": CHUN, "ippatsu": True}, "ippatsu_without_riichi"),
        ({"hand": CHUN, "rules": "tenhuo"}, "unknown_preset"),
        ({"hand": CHUN, "rules": {"preset": "nope"}}, "unknown_preset"),
        ({"hand": CHUN, "rules": {"open_tanyo": False}}, "unknown_rule"),
        ({"hand": CHUN, "rules": {"preset": "tenhou", "pao": "maybe"}}, "invalid_rule_value"),
        ({"hand": CHUN, "rules": 7}, "invalid_rules"),
    ],
    ids=lambda value: value if isinstance(value, str) else "",
)
def test_every_bad_record_gives_an_error_record_and_the_run_goes_on(
        record: dict[str, Any], code: str) -> None:
    records = run_lines(jsonl(id="bad", **record), jsonl(id="good", hand=CHUN))
    bad, good = records
    assert (bad["line"], bad["id"], bad["ok"]) == (1, "bad", False)
    assert bad["error"]["code"] == code
    assert bad["error"]["message"]
    assert "value" not in bad
    assert good["ok"] and good["id"] == "good"


def test_an_unknown_key_suggests_the_right_one() -> None:
    (record,) = run_lines(jsonl(hand=CHUN, dicarder="S"))
    assert "did you mean discarder?" in record["error"]["message"]


def test_robust_reading_bom_crlf_no_final_newline_bad_utf8_and_long_lines() -> None:
    good = f"{CHUN} --tsumo --seat S".encode()
    data = (b"\xef\xbb\xbf" + good + b"\r\n" + b"234m\xff\xfe --tsumo\r\n"
            + b"x" * (MAX_LINE_BYTES * 3) + b"\n" + good)
    records = list(BatchRun(io.BytesIO(data)))
    assert [(r["line"], r["ok"]) for r in records] == [(1, True), (2, False), (3, False),
                                                       (4, True)]
    assert records[1]["error"]["code"] == "invalid_utf8"
    assert "0xff at column 5" in records[1]["error"]["message"]
    assert records[2]["error"]["code"] == "line_too_long"


def test_a_line_just_under_the_limit_is_read() -> None:
    line = (CHUN + " " * (MAX_LINE_BYTES - len(CHUN) - 1)).encode() + b"\n"
    assert len(line) == MAX_LINE_BYTES
    (record,) = BatchRun(io.BytesIO(line))
    assert record["ok"]


def test_a_bom_before_json_is_read_as_json() -> None:
    (record,) = BatchRun(io.BytesIO(b"\xef\xbb\xbf" + jsonl(hand=CHUN).encode()))
    assert record["ok"]


def test_an_empty_input_gives_no_records_and_a_clean_summary() -> None:
    run = BatchRun(io.BytesIO(b"\n\n# nothing\n"), check=True)
    assert list(run) == []
    assert run.summary == Summary(check=True)
    assert run.summary.exit_code == 0


def test_a_record_rules_value_overrides_the_command_rules() -> None:
    hand = "111m234p567s45s11z+3s"  # a double-wind pair: 4 fu under tenhou, 2 under classic
    records = run_lines(
        jsonl(hand=hand, riichi=True),
        jsonl(hand=hand, riichi=True, rules="tenhou"),
        jsonl(hand=hand, riichi=True, rules={"double_wind_pair_fu": 4}),
        jsonl(hand=hand, riichi=True, rules={"preset": "tenhou"}),
        rules="classic",
    )
    assert [r["fu"] for r in records] == [40, 50, 50, 50]
    lines = run_lines(f"{hand} --riichi", f"{hand} --riichi --rules tenhou",
                      f"{hand} --riichi --rule double_wind_pair_fu=4", rules="classic")
    assert [r["fu"] for r in lines] == [40, 50, 50]


def test_a_rules_name_written_as_an_object_is_no_object() -> None:
    """A record's rules are remembered for the next records, a name apart from an object:
    text that looks like an object already read is still an unknown preset."""
    hand = "111m234p567s45s11z+3s"  # a double-wind pair: 4 fu under tenhou, 2 under classic
    spellings = [{"preset": "tenhou"}, json.dumps({"preset": "tenhou"}),
                 {"double_wind_pair_fu": 4}, json.dumps({"double_wind_pair_fu": 4}),
                 {"double_wind_pair_fu": 4}]
    records = run_lines(*(jsonl(hand=hand, riichi=True, rules=rules) for rules in spellings),
                        rules="classic")
    assert [r.get("fu", r.get("error", {}).get("code")) for r in records] == [
        50, "unknown_preset", 50, "unknown_preset", 50]


def test_the_command_rules_apply_to_records_without_rules() -> None:
    open_tanyao = "234m567p8s+8s [456s] [678m]"
    assert run_lines(jsonl(hand=open_tanyao))[0]["ok"]
    (record,) = run_lines(jsonl(hand=open_tanyao), rules="classic")
    assert record["error"]["code"] == "no_yaku"


class TestCheckRecords:
    def test_check_records_say_match_or_mismatch_and_which_part(self) -> None:
        records = run_lines(
            jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="500/1000"),
            jsonl(hand=CHUN, tsumo=True, seat="S", dora=["3m"], expect="500/1100"),
            f"{CHUN} --tsumo --seat S --dora 3m --honba 1 --expect 600/1100",
            check=True,
        )
        assert [r["check"] for r in records] == ["match", "mismatch", "error"]
        assert records[0]["expect"] == "500/1000"
        assert records[0]["differs"] == []
        assert records[0]["claim_honba"] is None
        assert records[1]["differs"] == [{"part": "dealer", "claimed": 1100, "actual": 1000}]
        assert records[1]["value"] == 2000  # the score is there too
        assert records[2]["error"]["code"] == "invalid_json"  # a JSON Lines file

    def test_argument_line_claims_with_honba(self) -> None:
        records = run_lines(f"{CHUN} --tsumo --seat S --dora 3m --honba 1 --expect 600/1100",
                            f"{CHUN} --tsumo --seat S --dora 3m --honba 1 --expect 500/1000",
                            check=True)
        assert [(r["check"], r["claim_honba"]) for r in records] == [
            ("match", "included"), ("match", "excluded")]

    @pytest.mark.parametrize(
        ("record", "code"),
        [({"hand": CHUN}, "missing_claim"), ({"hand": CHUN, "expect": "lots"}, "invalid_claim"),
         ({"hand": CHUN, "expect": None}, "invalid_claim"),
         ({"hand": "123m456p789s11z22z+3z", "expect": "8000"}, "not_a_winning_hand")],
        ids=["missing", "malformed", "null", "unscorable"],
    )
    def test_claim_errors_are_error_records(self, record: dict[str, Any], code: str) -> None:
        (result,) = run_lines(jsonl(**record), check=True)
        assert (result["ok"], result["check"], result["error"]["code"]) == (False, "error", code)
        assert result["expect"] == record.get("expect")

    def test_batch_ignores_claims(self) -> None:
        (record,) = run_lines(jsonl(hand=CHUN, expect="lots"))
        assert record["ok"] and "check" not in record and "expect" not in record


def test_the_summary_counts_every_kind_of_record() -> None:
    run = BatchRun(io.BytesIO("\n".join([
        jsonl(hand=CHUN, expect="1000"), jsonl(hand=CHUN, expect="1500"),
        jsonl(hand=CHUN, expect="1500"), jsonl(hand="1m"), "{",
    ]).encode()), check=True)
    assert [r["check"] for r in run] == ["mismatch", "match", "match", "error", "error"]
    assert run.summary == Summary(records=5, scored=3, errors=2, matches=2, mismatches=1,
                                  check=True)
    assert run.summary.exit_code == 1
    assert run.summary.as_record() == {"records": 5, "scored": 3, "errors": 2, "matches": 2,
                                       "mismatches": 1}


@pytest.mark.parametrize(
    ("summary", "code"),
    [(Summary(3, 3, 0), 0), (Summary(3, 2, 1), 1), (Summary(3, 3, 0, 2, 1, check=True), 1),
     (Summary(3, 3, 0, 3, 0, check=True), 0)],
    ids=["all-scored", "an-error", "a-mismatch", "all-matched"],
)
def test_exit_codes(summary: Summary, code: int) -> None:
    assert summary.exit_code == code


def test_batch_summaries_have_no_match_counts() -> None:
    assert Summary(2, 1, 1).as_record() == {"records": 2, "scored": 1, "errors": 1}


def test_records_stay_in_input_order_with_several_processes() -> None:
    hands = [jsonl(id=i, hand=CHUN if i % 3 else KOKUSHI, seat="S") for i in range(300)]
    hands[17] = "{"
    run = BatchRun(io.BytesIO("\n".join(hands).encode()), jobs=2, chunksize=7)
    records = list(run)
    assert [r["line"] for r in records] == list(range(1, 301))
    assert [r.get("id") for r in records] == [None if i == 17 else i for i in range(300)]
    assert records[0]["value"] == 32000 and records[1]["value"] == 1000
    assert run.summary.errors == 1


def test_json_text_from_several_processes_comes_in_blocks_of_the_same_lines() -> None:
    """With jobs > 1 the workers render and count a block of records each: the pieces are
    blocks of lines, and their text and the run's counts are those of one process, record
    by record (scored, errors, matches and mismatches)."""
    lines = []
    for i in range(100):
        claim = "32000" if i % 4 == 0 else "1000" if i % 4 == 1 else "999"
        lines.append(jsonl(id=i, hand=KOKUSHI if i % 2 == 0 else CHUN, seat="S",
                           expect=claim))
    lines[17] = "{"
    sheet = "\n".join(lines).encode()
    one = BatchRun(io.BytesIO(sheet), check=True)
    single = list(one.json_text())
    two = BatchRun(io.BytesIO(sheet), check=True, jobs=2, chunksize=7)
    blocks = list(two.json_text())
    assert len(single) == 100 and len(blocks) == 15  # 14 blocks of 7, one of 2
    assert "\n".join(blocks) == "\n".join(single)
    assert two.summary == one.summary
    assert (one.summary.errors, one.summary.matches, one.summary.mismatches) == (1, 49, 50)


def test_jobs_zero_is_one_process_per_cpu_and_negative_jobs_are_refused() -> None:
    assert resolve_jobs(0) >= 1
    assert resolve_jobs(3) == 3
    with pytest.raises(BatchError) as raised:
        BatchRun(io.BytesIO(b""), jobs=-1)
    assert raised.value.usage


class _LazyStream(io.RawIOBase):
    """A stream of ``count`` records that counts how many lines were read."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.lines_read = 0

    def readline(self, size: int | None = -1) -> bytes:
        if self.lines_read == self.count:
            return b""
        self.lines_read += 1
        return jsonl(hand=CHUN).encode() + b"\n"


@pytest.mark.parametrize("jobs", [1, 2])
def test_records_stream_out_before_the_input_is_read(jobs: int) -> None:
    stream = _LazyStream(100_000)
    records: Iterator[dict[str, Any]] = iter(BatchRun(stream, jobs=jobs, chunksize=4))  # type: ignore[arg-type]
    first = next(records)
    assert first["ok"]
    # Only a window of records has been read: the input is never loaded whole.
    assert stream.lines_read < 1_000
    del records


# ----------------------------------------------------------------------------- real hands


def case_record(case: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A real case as a batch JSON Lines record."""
    return {"id": case["id"], "hand": hand_text(case), **situation(case), **extra}


def case_claim(case: dict[str, Any], index: int, *, doctor: int = 0) -> str:
    """The points the real scorer recorded, in the form a score sheet would have them.

    A ron gives the value without honba; a tsumo gives the payments as the seats paid them,
    honba included; limit hands add their limit. ``doctor`` is added to the first number.
    """
    expected = case["expected"]
    deltas = expected_deltas(case)
    if not case["tsumo"] or case.get("pao_seat") is not None:
        points = f"{expected['points_total'] + doctor}"
    elif case["seat_wind"] == "E":
        each = -deltas["S"]
        points = f"{each + doctor} all" if index % 2 else f"{each + doctor}a"
    else:
        payer = next(wind for wind in "SWN" if wind != case["seat_wind"])
        points = f"{-deltas[payer] + doctor}/{-deltas['E']}"
    limit = expected["limit"]
    if limit == "yakuman":
        grade = {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}[
            expected["yakuman_count"]]
    elif limit == "kazoe":
        grade = "kazoe yakuman"
    else:
        grade = limit or ""
    return f"{grade} {points}".strip() if index % 3 else f"{points} {grade}".strip()


def all_cases() -> Iterator[dict[str, Any]]:
    for case_set in CASE_SETS:
        yield from iter_cases(case_set)


def real_sheet(**extra: Any) -> bytes:
    return "\n".join(json.dumps(case_record(case, **extra)) for case in all_cases()).encode()


@pytest.mark.conformance
def test_batch_scores_every_real_hand_as_recorded() -> None:
    cases = {case["id"]: case for case in all_cases()}
    run = BatchRun(io.BytesIO(real_sheet()), jobs=1)
    failures = []
    for record in run:
        case = cases[record["id"]]
        expected = case["expected"]
        if not record["ok"]:
            failures.append(f"{record['id']}: {record['error']}")
            continue
        deltas = record_deltas(record, case["seat_wind"])
        if record["value"] != expected["points_total"] or deltas != expected_deltas(case):
            failures.append(f"{record['id']}: value {record['value']} {deltas}, expected "
                            f"{expected['points_total']} {expected_deltas(case)}")
    assert run.summary.records == len(cases) > 19_000
    assert not failures, f"{len(failures)} disagree:\n" + "\n".join(failures[:20])


@pytest.mark.conformance
def test_json_lines_are_the_records_as_json_writes_them() -> None:
    # Batch writes each score's keys from its parts (Score.as_json): the same bytes, here
    # for every real hand checked against a claim, a few of them wrong.
    check = True
    claims = [{"expect": case_claim(case, index, doctor=index % 7 == 0)}
              for index, case in enumerate(all_cases())]
    sheet = "\n".join(json.dumps(case_record(case, **claim))
                      for case, claim in zip(all_cases(), claims, strict=True)).encode()
    records = list(BatchRun(io.BytesIO(sheet), check=check))
    lines = list(BatchRun(io.BytesIO(sheet), check=check).json_text())
    assert len(lines) == len(records) > 19_000
    assert any(record.get("check") == "mismatch" for record in records)
    for line, record in zip(lines, records, strict=True):
        assert line == json.dumps(record, ensure_ascii=False)


def test_long_comment_and_blank_lines_are_skipped_like_short_ones() -> None:
    good = f"{CHUN} --tsumo --seat S".encode()
    data = (b"# " + b"x" * (MAX_LINE_BYTES * 2) + b"\n" + b" " * (MAX_LINE_BYTES * 2) + b"\n"
            + good + b"\n" + b" " * (MAX_LINE_BYTES + 10) + b"x" * 10 + b"\n")
    records = list(BatchRun(io.BytesIO(data)))
    assert [(r["line"], r["ok"]) for r in records] == [(3, True), (4, False)]
    assert records[1]["error"]["code"] == "line_too_long"


def test_an_unknown_key_suggests_only_a_close_key() -> None:
    (record,) = run_lines(jsonl(hand=CHUN, wind="S"))
    assert record["error"]["code"] == "unknown_key"
    assert "did you mean" not in record["error"]["message"]


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.one_of(st.text(), st.integers(), st.none(), st.booleans(), st.just(["a"]),
                 st.just(Ellipsis)), st.integers(1, 10**9))
def test_a_scored_record_s_own_keys_are_written_as_json_line_writes_them(id_, line):
    from mjscore.records.batch import _scored_head, json_line

    out = ({"line": line, "ok": True} if id_ is Ellipsis
           else {"line": line, "id": id_, "ok": True})
    assert _scored_head(out) == f"{json_line(out)[:-1]}, "
    out_checked = {**out, "expect": "1000", "check": "match"}
    assert _scored_head(out_checked) == f"{json_line(out_checked)[:-1]}, "


def test_the_json_text_of_the_real_hands_is_the_record_as_json_writes_it():
    """Blocks are shared and keep their JSON text once written: every later writing of a
    block, in any reading, must still be what the encoder writes."""
    for _ in range(2):  # the second time, every block's text is the one kept
        for name in CASE_SETS:
            for case in iter_cases(name):
                result = mjscore.score(hand_text(case), **situation(case))
                assert result.as_json() == json.dumps(result.as_record(), ensure_ascii=False)


# The fast paths of a batch record, against the general ones --------------------------------

_SITUATION_VALUES = st.sampled_from([True, False, None, 0, 1, -1, "2", "E", "S", "x", "1m",
                                     "1m,2p", ["5m"], ["0z"], [1], {}, 1.5])


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(["tsumo", "riichi", "seat", "round", "dora", "ura",
                                           "honba", "sticks", "discarder", "pao",
                                           "dora_count", "ura_count", "aka_count", "hand",
                                           "id", "ippatsu", "haitei"]),
                          _SITUATION_VALUES), max_size=7))
def test_a_record_s_situation_is_read_as_in_the_order_of_the_keys(pairs):
    # batch._situation reads the keys in the record's order, and again in KEYS order only
    # when that fails: the situation, or the error, of reading them in KEYS order.
    from mjscore.records.batch import _situation
    from mjscore.situation import KEYS, situation_of

    record = dict(pairs)

    def outcome(read: Any) -> object:
        try:
            return read()
        except Exception as error:
            return (type(error), getattr(error, "code", None), str(error))

    expected = outcome(lambda: situation_of({key: record[key] for key in KEYS
                                             if key in record}))
    assert outcome(lambda: _situation(record)) == expected


def test_the_json_text_of_every_reading_of_the_real_hands_is_its_record():
    # score_json._reading_json writes the reading's text from its blocks, not by str(reading):
    # every reading of every real hand, not only the best, is written as json.dumps would.
    from json.encoder import encode_basestring

    from mjscore.hand import parse_hand
    from mjscore.scoring import reading_record
    from mjscore.scoring.decompose import readings
    from mjscore.scoring.json_text import _reading_json

    for name in CASE_SETS:
        for case in iter_cases(name):
            for reading in readings(parse_hand(hand_text(case))):
                assert (_reading_json(reading, encode_basestring)
                        == json.dumps(reading_record(reading), ensure_ascii=False))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.data())
def test_the_json_text_of_random_hands_is_the_record_as_json_writes_it(data):
    from json.encoder import encode_basestring

    from mjscore.hand import TILE_BY_TEXT
    from mjscore.scoring import raw_readings, reading_record
    from mjscore.scoring.decompose import describe
    from mjscore.scoring.json_text import _TILE_TEXT, _reading_json

    from ..support.strategies import winning_hands

    hand = data.draw(winning_hands())
    for raw in raw_readings(hand):
        for ron in (False, True):
            reading = describe(raw, hand.win_tile, ron=ron)
            assert (_reading_json(reading, encode_basestring)
                    == json.dumps(reading_record(reading), ensure_ascii=False))
    assert all(_TILE_TEXT[tile.order] == text for text, tile in TILE_BY_TEXT.items())


def _raw_reading_json_is_the_reading_s(hand: Any) -> None:
    """score_json._raw_reading_json (from the engine reading) writes, for a ron and a tsumo,
    what _reading_json writes of the public reading, and what json.dumps writes of its
    record."""
    from json.encoder import encode_basestring

    from mjscore.scoring import raw_readings, reading_record
    from mjscore.scoring.decompose import describe
    from mjscore.scoring.json_text import _raw_reading_json, _reading_json

    for raw in raw_readings(hand):
        for ron in (False, True):
            reading = describe(raw, hand.win_tile, ron=ron)
            expected = json.dumps(reading_record(reading), ensure_ascii=False)
            assert _reading_json(reading, encode_basestring) == expected
            assert _raw_reading_json(raw, hand.win_tile.kind, ron) == expected


def test_the_json_of_every_engine_reading_of_the_real_hands_is_its_record():
    from mjscore.hand import parse_hand

    for name in CASE_SETS:
        for case in iter_cases(name):
            _raw_reading_json_is_the_reading_s(parse_hand(hand_text(case)))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.data())
def test_the_json_of_the_engine_readings_of_random_hands_is_their_record(data):
    from ..support.strategies import winning_hands

    _raw_reading_json_is_the_reading_s(data.draw(winning_hands()))



def _worker_outcomes(lines: list[bytes], check: bool = False) -> list[tuple[Any, Any]]:
    """Each line's outcome from batch._Worker (rendering), and what the general way makes of
    it: RecordScorer.scored, then the record's text as _Worker writes a scored or failed
    one."""
    from mjscore.records import JsonLinesReader
    from mjscore.records.batch import RecordScorer, _scored_head, _Worker, json_line
    from mjscore.rules import DEFAULT_RULES
    from mjscore.scoring import score_json

    reader = JsonLinesReader()
    scorer = RecordScorer(check=check, rules=DEFAULT_RULES)
    worker = _Worker(reader, scorer, render=True)
    pairs = []
    for raw in reader.split(io.BytesIO(b"\n".join(lines))):
        out, result = scorer.scored(reader.read(raw))
        text = json_line(out) if result is None else score_json(result, _scored_head(out))
        pairs.append((worker(raw), (result is not None, out.get("check"), text)))
    return pairs


def test_the_worker_s_usual_record_is_the_general_one_on_the_real_hands():
    # batch._Worker scores the usual record at once, without RecordScorer.scored.
    lines = []
    for index, case in enumerate(all_cases()):
        record = case_record(case)
        if index % 5 == 1:
            record["id"] = [index, "é\"\\"] if index % 2 else index
        elif index % 5 == 2:
            del record["id"]
        elif index % 5 == 3:
            record["rules"] = "classic"
        lines.append(json.dumps(record, ensure_ascii=index % 2 == 0).encode())
    for got, expected in _worker_outcomes(lines):
        assert got == expected
    for got, expected in _worker_outcomes(lines[:2000], check=True):
        assert got == expected


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(["tsumo", "riichi", "seat", "round", "dora", "ura",
                                           "honba", "discarder", "pao", "hand", "id",
                                           "rules", "expect", "from", "hnad"]),
                          _SITUATION_VALUES | st.sampled_from([
                              CHUN, KOKUSHI, RIICHI_MANGAN, "123m", "tenhou", "\u00e9"])),
                max_size=6))
def test_the_worker_s_usual_record_is_the_general_one_on_any_record(pairs):
    record = json.dumps(dict(pairs), ensure_ascii=False).encode()
    for got, expected in _worker_outcomes([record, b'{"hand": "1m"', b"{}", record]):
        assert got == expected


def test_a_block_of_lines_reaches_a_worker_process_as_plain_tuples_and_reads_alike():
    """--jobs hands a worker its lines as plain tuples (a named tuple pickles through a
    Python call each); the block worker makes them raw lines again: the same outcomes,
    line numbers and too-long flags included, as the lines themselves give."""
    import pickle

    from mjscore.records import JsonLinesReader
    from mjscore.records.batch import RecordScorer, _BlockWorker, _plain_lines, _Worker
    from mjscore.rules import DEFAULT_RULES

    reader = JsonLinesReader()
    records = [json.dumps(case_record(case)).encode()
               for case in itertools.islice(all_cases(), 50)]
    data = b"\n".join([*records, b"{not json", b"", b"x" * 70_000, b'{"hand": "123m"}'])
    raws = list(reader.split(io.BytesIO(data)))
    assert any(raw.too_long for raw in raws)
    block_worker = _BlockWorker(_Worker(reader, RecordScorer(check=False, rules=DEFAULT_RULES),
                                        render=True))
    sent = pickle.loads(pickle.dumps(_plain_lines(raws)))
    assert all(type(item) is tuple for item in sent)
    outcomes = list(map(block_worker.worker, raws))
    # The 50 real records scored; the broken, too long and "123m" lines are errors.
    tally = (53, 50, 3, 0, 0)
    assert len(outcomes) == 53
    assert block_worker(sent) == block_worker(raws) == (
        tally, "\n".join(payload for _, _, payload in outcomes))
