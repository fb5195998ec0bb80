"""The words mjscore shows people, in English and Japanese, in one table.

Limit names (and how a yakuman multiple is named, in words and as a claim's id), waits,
seats, roles, fu items and headings. The views in :mod:`mjscore.formatting` and the claim
grammar in :mod:`mjscore.scoring.claims` read them from here; the situation's own labels sit with
its fields (``situation.SITUATION_FIELDS``) and the yaku names with the yaku
(``yaku.YAKU``).

>>> yakuman_words(2), yakuman_words(4, "ja"), limit_id(Limit.YAKUMAN, 4)
('double yakuman', '4倍役満', 'quadruple_yakuman')
"""

from __future__ import annotations

from typing import TypeAlias

from ..hand import Wind
from .decompose import SetKind, Wait
from .fu import FuItem, FuSource, PairValue
from .points import Limit

Words: TypeAlias = tuple[str, str]
"""English, then Japanese."""

def pick(words: Words, lang: str) -> str:
    """The word in ``lang`` ("en" or "ja")."""
    return words[1] if lang == "ja" else words[0]


LIMIT_WORDS: dict[Limit, Words] = {
    Limit.MANGAN: ("mangan", "満貫"),
    Limit.HANEMAN: ("haneman", "跳満"),
    Limit.BAIMAN: ("baiman", "倍満"),
    Limit.SANBAIMAN: ("sanbaiman", "三倍満"),
    Limit.YAKUMAN: ("yakuman", "役満"),
    Limit.KAZOE_YAKUMAN: ("kazoe yakuman", "数え役満"),
}

MULTIPLE_WORDS: dict[int, Words] = {
    2: ("double", "ダブル"),
    3: ("triple", "トリプル"),
    4: ("quadruple", "4倍"),
    5: ("quintuple", "5倍"),
    6: ("sextuple", "6倍"),
}
"""How a yakuman multiple is named; from 7 on it is ``7x`` (``7倍``)."""


def multiple_words(multiple: int) -> Words:
    """The words for a yakuman multiple of 2 or more: ``double`` (ダブル) …, ``7x`` (7倍)."""
    return MULTIPLE_WORDS.get(multiple, (f"{multiple}x", f"{multiple}倍"))


def yakuman_words(multiple: int, lang: str = "en") -> str:
    """``yakuman``, ``double yakuman``, … ``quadruple yakuman`` (or 役満, ダブル役満, 4倍役満)."""
    if multiple <= 1:
        return pick(LIMIT_WORDS[Limit.YAKUMAN], lang)
    english, japanese = multiple_words(multiple)
    return f"{japanese}役満" if lang == "ja" else f"{english} yakuman"


def limit_id(limit: Limit, yakuman: int = 1) -> str:
    """A limit as a claim names it: ``mangan`` … ``kazoe_yakuman``, ``yakuman``,
    ``double_yakuman`` … (``yakuman`` is the multiple of a yakuman)."""
    if limit is not Limit.YAKUMAN or yakuman <= 1:
        return limit.value
    return f"{multiple_words(yakuman)[0]}_{Limit.YAKUMAN.value}"


def limit_words(limit: Limit, yakuman: int = 0, lang: str = "en") -> str:
    """A limit in words: ``mangan``, ``kazoe yakuman``, ``double yakuman`` (満貫 …)."""
    if limit is Limit.YAKUMAN:
        return yakuman_words(yakuman, lang)
    return pick(LIMIT_WORDS[limit], lang)


def han_fu_words(han: int, fu: int | None, lang: str = "en") -> str:
    """Han and fu in words: ``3 han 40 fu`` (3翻40符), ``5 han`` (5翻) without fu."""
    if lang == "ja":
        return f"{han}翻" if fu is None else f"{han}翻{fu}符"
    return f"{han} han" if fu is None else f"{han} han {fu} fu"


