"""The HTTP server of ``mjscore serve``: the standard library's threading server, the page's
files from the package, and the JSON API of :mod:`.api`, with safe defaults.

- It listens on 127.0.0.1 unless asked for the LAN (:func:`make_server`).
- The ``Host`` header must name the server as it listens (a loopback name, or with the LAN
  one of the machine's addresses or its host name) and its port, so that a page of another
  site cannot reach the API through a DNS name pointed at 127.0.0.1.
- It sends no CORS header. A POST is taken only as JSON (``Content-Type:
  application/json``: a form of another site cannot send it without a preflight, which is
  refused), and when the browser says where it comes from (``Origin``,
  ``Sec-Fetch-Site``) only from the page's own origin.
- Request bodies and targets are capped (:data:`MAX_BODY`, :data:`MAX_TARGET`).
- Files are served only from the fixed list of the package's page files, by their names;
  no path from a request ever reaches the file system.
- Every error is a JSON error object with its code (``docs/serve.md``), never a traceback.
"""

from __future__ import annotations

import contextlib
import json
import socket
import sys
import threading
import traceback
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any, TextIO
from urllib.parse import urlsplit

from ..formatting import error_data
from .api import ENDPOINTS, answer

MAX_BODY = 256 * 1024
"""The largest request body taken (a whole game's lines are a few kilobytes)."""

MAX_TARGET = 4096
"""The longest request target (path and query) taken."""

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
"""The names a server on the loopback answers to."""

PAGES = {"/": "index.html", "/game": "game.html"}
"""The page of each path; the other files are under ``/static/``."""

_TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
          ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml"}

_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
           "frame-ancestors 'none'")
"""The page's content security policy: nothing but its own files."""


@dataclass(frozen=True, slots=True)
class PageFile:
    """One file of the page, read once when the server starts."""

    content_type: str
    data: bytes


def page_files() -> dict[str, PageFile]:
    """The page's files by the path they are served at: the pages, then ``/static/NAME``."""
    folder = resources.files(__package__ or "mjscore.web") / "page"
    found: dict[str, PageFile] = {}
    for entry in folder.iterdir():
        suffix = "." + entry.name.rsplit(".", 1)[-1]
        if entry.is_file() and suffix in _TYPES:
            found[f"/static/{entry.name}"] = PageFile(_TYPES[suffix], entry.read_bytes())
    for path, name in PAGES.items():
        found[path] = found.pop(f"/static/{name}")
    return found


class PageServer(ThreadingHTTPServer):
    """The server: a thread per request, the page's files in memory, the names it answers
    to in ``Host``."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], names: Iterable[str], *,
                 log: TextIO | None = None) -> None:
        super().__init__(address, PageHandler)
        self.files = page_files()
        self.port = int(self.server_address[1])
        self.names = frozenset(name.lower() for name in names)
        self.log = log

    def host_allowed(self, host: str | None) -> bool:
        """Whether a ``Host`` header names this server: one of its names and its port."""
        if not host:
            return False
        host = host.strip().lower()
        if host.startswith("["):
            inside, _, rest = host.partition("]")
            name, port = f"{inside}]", rest.removeprefix(":")
            if rest and not rest.startswith(":"):
                return False
        else:
            name, _, port = host.partition(":")
        return name in self.names and (port == str(self.port)
                                       or (port == "" and self.port == 80))


class PageHandler(BaseHTTPRequestHandler):
    """One request: a page file, an API call, or a JSON error."""

    server: PageServer
    server_version = "mjscore"
    sys_version = ""
    default_request_version = "HTTP/1.0"  # a bad request line gets a status line too

    def do_GET(self) -> None:
        self._handle("GET")

    def do_HEAD(self) -> None:
        self._handle("HEAD")

    def do_POST(self) -> None:
        self._handle("POST")

    def do_PUT(self) -> None:
        self._handle("PUT")

    def do_DELETE(self) -> None:
        self._handle("DELETE")

    def do_PATCH(self) -> None:
        self._handle("PATCH")

    def do_OPTIONS(self) -> None:
        self._handle("OPTIONS")

    def _handle(self, method: str) -> None:
        try:
            self._route(method)
        except Exception:  # never a traceback to the client: one line in the log
            if self.server.log is not None:
                traceback.print_exc(file=self.server.log)
            self._error(500, "internal_error", "the server failed on this request")

    def _route(self, method: str) -> None:
        if len(self.path) > MAX_TARGET:
            self._error(414, "target_too_long", f"the request target is over {MAX_TARGET} "
                        "characters")
            return
        if not self.server.host_allowed(self.headers.get("Host")):
            self._error(421, "bad_host", "the Host header does not name this server")
            return
        path = urlsplit(self.path).path
        if path in ENDPOINTS:
            self._api(method, path)
        elif path.startswith("/api/"):
            self._error(404, "not_found", f"no endpoint {path}")
        elif path in self.server.files:
            if method not in ("GET", "HEAD"):
                self._error(405, "method_not_allowed", f"{method} is not allowed here",
                            allow="GET, HEAD")
                return
            page = self.server.files[path]
            self._send(200, page.content_type, page.data, head=method == "HEAD",
                       cache="no-cache")
        else:
            self._error(404, "not_found", "no such page")

    def _api(self, method: str, path: str) -> None:
        wanted, _ = ENDPOINTS[path]
        if method != wanted:
            self._error(405, "method_not_allowed", f"{path} takes {wanted}", allow=wanted)
            return
        body: Any = {}
        if method == "POST":
            if not self._same_origin():
                self._error(403, "cross_origin", "changes are taken only from the page's "
                            "own origin")
                return
            kind = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
            if kind != "application/json":
                self._error(415, "unsupported_media_type", "the body must be "
                            "application/json")
                return
            body = self._json_body()
            if body is None:
                return
        status, data = answer(path, body)
        self._json(status, data)

    def _same_origin(self) -> bool:
        origin = self.headers.get("Origin")
        if origin is not None and origin != f"http://{self.headers.get('Host', '')}":
            return False
        site = self.headers.get("Sec-Fetch-Site")
        return site is None or site in ("same-origin", "none")

    def _json_body(self) -> Any:
        """The request's JSON object, or None once an error has been sent."""
        length_text = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding") or length_text is None:
            self._error(411, "length_required", "the body needs a Content-Length")
            return None
        try:
            length = int(length_text)
        except ValueError:
            length = -1
        if length < 0:
            self._error(400, "bad_request", "Content-Length is not a length")
            return None
        if length > MAX_BODY:
            self.close_connection = True
            self._error(413, "body_too_large", f"the body is over {MAX_BODY} bytes")
            return None
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            self._error(400, "bad_json", "the body is not JSON text")
            return None
        if not isinstance(body, dict):
            self._error(400, "bad_json", "the body must be a JSON object")
            return None
        return body

    def send_error(self, code: int, message: str | None = None,
                   explain: str | None = None) -> None:
        """http.server's own errors (a bad request line, headers too long) as JSON too."""
        del explain
        names = {414: "target_too_long", 501: "method_not_allowed"}
        self.close_connection = True
        self._error(code, names.get(code, "bad_request"), message or "bad request")

    def _error(self, status: int, code: str, message: str, *, allow: str | None = None) -> None:
        self._json(status, error_data(code, message), allow=allow)

    def _json(self, status: int, data: dict[str, Any], *, allow: str | None = None) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self._send(status, "application/json; charset=utf-8", body,
                   head=self.command == "HEAD", cache="no-store", allow=allow)

    def _send(self, status: int, content_type: str, body: bytes, *, head: bool, cache: str,
              allow: str | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", cache)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Content-Security-Policy", _POLICY)
        if allow:
            self.send_header("Allow", allow)
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.log is not None:
            self.server.log.write(f"{self.address_string()} {format % args}\n")


