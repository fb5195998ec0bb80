"""The package's public face: the names it exports, the situation's one declaration, and
``score`` taking a :class:`Situation`."""

from __future__ import annotations

import dataclasses

import pytest

import mjscore
from mjscore.situation import SITUATION_FIELDS, FieldKind, Situation


@pytest.mark.parametrize("name", mjscore.__all__)
def test_every_public_name_loads(name: str) -> None:
    assert getattr(mjscore, name) is not None


def test_every_module_of_the_package_is_an_attribute_of_it() -> None:
    # In a fresh interpreter: here the other tests have imported the modules already.
    import subprocess
    import sys

    script = """
import mjscore
from pathlib import Path
root = Path(mjscore.__file__).parent
names = {path.stem for path in root.glob("*.py")}
names |= {path.parent.name for path in root.glob("*/__init__.py")}
for name in sorted(names - {"__init__", "__main__"}):
    assert getattr(mjscore, name).__name__ == "mjscore." + name, name
"""
    subprocess.run([sys.executable, "-c", script], check=True)


def test_the_public_names_include_what_the_issue_named() -> None:
    assert {"score_hand", "Reading", "FuItem", "Situation", "Payer"} <= set(mjscore.__all__)


def test_the_situation_table_declares_every_field_in_order() -> None:
    assert [field.name for field in SITUATION_FIELDS] == [
        field.name for field in dataclasses.fields(Situation)]


def test_every_situation_field_has_an_option_help_and_two_labels() -> None:
    options = [field.option for field in SITUATION_FIELDS]
    assert len(set(options)) == len(options)
    for field in SITUATION_FIELDS:
        assert field.option.startswith("--") and field.help and all(field.label)
        if field.kind is FieldKind.FLAG:
            assert field.option == "--" + field.name.replace("_", "-")


def test_score_takes_a_situation_and_keywords_change_its_fields() -> None:
    hand = "23456m55678p234s+4m"
    situation = Situation(riichi=True, tsumo=True)
    assert mjscore.score(hand, situation) == mjscore.score(hand, riichi=True, tsumo=True)
    changed = mjscore.score(hand, situation, tsumo=False, discarder="S")
    assert changed.situation == dataclasses.replace(situation, tsumo=False,
                                                    discarder=mjscore.Wind.SOUTH)
    assert mjscore.score(hand, situation, rules="classic").rules.name == "classic"


def test_score_refuses_what_is_not_a_situation() -> None:
    with pytest.raises(mjscore.InvalidSituation, match="must be a Situation"):
        mjscore.score("23456m55678p234s+4m", {"riichi": True})  # type: ignore[arg-type]


def test_a_payer_is_its_seat_letter() -> None:
    result = mjscore.score("234m567p8s+8s [4-56s] [777z]", tsumo=True, seat="S")
    assert [payment.payer for payment in result.payments] == ["E", "W", "N"]
    assert result.payments[0].payer is mjscore.Payer.EAST
    assert result.as_record()["payments"][0] == {"payer": "E", "amount": 500}


def test_every_module_of_the_package_can_be_reached_as_an_attribute() -> None:
    """``mjscore.NAME`` loads any module of the package on first use (``_SUBMODULES``)."""
    import pkgutil

    modules = {module.name for module in pkgutil.iter_modules(mjscore.__path__)} - {"__main__"}
    assert modules == set(mjscore._SUBMODULES)
