"""Score random three-player hands with mjscore and with the ``mahjong`` package; count where
they differ.

Both scorers are given the same hand under Tenhou's three-player rules (``tenhou3``;
``mahjong`` 2.x with ``OptionalRules(is_three_player=True)``, tsumo loss, and
``HandConfig(num_nuki_dora=…)`` for the kita): a random winning hand of the 108 tiles (four
sets of pons, kans, pin and sou runs, or seven pairs), with random melds, winds, dora and ura
indicators, kita, honba and riichi sticks. Where both define the answer the points the winner
receives must agree, and the han and fu; every disagreement is counted by kind and the first
few are printed. A hand one of them refuses (no yaku) counts as agreed when both refuse it.

    pip install mahjong==2.1.0     # an optional comparison, never a dependency
    python tools/sanma_differential.py --hands 2000 --seed 22

``tests/test_tools.py`` runs a fixed sample of it (skipped when ``mahjong`` is not
installed, as ``benchmarks/bench_score.py`` leaves out its comparison).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import mjscore  # noqa: E402
from mjscore.base import MjscoreError  # noqa: E402
from mjscore.rules import TENHOU3  # noqa: E402

IN_PLAY = [kind for kind in range(34) if not 1 <= kind <= 7]
"""The kinds of the 108 tiles: 1m, 9m, the pins, the sous and the honours."""

NORTH = 30
WINDS = "ESWN"


def tile_text(kind: int) -> str:
    """A kind in notation."""
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}" if kind < 27 else f"{kind - 26}z"


@dataclass(frozen=True)
class Case:
    """One random win: its sets as kinds, which are melds, and its situation."""

    sets: tuple[tuple[str, int], ...]
    """(``run``/``pon``/``kan``/``ankan``/``pair``, lowest kind); ``open`` on pons and kans is
    in :attr:`called`."""
    called: tuple[bool, ...]
    """For each set: a meld (pon, open kan, closed kan), else concealed."""
    win: int
    """Index into the concealed tiles of the winning tile (after they are laid out)."""
    tsumo: bool
    riichi: bool
    seat: str
    round: str
    dora: tuple[int, ...]
    ura: tuple[int, ...]
    kita: int
    honba: int
    sticks: int
    discarder: str | None


def random_case(chooser: random.Random) -> Case | None:
    """A random winning hand of the 108 tiles, or None when the draw fails (too many copies,
    a fifth North with the kita)."""
    counts = [0] * 34
    sets: list[tuple[str, int]] = []
    chiitoi = chooser.random() < 0.08
    if chiitoi:
        for kind in chooser.sample(IN_PLAY, 7):
            sets.append(("pair", kind))
            counts[kind] += 2
    else:
        for _ in range(4):
            shape = chooser.choices(["run", "pon", "kan"], [6, 3, 1])[0]
            if shape == "run":
                kind = chooser.choice([k for k in range(9, 27) if k % 9 <= 6])
                for step in range(3):
                    counts[kind + step] += 1
            else:
                kind = chooser.choice(IN_PLAY)
                counts[kind] += 3 if shape == "pon" else 4
            sets.append((shape, kind))
        pair = chooser.choice(IN_PLAY)
        counts[pair] += 2
        sets.append(("pair", pair))
    kita = chooser.choice([0, 0, 0, 1, 1, 2])
    if max(counts) > 4 or counts[NORTH] + kita > 4 or 4 in (counts[13], counts[22]):
        return None  # (four fives of pins or sous: one of them would be the red five)
    called = tuple(shape != "pair" and (shape == "kan" or chooser.random() < 0.25)
                   and shape != "run" for shape, _ in sets)
    open_hand = any(c and shape == "pon" for c, (shape, _) in zip(called, sets, strict=True))
    kans = sum(1 for shape, _ in sets if shape == "kan")
    spare = [kind for kind in IN_PLAY for _ in range(4 - counts[kind])]
    if kita:
        spare = [kind for kind in spare if kind != NORTH] + [NORTH] * max(
            0, 4 - counts[NORTH] - kita)
    indicators = chooser.sample(spare, 2 * (1 + kans))
    dora, ura = tuple(indicators[:1 + kans]), tuple(indicators[1 + kans:])
    riichi = not open_hand and chooser.random() < 0.5
    tsumo = chooser.random() < 0.45
    seat = chooser.choice("ESW")
    concealed = sum(1 for c in called if not c)
    return Case(tuple(sets), called, chooser.randrange(max(1, concealed)), tsumo, riichi, seat,
                chooser.choice("ES"), dora, ura if riichi else (), kita,
                chooser.choice([0, 0, 1, 2]), chooser.choice([0, 0, 1]),
                None if tsumo else chooser.choice([w for w in "ESW" if w != seat]))


def _set_kinds(shape: str, kind: int) -> list[int]:
    if shape == "run":
        return [kind, kind + 1, kind + 2]
    return [kind] * {"pair": 2, "pon": 3, "kan": 4}[shape]


def mjscore_input(case: Case) -> tuple[str, dict[str, Any]]:
    """The case as mjscore takes it: notation text and the situation's keywords."""
    concealed: list[int] = []
    melds: list[str] = []
    for (shape, kind), is_meld in zip(case.sets, case.called, strict=True):
        tiles = _set_kinds(shape, kind)
        if not is_meld:
            concealed += tiles
        else:
            text = tile_text(kind)
            melds.append(f"[{text[0] * (4 if shape == 'kan' else 3)}{text[1]}]")
    win = concealed.pop(case.win % len(concealed))
    digits = {suit: "".join(tile_text(k)[0] for k in sorted(concealed) if tile_text(k)[1] == suit)
              for suit in "mpsz"}
    hand = ("".join(f"{text}{suit}" for suit, text in digits.items() if text) + "+"
            + tile_text(win) + "".join(" " + meld for meld in melds))
    return hand, {"tsumo": case.tsumo, "riichi": case.riichi, "seat": case.seat,
                  "round": case.round, "dora": [tile_text(k) for k in case.dora],
                  "ura": [tile_text(k) for k in case.ura], "kita": case.kita,
                  "honba": case.honba, "sticks": case.sticks, "discarder": case.discarder}