def grade_words(han: int, fu: int | None, limit: Limit | None, yakuman: int = 0,
                lang: str = "en") -> str:
    """A win's place on the scoring table in words: its limit (:func:`limit_words`) when it
    has one, else its han and fu (:func:`han_fu_words`): ``満貫``, ``ダブル役満``,
    ``3翻30符``."""
    if limit is not None:
        return limit_words(limit, yakuman, lang)
    return han_fu_words(han, fu, lang)


WAIT_WORDS: dict[Wait, Words] = {
    Wait.RYANMEN: ("ryanmen", "両面"),
    Wait.KANCHAN: ("kanchan", "嵌張"),
    Wait.PENCHAN: ("penchan", "辺張"),
    Wait.SHANPON: ("shanpon", "双碰"),
    Wait.TANKI: ("tanki", "単騎"),
    Wait.THIRTEEN_SIDED: ("thirteen-sided", "十三面"),
}

SEAT_WORDS: dict[Wind, Words] = {
    Wind.EAST: ("E", "東"), Wind.SOUTH: ("S", "南"), Wind.WEST: ("W", "西"),
    Wind.NORTH: ("N", "北"),
}

SEAT_NAMES: dict[Wind, Words] = {
    Wind.EAST: ("East", "東家"), Wind.SOUTH: ("South", "南家"), Wind.WEST: ("West", "西家"),
    Wind.NORTH: ("North", "北家"),
}
"""The seats in the summary line, which says who won: ``East (dealer) ron from North``."""

ROLE_WORDS: dict[str, Words] = {
    "winner": ("winner", "和了"),
    "dealer": ("dealer", "親"),
    "discarder": ("discarder", "放銃"),
    "pao": ("pao", "責任払い"),
    "deposits": ("deposits", "供託"),
    "non_dealer": ("non-dealer", "子"),
}
"""The roles of the seats in the payments of a win."""

_FU_SOURCE_WORDS: dict[FuSource, Words] = {
    FuSource.BASE: ("base", "副底"),
    FuSource.CLOSED_RON: ("closed ron", "門前加符"),
    FuSource.TSUMO: ("tsumo", "ツモ符"),
    FuSource.OPEN_NO_FU: ("open ron without fu, raised to 30", "喰い平和形 (30符に)"),
    FuSource.CHIITOITSU: ("seven pairs, not rounded", "七対子 (切り上げなし)"),
}
_PAIR_WORDS: dict[PairValue, Words] = {
    PairValue.DRAGON: ("dragon pair", "役牌の雀頭"),
    PairValue.SEAT_WIND: ("seat wind pair", "自風の雀頭"),
    PairValue.ROUND_WIND: ("round wind pair", "場風の雀頭"),
    PairValue.DOUBLE_WIND: ("double wind pair", "連風牌の雀頭"),
}
_SET_WORDS: dict[object, Words] = {
    False: ("open", "明"), True: ("closed", "暗"),
    SetKind.TRIPLET: ("triplet", "刻"), SetKind.KAN: ("kan", "槓"),
    "simple": ("of simples", "中張牌"), "terminal_or_honor": ("of terminals or honors", "幺九牌"),
}


def fu_item_words(item: FuItem, lang: str = "en") -> str:
    """What a fu line is for, in words: ``closed triplet of terminals or honors`` (暗刻 幺九牌),
    ``kanchan wait`` (嵌張待ち), ``dragon pair`` (役牌の雀頭) …"""
    if item.pair is not None:
        return pick(_PAIR_WORDS[item.pair], lang)
    if item.wait is not None:
        wait = pick(WAIT_WORDS[item.wait], lang)
        return f"{wait}待ち" if lang == "ja" else f"{wait} wait"
    if item.set_kind is not None:
        state, kind, tiles = (
            pick(_SET_WORDS[part], lang) for part in (
                item.concealed, item.set_kind,
                "terminal_or_honor" if item.terminal_or_honor else "simple"))
        return f"{state}{kind} {tiles}" if lang == "ja" else f"{state} {kind} {tiles}"
    return pick(_FU_SOURCE_WORDS[item.source], lang)


