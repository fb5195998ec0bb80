"""Write a long mjlog for the memory benchmark: one real game's hands repeated.

Not a test. The game's document is kept up to its first ``<INIT>`` (lobby, players, the
shuffle seed); then its hands (every element from the first ``<INIT>`` to the last result)
are written again and again, the final scores (``owari``) taken off all but the last hand,
until the file reaches the size asked for (60 MB by default, under the 64 MiB a log may be).
The game it makes is no game a table could play (its hands repeat after the end), so its
replay reports a mismatch for every repeated hand: what it measures is the memory of reading
and playing a long document, beside that of the one game (``bench_replay.py --long``)::

    python benchmarks/make_long_mjlog.py /tmp/long.mjlog
    python benchmarks/make_long_mjlog.py /tmp/long.mjlog --megabytes 10 --game FILE
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = (ROOT.parent / "shared" / "data" / "raw" / "tenhou_phoenix_2022"
        / "2022010103gm-00a9-0000-12d7f40d.txt")
"""The game repeated by default: a hanchan of the shared Phoenix games."""


def long_mjlog(game: str, size: int, log_id: str) -> str:
    """The text of an mjlog of about ``size`` bytes: ``game``'s hands repeated, after a
    comment naming the game's ``log_id`` (whose day gives the rules' era whatever the file
    is called)."""
    first = game.index("<INIT ")
    end = game.rindex("</mjloggm>")
    head, hands = f"<!-- {log_id}: its hands repeated -->\n{game[:first]}", game[first:end]
    plain = re.sub(r' owari="[^"]*"', "", hands)
    copies = max(1, (size - len(head) - len(hands)) // len(plain))
    return "".join((head, plain * copies, hands, game[end:]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the mjlog file written")
    parser.add_argument("--megabytes", type=float, default=60.0, help="its size (MB)")
    parser.add_argument("--game", type=Path, default=GAME, help="the game repeated")
    options = parser.parse_args()
    text = long_mjlog(options.game.read_text(encoding="utf-8"),
                      int(options.megabytes * 1_000_000), options.game.name.split(".")[0])
    options.out.write_text(text, encoding="utf-8")
    print(f"{options.out}: {len(text.encode()):,} bytes, {text.count('<INIT '):,} hands")


if __name__ == "__main__":
    main()
