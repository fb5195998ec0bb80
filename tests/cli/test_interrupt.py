"""Ctrl-C (SIGINT) ends any command with exit status 130, as a shell expects of a program
stopped by it (128 + 2), and no traceback: real processes on a pseudo-terminal, each waited
for with a generous timeout that catches a hang."""

from __future__ import annotations

import signal

import pytest

from ..support.terminal import Terminal

RECORD = '{"hand": "123m456p789s234s1p+1p", "riichi": true}'

COMMANDS = {
    "game - (the live scorer)": (["game", "-"], "", "a hand a line"),
    "batch - (records on stdin)": (["batch", "-"], RECORD + "\r", '"line": 1'),
    "score - (hands on stdin)": (["score", "-", "--json"], "123m456p789s234s1p+1p --riichi\r",
                                 '"line": 1'),
}


@pytest.mark.parametrize("name", list(COMMANDS))
def test_ctrl_c_exits_130(name: str) -> None:
    args, typed, ready = COMMANDS[name]
    with Terminal(*args) as term:
        term.type(typed)
        term.read_until(ready, timeout=60)  # running, waiting for the next line
        term.process.send_signal(signal.SIGINT)
        status = term.wait(timeout=60)
        assert "Traceback" not in term.text, term.text
        assert status == 130, term.text
