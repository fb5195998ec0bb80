"""A real ``en_US.UTF-8`` locale for the tests of strict locales, built with ``localedef``
into a temporary folder (the machine need not have it installed)."""

from __future__ import annotations

import shutil
import subprocess

import pytest


def en_us_locale(tmp_path_factory: pytest.TempPathFactory, *, timeout: float = 120
                 ) -> dict[str, str]:
    """``LOCPATH`` and ``LC_ALL`` of a real ``en_US.UTF-8`` locale, built here; skips the
    test where ``localedef`` is missing or cannot build it."""
    localedef = shutil.which("localedef")
    if localedef is None:
        pytest.skip("localedef is missing: no en_US.UTF-8 locale can be built")
    folder = tmp_path_factory.mktemp("locale")
    built = subprocess.run([localedef, "-i", "en_US", "-f", "UTF-8", str(folder / "en_US.UTF-8")],
                           capture_output=True, text=True, timeout=timeout, check=False)
    if not (folder / "en_US.UTF-8").is_dir():
        pytest.skip(f"localedef could not build en_US.UTF-8: {built.stderr.strip()}")
    return {"LOCPATH": str(folder), "LC_ALL": "en_US.UTF-8"}
