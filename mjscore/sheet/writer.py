"""Score sheets written: a game as the text a scorer would write, one line a hand, which
:func:`~mjscore.sheet.read_sheet` reads back to the same events.

>>> from mjscore.game import HandRecord, Riichi
>>> names = ("Aki", "Ben", "Chie", "Dai")
>>> format_hand_line(HandRecord((Riichi(0, stick=False), Riichi(2))), names)
'riichi Aki ronned Chie'
"""

from __future__ import annotations

from dataclasses import replace

from ..base import MjscoreError
from ..game import (
    WIN_FLAGS,
    AbortiveDraw,
    AbortKind,
    Adjustment,
    Chombo,
    Event,
    ExhaustiveDraw,
    GameRecord,
    HandRecord,
    MinorFoul,
    Riichi,
    Win,
)
from ..hand import format_hand
from ..rules import PRESETS, Rules, diff_rules, override_words, with_overrides
from ..scoring import Claim
from .events import is_hand_word, read_claim
from .words import WIN_WORDS, fold, format_word, plain, quote, tokens


def write_sheet(game: GameRecord) -> str:
    """A game as a text sheet that :func:`read_sheet` reads back to the same events.

    What a sheet does not hold is left out: a win's recorded values from a log
    (:class:`~mjscore.game.RecordedWin`) and the written start scores, deltas and sticks;
    the label and the end scores are kept. Sheets of several games are these texts one
    after the other.
    """
    # players: first, so that the sheets of several games can follow one another whatever
    # they hold (a game: line after a game without hands would belong to that game)
    players = names_apart(game.players)
    lines = ["players: " + " ".join(format_word(name) for name in players)]
    if game.id is not None:
        lines.append(f"game: {format_word(game.id)}")
    lines.append(f"rules: {format_rules(game.rules)}")
    if game.claims:
        lines.append(f"claims: {game.claims.replace('_', ' ')}")
    lines.extend(format_hand_line(hand, players) for hand in game.hands)
    if game.final is not None:
        if game.final.scores is not None:
            lines.append("final: " + " ".join(str(score) for score in game.final.scores))
        if game.final.points is not None:
            lines.append("points: " + " ".join(f"{point:+}" for point in game.final.points))
    return "\n".join(lines) + "\n"


def names_apart(players: tuple[str, ...]) -> tuple[str, ...]:
    """The players' names, each one that repeats an earlier name (as a sheet compares them)
    followed by its seat wind in the first hand: a sheet refuses two players of one name,
    and game logs can seat two (``TPlayer1``, ``TPlayer1 (W)``).

    >>> names_apart(("A", "B", "a", "D"))
    ('A', 'B', 'a (W)', 'D')
    """
    seen: set[str] = set()
    names = []
    for seat, name in enumerate(players):
        written = f"{name} ({'ESWN'[seat]})" if fold(name) in seen else name
        seen.add(fold(written))
        names.append(written)
    return tuple(names)


def format_rules(rules: Rules) -> str:
    """Rules as a ``rules:`` line gives them: a preset, then the fields that differ from it
    (and ``name=`` for a rule set of its own name).

    >>> from mjscore.rules import find_rules
    >>> format_rules(with_overrides(find_rules("classic"), {"open_tanyao": True}))
    'classic open_tanyao=true'
    """
    if PRESETS.get(rules.name) == rules:
        return rules.name
    root = rules.name.split("+", 1)[0]
    base = PRESETS.get(root) or min(PRESETS.values(),
                                    key=lambda preset: len(override_words(preset, rules)))
    words = [base.name, *override_words(base, rules)]
    if with_overrides(base, {difference.field: difference.right
                                   for difference in diff_rules(base, rules)}) != rules:
        words.append(f"name={format_word(rules.name)}")
    return " ".join(words)



def format_hand_line(record: HandRecord, names: tuple[str, ...]) -> str:
    """A hand as one line of the sheet: label, events, ``= scores`` (what :func:`read_line`
    reads back; a win's recorded log values and the written start scores are left out)."""
    parts: list[str] = []
    events = list(record.events)
    index = 0
    while index < len(events):
        event = events[index]
        if isinstance(event, Riichi):
            group = [event]
            while (index + len(group) < len(events)
                   and isinstance(nxt := events[index + len(group)], Riichi)
                   and nxt.double == event.double):
                group.append(nxt)
            index += len(group)
            parts.append(_format_riichi(group, names))
            continue
        parts.append(format_event(event, names))
        index += 1
    text = " ; ".join(parts)
    label = record.written.label
    if label is not None:
        text = f"{label} {text}" if text else str(label)
    scores = record.written.end_scores
    if scores is not None:
        text += " = " + " ".join(str(score) for score in scores)
    return text


