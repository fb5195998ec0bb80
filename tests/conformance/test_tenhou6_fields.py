"""The tenhou.net/6 written from an mjlog against Tenhou's own tenhou.net/6 of the same game:
``../shared/data/raw/pantheon_onlinelog`` holds both formats of its games (``NAME.xml`` and
``format6/NAME.json``, ``regress/hanchan.{xml,json}``). Compared: the fields both carry
(``log``, every hand's array, value for value; ``name``, ``dan``, ``rate``, ``sx``, ``sc``,
``rule.disp`` and the red-five flags ``aka51``–``aka53``; the XML has no ``ref``, ``ratingc``
or ``lobby``).

The pantheon files were altered when they became test data, and where they were the fields
differ: :data:`ALTERED` lists each difference with its cause, and the test asserts that the
differences are exactly those (``docs/replay.md``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mjscore.logs import read_mjlog_file, read_tenhou6, tenhou6_log

from ..support.logdata import require_raw

pytestmark = pytest.mark.conformance

FIELDS = ("log", "name", "dan", "rate", "sx", "sc", "rule")

ANONYMISED = "name"
"""Every XML but ``regress/hanchan.xml`` names its players ``player1`` … ``player4``, its JSON
``TPlayer1``, ``プレーヤー2`` …: pantheon replaced the names of both, differently."""

ALTERED: dict[str, set[str]] = {
    # <UN> of another game: the same dan and rate as west.xml's XML (初段, １級, １級, ７級).
    "doubleron_and_honba": {"dan", "rate"},
    # Another game than its JSON (9 hands; the JSON is doubleron's game, 4 hands, ref
    # 2009120221gm-0001-0000-8f264f66), and GO type 1 (East only) on a game that plays South.
    "doubleron_and_riichi": {"log", "sc"},
    # Another game than its JSON (16 hands against 9).
    "usual": {"log", "dan", "rate", "sx", "sc"},
    # GO type 1 (East only, 般東喰赤) on a hanchan (the JSON: 般南喰赤), and <UN> of another
    # game.
    "west": {"rule", "dan", "rate", "sx"},
}
"""The fields that differ, by game, besides the names, and why."""

WITHOUT_JSON = {"nagashi", "openhand_bug"}
"""XML files of pantheon_onlinelog that have no tenhou.net/6 twin."""


def pairs() -> list[tuple[str, Path, Path]]:
    raw = require_raw() / "pantheon_onlinelog"
    found = [(xml.stem, xml, raw / "format6" / f"{xml.stem}.json")
             for xml in sorted(raw.glob("*.xml")) if xml.stem not in WITHOUT_JSON]
    return [*found, ("regress/hanchan", raw / "regress" / "hanchan.xml",
                     raw / "regress" / "hanchan.json")]


def compared(log: dict[str, Any]) -> dict[str, Any]:
    rule = log.get("rule", {})
    return {**{key: log.get(key) for key in FIELDS if key != "rule"},
            "rule": {key: rule.get(key) for key in ("disp", "aka51", "aka52", "aka53")}}


def test_tenhou6_written_from_mjlog_equals_tenhous_own() -> None:
    found: dict[str, set[str]] = {}
    hands = 0
    for name, xml, js in pairs():
        ours = compared(tenhou6_log(read_mjlog_file(xml)))
        theirs = compared(json.loads(js.read_text(encoding="utf-8")))
        found[name] = {key for key in FIELDS if ours[key] != theirs[key]}
        if "log" not in found[name]:
            hands += len(ours["log"])
    expected = {name: ALTERED.get(name, set()) | ({ANONYMISED} if name != "regress/hanchan"
                                                  else set())
                for name, _, _ in pairs()}
    assert found == expected
    assert (len(found), hands) == (17, 162)


def test_a_different_value_is_found() -> None:
    [(_, xml, js)] = [pair for pair in pairs() if pair[0] == "regress/hanchan"]
    theirs = json.loads(js.read_text(encoding="utf-8"))
    ours = tenhou6_log(read_mjlog_file(xml))
    assert compared(ours) == compared(theirs)
    theirs["log"][3][16][2][3] = "30符1飜1000点"
    assert compared(ours)["log"] != compared(theirs)["log"]


def tenhou6_files() -> list[Path]:
    raw = require_raw()
    return [*sorted((raw / "pantheon_onlinelog" / "format6").glob("*.json")),
            raw / "pantheon_onlinelog" / "regress" / "hanchan.json",
            raw / "mjai_reviewer3p_testdata" / "double_nukidora.json"]


def dealt_order(number: int) -> tuple[int, bool]:
    """A tenhou.net/6 tile number's place in a deal: by kind, a red five (51–53) after the
    plain one."""
    return (10 * (number - 50) + 5, True) if number > 50 else (number, False)


def test_tenhou6_read_and_written_again_is_the_same() -> None:
    """Every tenhou.net/6 game of raw/ (four and three players) read and written again equals
    the file in every field compared above; the two Mahjong Soul games (converted by
    another tool) deal their tiles in another order, which mjscore writes sorted, and list
    yaku of no han (``裏ドラ(0飜)``), which Tenhou does not write."""
    for path in tenhou6_files():
        theirs = json.loads(path.read_text(encoding="utf-8"))
        ours = tenhou6_log(read_tenhou6(path.read_bytes()))
        if path.name.startswith("tensoul_"):
            for hand in theirs["log"]:
                for seat in range(4):
                    hand[4 + 3 * seat] = sorted(hand[4 + 3 * seat], key=dealt_order)
                result = hand[16]
                for index in range(2, len(result), 2) if result[0] == "和了" else ():
                    result[index] = [part for part in result[index]
                                     if not str(part).endswith("(0飜)")]
        assert compared(ours) == compared(theirs), path.name
