"""A sanity figure for the discard view (issue #27): on real positions of the Phoenix logs, how
often the discard the player made is among the analysis' best three by shanten and
acceptance.

A position is a seat's 14 tiles just after its own draw, as the log readers' hand play
(:class:`mjscore.logs.HandPlay`) follows the game, and the tile it then discarded. The
script watches the hand play of each game read by :func:`mjscore.logs.read_mjlog_file`
(its ``draw`` and ``discard``), asks :func:`mjscore.waiting.discard_view` (acceptance only)
and counts. Discards after riichi (forced) are left out. This is a sanity figure, not a
target: players weigh safety, value and reads that acceptance does not.

Run it from a checkout, with the shared data beside it::

    python tools/discard_sanity.py --positions 10000
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mjscore.base import MjscoreError  # noqa: E402
from mjscore.hand import Tile  # noqa: E402
from mjscore.logs import HandPlay, read_mjlog_file  # noqa: E402
from mjscore.waiting import discard_view  # noqa: E402

LOGS = ROOT.parent / "shared" / "data" / "raw" / "tenhou_phoenix_2022"


def positions(limit: int) -> list[tuple[Any, Tile]]:
    """Up to ``limit`` (14-tile hand, discard) pairs, in log order."""
    found: list[tuple[Any, Tile]] = []
    drawn: dict[int, int] = {}
    original_draw, original_discard = HandPlay.draw, HandPlay.discard

    def draw(self: HandPlay, seat: int, tile: Tile) -> None:
        original_draw(self, seat, tile)
        drawn[id(self)] = seat

    def discard(self: HandPlay, seat: int, tile: Tile, *, riichi: bool = False) -> None:
        if (drawn.pop(id(self), None) == seat and not self.riichi_declared(seat)
                and len(found) < limit):
            found.append((self.hand(seat), tile))
        original_discard(self, seat, tile, riichi=riichi)

    HandPlay.draw, HandPlay.discard = draw, discard  # type: ignore[method-assign]
    try:
        for path in sorted(LOGS.iterdir()):
            if len(found) >= limit:
                break
            try:
                read_mjlog_file(path)
            except MjscoreError:
                continue
    finally:
        HandPlay.draw, HandPlay.discard = original_draw, original_discard  # type: ignore
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10_000)
    args = parser.parse_args()
    start = time.perf_counter()
    found = positions(args.positions)
    best_one = best_three = same_shanten = 0
    for hand, tile in found:
        rows = discard_view(hand, values=False).rows
        keys = {row.tile.kind: (row.shanten, -row.acceptance_count) for row in rows}
        mine = keys[tile.kind]
        # Its place: how many other kinds do strictly better (ties share a place).
        place = sum(1 for key in keys.values() if key < mine)
        best_one += place == 0
        best_three += place < 3
        same_shanten += mine[0] == min(key[0] for key in keys.values())
    count = len(found)
    print(f"{count:,} positions from {LOGS.name}")
    print("  (by shanten, then acceptance; tied kinds share a place)")
    print(f"  the discard made is the analysis' best:        {best_one / count:6.1%}")
    print(f"  the discard made is among its best three:      {best_three / count:6.1%}")
    print(f"  the discard made keeps the least shanten:      {same_shanten / count:6.1%}")
    print(f"({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
