"""The error catalogue (docs/errors.md) against the package.

(a) Every code the package can raise is catalogued: the source of ``mjscore/**.py`` is scanned
    for codes (``code="..."`` arguments and assignments, positional arguments of functions
    whose parameter is ``code``, fields of dataclasses named ``code``, the default code of an
    error class raised without one, and f-string codes, whose concrete values are listed here
    by hand).
(b) Every catalogued code is triggered by the example of its entry: a command line, a batch
    or check run on the lines ``printf`` writes or on given bytes, or a library call. The run
    must give the code, the message and the exit status that the entry states.
"""

from __future__ import annotations

import ast
import importlib
import io
import json
import pkgutil
import re
import shlex
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner, Result

import mjscore
from mjscore.base import MjscoreError

from ..support.strategies import ERRORS_DOC

PACKAGE = Path(mjscore.__file__).resolve().parent

F_STRING_CODES = {
    "f'{excess[1].code}_with_indicators'": ("too_many_copies_with_indicators",
                                            "duplicate_red_five_with_indicators"),
    "f'invalid_{key}'": ("invalid_honba", "invalid_sticks"),
}
"""Every code built by an f-string in the source, with the codes it produces."""

NO_EXAMPLE = frozenset(("internal_error", "worker_died", "error", "special_file",
                        "directory_loop", "unreadable_directory"))
"""Codes that no input can trigger on purpose, or that need files made first (a FIFO, a link
loop, a directory that cannot be listed: tests/logs/test_sources.py); each has a test of its
own."""


# --------------------------------------------------------------------------- the source


@dataclass(frozen=True)
class Found:
    """Codes found in the source: literal ones, f-string patterns, and class defaults."""

    codes: frozenset[str]
    patterns: frozenset[str]
    class_defaults: dict[str, str]


