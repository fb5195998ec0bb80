"""What ``mjscore score`` of one hand does at start-up, held without timing it: which modules
it loads, which value methods it writes, and that it makes no garbage collection (the
figures are ``benchmarks/bench_startup.py``'s; ``docs/speed.md`` gives them).

Each runs the entry point in a fresh interpreter, as the console script does.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from ..support.logdata import require_raw

ROOT = Path(__file__).resolve().parents[2]

HAND = "234m567p8s+8s [4-56s] [777z]"
"""The README's first hand, scored as ``benchmarks/bench_startup.py`` scores it."""

ONE_HAND = f"['mjscore', 'score', {HAND!r}, '--tsumo', '--seat', 'S', '--dora', '3m']"

ENGINE_FOR_ONE_HAND = {
    "mjscore", "mjscore.base", "mjscore.base.errors", "mjscore.base.fronts",
    "mjscore.base.values",
    "mjscore.cli", "mjscore.cli.app", "mjscore.cli.helptext", "mjscore.cli.options",
    "mjscore.cli.score", "mjscore.cli.slips",
    "mjscore.formatting", "mjscore.formatting.output", "mjscore.formatting.score",
    "mjscore.formatting.width",
    "mjscore.hand", "mjscore.hand.canonical", "mjscore.hand.gates", "mjscore.hand.hands",
    "mjscore.hand.notation", "mjscore.hand.slips", "mjscore.hand.suits", "mjscore.hand.tiles",
    "mjscore.hand.writer",
    "mjscore.rules", "mjscore.rules.fields", "mjscore.rules.ruleset",
    "mjscore.scoring", "mjscore.scoring.decompose", "mjscore.scoring.facts",
    "mjscore.scoring.fu", "mjscore.scoring.points", "mjscore.scoring.scorer",
    "mjscore.scoring.words", "mjscore.scoring.yaku",
    "mjscore.situation", "mjscore.situation.checks", "mjscore.situation.fields",
}
"""Every module of the package one hand's ``score`` loads: a new one on this path is a
choice to make here (start-up time), not an accident."""


def run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=ROOT)


def test_one_hand_loads_only_the_modules_it_needs() -> None:
    result = run(f"import sys\nfrom mjscore.cli import main\nsys.argv = {ONE_HAND}\n"
                 "try:\n    main()\nexcept SystemExit:\n    pass\n"
                 "print(sorted(m for m in sys.modules if m.split('.')[0] == 'mjscore'), "
                 "file=sys.stderr)")
    assert "+2,000" in result.stdout
    loaded = set(ast.literal_eval(result.stderr.strip()))
    assert loaded == ENGINE_FOR_ONE_HAND, (sorted(loaded - ENGINE_FOR_ONE_HAND),
                                           sorted(ENGINE_FOR_ONE_HAND - loaded))


def test_one_hand_writes_the_comparison_of_tiles_and_no_other_value_method() -> None:
    # value_class leaves a stand-in for __eq__, __hash__ and __repr__ until one is called:
    # the classes whose stand-ins are gone after one hand are the ones it compared.
    code = (f"import sys\nfrom mjscore.cli import main\nsys.argv = {ONE_HAND}\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "from mjscore.base import values\n"
            "written, waiting = set(), set()\n"
            "for name, module in list(sys.modules.items()):\n"
            "    if name.startswith('mjscore.'):\n"
            "        for cls in vars(module).values():\n"
            "            if isinstance(cls, type) and cls.__module__ == name:\n"
            "                for method in ('__eq__', '__hash__', '__repr__'):\n"
            "                    code = getattr(cls.__dict__.get(method), '__code__', None)\n"
            "                    if code is not None and code.co_filename == values.__file__:\n"
            "                        waiting.add(cls.__qualname__)\n"
            "                    elif code is not None and code.co_filename == '<string>':\n"
            "                        written.add(cls.__qualname__)\n"
            "print((sorted(written), sorted(waiting)), file=sys.stderr)")
    written, waiting = (set(names) for names in ast.literal_eval(run(code).stderr.strip()))
    assert written == {"Tile"}, written
    assert {"Rules", "Situation", "Score", "Hand", "Meld", "YakuDef"} <= waiting, waiting


def test_one_hand_is_scored_without_a_garbage_collection() -> None:
    # Importing the group pauses the collector and gives it back as it was; the command
    # (click's parsing, the engine's modules, tabulate, the hand) runs without a collection.
    code = ("import gc, sys\ncollections = []\n"
            "from mjscore.cli import main\n"
            "print(gc.isenabled(), file=sys.stderr)\n"
            "gc.callbacks.append(lambda phase, info: collections.append(info['generation'])"
            " if phase == 'start' else None)\n"
            f"sys.argv = {ONE_HAND}\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(len(collections), gc.isenabled(), file=sys.stderr)")
    result = run(code)
    assert "+2,000" in result.stdout
    assert result.stderr.split() == ["True", "0", "True"]


def test_a_command_over_stdin_collects_as_usual() -> None:
    code = ("import gc, sys\ncollections = []\n"
            "from mjscore.cli import main\n"
            "gc.callbacks.append(lambda phase, info: collections.append(info['generation'])"
            " if phase == 'start' else None)\n"
            "sys.argv = ['mjscore', 'score', '-']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(len(collections), gc.isenabled(), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], input=f"{HAND} -t -s S\n" * 300,
                            capture_output=True, text=True, check=True, cwd=ROOT)
    assert result.stdout.count("winner    +1,100") == 300
    collected, enabled = result.stderr.split()
    assert int(collected) > 0 and enabled == "True"


REPLAY_LEAVES_OUT = ("xml.etree.ElementTree", "queue", "signal", "mjscore.waiting",
                     "unicodedata")
"""What a replay of Tenhou's own mjlog with one job never imports: the XML parser (the scan
reads a plain document), the worker pool's modules (``--jobs`` > 1), the waits (asked
only of tenhou.net/6 logs' exhaustive draws) and the claims' normalisation of text."""


def test_a_replay_of_a_tenhou_mjlog_imports_no_xml_parser_pool_or_waits() -> None:
    game = sorted((require_raw() / "tenhou_phoenix_2022").iterdir())[0]
    argv = ["mjscore", "replay", str(game), "--json", "--jobs", "1"]
    result = run(f"import sys\nfrom mjscore.cli import main\nsys.argv = {argv!r}\n"
                 "try:\n    main()\nexcept SystemExit:\n    pass\n"
                 f"print([m for m in {REPLAY_LEAVES_OUT!r} if m in sys.modules], "
                 "file=sys.stderr)")
    assert '"status": "ok"' in result.stdout
    assert ast.literal_eval(result.stderr.strip().splitlines()[-1]) == []
