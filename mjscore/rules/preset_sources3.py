"""The sources of the three-player presets (三麻), ``tenhou3`` and ``mahjongsoul3``, and of
the three-player fields for the four-player presets.

Data, as :mod:`mjscore.rules.preset_sources` is (which gathers these with the others); the
facts of the Tenhou logs were counted over the 401 three-player Phoenix games of the shared
data (``docs/rules.md``, "Three players").
"""

from __future__ import annotations

from typing import Final

from .citations import LOG, PRIMARY, SECONDARY, Citation, Document, PresetSources

_LOGS3: Final = "data/raw/tenhou_phoenix_2022_3p/"

_TENHOU3_DOCUMENTS: Final = (
    Document("T", "天鳳 ルール (Tenhou's published rules)", "https://tenhou.net/man/#RULE",
             "the page as quoted at riichi.wiki/Tenhou.net_rules", PRIMARY),
    Document("SW", "riichi.wiki, Sanma", "https://riichi.wiki/index.php?title=Sanma&oldid=24227",
             "revision of 2024-03-19", SECONDARY),
    Document("TL3", "Tenhou's three-player Phoenix games (mjlog, 401 games, 3,553 hands, "
                    "3,032 wins), counted for issue #22", _LOGS3, "2022-01-01 … 01-09", LOG),
)

_SOUL3_DOCUMENTS: Final = (
    Document("RW4", "riichi.wiki, Majsoul (3P-Mahjong, revision adding tsumo loss)",
             "https://riichi.wiki/Special:MobileDiff/19195", "2019", SECONDARY),
    Document("SW", "riichi.wiki, Sanma", "https://riichi.wiki/index.php?title=Sanma&oldid=24227",
             "revision of 2024-03-19", SECONDARY),
    Document("RE", "RiichiEnv, GameRule::default_mjsoul()",
             "https://github.com/smly/RiichiEnv/blob/160c81340677968897a574b2a2e1eea16a5d7359/"
             "riichienv-core/src/rule.rs", "commit 160c813", SECONDARY),
    Document("RW3", "riichi.wiki, Majsoul (pao details)",
             "https://riichi.wiki/Special:MobileDiff/19081", "2019", SECONDARY),
)

_NONE: Final = None

_THREE_PLAYER_FIELDS: Final = ("players", "tiles", "chi", "kita", "kita_ura", "tsumo_loss")
"""The fields of the three-player game (三麻), in ``RULE_FIELDS`` order."""


def four_player_cells(document: str, players: str) -> dict[str, tuple[str | None, str]]:
    """The three-player fields of a four-player preset: ``players`` cites ``document``
    (its quote ``players``); the others follow from four players."""
    return {
        "players": (document, players),
        "tiles": (_NONE, "four players play all 136 tiles."),
        "chi": (_NONE, "chi is part of the four-player game the rules describe."),
        "kita": (_NONE, "kita is a three-player rule (a North is a seat's wind here)."),
        "kita_ura": (_NONE, "no kita with four players."),
        "tsumo_loss": (_NONE, "no effect with four players: no seat is absent."),
    }


def _cells(documents: tuple[Document, ...], cells: dict[str, tuple[str | None, str]]
           ) -> dict[str, Citation]:
    by_key = {document.key: document for document in documents}
    return {field: Citation(by_key[key] if key is not None else None, text)
            for field, (key, text) in cells.items()}


_TENHOU3_CELLS: Final[dict[str, tuple[str | None, str]]] = {
    "red_fives": ("TL3", "red 5p (id 52) in 399 games and red 5s (id 88) in all 401; no red "
                         "5m (id 16) in any"),
    "honba_value": ("TL3", "200 a honba on a ron, 100 from each payer of a tsumo (1,509 "
                           "tsumo and 1,520 ron wins; the 3 others are the second winners "
                           "of a double ron)"),
    "players": ("TL3", "GO type=\"185\" (0xB9: 0x10 three-player) in all 401 games, hai3 "
                       "empty in all 3,553 hands"),
    "tiles": ("TL3", "no tile id of 2m-8m (4-31) in any of the 401 games; dora after 1m is "
                     "9m (129 wins) and after 9m 1m (97 wins)"),
    "chi": ("SW", "Players cannot make the tile call of chii"),
    "kita": ("TL3", "9,022 <N m=tile × 256 + 0x20> of North tiles; the dora of 3,022 of "
                    "3,022 wins count each kita once and once more per West indicator "
                    "(76 wins)"),
    "kita_ura": ("TL3", "26 of 26 riichi wins with kita and a West ura indicator count an ura "
                        "dora a kita for it (1,396 of 1,396 ura counts agree)"),
    "tsumo_loss": ("TL3", "1,509 of 1,509 tsumo wins pay the four-player shares, North's "
                          "dropped"),
    "start_points": ("TL3", "INIT ten=\"350,350,350,0\""),
    "return_points": ("TL3", "owari: final points count from 40,000 (+15 oka to first)"),
    "uma": ("TL3", "owari: second and third get 0 and -20 on their rounded score, first the "
                   "remainder (+20)"),
    "target_points": ("TL3", "the game goes into West while nobody has 40,000 (22 games)"),
    "agari_yame": ("TL3", "the South 3 dealer who wins and is first with 40,000 ends the game"),
    "tenpai_yame": ("TL3", "the South 3 dealer tenpai and first with 40,000 ends the game"),
    "suufon_renda": ("TL3", "hands with three identical first-discard winds play on (no "
                            "kaze4 in 401 games)"),
    "suucha_riichi": ("TL3", "hands with all three in riichi play on (no reach4)"),
    "sanchahou": ("TL3", "no triple ron: two others can ron at most"),
    "noten_payment": ("TL3", "one tenpai: +2,000 / -1,000 / -1,000; two: +1,000 / +1,000 / "
                             "-2,000"),
    "kyuushu_kyuuhai": ("TL3", "RYUUKYOKU type=\"yao9\" (92 hands)"),
    "suukaikan": ("TL3", "RYUUKYOKU type=\"kan4\" (1 hand)"),
    "nagashi_mangan": ("TL3", "RYUUKYOKU type=\"nm\" (2 hands)"),
}
"""Where ``tenhou3``'s values differ from ``tenhou``'s or are three-player fields; every
other field cites what ``tenhou`` cites."""

