"""The real scored hands of ../shared/data/cases, turned into mjscore's inputs.

Shared by the conformance test and the batch tests. The data stays where it is: it is read
at run time and never copied into the repository.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mjscore.base import MjscoreError
from mjscore.hand import Hand, Wind, parse_hand
from mjscore.logs.mjlog_codes import TENHOU_YAKU_IDS
from mjscore.rules import DEFAULT_RULES
from mjscore.scoring import Payer, Payment
from mjscore.scoring.points import seat_deltas
from mjscore.situation import Situation, make_situation

CASES_DIR = Path(__file__).resolve().parents[3] / "shared" / "data" / "cases"
"""Where CI and the developers' machines keep the corpus: ../shared/data/cases."""

CASE_SETS = (
    "tenhou_phoenix_2022",
    "dnovikoff_tenhou_testdata",
    "liuzj2019_mjlog_testdata",
    "majiang_core_hule",
)

CASE_COUNTS = {
    "tenhou_phoenix_2022": 9_704,
    "dnovikoff_tenhou_testdata": 105,
    "liuzj2019_mjlog_testdata": 7,
    "majiang_core_hule": 10_000,
}
"""How many hands each set holds: a truncated or padded file must not pass."""

REQUIRE_DATA_ENV = "MJSCORE_REQUIRE_DATA"
"""Set (to anything but 0) in CI: a missing corpus fails the tests that need it instead of
skipping them."""

_MARKS = {3: "-", 2: "=", 1: "+"}
_BRACKETS = {"chi": "[]", "pon": "[]", "minkan": "[]", "ankan": "()", "kakan": "{}"}
_WINDS = "ESWN"



def require_cases() -> Path:
    """The cases folder, or skip the calling test with a reason that says where it lives;
    with :data:`REQUIRE_DATA_ENV` set, fail it instead."""
    return require_data(CASES_DIR, "the conformance corpus", "../shared/data/cases",
                        tuple(f"{name}.jsonl" for name in CASE_SETS))


def require_data(folder: Path, what: str, where: str, files: tuple[str, ...] = ()) -> Path:
    """``folder``, or skip the calling test saying where ``what`` lives, or which of
    ``files`` (paths inside it) are missing from it (a folder laid out wrongly); with
    :data:`REQUIRE_DATA_ENV` set (as CI sets it), fail it instead."""
    reason = data_problem(folder, what, where, files)
    if reason is not None:
        if os.environ.get(REQUIRE_DATA_ENV, "").strip() not in ("", "0"):
            pytest.fail(f"{reason} ({REQUIRE_DATA_ENV} is set)", pytrace=False)
        pytest.skip(reason)
    return folder


def data_problem(folder: Path, what: str, where: str, files: tuple[str, ...] = ()
                 ) -> str | None:
    """What is wrong with ``folder`` as the home of ``what`` (None when nothing is): for
    the code that lists a test's parameters, where no test can skip yet."""
    if not folder.is_dir():
        return f"{what} is not at {folder}: it lives in {where} beside the repository checkout"
    missing = _missing(folder, files)
    if missing:
        shown = ", ".join(missing[:3]) + (", …" if len(missing) > 3 else "")
        return (f"{what} at {folder} are laid out wrongly: {len(missing)} of the "
                f"{len(files)} files expected there are missing ({shown})")
    return None


@functools.cache
def _missing(folder: Path, files: tuple[str, ...]) -> list[str]:
    """The paths of ``files`` that are not in ``folder`` (looked up once a run)."""
    return [name for name in files if not (folder / name).exists()]


def iter_cases(name: str) -> Iterator[dict[str, Any]]:
    """Every case of one set, as parsed JSON."""
    with open(require_cases() / f"{name}.jsonl", encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def parsed_cases(name: str) -> Iterator[tuple[Hand, Situation]]:
    """The parsed hand and built situation of each case of a set that reads without an error
    (the cases the scorer refuses are tested elsewhere)."""
    for case in iter_cases(name):
        try:
            yield parse_hand(hand_text(case)), make_situation(**situation(case))
        except MjscoreError:
            continue


def split_tiles(text: str) -> list[str]:
    """Case tiles such as ``"40556m"`` as one string a tile: ``["4m", "0m", …]``."""
    tiles, digits = [], ""
    for char in text:
        if char.isdigit():
            digits += char
        else:
            tiles.extend(digit + char for digit in digits)
            digits = ""
    return tiles


def _meld(meld: dict[str, Any]) -> str:
    opener, closer = _BRACKETS[meld["type"]]
    tiles = split_tiles(meld["tiles"])
    digits = [tile[0] for tile in tiles]
    if meld["type"] != "ankan" and meld.get("called") and meld.get("from"):
        index = tiles.index(meld["called"])
        digits[index] += _MARKS[meld["from"]]
    return f"{opener}{''.join(digits)}{tiles[0][1]}{closer}"


def hand_text(case: dict[str, Any]) -> str:
    """The case's hand in mjscore notation: concealed tiles, ``+`` winning tile, melds."""
    concealed = split_tiles(case["closed"])
    concealed.remove(case["win_tile"])
    text = "".join(_compact(concealed)) + "+" + case["win_tile"]
    return " ".join([text, *(_meld(meld) for meld in case["melds"])])


def _compact(tiles: list[str]) -> list[str]:
    out = []
    for suit in "mpsz":
        digits = "".join(tile[0] for tile in tiles if tile[1] == suit)
        if digits:
            out.append(digits + suit)
    return out


def _relative_wind(case: dict[str, Any], absolute: int | None) -> str | None:
    if absolute is None:
        return None
    own = _WINDS.index(case["seat_wind"])
    return _WINDS[(own + absolute - case["seat"]) % 4]


def situation(case: dict[str, Any]) -> dict[str, Any]:
    """The case's situation as keyword arguments of :func:`mjscore.score`."""
    values: dict[str, Any] = {
        "tsumo": case["tsumo"],
        "seat": case["seat_wind"],
        "round": case["round_wind"],
        "dora": list(case["dora_indicators"]),
        "honba": case["honba"],
        "sticks": case["riichi_sticks"],
    }
    for flag in ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                 "chankan", "tenhou"):
        if case[flag]:
            values[flag] = True
    if case["chihou"]:
        values["chiihou"] = True
    if case["ura_indicators"] and (case["riichi"] or case["double_riichi"]):
        values["ura"] = list(case["ura_indicators"])
    if not case["tsumo"]:
        values["discarder"] = _relative_wind(case, case["from_seat"])
    if case.get("pao_seat") is not None:
        values["pao"] = _relative_wind(case, case["pao_seat"])
    return values


def expected_yaku(case: dict[str, Any]) -> set[str]:
    """The ids of the yaku the recorded scorer reported."""
    return {TENHOU_YAKU_IDS[entry[2]] for entry in case["expected"]["yaku"]}


def expected_deltas(case: dict[str, Any]) -> dict[str, int]:
    """Each seat wind's score change, honba and deposits included."""
    return dict(zip(_WINDS, case["expected"]["payments_by_wind"], strict=True))


def record_deltas(record: dict[str, Any], seat: str) -> dict[str, int]:
    """Each seat wind's score change in an output record (of ``batch`` or ``score --json``),
    worked out by the library's :func:`mjscore.scoring.points.seat_deltas` from its payments."""
    paid = [Payment(Payer(payment["payer"]), payment["amount"])
            for payment in record["payments"]]
    deltas = seat_deltas(paid, Wind.parse(seat), record["total"], DEFAULT_RULES.seats)
    return dict(zip(_WINDS, deltas, strict=True))
