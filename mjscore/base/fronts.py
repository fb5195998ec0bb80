"""The front of a layer package: its public names, each loaded from its module on first use.

Every package of mjscore gives its public names in its ``__init__.py``: a ``_HOMES`` table of
the module each name is defined in, the names in ``__all__``, and the module-level
``__getattr__`` and ``__dir__`` that :func:`lazy_front` makes (PEP 562), so that importing a
package loads none of its modules, and a name loads its module the first time it is asked
for, then stays in the package's namespace.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any


def lazy_front(package: str, homes: Mapping[str, str], names: Sequence[str]
               ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of the package called ``package``, whose public
    ``names`` are defined in the modules ``homes`` gives (``{"Tile": "tiles"}``).

    >>> import mjscore.hand
    >>> "Tile" in dir(mjscore.hand), mjscore.hand.Tile.__module__
    (True, 'mjscore.hand.tiles')
    """
    namespace = sys.modules[package].__dict__

    def load(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{home}", package), name)
        namespace[name] = value
        return value

    def listing() -> list[str]:
        return sorted({*namespace, *names})

    return load, listing