_SOUL3_CELLS: Final[dict[str, tuple[str | None, str]]] = {
    "red_fives": (_NONE, "no source reached says which fives are red in three-player rooms; "
                         "Tenhou's (5p and 5s, there being no 5m), as the Majsoul page says "
                         "most rules are Tenhou's."),
    "double_yakuman": ("RE", "is_kokushi_musou_13machi_double: true, "
                             "is_suuankou_tanki_double: true"),
    "pao_scope": ("RW3", "Composite Yakuman: Seperated responsibility for each yakuman"),
    "kokushi_chankan_closed_kan": ("RE", "allows_ron_on_ankan_for_kokushi_musou: true"),
    "honba_value": (_NONE, "no source reached gives the honba of three-player rooms; "
                           "Tenhou's (200, 100 from each payer)."),
    "players": ("RW4", "3P-Mahjong (Sanma) is a variation based on regular mahjong, "
                       "allowing 3 players to start a match"),
    "tiles": ("SW", "the manzu tiles from 2-man to 8-man are removed"),
    "chi": ("SW", "Players cannot make the tile call of chii"),
    "kita": ("RW4", "The ruleset of Majsoul Sanma basically refers to Tenhou"),
    "kita_ura": (_NONE, "no source reached says whether a kita counts for a West ura "
                        "indicator in Mahjong Soul; Tenhou's rule is kept."),
    "tsumo_loss": ("RW4", "by default Tsumo-Loss is applied, and North-Bisection is "
                          "provided as an alternative option (friendly matches, 2019; "
                          "ranked rooms are not named)"),
    "start_points": (_NONE, "not stated in the sources reached; Tenhou's 35,000."),
    "return_points": (_NONE, "not stated in the sources reached; Tenhou's 40,000."),
    "uma": (_NONE, "Mahjong Soul's three-player final points are not sourced; Tenhou's "
                   "uma is kept."),
    "target_points": (_NONE, "not stated; Tenhou's 40,000."),
    "final_rounding": (_NONE, "exact, as Mahjong Soul's four-player logs show."),
    "suufon_renda": ("RW4", "there're no abortive draws of 4-Wind Discarded (Suufon Renda)"),
    "suucha_riichi": ("RW4", "and Quadruple Reach (Suucha Riichi)"),
    "sanchahou": (_NONE, "two others can ron at most."),
    "noten_payment": (_NONE, "not stated; Tenhou's pool of 2,000."),
}
"""Where ``mahjongsoul3``'s values are sourced apart from Tenhou's three-player rules."""


def three_player_sources(tenhou: PresetSources) -> tuple[PresetSources, PresetSources]:
    """The sources of ``tenhou3`` and ``mahjongsoul3``: every field not cited here cites
    what ``tenhou`` cites (the values are Tenhou's)."""
    tenhou3 = PresetSources(
        "tenhou3",
        "Tenhou's rules page (the four-player values it shares), riichi.wiki's Sanma page, "
        "and Tenhou's three-player Phoenix logs of 2022, whose facts were counted for "
        "issue #22 (a fact the logs decide is cited to them).",
        (*tenhou.documents, *(d for d in _TENHOU3_DOCUMENTS if d.key != "T")),
        {**tenhou.citations, **_cells(_TENHOU3_DOCUMENTS, _TENHOU3_CELLS)})
    soul3 = PresetSources(
        "mahjongsoul3",
        "No rule text of Mahjong Soul could be read for its three-player rooms: riichi.wiki's "
        "Majsoul page (2019, when three-player play was in friendly matches only) says its "
        "rules refer to Tenhou's, so Tenhou's three-player values are kept where no source "
        "says otherwise (each marked); what no source settles is listed in docs/rules.md.",
        (*tenhou3.documents, *(d for d in _SOUL3_DOCUMENTS if d.key != "SW")),
        {**tenhou3.citations, **_cells(_SOUL3_DOCUMENTS, _SOUL3_CELLS)})
    return tenhou3, soul3


THREE_PLAYER_FIELDS: Final = _THREE_PLAYER_FIELDS
"""The fields of the three-player game: a four-player preset's values follow from its four
players, which is all its sources say of them."""

__all__ = ["THREE_PLAYER_FIELDS", "four_player_cells", "three_player_sources"]
