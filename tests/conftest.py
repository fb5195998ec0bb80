"""Settings every test shares."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_columns_from_the_shell(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``COLUMNS`` exported by the shell that runs the tests would fit the table commands'
    output to its width (issue #26, narrow output): each test starts without it, as the
    golden files were recorded, and sets it where it tests it."""
    monkeypatch.delenv("COLUMNS", raising=False)
