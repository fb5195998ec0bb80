"""Yaku by the names players use: romaji, English or Japanese (kanji or katakana), forgiving
case, spaces and long vowels, with the nearest names for one that is not known, and each
yaku's rule in one line (``mjscore yaku NAME``, and the yaku words of a ``check`` claim).

>>> yaku_ids("Pinfu"), yaku_ids("all simples"), yaku_ids("断么九"), yaku_ids("ipeiko")
(('pinfu',), ('tanyao',), ('tanyao',), ('iipeikou',))
>>> yaku_ids("reach"), yaku_ids("ツモ"), yaku_ids("dora")
(('riichi',), ('menzen_tsumo',), ('dora',))
>>> nearest_yaku("sanshok")[:2]
('sanshoku_doujun', 'sanshoku_doukou')
"""

from __future__ import annotations

from ..base import UnknownYaku
from ..situation import SITUATION_WORDS, word_key
from .yaku import DORA_NAMES, YAKU, YAKU_BY_ID

__all__ = ["YAKU_NAMES", "YAKU_RULES", "lookup_yaku", "name_key", "nearest_yaku", "yaku_ids"]

YAKU_RULES: dict[str, str] = {
    "riichi": "Declare a closed hand tenpai and put down 1,000 points.",
    "double_riichi": "Riichi on the first discard, with no call before it; replaces riichi.",
    "ippatsu": "Win within one go-around after riichi, with no call in between.",
    "menzen_tsumo": "Win a closed hand by drawing the winning tile yourself.",
    "pinfu": "Closed, four sequences, a pair that is no yakuhai, won on a two-sided wait.",
    "tanyao": "Only simples (2-8), no terminals or honors; open too where open tanyao holds.",
    "iipeikou": "Two identical sequences in a closed hand.",
    "yakuhai_haku": "A triplet or kan of white dragons (haku, 5z).",
    "yakuhai_hatsu": "A triplet or kan of green dragons (hatsu, 6z).",
    "yakuhai_chun": "A triplet or kan of red dragons (chun, 7z).",
    "seat_wind": "A triplet or kan of your seat wind.",
    "round_wind": "A triplet or kan of the round wind.",
    "haitei": "Win by tsumo on the last tile of the wall.",
    "houtei": "Win by ron on the last discard.",
    "rinshan": "Win by tsumo on the replacement tile drawn after a kan.",
    "chankan": "Win by ron on a tile another player adds to a pon to make a kan.",
    "renhou": "A non-dealer's ron before their first draw, with no call before it.",
    "chiitoitsu": "Seven different pairs in a closed hand; 25 fu.",
    "sanshoku_doujun": "The same sequence in each of the three suits.",
    "ittsu": "123, 456 and 789 of one suit.",
    "chanta": "Every set and the pair hold a terminal or an honor, with a sequence and honors.",
    "toitoi": "Four triplets or kans and a pair.",
    "sanankou": "Three concealed triplets or kans (a triplet completed by ron is open).",
    "sanshoku_doukou": "The same triplet in each of the three suits.",
    "sankantsu": "Three kans, open or closed.",
    "honroutou": "Only terminals and honors, in triplets and pairs.",
    "shousangen": "Two dragon triplets and a pair of the third dragon.",
    "honitsu": "One suit and honors only.",
    "junchan": "Every set and the pair hold a terminal, with a sequence and no honors.",
    "ryanpeikou": "Two iipeikou in a closed hand; replaces iipeikou.",
    "chinitsu": "Tiles of one suit only, no honors; replaces honitsu.",
    "kokushi": "One of each terminal and honor, and a second of one of them (closed).",
    "kokushi_13_wait": "Thirteen orphans waiting on all thirteen tiles.",
    "suuankou": "Four concealed triplets or kans (closed; a ron on a shanpon is sanankou).",
    "suuankou_tanki": "Four concealed triplets, won on the pair wait.",
    "daisangen": "Triplets or kans of all three dragons.",
    "shousuushii": "Three wind triplets and a pair of the fourth wind.",
    "daisuushii": "Triplets or kans of all four winds.",
    "tsuuiisou": "Honors only.",
    "chinroutou": "Terminals only (1 and 9), no honors.",
    "ryuuiisou": "Only green tiles: 2, 3, 4, 6, 8 of sou and hatsu.",
    "chuuren": "1112345678999 of one suit and one more of that suit, closed.",
    "junsei_chuuren": "Nine gates waiting on all nine tiles of its suit.",
    "suukantsu": "Four kans.",
    "tenhou": "The dealer wins on the hand as dealt.",
    "chiihou": "A non-dealer wins by tsumo on the first draw, with no call before it.",
    "renhou_yakuman": "A non-dealer's ron before their first draw, as a yakuman.",
    "dora": "Not a yaku: 1 han for each tile indicated by a dora indicator.",
    "ura_dora": "Not a yaku: 1 han for each tile the ura indicators show, for a riichi hand.",
    "aka_dora": "Not a yaku: 1 han for each red five, where the rules have them.",
}
"""Each yaku's rule (and the dora's) in one line, by id."""

