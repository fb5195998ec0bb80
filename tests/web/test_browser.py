"""The page in a real headless Chromium at a phone's size (390×844), driven through Selenium:
the README's hand scored by taps alone (counted), riichi toggled, the shown score and
payments against ``mjscore.score``, Japanese, a shared address restoring the hand, the waits
of 13 tiles and the discards of 14, and a whole hanchan on the game page, reloaded in the
middle, whose sheet ``mjscore game`` plays to the same final points.

Each test leaves its screenshots in ``SHOTS`` (``$MJSCORE_SHOTS``, else a temporary folder)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any

import pytest

import mjscore
from mjscore.formatting import discards_view, game_view, presets_view, score_view
from mjscore.sheet import HandPlayed, SheetSession

from ..support.cli import ROOT
from .conftest import SHOTS

pytestmark = pytest.mark.usefixtures("server")

README_HAND = "234m567p8s+8s [4-56s] [777z]"
THREE_PLAYER_HAND = ("1m", "1m", "1m", "4p", "5p", "6p", "7p", "8p", "9p", "2s", "3s", "4s", "5s",
                     "5s")
"""``111m456p789p234s5s+5s`` tapped in: a hand of 108 tiles (1m, no 2m to 8m)."""


class Page:
    """A page of the browser, with a count of the taps made on it."""

    def __init__(self, driver: Any, base_url: str) -> None:
        self.driver = driver
        self.base_url = base_url
        self.taps = 0

    def open(self, path: str = "/", *, fresh: bool = True) -> None:
        self.driver.get(self.base_url + path)
        if fresh:
            self.driver.execute_script("localStorage.clear()")
            self.driver.get(self.base_url + path)
        self.settle()

    def settle(self) -> None:
        from selenium.webdriver.support.ui import WebDriverWait

        WebDriverWait(self.driver, 10, poll_frequency=0.02).until(
            lambda driver: driver.execute_script(
                "return document.readyState === 'complete' && document.body.dataset.busy === '0'"))

    def find(self, selector: str) -> Any:
        from selenium.common.exceptions import NoSuchElementException
        from selenium.webdriver.common.by import By

        try:
            return self.driver.find_element(By.CSS_SELECTOR, selector)
        except NoSuchElementException:
            self.shot("failed", top=False)  # what the page showed instead
            raise

    def tap(self, selector: str) -> None:
        """One tap: the element scrolled to the middle of the screen, then clicked."""
        node = self.find(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
        node.click()
        self.taps += 1
        self.settle()

    def tile(self, tile: str) -> None:
        self.tap(f"#palette [data-tile='{tile}']")

    def text(self, selector: str) -> str:
        return str(self.driver.execute_script(
            "return document.querySelector(arguments[0]).innerText", selector))

    def rows(self, selector: str) -> list[list[str]]:
        return list(self.driver.execute_script(
            "return [...document.querySelectorAll(arguments[0] + ' tbody tr')]"
            ".map((row) => [...row.cells].map((cell) => cell.innerText))", selector))

    def shot(self, name: str, *, top: bool = True) -> None:
        if top:
            self.driver.execute_script("window.scrollTo(0, 0)")
        self.driver.save_screenshot(str(SHOTS / f"{name}.png"))


@pytest.fixture
def page(browser: Any, base_url: str) -> Page:
    return Page(browser, base_url)


def payments_shown(page: Page) -> list[tuple[str, int]]:
    return [(seat, int(points.replace(",", "")))
            for seat, _, points in page.rows("#payments")]


def expected_payments(result: mjscore.Score) -> list[tuple[str, int]]:
    return [(row["seat"], row["amount"]) for row in score_view(result)["payments"]]


def test_the_readme_hand_by_taps_alone(page: Page) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f'mjscore score "{README_HAND}" --tsumo --seat S --dora 3m' in readme
    page.open("/")
    for tile in ("2m", "3m", "4m", "5p", "6p", "7p", "8s", "8s"):
        page.tile(tile)
    page.tap("#mode-chi")
    page.tile("4s")
    page.tap("#mode-pon")
    page.tile("7z")
    page.tap("#flag-tsumo")
    page.tap("#seat-S")
    page.tap("#mode-dora")
    page.tile("3m")
    assert page.taps <= 16, page.taps
    result = mjscore.score(README_HAND, tsumo=True, seat="S", dora=["3m"])
    assert page.text("#summary") == score_view(result)["summary"]
    assert payments_shown(page) == expected_payments(result)
    assert [row[0] for row in page.rows("table.yaku")] == ["chun", "dora", "total"]
    assert page.find("#notation").get_attribute("value") == "234m567p8s+8s [456s] [777z]"
    page.shot("hand-readme")
    page.driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    page.shot("hand-readme-answer", top=False)


def test_riichi_toggled_in_japanese_and_the_shared_address(page: Page) -> None:
    page.open("/")
    for tile in ("2m", "3m", "4m", "5m", "6m", "5p", "5p", "6p", "7p", "8p", "2s", "3s", "4s",
                 "4m"):
        page.tile(tile)
    page.tap("#flag-riichi")
    page.tap("#seat-S")
    page.tap("#from-W")
    result = mjscore.score("23456m55678p234s+4m", riichi=True, seat="S", discarder="W")
    assert page.text("#summary") == score_view(result)["summary"]
    assert payments_shown(page) == expected_payments(result)
    page.tap("#lang-ja")
    assert page.text("#summary") == score_view(result, "ja")["summary"]
    assert page.text("#flag-riichi") == "リーチ"
    page.shot("hand-riichi-ja")
    shared = page.driver.current_url
    assert "lang=ja" in shared and "riichi=1" in shared
    page.driver.get("about:blank")
    page.driver.get(shared)
    page.settle()
    assert page.text("#summary") == score_view(result, "ja")["summary"]
    assert page.find("#notation").get_attribute("value") == "23456m55678p234s+4m"
    assert page.find("#flag-riichi").get_attribute("aria-pressed") == "true"
    assert page.find("#seat-S").get_attribute("aria-pressed") == "true"


def test_the_waits_of_13_tiles_and_the_discards_of_14(page: Page) -> None:
    page.open("/")
    for tile in ("2m", "3m", "4p", "5p", "6p", "5s", "6s", "7s", "6s", "7s", "8s", "5p", "5p"):
        page.tile(tile)
    waits = mjscore.waits("23m456p567s678s55p")
    assert [row.get_attribute("data-tile") for row in
            page.driver.find_elements("css selector", "#waits tr")] == [
        str(wait.tile) for wait in waits.waits]
    assert page.text("#summary").startswith("tenpai, 2 waits")
    page.shot("hand-waits")
    page.tile("9m")
    view = mjscore.tenpai_discards("23m456p567s678s55p+9m", values=True)
    shown = [node.get_attribute("data-tile") for node in
             page.driver.find_elements("css selector", "#discards h2 .tile")]
    assert shown == [str(option.discard) for option in view.options]
    assert discard_rows(page) == [(str(row.tile), row.shanten, row.acceptance_count)
                                  for row in view.rows]
    page.shot("hand-discards")
    page.driver.execute_script("document.getElementById('answer').scrollIntoView()")
    page.shot("hand-discards-answer", top=False)


def discard_rows(page: Page) -> list[tuple[str, int, int]]:
    """The discard view's rows as shown: each discard, the shanten after it, its copies."""
    nodes = page.driver.find_elements("css selector", "#discard-rows tbody tr")
    return [(node.get_attribute("data-tile"), int(shanten), int(left))
            for node, (_, shanten, left, _) in zip(nodes, page.rows("#discard-rows"),
                                                   strict=True)]


