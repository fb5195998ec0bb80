"""Every package front lists each public name once in ``_HOMES`` and ``__all__``, and each
loads from the module ``_HOMES`` names: a name in one list and not the other would be an
``AttributeError`` only when first asked for, and a wrong home a load of the wrong module."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import mjscore

FRONTS = sorted(path.parent.name for path in
                Path(mjscore.__file__).resolve().parent.glob("*/__init__.py")
                if "_HOMES" in path.read_text(encoding="utf-8"))


def test_every_layer_package_but_the_command_line_has_a_lazy_front() -> None:
    assert FRONTS == ["base", "formatting", "game", "hand", "logs", "records", "rules",
                      "scoring", "sheet", "situation", "waiting", "web"]


@pytest.mark.parametrize("name", FRONTS)
def test_the_front_s_names_load_from_their_homes(name: str) -> None:
    front = importlib.import_module(f"mjscore.{name}")
    homes: dict[str, str] = front._HOMES
    assert sorted(homes) == sorted(front.__all__) and len(set(front.__all__)) == len(front.__all__)
    for public, home in homes.items():
        module = importlib.import_module(f"mjscore.{name}.{home}")
        assert getattr(front, public) is getattr(module, public), public
    with pytest.raises(AttributeError, match="has no attribute 'nothing_here'"):
        getattr(front, "nothing_here")  # noqa: B009
