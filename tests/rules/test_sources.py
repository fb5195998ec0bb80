"""Every preset cites the published rule each of its values follows (issue 16), and
``docs/rules.md`` shows those citations as ``mjscore.rules.sources`` holds them.

``python -m tests.rules.test_sources`` rewrites the generated parts of ``docs/rules.md``.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from mjscore.rules import (
    PRESET_LIST,
    PRESETS,
    RULE_FIELDS,
    TENHOU,
    citation_of,
    with_overrides,
)
from mjscore.rules.citations import LOG, PRIMARY, SECONDARY
from mjscore.rules.preset_sources import NOT_SHIPPED, PRESET_SOURCES
from mjscore.rules.sources import citation, comparison_table, documents_list, sources_table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"

_PARTS = {
    "comparison table": comparison_table,
    "documents": documents_list,
    "sources table": sources_table,
}


def _generated(text: str) -> str:
    for name, make in _PARTS.items():
        pattern = re.compile(rf"(<!-- {name}: generated[^\n]*-->\n).*?(\n<!-- end of the "
                             rf"{name} -->)", re.S)
        assert pattern.search(text), name
        text = pattern.sub(lambda match, make=make: match[1] + make() + match[2], text)
    return text


def test_every_preset_has_sources_and_only_those() -> None:
    assert list(PRESET_SOURCES) == [preset.name for preset in PRESET_LIST]
    assert not set(NOT_SHIPPED) & set(PRESETS)


@pytest.mark.parametrize("preset", list(PRESET_SOURCES))
def test_every_field_of_every_preset_cites_a_source_or_says_not_stated(preset: str) -> None:
    sources = PRESET_SOURCES[preset]
    assert list(sources.citations) == [field.name for field in RULE_FIELDS]
    assert sources.edition.strip()
    for field, cite in sources.citations.items():
        assert cite.quote.strip(), (preset, field)
        if cite.document is not None:
            assert cite.document.url.strip() and cite.document.title.strip(), (preset, field)
            assert cite.document.kind in (PRIMARY, SECONDARY, LOG)
            assert cite.document in sources.documents
    keys = [document.key for document in sources.documents]
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("preset", ["ema"])
def test_a_preset_with_a_primary_text_read_in_full_states_nearly_every_value(preset) -> None:
    from mjscore.rules.preset_sources3 import THREE_PLAYER_FIELDS

    silent = [field for field, cite in PRESET_SOURCES[preset].citations.items()
              if not cite.stated and field not in THREE_PLAYER_FIELDS]  # (four players)
    assert silent == ["furiten_no_yaku_wait"]


def test_citation_of_follows_the_preset_and_not_an_override() -> None:
    assert citation_of(TENHOU, "pao") is citation("tenhou", "pao")
    changed = with_overrides(PRESETS["ema"], {"pao": False, "uma": "20,10,-10,-20"})
    assert citation_of(changed, "pao") is None
    assert citation_of(changed, "kazoe") is citation("ema", "kazoe")
    assert citation_of(dataclasses.replace(TENHOU, name="club"), "pao") is None


def test_docs_show_the_generated_tables() -> None:
    text = DOCS.read_text(encoding="utf-8")
    assert _generated(text) == text, "run python -m tests.rules.test_sources"


def test_docs_name_the_presets_not_shipped() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for name in NOT_SHIPPED:
        assert f"`{name}`" in text.split("## Choosing the rules")[0]


if __name__ == "__main__":
    DOCS.write_text(_generated(DOCS.read_text(encoding="utf-8")), encoding="utf-8")