def mjscore_result(case: Case) -> tuple[str, int, int, int]:
    """(``ok`` or the error code, total, han, fu) by mjscore."""
    hand, situation = mjscore_input(case)
    try:
        result = mjscore.score(hand, rules=TENHOU3, **situation)
    except MjscoreError as error:
        return error.code, 0, 0, 0
    return "ok", result.total, result.han, 0 if result.yakuman else result.fu


def mahjong_scorer() -> Any:
    """The ``mahjong`` package's scorer for :func:`mahjong_result`, or None when it is not
    installed (the comparison is optional)."""
    try:
        from mahjong.hand_calculating.hand import HandCalculator
        from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
        from mahjong.meld import Meld
    except ImportError:
        return None
    options = OptionalRules(is_three_player=True, has_open_tanyao=True, has_aka_dora=True,
                            has_double_yakuman=False)
    return HandCalculator().estimate_hand_value, HandConfig, Meld, options


def mahjong_input(case: Case, scorer: Any) -> tuple[Any, ...]:
    """The case as the ``mahjong`` package takes it: (tiles, winning tile, melds, dora
    indicators, ura indicators, config), Tenhou's tile ids."""
    _, hand_config, meld_type, options = scorer
    used = [0] * 34

    def take(kind: int) -> int:
        # The hand's fives are plain (the red fives, copy 0 of 5p and 5s, come last).
        copy = (used[kind] + 1) % 4 if kind in (13, 22) else used[kind]
        used[kind] += 1
        return kind * 4 + copy

    tiles: list[int] = []
    concealed: list[int] = []
    melds = []
    for (shape, kind), is_meld in zip(case.sets, case.called, strict=True):
        ids = [take(k) for k in _set_kinds(shape, kind)]
        tiles += ids
        if is_meld:
            melds.append(meld_type(meld_type.KAN if shape == "kan" else meld_type.PON, ids,
                                   opened=True))
        else:
            concealed += ids
    win = concealed[case.win % len(concealed)]
    indicator_ids = [take(kind) for kind in (*case.dora, *case.ura)]
    dora, ura = indicator_ids[:len(case.dora)], indicator_ids[len(case.dora):]
    config = hand_config(
        is_tsumo=case.tsumo, is_riichi=case.riichi, player_wind=27 + WINDS.index(case.seat),
        round_wind=27 + WINDS.index(case.round), tsumi_number=case.honba,
        kyoutaku_number=case.sticks, num_nuki_dora=case.kita, options=options)
    return tiles, win, melds, dora, ura, config


