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
