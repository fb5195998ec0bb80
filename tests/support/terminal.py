"""Running a command on a pseudo-terminal, as a person at a terminal would, for the tests of
progress lines: stdout and stderr on one terminal, read until the command ends."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_on_terminal(*args: str, timeout: float = 120) -> bytes:
    """Everything ``python -m mjscore ARGS`` writes to a terminal that is both its stdout
    and its stderr. A command still running after ``timeout`` seconds is killed and the
    test fails, so that a hang never stalls the suite."""
    import pty

    leader, follower = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "mjscore", *args], cwd=ROOT,
                               stdin=subprocess.DEVNULL, stdout=follower, stderr=follower,
                               close_fds=True)
    os.close(follower)
    data = b""
    deadline = time.monotonic() + timeout
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                process.kill()
                raise AssertionError(f"mjscore {' '.join(args)} ran over {timeout} s")
            ready, _, _ = select.select([leader], [], [], min(left, 1.0))
            if not ready:
                if process.poll() is not None:
                    break
                continue
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: the command has closed the terminal
                break
            if not chunk:
                break
            data += chunk
    finally:
        os.close(leader)
        process.wait(timeout=10)
    return data


class Terminal:
    """``python -m mjscore ARGS`` on a pseudo-terminal that is its stdin, stdout and stderr,
    for the tests of the live scorer: :meth:`type` types keys (a line ends with ``\\r``, the
    Enter key), :meth:`read_until` reads the screen until a text shows. ``columns`` is the
    terminal's width. Use it as a context manager: the command is killed if it still runs
    at the end."""

    def __init__(self, *args: str, columns: int = 200, cwd: Path = ROOT,
                 env: dict[str, str] | None = None) -> None:
        import fcntl
        import pty
        import struct
        import termios

        self.leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
        environ = {key: value for key, value in os.environ.items() if key != "COLUMNS"}
        environ.update(env or {})
        self.process = subprocess.Popen([sys.executable, "-m", "mjscore", *args], cwd=cwd,
                                        stdin=follower, stdout=follower, stderr=follower,
                                        close_fds=True, env=environ)
        os.close(follower)
        self.screen = b""
        """Everything the command has written so far (and the keys echoed)."""

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)
        os.close(self.leader)

    @property
    def text(self) -> str:
        """The screen as text, with the terminal's CR LF line ends as LF."""
        return self.screen.decode("utf-8", "replace").replace("\r\n", "\n")

    def type(self, keys: str) -> None:
        """Type ``keys``: ``\\r`` is Enter, ``\\x04`` Ctrl-D."""
        os.write(self.leader, keys.encode("utf-8"))

    def line(self, text: str, until: str, timeout: float = 60) -> str:
        """Type ``text`` and Enter; the screen after it, up to ``until`` appearing."""
        mark = len(self.screen)
        self.type(text + "\r")
        self.read_until(until, timeout, since=mark)
        return self.screen[mark:].decode("utf-8", "replace").replace("\r\n", "\n")

    def read_until(self, text: str, timeout: float = 60, since: int = 0) -> None:
        """Read the screen until ``text`` shows after byte ``since``; fail after
        ``timeout`` seconds, with the screen in the message."""
        wanted = text.encode("utf-8")
        deadline = time.monotonic() + timeout
        while wanted not in self.screen[since:].replace(b"\r\n", b"\n"):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{text!r} did not show in {timeout} s:\n{self.text}")
            chunk = self._read(left)
            if chunk == b"":
                raise AssertionError(f"the command ended before {text!r}:\n{self.text}")

    def _read(self, left: float) -> bytes | None:
        """Read what the command wrote within ``left`` seconds (at most half a second) onto
        the screen: the bytes, ``b""`` once the command's end closed the terminal, or None
        when nothing came."""
        ready, _, _ = select.select([self.leader], [], [], min(left, 0.5))
        if not ready:
            return None
        try:
            chunk = os.read(self.leader, 65536)
        except OSError:
            chunk = b""
        self.screen += chunk
        return chunk

    def wait(self, timeout: float = 60) -> int:
        """Read the screen to the end of the command; its exit status."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"the command ran over {timeout} s:\n{self.text}")
            chunk = self._read(left)
            if chunk == b"" or (chunk is None and self.process.poll() is not None):
                break
        return self.process.wait(timeout=10)
