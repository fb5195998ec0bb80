"""The seat count is data (issue #21): one place says how many seats a game has.

:attr:`mjscore.rules.Rules.seats` derives it from the rules; every other module reads it
there, from the length of the scores or players it works on, or from a parameter. The scan
below walks the code of every module (its syntax tree, so comments, docstrings and other
strings never count) and fails on the idioms that wrote the four seats out: ``SEATS``,
``range(4)``, ``% 4``, ``// 3`` (the honba of a tsumo split among the three others),
``Payer.NORTH`` and four zeros in a tuple or list.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

from mjscore.game import GameState
from mjscore.rules import PRESETS

PACKAGE = Path(__file__).resolve().parent.parent / "mjscore"

ONE_PLACE = "rules/ruleset.py"
"""The module that derives the seat count (``Rules.seats``), and whose presets give one uma a
place."""

NOT_SEATS: dict[tuple[str, str], tuple[int, str]] = {
    ("hand/tiles.py", "% 4"): (
        2, "the wind order (Wind.after, the dora a wind indicator points to): there are four "
           "winds whatever the seats"),
    ("hand/tenpai.py", "range(4)"): (
        1, "the four groups of tile kinds: the three suits and the honours"),
    ("logs/mjlog_codes.py", "range(4)"): (
        2, "the four copies of a tile kind in Tenhou's tile ids (kind * 4 + copy)"),
}
"""The idioms that are not about seats: (module, idiom) → (how many, why)."""


def _is_int(node: ast.expr | None, value: int) -> bool:
    return (isinstance(node, ast.Constant) and type(node.value) is int
            and node.value == value)


def _is_zero(node: ast.expr) -> bool:
    return (isinstance(node, ast.Constant) and type(node.value) in (int, float)
            and node.value == 0)


def _range_stop(node: ast.Call) -> ast.expr | None:
    if not (isinstance(node.func, ast.Name) and node.func.id == "range") or not node.args:
        return None
    return node.args[0] if len(node.args) == 1 else node.args[1]


def _names_seats(node: ast.AST) -> bool:
    """``SEATS`` as a name, an imported name or an attribute."""
    if isinstance(node, ast.Name):
        return node.id == "SEATS"
    if isinstance(node, ast.alias):
        return "SEATS" in (node.name, node.asname)
    return isinstance(node, ast.Attribute) and node.attr == "SEATS"


def _idiom(node: ast.AST) -> str | None:
    if _names_seats(node):
        return "SEATS"
    if (isinstance(node, ast.Attribute) and node.attr == "NORTH"
            and isinstance(node.value, ast.Name) and node.value.id == "Payer"):
        return "Payer.NORTH"
    if isinstance(node, ast.Call) and _is_int(_range_stop(node), 4):
        return "range(4)"
    if isinstance(node, ast.BinOp | ast.AugAssign):
        right = node.right if isinstance(node, ast.BinOp) else node.value
        if isinstance(node.op, ast.Mod) and _is_int(right, 4):
            return "% 4"
        if isinstance(node.op, ast.FloorDiv) and _is_int(right, 3):
            return "// 3"
    if (isinstance(node, ast.Tuple | ast.List) and len(node.elts) == 4
            and all(_is_zero(element) for element in node.elts)):
        return "(0, 0, 0, 0)"
    return None


def seat_idioms(source: str) -> list[tuple[int, str]]:
    """Every four-seat idiom in the code of ``source``: (line, idiom), in line order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        idiom = _idiom(node)
        if idiom is not None:
            found.append((getattr(node, "lineno", 0), idiom))
    return sorted(found)


def test_no_module_but_the_rules_writes_out_four_seats() -> None:
    allowed = {key: count for key, (count, _) in NOT_SEATS.items()}
    breaches = []
    matched: Counter[tuple[str, str]] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        if module == ONE_PLACE:
            continue
        found = seat_idioms(path.read_text(encoding="utf-8"))
        counts = Counter(idiom for _, idiom in found)
        for line, idiom in found:
            if counts[idiom] > allowed.get((module, idiom), 0):
                breaches.append(f"mjscore/{module}:{line}: {idiom}")
        matched.update({(module, idiom): count for idiom, count in counts.items()})
    assert not breaches, ("read the seat count (Rules.seats, len(scores), a parameter) "
                          "instead of:\n" + "\n".join(breaches))
    stale = [f"{module}: {idiom} ({count} allowed, {matched[module, idiom]} found)"
             for (module, idiom), count in allowed.items() if matched[module, idiom] != count]
    assert not stale, "allowed idioms that are no longer there:\n" + "\n".join(stale)


def test_the_scan_finds_each_idiom_in_code_only() -> None:
    code = '''
from mjscore.game import SEATS
players = range(4)
nxt = (seat + 1) % 4
share = honba // 3
payer = Payer.NORTH
scores = (0, 0, 0, 0)
counts = [0, 0, 0, 0]
later = range(1, 4)
step %= 4
uma = (0.0, 0.0, 0.0, 0.0)
seats = game.SEATS
'''
    assert seat_idioms(code) == [
        (2, "SEATS"), (3, "range(4)"), (4, "% 4"), (5, "// 3"), (6, "Payer.NORTH"),
        (7, "(0, 0, 0, 0)"), (8, "(0, 0, 0, 0)"), (9, "range(4)"), (10, "% 4"),
        (11, "(0, 0, 0, 0)"), (12, "SEATS")]
    words = '''
"""SEATS = 4: range(4), seat % 4, honba // 3, Payer.NORTH, (0, 0, 0, 0)."""
# SEATS, range(4), % 4, // 3, Payer.NORTH, (0, 0, 0, 0)
text = "range(4) % 4 // 3 Payer.NORTH"
others = range(3), kind % 9, honba // 2, Wind.NORTH, (0, 0, 0), range(4, 8), (0, 0, 0, 1)
'''
    assert seat_idioms(words) == []


def test_every_rule_set_seats_its_players_and_a_game_starts_with_a_score_for_each() -> None:
    for rules in PRESETS.values():
        assert rules.seats == rules.players == (3 if rules.name.endswith("3") else 4)
        assert len(GameState.start(rules).scores) == rules.seats
