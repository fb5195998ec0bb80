"""``mjscore serve`` as a process: the address it binds and the URL it prints, on the loopback
and with ``--lan``, and a clean stop on Ctrl-C. Every request goes to 127.0.0.1 only: with
``--lan`` the printed address is sent as the ``Host`` header, never connected to."""

from __future__ import annotations

import http.client
import json
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

import pytest

from mjscore.web import lan_addresses, make_server

URL = re.compile(r"listening on (http://([^/:]+|\[[^]]+\]):(\d+)/)")


@contextmanager
def serving(*options: str) -> Iterator[tuple[subprocess.Popen[str], str, str, int]]:
    process = subprocess.Popen([sys.executable, "-m", "mjscore", "serve", "--port", "0",
                                *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        match = URL.search(first)
        assert match, first
        yield process, match.group(1), match.group(2), int(match.group(3))
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def get(port: int, host: str, path: str = "/api/presets") -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers={"Host": host})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def rest(stream: IO[str] | None) -> str:
    return stream.read() if stream is not None else ""


def test_serve_listens_on_the_loopback_and_stops_on_ctrl_c() -> None:
    with serving() as (process, url, host, port):
        assert host == "127.0.0.1" and url == f"http://127.0.0.1:{port}/"
        status, body = get(port, f"127.0.0.1:{port}")
        assert status == 200 and json.loads(body)["presets"]
        assert get(port, f"127.0.0.1:{port}", "/")[0] == 200
        process.send_signal(signal.SIGINT)
        assert process.wait(10) == 0
        assert "stopped" in rest(process.stdout)
        assert "Traceback" not in rest(process.stderr)


def test_serve_lan_prints_the_machine_s_address_and_a_warning() -> None:
    with serving("--lan") as (process, _, host, port):
        assert not host.startswith("127.")
        assert host in lan_addresses() or not lan_addresses()
        # The page answers to the printed name (sent as Host, through the loopback) ...
        assert get(port, f"{host}:{port}")[0] == 200
        assert get(port, f"127.0.0.1:{port}")[0] == 200
        # ... and to no other.
        assert get(port, f"evil.example:{port}")[0] == 421
        process.send_signal(signal.SIGINT)
        assert process.wait(10) == 0
        assert "Anyone on that network can use this page" in rest(process.stdout)


def test_the_lan_server_binds_every_address_and_the_default_only_the_loopback() -> None:
    lan = make_server(port=0, lan=True)
    local = make_server(port=0)
    try:
        assert lan.server_address[0] == "0.0.0.0"
        assert local.server_address[0] == "127.0.0.1"
        assert set(lan_addresses()) <= lan.names
        assert not set(lan_addresses()) & local.names
    finally:
        lan.server_close()
        local.server_close()


def test_serve_says_when_the_port_is_taken() -> None:
    taken = make_server(port=0)
    try:
        result = subprocess.run([sys.executable, "-m", "mjscore", "serve", "--port",
                                 str(taken.port)], capture_output=True, text=True, timeout=30,
                                check=False)
    finally:
        taken.server_close()
    assert result.returncode == 1
    assert f"cannot listen on port {taken.port}" in result.stderr
    assert "Traceback" not in result.stderr


def test_serve_starts_fast() -> None:
    """Not a benchmark (the note measures it): the server answers within seconds of start."""
    start = time.perf_counter()
    with serving() as (process, _, _, port):
        assert get(port, f"127.0.0.1:{port}")[0] == 200
        assert time.perf_counter() - start < 10
        process.send_signal(signal.SIGINT)


def test_every_page_file_installs_with_the_package() -> None:
    """``pip install .`` ships the page: pyproject's package data names every file of it."""
    import tomllib
    from fnmatch import fnmatch
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["mjscore.web"]
    files = sorted(path.name for path in (root / "mjscore" / "web" / "page").iterdir())
    assert files and all(any(fnmatch(f"page/{name}", pattern) for pattern in patterns)
                         for name in files), files


SERVER_MODULES = ("mjscore.web", "http.server", "socketserver", "mimetypes")
"""What only the server needs: none of it loads for another command."""


@pytest.mark.parametrize("args", [
    ["score", "234m567p8s+8s [4-56s] [777z]", "-t", "-s", "S", "-d", "3m"],
    ["score", "234m567p8s+8s [4-56s] [777z]", "-t", "--json"],
    ["--help"], ["serve", "--help"],
])
def test_other_commands_load_none_of_the_server(args: list[str]) -> None:
    """The start-up of the command line is unchanged: ``mjscore score`` (and ``--help``,
    which lists ``serve``) imports no module of the server."""
    code = ("import sys\nfrom mjscore.cli import main\n"
            f"sys.argv = ['mjscore', *{args!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith(" + repr(SERVER_MODULES) + ")),"
            " file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stderr.strip() == "[]", result.stderr
    assert result.stdout  # the command ran and answered