def test_the_discard_view_of_a_hand_far_from_tenpai(page: Page) -> None:
    """14 tiles at 1 shanten: no discard leaves them tenpai, and the page shows the library's
    discard view (issue #27): every discard with its shanten, acceptance and best values."""
    page.open("/?hand=34568m5678p2356s%2B7s&lang=ja")
    hand = "34568m5678p2356s+7s"
    with pytest.raises(mjscore.MjscoreError) as refused:
        mjscore.score(hand)
    view = mjscore.tenpai_discards(hand, values=True)
    expected = discards_view(view, "ja")
    assert page.text("#summary") == expected["status"] == "聴牌になる打牌なし (1向聴)"
    assert refused.value.message not in page.text("#answer")  # English: on the English page
    assert discard_rows(page) == [(str(row.tile), row.shanten, row.acceptance_count)
                                  for row in view.rows]
    first = page.driver.find_elements("css selector", "#discard-rows tbody tr")[0]
    assert [node.get_attribute("data-tile") for node in first.find_elements(
        "css selector", ".accepted .tile")] == expected["rows"][0]["acceptance"]
    assert expected["rows"][0]["best_ron"] in first.text
    page.shot("hand-discard-view-ja")
    page.driver.execute_script("document.getElementById('answer').scrollIntoView()")
    page.shot("hand-discard-view-ja-rows", top=False)


