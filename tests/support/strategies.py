"""Hypothesis strategies for winning hands and the situations they can be won in.

Every hand drawn here is a complete hand that respects the tile set (at most four copies of a
kind, hand and indicators together; at most one red five per suit): four sets and a pair with
random open and closed melds, seven pairs, or thirteen orphans. Every situation drawn for a
hand is one that can happen at a table, so the scorer must either score it or say that the
hand has no yaku.

A *palette* biases each hand towards a family of tiles (one suit, honors, terminals, the green
tiles …) so that flushes, outside hands and yakuman turn up in a few hundred examples instead
of never.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from mjscore import Hand, Meld, MeldKind, Rules, Source, Suit, Tile, Wind
from mjscore.hand import TILE_KINDS
from mjscore.rules import resolve_rules

HONORS = tuple(range(27, 34))
TERMINALS = (0, 8, 9, 17, 18, 26)
GREEN = (19, 20, 21, 23, 25, 32)

PALETTES: dict[str, tuple[int, ...]] = {
    "any": tuple(range(34)),
    "simples": tuple(k for k in range(27) if k % 9 not in (0, 8)),
    "man": tuple(range(9)),
    "pin_and_honors": (*range(9, 18), *HONORS),
    "sou": tuple(range(18, 27)),
    "honors": HONORS,
    "winds_and_dragons": (*HONORS, 0, 8),
    "terminals_and_honors": (*TERMINALS, *HONORS),
    "terminals": TERMINALS,
    "green": GREEN,
    "outside": (0, 1, 2, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 19, 20, 24, 25, 26, *HONORS),
}
"""Families of tile kinds a hand is drawn from, where the family allows it."""

RULES_SPECS: tuple[Any, ...] = (
    "tenhou",
    "classic",
    {"preset": "tenhou", "kiriage_mangan": True, "double_yakuman": True},
    {"preset": "tenhou", "chiitoitsu_fu": 50, "pinfu_tsumo": False, "kazoe": "sanbaiman"},
    {"preset": "classic", "renhou": "mangan", "red_fives": "p", "kan_dora": False},
    {"preset": "tenhou", "renhou": "yakuman", "ippatsu": False, "ura_dora": False,
     "shousangen_han": 4, "max_yakuman": 2},
)
"""Rule sets the invariants run under: both presets and overrides of many fields."""


class Wall:
    """The tiles still free: at most four of a kind and one red five per suit in play."""

    def __init__(self, red_suits: str = "mps") -> None:
        self.used: Counter[int] = Counter()
        self.red_suits = red_suits
        self.red_used: set[Suit] = set()

    def free(self, kind: int) -> int:
        """Copies of ``kind`` not yet taken."""
        return 4 - self.used[kind]

    def count(self, tiles: Iterable[Tile]) -> None:
        """Mark tiles as taken (a hand's tiles, before drawing indicators for it)."""
        for tile in tiles:
            self.used[tile.kind] += 1
            if tile.red:
                self.red_used.add(tile.suit)

    def take(self, draw: st.DrawFn, kind: int, count: int = 1) -> list[Tile]:
        """``count`` tiles of ``kind``, one of them possibly the suit's red five."""
        assert self.free(kind) >= count, (kind, count)
        plain = TILE_KINDS[kind]
        self.used[kind] += count
        tiles = [plain] * count
        if (plain.rank == 5 and plain.suit is not Suit.HONOR
                and plain.suit.value in self.red_suits
                and plain.suit not in self.red_used and draw(st.booleans())):
            self.red_used.add(plain.suit)
            tiles[0] = Tile(plain.suit, 5, red=True)
        return tiles


def _pick(draw: st.DrawFn, palette: tuple[int, ...], fits: Any) -> int:
    """A kind from the palette that ``fits``, else any kind that does."""
    choices = [kind for kind in palette if fits(kind)]
    if not choices:
        choices = [kind for kind in range(34) if fits(kind)]
    return draw(st.sampled_from(choices))


def _run_start(draw: st.DrawFn, wall: Wall, palette: tuple[int, ...]) -> int | None:
    """The first kind of a run whose three tiles are free and (if possible) in the palette."""
    def fits(start: int, pal: tuple[int, ...] | None) -> bool:
        return (start < 27 and start % 9 <= 6
                and all(wall.free(start + step) >= 1 for step in range(3))
                and (pal is None or all(start + step in pal for step in range(3))))

    choices = [k for k in range(27) if fits(k, palette)] or [k for k in range(27)
                                                              if fits(k, None)]
    return draw(st.sampled_from(choices)) if choices else None


def _mark(draw: st.DrawFn, tiles: list[Tile], sources: tuple[Source, ...]
          ) -> tuple[Tile | None, Source | None]:
    """A called tile and its source, or no mark at all."""
    if not sources or not draw(st.booleans()):
        return None, None
    return draw(st.sampled_from(tiles)), draw(st.sampled_from(sources))


Spec = tuple[str, int]
"""A set fixed in advance: ("run", first kind) or ("triplet", kind)."""


@st.composite
def _set_tiles(draw: st.DrawFn, wall: Wall, palette: tuple[int, ...],
               kinds: tuple[str, ...], spec: Spec | None = None) -> tuple[str, list[Tile]]:
    """One set of a kind drawn from ``kinds`` ("run", "triplet", "kan"), and its tiles.

    With ``spec``, the set's first kind is fixed when the wall still has the tiles (a
    "triplet" spec becomes a kan when ``kinds`` allows only kans).
    """
    shape = draw(st.sampled_from(kinds))
    if spec is not None and spec[0] == "run" and shape == "run" \
            and all(wall.free(spec[1] + step) >= 1 for step in range(3)):
        return "run", [tile for step in range(3) for tile in wall.take(draw, spec[1] + step)]
    size = 4 if shape == "kan" else 3
    if spec is not None and spec[0] == "triplet" and shape != "run" \
            and wall.free(spec[1]) >= size:
        return shape, wall.take(draw, spec[1], size)
    if shape == "run":
        start = _run_start(draw, wall, palette)
        if start is not None:
            return "run", [tile for step in range(3) for tile in wall.take(draw, start + step)]
        shape = "triplet"
    size = 4 if shape == "kan" else 3
    kind = _pick(draw, palette, lambda k: wall.free(k) >= size)
    return shape, wall.take(draw, kind, size)


@st.composite
def _meld(draw: st.DrawFn, wall: Wall, palette: tuple[int, ...], spec: Spec | None) -> Meld:
    """A random declared meld with a valid mark (a chi only from the previous player)."""
    if spec is not None:
        kind = MeldKind.CHI if spec[0] == "run" else draw(
            st.sampled_from([k for k in MeldKind if k is not MeldKind.CHI]))
    else:
        kind = draw(st.sampled_from(list(MeldKind)))
    if kind is MeldKind.CHI:
        shape, tiles = draw(_set_tiles(wall, palette, ("run",), spec))
        if shape != "run":
            kind = MeldKind.PON
    elif kind is MeldKind.PON:
        _, tiles = draw(_set_tiles(wall, palette, ("triplet",), spec))
    else:
        _, tiles = draw(_set_tiles(wall, palette, ("kan",), spec))
    sources: tuple[Source, ...] = {
        MeldKind.CHI: (Source.PREVIOUS,),
        MeldKind.CLOSED_KAN: (),
    }.get(kind, tuple(Source))
    called, source = _mark(draw, tiles, sources)
    return Meld(kind, tuple(tiles), called, source)


def _with_win_tile(draw: st.DrawFn, concealed: list[Tile], melds: tuple[Meld, ...]) -> Hand:
    win = draw(st.sampled_from(sorted(set(concealed), key=Tile.sort_key)))
    rest = list(concealed)
    rest.remove(win)
    return Hand(tuple(rest), win, melds)


@st.composite
def _pattern(draw: st.DrawFn) -> tuple[list[Spec], int | None]:
    """Sets (and perhaps the pair) fixed in advance so that rare yaku turn up: a straight,
    a triple run or triplet across the suits, three dragons, three or four winds."""
    name = draw(st.sampled_from(["none"] * 6 + ["ittsu", "sanshoku_doujun",
                                                "sanshoku_doukou", "dragons", "winds"]))
    if name == "none":
        return [], None
    suit = 9 * draw(st.integers(0, 2))
    if name == "ittsu":
        return [("run", suit), ("run", suit + 3), ("run", suit + 6)], None
    rank = draw(st.integers(0, 6 if name == "sanshoku_doujun" else 8))
    shape = "run" if name == "sanshoku_doujun" else "triplet"
    if name.startswith("sanshoku"):
        return [(shape, rank), (shape, rank + 9), (shape, rank + 18)], None
    if name == "dragons":
        return [("triplet", kind) for kind in (31, 32, 33)], None
    winds = draw(st.permutations([27, 28, 29, 30]))
    if draw(st.booleans()):
        return [("triplet", kind) for kind in winds], None
    return [("triplet", kind) for kind in winds[:3]], winds[3]


@st.composite
def standard_hands(draw: st.DrawFn) -> Hand:
    """Four sets and a pair; zero to four of the sets are declared melds."""
    palette = PALETTES[draw(st.sampled_from(_PALETTE_CHOICES))]
    specs, pair_kind = draw(_pattern())
    specs = draw(st.permutations([*specs, *[None] * (4 - len(specs))]))
    wall = Wall()
    meld_count = draw(st.integers(0, 4))
    melds = tuple(draw(_meld(wall, palette, spec)) for spec in specs[:meld_count])
    concealed: list[Tile] = []
    for spec in specs[meld_count:]:
        concealed.extend(draw(_set_tiles(wall, palette, ("run", "triplet"), spec))[1])
    if pair_kind is None or wall.free(pair_kind) < 2:
        pair_kind = _pick(draw, palette, lambda k: wall.free(k) >= 2)
    concealed.extend(wall.take(draw, pair_kind, 2))
    return _with_win_tile(draw, concealed, melds)


_PALETTE_CHOICES = ["any"] * 4 + sorted(PALETTES)
"""Palettes to draw from, the unbiased one most often."""


@st.composite
def seven_pairs_hands(draw: st.DrawFn) -> Hand:
    """Seven different pairs."""
    palette = PALETTES[draw(st.sampled_from(_PALETTE_CHOICES))]
    pool = list(palette) if len(palette) >= 7 else list(range(34))
    kinds = draw(st.lists(st.sampled_from(pool), min_size=7, max_size=7, unique=True))
    wall = Wall()
    concealed = [tile for kind in kinds for tile in wall.take(draw, kind, 2)]
    return _with_win_tile(draw, concealed, ())


@st.composite
def thirteen_orphans_hands(draw: st.DrawFn) -> Hand:
    """One of each terminal and honor, one of them twice."""
    kinds = [*TERMINALS, *HONORS]
    double = draw(st.sampled_from(kinds))
    concealed = [TILE_KINDS[kind] for kind in [*kinds, double]]
    return _with_win_tile(draw, concealed, ())


@st.composite
def nine_gates_hands(draw: st.DrawFn) -> Hand:
    """1112345678999 of one suit and one more tile of it (九蓮宝燈)."""
    base = 9 * draw(st.integers(0, 2))
    wall = Wall()
    ranks = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, draw(st.integers(0, 8))]
    concealed = [tile for rank in ranks for tile in wall.take(draw, base + rank)]
    return _with_win_tile(draw, concealed, ())