def _format_riichi(group: list[Riichi], names: tuple[str, ...]) -> str:
    words = ["double-riichi" if group[0].double else "riichi"]
    for riichi in group:
        words.append(format_word(names[riichi.seat]))
        if not riichi.stick:
            words.append("ronned")
    return " ".join(words)


def format_event(event: Event, names: tuple[str, ...]) -> str:
    """One event in the grammar of a hand line, its players named by ``names``, one a seat (a
    draw where every seat is tenpai is ``tenpai all``)."""
    def name(seat: int) -> str:
        return format_word(names[seat])

    def reason(text: str) -> str:
        return f" {quote(plain(text))}" if text else ""

    if isinstance(event, Riichi):
        return _format_riichi([event], names)
    if isinstance(event, Win):
        return _format_win(event, names)
    if isinstance(event, ExhaustiveDraw):
        words = ["draw"]
        if len(event.tenpai) == len(names):
            words.append("tenpai all")
        elif event.tenpai:
            words.extend(["tenpai", *(name(seat) for seat in sorted(event.tenpai))])
        else:
            words.append("noten")
        if event.nagashi:
            words.extend(["nagashi", *(name(seat) for seat in sorted(event.nagashi))])
        return " ".join(words)
    if isinstance(event, AbortiveDraw):
        word = _ABORT_WORDS[event.kind]
        return word if event.seat is None else f"{word} {name(event.seat)}"
    if isinstance(event, Chombo):
        return f"chombo {name(event.seat)}{reason(event.reason)}"
    if isinstance(event, MinorFoul):
        return f"foul {name(event.seat)} {event.penalty.value}{reason(event.reason)}"
    if isinstance(event, Adjustment):
        deltas = " ".join(f"{delta:+d}" if delta else "0" for delta in event.deltas)
        return f"adjust {deltas}{reason(event.reason)}"
    return f"end{reason(event.reason)}"


_ABORT_WORDS = {AbortKind.NINE_TERMINALS: "kyuushu", AbortKind.FOUR_WINDS: "suufon",
                AbortKind.FOUR_RIICHI: "suucha", AbortKind.FOUR_KANS: "suukaikan",
                AbortKind.THREE_RONS: "sanchahou"}


def _format_win(win: Win, names: tuple[str, ...]) -> str:
    words = ["tsumo" if win.tsumo else "ron", format_word(names[win.winner])]
    if win.discarder is not None:
        words += ["from", format_word(names[win.discarder])]
    if win.claim is not None:
        words.append(format_claim(win.claim))
    if win.hand is not None:
        words.append(quote(format_hand(win.hand)))
    words.extend(flag for flag in WIN_FLAGS if flag in win.flags)
    for what, tiles in (("dora", win.dora), ("ura", win.ura)):
        if tiles:
            words += [what, ",".join(str(tile) for tile in tiles)]
    for what, count in (("dora", win.dora_count), ("ura", win.ura_count),
                        ("aka", win.aka_count)):
        if count:
            words += [what, str(count)]
    if win.pao is not None:
        words += ["pao", format_word(names[win.pao])]
    if win.kita:
        words += ["kita", str(win.kita)]
    return " ".join(words)


def format_claim(claim: Claim) -> str:
    """A claim as written, when it reads back the same in a line; else in canonical form."""
    text = plain(claim.text).strip()
    words = tokens(text)
    if (text and not any(char in '"＂「」;；#＃=＝' for char in text)
            and all(word.key not in WIN_WORDS and not is_hand_word(word)
                    and not word.text.startswith("--") for word in words)):
        try:
            if replace(read_claim(text), text=claim.text) == claim:
                return text
        except MjscoreError:
            pass
    return canonical_claim(claim)


def canonical_claim(claim: Claim) -> str:
    """A claim's parts in one canonical spelling: ``3h30f mangan 2000/4000``."""
    parts = []
    if claim.han is not None and claim.fu is not None:
        parts.append(f"{claim.han}h{claim.fu}f")
    if claim.limit is not None:
        limit = claim.limit
        if limit == "yakuman" and claim.yakuman > 1:
            limit = f"{claim.yakuman}x yakuman"
        parts.append(limit.replace("_", " "))
    if claim.value is not None:
        parts.append(str(claim.value))
    elif claim.each is not None:
        parts.append(f"{claim.each} all")
    elif claim.non_dealer is not None:
        parts.append(f"{claim.non_dealer}/{claim.dealer}")
    return " ".join(parts)