_ALIASES: dict[str, tuple[str, ...]] = {
    "pinfu": ("ピンフ", "no points hand"),
    "tanyao": ("タンヤオ", "断么九", "断ヤオ", "tanyao chuu", "断么"),
    "iipeikou": ("イーペーコー", "一盃口", "iipeikou"),
    "yakuhai_haku": ("haku", "白", "white dragon", "ハク"),
    "yakuhai_hatsu": ("hatsu", "發", "発", "green dragon", "ハツ"),
    "yakuhai_chun": ("chun", "中", "red dragon", "チュン"),
    "seat_wind": ("jikaze", "自風", "門風", "自風牌", "ジカゼ"),
    "round_wind": ("bakaze", "場風", "圏風", "場風牌", "バカゼ"),
    "chiitoitsu": ("chiitoi", "チートイ", "チートイツ", "七対", "niconico"),
    "sanshoku_doujun": ("三色", "サンショク", "sanshoku doujun"),
    "ittsu": ("ikkitsuukan", "itsu", "イッツー", "一通", "pure straight"),
    "chanta": ("チャンタ", "混全帯么九", "全帯"),
    "toitoi": ("トイトイ", "対対", "対対和", "toitoihou"),
    "sanankou": ("サンアンコー", "三暗刻"),
    "sanshoku_doukou": ("三色同刻", "サンショクドウコー"),
    "sankantsu": ("サンカンツ",),
    "honroutou": ("ホンロートー",),
    "shousangen": ("ショウサンゲン",),
    "honitsu": ("ホンイツ", "混一", "half flush"),
    "junchan": ("ジュンチャン", "純チャン", "純全帯么九"),
    "ryanpeikou": ("リャンペーコー",),
    "chinitsu": ("チンイツ", "清一", "full flush"),
    "kokushi": ("kokushi", "国士", "コクシ", "kokushi musou", "thirteen orphans"),
    "suuankou": ("スーアンコー", "四暗刻"),
    "daisangen": ("ダイサンゲン",),
    "shousuushii": ("ショウスーシー",),
    "daisuushii": ("ダイスーシー",),
    "tsuuiisou": ("ツーイーソー",),
    "chinroutou": ("チンロートー",),
    "ryuuiisou": ("リューイーソー",),
    "chuuren": ("chuuren", "九蓮", "チューレン", "九蓮宝燈"),
    "suukantsu": ("スーカンツ",),
}
"""Names players use besides a yaku's id, romaji, translation and Japanese name."""

_SITUATION_YAKU = {"riichi": "riichi", "double_riichi": "double_riichi",
                   "ippatsu": "ippatsu", "tsumo": "menzen_tsumo", "haitei": "haitei",
                   "houtei": "houtei", "rinshan": "rinshan", "chankan": "chankan",
                   "tenhou": "tenhou", "chiihou": "chiihou", "renhou": "renhou",
                   "dora_count": "dora", "ura_count": "ura_dora", "aka_count": "aka_dora"}