def lan_addresses() -> list[str]:
    """The machine's own IPv4 addresses other than the loopback, found without sending
    anything: from its host name, and on Linux from its network interfaces."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        for *_, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(address[0]))
    found += _interface_addresses()
    return list(dict.fromkeys(address for address in found
                              if not address.startswith("127.")))


def _interface_addresses() -> list[str]:
    """Each network interface's IPv4 address (Linux's ``SIOCGIFADDR``; none elsewhere)."""
    try:
        import fcntl
        import struct
    except ImportError:
        return []
    found: list[str] = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            try:
                reply = fcntl.ioctl(probe.fileno(), 0x8915, request)  # SIOCGIFADDR
            except OSError:
                continue
            found.append(socket.inet_ntoa(reply[20:24]))
    return found


def make_server(*, port: int = 8000, lan: bool = False,
                log: TextIO | None = None) -> PageServer:
    """A server listening on 127.0.0.1 (with ``lan``, on every address of the machine) at
    ``port`` (0: a free port), not yet serving."""
    names = list(LOOPBACK_NAMES)
    if lan:
        names += [*lan_addresses(), socket.gethostname(), f"{socket.gethostname()}.local"]
    return PageServer(("0.0.0.0" if lan else "127.0.0.1", port), names, log=log)


def server_urls(server: PageServer, *, lan: bool) -> list[str]:
    """The addresses to open the page at: the machine's on the LAN, else the loopback."""
    hosts = (lan_addresses() or [socket.gethostname()]) if lan else ["127.0.0.1"]
    return [f"http://{host}:{server.port}/" for host in hosts]


def serve(*, port: int = 8000, lan: bool = False, out: TextIO | None = None,
          ready: threading.Event | None = None) -> None:
    """Run the page's server until Ctrl-C: print where it listens (and, on the LAN, that
    anyone on that network can use it), then answer requests."""
    stream = out or sys.stdout
    server = make_server(port=port, lan=lan, log=None)
    try:
        urls = server_urls(server, lan=lan)
        stream.write(f"mjscore serve: listening on {urls[0]}\n")
        for url in urls[1:]:
            stream.write(f"               also {url}\n")
        if lan:
            stream.write("Open that address on a phone on the same network. Anyone on that "
                         "network can use this page while it runs.\n")
        stream.write("Press Ctrl-C to stop.\n")
        stream.flush()
        if ready is not None:
            ready.set()
        server.serve_forever()
    except KeyboardInterrupt:
        stream.write("mjscore serve: stopped\n")
    finally:
        server.server_close()
