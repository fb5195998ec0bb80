"""Score every Tenhou-scored hand of ../shared/data/cases and print hands per second.

When the ``mahjong`` package (the most used Python scorer) is installed, the same hands are
scored with it in the same run and the throughput ratios are printed. Both sides get their
inputs converted beforehand, so only scoring is timed; mjscore is also timed from notation
text and keyword arguments, the way the CLI and batch use it.

Every run reads what the ``mahjong`` package's answer holds: the han, fu, limit, yaku, fu
items and payments of every result (``.value`` alone is timed too, as a separate line). The
first pass of a fresh interpreter, whose tables are still empty, is timed in a child process
and printed as "cold"; the other lines are the best of the rounds ("warm").

Run it from a checkout, with the shared data beside it::

    pip install -e '.[bench]'
    python benchmarks/bench_score.py            # best of 5 rounds
    python benchmarks/bench_score.py --rounds 1
    python benchmarks/bench_score.py --three-players   # the three-player line only

The three-player line scores 3,000 random three-player wins (``tools/sanma_differential.py``)
under ``tenhou3``, and with the ``mahjong`` package's ``is_three_player`` when installed.
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import inspect
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "support")]

import casedata  # noqa: E402  (the tests' converter of the shared cases)

import mjscore  # noqa: E402
from mjscore.rules import TENHOU, TENHOU3  # noqa: E402
from mjscore.scoring import score_hand  # noqa: E402
from mjscore.situation import make_situation  # noqa: E402

TENHOU_SETS = ("tenhou_phoenix_2022", "dnovikoff_tenhou_testdata", "liuzj2019_mjlog_testdata")


def load_cases() -> list[dict[str, Any]]:
    """Every Tenhou-scored case."""
    return [case for name in TENHOU_SETS for case in casedata.iter_cases(name)]


def settle() -> None:
    """Move everything alive (the inputs made so far) out of the garbage collector's reach
    before timing: a full collection would otherwise walk the benchmark's own 9,816 inputs,
    and whether one falls inside a timed run depends on how many objects came before it
    (it moved the cold line by a quarter between two builds that differ in a few tables).
    Objects made while scoring are still collected as usual."""
    gc.collect()
    gc.freeze()


def best_time(run: Callable[[], int], rounds: int) -> tuple[float, int]:
    """The fastest of ``rounds`` runs, and what the run returned (a checksum)."""
    settle()
    best, result = float("inf"), 0
    for _ in range(rounds):
        start = time.perf_counter()
        result = run()
        best = min(best, time.perf_counter() - start)
    return best, result


def _fields(result: mjscore.Score) -> int:
    """Read what the mahjong package's answer holds (a checksum of it): han, fu, limit, yaku,
    fu items and payments."""
    return (result.han + result.fu + (result.limit is not None)
            + sum(hit.han for hit in result.yaku) + sum(item.fu for item in result.fu_items)
            + sum(payment.amount for payment in result.payments))


def mjscore_runs(cases: list[dict[str, Any]]) -> dict[str, Callable[[], int]]:
    """The ways to score with mjscore: from text (all fields, or ``.value`` only), and from
    parsed values."""
    texts = [(casedata.hand_text(case), casedata.situation(case)) for case in cases]
    parsed = [(mjscore.parse_hand(text), make_situation(**situation))
              for text, situation in texts]

    def from_text() -> int:
        return sum(_fields(mjscore.score(text, **situation)) for text, situation in texts)

    def from_text_value() -> int:
        return sum(mjscore.score(text, **situation).value for text, situation in texts)

    def from_values() -> int:
        return sum(_fields(score_hand(hand, situation, TENHOU)) for hand, situation in parsed)

    return {"mjscore (from notation text)": from_text,
            "mjscore (from notation text, .value only)": from_text_value,
            "mjscore (parsed hand and situation)": from_values}


def cold_seconds() -> float:
    """The first pass over the hands from notation text in a fresh interpreter (all fields),
    its tables empty: run in a child process."""
    here = str(Path(__file__).resolve().parent)
    code = (f"import sys, time; sys.path.insert(0, {here!r}); "
            "import bench_score as b; cases = b.load_cases(); "
            "run = b.mjscore_runs(cases)['mjscore (from notation text)']; b.settle(); "
            "start = time.perf_counter(); run(); print(time.perf_counter() - start)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return float(out.stdout.strip())


def mahjong_run(cases: list[dict[str, Any]]) -> Callable[[], int] | None:
    """Scoring with the ``mahjong`` package, or None when it is not installed."""
    try:
        from mahjong.hand_calculating.hand import HandCalculator
        from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
        from mahjong.meld import Meld
    except ImportError:
        return None
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False)
    winds = {"E": 27, "S": 28, "W": 29, "N": 30}
    kinds = {"chi": Meld.CHI, "pon": Meld.PON, "minkan": Meld.KAN, "ankan": Meld.KAN,
             "kakan": Meld.SHOUMINKAN}
    inputs = []
    for case in cases:
        ids = _Ids()
        melds = [Meld(kinds[m["type"]], [ids.take(t) for t in casedata.split_tiles(m["tiles"])],
                      opened=m["type"] != "ankan") for m in case["melds"]]
        closed = [ids.take(tile) for tile in casedata.split_tiles(case["closed"])]
        win = next(i for i, t in zip(closed, casedata.split_tiles(case["closed"]), strict=True)
                   if t == case["win_tile"])
        tiles = closed + [tile for meld in melds for tile in meld.tiles]
        config = HandConfig(
            is_tsumo=case["tsumo"], is_riichi=case["riichi"] or case["double_riichi"],
            is_daburu_riichi=case["double_riichi"], is_ippatsu=case["ippatsu"],
            is_rinshan=case["rinshan"], is_chankan=case["chankan"], is_haitei=case["haitei"],
            is_houtei=case["houtei"], is_tenhou=case["tenhou"], is_chiihou=case["chihou"],
            player_wind=winds[case["seat_wind"]], round_wind=winds[case["round_wind"]],
            tsumi_number=case["honba"], kyoutaku_number=case["riichi_sticks"], options=options)
        dora = [_Ids().take(tile) for tile in case["dora_indicators"]]
        ura = [_Ids().take(tile) for tile in case["ura_indicators"]]
        inputs.append((tiles, win, melds, dora, config, ura))

    # Releases before 2.0 take no ura dora argument (ura dora count as plain dora there).
    # Releases before 2.0 score with an instance; 2.x with a static method: both take this.
    estimate = HandCalculator().estimate_hand_value
    takes_ura = "ura_dora_indicators" in inspect.signature(estimate).parameters

    def run() -> int:
        total = 0
        for tiles, win, melds, dora, config, ura in inputs:
            extra = {"ura_dora_indicators": ura} if takes_ura else {}
            response = estimate(
                tiles, win, melds=melds, dora_indicators=dora if takes_ura else dora + ura,
                config=config, **extra)
            if response.cost:
                total += (response.cost["total"] + (response.han or 0) + (response.fu or 0)
                          + len(response.yaku or ()) + len(response.fu_details or ()))
        return total

    return run


class _Ids:
    """Hands out Tenhou's 136 tile ids; a red five is copy 0 of its kind (ids 16, 52, 88)."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, tile: str) -> int:
        kind = "mpsz".index(tile[1]) * 9 + (5 if tile[0] == "0" else int(tile[0])) - 1
        if tile[0] == "0":
            candidates = [kind * 4]
        else:
            first = 1 if (tile[0] == "5" and tile[1] != "z") else 0
            candidates = list(range(kind * 4 + first, kind * 4 + 4))
        tile_id = next(i for i in candidates if i not in self.used)
        self.used.add(tile_id)
        return tile_id


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="best of this many runs")
    parser.add_argument("--three-players", action="store_true",
                        help="only the three-player line (random wins of the 108 tiles)")
    args = parser.parse_args()
    if args.three_players:
        three_player(args.rounds)
        return
    cases = load_cases()
    print(f"{len(cases)} Tenhou-scored hands, best of {args.rounds} runs, one process")
    cold = len(cases) / cold_seconds()
    print(f"{'mjscore (from notation text), cold':44} {'':9} {cold:10,.0f} hands/s")
    rates = {}
    for name, run in mjscore_runs(cases).items():
        seconds, _ = best_time(run, args.rounds)
        rates[name] = len(cases) / seconds
        print(f"{name:44} {seconds:7.3f} s {rates[name]:10,.0f} hands/s")
    run = mahjong_run(cases)
    if run is None:
        print("mahjong package not installed: pip install -e '.[bench]' for the comparison")
        return
    seconds, _ = best_time(run, args.rounds)
    rate = len(cases) / seconds
    version = importlib.metadata.version("mahjong")
    print(f"{'mahjong ' + version + ' (HandCalculator)':44} {seconds:7.3f} s {rate:10,.0f} hands/s")
    rates["mjscore (from notation text), cold"] = cold
    for name, ours in rates.items():
        print(f"ratio {name}: {ours / rate:.2f}x the mahjong package")
    three_player(args.rounds)


