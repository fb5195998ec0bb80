"""Small games for the ledger tests, written with the events of ``mjscore.game.events``."""

from __future__ import annotations

from dataclasses import replace

from mjscore.game import (
    AbortiveDraw,
    AbortKind,
    Event,
    ExhaustiveDraw,
    GameState,
    HandLabel,
    HandOutcome,
    HandRecord,
    Scores,
    Win,
    Written,
    play_hand,
)
from mjscore.hand import parse_hand
from mjscore.rules import CLASSIC, TENHOU, Rules, with_overrides
from mjscore.scoring import parse_claim

PRESETS = {"tenhou": TENHOU, "classic": CLASSIC}


def rules(base: Rules | str = TENHOU, **overrides: object) -> Rules:
    """A preset with some fields changed."""
    preset = PRESETS[base] if isinstance(base, str) else base
    return with_overrides(preset, overrides)


def ron(winner: int, discarder: int, claim: str, **fields: object) -> Win:
    """A ron paid from its claim."""
    return Win(winner, discarder, claim=parse_claim(claim), **fields)  # type: ignore[arg-type]


def tsumo(winner: int, claim: str, **fields: object) -> Win:
    """A tsumo paid from its claim."""
    return Win(winner, None, claim=parse_claim(claim), **fields)  # type: ignore[arg-type]


def scored(winner: int, discarder: int | None, hand: str, **fields: object) -> Win:
    """A win given by its hand in notation."""
    return Win(winner, discarder, hand=parse_hand(hand), **fields)  # type: ignore[arg-type]


def draw(*tenpai: int, nagashi: tuple[int, ...] = ()) -> ExhaustiveDraw:
    """An exhaustive draw with these players tenpai."""
    return ExhaustiveDraw(frozenset(tenpai), frozenset(nagashi))


def abort(kind: AbortKind = AbortKind.NINE_TERMINALS) -> AbortiveDraw:
    """An abortive draw."""
    return AbortiveDraw(kind)


def hand(*events: Event, line: int | None = None, written: Written | None = None
         ) -> HandRecord:
    """One hand of these events."""
    return HandRecord(tuple(events), written or Written(), line)


def play(game_rules: Rules, *hands: HandRecord | tuple[Event, ...],
         scores: Scores | None = None, label: str | None = None) -> list[HandOutcome]:
    """Play the hands in order from the start (or from ``scores`` at ``label``), keeping
    every outcome."""
    state = GameState.start(game_rules, scores)
    if label is not None:
        state = replace(state, label=HandLabel.parse(label))
    outcomes = []
    for number, given in enumerate(hands, 1):
        record = HandRecord(given, line=number) if isinstance(given, tuple) else given
        outcome = play_hand(state, record)
        outcomes.append(outcome)
        state = outcome.after
    return outcomes


def final(game_rules: Rules, *hands: HandRecord | tuple[Event, ...],
          scores: Scores | None = None, label: str | None = None) -> GameState:
    """The state after the hands."""
    outcomes = play(game_rules, *hands, scores=scores, label=label)
    return outcomes[-1].after if outcomes else GameState.start(game_rules, scores)


def labels(outcomes: list[HandOutcome]) -> list[str]:
    """The label of each hand played, then the next one (or the last, once ended)."""
    return [str(outcome.before.label) for outcome in outcomes] + [str(outcomes[-1].after.label)]


def codes(outcomes: list[HandOutcome]) -> list[str]:
    """Every problem's code."""
    return [problem.code for outcome in outcomes for problem in outcome.problems]