"""The yaku (or dora) each word of the situation names: its words name it too (``reach``)."""

_GROUPS = {"yakuhai": ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "seat_wind",
                       "round_wind"),
           "役牌": ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "seat_wind",
                    "round_wind"),
           "sangenpai": ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun"),
           "三元牌": ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun")}
"""Names of several yaku at once."""

_VOWELS = str.maketrans({"ā": "a", "ē": "e", "ī": "i", "ō": "o", "ū": "u", "â": "a",
                         "ê": "e", "î": "i", "ô": "o", "û": "u"})


def name_key(text: str) -> str:
    """A name as it is looked up: :func:`word_key` (any case, no spaces or hyphens), long
    vowels short (``ō``, ``ou`` and ``oo`` as ``o``, ``uu`` as ``u``, ``ii`` as ``i``), so
    that ``Iipeikou``, ``ipeiko`` and ``iipeikō`` are one name."""
    key = word_key(text).translate(_VOWELS)
    for long, short in (("ou", "o"), ("oo", "o"), ("uu", "u"), ("ii", "i"), ("ee", "e")):
        key = key.replace(long, short)
    return key


def _names() -> dict[str, tuple[str, ...]]:
    names: dict[str, list[str]] = {}

    def add(name: str, ident: str) -> None:
        ids = names.setdefault(name_key(name), [])
        if ident not in ids:
            ids.append(ident)

    for definition in YAKU:
        for name in (definition.id, definition.romaji, definition.name, definition.name_ja,
                     *_ALIASES.get(definition.id, ())):
            add(name, definition.id)
    for ident, (english, japanese) in DORA_NAMES.items():
        for name in (ident, english, japanese):
            add(name, ident)
    for word, key in SITUATION_WORDS.items():
        if key in _SITUATION_YAKU:
            add(word, _SITUATION_YAKU[key])
    for name, ids in _GROUPS.items():
        for ident in ids:
            add(name, ident)
    return {key: tuple(ids) for key, ids in names.items()}


YAKU_NAMES: dict[str, tuple[str, ...]] = _names()
"""Every name (as :func:`name_key` writes it) and the ids of the yaku (or dora) it names;
most name one, ``yakuhai`` names five and ``renhou`` both renhou yaku."""


def yaku_ids(text: str) -> tuple[str, ...]:
    """The ids of the yaku (or dora: ``dora``, ``ura_dora``, ``aka_dora``) that ``text``
    names, or ``()``."""
    return YAKU_NAMES.get(name_key(text), ())


def nearest_yaku(text: str, count: int = 5) -> tuple[str, ...]:
    """The ids of the yaku whose names are nearest to ``text``: those whose names start
    with it, then the closest in spelling; at most ``count``."""
    # (start-up time: difflib loads only for a name of no yaku, not for every hand scored)
    import difflib

    key = name_key(text)
    order = {ident: index for index, ident in enumerate((*YAKU_BY_ID, *DORA_NAMES))}
    starting = {ident for name, ids in YAKU_NAMES.items() if key and name.startswith(key)
                for ident in ids}
    found = sorted(starting, key=order.__getitem__)
    for name in difflib.get_close_matches(key, list(YAKU_NAMES), n=count, cutoff=0.6):
        found.extend(ident for ident in YAKU_NAMES[name] if ident not in found)
    return tuple(found[:count])


def lookup_yaku(text: str) -> tuple[str, ...]:
    """The ids of the yaku (or dora) that ``text`` names, as :func:`yaku_ids`.

    Raises:
        UnknownYaku: for a name of none, naming the nearest (``unknown_yaku``).
    """
    ids = yaku_ids(text)
    if ids:
        return ids
    near = [YAKU_BY_ID[ident].romaji if ident in YAKU_BY_ID else ident.replace("_", " ")
            for ident in nearest_yaku(text)]
    hint = f"; did you mean {', '.join(near)}?" if near else "; `mjscore yaku` lists them all"
    raise UnknownYaku(f"no yaku is called {text!r}{hint}")
