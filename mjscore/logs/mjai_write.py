"""Write a game read from a log as mjai events (JSON Lines), as Mortal and mjai-reviewer read
them.

The events are Mortal's (``libriichi``'s event types: ``start_kyoku`` with ``scores``,
``dahai`` with ``tsumogiri``, ``hora`` and ``ryukyoku`` with ``deltas``, ``hora`` with
``ura_markers``), with the fields of gimite's Tenhou archive converter where the source has
them (``hora``'s ``pai``, ``fu``, ``fan``, ``hora_points``; ``end_game``'s ``scores``), which
Mortal's reader leaves aside, and mjai-reviewer's ``start_game`` fields ``kyoku_first`` and
``aka_flag``. A game of a Tenhou log keeps its log id in ``start_game``'s ``uri``, as
gimite's converter writes it (the reader reads the rules' era from it). Three-player games
have three seats in every list and ``nukidora`` for a kita, as the three-player forks of
Mortal write them. A kan's new dora indicator comes after a closed kan at once, after an open
or added kan after its replacement draw (before the kan player's discard), as mjai-reviewer's
converter writes them for Mortal.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ..base import LogError
from ..game import (
    AbortiveDraw,
    ExhaustiveDraw,
    GameRecord,
    HandRecord,
    Riichi,
    Win,
)
from ..hand import Meld, MeldKind, Tile
from .lobbies import log_date
from .mjai_codes import mjai_name, target_of

RIICHI_DEPOSIT = 1000

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
"""One encoder for every event (``json.dumps`` with options makes one a call)."""


def write_mjai(game: GameRecord) -> str:
    """The game as mjai JSON Lines text, one event a line.

    Raises:
        LogError: ``unwritable_log`` for a game without its play (a score sheet's).
    """
    events = list(mjai_events(game))
    # The events after start_game (the only one with free text, the names) hold tiles and
    # numbers only: encoded as one list and cut between its objects, at half the cost.
    rest = _ENCODER.encode(events[1:])[2:-2].split("},{")
    return _ENCODER.encode(events[0]) + "\n" + "".join(["{" + body + "}\n" for body in rest])


def mjai_events(game: GameRecord) -> Iterator[dict[str, Any]]:
    """The game's mjai events, in order."""
    rules = game.rules
    start: dict[str, Any] = {"type": "start_game", "names": list(game.players),
                             "kyoku_first": 0 if rules.game_length.value == "hanchan" else 4,
                             "aka_flag": bool(rules.red_fives)}
    if game.id and log_date(game.id):
        start["uri"] = f"https://tenhou.net/0/?log={game.id}"
    yield start
    for hand in game.hands:
        yield from _hand_events(hand)
    end: dict[str, Any] = {"type": "end_game"}
    if game.final is not None and game.final.scores is not None:
        end["scores"] = list(game.final.scores)
    yield end


def _names(tiles: tuple[Tile, ...] | list[Tile]) -> list[str]:
    return [mjai_name(tile) for tile in tiles]


def _consumed(meld: Meld, called: Tile | None) -> list[str]:
    rest = list(meld.tiles)
    if called is not None:
        rest.remove(called)
    return _names(rest)


def _hand_events(hand: HandRecord) -> Iterator[dict[str, Any]]:
    play, written = hand.play, hand.written
    if play is None or written.label is None or written.start_scores is None:
        raise LogError(f"hand {hand.line}: the play of the hand is not known (a log writer "
                       "writes games read from a log)", code="unwritable_log")
    label = written.label
    yield {"type": "start_kyoku", "bakaze": label.round.letter, "dora_marker":
           mjai_name(play.dora[0]), "kyoku": label.number, "honba": label.honba,
           "kyotaku": written.sticks or 0, "oya": label.number - 1,
           "scores": list(written.start_scores),
           "tehais": [_names(tiles) for tiles in play.dealt]}
    doras = iter(play.dora[1:])
    pending = 0
    pons: dict[tuple[int, int], Meld] = {}
    for kind, seat, what in play.moves:
        if kind == "draw":
            assert isinstance(what, Tile)
            yield {"type": "tsumo", "actor": seat, "pai": mjai_name(what)}
            for _ in range(pending):  # the replacement draw of an open or added kan
                yield from _dora(doras)
            pending = 0
        elif kind in ("discard", "tsumogiri"):
            assert isinstance(what, Tile)
            yield {"type": "dahai", "actor": seat, "pai": mjai_name(what),
                   "tsumogiri": kind == "tsumogiri"}
        elif kind == "riichi":
            yield {"type": "reach", "actor": seat}
        elif kind == "stick":
            yield {"type": "reach_accepted", "actor": seat}
        elif kind == "call":
            assert isinstance(what, Meld) and what.source is not None
            name = {MeldKind.CHI: "chi", MeldKind.PON: "pon"}.get(what.kind, "daiminkan")
            yield {"type": name, "actor": seat, "target": target_of(seat, what.source),
                   "pai": mjai_name(what.called or what.first),
                   "consumed": _consumed(what, what.called)}
            if what.kind is MeldKind.PON:
                pons[(seat, what.first.kind)] = what
            elif what.kind is MeldKind.OPEN_KAN:
                pending += 1
        elif kind == "closed_kan":
            assert isinstance(what, Meld)
            for _ in range(pending):
                yield from _dora(doras)
            pending = 0
            yield {"type": "ankan", "actor": seat, "consumed": _names(what.tiles)}
            yield from _dora(doras)
        elif kind == "added_kan":
            assert isinstance(what, Tile)
            for _ in range(pending):
                yield from _dora(doras)
            pending = 0
            pon = pons[(seat, what.kind)]
            yield {"type": "kakan", "actor": seat, "pai": mjai_name(what),
                   "consumed": _names(pon.tiles)}
            pending += 1
        elif kind == "kita":
            assert isinstance(what, Tile)
            yield {"type": "nukidora", "actor": seat, "pai": mjai_name(what)}
    for _ in range(pending):
        yield from _dora(doras)
    yield from _results(hand)
    yield {"type": "end_kyoku"}


def _dora(doras: Iterator[Tile]) -> Iterator[dict[str, Any]]:
    tile = next(doras, None)
    if tile is not None:
        yield {"type": "dora", "dora_marker": mjai_name(tile)}


def _results(hand: HandRecord) -> Iterator[dict[str, Any]]:
    written = hand.written
    for event in hand.events:
        if isinstance(event, Win):
            assert event.hand is not None
            hora: dict[str, Any] = {"type": "hora", "actor": event.winner,
                                    "target": event.winner if event.discarder is None
                                    else event.discarder,
                                    "pai": mjai_name(event.hand.win_tile)}
            recorded = event.recorded
            if recorded is not None and recorded.deltas is not None:
                hora["deltas"] = list(recorded.deltas)
            hora["ura_markers"] = _names(list(event.ura))
            if recorded is not None:
                for key, value in (("fu", recorded.fu), ("fan", recorded.han),
                                   ("hora_points", recorded.value)):
                    if value is not None:
                        hora[key] = value
            yield hora
        elif isinstance(event, ExhaustiveDraw | AbortiveDraw):
            draw: dict[str, Any] = {"type": "ryukyoku"}
            if written.deltas is not None:
                sticks = {riichi.seat for riichi in hand.events
                          if isinstance(riichi, Riichi) and riichi.stick}
                draw["deltas"] = [change + (RIICHI_DEPOSIT if seat in sticks else 0)
                                  for seat, change in enumerate(written.deltas)]
            yield draw
