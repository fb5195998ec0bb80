""":func:`mjscore.base.value_class` makes the class ``@dataclass(frozen=True, slots=True)``
makes, with its ``__eq__``, ``__hash__`` and ``__repr__`` written on first use.

Each kind of class below is declared twice, once with each decorator, and the two must
compare, hash and print alike (before the methods are written and after), be frozen and
copy alike (by the pickling protocol); then every value class of the package is held to a
reference written here (the fields' repr, tuple equality, the hash of the compared fields'
tuple).
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import importlib
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest

import mjscore
from mjscore.base import value_class
from mjscore.base import values as values_module
from mjscore.game import play_game
from mjscore.hand import parse_hand
from mjscore.logs import read_mjlog_file
from mjscore.rules import RULE_FIELDS, resolve_rules, ruleset
from mjscore.scoring import YAKU, score
from mjscore.situation import SITUATION_FIELDS, checks

from ..support.logdata import RAW_DIR, require_raw

PACKAGE = Path(mjscore.__file__).resolve().parent


def both(body: Callable[[Callable[[type], type]], type]) -> tuple[type, type]:
    """The class ``body`` declares, once as a plain frozen slots dataclass and once as a
    ``value_class`` (the same name, so that their reprs can be compared)."""
    return body(dataclasses.dataclass(frozen=True, slots=True)), body(value_class)


def plain(decorate: Callable[[type], type]) -> type:
    class Plain:
        a: int
        b: tuple[int, ...] = ()
    return decorate(Plain)


def flags(decorate: Callable[[type], type]) -> type:
    class Flags:
        a: int
        hidden: int = dataclasses.field(default=0, repr=False)
        loose: int = dataclasses.field(default=0, compare=False)
        unhashed: int = dataclasses.field(default=0, hash=False)
        hashed_only: int = dataclasses.field(default=0, compare=False, hash=True)
        derived: int = dataclasses.field(init=False, default=0)

        def __post_init__(self) -> None:
            object.__setattr__(self, "derived", self.a * 10)
    return decorate(Flags)


def own_repr(decorate: Callable[[type], type]) -> type:
    class OwnRepr:
        a: int

        def __repr__(self) -> str:
            return f"<{self.a}>"
    return decorate(OwnRepr)


def own_eq(decorate: Callable[[type], type]) -> type:
    class OwnEq:  # noqa: PLW1641 (an own __eq__, no __hash__: dataclass gives the hash)
        a: int
        b: int = 0

        def __eq__(self, other: object) -> bool:
            return type(other) is type(self) and self.a == other.a  # type: ignore[attr-defined]
    return decorate(OwnEq)


def own_hash(decorate: Callable[[type], type]) -> type:
    class OwnHash:
        a: int
        __hash__ = object.__hash__
    return decorate(OwnHash)


def single(decorate: Callable[[type], type]) -> type:
    class Single:
        a: float
    return decorate(Single)


KINDS: dict[str, tuple[Callable[[Callable[[type], type]], type], list[tuple[Any, ...]]]] = {
    "plain": (plain, [(1,), (1, (2, 3)), (2, (2, 3))]),
    "flags": (flags, [(1,), (1, 5, 6, 7, 8), (1, 0, 9, 0, 0), (2, 5, 6, 7, 8), (1, 5, 6, 7, 9)]),
    "own_repr": (own_repr, [(1,), (2,)]),
    "own_eq": (own_eq, [(1,), (1, 2), (2, 2)]),
    "own_hash": (own_hash, [(1,), (2,)]),
    "single": (single, [(1.0,), (float("nan"),), (2.0,)]),
}


def behaviour(cls: type, arguments: list[tuple[Any, ...]]) -> list[Any]:
    """What the values of ``cls`` show: reprs, every pair's ``==`` and ``!=``, hashes (or the
    error), comparisons with other objects, the frozen error, copying."""
    values = [cls(*given) for given in arguments]
    seen: list[Any] = []
    for value in values:
        seen.append(repr(value))
        try:
            seen.append(hash(value) if cls.__hash__ is not object.__hash__ else "identity")
        except TypeError as error:
            seen.append(str(error))
        seen += [value == other for other in values] + [value != other for other in values]
        seen += [value == value, value == 1, value.__eq__(1), value == None]  # noqa: E711, PLR0124
        copied = copy.deepcopy(value)  # the pickling protocol (the classes are local)
        seen += [type(copied) is cls, copied == value, dataclasses.replace(value) == value]
        with pytest.raises(dataclasses.FrozenInstanceError) as frozen:
            value.a = 0
        with pytest.raises(dataclasses.FrozenInstanceError) as deleted:
            del value.a
        seen += [str(frozen.value), str(deleted.value), hasattr(value, "__dict__")]
    return seen


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("first", ["__eq__", "__hash__", "__repr__"])
def test_a_value_class_behaves_as_the_frozen_slots_dataclass(kind: str, first: str) -> None:
    body, arguments = KINDS[kind]
    reference, lazy = both(body)
    instance = lazy(*arguments[0])
    # The methods are written by whichever is called first; then each is dataclass's.
    {"__eq__": lambda: instance == lazy(*arguments[0]), "__hash__": lambda: hash(instance),
     "__repr__": lambda: repr(instance)}[first]()
    assert behaviour(lazy, arguments) == behaviour(reference, arguments)
    for name in ("__eq__", "__hash__", "__repr__"):
        mine, theirs = lazy.__dict__.get(name), reference.__dict__.get(name)
        if theirs is None or not hasattr(theirs, "__code__"):
            assert mine is theirs or mine == theirs, name
        else:
            assert source(mine) == source(theirs), name  # dataclass's, or the class's own
            assert code(mine).co_code == code(theirs).co_code, name
            assert mine.__qualname__ == theirs.__qualname__, name


def code(method: Any) -> Any:
    """The code of a method, under the wrapper dataclass puts around ``__repr__``."""
    return inspect.unwrap(method).__code__


def source(method: Any) -> str | None:
    """Where a method's code was written (``<string>`` for dataclass's), if it has code."""
    return code(method).co_filename if hasattr(inspect.unwrap(method), "__code__") else None


@pytest.mark.parametrize("kind", KINDS)
def test_a_value_class_behaves_so_before_its_methods_are_written(kind: str) -> None:
    body, arguments = KINDS[kind]
    reference, lazy = both(body)
    for name in ("__eq__", "__hash__", "__repr__"):  # a stand-in where dataclass writes one
        assert (source(lazy.__dict__.get(name)) == values_module.__file__) == (
            source(reference.__dict__.get(name)) == "<string>"), name
    assert behaviour(lazy, arguments) == behaviour(reference, arguments)
    assert [repr(field) for field in dataclasses.fields(lazy)] == [
        repr(field) for field in dataclasses.fields(reference)]
    assert lazy.__match_args__ == reference.__match_args__  # type: ignore[attr-defined]
    assert lazy.__slots__ == reference.__slots__  # type: ignore[attr-defined]
    assert repr(lazy.__dataclass_params__) == repr(  # type: ignore[attr-defined]
        reference.__dataclass_params__)  # type: ignore[attr-defined]
    assert lazy.__doc__ == reference.__doc__


@pytest.mark.parametrize("kind", KINDS)
def test_a_value_class_is_built_and_refuses_as_the_frozen_slots_dataclass(kind: str) -> None:
    body, arguments = KINDS[kind]
    reference, lazy = both(body)
    assert str(inspect.signature(lazy)) == str(inspect.signature(reference))
    mine, theirs = lazy.__init__, reference.__init__  # type: ignore[misc]
    assert (mine.__qualname__, mine.__defaults__, mine.__kwdefaults__, mine.__annotations__
            ) == (theirs.__qualname__, theirs.__defaults__, theirs.__kwdefaults__,
                  theirs.__annotations__)
    mine_code, theirs_code = code(mine), code(theirs)
    assert mine_code.co_varnames[:mine_code.co_argcount] == theirs_code.co_varnames[
        :theirs_code.co_argcount]
    defaults = mine.__defaults__ or ()
    assert all(a is b for a, b in zip(defaults, theirs.__defaults__ or (), strict=True))
    for given in [*arguments, (), (1, 2, 3, 4, 5, 6, 7)]:
        assert outcome(lambda given=given: lazy(*given)) == outcome(
            lambda given=given: reference(*given))
    assert outcome(lambda: lazy(1, z=2)) == outcome(lambda: reference(1, z=2))
    value, other = lazy(*arguments[0]), reference(*arguments[0])
    assert value.__getstate__() == other.__getstate__()  # type: ignore[attr-defined]
    for name in ("a", "elsewhere"):
        assert outcome(lambda name=name: setattr(value, name, 1)) == outcome(
            lambda name=name: setattr(other, name, 1))
        assert outcome(lambda name=name: delattr(value, name)) == outcome(
            lambda name=name: delattr(other, name))

    # A subclass of its own (not a dataclass): no field set, and the rest as there.
    sub_lazy, sub_reference = type("Sub", (lazy,), {}), type("Sub", (reference,), {})
    mine_sub, theirs_sub = sub_lazy(*arguments[0]), sub_reference(*arguments[0])
    for name in ("a", "elsewhere"):
        assert outcome(lambda name=name: setattr(mine_sub, name, 1)) == outcome(
            lambda name=name: setattr(theirs_sub, name, 1))
    assert vars(mine_sub) == vars(theirs_sub)


def outcome(call: Callable[[], Any]) -> tuple[str, str]:
    """What a call does: the repr of its value, or its error's type and message."""
    try:
        return ("value", repr(call()))
    except (TypeError, AttributeError, dataclasses.FrozenInstanceError) as error:
        return (type(error).__name__, str(error))