def three_player(rounds: int) -> None:
    """Three-player hands (tenhou3; the mahjong package with ``is_three_player``): random
    wins of the 108 tiles from ``tools/sanma_differential.py`` (no three-player hand is in
    the shared cases), the same for both, converted beforehand."""
    sys.path.insert(0, str(ROOT / "tools"))
    import sanma_differential as sanma  # (the differential's hands: tools/ is no package)

    cases = sanma.scored_cases(3000, seed=22)
    texts = [sanma.mjscore_input(case) for case in cases]

    def ours() -> int:
        return sum(_fields(mjscore.score(text, rules=TENHOU3, **situation))
                   for text, situation in texts)

    seconds, _ = best_time(ours, rounds)
    mine = len(cases) / seconds
    print(f"{'three players: mjscore (tenhou3, from text)':44} {seconds:7.3f} s "
          f"{mine:10,.0f} hands/s")
    scorer = sanma.mahjong_scorer()
    if scorer is None:
        return
    inputs = [sanma.mahjong_input(case, scorer) for case in cases]

    def theirs() -> int:
        total = 0
        for tiles, win, melds, dora, ura, config in inputs:
            response = scorer[0](tiles, win, melds=melds, dora_indicators=dora,
                                 ura_dora_indicators=ura, config=config)
            if response.cost:
                total += (response.cost["total"] + (response.han or 0) + (response.fu or 0)
                          + len(response.yaku or ()) + len(response.fu_details or ()))
        return total

    seconds, _ = best_time(theirs, rounds)
    rate = len(cases) / seconds
    print(f"{'three players: mahjong (is_three_player)':44} {seconds:7.3f} s "
          f"{rate:10,.0f} hands/s")
    print(f"ratio three players: {mine / rate:.2f}x the mahjong package")


if __name__ == "__main__":
    main()
