"""A one-line progress display on stderr that never mixes with the output.

The line is drawn only when stderr is a terminal. Every line of output goes through
:meth:`Progress.write`, which clears the display first and draws it again after, so that a
terminal showing both streams keeps every output line whole and the scrollback free of
progress text.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable
from typing import IO


class Progress:
    """Counts items (and, for a file of known size, the share read) at most five times a
    second."""

    def __init__(self, unit: str, *, size: int | None = None, enabled: bool | None = None,
                 stream: IO[str] | None = None) -> None:
        self.unit = unit
        self.size = size
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.started = self.shown = time.monotonic()
        self.count = 0
        self.done = 0
        self.text = ""

    def update(self, count: int, done: int = 0) -> None:
        """Note ``count`` items (and ``done`` bytes of ``size``); redraw if it is time."""
        self.count, self.done = count, done
        now = time.monotonic()
        if not self.enabled or now - self.shown < 0.2:
            return
        self.shown = now
        rate = count / max(now - self.started, 1e-9)
        share = f"  {min(done / self.size, 1):4.0%}" if self.size else ""
        self._draw(f"{count:>12,} {self.unit}{share}  {rate:,.0f}/s")

    def write(self, stream: IO[str], text: str) -> None:
        """Write ``text`` to ``stream`` with the display out of its way."""
        shown = self.text
        if shown:
            self._clear()
        stream.write(text)
        stream.flush()
        if shown:
            self._draw(shown)

    def write_all(self, stream: IO[str], pieces: Iterable[str]) -> None:
        """Write every piece of ``pieces`` to ``stream`` as :meth:`write` writes one (a
        long text written as it is made, never joined)."""
        shown = self.text
        if shown:
            self._clear()
        for piece in pieces:
            stream.write(piece)
        stream.flush()
        if shown:
            self._draw(shown)

    def close(self) -> None:
        """Clear the display for good."""
        if self.text:
            self._clear()

    def _draw(self, text: str) -> None:
        self._clear()
        self.stream.write(text)
        self.stream.flush()
        self.text = text

    def _clear(self) -> None:
        if self.text:
            self.stream.write(f"\r{' ' * len(self.text)}\r")
            self.stream.flush()
            self.text = ""