def test_a_typed_hand_and_its_error(page: Page) -> None:
    page.open("/?hand=234m567p8s%2B8x")
    with pytest.raises(mjscore.ParseError) as error:
        mjscore.parse_hand("234m567p8s+8x")
    assert page.text("#error") == error.value.message
    from selenium.webdriver.common.keys import Keys

    page.find("#notation").send_keys(Keys.CONTROL, "a")
    page.find("#notation").send_keys("123m456p789s2345s+9m\n")
    page.settle()
    tiles = [node.get_attribute("data-tile") for node in
             page.driver.find_elements("css selector", "#hand-strip .tile")]
    assert len(tiles) == 14 and tiles[-1] == "9m"
    assert page.driver.find_elements("css selector", "#discards")


def test_three_players_on_the_hand_page(page: Page) -> None:
    """Under three-player rules: the palette of 108 tiles (no 2m to 8m), no chi, no North
    seat, a kita stepper; each kita changes the score as ``mjscore.score`` says."""
    from selenium.webdriver.support.ui import Select

    page.open("/?seat=N")
    assert page.find("#seat-N").get_attribute("aria-pressed") == "true"
    Select(page.find("#rules")).select_by_value("tenhou3")
    page.settle()
    palette = [node.get_attribute("data-tile") for node in
               page.driver.find_elements("css selector", "#palette .tile")]
    three = next(preset for preset in presets_view() if preset["name"] == "tenhou3")
    assert sorted(palette) == sorted(three["tiles"])
    assert not {f"{digit}m" for digit in "2345678"} & set(palette)
    assert not page.driver.find_elements("css selector", "#mode-chi, #seat-N, #round-N, #from-N")
    assert page.find("#seat-E").get_attribute("aria-pressed") == "true"  # N is gone
    tap_hand(page, THREE_PLAYER_HAND)
    page.tap("#flag-tsumo")
    page.tap("#seat-S")
    hand = "111m456p789p234s5s+5s"
    plain = mjscore.score(hand, rules="tenhou3", tsumo=True, seat="S")
    assert page.text("#summary") == score_view(plain)["summary"]
    assert [seat for seat, _ in payments_shown(page)] == ["E", "S", "W"]
    page.tap("#kita-plus")
    page.tap("#kita-plus")
    result = mjscore.score(hand, rules="tenhou3", tsumo=True, seat="S", kita=2)
    assert result.total > plain.total and "kita" in [hit.id for hit in result.yaku]
    assert page.text("#summary") == score_view(result)["summary"]
    assert payments_shown(page) == expected_payments(result)
    assert [row[0] for row in page.rows("table.yaku")] == ["tsumo", "kita", "total"]
    assert "kita=2" in page.driver.current_url and "rules=tenhou3" in page.driver.current_url
    page.shot("hand-3p")
    page.driver.execute_script("document.getElementById('answer').scrollIntoView()")
    page.shot("hand-3p-answer", top=False)
    page.driver.get(page.driver.current_url)  # the shared address restores kita and rules
    page.settle()
    assert page.text("#summary") == score_view(result)["summary"]
    assert page.find("#kita-value").text == "2"


def play_win(page: Page, winner: int, how: str, *, claim: tuple[str, ...] = (),
             riichi: tuple[int, ...] = ()) -> None:
    for seat in riichi:
        page.tap(f"#riichi-{seat}")
    page.tap("#open-win")
    page.tap(f"#winner-{winner}")
    page.tap(f"#from-{how}")
    for choice in claim:
        page.tap(f"#{choice}")
    page.tap("#add")


