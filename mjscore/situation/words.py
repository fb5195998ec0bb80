"""The words players say for the situation of a win, and the key each stands for: ``riichi``,
``reach``, ``立直`` or ``リーチ`` for the riichi flag, ``tsumo`` or ``ツモ`` for tsumo, ``dora``
for the dora the hand holds. ``mjscore score`` reads such a word, written where an option is
meant, as the option, and says so.

>>> situation_word("Reach"), situation_word("ツモ"), situation_word("double riichi")
('riichi', 'tsumo', 'double_riichi')
>>> situation_word("ron"), situation_word("pinfu") is None
('', True)
"""

from __future__ import annotations

import unicodedata

__all__ = ["COUNT_WORD_KEYS", "SITUATION_WORDS", "situation_word", "word_key"]

_WORDS: dict[str, tuple[str, ...]] = {
    "": ("ron", "ロン", "栄和"),
    "riichi": ("riichi", "reach", "richi", "立直", "リーチ"),
    "double_riichi": ("double riichi", "double reach", "daburu riichi", "daburii", "w riichi",
                      "ダブリー", "ダブルリーチ", "ダブル立直", "両立直", "W立直", "Wリーチ"),
    "ippatsu": ("ippatsu", "一発", "イッパツ"),
    "tsumo": ("tsumo", "menzen tsumo", "menzenchin tsumohou", "self draw", "self drawn",
              "fully concealed hand", "自摸", "ツモ", "門前清自摸和", "門前清自摸", "門前自摸"),
    "haitei": ("haitei", "haitei raoyue", "last tile draw", "海底", "海底摸月", "ハイテイ"),
    "houtei": ("houtei", "houtei raoyui", "last tile discard", "河底", "河底撈魚", "ホウテイ"),
    "rinshan": ("rinshan", "rinshan kaihou", "after a kan", "嶺上", "嶺上開花", "リンシャン"),
    "chankan": ("chankan", "robbing a kan", "槍槓", "搶槓", "チャンカン"),
    "tenhou": ("tenhou", "blessing of heaven", "天和", "テンホー"),
    "chiihou": ("chiihou", "blessing of earth", "地和", "チーホー"),
    "renhou": ("renhou", "blessing of man", "人和", "レンホー"),
    "dora_count": ("dora", "ドラ"),
    "ura_count": ("ura", "ura dora", "uradora", "裏", "裏ドラ", "ウラ"),
    "aka_count": ("aka", "aka dora", "akadora", "red five", "red fives", "赤", "赤ドラ"),
    "honba": ("honba", "本場"),
    "sticks": ("sticks", "riichi sticks", "kyoutaku", "供託"),
}

COUNT_WORD_KEYS = ("dora_count", "ura_count", "aka_count", "honba", "sticks")
"""The keys of :data:`SITUATION_WORDS` that take a number (``dora 2``, ``ドラ2``)."""


def word_key(text: str) -> str:
    """A word as it is looked up: full-width forms as ASCII, any case, no spaces, hyphens,
    underscores, apostrophes or middle dots (``Double-Riichi`` → ``doubleriichi``)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(char for char in folded if char not in " \t_-'・.")


SITUATION_WORDS: dict[str, str] = {word_key(word): key for key, words in _WORDS.items()
                                   for word in words}
"""Each word (as :func:`word_key` writes it) and the situation key it stands for; ``""``
for ron, which is what a hand won without ``--tsumo`` is."""


def situation_word(text: str) -> str | None:
    """The situation key ``text`` stands for (``""`` for ron), or None."""
    return SITUATION_WORDS.get(word_key(text))
