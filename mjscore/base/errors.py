"""The one exception family that mjscore raises on purpose.

Every error carries a stable snake_case ``code`` (listed in ``docs/errors.md``) so that JSON
output, batch records and scripts can branch on it without parsing messages. ``str(error)``
is always one line; :meth:`ParseError.pointer` adds the caret line for people.
"""

from __future__ import annotations


class MjscoreError(Exception):
    """Base class for every error mjscore raises on purpose."""

    code: str = "error"
    """Stable snake_case identifier of the problem."""

    usage: bool = False
    """True when the input itself is malformed (the CLI exits 2), False when well-formed
    input cannot be scored (the CLI exits 1)."""

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        """The one-line message, without the code."""
        return str(self.args[0]) if self.args else ""


class ParseError(MjscoreError, ValueError):
    """Notation that cannot be read.

    ``column`` is 1-based and points at the offending character of ``text``.
    """

    code = "parse_error"
    usage = True

    def __init__(self, reason: str, text: str, column: int, *, code: str) -> None:
        super().__init__(f"{reason} at column {column}: {text!r}", code=code)
        self.reason = reason
        self.text = text
        self.column = column

    def pointer(self) -> str:
        """The input and a caret under the offending character, on two lines; a wide
        character (kanji, full width) before it takes two columns of a terminal.

        >>> print(ParseError("unexpected character 'x'", "東東x", 3, code="x").pointer())
        東東x
            ^
        """
        import unicodedata

        pad = sum(2 if unicodedata.east_asian_width(char) in "WF" else 1
                  for char in self.text[:self.column - 1])
        return f"{self.text}\n{' ' * pad}^"


class InvalidHand(MjscoreError, ValueError):
    """Tiles that read fine but cannot form a hand (count, copies, red fives)."""

    code = "invalid_hand"
    usage = True


class InvalidSituation(MjscoreError, ValueError):
    """A win situation that cannot happen (haitei on a ron, ippatsu without riichi, …)."""

    code = "invalid_situation"


class RulesError(MjscoreError, ValueError):
    """An unknown preset, an unknown rule field or a value a field cannot take."""

    code = "invalid_rules"
    usage = True


class NotAWinningHand(MjscoreError):
    """The tiles do not form four sets and a pair, seven pairs or thirteen orphans."""

    code = "not_a_winning_hand"


class NoYaku(MjscoreError):
    """The hand is complete but has no yaku: dora alone do not make a win."""

    code = "no_yaku"


class RecordError(MjscoreError):
    """A record that cannot be read: bad JSON, an unknown key, a bad option, a bad claim."""

    code = "invalid_record"


class InvalidClaim(RecordError):
    """A claim (``expect``) that is not one of the forms ``docs/batch.md`` lists."""

    code = "invalid_claim"


class UnknownYaku(MjscoreError, ValueError):
    """A name that is no yaku's (``mjscore yaku NAME``); the message gives the nearest."""

    code = "unknown_yaku"
    usage = True


class BatchError(MjscoreError):
    """A bad argument to the batch run itself (not to one record)."""

    code = "invalid_batch_option"
    usage = True


class GameError(MjscoreError):
    """An event of a game that cannot happen under its rules: a ron from oneself, a riichi
    without the points, a hand after the end. The ledger reports it and plays on.

    ``line`` and ``label`` say where: the hand's line in its source and its label (``S4-2``).
    """

    code = "game_error"

    def __init__(self, message: str, *, code: str | None = None, line: int | None = None,
                 label: str | None = None) -> None:
        super().__init__(message, code=code)
        self.line = line
        self.label = label


class LogError(MjscoreError):
    """A game log that cannot be read: broken XML or JSON, an unknown tag, an impossible tile
    or meld, a game that stops before its end. The message names the place (hand, tag)."""

    code = "invalid_log"


class UnsupportedLog(MjscoreError):
    """A file that is no game mjscore plays: a three-player game, a lobby with rules of its
    own (chips, ratio, custom rules), or no game log at all. The message gives the reason."""

    code = "unsupported_log"


class SheetError(MjscoreError):
    """A line of a game's score sheet that cannot be read, or an event it writes that cannot
    happen (a ron from oneself, a tsumo and a draw in one hand).

    ``line`` and ``column`` (both 1-based) locate the problem where they are known;
    ``reason`` is the message without the location. Errors of the notation, claims, labels
    and rules found on a sheet keep their own codes.
    """

    code = "bad_sheet_line"

    def __init__(self, reason: str, *, code: str | None = None, line: int | None = None,
                 column: int | None = None, source: str | None = None) -> None:
        where = ", ".join(part for part in (
            source, f"line {line}" if line is not None else None,
            f"column {column}" if column is not None else None) if part)
        super().__init__(f"{where}: {reason}" if where else reason, code=code)
        self.reason = reason
        self.line = line
        self.column = column
        self.source = source

    def at(self, *, line: int | None = None, column: int | None = None,
           source: str | None = None) -> SheetError:
        """The same error placed at a line (and column, and source file), where not yet
        placed."""
        error = SheetError(self.reason, code=self.code,
                           line=self.line if self.line is not None else line,
                           column=self.column if self.column is not None else column,
                           source=self.source if self.source is not None else source)
        error.__cause__ = self.__cause__
        return error
