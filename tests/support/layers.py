"""The layer rules of ``docs/architecture.md``, checked on a package's source.

A package's modules sit in layers (:data:`LAYERS`, lowest first). :func:`breaches` walks every
module's imports, those at the top, inside functions, under ``TYPE_CHECKING`` and the
literal names given to ``importlib.import_module``, and reports each breach of these rules:

- ``upward``: a module imports only from its own layer package or a lower one;
- ``sideways``: packages of the same level do not import each other;
- ``deep``: across packages, only the names a package's ``__init__`` exports (its
  ``__all__``), never a module inside it;
- ``private``: no private name (``_x``) imported across packages;
- ``function_import``: an import inside a function is of the standard library, or else has
  a comment giving the reason (start-up time) on its line, on a line of its block of
  imports or on the line before the block; inside ``hand``, the parse/str convenience of
  the values needs none;
- ``top_level``: no module at the top of the package but its front, ``__main__`` and the
  layer packages;
- ``too_long``: no module over :data:`MAX_LINES` lines.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

LAYERS: tuple[tuple[str, ...], ...] = (
    ("base",), ("hand",), ("rules",), ("situation",), ("scoring",), ("waiting",),
    ("records", "game"), ("sheet",), ("logs",), ("formatting",), ("cli", "web"))
"""The layer packages of ``mjscore``, lowest first; the packages of one tuple share a level."""

MAX_LINES = 600


@dataclass(frozen=True)
class Breach:
    rule: str
    module: str
    line: int
    detail: str

    def __str__(self) -> str:
        return f"{self.module}:{self.line}: {self.rule}: {self.detail}"


def _level(layers: tuple[tuple[str, ...], ...], package: str) -> int | None:
    for index, names in enumerate(layers):
        if package in names:
            return index
    return None


def _exports(init: Path) -> set[str]:
    """The names of a package front's ``__all__``."""
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
                and isinstance(node.value, (ast.List, ast.Tuple))):
            return {element.value for element in node.value.elts
                    if isinstance(element, ast.Constant) and isinstance(element.value, str)}
    return set()


class _Imports(ast.NodeVisitor):
    """Every import of a module: (line, absolute module, names, inside a function)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.module = module
        self.is_package = is_package
        self.found: list[tuple[int, str, tuple[str, ...], bool]] = []
        self.depth = 0

    def _absolute(self, level: int, module: str | None) -> str:
        if level == 0:
            return module or ""
        parts = self.module.split(".")
        if not self.is_package:
            parts = parts[:-1]
        parts = parts[:len(parts) - (level - 1)]
        return ".".join([*parts, *([module] if module else [])])

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]  # noqa: N815

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.found.append((node.lineno, alias.name, (), self.depth > 0))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.found.append((node.lineno, self._absolute(node.level, node.module),
                           tuple(alias.name for alias in node.names), self.depth > 0))

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "import_module" and node.args and isinstance(node.args[0], ast.Constant):
            target = str(node.args[0].value)
            if target.startswith(".") and len(node.args) > 1:
                level = len(target) - len(target.lstrip("."))
                target = self._absolute(level, target.lstrip(".") or None)
            self.found.append((node.lineno, target, (), self.depth > 0))
        self.generic_visit(node)


def breaches(root: Path, layers: tuple[tuple[str, ...], ...] = LAYERS) -> list[Breach]:
    """Every breach of the layer rules in the package at ``root``."""
    top = root.name
    found: list[Breach] = []
    fronts = {path.parent.name: _exports(path) for path in root.glob("*/__init__.py")}
    for path in sorted(root.glob("*.py")):
        if path.stem not in ("__init__", "__main__"):
            found.append(Breach("top_level", f"{top}.{path.stem}", 1,
                                "a module outside the layer packages"))
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).with_suffix("")
        is_package = relative.name == "__init__"
        parts = relative.parts[:-1] if is_package else relative.parts
        module = ".".join((top, *parts))
        package = parts[0] if len(parts) > 1 or (is_package and parts) else None
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        if len(lines) > MAX_LINES:
            found.append(Breach("too_long", module, len(lines),
                                f"{len(lines)} lines, over {MAX_LINES}"))
        visitor = _Imports(module, is_package)
        visitor.visit(ast.parse(source))
        own = _level(layers, package) if package else None
        for line, target, names, in_function in visitor.found:
            target_parts = target.split(".")
            if target_parts[0] != top:
                if (in_function and target_parts[0] not in sys.stdlib_module_names
                        and not _marked(lines, line)):
                    found.append(Breach("function_import", module, line,
                                        f"{target} imported inside a function with no "
                                        "comment giving the reason"))
                continue
            if len(target_parts) == 1:
                continue  # the package front itself (its version, its public names)
            other = target_parts[1]
            if other == package:
                if in_function and not _marked(lines, line) and package != "hand":
                    found.append(Breach("function_import", module, line,
                                        f"{target} imported inside a function with no "
                                        "comment giving the reason"))
                continue
            if package is None:
                continue  # the package's own front and __main__
            level = _level(layers, other)
            if level is None or own is None:
                continue
            if level > own:
                found.append(Breach("upward", module, line,
                                    f"{package} (level {own}) imports {target} (level {level})"))
            elif level == own:
                found.append(Breach("sideways", module, line,
                                    f"{package} imports {target}, a package of its level"))
            if len(target_parts) > 2:
                found.append(Breach("deep", module, line,
                                    f"{target} is inside {top}.{other}: import its front"))
            else:
                exported = fronts.get(other, set())
                for name in names:
                    if name.startswith("_"):
                        found.append(Breach("private", module, line,
                                            f"{name} of {top}.{other} is private"))
                    elif name not in exported:
                        found.append(Breach("deep", module, line,
                                            f"{name} is not in {top}.{other}.__all__"))
            if in_function and not _marked(lines, line):
                found.append(Breach("function_import", module, line,
                                    f"{target} imported inside a function with no comment "
                                    "giving the reason"))
    return found


def _marked(lines: list[str], line: int) -> bool:
    """Whether the import at ``line`` (1-based) has a comment on a line of its block of
    imports, or on the line just above the block."""
    first = last = line - 1
    while first > 0 and lines[first - 1].lstrip().startswith(("from ", "import ")):
        first -= 1
    while last + 1 < len(lines) and lines[last + 1].lstrip().startswith(("from ", "import ")):
        last += 1
    block = lines[first:last + 1]
    above = lines[first - 1].strip() if first > 0 else ""
    return any("#" in text for text in block) or above.startswith("#")
