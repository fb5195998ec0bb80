"""The page's server on a free loopback port, and a headless Chromium at a phone's size
driven through Selenium and Debian's ``chromium-driver`` (``docs/serve.md``: why)."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mjscore.web import PageServer, make_server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
PHONE = (390, 844)
SHOTS = Path(os.environ.get("MJSCORE_SHOTS", Path(tempfile.gettempdir()) / "mjscore-shots"))
"""Where the browser tests leave their screenshots (390×844 PNGs)."""


@pytest.fixture(scope="session")
def server() -> Iterator[PageServer]:
    page = make_server(port=0)
    thread = threading.Thread(target=page.serve_forever, daemon=True)
    thread.start()
    yield page
    page.shutdown()
    page.server_close()


@pytest.fixture(scope="session")
def base_url(server: PageServer) -> str:
    return f"http://127.0.0.1:{server.port}"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for every browser test, its viewport a 390×844 phone."""
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        if os.environ.get("MJSCORE_REQUIRE_BROWSER"):
            pytest.fail(f"no Chromium at {CHROMIUM} or no driver at {CHROMEDRIVER}")
        pytest.skip("no Chromium (apt-get install chromium chromium-driver)")
    profile = tempfile.mkdtemp(prefix="mjscore-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-extensions",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}",
                 f"--window-size={PHONE[0]},{PHONE[1]}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    driver.implicitly_wait(0)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)