WORDS: dict[str, Words] = {
    "hand": ("hand", "手牌"),
    "reading": ("reading", "面子"),
    "rules": ("rules", "ルール"),
    "situation": ("situation", "状況"),
    "yaku": ("yaku", "役"),
    "han": ("han", "翻"),
    "fu": ("fu", "符"),
    "item": ("fu item", "符の内訳"),
    "total": ("total", "合計"),
    "sum": ("sum", "小計"),
    "rounded": ("rounded up", "切り上げ"),
    "seat": ("seat", "席"),
    "role": ("role", "役割"),
    "points": ("points", "点数"),
    "wait": ("{wait} wait on {tile}", "{wait}待ち {tile}"),
    "orphans": ("thirteen orphans", "国士無双"),
    "ron": ("ron", "ロン"),
    "tsumo": ("tsumo", "ツモ"),
    "dealer_mark": (" (dealer)", "(親)"),
    "ron_from": (" from {seat}", " {seat}から"),
    "dealer_ron_win": ("dealer's ron", "親のロン"),
    "dealer_tsumo_win": ("dealer's tsumo", "親のツモ"),
    "non_dealer_ron_win": ("non-dealer's ron", "子のロン"),
    "non_dealer_tsumo_win": ("non-dealer's tsumo", "子のツモ"),
    "honba_suffix": (", {honba} honba", "・{honba}本場"),
    "in_all": (" ({total} in all)", " (計 {total})"),
    "with_dealer": ("{line} with --dealer", "{line} (--dealer)"),
    "without_dealer": ("{line} without --dealer", "{line} (--dealer なし)"),
    "payer": ("payer", "支払い"),
    "seat_note": ("(no --seat given: scored as the dealer's hand, East; for a non-dealer "
                  "give -s S, W or N)",
                  "(--seat の指定なし: 親 (東家) の和了として計算。子なら -s S・W・N)"),
    "all": ("{points} all", "{points}オール"),
    "extra": ("with honba and deposits the winner receives {total}",
              "本場・供託込みで {total}"),
    "yakuman_fu": ("not counted for a yakuman, which is paid at its limit",
                   "役満は符を数えない"),
    "limit_fu": ("fu do not change a hand of 5 han or more", "5翻以上は符に関係なく満貫以上"),
    "word_read": ("('{text}' read as {option})", "(「{text}」は {option} として計算)"),
    "ron_word": ("('{text}' needs no option: a hand won without -t/--tsumo won by ron)",
                 "(「{text}」: -t/--tsumo なしならロン)"),
    "yaku_word": ("('{text}' is {name}, a yaku the tiles decide, not an option: {verdict})",
                  "(「{text}」({name}) は牌で決まる役で、オプションではない: {verdict})"),
    "yaku_word_has": ("this hand has it", "この手にあり"),
    "yaku_word_not": ("this hand does not have it", "この手になし"),
    "win_tile_note": ("(no '+': {tile}, the last tile written, was taken as the winning "
                      "tile; write the tile you won on after '+'. Each tile as the winning "
                      "tile is at the end)",
                      "(「+」なし: 最後の {tile} を和了牌とした。和了牌は「+」の後に。"
                      "各牌を和了牌とした点数は最後に)"),
    "meld_note": ("({tiles} read as concealed tiles; if called, write {hand}: {value})",
                  "({tiles} は手牌として計算。鳴いた面子なら {hand}: {value})"),
    "win_choice_tile": ("winning tile", "和了牌"),
    "win_choice_taken": ("{tile} (taken)", "{tile} (採用)"),
    "no_yaku": ("no yaku", "役なし"),
}
"""Headings and phrases of an explained score; some are templates for ``str.format``."""


