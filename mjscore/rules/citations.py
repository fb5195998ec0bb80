"""A citation: the document a rule value comes from, and its words.

A preset's value of a rule field cites a :class:`Document` (the organisation's own rule
text, somebody else's account of it, or the server's game logs) and a short quote; where the
sources reached are silent, the :class:`Citation` has no document and its quote gives the
reason for the value chosen. :mod:`mjscore.rules.preset_sources` holds every preset's
citations, :mod:`mjscore.rules.sources` looks them up and writes the tables of ``docs/rules.md``.

>>> rulebook = Document("S", "the house rulebook", "seeds/000_2afa90f8674d316d.txt",
...                     "as shipped with RULES.md", PRIMARY)
>>> Citation(rulebook, "第１条 1: 赤牌三枚").as_text()
'“第１条 1: 赤牌三枚” (seeds/000_2afa90f8674d316d.txt)'
>>> Citation(None, "the usual rule is kept.").as_text()
'not stated: the usual rule is kept.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

PRIMARY: Final = "primary"
"""The organisation's own rule text (or a copy of it)."""
SECONDARY: Final = "secondary"
"""Somebody else's account of the rules: a summary, a wiki, a program's configuration."""
LOG: Final = "log"
"""Game records of the server whose rules the preset follows."""


@dataclass(frozen=True, slots=True)
class Document:
    """A source cited by a preset."""

    key: str
    """Its short name in the preset's list of documents (``E``, ``MI``)."""
    title: str
    url: str
    """Where it was read: a web address, or a path for the files mjscore ships or tests."""
    edition: str
    """The edition or date of the text read."""
    kind: str
    """:data:`PRIMARY`, :data:`SECONDARY` or :data:`LOG`."""


@dataclass(frozen=True, slots=True)
class Citation:
    """Why one field of one preset has its value."""

    document: Document | None
    """The source; None when the sources reached do not state the rule."""
    quote: str
    """The source's words (short, verbatim); for "not stated", the reason for the value."""

    @property
    def stated(self) -> bool:
        """A source states the value."""
        return self.document is not None

    def as_record(self) -> dict[str, Any]:
        """JSON-ready."""
        if self.document is None:
            return {"stated": False, "reason": self.quote}
        return {"stated": True, "document": self.document.title, "url": self.document.url,
                "edition": self.document.edition, "kind": self.document.kind,
                "quote": self.quote}

    def as_text(self) -> str:
        """One line: the quote and where it is, or "not stated" and why."""
        if self.document is None:
            return f"not stated: {self.quote}"
        if self.document.kind == LOG:
            return f"the logs show: {self.quote} ({self.document.url}, log)"
        kind = "" if self.document.kind == PRIMARY else f", {self.document.kind}"
        return f"\u201c{self.quote}\u201d ({self.document.url}{kind})"


@dataclass(frozen=True, slots=True)
class PresetSources:
    """A preset's documents and one citation per rule field."""

    preset: str
    edition: str
    """Which edition of which rule text the preset follows, in a sentence."""
    documents: tuple[Document, ...]
    citations: Mapping[str, Citation]