@st.composite
def winning_hands(draw: st.DrawFn) -> Hand:
    """Any complete hand, mostly of the standard shape."""
    choice = draw(st.integers(0, 15))
    if choice < 12:
        return draw(standard_hands())
    if choice < 14:
        return draw(seven_pairs_hands())
    return draw(thirteen_orphans_hands() if choice == 14 else nine_gates_hands())


def rules_specs() -> st.SearchStrategy[Any]:
    """A rules argument for :func:`mjscore.score`: a preset name or an override mapping."""
    return st.sampled_from(RULES_SPECS)


@dataclass(frozen=True)
class Deal:
    """A winning hand, a rules argument and situation keywords that can happen together."""

    hand: Hand
    rules: Any
    situation: dict[str, Any]

    @property
    def resolved(self) -> Rules:
        """The rules as a :class:`Rules` value."""
        return resolve_rules(self.rules)


def _indicators(draw: st.DrawFn, wall: Wall, count: int) -> list[str]:
    tiles: list[str] = []
    for _ in range(count):
        kind = _pick(draw, PALETTES["any"], lambda k: wall.free(k) >= 1)
        tiles.extend(str(tile) for tile in wall.take(draw, kind))
    return tiles


def _other_seat(draw: st.DrawFn, *not_these: Wind) -> Wind:
    return draw(st.sampled_from([wind for wind in Wind if wind not in not_these]))


