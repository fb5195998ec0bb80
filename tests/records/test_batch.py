"""mjscore.records.batch: the streaming run over records, its checks, summary and workers."""

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
from mjscore.base import BatchError
from mjscore.base.readers import MAX_LINE_BYTES
from mjscore.logs import GAME_READERS
from mjscore.records import BatchRun, Summary, record_readers, resolve_jobs

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
TENHOU6 = b'{"title": ["", ""], "name": ["A", "B", "C", "D"], "rule": {"disp": "x"}, "log": []}'
"""A tenhou.net/6 game log: a whole JSON document, no record to score."""


def run_lines(*lines: str | bytes, **options: Any) -> list[dict[str, Any]]:
    """The output records of a run over ``lines`` (joined by newlines)."""
    data = b"\n".join(line.encode() if isinstance(line, str) else line for line in lines)
    return list(BatchRun(io.BytesIO(data), **options))


def jsonl(**record: Any) -> str:
    return json.dumps(record)


def score(hand: str, **situation_values: Any) -> mjscore.Score:
    return mjscore.score(hand, **situation_values)


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


@pytest.mark.parametrize("first", [TENHOU6, b"<mjloggm ver=\"2.3\">"])
def test_batch_refuses_a_game_log_and_names_replay(first: bytes) -> None:
    with pytest.raises(BatchError, match="mjscore replay") as raised:
        list(BatchRun(io.BytesIO(first + b"\n"), readers=(*GAME_READERS, *record_readers())))
    assert raised.value.code == "unknown_format"


def test_format_reads_an_input_as_named() -> None:
    line = f'{{"hand": "{CHUN}", "tsumo": true}}'.encode()
    assert next(iter(BatchRun(io.BytesIO(line), format="jsonl")))["ok"]
    (record,) = BatchRun(io.BytesIO(line), format="args")
    assert record["error"]["code"] == "unknown_character"  # JSON is no hand notation
    (record,) = BatchRun(io.BytesIO(TENHOU6), format="jsonl")
    assert record["error"]["code"] == "unknown_key"


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
        [({"hand": CHUN, "expect": "lots"}, "invalid_claim"),
         ({"hand": CHUN, "expect": None}, "invalid_claim"),
         ({"hand": "123m456p789s11z22z+3z", "expect": "8000"}, "not_a_winning_hand")],
        ids=["malformed", "null", "unscorable"],
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
    records = "\n".join(lines).encode()
    one = BatchRun(io.BytesIO(records), check=True)
    single = list(one.json_text())
    two = BatchRun(io.BytesIO(records), check=True, jobs=2, chunksize=7)
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
    """The points the real scorer recorded, as a claim (``expect``) writes them.

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


def real_records(**extra: Any) -> bytes:
    return "\n".join(json.dumps(case_record(case, **extra)) for case in all_cases()).encode()


@pytest.mark.conformance
def test_batch_scores_every_real_hand_as_recorded() -> None:
    cases = {case["id"]: case for case in all_cases()}
    run = BatchRun(io.BytesIO(real_records()), jobs=1)
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
    data = "\n".join(json.dumps(case_record(case, **claim))
                     for case, claim in zip(all_cases(), claims, strict=True)).encode()
    records = list(BatchRun(io.BytesIO(data), check=check))
    lines = list(BatchRun(io.BytesIO(data), check=check).json_text())
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
    tally = (53, 50, 3, 0, 0, 0)
    assert len(outcomes) == 53
    assert block_worker(sent) == block_worker(raws) == (
        tally, "\n".join(payload for _, _, payload in outcomes))
