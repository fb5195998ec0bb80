"""The layers of ``docs/architecture.md`` hold in the package: each module imports only its
own package or lower layers, across packages only the names a package's front exports, no
private name, no import inside a function without its reason, no module over 600 lines.

The checker (``tests/support/layers.py``) is itself tested on a small fixture package with one
breach of each rule."""

from __future__ import annotations

from pathlib import Path

import mjscore

from .support.layers import LAYERS, breaches

FIXTURE = Path(__file__).resolve().parent / "support" / "layer_fixture" / "pkg"


def test_the_package_keeps_its_layers() -> None:
    found = breaches(Path(mjscore.__file__).resolve().parent)
    assert found == [], "\n".join(map(str, found))


def test_the_layers_are_the_packages() -> None:
    root = Path(mjscore.__file__).resolve().parent
    packages = {path.parent.name for path in root.glob("*/__init__.py")}
    assert packages <= {name for level in LAYERS for name in level}
    assert sorted(path.name for path in root.glob("*.py")) == ["__init__.py", "__main__.py"]


def test_the_checker_reports_a_breach_of_each_rule() -> None:
    layers = (("base",), ("low",), ("mid", "mid2"), ("high",))
    found = {(breach.module, breach.line, breach.rule) for breach in breaches(FIXTURE, layers)}
    assert found == {
        ("pkg.stray", 1, "top_level"),
        ("pkg.high.long", 601, "too_long"),
        ("pkg.low.core", 2, "upward"),  # low imports mid
        ("pkg.low.core", 9, "function_import"),  # no reason given
        ("pkg.mid.things", 4, "private"),
        ("pkg.mid.things", 5, "deep"),  # a module inside another package
        ("pkg.mid.things", 6, "sideways"),  # mid2 is of mid's level
        ("pkg.mid.things", 9, "upward"),  # under TYPE_CHECKING too
        ("pkg.mid.things", 22, "function_import"),
        ("pkg.mid.things", 23, "upward"),  # importlib.import_module("pkg.high.views")
        ("pkg.mid.things", 23, "deep"),
        ("pkg.mid.things", 23, "function_import"),
    }