@st.composite
def situations(draw: st.DrawFn, hand: Hand, rules: Rules) -> dict[str, Any]:
    """Keyword arguments of a situation that can happen with ``hand`` under ``rules``."""
    s: dict[str, Any] = {}
    tsumo = draw(st.booleans())
    s["tsumo"] = tsumo
    seat = draw(st.sampled_from(list(Wind)))
    s["round"] = draw(st.sampled_from(list(Wind))).value
    has_kan = any(meld.is_kan for meld in hand.melds)
    first_turn = not hand.melds and draw(st.integers(0, 9)) == 0
    if first_turn:
        if tsumo:
            # 天和 for the dealer, 地和 for anyone else.
            s["tenhou" if seat is Wind.EAST else "chiihou"] = True
        elif rules.renhou.value != "none":
            seat = _other_seat(draw, Wind.EAST)
            s["renhou"] = True
    else:
        riichi = draw(st.sampled_from(["none", "riichi", "double_riichi"])) \
            if hand.is_closed else "none"
        if riichi != "none":
            s[riichi] = True
            if rules.ippatsu and draw(st.booleans()):
                s["ippatsu"] = True
        if tsumo:
            # A rinshan win after riichi follows a kan after riichi, which ends ippatsu.
            rinshan = has_kan and not (s.get("ippatsu") and rules.closed_kan_ends_ippatsu)
            last = draw(st.sampled_from(["none", "haitei", "rinshan"] if rinshan
                                        else ["none", "haitei"]))
        else:
            # A robbed kan is the fourth copy of the winning tile, so the hand has just one.
            robbable = hand.counts[hand.win_tile.kind] == 1
            last = draw(st.sampled_from(["none", "houtei", "chankan"] if robbable
                                        else ["none", "houtei"]))
        if last != "none":
            s[last] = True
    s["seat"] = seat.value
    wall = Wall(rules.red_fives)
    wall.count(hand.tiles())
    most = 5 if rules.kan_dora else 1
    s["dora"] = _indicators(draw, wall, draw(st.integers(0, most)))
    if (s.get("riichi") or s.get("double_riichi")) and rules.ura_dora:
        s["ura"] = _indicators(draw, wall, draw(st.integers(0, max(len(s["dora"]), 1))))
    s["honba"] = draw(st.integers(0, 10))
    s["sticks"] = draw(st.integers(0, 10))
    if not tsumo and draw(st.booleans()):
        s["discarder"] = _other_seat(draw, seat).value
    if rules.pao and _may_be_liable(hand) and draw(st.booleans()):
        s["pao"] = _other_seat(draw, seat).value
    return s