def word(key: str, lang: str = "en", **values: object) -> str:
    """One heading or phrase of :data:`WORDS` in ``lang``, filled in with ``values``."""
    return pick(WORDS[key], lang).format(**values)


WAITS_WORDS: dict[str, Words] = {
    "tenpai": ("tenpai, {waits} wait{s}, {left} tile{left_s} left", "聴牌、{waits}種{left}枚"),
    "noten": ("not tenpai, {shanten} shanten", "不聴、{shanten}向聴"),
    "complete": ("the 14 tiles already win", "14枚で和了形"),
    "held": ("{tiles}: all four in the hand", "純空聴 {tiles}"),
    "status": ("waits", "待ち"),
    "furiten": ("furiten", "振聴"),
    "no_furiten": ("no", "なし"),
    "furiten_note": ("no ron; tsumo allowed", "ロン不可、ツモ可"),
    "discard_reason": ("{tiles} in own discards", "捨て牌に {tiles}"),
    "passed_reason": ("passed {tiles} since own last discard", "見逃し {tiles}"),
    "passed_after_riichi_reason": ("passed {tiles} after riichi", "立直後の見逃し {tiles}"),
    "passed_after_riichi_fact": ("a win passed after riichi", "立直後の見逃しあり"),
    "discards": ("discards {value}", "捨て牌 {value}"),
    "passed": ("passed {value}", "見逃し {value}"),
    "seen": ("seen {value}", "見えている牌 {value}"),
    "choices": ("discards", "打牌"),
    "tenpai_discards": ("{count} leave{s} the hand tenpai", "{count}種で聴牌"),
    "no_tenpai_discard": ("none leaves the hand tenpai ({shanten} shanten)",
                          "聴牌になる打牌なし ({shanten}向聴)"),
    "discard": ("discard {tile}: {status}, worth {worth}", "打{tile}: {status}、評価 {worth}"),
    "tile": ("tile", "牌"),
    "shape": ("shape", "形"),
    "left": ("left", "残り"),
    "karaten": ("{left} (karaten)", "{left} (空聴)"),
    "ron": ("ron", "ロン"),
    "tsumo": ("tsumo", "ツモ"),
    "riichi_ron": ("riichi ron", "立直ロン"),
    "riichi_tsumo": ("riichi tsumo", "立直ツモ"),
    "yaku": ("yaku", "役"),
    "tsumo_yaku": ("tsumo: {yaku}", "ツモ: {yaku}"),
    "no_yaku": ("no yaku", "役なし"),
    "cannot_come": ("cannot come", "出ない"),
    "without_counters": ("(values without honba and deposits)", "(本場・供託は含まない)"),
    "acceptance": ("acceptance", "受け入れ"),
    "accepted": ("{tiles} ({count} tile{s})", "{tiles} ({count}枚)"),
    "no_acceptance": ("none", "なし"),
    "shanten": ("shanten", "向聴"),
    "tiles_left": ("tiles", "枚数"),
    "best_ron": ("best ron", "最高ロン"),
    "best_tsumo": ("best tsumo", "最高ツモ"),
    "call": ("call", "鳴き"),
    "called": ("{tile} from the {source}", "{source}の{tile}"),
    "meld": ("meld", "面子"),
    "keeps_yaku": ("yaku", "役"),
    "none": ("no call", "鳴かない"),
    "pon": ("pon", "ポン"),
    "chi": ("chi", "チー"),
    "kan": ("kan", "カン"),
    "from_left": ("left", "上家"),
    "from_across": ("across", "対面"),
    "from_right": ("right", "下家"),
    "yes": ("yes", "あり"),
    "no": ("no", "なし"),
}
"""The words of ``mjscore waits``: its header lines, furiten reasons and table headings;
some are templates for ``str.format``."""


def waits_word(key: str, lang: str = "en", **values: object) -> str:
    """One phrase of :data:`WAITS_WORDS` in ``lang``, filled in with ``values``."""
    return pick(WAITS_WORDS[key], lang).format(**values)


