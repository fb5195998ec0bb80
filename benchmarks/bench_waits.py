"""Waits per second on the real tenpai hands: every Tenhou-scored hand of ../shared/data/cases
without its winning tile (issue #13 asks for at least 1,000 hands a second).

Each hand is analysed in full: its waits, the shapes, copies left and the score of every
wait on ron and on tsumo, and furiten. The inputs are converted beforehand, so the timing is
of :func:`mjscore.waits` alone; it is also timed from notation text, and with the riichi
values compared. The 14-tile mode (:func:`mjscore.tenpai_discards`) is timed on the complete
hands, where every discard leaves a tenpai hand: its worst case.

The discard view (issue #27, :func:`mjscore.waiting.discard_view`) is timed on seeded random
closed 14-tile hands at 1 and at 2 shanten: a row per discard with its shanten and
acceptance (the issue asks for at least 1,000 analyses a second at 1 shanten), and at
1 shanten also with the values of the tenpai reached.

Run it from a checkout, with the shared data beside it::

    python benchmarks/bench_waits.py            # best of 3 rounds
    python benchmarks/bench_waits.py --rounds 1 --limit 2000
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "support"), str(Path(__file__).resolve().parent)]

import casedata  # noqa: E402  (the tests' converter of the shared cases)
from bench_score import best_time  # noqa: E402

import mjscore  # noqa: E402
from mjscore.hand import TILE_KINDS, WaitingHand, hand_shanten  # noqa: E402
from mjscore.waiting import SITUATION_KEYS, discard_view, tenpai_discards, waits  # noqa: E402

TENHOU_SETS = ("tenhou_phoenix_2022", "dnovikoff_tenhou_testdata", "liuzj2019_mjlog_testdata")
TARGET = 1000
"""Hands a second that issue #13 asks for (and discard analyses at 1 shanten, issue #27)."""


def drawn_hands(shanten: int, count: int, seed: int = 27) -> list[WaitingHand]:
    """Seeded random closed 14-tile hands of the given shanten."""
    rng = random.Random(seed)
    wall = [kind for kind in range(34) for _ in range(4)]
    found: list[WaitingHand] = []
    while len(found) < count:
        rng.shuffle(wall)
        counts = [0] * 34
        for kind in wall[:14]:
            counts[kind] += 1
        if hand_shanten(counts) == shanten:
            found.append(WaitingHand(tuple(TILE_KINDS[kind] for kind in sorted(wall[:14])),
                                     ()))
    return found


def load_hands(limit: int | None) -> list[tuple[WaitingHand, str, dict[str, Any]]]:
    """Each case's hand without its winning tile, as a value and as text, and the keys of
    its situation that a hand has before it wins."""
    hands = []
    for name in TENHOU_SETS:
        for case in casedata.iter_cases(name):
            hand = mjscore.parse_hand(casedata.hand_text(case))
            waiting = WaitingHand(hand.concealed, hand.melds)
            keys = {key: value for key, value in casedata.situation(case).items()
                    if key in SITUATION_KEYS}
            hands.append((waiting, str(waiting), keys))
    return hands[:limit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, best kept")
    parser.add_argument("--limit", type=int, default=None, help="at most this many hands")
    args = parser.parse_args()
    hands = load_hands(args.limit)
    complete = [mjscore.parse_hand(casedata.hand_text(case))
                for name in TENHOU_SETS for case in casedata.iter_cases(name)][:len(hands)]
    drawn = [WaitingHand((*hand.concealed, hand.win_tile), hand.melds)
             for hand in complete[:max(1, len(hands) // 10)]]

    def parsed() -> int:
        return sum(len(waits(hand, **keys).waits) for hand, _, keys in hands)

    def text() -> int:
        return sum(len(waits(notation, **keys).waits) for _, notation, keys in hands)

    def riichi() -> int:
        return sum(len(waits(hand, compare_riichi=True, **keys).waits)
                   for hand, _, keys in hands)

    def fourteen() -> int:
        return sum(len(tenpai_discards(hand).options) for hand in drawn)

    views = max(50, len(hands) // 20)
    one, two = drawn_hands(1, views), drawn_hands(2, views)

    def view_rows(chosen: list[WaitingHand], values: bool) -> int:
        return sum(len(discard_view(hand, values=values).rows) for hand in chosen)

    print(f"{len(hands):,} tenpai hands from {', '.join(TENHOU_SETS)}")
    rows = [("waits (parsed hand)", parsed, len(hands)),
            ("waits (from notation text)", text, len(hands)),
            ("waits --compare-riichi", riichi, len(hands)),
            ("tenpai_discards (14 complete tiles)", fourteen, len(drawn)),
            ("discard view, 1 shanten (acceptance)", lambda: view_rows(one, False), len(one)),
            ("discard view, 2 shanten (acceptance)", lambda: view_rows(two, False), len(two)),
            ("discard view, 1 shanten, with values", lambda: view_rows(one[:max(5, views // 10)],
                                                              True), max(5, views // 10))]
    rates = {}
    for label, run, count in rows:
        seconds, checksum = best_time(run, args.rounds)
        rates[label] = count / seconds
        unit = "rows" if "view" in label else "options" if "14" in label else "waits"
        print(f"  {label:38} {count / seconds:9,.0f} hands/s   "
              f"({checksum / count:.2f} {unit} a hand, {seconds:.2f} s)")
    rate = rates["waits (parsed hand)"]
    verdict = "meets" if rate >= TARGET else "MISSES"
    print(f"waits: {rate:,.0f} hands/s {verdict} the target of {TARGET:,} hands/s")
    rate = rates["discard view, 1 shanten (acceptance)"]
    verdict = "meets" if rate >= TARGET else "MISSES"
    print(f"discard view at 1 shanten: {rate:,.0f} analyses/s {verdict} the target of "
          f"{TARGET:,}/s")


if __name__ == "__main__":
    main()
