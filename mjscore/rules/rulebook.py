"""Rule sets as users write them: rule values as text, overrides of a preset, a club's
rulebook file, and whatever a caller gives as rules resolved into one :class:`Rules`.

Overrides come as typed values or as the text a user types; a derived rule set is named
after its preset and the fields that differ from it:

>>> from mjscore.rules import TENHOU
>>> rules = with_overrides(TENHOU, {"open_tanyao": "no", "kiriage_mangan": True})
>>> rules.name
'tenhou+open_tanyao=false+kiriage_mangan=true'
>>> resolve_rules({"preset": "classic", "double_wind_pair_fu": 4}).name
'classic+double_wind_pair_fu=4'

A typo is an error, never a silent default:

>>> with_overrides(TENHOU, {"open_tanyo": False})  # doctest: +ELLIPSIS
Traceback (most recent call last):
    ...
mjscore.base.errors.RulesError: unknown rule 'open_tanyo' (did you mean open_tanyao?); ...
"""

from __future__ import annotations

import dataclasses
import enum
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..base import RulesError
from .fields import RULE_FIELDS, RuleValue, check_rule_keys, rule_field
from .ruleset import DEFAULT_RULES, PRESETS, Rules, find_rules


def format_rule_value(value: RuleValue) -> str:
    """A rule value as ``--rule`` takes it: true/false, enum values, ``none`` for no suits.

    >>> from mjscore.rules import Kazoe
    >>> format_rule_value(False), format_rule_value(Kazoe.SANBAIMAN), format_rule_value("")
    ('false', 'sanbaiman', 'none')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return ",".join(str(part) for part in value)
    if value == "":
        return "none"
    return str(value)


def parse_rule_value(field: str, text: str) -> RuleValue:
    """Read the value of rule ``field`` from text (``--rule field=text``).

    >>> parse_rule_value("kazoe", "Sanbaiman")
    <Kazoe.SANBAIMAN: 'sanbaiman'>

    Raises:
        RulesError: ``unknown_rule`` for an unknown field, ``invalid_rule_value`` for a
            value the field cannot take; both messages list what is valid.
    """
    return rule_field(field).parse(text)


def parse_rule_override(text: str) -> tuple[str, RuleValue]:
    """Split ``KEY=VALUE`` and read the value.

    Raises:
        RulesError: ``malformed_rule`` without ``=``; else as :func:`parse_rule_value`.
    """
    key, equals, value = text.partition("=")
    if not equals or not key.strip():
        raise RulesError(f"expected KEY=VALUE, such as open_tanyao=false, not {text!r}",
                         code="malformed_rule")
    key = key.strip()
    return key, parse_rule_value(key, value)


def with_overrides(rules: Rules, overrides: Mapping[str, object]) -> Rules:
    """``rules`` with some fields changed, each given typed or as text.

    The result is named after the preset and every field that differs from it
    (``tenhou+open_tanyao=false``); overrides that change nothing return ``rules`` itself.

    Raises:
        RulesError: ``unknown_rule`` or ``invalid_rule_value``, naming the key or value.
    """
    changes: dict[str, Any] = {key: rule_field(key).coerce(value)
                               for key, value in overrides.items()}
    changed = replace(rules, **changes)
    if changed == rules:
        return rules
    return replace(changed, name=_derived_name(rules, changed))

def _derived_name(base: Rules, changed: Rules) -> str:
    root = base.name.split("+", 1)[0]
    reference, prefix = (PRESETS[root], root) if root in PRESETS else (base, base.name)
    return "+".join([prefix, *override_words(reference, changed)])


def override_words(base: Rules, rules: Rules) -> list[str]:
    """The fields of ``rules`` that differ from ``base``, as ``--rule`` takes them.

    >>> from mjscore.rules import CLASSIC
    >>> override_words(CLASSIC, with_overrides(CLASSIC, {"open_tanyao": True}))
    ['open_tanyao=true']
    """
    return [f"{difference.field}={format_rule_value(difference.right)}"
            for difference in diff_rules(base, rules)]


def with_name(rules: Rules, name: str, *, code: str) -> Rules:
    """``rules`` with the name ``name``: the preset itself when ``name`` is a preset's
    (ignoring case) and the rules equal it, else a copy of ``rules`` carrying ``name``.

    >>> from mjscore.rules import CLASSIC
    >>> with_name(CLASSIC, "Classic", code="invalid_rule_value") is CLASSIC
    True
    >>> with_name(CLASSIC, "club", code="invalid_rule_value").name
    'club'

    Raises:
        RulesError: with ``code``, for a preset's name on rules that differ from it.
    """
    preset = PRESETS.get(name.lower())
    if preset is not None:
        if replace(rules, name=preset.name) == preset:
            return preset
        raise RulesError(f"the name {name!r} belongs to a preset; a rule set that differs "
                         "from it needs a name of its own", code=code)
    return replace(rules, name=name)


def _named(rules: Rules, name: object, *, code: str) -> Rules:
    if not isinstance(name, str) or not name.strip():
        raise RulesError(f"invalid rule set name {name!r}: expected a non-empty string",
                         code=code)
    return with_name(rules, name.strip(), code=code)


def rules_to_dict(rules: Rules) -> dict[str, bool | int | str | list[int]]:
    """The rule set as JSON-ready values: ``name`` first, enums as their values.

    :func:`resolve_rules` reads the result back.

    >>> from mjscore.rules import CLASSIC
    >>> rules_to_dict(CLASSIC)["kazoe"]
    'yakuman'
    """
    result: dict[str, bool | int | str | list[int]] = {"name": rules.name}
    for field in RULE_FIELDS:
        value = getattr(rules, field.name)
        if isinstance(value, enum.Enum):
            value = value.value
        elif isinstance(value, tuple):
            value = list(value)
        result[field.name] = value
    return result


@dataclass(frozen=True, slots=True)
class RuleDifference:
    """One field on which two rule sets differ."""

    field: str
    left: RuleValue
    right: RuleValue


def diff_rules(left: Rules, right: Rules) -> tuple[RuleDifference, ...]:
    """The fields on which two rule sets differ, in field order (``name`` aside).

    >>> from mjscore.rules import CLASSIC, TENHOU
    >>> [d.field for d in diff_rules(TENHOU, CLASSIC)][:2]
    ['open_tanyao', 'double_wind_pair_fu']
    """
    return tuple(
        RuleDifference(field.name, getattr(left, field.name), getattr(right, field.name))
        for field in RULE_FIELDS
        if getattr(left, field.name) != getattr(right, field.name)
    )


def load_rules_file(path: str | os.PathLike[str]) -> Rules:
    """Read a club rulebook: a TOML file with ``base = "<preset>"`` and field overrides.

    An optional ``name`` names the rule set; it defaults to the file's stem (``club`` for
    ``club.toml``). A name that belongs to a preset is refused unless the rules equal it.

    Raises:
        RulesError: ``invalid_rules_file`` for an unreadable file, bad TOML, no ``base`` or a
            bad ``name``; ``unknown_preset``, ``unknown_rule`` or ``invalid_rule_value`` for
            its contents. Every message starts with the path.
    """
    import tomllib

    file = Path(path)
    text = _rules_text(file)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise RulesError(f"{file}: not a valid TOML file: {err}",
                         code="invalid_rules_file") from None
    except RecursionError:
        raise RulesError(f"{file}: not a valid TOML file: nested too deeply",
                         code="invalid_rules_file") from None
    base = data.pop("base", None)
    if not isinstance(base, str):
        raise RulesError(f'{file}: name the base preset, such as base = "tenhou" '
                         f"(presets: {', '.join(PRESETS)})", code="invalid_rules_file")
    name = data.pop("name", file.stem)
    try:
        rules = _apply(find_rules(base), data, ("base", "name"))
        return _named(rules, name, code="invalid_rules_file")
    except RulesError as err:
        raise RulesError(f"{file}: {err.message}", code=err.code) from None


MAX_RULES_FILE_BYTES = 65_536
"""The largest rules file read (bytes): every field of the rules written out takes a few
kilobytes; anything larger is refused unread."""


def _rules_text(file: Path) -> str:
    """The text of a rules file.

    Raises:
        RulesError: ``invalid_rules_file`` for a file that cannot be read or is not UTF-8.
    """
    try:
        # Opened without waiting (a FIFO's open waits for a writer), then read only when it
        # is a regular file, and only up to the cap (a device such as /dev/zero never ends).
        descriptor = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as stream:
            regular = stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
            data = stream.read(MAX_RULES_FILE_BYTES + 1) if regular else b""
    except OSError as err:
        raise RulesError(f"{file}: cannot read the rules file: {err.strerror or err}",
                         code="invalid_rules_file") from None
    except ValueError:  # a NUL byte, or a lone surrogate: no file system's path
        raise RulesError(f"{str(file)!a}: cannot read the rules file: no file can have "
                         "this path", code="invalid_rules_file") from None
    if not regular:
        raise RulesError(f"{file}: cannot read the rules file: not a regular file",
                         code="invalid_rules_file")
    if len(data) > MAX_RULES_FILE_BYTES:
        raise RulesError(f"{file}: cannot read the rules file: larger than "
                         f"{MAX_RULES_FILE_BYTES:,} bytes (a rulebook is a few lines)",
                         code="invalid_rules_file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RulesError(f"{file}: not a valid TOML file: {err}",
                         code="invalid_rules_file") from None


def resolve_rules(spec: str | Rules | Mapping[str, object] | None = None) -> Rules:
    """Turn what a caller gives as rules into a :class:`Rules` value.

    ``spec`` is ``None`` (the default rules), a preset name, a :class:`Rules`, or a mapping
    ``{"preset": NAME, FIELD: VALUE, ...}`` as the batch format's ``rules`` object has it:
    ``preset`` defaults to ``tenhou``, an optional ``name`` names the result, and values are
    typed or text.

    Raises:
        RulesError: ``unknown_preset``, ``unknown_rule`` or ``invalid_rule_value``.
    """
    if spec is None:
        return DEFAULT_RULES
    if isinstance(spec, Rules):
        return spec
    if isinstance(spec, str):
        return find_rules(spec)
    if not isinstance(spec, Mapping):
        raise RulesError(f"rules must be a preset name, a Rules value or a mapping, not "
                         f"{type(spec).__name__}", code="invalid_rules")
    overrides = dict(spec)
    preset = overrides.pop("preset", DEFAULT_RULES.name)
    if not isinstance(preset, str):
        raise RulesError(f"invalid preset {preset!r}: expected one of {', '.join(PRESETS)}",
                         code="unknown_preset")
    name = overrides.pop("name", None)
    rules = _apply(find_rules(preset), overrides, ("preset", "name"))
    return rules if name is None else _named(rules, name, code="invalid_rule_value")


def rules_over(base: Rules, given: object) -> Rules:
    """The rules a record (a batch record, an argument line, a sheet's header) gives over the
    ``base`` rules of the command: a mapping without ``preset`` changes those fields of
    ``base``; anything else is read as :func:`resolve_rules` reads it (a preset name, a
    mapping with ``preset``, a :class:`Rules`; ``None``, the default rules).

    >>> from mjscore.rules import CLASSIC
    >>> rules_over(CLASSIC, {"open_tanyao": True}).name
    'classic+open_tanyao=true'
    >>> rules_over(CLASSIC, {"preset": "tenhou"}).name, rules_over(CLASSIC, "ema").name
    ('tenhou', 'ema')

    Raises:
        RulesError: as :func:`with_overrides` for the overrides, else as
            :func:`resolve_rules`, ``invalid_rules`` for what is none of these.
    """
    if isinstance(given, Mapping) and "preset" not in given:
        return with_overrides(base, given)
    return resolve_rules(given)  # type: ignore[arg-type]


def _apply(rules: Rules, overrides: Mapping[str, object], keys: tuple[str, ...]) -> Rules:
    """:func:`with_overrides`, where an unknown key error also lists the other ``keys``."""
    check_rule_keys(overrides, keys)
    return with_overrides(rules, overrides)


@dataclass(frozen=True, slots=True)
class RulesChoice:
    """What a user said about the rules of a source that names its own (a game log, a score
    sheet): a rule set that replaces the source's (``--rules``, ``--rules-file``), then
    field overrides on top (``--rule``).

    >>> from mjscore.rules import TENHOU
    >>> RulesChoice(overrides={"uma": "30,10,-10,-30"}).over(TENHOU).name
    'tenhou+uma=30,10,-10,-30'
    """

    rules: Rules | None = None
    overrides: Mapping[str, object] = dataclasses.field(default_factory=dict)

    def over(self, rules: Rules) -> Rules:
        """The rules to play: the chosen rule set, or the source's ``rules``, overridden.

        Raises:
            RulesError: for an override the rule set cannot take.
        """
        chosen = self.rules if self.rules is not None else rules
        return with_overrides(chosen, self.overrides) if self.overrides else chosen
