"""The JSON API of ``mjscore serve`` (``docs/serve.md``): each endpoint parses its request,
calls the library and answers with the records of the command line's ``--json``, and with
the words of the page's views beside them.

An endpoint is a function of the request's JSON body (a dict) that returns the answer's
dict or raises :class:`~mjscore.base.MjscoreError`; :func:`answer` turns either into a
status and a JSON body. Nothing here keeps anything between requests: a game's lines come
with each request and are played through a new :class:`~mjscore.sheet.SheetSession`.

>>> status, body = answer("/api/score", {"hand": "234m567p8s+8s [4-56s] [777z]",
...                                      "tsumo": True, "seat": "S", "dora": ["3m"]})
>>> status, body["han"], body["fu"], body["total"], body["view"]["summary"]
(200, 2, 30, 2000, 'South tsumo: 2 han 30 fu — 500 / 1,000')
>>> answer("/api/score", {"hand": "234m"})[1]["error"]["code"]
'wrong_tile_count'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..base import MjscoreError, ParseError
from ..formatting import (
    discards_view,
    error_data,
    game_view,
    presets_view,
    result_block,
    result_record,
    score_data,
    score_view,
    waits_view,
)
from ..rules import DEFAULT_RULES, rules_over
from ..scoring import score
from ..sheet import GameFinished, HandPlayed, LineError, SheetSession
from ..waiting import tenpai_discards, waits

LANGS = ("en", "ja")
"""The languages of the views."""

MAX_LINES = 400
"""The most lines a game request may send (a long hanchan has about 30)."""


class RequestError(MjscoreError):
    """A request the API cannot take: its HTTP status goes with its code."""

    def __init__(self, message: str, *, code: str, status: int) -> None:
        super().__init__(message, code=code)
        self.status = status


def _lang(body: dict[str, Any]) -> str:
    lang = body.pop("lang", "en")
    if lang not in LANGS:
        raise RequestError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}",
                           code="invalid_value", status=400)
    return str(lang)


def _hand(body: dict[str, Any]) -> str:
    hand = body.pop("hand", None)
    if not isinstance(hand, str):
        raise RequestError("the record needs a hand (notation text)", code="missing_hand",
                           status=400)
    return hand


def score_endpoint(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/score``: a batch record (hand, situation keys, rules) scored."""
    lang = _lang(body)
    hand = _hand(body)
    rules = rules_over(DEFAULT_RULES, body.pop("rules", None))
    result = score(hand, rules=rules, **body)
    return {**score_data(result), "view": score_view(result, lang)}


def waits_endpoint(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/waits``: what a 13-tile hand waits on (``mjscore waits --json``)."""
    lang = _lang(body)
    hand = _hand(body)
    rules = rules_over(DEFAULT_RULES, body.pop("rules", None))
    result = waits(hand, rules=rules, **body)
    return {**result.as_record(), "view": waits_view(result, lang)}


def discards_endpoint(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/discards``: the discard view of a 14-tile hand (何切る): every discard with
    the shanten after it and its acceptance, the tenpai ones with their waits, at 1 shanten
    the tenpai reached; the record of ``mjscore waits --json`` on 14 tiles, from the same
    call (:func:`~mjscore.waiting.tenpai_discards` with values, as ``analyse`` makes it)."""
    lang = _lang(body)
    hand = _hand(body)
    rules = rules_over(DEFAULT_RULES, body.pop("rules", None))
    result = tenpai_discards(hand, rules=rules, values=True, **body)
    return {**result.as_record(), "view": discards_view(result, lang)}


def game_endpoint(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/game``: a game's sheet lines so far, played through a live session: each
    hand's record (``mjscore game --json``), each line that could not be read, the state
    of the table now, and with ``"end": true`` (or when the game is over) the result."""
    lang = _lang(body)
    lines = body.pop("lines", None)
    end = body.pop("end", False)
    if body:
        raise RequestError(f"unknown key {sorted(body)[0]!r}; valid keys: lines, end, lang",
                           code="unknown_key", status=400)
    if (not isinstance(lines, list) or not all(isinstance(line, str) for line in lines)
            or any("\n" in line or "\r" in line for line in lines)):
        raise RequestError("lines must be a list of sheet lines (strings without line "
                           "breaks)", code="invalid_value", status=400)
    if len(lines) > MAX_LINES:
        raise RequestError(f"at most {MAX_LINES} lines", code="too_many_lines", status=413)
    if not isinstance(end, bool):
        raise RequestError("end must be true or false", code="invalid_value", status=400)
    session = SheetSession(source="page", format="text")
    hands: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    for line in lines:
        for reply in session.feed(line):
            _take(reply, hands, errors, lang)
    current = session.reader.current
    players = list(current.players) if current is not None else []
    table = session.state
    answer: dict[str, Any] = {"players": players, "hands": hands, "errors": errors,
                              "state": None, "result": None}
    if table is not None:
        answer["state"] = {**table.as_record(), "dealer": table.dealer}
    elif players:
        answer["state"] = _start(session)  # the table before its first hand
    if end or (table is not None and table.ended):
        for reply in session.close():
            if isinstance(reply, GameFinished):
                report = reply.report
                answer["result"] = {**result_record("page", report),
                                    "text": result_block(report, lang)}
            else:
                _take(reply, hands, errors, lang)
    return answer


def _start(session: SheetSession) -> dict[str, Any]:
    from ..game import GameState  # (start-up time: only a game before its first hand)

    state = GameState.start(session.rules())
    return {**state.as_record(), "dealer": state.dealer}


def _take(reply: Any, hands: list[dict[str, Any]], errors: list[dict[str, Any]],
          lang: str) -> None:
    if isinstance(reply, HandPlayed):
        record = {**reply.outcome.as_record(),
                  "view": game_view(reply.outcome, reply.players, lang)}
        hands.append(record)
    elif isinstance(reply, LineError):
        error = reply.error
        errors.append({"line": getattr(error, "line", None),
                       **error_data(error.code, error.message)})


def presets_endpoint(body: dict[str, Any]) -> dict[str, Any]:
    """``GET /api/presets``: the rule presets (``mjscore rules --json``), each with what the
    page's editor needs of its table: ``seats``, ``kita``, ``chi`` and the ``tiles`` in
    play."""
    del body
    return {"presets": presets_view()}


ENDPOINTS: dict[str, tuple[str, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    "/api/score": ("POST", score_endpoint),
    "/api/waits": ("POST", waits_endpoint),
    "/api/discards": ("POST", discards_endpoint),
    "/api/game": ("POST", game_endpoint),
    "/api/presets": ("GET", presets_endpoint),
}
"""Each endpoint's path, its method and its function."""


def answer(path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """The status and JSON body of one API request to ``path`` (its method already
    checked): 200 and the endpoint's answer, or an error: 400 for input that cannot be
    read (as the command line exits 2), 422 for input read but not scorable (exit 1), or
    the status of a :class:`RequestError`."""
    _, endpoint = ENDPOINTS[path]
    try:
        return 200, endpoint(dict(body))
    except RequestError as err:
        return err.status, error_data(err.code, err.message)
    except MjscoreError as err:
        column = err.column if isinstance(err, ParseError) else None
        return (400 if err.usage else 422), error_data(err.code, err.message, column)