def mahjong_result(case: Case, scorer: Any) -> tuple[str, int, int, int]:
    """(``ok`` or ``error``, total, han, fu) by the ``mahjong`` package."""
    tiles, win, melds, dora, ura, config = mahjong_input(case, scorer)
    response = scorer[0](tiles, win, melds=melds, dora_indicators=dora,
                         ura_dora_indicators=ura, config=config)
    if response.error:
        return "error", 0, 0, 0
    return "ok", response.cost["total"], response.han, 0 if response.han >= 13 else response.fu


def scored_cases(hands: int, seed: int) -> list[Case]:
    """``hands`` random cases that mjscore scores (no yaku refused), for the benchmark."""
    chooser = random.Random(seed)
    found: list[Case] = []
    while len(found) < hands:
        case = random_case(chooser)
        if case is not None and mjscore_result(case)[0] == "ok":
            found.append(case)
    return found


def compare(hands: int, seed: int) -> tuple[Counter[str], list[str]]:
    """Counts of agreements and of each kind of difference over ``hands`` random hands."""
    scorer = mahjong_scorer()
    if scorer is None:
        raise RuntimeError("the mahjong package is not installed: pip install mahjong==2.1.0")
    chooser = random.Random(seed)
    counts: Counter[str] = Counter()
    shown: list[str] = []
    while counts["hands"] < hands:
        case = random_case(chooser)
        if case is None:
            continue
        counts["hands"] += 1
        ours, theirs = mjscore_result(case), mahjong_result(case, scorer)
        if ours[0] != "ok" and theirs[0] != "ok":
            counts["both refuse"] += 1
            continue
        if ours[0] != "ok" or theirs[0] != "ok":
            kind = f"only mahjong scores ({ours[0]})" if theirs[0] == "ok" else (
                "only mjscore scores")
        elif ours[1] != theirs[1]:
            kind = "points differ"
        elif ours[2] != theirs[2] or (ours[2] < 5 and ours[3] != theirs[3]):
            kind = "han or fu differ, same points"
        else:
            counts["agree"] += 1
            for feature, present in (
                    ("  of them tsumo", case.tsumo), ("  of them dealer", case.seat == "E"),
                    ("  of them with kita", case.kita > 0),
                    ("  of them with kita and a West dora indicator",
                     case.kita > 0 and 29 in case.dora),
                    ("  of them with kita and a West ura indicator",
                     case.kita > 0 and 29 in case.ura),
                    ("  of them with honba", case.honba > 0),
                    ("  of them at mangan or more", ours[2] >= 5)):
                counts[feature] += present
            continue
        counts[kind] += 1
        if len(shown) < 12:
            shown.append(f"{kind}: {case} mjscore {ours} mahjong {theirs}")
    return counts, shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args()
    if mahjong_scorer() is None:
        print("mahjong package not installed: pip install mahjong==2.1.0 for the comparison")
        return
    counts, shown = compare(args.hands, args.seed)
    for line in shown:
        print(line)
    for key, value in sorted(counts.items()):
        print(f"{key:48} {value:7}")


if __name__ == "__main__":
    main()
