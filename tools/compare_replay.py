"""Compare ``mjscore replay`` of two checkouts byte for byte: this one and ``--base``.

The speed work of issue #31 changes the replay path (the mjlog reader, the hand play, the
ledger's arithmetic) and must leave every output as it was. This script runs, in each
checkout (the working directory, so that ``python -m mjscore`` imports that checkout's
``mjscore/``), ``mjscore replay`` over every file of ``../shared/data/raw``:

- ``plain``: the report for people;
- ``json``: ``--json``;
- ``export``: ``--export -`` (every hand as JSON Lines);
- ``sheet``: ``--to-sheet -`` (every game as a score sheet);
- ``broken``: ``--json`` over logs broken on purpose, written to a temporary directory
  shared by both runs: Phoenix mjlogs and tenhou.net/6 logs cut at several places (partial
  replay), with a tag removed, a tile id or a meld code changed, an attribute dropped,
  entities and comments added, so that the errors' codes and messages are compared too.

Each output is stdout, stderr and the exit status. The script prints one line per output
(``same`` or the first line that differs) and exits 1 when any differs::

    python tools/compare_replay.py --base /work/base-31
    python tools/compare_replay.py --base ../base --only json broken
"""

from __future__ import annotations

import argparse
import difflib
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RAW = Path("..") / "shared" / "data" / "raw"
"""The logs, as the commands are given them (relative to each checkout)."""

MODES: dict[str, tuple[str, ...]] = {
    "plain": (),
    "json": ("--json",),
    "export": ("--export", "-"),
    "sheet": ("--to-sheet", "-"),
}
ENVIRONMENT = {"COLUMNS": "80", "PYTHONIOENCODING": "utf-8", "PYTHONHASHSEED": "0",
               "LC_ALL": "C.UTF-8"}


def broken_logs(raw: Path, into: Path, *, seed: int = 31, count: int = 60) -> None:
    """Write logs broken in known ways into ``into``, from a fixed sample of ``raw``."""
    rng = random.Random(seed)
    four = sorted((raw / "tenhou_phoenix_2022").iterdir())
    three = sorted((raw / "tenhou_phoenix_2022_3p").iterdir())
    six = sorted((raw / "pantheon_onlinelog" / "format6").iterdir())
    sample = rng.sample(four, count // 2) + rng.sample(three, count // 4)
    for number, path in enumerate(sample):
        text = path.read_bytes().decode("utf-8")
        stem = f"{number:03d}"
        for cut in (0.02, 0.3, 0.77, 0.999):
            _write(into / f"{stem}-cut{cut}.xml", text[:int(len(text) * cut)])
        tags = [m.start() for m in re.finditer(r"<", text)]
        for kind in ("drop", "tile", "meld", "attribute", "entity", "comment", "swap",
                     "garbage", "space"):
            at = tags[rng.randrange(3, len(tags) - 2)]
            end = text.index(">", at) + 1
            tag = text[at:end]
            if kind == "drop":
                changed = text[:at] + text[end:]
            elif kind == "tile":
                changed = text[:at] + re.sub(r"\d+", lambda m: str(int(m[0]) + rng.choice(
                    (1, 4, 40, 136))), tag, count=1) + text[end:]
            elif kind == "meld":
                where = text.find("<N ", at)
                where = where if where >= 0 else text.find("<N ")
                if where < 0:
                    continue
                close = text.index(">", where) + 1
                changed = text[:where] + re.sub(r'm="(\d+)"', lambda m: f'm="{int(m[1]) ^ 0x1c}"',
                                                text[where:close]) + text[close:]
            elif kind == "attribute":
                changed = text[:at] + re.sub(r'\s\w+="[^"]*"', "", tag, count=1) + text[end:]
            elif kind == "entity":
                changed = text.replace('n0="', 'n0="&amp;&#65;', 1)
            elif kind == "comment":
                changed = text[:at] + "<!-- a comment -->\n" + text[at:]
            elif kind == "swap":
                following = text.index(">", end) + 1
                changed = text[:at] + text[end:following] + tag + text[following:]
            elif kind == "garbage":
                changed = text[:at] + "<<" + text[at:]
            else:
                changed = text[:at] + tag.replace(" ", "\n ", 1) + text[end:]
            _write(into / f"{stem}-{kind}.xml", changed)
    for number, path in enumerate(six):
        text = path.read_bytes().decode("utf-8")
        for cut in (0.1, 0.5, 0.9):
            _write(into / f"six{number:02d}-cut{cut}.json", text[:int(len(text) * cut)])


def _write(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8"))


def run(checkout: Path, args: tuple[str, ...]) -> bytes:
    """stdout, stderr and exit status of ``mjscore ARGS`` run in ``checkout``."""
    done = subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=checkout,
                          capture_output=True, env={**os.environ, **ENVIRONMENT},
                          timeout=3600, check=False)
    return done.stdout + b"\0stderr\0" + done.stderr + f"\0exit {done.returncode}".encode()


def first_difference(one: bytes, other: bytes) -> str:
    """The first lines of a unified diff of two outputs."""
    lines = list(difflib.unified_diff(one.decode("utf-8", "replace").splitlines(),
                                      other.decode("utf-8", "replace").splitlines(),
                                      "base", "this", n=0, lineterm=""))
    return "\n".join(line[:300] for line in lines[:8])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, required=True,
                        help="the other checkout (e.g. a git worktree of the base commit)")
    parser.add_argument("--only", nargs="+", choices=[*MODES, "broken"],
                        default=[*MODES, "broken"], help="the outputs compared")
    parser.add_argument("--jobs", type=int, default=2, help="commands run at once")
    options = parser.parse_args()
    base = options.base.resolve()
    if not (base / "mjscore").is_dir():
        raise SystemExit(f"no mjscore/ in {base}")
    with tempfile.TemporaryDirectory(prefix="compare-replay-") as tmp:
        commands: dict[str, tuple[str, ...]] = {
            mode: ("replay", str(RAW), *extra, "--jobs", "1")
            for mode, extra in MODES.items() if mode in options.only}
        if "broken" in options.only:
            broken_logs(REPO / RAW, Path(tmp))
            commands["broken"] = ("replay", tmp, "--json", "--jobs", "1")
        started = time.perf_counter()
        with ThreadPoolExecutor(options.jobs) as pool:
            futures = {(name, side): pool.submit(run, checkout, args)
                       for name, args in commands.items()
                       for side, checkout in (("base", base), ("this", REPO))}
            outputs = {key: future.result() for key, future in futures.items()}
    differ = 0
    for name in commands:
        one, other = outputs[name, "base"], outputs[name, "this"]
        if one == other:
            print(f"{name:>7}: same ({len(one):,} bytes)")
        else:
            differ += 1
            print(f"{name:>7}: DIFFERENT\n{first_difference(one, other)}")
    print(f"{len(commands)} outputs, {differ} different, "
          f"{time.perf_counter() - started:.0f} s", file=sys.stderr)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
