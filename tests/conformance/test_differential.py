"""The differential script's fixed sample (``tools/differential_waits.py``): shanten, waits,
acceptance and discard rows against its brute force (and the ``mahjong`` package's shanten
where it is installed), on 20 random 13-tile hands and one 14-tile hand, seed 27. The full
size runs by hand: ``python tools/differential_waits.py``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "differential_waits.py"


def test_the_differential_sample_finds_no_difference():
    spec = importlib.util.spec_from_file_location("differential_waits", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["differential_waits"] = module
    spec.loader.exec_module(module)
    tally = module.run(20, 27, 1)
    assert tally["hands"] == 20 and tally["14-tile hands"] == 1 and tally["discards"] >= 9
    assert not [key for key in tally if key.startswith("DIFFERENT")], tally


def test_the_brute_force_knows_the_faults():
    module = sys.modules.get("differential_waits")
    if module is None:
        test_the_differential_sample_finds_no_difference()
        module = sys.modules["differential_waits"]
    from mjscore.hand import WaitingHand

    for text, shanten in (("1111z234m567p789s", 1), ("1111m234p567s789s", 1),
                          ("123m456p789s5z [5=55z]", 0)):
        hand = WaitingHand.parse(text)
        assert module.brute_shanten(tuple(hand.concealed_counts), len(hand.melds)) == shanten


def test_the_tools_of_issue_27_show_their_usage():
    import subprocess

    for name in ("differential_waits.py", "discard_sanity.py"):
        result = subprocess.run([sys.executable, str(SCRIPT.parent / name), "--help"],
                                capture_output=True, text=True, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith(f"usage: {name}")