def test_what_a_value_class_cannot_be_is_refused_at_once() -> None:
    class Factory:
        a: list[int] = dataclasses.field(default_factory=list)

    class KeywordOnly:
        a: int = dataclasses.field(kw_only=True)

    class WithInitVar:
        a: dataclasses.InitVar[int]

    class WithClassVar:
        a: ClassVar[int] = 1

    @dataclasses.dataclass(frozen=True, slots=True)
    class Base:
        a: int

    class Derived(Base):
        b: int = 0

    class Ordering:
        a: int
        b: int = 0
        c: int  # type: ignore[misc]

    for cls in (Factory, KeywordOnly, WithInitVar, WithClassVar, Derived):
        with pytest.raises(TypeError, match="value_class"):
            value_class(cls)
    with pytest.raises(TypeError, match="non-default argument 'c' follows default argument"):
        value_class(Ordering)


def test_the_methods_are_not_written_as_the_class_is_made() -> None:
    lazy = plain(value_class)
    assert source(lazy.__dict__["__eq__"]) == values_module.__file__
    hash(lazy(1))
    assert source(lazy.__dict__["__eq__"]) == source(lazy.__dict__["__repr__"]) == "<string>"


# Every value class of the package ---------------------------------------------------------

def value_classes() -> list[str]:
    """Every class of the package declared ``@value_class``, as ``module:Class``."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        found += [f"{module}:{node.name}" for node in tree.body if isinstance(node, ast.ClassDef)
                  and any(ast.unparse(decorator) == "value_class"
                          for decorator in node.decorator_list)]
    return found


def sample_values() -> dict[type, list[Any]]:
    """Values of the value classes, reached from scored hands, rules and the tables."""
    rules = resolve_rules("tenhou")
    result = score(parse_hand("234m567p8s+8s [4-56s] [777z]"), rules=rules, tsumo=True,
                   seat="S", dora=["3m"])
    other = score(parse_hand("123m456p789s1122z+2z"), rules=rules, riichi=True)
    samples: dict[type, list[Any]] = {}
    seen: set[int] = set()
    for value in (result, other, rules, resolve_rules("ema"), RULE_FIELDS, SITUATION_FIELDS,
                  YAKU, ruleset.PRESET_LIST, checks.ALL_CHECKS):
        _walk(value, samples, seen)
    return samples


def test_the_package_declares_its_values_so() -> None:
    names = value_classes()
    assert len(names) >= 16
    for name in names:
        module, cls_name = name.split(":")
        cls = getattr(importlib.import_module(module), cls_name)
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, name
        assert "__slots__" in cls.__dict__ and "__dict__" not in dir(cls), name


def test_every_value_class_compares_hashes_and_prints_as_its_fields_say() -> None:
    samples = sample_values()
    declared = {name.split(":")[1] for name in value_classes()}
    assert len({cls.__name__ for cls in samples} & declared) >= 14
    _check_samples(samples, declared)


def test_the_values_of_a_replayed_game_compare_hash_and_print_as_their_fields_say() -> None:
    """The game's and the logs' value classes (a read game, its hands, wins, draws, labels,
    states, outcomes and standings), reached from real games replayed."""
    require_raw()
    samples: dict[type, list[Any]] = {}
    for folder in ("tenhou_phoenix_2022", "tenhou_phoenix_2022_3p"):
        for path in sorted((RAW_DIR / folder).iterdir())[3:6]:
            _walk(play_game(read_mjlog_file(path)), samples, set())
    declared = {name.split(":")[1] for name in value_classes()}
    reached = {cls.__name__ for cls in samples} & declared
    assert {"Win", "HandRecord", "Written", "GameState", "RecordedWin", "ExhaustiveDraw",
            "GameRecord", "Play", "FinalRecord"} <= reached, reached
    _check_samples(samples, declared)


def _walk(value: Any, samples: dict[type, list[Any]], seen: set[int]) -> None:
    if id(value) in seen:
        return
    seen.add(id(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        samples.setdefault(type(value), []).append(value)
        for field in dataclasses.fields(value):
            _walk(getattr(value, field.name), samples, seen)
    elif isinstance(value, (tuple, list, frozenset)):
        for item in value:
            _walk(item, samples, seen)


def _check_samples(samples: dict[type, list[Any]], declared: set[str]) -> None:
    for cls, values in samples.items():
        if cls.__name__ not in declared:
            continue
        fields = dataclasses.fields(cls)
        for value in values[:5]:
            if "__repr__" not in _own_methods(cls):
                shown = ", ".join(f"{field.name}={getattr(value, field.name)!r}"
                                  for field in fields if field.repr)
                assert repr(value) == f"{cls.__qualname__}({shown})"
            compared = tuple(getattr(value, field.name) for field in fields if field.compare)
            hashed = tuple(getattr(value, field.name) for field in fields
                           if (field.compare if field.hash is None else field.hash))
            assert hash(value) == hash(hashed)
            twin = dataclasses.replace(value) if all(field.init for field in fields) else value
            assert twin == value and (twin != value) is False and value != object()
            assert compared == tuple(getattr(twin, field.name) for field in fields
                                     if field.compare)


def _own_methods(cls: type) -> set[str]:
    """The methods the class's own source defines (not written by value_class)."""
    module = importlib.import_module(cls.__module__)
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    node = next(node for node in tree.body
                if isinstance(node, ast.ClassDef) and node.name == cls.__name__)
    return {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
