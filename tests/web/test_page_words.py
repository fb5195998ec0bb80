"""The game page's own Japanese words for a claim (its limit and han chips) are the library's
(issues #26, #30): the page's rows come from the server's views, its chips from
``game.js``, and both say 満貫 … 役満 and 翻 as ``scoring.words`` does."""

from __future__ import annotations

import re
from pathlib import Path

from mjscore.scoring import Limit, limit_words, word

GAME_JS = Path(__file__).resolve().parents[2] / "mjscore" / "web" / "page" / "game.js"


def test_the_page_s_limit_chips_are_named_as_the_library_names_them() -> None:
    source = GAME_JS.read_text(encoding="utf-8")
    block = re.search(r"const LIMITS = \[(.*?)\];", source, re.DOTALL)
    assert block is not None
    pairs = re.findall(r'\["(\w+)", "([^"]+)"\]', block[1])
    assert len(pairs) == 5
    assert pairs == [(limit.value, limit_words(limit, 1, "ja")) for limit in (
        Limit.MANGAN, Limit.HANEMAN, Limit.BAIMAN, Limit.SANBAIMAN, Limit.YAKUMAN)]


def test_the_page_s_han_chips_say_han_as_the_library_does() -> None:
    source = GAME_JS.read_text(encoding="utf-8")
    assert f'lang === "ja" ? "{word("han", "ja")}" : " han"' in source
    assert f'fu: "{word("fu", "ja")}", han: "{word("han", "ja")}"' in source
