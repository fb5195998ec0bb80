"""Every preset's sources: its documents and, for every rule field, the citation its value
follows.

One :class:`~mjscore.rules.citations.PresetSources` per preset of
:data:`mjscore.rules.PRESET_LIST`, in its order, each citing for every field of
:data:`~mjscore.rules.RULE_FIELDS` a document and a short quote, or "not stated" and the
reason for the value chosen; and the presets asked for that are not shipped, with why.
This module is data: :mod:`mjscore.rules.sources` looks the citations up and writes the tables of
``docs/rules.md`` from them.

>>> PRESET_SOURCES["ema"].citations["kazoe"].document.key
'E'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .citations import LOG, PRIMARY, SECONDARY, Citation, Document, PresetSources
from .preset_sources3 import four_player_cells, three_player_sources


def _sources(preset: str, edition: str, documents: tuple[Document, ...],
             cells: dict[str, tuple[str | None, str]]) -> PresetSources:
    by_key = {document.key: document for document in documents}
    citations = {field: Citation(by_key[key] if key is not None else None, text)
                 for field, (key, text) in cells.items()}
    return PresetSources(preset, edition, documents, citations)


_NONE: Final = None
"""Marks a cell the sources do not state."""

# --------------------------------------------------------------------------- tenhou

_TENHOU = _sources(
    "tenhou",
    "Tenhou's rules page as published at tenhou.net/man (read through riichi.wiki's copy "
    "and translation), and the Tenhou logs the replay checks (2009 to 2025).",
    (Document("T", "天鳳 ルール (Tenhou's published rules)", "https://tenhou.net/man/#RULE",
              "the page as quoted at riichi.wiki/Tenhou.net_rules", PRIMARY),
     Document("TW", "riichi.wiki, Tenhou.net rules (translation of the rules page)",
              "https://riichi.wiki/Tenhou.net_rules", "as read for RULES.md", SECONDARY),
     Document("TL", "Tenhou's game logs (mjlog and tenhou.net/6), replayed by the tests",
              "docs/replay.md", "logs of 2009 to 2025", LOG),
     Document("TR", "riichi.wiki, Rinshan kaihou", "https://riichi.wiki/Rinshan_kaihou",
              "as read for issue #15", SECONDARY)),
    {
        "open_tanyao": ("T", "喰い断なし/あり選択"),
        "red_fives": ("T", "赤なし/あり選択(五萬1枚/五筒1枚/五索1枚)"),
        "double_wind_pair_fu": ("T", "連風牌は4符"),
        "kiriage_mangan": (_NONE, "Tenhou's rules list no kiriage mangan; kept off "
                                  "(RULES.md §1)."),
        "kazoe": (_NONE, "13 han and more count as a yakuman (RULES.md §1)."),
        "double_yakuman": (_NONE, "Tenhou has no double-yakuman patterns; each pattern "
                                  "counts once (RULES.md §1)."),
        "yakuman_stacking": ("TW", "Multiple yakuman still count"),
        "max_yakuman": ("TL", "a stacked dealer yakuman is paid 96,000: no cap"),
        "ryuuiisou": ("TL", "mjlog's yaku table has id 43, 緑一色 (ryuuiisou)"),
        "renhou": (_NONE, "Tenhou's list of yaku has no 人和; none (RULES.md §1)."),
        "shousangen_han": (_NONE, "the usual 2 han, with the two dragon triplets' yakuhai "
                                  "on top (RULES.md §1)."),
        "ippatsu": ("TL", "wins with mjlog yaku id 2, 一発"),
        "ura_dora": ("TL", "wins with mjlog yaku id 53, 裏ドラ"),
        "kan_dora": ("TL", "kan wins show one more dora indicator per kan (doraHai)"),
        "honba_value": ("TL", "each honba adds 300 to a win (RULES.md §3)"),
        "riichi_deposit": ("TL", "a riichi puts 1,000 on the table"),
        "pao": ("TW", "Pao is enforced on daisangen and daisuushii"),
        "pao_honba": ("TL", "<AGARI ba=\"1,0\" … paoWho=…>: 16,300 from the liable seat, "
                            "16,000 from the discarder (kobalab/tenhou-log test/03.convlog.js)"),
        "pao_scope": (_NONE, "the rules page does not say; kobalab's notes on his 電脳麻将 list "
                             "\"pao for the liable yakuman only\" as a difference from "
                             "Tenhou, so the whole hand (docs/rules.md, pao)."),
        "kokushi_chankan_closed_kan": ("T", "純正巡消しは発声＆和了打診後（加槓のみ）"),
        "chiitoitsu_fu": ("TL", "七対子 wins are paid at 25 fu"),
        "pinfu_tsumo": ("TL", "平和 tsumo wins are paid at 20 fu"),
        "furiten_no_yaku_wait": (_NONE, "the rules page does not address it; the usual rule "
                                        "(a wait without a yaku is still a winning tile) is "
                                        "kept."),
        "closed_kan_ends_ippatsu": ("TR", "a kan would interrupt a chance for ippatsu"),
        **four_player_cells("TL", "GO type without flag 0x10: four seats (hai0 … hai3)"),
        "game_length": ("TL", "GO flag 0x08 set for 南 (East and South) lobbies"),
        "start_points": ("TL", "ten=\"250,250,250,250\""),
        "return_points": ("TL", "owari: final points count from 30,000, +20 oka to first"),
        "uma": ("TL", "owari: uma 20/10/-10/-20"),
        "final_rounding": ("TL", "owari: points to one decimal since 2023 (rounded to 1,000 "
                                 "before, set by the replay from the log's date)"),
        "ties": ("TL", "a tie goes to the seat nearer the first dealer"),
        "leftover_sticks": ("TL", "sticks left at the end go to first place"),
        "bust": ("TL", "below 0 ends the game, exactly 0 plays on"),
        "target_points": ("TL", "the game goes on into West while nobody has 30,000"),
        "agari_yame": ("TL", "the last dealer who wins and is first with 30,000 ends the game"),
        "tenpai_yame": ("TL", "the last dealer tenpai and first with 30,000 ends the game "
                              "(not in 2009)"),
        "extension": ("TL", "West round as sudden death when nobody has 30,000"),
        "multiple_ron": ("TL", "double ron, honba and sticks to the first after the "
                               "discarder"),
        "kyuushu_kyuuhai": ("TL", "RYUUKYOKU type=\"yao9\""),
        "suufon_renda": ("TL", "RYUUKYOKU type=\"kaze4\""),
        "suucha_riichi": ("TL", "RYUUKYOKU type=\"reach4\""),
        "suukaikan": ("TL", "RYUUKYOKU type=\"kan4\""),
        "sanchahou": ("TL", "RYUUKYOKU type=\"ron3\""),
        "nagashi_mangan": ("TL", "RYUUKYOKU type=\"nm\""),
        "noten_payment": ("TL", "3,000 split between the noten and tenpai players"),
        "noten_riichi_chombo": (_NONE, "Tenhou's server refuses a noten riichi, so it never "
                                       "happens."),
        "chombo_basic_points": (_NONE, "no chombo on Tenhou's server; a sheet's chombo is "
                                       "paid as classic pays it, a mangan (RULES.md §4)."),
        "chombo_penalty": (_NONE, "no chombo on Tenhou's server; no penalty after the game."),
        "honba_to_every_winner": ("TL", "double ron, honba and sticks to the first after the "
                                        "discarder"),
    })

# --------------------------------------------------------------------------- classic

_CLASSIC = _sources(
    "classic",
    "The house rulebook (第１条 … 第１２条) of the rules primer seeds/000_2afa90f8674d316d.txt, "
    "with the decisions of RULES.md §1 and §4.",
    (Document("S", "the house rulebook of the rules primer (第１条 … 第１２条)",
              "seeds/000_2afa90f8674d316d.txt", "as shipped with RULES.md", PRIMARY),),
    {
        "open_tanyao": ("S", "第１２条 24: 断一九 marked ＊ (worth 0 han open, RULES.md §1)"),
        "red_fives": ("S", "第１条 1: 赤牌三枚"),
        "double_wind_pair_fu": ("S", "第８条 4A: 連風牌 2符"),
        "kiriage_mangan": ("S", "第８条 11–12: mangan from 5 han or basic points 2000"),
        "kazoe": ("S", "第８条 12 E: 役満（13翻以上）"),
        "double_yakuman": ("S", "第１２条: every yakuman is 13翻"),
        "yakuman_stacking": ("S", "第８条 12 E: 役満 is the top limit (RULES.md §1)"),
        "max_yakuman": ("S", "第８条 12 E: 役満 is the top limit (RULES.md §1)"),
        "ryuuiisou": ("S", "第１２条: not among its 39 yaku"),
        "renhou": ("S", "第１２条: not among its 39 yaku"),
        "shousangen_han": ("S", "第１２条 5: 4翻, read as 2 + the two yakuhai (RULES.md §1)"),
        "ippatsu": ("S", "第７条 2–3, 第１２条 3"),
        "ura_dora": ("S", "第７条 2–3"),
        "kan_dora": ("S", "第７条 2–3"),
        "honba_value": ("S", "第９条 1: 一本300点"),
        "riichi_deposit": ("S", "第１２条 1C: 立直料は1000点"),
        "pao": (_NONE, "the rulebook is silent; no liability (RULES.md §1)."),
        "pao_honba": (_NONE, "no pao in the rulebook; Tenhou's value is kept, unused."),
        "pao_scope": (_NONE, "no pao in the rulebook; Tenhou's value is kept, unused."),
        "kokushi_chankan_closed_kan": ("S", "第１２条 37: 国士無双を聴牌している場合は例外として"
                                            "暗槓での槍槓を認める"),
        "chiitoitsu_fu": ("S", "第８条 5: 七対子は25符"),
        "pinfu_tsumo": ("S", "第８条 6: 平和形の摸和了りは20符"),
        "furiten_no_yaku_wait": ("S", "第５条 1–2 speak of 和了牌 without exception (read as "
                                      "the usual rule)"),
        "closed_kan_ends_ippatsu": (_NONE, "第１２条 3 (一発) is silent on a kan within the "
                                           "go-around; the usual rule, as Tenhou (a decision)."),
        **four_player_cells("S", "第２条 1C: 4人が立直を行った際に (a game of four)"),
        "game_length": ("S", "第１条 2: 半荘戦"),
        "start_points": ("S", "第１１条 3: 持ち点25000点"),
        "return_points": (_NONE, "the rulebook names no return points; the start points "
                                 "are the zero (RULES.md §4)."),
        "uma": (_NONE, "the rulebook names no uma (RULES.md §4)."),
        "final_rounding": ("S", "度量法, 第１１条 3: 五捨六入"),
        "ties": ("S", "第１１条 1–2: a tie to the seat nearer the first dealer"),
        "leftover_sticks": ("S", "第１０条 2: returned when South 4 ends without a winner"),
        "bust": ("S", "第１１条 4: below 0 ends the game"),
        "target_points": (_NONE, "the rulebook has no agari-yame and no extra round "
                                 "(RULES.md §4)."),
        "agari_yame": (_NONE, "the rulebook has no agari-yame (RULES.md §4)."),
        "tenpai_yame": (_NONE, "the rulebook has no tenpai-yame (RULES.md §4)."),
        "extension": (_NONE, "the rulebook has no extra round (RULES.md §4)."),
        "multiple_ron": ("S", "第１条 26: 頭ハネ"),
        "kyuushu_kyuuhai": ("S", "第２条 1B"),
        "suufon_renda": ("S", "第２条 1C"),
        "suucha_riichi": ("S", "第２条: four riichi are not among its abortive draws"),
        "suukaikan": ("S", "第２条 1D"),
        "sanchahou": ("S", "第１条 26: 頭ハネ leaves one winner"),
        "nagashi_mangan": (_NONE, "not in the rulebook; none (RULES.md §4)."),
        "noten_payment": ("S", "第６条 1–2: 3,000 split"),
        "noten_riichi_chombo": ("S", "第４条 1C"),
        "chombo_basic_points": ("S", "第４条 1–3: 満貫払い"),
        "chombo_penalty": (_NONE, "the rulebook's chombo is a payment at the table only."),
        "honba_to_every_winner": ("S", "第１条 26: 頭ハネ leaves one winner"),
    })

# --------------------------------------------------------------------------- mahjongsoul

_SOUL_LOGS = "data/raw/pantheon_onlinelog/format6/tensoul_usual.json"

_MAHJONGSOUL = _sources(
    "mahjongsoul",
    "No rule text of Mahjong Soul (Yostar, Catfood Studio) could be read: the values follow "
    "riichi.wiki's Majsoul page (revisions of 2019), RiichiEnv's Mahjong Soul configuration, "
    "players' accounts, and two Mahjong Soul game logs of 2023 and 2024 (all marked).",
    (Document("RW1", "riichi.wiki, Majsoul (revision of 2019-01-09)",
              "https://riichi.wiki/Special:MobileDiff/19157", "2019-01-09", SECONDARY),
     Document("RW2", "riichi.wiki, Majsoul (revision of 2019-04-26)",
              "https://riichi.wiki/Special:MobileDiff/19575", "2019-04-26", SECONDARY),
     Document("RW3", "riichi.wiki, Majsoul (pao details)",
              "https://riichi.wiki/Special:MobileDiff/19081", "2019", SECONDARY),
     Document("RE", "RiichiEnv, GameRule::default_mjsoul()",
              "https://github.com/smly/RiichiEnv/blob/160c81340677968897a574b2a2e1eea16a5d7359/"
              "riichienv-core/src/rule.rs", "commit 160c813", SECONDARY),
     Document("ST", "Steam community post on Mahjong Soul's ranked rules",
              "https://steamcommunity.com/app/2739990/discussions/0/4521136490640935003",
              "2024", SECONDARY),
     Document("SR", "riichi.wiki, List of special rooms in Mahjong Soul",
              "https://riichi.wiki/index.php?oldid=24572&title=List_of_special_rooms_in_Mahjong_Soul",
              "2024", SECONDARY),
     Document("ML", "two Mahjong Soul games (銅の間東喰赤, 2023-10-14; 大会戦東喰, 2024-01-22) "
                    "in tenhou.net/6 form", _SOUL_LOGS, "2023-2024", LOG)),
    {
        "open_tanyao": ("RW1", "All-Simples in opened hand (Kuitan): Allowed"),
        "red_fives": ("RW1", "Red fives: 3 tiles (1 for each suit)"),
        "double_wind_pair_fu": ("RW1", "Double-wind pair: 4 fu"),
        "kiriage_mangan": ("ML", "'30符4飜2000-3900点' (a 4 han 30 fu tsumo is not mangan)"),
        "kazoe": (_NONE, "no source reached states it; Tenhou's value (kazoe yakuman) is "
                         "kept."),
        "double_yakuman": ("RE", "is_kokushi_musou_13machi_double: true, "
                                 "is_suuankou_tanki_double: true, "
                                 "is_junsei_chuurenpoutou_double: true, "
                                 "is_daisuushii_double: true"),
        "yakuman_stacking": ("RW3", "Composite Yakuman: Seperated responsibility for each "
                                    "yakuman"),
        "max_yakuman": (_NONE, "no cap is stated; none, as on Tenhou."),
        "ryuuiisou": (_NONE, "no source reached lists the yaku; the standard yakuman is "
                             "kept."),
        "renhou": ("SR", "Melee Room ... predefined subset of local yakus (renhou only there, "
                         "not in ranked play)"),
        "shousangen_han": (_NONE, "no source reached states it; the standard 2 han is kept."),
        "ippatsu": (_NONE, "the sources reached do not list it; kept on, as on Tenhou."),
        "ura_dora": ("ML", "'裏ドラ(1飜)'"),
        "kan_dora": (_NONE, "the sources reached do not list it; kept on, as on Tenhou."),
        "honba_value": ("ML", "'40符3飜7700点' at one honba: the discarder pays 8,000 "
                              "(7,700 + 300)"),
        "riichi_deposit": ("ML", "each riichi stick pays 1,000 to the winner"),
        "pao": ("RW3", "Apply for: Big 3 Dragons, Big 4 Winds"),
        "pao_honba": (_NONE, "the sources reached do not say who pays the honba; as on "
                             "Tenhou."),
        "pao_scope": ("RW3", "Composite Yakuman: Seperated responsibility for each "
                             "yakuman"),
        "kokushi_chankan_closed_kan": ("RE", "allows_ron_on_ankan_for_kokushi_musou: true"),
        "chiitoitsu_fu": ("RW2", "Seven Pairs (Chitoitsu): 25 fu"),
        "pinfu_tsumo": ("RW2", "Pinfu (Pinfu): Tsumo 20 fu, Ron 30 fu"),
        "furiten_no_yaku_wait": (_NONE, "the usual rule is kept."),
        "closed_kan_ends_ippatsu": (_NONE, "the usual rule (any kan ends "
                                           "ippatsu) is kept."),
        **four_player_cells("RW1", "4-Player Quarter Game: Yes / 4-Player Half Game: Yes"),
        "game_length": ("RW1", "4-Player Quarter Game: Yes / 4-Player Half Game: Yes (East "
                               "rooms set tonpuu)"),
        "start_points": ("ML", "every game starts at [25000, 25000, 25000, 25000]"),
        "return_points": ("ML", "sc: 43600 → 33.6, (score − 25,000) / 1,000 + uma, no oka "
                                "(the log's points; Mahjong Soul's rank points per room are "
                                "not sourced)"),
        "uma": ("ML", "sc: 43600, 33.6, 27800, 7.8, 20600, -9.4, 8000, -32 (uma 15/5/-5/-15)"),
        "final_rounding": ("ML", "sc: 43600, 33.6 (exact to one decimal)"),
        "ties": ("RW1", "Seat wind tiebreaker: Applied"),
        "leftover_sticks": (_NONE, "to first place, as on Tenhou."),
        "bust": ("RW2", "Bankruptcy: Applied for negative points; Not applied for zero point."),
        "target_points": ("ST", "they can extend past East/South 4 if no player has reached "
                                "30000 points"),
        "agari_yame": ("ST", "in All Last, if the dealer is already winning then an extra "
                             "hand is not played"),
        "tenpai_yame": (_NONE, "kept as Tenhou's, like agari-yame."),
        "extension": ("ST", "MajSoul will forcibly end a game at West 4 if that threshold "
                            "still hasn't been crossed"),
        "multiple_ron": ("RW2", "Multiple rons: Available"),
        "kyuushu_kyuuhai": ("RW2", "Nine Different Terminals and Honors (Kyuushu Kyuuhai): "
                                   "Yes"),
        "suufon_renda": ("RW2", "Four-wind Discarded (Suufon Renda): Yes"),
        "suucha_riichi": ("RW2", "Four-player Riichi (Suucha Riichi): Yes"),
        "suukaikan": ("RW2", "Four-kan Abortion (Suukan Nagare): Yes"),
        "sanchahou": ("RW2", "Three-player Ron (Sanchahou): No"),
        "nagashi_mangan": (_NONE, "no source reached states it; kept on, as on Tenhou."),
        "noten_payment": ("ML", "a draw with three tenpai: [1000, 1000, -3000, 1000]"),
        "noten_riichi_chombo": (_NONE, "an online server does not let a noten riichi happen."),
        "chombo_basic_points": (_NONE, "no chombo on an online server; a sheet's chombo is "
                                       "paid as on Tenhou."),
        "chombo_penalty": (_NONE, "no chombo on an online server."),
        "honba_to_every_winner": (_NONE, "as on Tenhou."),
    })

# --------------------------------------------------------------------------- mleague

_MLEAGUE = _sources(
    "mleague",
    "M.League's official rules (m-league.jp) could not be read: the values follow "
    "secondary summaries of the rules published for the 2018 season and later ones (uma "
    "confirmed for 2024-25); the latest season's text is not verified.",
    (Document("MI", "majyan-item.com, Mリーグのルール", "https://majyan-item.com/m-rule/",
              "2018", SECONDARY),
     Document("MN", "majannavi.com, Mリーグルール", "https://majannavi.com/archives/55",
              "undated", SECONDARY),
     Document("KB", "k-bys.work, Mリーグのルール", "https://k-bys.work/mleague-rule/",
              "undated", SECONDARY),
     Document("MS", "mahjong-space.com, Mリーグルール",
              "http://mahjong-space.com/index.php?M%E3%83%AA%E3%83%BC%E3%82%B0", "undated",
              SECONDARY),
     Document("OS", "osyobu blog, Mリーグのルール",
              "https://osyobu-osyobu-3889.hatenadiary.jp/entry/m2018.10.10", "2018-10-10",
              SECONDARY),
     Document("KO", "kobalab/Majiang, preset Mリーグルール (a program's configuration)",
              "https://github.com/kobalab/Majiang/blob/537be088db610ce31774e560bfb310372bf6121d/"
              "src/js/conf/rule.json", "commit 537be08", SECONDARY),
     Document("SF", "subculture-fighting.com, Mリーグのポイント計算",
              "https://subculture-fighting.com/4138", "2024-2025", SECONDARY)),
    {
        "open_tanyao": ("MI", "喰いタンあり、後付けありのアリアリです"),
        "red_fives": ("MS", "赤ドラ(5萬・5筒・5索の各1枚)"),
        "double_wind_pair_fu": ("KO", "\"連風牌は2符\":true"),
        "kiriage_mangan": ("MI", "7700は切り上げ"),
        "kazoe": ("KB", "役満以外で13翻以上あっても役満扱いにせず、3倍満になります。"),
        "double_yakuman": ("KB", "四暗刻単騎や国士無双13面待ちなどは、ダブル役満にはなりません。"),
        "yakuman_stacking": ("KB", "純粋な役満の複合のみ、ダブル役満になります。"),
        "max_yakuman": (_NONE, "no cap is stated beside the stacking; none, as on Tenhou."),
        "ryuuiisou": (_NONE, "the summaries do not list the yaku; the standard yakuman is "
                             "kept."),
        "renhou": (_NONE, "the summaries do not name 人和; none, as on Tenhou."),
        "shousangen_han": (_NONE, "the standard 2 han is kept."),
        "ippatsu": ("MS", "一発、赤ドラ(...)、裏ドラ、槓ドラあり"),
        "ura_dora": ("MS", "一発、赤ドラ(...)、裏ドラ、槓ドラあり"),
        "kan_dora": ("MS", "槓ドラは即めくり"),
        "honba_value": ("MS", "1本場につき300点を和了点に加算する"),
        "riichi_deposit": (_NONE, "the standard 1,000 is kept."),
        "pao": ("KO", "\"役満パオあり\":true"),
        "pao_honba": (_NONE, "the summaries do not say who pays the honba; as on Tenhou."),
        "pao_scope": (_NONE, "the summaries do not say what pao covers beside another "
                             "yakuman; the whole hand, as on Tenhou."),
        "kokushi_chankan_closed_kan": ("MS", "暗カンに対する槍槓は認められない(国士無双を含む)"),
        "chiitoitsu_fu": (_NONE, "the standard 25 fu is kept."),
        "pinfu_tsumo": (_NONE, "the standard pinfu tsumo (20 fu) is kept."),
        "furiten_no_yaku_wait": (_NONE, "the usual rule is kept."),
        "closed_kan_ends_ippatsu": (_NONE, "the usual rule (any kan ends "
                                           "ippatsu) is kept."),
        **four_player_cells("OS", "競技は4人打ちで行い"),
        "game_length": ("OS", "競技は4人打ちで行い、東南二風の半荘で1回戦とします。"),
        "start_points": ("MI", "東南戦、25000点持ち、30000点返し"),
        "return_points": ("SF", "それぞれの持ち点は25,000点スタートです。しかし、ポイントの±は"
                                "30,000点を基準に考えています。"),
        "uma": ("MN", "順位点:1位+30/2位+10/3位−10/4位−30"),
        "final_rounding": ("KB", "36,800点の2位は、30,000点から浮いた分が+6.8"),
        "ties": ("MI", "同着の場合は順位点は分け"),
        "leftover_sticks": (_NONE, "to first place, as on Tenhou."),
        "bust": ("OS", "ドボンがありません。半チャン終了までどんなにマイナスでも続行です。"),
        "target_points": ("MN", "アガリ止め無し(南四局の親がアガってトップになっても対局続行)"),
        "agari_yame": ("MN", "アガリ止め無し"),
        "tenpai_yame": ("KO", "\"オーラス止めあり\":false"),
        "extension": ("KO", "\"延長戦方式\":0"),
        "multiple_ron": ("MN", "ダブロン・トリプルロンはなし(全て頭ハネ)"),
        "kyuushu_kyuuhai": ("MN", "途中流局なし(九種九牌・四風子連打・四開槓・四人リーチは"
                                  "流局せず続行)"),
        "suufon_renda": ("MN", "途中流局なし(九種九牌・四風子連打・四開槓・四人リーチは"
                               "流局せず続行)"),
        "suucha_riichi": ("MN", "途中流局なし(九種九牌・四風子連打・四開槓・四人リーチは"
                                "流局せず続行)"),
        "suukaikan": ("MN", "途中流局なし(九種九牌・四風子連打・四開槓・四人リーチは"
                            "流局せず続行)"),
        "sanchahou": ("MN", "ダブロン・トリプルロンはなし(全て頭ハネ)"),
        "nagashi_mangan": ("KO", "\"流し満貫あり\":false"),
        "noten_payment": (_NONE, "a noten payment exists (KO: \"ノーテン罰あり\":true), its "
                                 "amount is not stated; the standard 3,000 is kept."),
        "noten_riichi_chombo": (_NONE, "a table game can see a noten riichi, "
                                       "and the chombo is M.League's penalty below."),
        "chombo_basic_points": (_NONE, "MI names a penalty (チョンボが20000点相当の罰符), no "
                                       "payment at the table; none is made, the penalty is "
                                       "chombo_penalty."),
        "chombo_penalty": ("MI", "チョンボが20000点相当の罰符 (how it is applied is not "
                                 "stated; taken after uma, as 最高位戦 does)"),
        "honba_to_every_winner": ("MN", "ダブロン・トリプルロンはなし(全て頭ハネ)"),
    })

# --------------------------------------------------------------------------- ema

_E_URL = "http://mahjong-europe.org/portal/images/docs/Riichi-rules-2016-EN.pdf"

_EMA = _sources(
    "ema",
    "EMA, Riichi Competition Rules (RCR), 2016 edition (preface of April 2016), read in "
    "full from a copy of the PDF; tournament play. The 2025 edition, in force from 2026, is "
    "not followed.",
    (Document("E", "European Mahjong Association, Riichi Competition Rules 2016 (page N)",
              _E_URL, "2016 (read from the copy at github.com/realliance/RiichiRoyale, "
              "docs/Riichi-rules-2016-EN.pdf)", PRIMARY),
     Document("RWE", "riichi.wiki, EMA Riichi Competition Rules (a summary of the rules)",
              "https://riichi.wiki/EMA_Riichi_Competition_Rules", "revision of 2015-06-28",
              SECONDARY)),
    {
        "open_tanyao": ("E", "p.5: Tanyao (All Simples) can be an open hand"),
        "red_fives": ("E", "p.6: Red fives are no longer used in EMA riichi rules."),
        "double_wind_pair_fu": ("E", "p.19: 2 minipoints for: • Pair of dragons • Pair of "
                                     "seat wind • Pair of prevalent wind"),
        "kiriage_mangan": ("E", "p.5: 4-30 is not rounded to mangan payment"),
        "kazoe": ("E", "p.5: A hand with 13+ fan is scored as a sanbaiman, not a yakuman"),
        "double_yakuman": ("E", "p.5: Dai suushii (Big Four Winds) is a yakuman, not a double "
                                "yakuman"),
        "yakuman_stacking": ("E", "p.20: Yakuman are not cumulative."),
        "max_yakuman": ("E", "p.20: Yakuman are not cumulative."),
        "ryuuiisou": ("E", "p.23: All Green RYUU IISOU Hand composed entirely of green tiles."),
        "renhou": ("E", "p.22 (five fan yaku): Blessing of Man RENHO ... Not cumulative with "
                        "other yaku and dora."),
        "shousangen_han": ("E", "p.22 (two fan yaku): Little Three Dragons ... Add one fan for "
                                "each of the individual dragon pungs."),
        "ippatsu": ("E", "p.13: can claim an additional yaku for ippatsu"),
        "ura_dora": ("E", "p.13: These tiles indicate ura dora which can be claimed only by "
                          "players who declared riichi."),
        "kan_dora": ("E", "p.11: After revealing a new kan dora, the player takes a "
                          "replacement tile"),
        "honba_value": ("E", "p.16: Each counter on the table increases the value of a "
                             "winning hand by 300 points."),
        "riichi_deposit": ("E", "p.13: paying 1,000 points to the table by placing a stick by "
                                "the discards"),
        "pao": ("E", "p.12: must pay the full value of the hand in case Big Three Dragons or "
                     "Big Four Winds are made on a self-draw"),
        "pao_honba": ("E", "p.12: only the discarder pays for any counters"),
        "pao_scope": ("E", "p.20: Yakuman are not cumulative. (no yakuman stands beside the "
                           "liable one, so the whole hand)"),
        "kokushi_chankan_closed_kan": ("E", "p.11: A concealed kong cannot be robbed, except to "
                                            "win on Thirteen Orphans."),
        "chiitoitsu_fu": ("E", "p.21: Seven Pairs always scores exactly 25 minipoints"),
        "pinfu_tsumo": ("E", "p.20: only the base 30 on a discard or 20 on self-draw"),
        "furiten_no_yaku_wait": (_NONE, "the passages read do not address a wait without a "
                                        "yaku; the usual rule is kept."),
        "closed_kan_ends_ippatsu": ("RWE", "Turn order is considered interrupted by any call "
                                           "of Chii, Pon, or Kan, even when declaring a "
                                           "concealed kan."),
        **four_player_cells("E", "p.16: becomes East again after all opponents have had at "
                                 "least one hand as East (four seats)"),
        "game_length": ("E", "p.16: becomes East again after all opponents have had at least "
                             "one hand as East in the south round, the game ends"),
        "start_points": ("E", "p.6: Players begin with 30,000 points."),
        "return_points": ("E", "p.17: subtract the 30,000 points they began the game with"),
        "uma": ("E", "p.5: Uma is changed to 15,000/5,000/-5,000/-15,000"),
        "final_rounding": ("E", "p.17: After the winner bonus (uma) is added, scores are "
                                "sometimes divided by 1,000 for simplicity."),
        "ties": ("E", "p.17: If there is a tie, the points for the relevant places are split "
                      "between the tied players."),
        "leftover_sticks": ("E", "p.17: Any riichi bets remaining on the table are collected "
                                 "by the winner; the points are split in case of a tie."),
        "bust": ("E", "p.17: There is no bankruptcy rule. The game does not end if a player's "
                      "score goes below zero."),
        "target_points": ("E", "p.17: Agari yame is not allowed."),
        "agari_yame": ("E", "p.17: Agari yame is not allowed."),
        "tenpai_yame": ("E", "p.16: the game ends only after the south round (no early end "
                             "is described)"),
        "extension": ("E", "p.16: after ... the south round, the game ends"),
        "multiple_ron": ("E", "p.5: Multiple winners are allowed"),
        "kyuushu_kyuuhai": ("E", "p.14: Abortive draws are no longer used in EMA riichi rules."),
        "suufon_renda": ("E", "p.14: Abortive draws are no longer used in EMA riichi rules."),
        "suucha_riichi": ("E", "p.14: Abortive draws are no longer used in EMA riichi rules."),
        "suukaikan": ("E", "p.12: After declaration of a fourth kong the game continues, but no "
                           "further kongs may be declared"),
        "sanchahou": ("E", "p.5: Multiple winners are allowed"),
        "nagashi_mangan": ("E", "p.5: Nagashi Mangan is removed"),
        "noten_payment": ("E", "p.13: The total noten penalty amounts to 3,000 points."),
        "noten_riichi_chombo": ("E", "p.15: Declaring riichi on a hand that is not waiting. "
                                     "This is determined only in case of a drawn game."),
        "chombo_basic_points": ("E", "p.15: the chombo penalty is 20,000 points which are "
                                     "deducted from the player's overall tournament score "
                                     "(no payment at the table)"),
        "chombo_penalty": ("E", "p.15: the chombo penalty is 20,000 points which are deducted "
                                "from the player's overall tournament score after the game is "
                                "finished, and after the uma is added"),
        "honba_to_every_winner": ("E", "p.18: Each winner receives the value of the hand "
                                       "including the value of counters in play."),
    })

# --------------------------------------------------------------------------- saikouisen

_SAIKOUISEN = _sources(
    "saikouisen",
    "最高位戦日本プロ麻雀協会 競技規定 (the standard rules, not 最高位戦Classic): its "
    "articles 1-12 from a copy of the rule text (reproduced 2014); the official PDF of "
    "2017-12-11 could not be read, so the scoring rules follow a 2015 tournament's copy "
    "of the rules and summaries of 2009 and 2022 (secondary).",
    (Document("SK", "最高位戦日本プロ麻雀協会 競技規定 (copy of the rule text)",
              "https://paperzz.com/doc/6334762/%E7%AB%B6%E6%8A%80%E8%A6%8F%E5%AE%9A---"
              "%E6%9C%80%E9%AB%98%E4%BD%8D%E6%88%A6%E6%97%A5%E6%9C%AC%E3%83%97%E3%83%AD"
              "%E9%BA%BB%E9%9B%80%E5%8D%94%E4%BC%9A", "undated (reproduced 2014)", PRIMARY),
     Document("WO", "West One Cup 2015, rules 最高位戦日本プロ麻雀協会の競技ルールに準じます",
              "https://west-one-cup.com/rules2015/", "2015", SECONDARY),
     Document("J9", "jan39.com, 最高位戦ルール(概要)", "https://jan39.com/news_s/?cat=13_28",
              "2009-12-31", SECONDARY),
     Document("T22", "top3776 blog, 第47期最高位戦",
              "https://top3776.hatenablog.com/entry/2022/09/15/182039", "2022-09-15",
              SECONDARY)),
    {
        "open_tanyao": ("J9", "アリアリルール クイタン・先付け有り"),
        "red_fives": ("WO", "一発、裏ドラ、カンドラあり (no red fives among the dora)"),
        "double_wind_pair_fu": ("WO", "ダブ東・ダブ南のアタマは2符"),
        "kiriage_mangan": ("WO", "30符6飜の子は7,700、親の11,600は切り上げ満貫。(場の2飜を入れて)"),
        "kazoe": ("WO", "13飜から三倍満。(場の2飜を入れて)"),
        "double_yakuman": ("WO", "役満は四倍満(役満は重複しない)"),
        "yakuman_stacking": ("J9", "数え役満・役満の複合 無し"),
        "max_yakuman": ("WO", "役満は四倍満(役満は重複しない)"),
        "ryuuiisou": (_NONE, "the sources reached do not list the yakuman; the standard "
                             "yakuman is kept."),
        "renhou": (_NONE, "none, as on Tenhou."),
        "shousangen_han": (_NONE, "the standard 2 han is kept."),
        "ippatsu": ("WO", "一発、裏ドラ、カンドラあり"),
        "ura_dora": ("J9", "イッパツ 裏ドラ 槓ドラ 槓裏 有り"),
        "kan_dora": ("J9", "イッパツ 裏ドラ 槓ドラ 槓裏 有り"),
        "honba_value": ("WO", "積棒1本につき300点"),
        "riichi_deposit": (_NONE, "the standard 1,000 is kept."),
        "pao": ("WO", "パオはなし"),
        "pao_honba": (_NONE, "no pao (パオはなし); Tenhou's value is kept, unused."),
        "pao_scope": (_NONE, "no pao (パオはなし); Tenhou's value is kept, unused."),
        "kokushi_chankan_closed_kan": ("J9", "国士無双の暗槓あがり無し"),
        "chiitoitsu_fu": (_NONE, "the standard 25 fu is kept."),
        "pinfu_tsumo": (_NONE, "the standard pinfu tsumo (20 fu) is kept."),
        "furiten_no_yaku_wait": (_NONE, "the usual rule is kept."),
        "closed_kan_ends_ippatsu": (_NONE, "the usual rule (any kan ends "
                                           "ippatsu) is kept."),
        **four_player_cells("SK", "第1条: 東南二風の半荘 (four seat winds)"),
        "game_length": ("SK", "第1条: 東南二風の半荘を以って 1 回戦とする。"),
        "start_points": ("J9", "オカ 無し(30000点持ち30000点返し)"),
        "return_points": ("J9", "オカ 無し(30000点持ち30000点返し)"),
        "uma": ("T22", "順位点は1着から+30/+10/-10/-30"),
        "final_rounding": (_NONE, "exact, to one decimal."),
        "ties": (_NONE, "by seat, as on Tenhou."),
        "leftover_sticks": ("WO", "オーラス終了時のリーチ棒は供託"),
        "bust": (_NONE, "the game is the whole hanchan (第1条), so a score "
                        "below 0 plays on."),
        "target_points": ("WO", "アガリやめなし"),
        "agari_yame": ("J9", "オーラスの親のあがりやめ・聴牌やめ 無し"),
        "tenpai_yame": ("J9", "オーラスの親のあがりやめ・聴牌やめ 無し"),
        "extension": (_NONE, "the game is the hanchan of 第1条, no extra round."),
        "multiple_ron": ("WO", "アガリは上家優先"),
        "kyuushu_kyuuhai": ("J9", "途中流局 一切無し"),
        "suufon_renda": ("J9", "途中流局 一切無し"),
        "suucha_riichi": ("J9", "途中流局 一切無し"),
        "suukaikan": ("J9", "途中流局 一切無し"),
        "sanchahou": ("J9", "途中流局 一切無し"),
        "nagashi_mangan": ("WO", "流し満貫はありません"),
        "noten_payment": ("J9", "聴牌料 場に3000点"),
        "noten_riichi_chombo": ("WO", "ノーテンリーチは流局後リョンボ [sic]"),
        "chombo_basic_points": ("WO", "チョンボはその場では減点せず"),
        "chombo_penalty": ("WO", "半荘終了後、得点が確定した後に-20,000点"),
        "honba_to_every_winner": ("WO", "アガリは上家優先 (one winner)"),
    })

_TENHOU3, _MAHJONGSOUL3 = three_player_sources(_TENHOU)

PRESET_SOURCES: Final[Mapping[str, PresetSources]] = {
    sources.preset: sources
    for sources in (_TENHOU, _CLASSIC, _MAHJONGSOUL, _MLEAGUE, _EMA, _SAIKOUISEN, _TENHOU3,
                    _MAHJONGSOUL3)
}
"""Every preset's sources, by preset name, in the order of :data:`~mjscore.rules.PRESET_LIST`."""

NOT_SHIPPED: Final[Mapping[str, str]] = {
    "wrc": "the World Riichi Championship Rules 2022 could not be read (only the 2015 rule "
           "book and secondary summaries of the 2022 changes were reachable): red fives, "
           "ippatsu, ura and kan dora, nagashi, leftover sticks and chombo of 2022 are not "
           "sourced.",
    "jpml": "the sources of 日本プロ麻雀連盟 公式ルール disagree and its uma is not sourced: the "
            "only primary text reached is the 2012 rule page, which a 2024 summary "
            "contradicts on abortive draws, kokushi robbing a closed kan, 緑一色 without 發, "
            "stacked yakuman and pao for suukantsu; the uma, which depends on how many "
            "players end above 30,000, is found only in a 2005 blog.",
}
"""Presets the issue asked for that are not shipped, and why."""
