"""Where logs come from: loose files, directories, standard input, and archives read as
directories are (``docs/replay.md``).

:func:`log_sources` turns the paths given to ``mjscore replay`` into one :class:`LogSource`
a file to answer, in order:

- a directory is walked recursively in name order, its files before its directories; a
  linked directory is followed once (a link to a directory walked already, a loop or a
  second way in, is answered ``skipped``, code ``directory_loop``); a directory that cannot
  be listed is answered ``error`` (``unreadable_directory``);
- a FIFO, socket or device is never opened: it is answered ``skipped`` (``special_file``);
- ``-`` is standard input, read up to :data:`MAX_LOG_BYTES` and one byte more;
- an archive, told by its content (never its name), is read member by member: a zip file,
  a tar file (plain, gzip or bz2 compressed), a SQLite database of the phoenix-logs layout
  (:func:`sqlite_sources`); each member is named ``ARCHIVE/MEMBER`` and capped at
  :data:`MAX_LOG_BYTES` decompressed.

gzip and bz2 data are decompressed by :func:`inflate`, which never makes more than its limit
and one byte: a decompression bomb costs at most that much memory.
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

# (start-up time: bz2, zipfile, tarfile and sqlite3 load where bz2 data or an archive is
# met: a replay of loose mjlogs, plain or gzip, needs none of them; sqlite3 alone was a
# twentieth of a replay's imports)

MAX_LOG_BYTES = 64 * 1024 * 1024
"""The largest log read, from a file, standard input or an archive's member, after
decompression (a whole hanchan is about 20 KB of XML)."""

GZIP_MAGIC = b"\x1f\x8b"
BZ2_MAGIC = b"BZh"
ZIP_MAGICS = (b"PK\x03\x04", b"PK\x05\x06")
SQLITE_MAGIC = b"SQLite format 3\x00"
_TAR_MAGIC_AT = 257
_HEAD = 1024


@dataclass(frozen=True, slots=True)
class Inflated:
    """Compressed data as far as it was decompressed: the bytes, and what went wrong
    (``None``; ``too_large`` past the limit; ``truncated``, the data stops before its end,
    ``data`` then holding what came before; ``corrupt``, with ``detail``)."""

    data: bytes
    problem: str | None = None
    detail: str = ""


def inflate(data: bytes, limit: int | None = None) -> Inflated:
    """gzip or bz2 ``data`` (told by its magic bytes; several streams one after another are
    read as one) decompressed, never to more than ``limit`` bytes (by default
    :data:`MAX_LOG_BYTES`) and one."""
    limit = MAX_LOG_BYTES if limit is None else limit
    gzip = data.startswith(GZIP_MAGIC)
    if not gzip:
        import bz2
    parts: list[bytes] = []
    size = 0
    rest = data
    while rest:
        decompressor: Any = zlib.decompressobj(wbits=31) if gzip else bz2.BZ2Decompressor()
        try:
            out = decompressor.decompress(rest, limit + 1 - size)
        except (zlib.error, OSError, EOFError) as err:
            return Inflated(b"".join(parts), "corrupt", str(err))
        parts.append(out)
        size += len(out)
        if size > limit:
            return Inflated(b"", "too_large")
        if not decompressor.eof:
            return Inflated(b"".join(parts), "truncated")
        rest = decompressor.unused_data
        if rest and not rest.startswith(GZIP_MAGIC if gzip else BZ2_MAGIC):
            break  # trailing bytes after the last stream, as gzip itself ignores them
    return Inflated(b"".join(parts))


def _head_inflated(head: bytes, stream: BinaryIO | None = None) -> bytes:
    """The first bytes of compressed data, decompressed from ``head`` and as much more of
    ``stream`` as it takes (a bz2 block is up to 900 KB: at most 2 MiB are read)."""
    if head.startswith(GZIP_MAGIC):
        decompressor: Any = zlib.decompressobj(wbits=31)
    else:
        import bz2

        decompressor = bz2.BZ2Decompressor()
    out = b""
    chunk, read = head, len(head)
    try:
        while True:
            out += bytes(decompressor.decompress(chunk, _HEAD - len(out)))
            if len(out) >= _TAR_MAGIC_AT + 5 or decompressor.eof or stream is None \
                    or read > 2 << 20:
                return out
            chunk = stream.read(1 << 16)
            read += len(chunk)
            if not chunk:
                return out
    except (zlib.error, OSError, EOFError):
        return out


def _is_tar(head: bytes) -> bool:
    return head[_TAR_MAGIC_AT:_TAR_MAGIC_AT + 5] == b"ustar"


def archive_kind(head: bytes, stream: BinaryIO | None = None) -> str | None:
    """The archive the first bytes of a file show (``zip``, ``tar``, ``tar.gz``,
    ``tar.bz2``, ``sqlite``), or None for a file read as one log (a gzip or bz2 log
    included); ``stream``, the rest of the file, is read on where a compressed head needs
    more to tell."""
    if head.startswith(ZIP_MAGICS):
        return "zip"
    if head.startswith(SQLITE_MAGIC):
        return "sqlite"
    if _is_tar(head):
        return "tar"
    if head.startswith((GZIP_MAGIC, BZ2_MAGIC)) and _is_tar(_head_inflated(head, stream)):
        return "tar.gz" if head.startswith(GZIP_MAGIC) else "tar.bz2"
    return None


@dataclass(frozen=True, slots=True)
class LogSource:
    """One file to answer: its name, and its bytes when they were read already (an
    archive's member, standard input), or why it is not read (``status`` ``skipped`` or
    ``error`` with ``code`` and ``reason``)."""

    name: str
    data: bytes | None = None
    game_id: str | None = None
    """The game's id when the source names it (a SQLite row's ``log_id``)."""
    status: str | None = None
    code: str | None = None
    reason: str | None = None


def read_bounded(stream: BinaryIO, limit: int | None = None) -> bytes:
    """At most ``limit`` bytes (by default :data:`MAX_LOG_BYTES`) and one from ``stream``
    (the one more tells a larger input)."""
    limit = MAX_LOG_BYTES if limit is None else limit
    chunks = []
    size = 0
    while size <= limit:
        chunk = stream.read(min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def log_sources(paths: Iterable[str], *, read_stdin: Callable[[int], bytes] | None = None
                ) -> Iterator[LogSource]:
    """Every file of ``paths`` to answer, in order (see the module's description);
    ``read_stdin(n)`` reads up to ``n`` bytes of standard input for ``-``."""
    for path in paths:
        if path == "-":
            yield LogSource("-", read_stdin(MAX_LOG_BYTES + 1) if read_stdin else b"")
        elif os.path.isdir(path):
            yield from _walk(path, set())
        else:
            yield from _file(path)


def _walk(path: str, walking: set[tuple[int, int]]) -> Iterator[LogSource]:
    """The sources of the directory at ``path``; ``walking`` holds (device, inode) of every
    directory of this walk so far, this one added."""
    try:
        info = os.stat(path)
        with os.scandir(path) as listing:
            entries = sorted(listing, key=lambda entry: entry.name)
    except OSError as err:
        yield LogSource(path, status="error", code="unreadable_directory",
                        reason=f"cannot list the directory: {err.strerror or err}")
        return
    walking.add((info.st_dev, info.st_ino))
    directories = []
    for entry in entries:  # a directory's files first, then its directories (as os.walk)
        try:
            is_dir = entry.is_dir()
        except OSError:
            is_dir = False
        if is_dir:
            directories.append(entry)
        else:
            yield from _file(entry.path)
    for entry in directories:
        try:
            inner = entry.stat()
        except OSError as err:
            yield LogSource(entry.path, status="error", code="unreadable_directory",
                            reason=f"cannot list the directory: {err.strerror or err}")
            continue
        if (inner.st_dev, inner.st_ino) in walking:
            yield LogSource(entry.path, status="skipped", code="directory_loop",
                            reason="a link to a directory walked already (a loop, or a second "
                                   "way in): not followed again")
            continue
        yield from _walk(entry.path, walking)


def _file(path: str) -> Iterator[LogSource]:
    try:
        mode = os.stat(path).st_mode
    except ValueError:  # a name no file can have: a null byte
        yield LogSource(path, status="error", code="invalid_log",
                        reason=f"{path!r}: cannot read the file: its name holds a null byte")
        return
    except OSError:
        yield LogSource(path)  # (answered by the replay: cannot read the file)
        return
    if not stat.S_ISREG(mode):
        what = ("a FIFO" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "no regular file")
        yield LogSource(path, status="skipped", code="special_file",
                        reason=f"not a regular file ({what}): not read")
        return
    try:
        with open(path, "rb", buffering=0) as stream:  # (unbuffered: a look at the head)
            kind = archive_kind(stream.read(_HEAD), stream)
    except OSError:
        yield LogSource(path)
        return
    if kind is None:
        yield LogSource(path)
    elif kind == "zip":
        yield from zip_sources(path)
    elif kind == "sqlite":
        yield from sqlite_sources(path)
    else:
        yield from tar_sources(path)


def _broken(path: str, what: str, err: BaseException) -> LogSource:
    return LogSource(path, status="error", code="corrupt_archive",
                     reason=f"the {what} cannot be read: {err}")


def _member(archive: str, name: str, stream: BinaryIO) -> LogSource:
    data = read_bounded(stream)
    member = f"{archive}/{name}"
    if len(data) > MAX_LOG_BYTES:
        return LogSource(member, status="skipped", code="unsupported_log",
                         reason=f"not a game log: larger than {MAX_LOG_BYTES:,} bytes")
    return LogSource(member, data)


def zip_sources(path: str) -> Iterator[LogSource]:
    """Every file of the zip archive at ``path``, in the archive's order, each read up to
    :data:`MAX_LOG_BYTES` decompressed (whatever size the archive claims)."""
    import zipfile

    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as err:
        yield _broken(path, "zip archive", err)
        return
    with archive:
        for info in archive.infolist():
            if info.is_dir():
                continue
            try:
                with archive.open(info) as stream:
                    yield _member(path, info.filename, stream)  # type: ignore[arg-type]
            except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError,
                    RuntimeError, EOFError, zlib.error) as err:
                yield _broken(f"{path}/{info.filename}", "zip member", err)


def tar_sources(path: str) -> Iterator[LogSource]:
    """Every file of the tar archive at ``path`` (plain, gzip or bz2 compressed), read as a
    stream in the archive's order; a link or special member is answered ``skipped``."""
    import tarfile

    name = path
    try:
        with tarfile.open(path, "r|*") as archive:
            for member in archive:
                name = f"{path}/{member.name}"
                if member.isdir():
                    continue
                if not member.isfile():
                    yield LogSource(name, status="skipped", code="special_file",
                                    reason="not a regular file (a link or device in the "
                                           "archive): not read")
                    continue
                stream = archive.extractfile(member)
                if stream is not None:
                    yield _member(path, member.name, stream)  # type: ignore[arg-type]
    except (tarfile.TarError, OSError, EOFError, zlib.error) as err:
        yield _broken(name, "tar archive", err)


SQLITE_QUERY = ("SELECT log_id, CASE WHEN length(log_content) <= ? THEN log_content END, "
                "length(log_content) FROM logs ORDER BY log_id")
"""The rows read from a database of the phoenix-logs layout (MahjongRepository/phoenix-logs,
``download_game_ids.py``: ``logs(log_id text primary key, date, is_tonpusen, is_sanma,
is_processed, was_error, log_content, log_hash)``; ``download_logs_content.py`` stores each
log bz2-compressed in ``log_content``)."""


def sqlite_sources(path: str) -> Iterator[LogSource]:
    """Every row of the ``logs`` table of the SQLite database at ``path`` (opened read
    only), in ``log_id`` order: named ``PATH/LOG_ID``, the game's id its ``log_id``; a row
    without content (not downloaded yet, or a failed download) is answered ``skipped``."""
    import sqlite3

    try:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        connection = sqlite3.connect(uri, uri=True)
    except (sqlite3.Error, OSError, ValueError) as err:
        yield _broken(path, "SQLite database", err)
        return
    try:
        try:
            rows = connection.execute(SQLITE_QUERY, (MAX_LOG_BYTES,))
        except sqlite3.Error as err:
            yield LogSource(path, status="skipped", code="unsupported_log",
                            reason="not a game log: a SQLite database without the "
                                   f"phoenix-logs table logs(log_id, log_content) ({err})")
            return
        while True:
            try:
                row = rows.fetchone()
            except sqlite3.Error as err:
                yield _broken(path, "SQLite database", err)
                return
            if row is None:
                return
            log_id, content, size = row
            name = f"{path}/{log_id}"
            if isinstance(content, str):
                content = content.encode("utf-8")
            if size is not None and size > MAX_LOG_BYTES:
                yield LogSource(name, status="skipped", code="unsupported_log",
                                reason=f"not a game log: larger than {MAX_LOG_BYTES:,} bytes")
            elif not content:
                yield LogSource(name, status="skipped", code="unsupported_log",
                                reason="not a game log: the row holds no log (not downloaded, "
                                       "or its download failed)")
            else:
                yield LogSource(name, bytes(content), game_id=str(log_id))
    finally:
        connection.close()