GAME_WORDS: dict[str, Words] = {
    "game": ("game", "対局"),
    "line": ("line", "行"),
    "hand": ("hand", "局"),
    "event": ("event", "内容"),
    "sticks": ("sticks", "供託"),
    "riichi": ("riichi {who}", "{who} リーチ"),
    "double_riichi": ("double riichi {who}", "{who} ダブルリーチ"),
    "riichi_ronned": ("riichi {who} (ronned)", "{who} リーチ (放銃)"),
    "ron": ("ron {who} from {source} {text}", "{who} ロン ({source}) {text}"),
    "tsumo": ("tsumo {who} {text}", "{who} ツモ {text}"),
    "draw": ("draw, tenpai {who}", "流局 聴牌 {who}"),
    "draw_none": ("draw, nobody tenpai", "流局 全員不聴"),
    "nagashi": ("nagashi mangan {who}", "{who} 流し満貫"),
    "abort": ("abortive draw: {text}", "途中流局 {text}"),
    "chombo": ("chombo {who}", "{who} チョンボ"),
    "foul": ("minor foul {who}: {text}", "{who} 錯和 {text}"),
    "adjustment": ("adjustment", "調整"),
    "end": ("game ended", "終了"),
    "written": ("{field}: written {written}, the rules give {ledger}",
                "{field}: 記入 {written}、ルールでは {ledger}"),
    "final": ("Final", "終局"),
    "place": ("place", "順位"),
    "player": ("player", "名前"),
    "score": ("score", "持ち点"),
    "uma": ("uma", "ウマ"),
    "oka": ("oka", "オカ"),
    "final_points": ("points", "ポイント"),
    "leftover": ("leftover sticks: {count} ({where})", "残り供託: {count}本 ({where})"),
    "to_first": ("to first place", "トップへ"),
    "to_first_split": ("to first place, split in a tie", "トップへ (同点は分割)"),
    "returned": ("returned", "返却"),
    "lost": ("lost, left on the table", "供託のまま"),
    "penalty": ("chombo penalty {seat}: {points}", "チョンボ罰 {seat}: {points}"),
    "needs": ("What each player needs at {label} ({sticks} sticks, {honba} honba on the table)",
              "{label} の条件 (供託{sticks}本、{honba}本場)"),
    "needs_first": ("to be first", "トップ"),
    "needs_up": ("to move up a place", "順位を上げる"),
    "needs_leader": ("first already", "トップ"),
    "cannot": ("not even with a yakuman", "役満でも届かない"),
    "standings": ("Standings", "成績"),
    "games": ("games", "対局数"),
    "places": ("1st/2nd/3rd/4th", "1着/2着/3着/4着"),
    "average": ("average place", "平均順位"),
    "total_points": ("total points", "合計ポイント"),
    "status": ("{label}, dealer {dealer}, honba {honba}, sticks {sticks}: {scores}",
               "{label}、親 {dealer}、{honba}本場、供託{sticks}本: {scores}"),
    "game_over": ("game over ({why}): {scores}", "終局 ({why}): {scores}"),
    "undone": ("undone: line {line}: {text}", "取り消し: {line}行目: {text}"),
    "nothing_to_undo": ("nothing to undo", "取り消す行はありません"),
    "nothing": ("None", "なし"),
    "help_head": ("", "行の書き方 (キーワードは英語、またはその一覧にある日本語の語):"),
    "live": ("mjscore game: a hand a line; undo, status, help; Ctrl-D ends the sheet",
             "mjscore game: 1行に1局; undo で取り消し、status で状況、help で書き方; "
             "Ctrl-D で終了"),
}
"""Headings and phrases of a played game (``mjscore game``, and the live scorer's
``status`` and ``undo``); templates for ``str.format``."""

