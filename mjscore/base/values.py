"""Immutable values built fast: a frozen slots dataclass made without its ``__init__``, and
one declared with less compiled at start-up.

The hot path builds a :class:`~mjscore.situation.Situation` (23 fields) and a
:class:`~mjscore.scoring.Score` (14 fields) for every hand. A frozen dataclass's
``__init__`` binds its arguments and stores each field through ``object.__setattr__``
(plain assignment is what ``frozen`` forbids): about 1 µs for a ``Score``. :func:`filler`
writes, once per class, a function that stores the values into an instance of a private
class with the same slots by plain assignment (the interpreter's fastest store), then turns
that instance into the dataclass by ``__class__`` assignment, which Python allows between
classes of the same layout only: about a fifth of the cost, for the same value.

:func:`value_class` declares a frozen slots dataclass with one method compiled as it is
made, not six: ``dataclasses`` writes each method of each class as source text and parses
and compiles it at every start (about 80 µs a method, the largest cost of ``mjscore
score``'s start-up), while the frozen ``__setattr__``, the pickling state and the rest can
be functions compiled once with this module, and ``__eq__``, ``__hash__`` and ``__repr__``
wait for their first call (one ``mjscore score`` compares tiles, nothing else).
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from collections.abc import Callable, Sequence
from typing import Any, Generic, Literal, TypeVar, dataclass_transform, overload

T = TypeVar("T")
K = TypeVar("K", bound=tuple[Any, ...])
V = TypeVar("V")


@overload
def filler(cls: type[T], *, derived: bool = False, arguments: Literal[False] = False
           ) -> Callable[[Sequence[Any]], T]: ...


@overload
def filler(cls: type[T], *, derived: bool = False, arguments: Literal[True]
           ) -> Callable[..., T]: ...


def filler(cls: type[T], *, derived: bool = False, arguments: bool = False
           ) -> Callable[..., T]:
    """A function that builds the ``cls`` of every field's value, given in field order: as
    one sequence, or with ``arguments`` as the function's own positional arguments (for a
    caller that has the values in hand, not in a list: packing them costs more).

    ``cls`` must be a frozen dataclass with ``slots=True`` and no base class that adds to
    its layout (``object``, or classes of methods with empty ``__slots__``), whose
    ``__init__`` does nothing but set the fields: every field an ``__init__`` argument, no
    ``__post_init__`` (checked here). The value built is then the one ``cls(*values)``
    builds: equal, with the same hash and repr, frozen, pickled alike (a test holds each
    class that uses this to it). The values are not checked or converted, as ``__init__``
    does not check or convert them either.

    With ``derived``, the class may check its fields and derive others
    (``field(init=False)``) in ``__post_init__``: the caller then gives every field, the
    derived ones included, as ``__post_init__`` would leave them, and takes on its checks
    (the notation's reader, which has checked and counted each part of a hand, builds
    :class:`~mjscore.hand.Hand` so).

    Raises:
        TypeError: for a class this cannot build (at import, where it is called).
    """
    params = getattr(cls, "__dataclass_params__", None)
    if not (dataclasses.is_dataclass(cls) and params is not None and params.frozen
            and "__slots__" in cls.__dict__ and _adds_no_layout(cls.__mro__[1:])
            and (derived or not hasattr(cls, "__post_init__"))):
        raise TypeError(f"{cls.__name__} is not a frozen slots dataclass of its own")
    fields = dataclasses.fields(cls)
    names = [field.name for field in fields]
    slot_names = cls.__dict__["__slots__"]
    if (not (derived or all(field.init for field in fields)) or tuple(names) != slot_names
            or not all(name.isidentifier() and not name.startswith("__") for name in names)):
        raise TypeError(f"{cls.__name__}'s fields are not all plain __init__ arguments")
    slots = type(f"_{cls.__name__}Slots", cls.__bases__, {"__slots__": slot_names})
    probe = slots()
    probe.__class__ = cls  # a layout Python refuses fails here
    # Names with "__" are no field's, so no argument hides them.
    if arguments:
        lines = [f"def fill({', '.join(names)}):", "    __value = __Slots()"]
        lines += [f"    __value.{name} = {name}" for name in names]
    else:
        lines = ["def fill(__values):", "    __value = __Slots()"]
        lines += [f"    __value.{name} = __values[{index}]" for index, name in enumerate(names)]
    lines += ["    __value.__class__ = __Class", "    return __value"]
    namespace: dict[str, Any] = {"__Slots": slots, "__Class": cls}
    exec("\n".join(lines), namespace)  # the names are the dataclass's, checked above
    fill: Callable[..., T] = namespace["fill"]
    fill.__qualname__ = fill.__name__ = f"fill_{cls.__name__}"
    return fill


def _adds_no_layout(bases: Sequence[type]) -> bool:
    """Whether ``bases`` (a class's, in method order) end at ``object`` and add no field,
    slot or ``__dict__`` to an instance, so that an instance of slots of their own can turn
    into the class (a mixin of methods with ``__slots__ = ()``)."""
    return bases[-1] is object and all(
        base.__dict__.get("__slots__", None) == () and not dataclasses.is_dataclass(base)
        for base in bases[:-1])


_LAZY_METHODS = ("__eq__", "__hash__", "__repr__")
"""The methods :func:`value_class` has ``dataclasses`` write on first use."""


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def value_class(cls: type[T]) -> type[T]:
    """``cls`` as ``@dataclass(frozen=True, slots=True)`` makes it, with less written as the
    class is made: one method compiled instead of six.

    ``dataclasses`` gathers the fields and makes the slots class (and ``fields``,
    ``replace``, ``__match_args__``, ``__dataclass_params__`` are as they would be). The
    ``__init__`` is written here, storing the fields as a frozen dataclass's does, with its
    signature (:func:`_written_init`); ``__setattr__`` and ``__delattr__`` refuse as a frozen
    dataclass's do (:class:`dataclasses.FrozenInstanceError` for a field, and what their
    test of the class gives for any other name), and ``__getstate__``/``__setstate__``
    pickle as theirs, all four plain functions of this module, compiled with it.
    ``__eq__``, ``__hash__`` and ``__repr__`` are written by ``dataclasses`` itself, on a
    twin class of the same fields, the first time one of them is called (these three take
    the class from the instance, so the twin's serve), and only where ``dataclass`` writes
    them: a class's own ``__eq__`` or ``__repr__`` stays, and so does its own ``__hash__``
    (an ``__eq__`` of its own without one still gets the fields' hash, as from
    ``dataclass``). Until then each is a stand-in that writes all three and answers as they
    do.

    The fields are plain: each an ``__init__`` argument (with or without a default) or
    ``field(init=False)`` (with or without one), a ``__post_init__`` if the class wants;
    no ``default_factory``, ``kw_only``, ``InitVar`` or ``ClassVar``, no field called
    ``self``, no dataclass among the bases (refused here with :class:`TypeError`, at
    import). ``tests/base/test_value_class.py`` holds every kind to the plain dataclass.
    """
    own = cls.__dict__
    class_hash = own.get("__hash__", dataclasses.MISSING)
    # dataclass's own rule for a hash given in the class body (a body with __eq__ and no
    # __hash__ has __hash__ None, which is no hash given).
    lazy = [name for name in _LAZY_METHODS if name not in own] + (
        ["__hash__"] if class_hash is None and "__eq__" in own else [])
    documented = bool(cls.__doc__)
    if any(dataclasses.is_dataclass(base) for base in cls.__mro__[1:]):
        raise TypeError(f"{cls.__name__}: a value_class has no dataclass among its bases")
    # Not frozen, no __init__, __repr__ or __eq__: dataclasses writes none of its methods.
    made: Any = dataclasses.dataclass(init=False, repr=False, eq=False, slots=True)(cls)
    fields = dataclasses.fields(made)
    if (len(fields) != len(made.__dataclass_fields__)
            or any(field.default_factory is not dataclasses.MISSING or field.kw_only is True
                   or field.name == "self" for field in fields)):
        raise TypeError(f"{cls.__name__}'s fields are not all plain fields of a value_class")
    made.__init__ = _written_init(made, fields)
    # As dataclass's, they test the class as declared, before slots made it anew (on 3.11
    # a name that is no field is then refused by super() with a TypeError, as there).
    made.__setattr__ = _frozen_setattr(cls, fields)
    made.__delattr__ = _frozen_delattr(cls, fields)
    made.__getstate__, made.__setstate__ = _getstate, _setstate
    params = made.__dataclass_params__
    params.init = params.repr = params.eq = params.frozen = True
    if not documented:  # dataclass's own words for a class without a docstring
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    if lazy:
        _stand_ins(made, lazy)
    value: type[T] = made
    return value


def _written_init(cls: type, fields: Sequence[dataclasses.Field[Any]]) -> Callable[..., None]:
    """The ``__init__`` of the frozen dataclass ``cls``, as ``dataclasses`` writes it: the
    fields given in order (the defaults of the last ones as the function's defaults, the
    annotations as written), each field stored through ``object.__setattr__`` (a field of
    ``field(init=False)`` with a default gets the default), then ``__post_init__``.

    The text is the shortest that does so (the object's ``__setattr__`` a name of its own,
    the defaults and annotations set on the function once it is made): compiling
    ``dataclasses``' text for a rule set's 56 fields took three times as long, at every
    start, for the same stores.

    Raises:
        TypeError: for an argument without a default after one with (as ``dataclass``).
    """
    parameters, defaults, lines = ["self"], [], []
    given: dict[str, Any] = {"__dataclass_store__": object.__setattr__}
    for field in fields:
        value = field.name
        if field.init:
            parameters.append(field.name)
            if field.default is not dataclasses.MISSING:
                defaults.append(field.default)
            elif defaults:
                raise TypeError(f"non-default argument {field.name!r} follows default "
                                "argument")
        elif field.default is not dataclasses.MISSING:
            value = f"_dflt_{field.name}"
            given[value] = field.default
        else:
            continue  # a field __post_init__ sets
        lines.append(f"__dataclass_store__(self,{field.name!r},{value})")
    if hasattr(cls, "__post_init__"):
        lines.append("self.__post_init__()")
    body = "\n".join(f"  {line}" for line in lines or ["pass"])
    text = (f"def __create_fn__({', '.join(given)}):\n"
            f" def __init__({','.join(parameters)}):\n{body}\n return __init__")
    module = sys.modules.get(cls.__module__)
    namespace: dict[str, Any] = {}
    # The names are the dataclass's fields (identifiers: the class body declared them);
    # compiled without this module's __future__ annotations, as dataclasses compiles it.
    exec(compile(text, "<string>", "exec", dont_inherit=True),
         module.__dict__ if module is not None else {}, namespace)
    init: Callable[..., None] = namespace["__create_fn__"](**given)
    init.__defaults__ = tuple(defaults) or None
    init.__annotations__ = {**{field.name: field.type for field in fields if field.init},
                            "return": None}
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _frozen_setattr(cls: Any, fields: Sequence[dataclasses.Field[Any]]
                    ) -> Callable[[Any, str, Any], None]:
    """A frozen dataclass's ``__setattr__`` for ``cls``: no name on ``cls`` itself, no
    field's on a subclass; the rest passed on, to ``super(cls, self)``."""
    names = frozenset(field.name for field in fields)

    def refuse(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    refuse.__name__, refuse.__qualname__ = "__setattr__", f"{cls.__qualname__}.__setattr__"
    return refuse


def _frozen_delattr(cls: Any, fields: Sequence[dataclasses.Field[Any]]
                    ) -> Callable[[Any, str], None]:
    """A frozen dataclass's ``__delattr__`` for ``cls``."""
    names = frozenset(field.name for field in fields)

    def refuse(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    refuse.__name__, refuse.__qualname__ = "__delattr__", f"{cls.__qualname__}.__delattr__"
    return refuse


def _getstate(self: Any) -> list[Any]:
    """A frozen slots dataclass's state: its fields' values (as ``dataclasses`` gives it)."""
    return [getattr(self, field.name) for field in dataclasses.fields(self)]


def _setstate(self: Any, state: Sequence[Any]) -> None:
    """Its state given back, field by field, past the frozen ``__setattr__``."""
    for field, value in zip(dataclasses.fields(self), state, strict=False):
        object.__setattr__(self, field.name, value)


def _stand_ins(cls: type, names: list[str]) -> None:
    """Give ``cls`` a stand-in for each of ``names`` that writes them all on its first call."""

    def write() -> None:
        fields = dataclasses.fields(cls)
        # The twin: cls's fields (the types do not matter to these methods), no __init__.
        namespace: dict[str, Any] = {
            "__module__": cls.__module__, "__qualname__": cls.__qualname__,
            "__doc__": cls.__doc__ or cls.__name__,
            "__annotations__": {field.name: object for field in fields}}
        namespace.update({field.name: dataclasses.field(repr=field.repr, hash=field.hash,
                                                        compare=field.compare)
                          for field in fields})
        twin: type = dataclasses.dataclass(
            init=False, repr="__repr__" in names, eq="__eq__" in names,
            unsafe_hash="__hash__" in names, match_args=False)(type(cls.__name__, (), namespace))
        for name in names:
            setattr(cls, name, twin.__dict__[name])

    def equal(self: Any, other: object) -> Any:
        write()
        return cls.__dict__["__eq__"](self, other)

    def hashed(self: Any) -> int:
        write()
        hash_value: int = cls.__dict__["__hash__"](self)
        return hash_value

    def shown(self: Any) -> str:
        write()
        text: str = cls.__dict__["__repr__"](self)
        return text

    for name, stand_in in (("__eq__", equal), ("__hash__", hashed), ("__repr__", shown)):
        if name in names:
            stand_in.__name__, stand_in.__qualname__ = name, f"{cls.__qualname__}.{name}"
            setattr(cls, name, stand_in)


class SharedValues(dict[K, V], Generic[K, V]):
    """Immutable values shared by the arguments they are made of: ``table[key]`` is
    ``make(*key)``, made on the first miss and the same object after. Few distinct keys
    occur in play (yaku lines, fu lines, payments, blocks); past ``limit`` the table starts
    afresh, so it stays bounded whatever the input. Looked up as a plain dict (a hit is no
    Python call); only a miss calls ``__missing__``.
    """

    __slots__ = ("_limit", "_make")

    def __init__(self, make: Callable[..., V], limit: int = 4096) -> None:
        super().__init__()
        self._make = make
        self._limit = limit

    def __missing__(self, key: K) -> V:
        if len(self) >= self._limit:
            self.clear()
        value = self[key] = self._make(*key)
        return value
