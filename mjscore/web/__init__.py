"""The page at the table: ``mjscore serve``, a small HTTP server of the standard library that
serves a phone page (the hand scorer and the game sheet, shipped in ``page/``) and the JSON
API it calls (``docs/serve.md``).

- :mod:`.server`: the server, its safe defaults, the page's files, :func:`serve`;
- :mod:`.api`: the API's endpoints: parse the request, call the library, answer with the
  command line's ``--json`` records and the views of :mod:`mjscore.formatting`.

The page computes nothing: every answer comes from the library through the API. The server
keeps nothing between requests: a game's lines come with every request. Like
:mod:`mjscore.cli`, this layer only parses, calls the library and formats; it imports
neither ``cli`` nor ``click``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .api import ENDPOINTS, answer
    from .server import MAX_BODY, MAX_TARGET, PageServer, lan_addresses, make_server, serve

_HOMES: dict[str, str] = {
    'ENDPOINTS': 'api',
    'MAX_BODY': 'server',
    'MAX_TARGET': 'server',
    'PageServer': 'server',
    'answer': 'api',
    'lan_addresses': 'server',
    'make_server': 'server',
    'serve': 'server',
}
"""The module of each public name."""

__all__ = [
    'ENDPOINTS',
    'MAX_BODY',
    'MAX_TARGET',
    'PageServer',
    'answer',
    'lan_addresses',
    'make_server',
    'serve',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
