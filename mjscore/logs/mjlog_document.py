"""An mjlog document read into its game (:mod:`mjscore.logs.mjlog` reads its elements): whole,
from its text or bytes (:func:`read_mjlog`), or a hand at a time from its text in pieces
(:func:`stream_mjlog`), as ``mjscore replay`` reads a file.

A plain document (what Tenhou writes) is scanned (:func:`~mjscore.logs.mjlog_xml.scan_tags`);
any other is read by the XML parser, from the start, into the same reader
(:func:`_read_xml`), so that broken logs get the errors they always had.
"""

from __future__ import annotations

import datetime
import itertools
import os
from collections.abc import Iterable, Iterator

from ..base import Head, LogError, MjscoreError, UnsupportedLog
from ..game import GameRecord, HandRecord
from .lobbies import era_of, log_date
from .mjlog import _MOVE_TILES, Scanned, _Reader
from .mjlog_xml import Irregular, document_text, scan_tags, undated_era
from .reader import GameReader, GameStream

__all__ = ["MjlogReader", "read_mjlog", "read_mjlog_file", "stream_mjlog"]


def read_mjlog_file(path: str | os.PathLike[str]) -> GameRecord:
    """Read the mjlog file at ``path`` (plain or gzip-compressed XML, any file name); the
    game's id is the file name without its extensions (Tenhou names files by log id).

    Raises:
        LogError: for a broken log; UnsupportedLog: for a file that is no game mjscore
            plays; both name the file.
    """
    return MjlogReader.read_file(path)


def read_mjlog(data: bytes | str, *, game_id: str | None = None,
               partial: bool = False) -> GameRecord:
    """Read one game from the text or bytes of an mjlog (gzip-compressed bytes are
    recognised by their magic bytes).

    ``game_id`` is the game's id (Tenhou's log id, ``2022010102gm-00a9-0000-…``); the day it
    begins with chooses the rules of the era (:func:`rules_for_lobby`). Without a dated id
    the reader looks for a log id in the document itself (a comment quoting its address).

    With ``partial``, a log cut short (the XML stops, a hand has no result, the final scores
    are missing) is no error: the game has its complete hands, ``final`` None, and the
    ``truncated_log`` error saying where it stopped in :attr:`GameRecord.errors`.

    Raises:
        UnsupportedLog: ``unsupported_log`` for a file that is no mjlog, a three-player game
            or a lobby with rules of its own.
        LogError: ``truncated_log`` for a document or game cut short (unless ``partial``);
            ``invalid_log`` for broken XML or an unknown tag; ``invalid_tile`` and
            ``invalid_meld`` for ids and codes that are no tiles or melds; ``corrupt_gzip``
            for gzip data that is broken; every message names the hand and the tag.
    """
    text = document_text(data, partial)
    if "<mjloggm" not in text:
        start = text.lstrip()[:30]
        raise UnsupportedLog(f"not a Tenhou mjlog: no <mjloggm> element (it begins "
                             f"{start!r})", code="unsupported_log")
    played = log_date(game_id or "") or log_date(text[:2000])
    if played is not None:
        reader = _Reader(game_id, era_of(played), partial=partial)
        try:
            return reader.record(tuple(_scanned(reader, scan_tags(text, _MOVE_TILES))))
        except Irregular:
            pass  # (read as XML below, from the start)
    return _read_xml(text, game_id, played, partial)


def stream_mjlog(chunks: Iterable[str], *, game_id: str | None = None,
                 partial: bool = False, plays: bool = True) -> GameStream:
    """The game of a plain mjlog read a hand at a time from its text in pieces
    (:func:`~mjscore.logs.mjlog_xml.document_chunks`): each hand given as its result is
    read, then the game, as :func:`read_mjlog` reads it, without its hands. Without
    ``plays`` the hands have no :attr:`~mjscore.game.HandRecord.play` (the moves kept for
    the log writers) and no :attr:`~mjscore.game.ExhaustiveDraw.hands`: a replay that
    keeps no hand does without them.

    Raises (when the hands are read):
        Irregular: for a document that is not plain or has no date to tell its era:
            :func:`read_mjlog` reads it whole; otherwise the errors of :func:`read_mjlog`.
    """
    pieces = iter(chunks)
    head = ""
    while len(head) < 2000 and (piece := next(pieces, None)) is not None:
        head += piece
    played = log_date(game_id or "") or log_date(head[:2000])
    if played is None:
        raise Irregular
    reader = _Reader(game_id, era_of(played), partial=partial, plays=plays)
    tags = scan_tags(itertools.chain((head,), pieces), _MOVE_TILES)
    return GameStream(_scanned(reader, tags), lambda: reader.record(()))


def _scanned(reader: _Reader, tags: Iterator[Scanned]) -> Iterator[HandRecord]:
    """The hands of a scanned document; a game error met stands if the rest of the
    document scans too (else :class:`Irregular`: the XML parser reads it)."""
    try:
        yield from reader.hands(tags)
    except Irregular:
        raise
    except MjscoreError:
        for _ in tags:  # (Irregular, from the rest of the document, is raised)
            pass
        raise


def _read_xml(text: str, game_id: str | None, played: datetime.date | None,
              partial: bool) -> GameRecord:
    """The game of an mjlog read by the XML parser: any document the tag scanner
    (:func:`_tags`) does not take, and the errors of broken XML."""
    # The XML parser (and mjlog_cut, which uses it) only for a document that is not plain:
    # a replay of Tenhou's own logs never loads it (start-up time: ~4 ms of imports).
    import xml.etree.ElementTree as ET

    from .mjlog_cut import complete_elements  # (start-up time: it imports the XML parser)

    cut = None
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        line, column = err.position
        if err.code not in (3, 5):  # no element found, unclosed token: the end is missing
            raise LogError(f"broken XML at line {line}, column {column}: {err}",
                           code="invalid_log") from None
        cut = f"the XML stops before its end (line {line}, column {column})"
        complete = complete_elements(text) if partial else None
        if complete is None:
            raise LogError(cut, code="truncated_log") from None
        root = complete
    if root.tag != "mjloggm":
        raise UnsupportedLog(f"not a Tenhou mjlog: the root element is <{root.tag}>",
                             code="unsupported_log")
    era = era_of(played) if played else undated_era(root)
    reader = _Reader(game_id, era, partial=partial, cut=cut)
    return reader.record(tuple(reader.hands(iter(root))))


class MjlogReader(GameReader):
    """The ``mjlog`` input format (:mod:`mjscore.base.readers`): a document that starts with XML."""

    name = "mjlog"

    @classmethod
    def detect(cls, head: Head) -> bool:
        """XML: an mjlog, or a file that claims to be one and is told apart when read."""
        return head.line.startswith(b"<")

    @staticmethod
    def read_game(data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjlog(data, game_id=game_id)

    @classmethod
    def read_partial(cls, data: bytes, *, game_id: str | None = None) -> GameRecord:
        return read_mjlog(data, game_id=game_id, partial=True)
