"""Settings every test shares."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True)
def _no_columns_from_the_shell(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``COLUMNS`` exported by the shell that runs the tests would fit the table commands'
    output to its width (issue #26, narrow output): each test starts without it, as the
    golden files were recorded, and sets it where it tests it. GNU readline (which the
    test run loads) exports the terminal's size to the C environment, where
    ``os.environ`` does not see it but commands started by the tests would: it goes
    too."""
    monkeypatch.delenv("COLUMNS", raising=False)
    os.unsetenv("COLUMNS")
