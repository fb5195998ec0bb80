"""The sheet grammar in short, shipped with the package: ``mjscore help game``, the ``help``
of the live scorer (``help ron``: the grammar of the line being typed) and the page at the
table all show it. ``docs/game.md`` holds the same text (a test compares them) and the long
account.

>>> print(sheet_help("ron").splitlines()[0])
ron WINNER from DISCARDER [CLAIM] ["HAND"] [OPTIONS] [pao PLAYER]
"""

from __future__ import annotations

__all__ = ["SHEET_GRAMMAR", "SHEET_TOPICS", "sheet_help"]

SHEET_TOPICS: dict[str, str] = {
    "lines": """\
A sheet is one line a hand, after a header:
  players: NAME NAME ...        the players, first dealer first (one a seat)
  rules: PRESET [KEY=VALUE ...] tenhou, classic; rules-file: PATH
  game: TITLE                   the game's id or title
  claims: before honba          how points-only claims are written (help claims)
  [LABEL] EVENT ; EVENT ... [= SCORE SCORE ...]   a hand: what happened, the scores after
  final: SCORE ...   points: +N.N ...             the game's final scores or points
  # starts a comment; blank lines are ignored.
LABEL is the hand: E1, E1-1, S4-2, 東1局1本場. The scores after = are checked.
""",
    "riichi": """\
riichi PLAYER [PLAYER ...]      each puts a 1,000 stick down (also reach, リーチ)
double riichi PLAYER            (daburii, ダブリー)
riichi PLAYER ronned            the declaring discard was ronned: no stick goes down
""",
    "ron": """\
ron WINNER from DISCARDER [CLAIM] ["HAND"] [OPTIONS] [pao PLAYER]
  CLAIM: 3900, 3h30f, 3han30fu, mangan, 満貫, yakuman (what the scorer wrote down)
  HAND: the hand in notation, "234m567p8s+8s [456s] [777z]" (then the ledger scores it)
  OPTIONS: ippatsu haitei houtei rinshan chankan tenhou chiihou renhou,
           dora 4m (indicators) or dora 2 (a count), ura 9p or ura 1, aka 1
  Two rons on one discard: ron A from C 1000 ; ron B from C 2000
""",
    "tsumo": """\
tsumo WINNER [CLAIM] ["HAND"] [OPTIONS] [pao PLAYER]
  CLAIM: 1000/2000, 1000-2000, 2000 all, 2000オール, 3h30f, mangan; or the sum, 3900
  HAND and OPTIONS: as for ron (help ron)
""",
    "draw": """\
draw [tenpai PLAYER ...] [noten PLAYER ...] [nagashi PLAYER]
  draw, draw noten: nobody tenpai; draw tenpai all: everybody; draw noten Ben: all but Ben
  (also 流局, 聴牌, 不聴, 全員聴牌, 流し満貫)
""",
    "abort": """\
kyuushu PLAYER | suufon | suucha | suukaikan | sanchahou     abortive draws
  suucha needs every player's riichi on its line: riichi A B C D ; suucha
""",
    "chombo": """\
chombo PLAYER [REASON]          the hand is void and the offender pays
foul PLAYER forfeit|stick [REASON]   a minor foul: no win this hand, or 1,000 to the table
adjust D1 D2 ... [REASON]       changes the players agreed on, one a player, summing to 0
end [REASON]                    the game ends after this line (a time limit)
""",
    "claims": """\
claims: before honba            a points-only claim is the table's value; the honba are
                                added (3900 at 1 honba pays 4,200)
claims: with honba              the claim is what changed hands, honba included
claims: with honba and sticks   ... and the riichi sticks collected too (one-number claims)
Without it, a claim that reads both ways is paid as the table's value and flagged.
""",
    "commands": """\
At the table (mjscore game -):
  undo          take back the last line (again for the one before)
  status        the scores, the sticks on the table, the honba and who deals
  help [WORD]   this help; help ron, help tsumo, help draw, help riichi, help abort,
                help chombo, help claims, help lines
  Ctrl-D        the end of the sheet: the final block
""",
}
"""The grammar of each kind of line, by topic."""

SHEET_EXAMPLE = """\
Example:
  players: Aki Ben Chie Dai
  rules: classic
  E1   riichi Aki ; draw tenpai Aki Chie            = 25500 23500 26500 23500
  E1-1 ron Chie from Ben 3h30f
  E2   riichi Ben ; tsumo Ben "23455m345p67888s+8s" dora 4m ura 9p
  E2-1 chombo Dai
  final: 23500 35300 29700 11500
"""

SHEET_GRAMMAR = (
    "The score sheet of mjscore game, in short (all of it: docs/game.md)\n\n"
    + "\n".join(SHEET_TOPICS[topic] for topic in (
        "lines", "riichi", "ron", "tsumo", "draw", "abort", "chombo", "claims", "commands"))
    + "\n" + SHEET_EXAMPLE)
"""``mjscore help game``: every topic, then a full example."""

_ALIASES = {
    "reach": "riichi", "double": "riichi", "リーチ": "riichi", "ロン": "ron", "ツモ": "tsumo",
    "流局": "draw", "tenpai": "draw", "noten": "draw", "nagashi": "draw",
    "kyuushu": "abort", "suufon": "abort", "suucha": "abort", "suukaikan": "abort",
    "sanchahou": "abort", "foul": "chombo", "adjust": "chombo", "end": "chombo",
    "players": "lines", "rules": "lines", "game": "lines", "final": "lines",
    "points": "lines", "label": "lines", "claim": "claims", "honba": "claims",
    "undo": "commands", "status": "commands", "help": "commands",
}


def sheet_help(topic: str = "") -> str:
    """The grammar of the line ``topic`` names (its first word: ``ron``, ``E1 ron``, ``draw``),
    or without one the overview: the kinds of lines and the commands."""
    for written in topic.casefold().split():
        word = written.rstrip(":")
        found = word if word in SHEET_TOPICS else _ALIASES.get(word)
        if found is not None:
            return SHEET_TOPICS[found]
    return SHEET_TOPICS["lines"] + "\n" + SHEET_TOPICS["commands"] + (
        "Events: riichi, ron, tsumo, draw, kyuushu, suucha, chombo, foul, adjust, end "
        "(help WORD)\n")