def _may_be_liable(hand: Hand) -> bool:
    """The hand holds three dragon triplets or four wind triplets: someone may be liable."""
    counts = hand.counts
    return (all(counts[kind] >= 3 for kind in (31, 32, 33))
            or all(counts[kind] >= 3 for kind in (27, 28, 29, 30)))


@st.composite
def deals(draw: st.DrawFn, hands: st.SearchStrategy[Hand] | None = None) -> Deal:
    """A winning hand, rules and a valid situation."""
    hand = draw(hands if hands is not None else winning_hands())
    spec = draw(rules_specs())
    rules = resolve_rules(spec)
    if any(tile.red and tile.suit.value not in rules.red_fives for tile in hand.tiles()):
        spec, rules = "tenhou", resolve_rules("tenhou")
    return Deal(hand, spec, draw(situations(hand, rules)))


def free_indicators(deal: Deal) -> list[Tile]:
    """Plain tiles that could be one more dora indicator without a fifth copy anywhere."""
    wall = Wall()
    wall.count(deal.hand.tiles())
    for key in ("dora", "ura"):
        for text in deal.situation.get(key, []):
            wall.count([Tile.parse(text)])
    return [tile for tile in TILE_KINDS if wall.free(tile.kind) >= 1]


PROFILE_ENV = "MJSCORE_HYPOTHESIS_PROFILE"
"""Environment variable that picks the example counts: ``ci`` (default) or ``long``."""

LONG_RUN_FACTOR = 40
"""How many times more examples the ``long`` profile runs than ``ci``."""


def hypothesis_settings(ci_examples: int) -> settings:
    """Settings for one property: ``ci_examples`` examples in CI, many more in a long run.

    The profile is read from :data:`PROFILE_ENV` and applied per test, so other modules'
    Hypothesis settings are left alone.
    """
    profile = os.environ.get(PROFILE_ENV, "ci").strip().lower()
    if profile not in ("ci", "long"):
        raise ValueError(f"{PROFILE_ENV} must be ci or long, not {profile!r}")
    examples = ci_examples * (LONG_RUN_FACTOR if profile == "long" else 1)
    return settings(max_examples=examples, deadline=None, derandomize=profile == "ci",
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.filter_too_much,
                                           HealthCheck.data_too_large])


ERRORS_DOC = Path(__file__).resolve().parents[2] / "docs" / "errors.md"
"""The error catalogue."""

_CODE_HEADING = re.compile(r"^### `([a-z0-9_]+)`", re.MULTILINE)


@cache
def documented_codes() -> frozenset[str]:
    """Every error code that docs/errors.md has a section for."""
    return frozenset(_CODE_HEADING.findall(ERRORS_DOC.read_text(encoding="utf-8")))


@st.composite
def any_hands(draw: st.DrawFn) -> Hand:
    """Fourteen tiles that respect the tile set, complete or not, perhaps with melds."""
    palette = PALETTES[draw(st.sampled_from(_PALETTE_CHOICES))]
    wall = Wall()
    melds = tuple(draw(_meld(wall, palette, None)) for _ in range(draw(st.integers(0, 2))))
    concealed = [tile for _ in range(14 - 3 * len(melds))
                 for tile in wall.take(draw, _pick(draw, palette, lambda k: wall.free(k) >= 1))]
    return _with_win_tile(draw, concealed, melds)