def _values(node: ast.expr | None) -> tuple[set[str], set[str]]:
    """The string codes an expression can have, and its f-string patterns; a variable
    (a code passed on from elsewhere) gives neither."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}, set()
    if isinstance(node, ast.IfExp):
        body, orelse = _values(node.body), _values(node.orelse)
        return body[0] | orelse[0], body[1] | orelse[1]
    if isinstance(node, ast.JoinedStr):
        return set(), {ast.unparse(node)}
    return set(), set()


def _callee(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def _code_positions(trees: list[ast.Module]) -> dict[str, int | None]:
    """For each function, method or dataclass (``value_class`` too) with a ``code`` parameter
    or field: the positional index of ``code`` at call sites (None when it is keyword-only)."""
    positions: dict[str, int | None] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names = [arg.arg for arg in node.args.posonlyargs + node.args.args]
                if names[:1] in (["self"], ["cls"]):
                    names = names[1:]
                if "code" in names:
                    positions[node.name] = names.index("code")
                elif any(arg.arg == "code" for arg in node.args.kwonlyargs):
                    positions.setdefault(node.name, None)
            elif isinstance(node, ast.ClassDef) and any(
                    kind in ast.unparse(decorator) for decorator in node.decorator_list
                    for kind in ("dataclass", "value_class")):
                fields = [item.target.id for item in node.body
                          if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)]
                if "code" in fields:
                    positions[node.name] = fields.index("code")
    return positions


def _classes(trees: list[ast.Module]) -> dict[str, tuple[str | None, list[str]]]:
    """Each class: its own default ``code`` (if it sets one) and its base class names."""
    classes: dict[str, tuple[str | None, list[str]]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                own = None
                for item in node.body:
                    target = (item.targets[0] if isinstance(item, ast.Assign)
                              else item.target if isinstance(item, ast.AnnAssign) else None)
                    if isinstance(target, ast.Name) and target.id == "code":
                        value = item.value
                        own = value.value if isinstance(value, ast.Constant) else None
                bases = [ast.unparse(base).split(".")[-1] for base in node.bases]
                classes[node.name] = (own, bases)
    return classes


def _default_code(name: str, classes: dict[str, tuple[str | None, list[str]]]) -> str | None:
    own, bases = classes.get(name, (None, []))
    if own is not None:
        return own
    for base in bases:
        code = _default_code(base, classes)
        if code is not None:
            return code
    return None


def _is_error_class(name: str, classes: dict[str, tuple[str | None, list[str]]]) -> bool:
    if name == "MjscoreError":
        return True
    return any(_is_error_class(base, classes) for base in classes.get(name, (None, []))[1])


@cache
def scan_source() -> Found:
    """Every code the package's source can raise."""
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in sorted(
        PACKAGE.rglob("*.py"))]
    positions = _code_positions(trees)
    classes = _classes(trees)
    codes: set[str] = set()
    patterns: set[str] = set()

    def add(node: ast.expr | None) -> None:
        found, fstrings = _values(node)
        codes.update(found)
        patterns.update(fstrings)

    for tree in trees:
        class_bodies = {id(item) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                        for item in node.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = _callee(node)
                keyword = next((kw.value for kw in node.keywords if kw.arg == "code"), None)
                add(keyword)
                index = positions.get(name or "")
                if keyword is None and index is not None and index < len(node.args):
                    add(node.args[index])
                if (name and _is_error_class(name, classes) and keyword is None
                        and (index is None or index >= len(node.args))):
                    # Raised without a code: the class's default code is what it reports.
                    default = _default_code(name, classes)
                    if default is not None:
                        codes.add(default)
            elif isinstance(node, ast.Assign) and id(node) not in class_bodies:
                if any((isinstance(t, ast.Name) and t.id == "code")
                       or (isinstance(t, ast.Attribute) and t.attr == "code")
                       for t in node.targets):
                    add(node.value)
            elif isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "code":
                        add(value)
    defaults = {name: code for name in classes if _is_error_class(name, classes)
                and (code := _default_code(name, classes)) is not None}
    return Found(frozenset(codes), frozenset(patterns), defaults)


def raisable_codes() -> frozenset[str]:
    """The literal codes and every code the f-string patterns produce."""
    found = scan_source()
    expanded = {code for pattern in found.patterns for code in F_STRING_CODES.get(pattern, ())}
    return found.codes | expanded


# --------------------------------------------------------------------------- the catalogue


@dataclass(frozen=True)
class Entry:
    """One code's section of docs/errors.md."""

    code: str
    error_class: str
    exit_code: int
    example: str | None
    python: str | None
    stdin: str | None
    message: str


_SECTION = re.compile(r"^### `([a-z0-9_]+)`\n(.*?)(?=^##|\Z)", re.MULTILINE | re.DOTALL)
_BULLET = re.compile(r"^- (Class|Example|Example \(Python\)|Input|Message): (.*)$", re.MULTILINE)
_SPAN = re.compile(r"^`(.*)`")


def _span(text: str) -> str | None:
    match = _SPAN.match(text)
    return match.group(1) if match else None


@cache
def catalogue() -> dict[str, Entry]:
    """The entries of docs/errors.md by code."""
    text = ERRORS_DOC.read_text(encoding="utf-8")
    entries: dict[str, Entry] = {}
    for code, body in _SECTION.findall(text):
        assert code not in entries, f"{code} is catalogued twice"
        bullets = dict(_BULLET.findall(body))
        assert {"Class", "Message"} <= set(bullets), f"{code}: needs Class and Message"
        klass = re.match(r"(.*?) · exit (\d)$", bullets["Class"])
        assert klass is not None, f"{code}: Class line must end with '· exit N'"
        entries[code] = Entry(
            code=code, error_class=klass.group(1), exit_code=int(klass.group(2)),
            example=_span(bullets.get("Example", "")),
            python=_span(bullets.get("Example (Python)", "")),
            stdin=_span(bullets.get("Input", "")),
            message=_span(bullets["Message"]) or "",
        )
    return entries


def _class_table() -> dict[str, tuple[str, bool]]:
    """The "Error classes" table: class → (default code, usage)."""
    text = ERRORS_DOC.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\w+)` \| `(\w+)` \| (yes|no) \|", text, re.MULTILINE)
    return {name: (code, usage == "yes") for name, code, usage in rows}


# --------------------------------------------------------------------------- (a)


SERVE_DOC = ERRORS_DOC.parent / "serve.md"


@cache
def served_codes() -> frozenset[str]:
    """The codes of the page's server itself (HTTP requests it refuses), which
    docs/serve.md lists in its table of the server's own codes rather than docs/errors.md:
    no command line or library call gives them, and tests/web/test_api.py triggers each."""
    text = SERVE_DOC.read_text(encoding="utf-8")
    rows = re.findall(r"^\| [45]\d\d \| (.*?) \|", text, re.MULTILINE)
    return frozenset(code for row in rows for code in re.findall(r"`([a-z_]+)`", row))


@pytest.mark.parametrize("code", sorted(raisable_codes()))
def test_every_code_the_package_raises_is_catalogued(code: str) -> None:
    assert code in catalogue() or code in served_codes(), (
        f"{code} is raised in mjscore/ but not in docs/errors.md (nor, for the page's "
        "server, in docs/serve.md)")


def test_every_code_of_the_page_s_server_is_raised_and_tested() -> None:
    tests = (PACKAGE.parent / "tests" / "web" / "test_api.py").read_text(encoding="utf-8")
    assert len(served_codes()) >= 12
    for code in served_codes():
        assert code in raisable_codes(), code
        assert f'"{code}"' in tests, f"{code} has no test in tests/web/test_api.py"


def test_the_scan_finds_codes_of_every_kind() -> None:
    """The scanner is not vacuous: it sees keyword codes, codes passed by position (the
    notation scanner's ``fail``, the situation checks' dataclass), class defaults raised
    bare, the command line's own codes and both f-strings."""
    codes = raisable_codes()
    assert {"no_yaku", "not_a_winning_hand", "invalid_meld"} <= codes
    assert {"empty_hand", "digits_without_suit", "unbalanced_bracket"} <= codes
    assert {"ippatsu_without_riichi", "invalid_sticks"} <= codes
    assert {"invalid_claim", "usage_error", "internal_error"} <= codes
    assert set(scan_source().patterns) == set(F_STRING_CODES)
    assert len(codes) >= 70


@pytest.mark.parametrize(("pattern", "codes"), sorted(F_STRING_CODES.items()))
def test_f_string_codes_are_listed_with_what_they_produce(pattern: str,
                                                          codes: tuple[str, ...]) -> None:
    assert pattern in scan_source().patterns, f"{pattern} is no longer in the source"
    template = re.escape(pattern[2:-1])
    regex = re.sub(r"\\\{.*?\\\}", "[a-z_]+", template)
    for code in codes:
        assert re.fullmatch(regex, code), (pattern, code)


def _error_classes() -> list[type[MjscoreError]]:
    for module in pkgutil.iter_modules([str(PACKAGE)]):
        if module.name != "__main__":
            importlib.import_module(f"mjscore.{module.name}")
    found: list[type[MjscoreError]] = []
    pending: list[type[MjscoreError]] = [MjscoreError]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return [cls for cls in found if cls.__module__.startswith("mjscore")]


@pytest.mark.parametrize("cls", _error_classes(), ids=lambda cls: cls.__name__)
def test_every_error_class_is_in_the_class_table(cls: type[MjscoreError]) -> None:
    table = _class_table()
    assert cls.__name__ in table, f"{cls.__name__} is missing from the classes table"
    assert table[cls.__name__] == (cls.code, cls.usage)
    assert scan_source().class_defaults[cls.__name__] == cls.code


def test_every_catalogued_code_can_be_raised() -> None:
    """No stale entries: each catalogued code is found in the source."""
    assert set(catalogue()) - raisable_codes() == set()


# --------------------------------------------------------------------------- (b)


def _printf(fmt: str, args: list[str]) -> bytes:
    """What the shell's ``printf FMT ARGS...`` writes, for the escapes the page uses."""
    def unescape(text: str) -> str:
        return re.sub(r"\\(n|r|t|\\|x[0-9a-fA-F]{2})", lambda m: {
            "n": "\n", "r": "\r", "t": "\t", "\\": "\\"}.get(m.group(1), "") or chr(
            int(m.group(1)[1:], 16)), text)

    template = unescape(fmt)
    if "%s" not in template:
        return template.encode("utf-8")
    count = template.count("%s")
    out = []
    for start in range(0, max(len(args), 1), count):
        chunk = (args[start:start + count] + [""] * count)[:count]
        out.append(template.replace("%s", "{}").format(*chunk))
    return "".join(out).encode("utf-8")


def _command(example: str, stdin: str | None) -> tuple[list[str], bytes | None]:
    tokens = shlex.split(example)
    data = None
    if "|" in tokens:
        cut = tokens.index("|")
        source, tokens = tokens[:cut], tokens[cut + 1:]
        assert source[0] == "printf", example
        data = _printf(source[1], source[2:])
    assert tokens[0] == "mjscore", example
    if stdin is not None:
        data = eval(stdin)  # a bytes literal or expression written on the page
    return tokens[1:], data


def _takes_json(args: list[str]) -> bool:
    command: click.Command | None = mjscore.cli.cli
    for arg in args:
        if isinstance(command, click.Group) and arg in command.commands:
            command = command.commands[arg]
        else:
            break
    return any("--json" in getattr(param, "opts", ()) for param in command.params)


def _run(args: list[str], data: bytes | None) -> Result:
    result = CliRunner().invoke(mjscore.cli.cli, args, input=data, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def _check_command(entry: Entry) -> None:
    assert entry.example is not None
    args, data = _command(entry.example, entry.stdin)
    result = _run(args, data)
    assert result.exit_code == entry.exit_code, result.output
    if args[0] in ("batch", "check"):
        records = [json.loads(line) for line in result.stdout.splitlines()]
        failed = [record for record in records if not record["ok"]]
        assert failed, records
        assert failed[0]["error"]["code"] == entry.code, failed[0]
        assert entry.message in failed[0]["error"]["message"]
        return
    assert entry.message in result.output, result.output
    if "--json" not in args and _takes_json(args):
        result = _run([*args, "--json"], data)
        assert result.exit_code == entry.exit_code
    error = json.loads(result.stdout)["error"]
    assert error["code"] == entry.code, error
    assert entry.message in error["message"]


def _check_python(entry: Entry) -> None:
    assert entry.python is not None
    with pytest.raises(MjscoreError) as caught:
        eval(entry.python, {"mjscore": mjscore, "io": io})
    assert caught.value.code == entry.code
    assert entry.message in str(caught.value)
    assert (2 if caught.value.usage else 1) == entry.exit_code
    assert type(caught.value).__name__ in entry.error_class


@pytest.mark.parametrize("code", sorted(set(catalogue()) - NO_EXAMPLE))
def test_the_example_of_every_entry_gives_its_code(code: str) -> None:
    entry = catalogue()[code]
    assert (entry.example is None) != (entry.python is None), (
        f"{code}: give one Example or one Example (Python)")
    if entry.python is not None:
        _check_python(entry)
    else:
        _check_command(entry)


def test_the_codes_without_an_example_say_so() -> None:
    for code in NO_EXAMPLE:
        entry = catalogue()[code]
        assert entry.example is None and entry.python is None, code


def test_internal_error_marks_the_record_and_the_run_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import mjscore.records.batch

    calls = iter([RuntimeError("a bug"), None])

    def flaky(*args: Any) -> Any:
        failure = next(calls)
        if failure is not None:
            raise failure
        return original(*args)

    original = mjscore.records.batch.score_hand
    monkeypatch.setattr(mjscore.records.batch, "score_hand", flaky)
    line = b'{"hand": "123m456p789s234s1p+1p", "riichi": true}\n'
    result = _run(["batch", "-"], line * 2)
    records = [json.loads(text) for text in result.stdout.splitlines()]
    assert result.exit_code == catalogue()["internal_error"].exit_code
    assert [record["ok"] for record in records] == [False, True]
    assert records[0]["error"] == {"code": "internal_error",
                                   "message": "unexpected RuntimeError: a bug"}


def test_worker_died_stops_the_run_after_the_answers_before_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    import mjscore.records.batch

    def dying(hand: Any, *args: Any) -> Any:
        if hand.win_tile.kind == 0:  # 1m: the worker dies as if killed
            os._exit(137)
        return original(hand, *args)

    original = mjscore.records.batch.score_hand
    monkeypatch.setattr(mjscore.records.batch, "score_hand", dying)
    good = b'{"hand": "123m456p789s234s1p+1p"}\n'
    fatal = b'{"hand": "123m456p789s234s1m+1m"}\n'
    result = _run(["batch", "-", "--jobs", "2"], good * 600 + fatal + good * 600)
    assert result.exit_code == catalogue()["worker_died"].exit_code
    assert "a worker process stopped unexpectedly (exit code 137)" in result.stderr
    assert len(result.stdout.splitlines()) == 512  # two whole blocks of 256 before it


def test_error_is_the_code_of_an_error_without_one_of_its_own() -> None:
    group = type(mjscore.cli.cli)(name="mjscore")

    @group.command()
    @click.option("--json", "as_json", is_flag=True)
    def fail(as_json: bool) -> None:
        raise click.ClickException("something went wrong")

    result = CliRunner().invoke(group, ["fail", "--json"])
    assert result.exit_code == catalogue()["error"].exit_code
    assert json.loads(result.stdout)["error"] == {"code": "error",
                                                  "message": "something went wrong"}
    assert MjscoreError("no code given").code == "error"
