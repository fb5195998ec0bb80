"""A JSON Schema validator for the subset ``docs/schema/`` uses (standard library only).

Keywords: ``type`` (one or a list), ``enum``, ``const``, ``properties``, ``required``,
``additionalProperties`` (false, or a schema), ``items``, ``anyOf``, and ``$ref`` to the
schema's own ``$defs``. Any other keyword is refused, so that a schema cannot rely on one
this validator would silently skip.
"""

from __future__ import annotations

from typing import Any

KEYWORDS = frozenset(("$schema", "$id", "$defs", "$ref", "title", "version", "type", "enum",
                      "const", "properties", "required", "additionalProperties", "items",
                      "anyOf", "description"))

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,), "array": (list,), "string": (str,), "boolean": (bool,),
    "null": (type(None),), "integer": (int,), "number": (int, float)}


def _is(value: Any, kind: str) -> bool:
    if kind in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES[kind])


def errors(value: Any, schema: dict[str, Any], root: dict[str, Any] | None = None,
           path: str = "$") -> list[str]:
    """Every place where ``value`` breaks ``schema``, as ``path: what``."""
    root = root or schema
    unknown = set(schema) - KEYWORDS
    if unknown:
        return [f"{path}: the schema uses keywords this validator does not know: {unknown}"]
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return errors(value, root["$defs"][name], root, path)
    found: list[str] = []
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(_is(value, kind) for kind in kinds):
            return [f"{path}: {value!r:.60} is not of type {kinds}"]
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{path}: {value!r} is not one of {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        found.append(f"{path}: {value!r} is not {schema['const']!r}")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        found += [f"{path}: no {key!r}" for key in schema.get("required", ())
                  if key not in value]
        for key, item in value.items():
            if key in properties:
                found += errors(item, properties[key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                found.append(f"{path}: {key!r} is not allowed")
            elif isinstance(schema.get("additionalProperties"), dict):
                found += errors(item, schema["additionalProperties"], root, f"{path}.{key}")
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            found += errors(item, schema["items"], root, f"{path}[{index}]")
    if "anyOf" in schema:
        branches = [errors(value, branch, root, path) for branch in schema["anyOf"]]
        if all(branches):
            found.append(f"{path}: matches none of anyOf: {min(branches, key=len)}")
    return found