END_WORDS: dict[str, Words] = {
    "last_hand": ("the last hand was played", "規定局数終了"),
    "bust": ("a player went below 0", "飛び"),
    "agari_yame": ("the last dealer won while first (agari-yame)", "和了り止め"),
    "tenpai_yame": ("the last dealer was tenpai while first (tenpai-yame)", "聴牌止め"),
    "sudden_death": ("sudden death in the extra round", "延長戦のサドンデス"),
    "sheet": ("the sheet ended the game", "記録による終了"),
    "open": ("the sheet stops before the game's end", "終局前で記録終了"),
}
"""Why a game ended, by :class:`~mjscore.game.flow.End` value."""


ABORT_WORDS: dict[str, Words] = {
    "kyuushu_kyuuhai": ("kyuushu_kyuuhai", "九種九牌"),
    "suufon_renda": ("suufon_renda", "四風連打"),
    "suucha_riichi": ("suucha_riichi", "四家立直"),
    "suukaikan": ("suukaikan", "四槓散了"),
    "sanchahou": ("sanchahou", "三家和"),
}
"""The abortive draws (途中流局) by :class:`~mjscore.game.AbortKind` value; in English the
value itself, as the game's rows have always named them."""

FOUL_WORDS: dict[str, Words] = {
    "forfeit": ("forfeit", "和了放棄"),
    "stick": ("stick", "供託1本"),
}
"""What a minor foul costs, by :class:`~mjscore.game.FoulPenalty` value: the offender's win
this hand, or a stick to the table (第４条 5–7)."""

LEDGER_WORDS: dict[str, Words] = {
    "not_played": ("not played: the game is over", "終局後のため無効"),
    "unresolved": ("unresolved, nothing paid", "未確定、支払いなし"),
    "waived": ("waived by a legitimate win", "正当な和了があり不問"),
    "noten_riichi": ("noten riichi at the draw", "流局時の不聴立直"),
    "win_forfeited": ("win forfeited by a minor foul", "錯和により和了放棄"),
}
"""The phrases the game ledger writes into a hand's summary itself (not the sheet's own
reasons): the ledger takes the English, the views show it in ``lang``
(:func:`ledger_words`)."""

_LEDGER_BY_TEXT = {english: (english, japanese) for english, japanese in LEDGER_WORDS.values()}


def ledger_words(text: str, lang: str = "en") -> str:
    """A phrase of :data:`LEDGER_WORDS` given in English, in ``lang``; any other text (a
    reason the sheet wrote) as it is."""
    found = _LEDGER_BY_TEXT.get(text)
    return text if found is None else pick(found, lang)


FIELD_WORDS: dict[str, Words] = {
    "label": ("label", "局"),
    "sticks": ("sticks", "供託"),
    "start_scores": ("start_scores", "局前の持ち点"),
    "deltas": ("deltas", "点数の移動"),
    "end_scores": ("end_scores", "局後の持ち点"),
    "final_scores": ("final_scores", "最終持ち点"),
    "final_points": ("final_points", "最終ポイント"),
    "claim": ("claim", "申告"),
    "recorded": ("recorded", "記録"),
    "han": ("han", "翻"),
    "fu": ("fu", "符"),
    "limit": ("limit", "満貫以上の区分"),
    "yakuman": ("yakuman", "役満の倍数"),
    "yaku": ("yaku", "役"),
    "value": ("value", "点数"),
    "points": ("points", "点数"),
    "win": ("win", "和了の種類"),
    "each": ("each", "各自の支払い"),
    "dealer": ("dealer", "親の支払い"),
    "non_dealer": ("non_dealer", "子の支払い"),
}
"""The fields of a mismatch (:class:`~mjscore.game.Mismatch`: ``label``, ``claim.han``,
``recorded.deltas`` …), part by part; in English the field's own name."""


def game_word(key: str, lang: str = "en", **values: object) -> str:
    """One phrase of :data:`GAME_WORDS` in ``lang``, filled in with ``values``."""
    return pick(GAME_WORDS[key], lang).format(**values)