def table_scores(page: Page, seats: int = 4) -> list[int]:
    return [int(page.text(f"#seat-{seat} .score").replace(",", "")) for seat in range(seats)]


def tap_hand(page: Page, tiles: tuple[str, ...]) -> None:
    for tile in tiles:
        page.tile(tile)


def final_points(page: Page) -> list[float]:
    """The final points the page shows, by seat."""
    shown = {int(node.get_attribute("data-seat")): float(node.text)
             for node in page.driver.find_elements("css selector", "#final .points")}
    return [shown[seat] for seat in sorted(shown)]


def played(sheet: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``mjscore game - --json`` on a sheet: its result record and its hands' records."""
    run = subprocess.run([sys.executable, "-m", "mjscore", "game", "-", "--json"],
                         input=sheet, capture_output=True, text=True, check=True)
    records = [json.loads(line) for line in run.stdout.splitlines()]
    results = [record for record in records if record["type"] == "result"]
    assert len(results) == 1
    return results[0], [record for record in records if record["type"] == "hand"]


def test_a_whole_hanchan_on_the_game_page(page: Page) -> None:
    page.open("/game")
    for seat, name in enumerate(("Aki", "Ben", "Chie", "Dai"), 1):
        page.find(f"#player-{seat}").send_keys(name)
    page.tap("#start")
    assert page.text("#label") == "E1"
    play_win(page, 1, "0", claim=("han-3", "fu-30"))                      # E1
    play_win(page, 2, "tsumo", claim=("han-2", "fu-30"), riichi=(2,))     # E2
    # E3: Dai wins by ron on Chie, the hand tapped into the scoring view.
    page.tap("#open-win")
    page.tap("#winner-3")
    page.tap("#from-2")
    page.tap("#way-hand")
    for tile in ("2m", "3m", "4m", "5p", "6p", "7p", "8s", "8s"):
        page.tile(tile)
    page.tap("#mode-chi")
    page.tile("4s")
    page.tap("#mode-pon")
    page.tile("7z")
    page.tap("#mode-dora")
    page.tile("6z")
    page.tap("#add")
    page.tap("#open-draw")                                                # E4
    page.tap("#tenpai-0")
    page.tap("#add")
    assert page.text("#label") == "S1-1"
    before = table_scores(page)
    page.shot("game-table")
    page.driver.refresh()
    page.settle()
    assert page.text("#label") == "S1-1" and table_scores(page) == before
    play_win(page, 1, "2", claim=("limit-mangan",), riichi=(1,))          # S1-1
    play_win(page, 0, "tsumo", claim=("han-1", "fu-30"))                  # S2
    play_win(page, 1, "tsumo", claim=("limit-haneman",))                  # S3
    play_win(page, 2, "3", claim=("han-2", "fu-30"))                      # S4
    assert page.driver.find_elements("css selector", "#result")
    shown = final_points(page)
    sheet = page.text("#sheet")
    assert sheet.splitlines()[0] == "players: Aki Ben Chie Dai"
    assert page.find("#download").get_attribute("download") == "mjscore-game.txt"
    page.shot("game-result")
    page.tap("#lang-ja")
    assert page.text("#result-text").startswith("終局")
    assert_japanese_rows(page, sheet)
    page.shot("game-result-ja")
    result, _ = played(sheet)
    assert shown == result["points"] and len(shown) == 4
    assert result["end"] is not None  # the game ended by the rules, not by the sheet's end


ENGLISH_WORDS = re.compile(r"\d+han|\d+fu|\bhan\b|\bfu\b|mangan|haneman|baiman|yakuman")


def assert_japanese_rows(page: Page, sheet: str) -> None:
    """The game page's rows in Japanese (issues #26, #30): each hand's events are the
    library's Japanese view of the same sheet (newest first), with han and fu as 翻 and 符
    and the limits named, and no English word of the ledger left."""
    session = SheetSession(source="page", format="text")
    expected = [game_view(reply.outcome, reply.players, "ja")["events"]
                for line in sheet.splitlines() for reply in session.feed(line)
                if isinstance(reply, HandPlayed)]
    shown = [cells[1].split("\n")[0] for cells in page.rows("#log")]
    assert shown == expected[::-1] and len(shown) == 8
    text = "\n".join(shown)
    assert "Ben ロン (Aki) 3翻30符 3900" in text  # E1
    assert " 満貫 " in text and " 跳満 " in text and " 2翻30符 " in text
    assert not ENGLISH_WORDS.search(text), text


def seat_winds(page: Page, seats: int) -> list[str]:
    """The wind each seat's card shows (East's ``E · dealer`` is ``E``)."""
    return [page.text(f"#seat-{seat} .who span").split(" ")[0] for seat in range(seats)]


def start_three_player_game(page: Page) -> None:
    """The first screen: a name typed, the ``tenhou3`` rules chosen (four names become
    three, the name typed kept), the other two names, Start."""
    from selenium.webdriver.support.ui import Select

    page.open("/game")
    assert page.driver.find_elements("css selector", "#player-4")
    page.find("#player-1").send_keys("Aki")
    Select(page.find("#rules")).select_by_value("tenhou3")
    page.settle()
    assert not page.driver.find_elements("css selector", "#player-4")
    assert page.find("#player-1").get_attribute("value") == "Aki"  # kept through the change
    page.shot("game-3p-setup")
    for seat, name in ((2, "Ben"), (3, "Chie")):
        page.find(f"#player-{seat}").send_keys(name)
    page.tap("#start")


def test_a_three_player_game_on_the_game_page(page: Page) -> None:
    """Three names under ``tenhou3``, a hand tapped with its kita, a claim with kita, a draw,
    a reload, and the game to its end: the sheet's final points are ``mjscore game``'s."""
    start_three_player_game(page)
    assert page.text("#label") == "E1"
    assert seat_winds(page, 3) == ["E", "S", "W"]  # no North seat
    assert len(page.driver.find_elements("css selector", "#table .player")) == 3
    play_win(page, 1, "2", claim=("han-3", "fu-30"))                      # E1
    play_win(page, 2, "tsumo", claim=("han-2", "fu-30"), riichi=(2,))     # E2
    # E3: Aki wins by tsumo, the hand tapped in with the two Norths set aside.
    page.tap("#open-win")
    page.tap("#winner-0")
    page.tap("#from-tsumo")
    page.tap("#way-hand")
    assert not page.driver.find_elements("css selector", "#palette [data-tile='5m'], #mode-chi")
    tap_hand(page, THREE_PLAYER_HAND)
    page.tap("#kita-plus")
    page.tap("#kita-plus")
    page.tap("#add")
    assert page.text("#label") == "S1"
    before = table_scores(page, 3)
    page.shot("game-3p-table")
    page.driver.refresh()
    page.settle()
    assert page.text("#label") == "S1" and table_scores(page, 3) == before
    page.tap("#lang-ja")
    assert seat_winds(page, 3) == ["東", "南", "西"]  # S1: Aki deals again
    page.shot("game-3p-table-ja")
    page.tap("#lang-en")
    page.tap("#open-draw")                                                # S1
    page.tap("#tenpai-1")
    page.tap("#add")
    play_win(page, 0, "2", claim=("limit-mangan",))                       # S2-1
    page.tap("#open-win")                                                 # S3
    page.tap("#winner-0")
    page.tap("#from-1")
    page.tap("#limit-haneman")
    page.tap("#kita-plus")
    page.tap("#add")
    assert page.driver.find_elements("css selector", "#result")
    sheet = page.text("#sheet")
    assert sheet.splitlines()[:2] == ["players: Aki Ben Chie", "rules: tenhou3"]
    assert "kita 2" in sheet and sheet.rstrip().endswith("haneman kita 1")
    page.shot("game-3p-result")
    result, hands = played(sheet)
    assert final_points(page) == result["points"] and len(result["points"]) == 3
    assert result["end"] is not None  # the game ended by the rules
    assert not [hand for hand in hands if hand["mismatches"] or hand["problems"]]
