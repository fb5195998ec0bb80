"""Help that ships with the package, so that an installed copy needs no checkout: the
notation cheat-sheet under ``mjscore score --help`` and the topics of ``mjscore help``.

The grammar here is the one of ``docs/notation.md``; a test compares the two.
"""

from __future__ import annotations

import click

NOTATION_CHEAT_SHEET = """\
\b
Notation (all of it: mjscore help notation):
  123m 456p 789s   man, pin, sou; 0 is a red five (406p)
  1z-7z            East South West North, haku hatsu chun;
                   also E S W N P F C, or 東南西北白發中
  +8s              the winning tile (else the last concealed tile)
  [4-56s] [777z]   chi, pon or open kan; - = + mark the called tile
  (1111z) {0555m}  closed kan, added kan
  234m567p8s+8s [4-56s] [777z]    concealed tiles, then the melds

\b
Short options (all of them: mjscore help options):
  -t tsumo  -r riichi  -i ippatsu  -s SEAT  -p ROUND  -f DISCARDER
  -d dora (tiles, or a count: -d 2)  -u ura  -a red fives  -b honba
  -k riichi sticks; flags combine: -rt
"""
"""The epilog of ``mjscore score --help``."""

NOTATION_GRAMMAR = """\
The hand notation (mpsz, with Extended MPSZ brackets for melds)

A tile is a digit and its suit letter; tiles of one suit share the letter: 123m is
1m 2m 3m. m man, p pin, s sou (0 is the red five of the suit), z honors: 1z East,
2z South, 3z West, 4z North, 5z haku (white), 6z hatsu (green), 7z chun (red).

```text
hand      = part { [sep] part }             concealed parts first, then the melds
part      = run | honor | "+" tile | meld
sep       = one or more spaces, tabs or commas
run       = digit { digit } suit            digit = 0-9   suit = m | p | s | z  (or M P S Z)
honor     = E | S | W | N | P | F | C       1z-7z; also 東 南 西 北 白 發 中 (and 発 发)
tile      = digit suit | honor
meld      = "[" body "]"                    chi, pon or open kan (by the tiles inside)
          | "(" body ")"                    closed kan
          | "{" body "}"                    added kan
body      = digit [mark] { digit [mark] } suit
          | honor [mark] { honor [mark] }
mark      = "-" | "=" | "+"                 who the tile before it came from
```

- The winning tile follows "+"; without "+" it is the last concealed tile written.
  "+8s" may also stand between concealed runs or after the melds.
- A mark after a tile in a meld says it was called: "-" from the previous player,
  "=" from across, "+" from the next player. A chi is called from the previous player.
- 14 tiles, each meld counted as three (kans too): 14 concealed tiles without melds,
  11 with one meld ... 2 with four. At most four of a kind, one red five per suit.
- Forgiving input: upper-case suits (234M), honor letters and kanji (EEE, 中中),
  full-width characters (２３４ｍ), the winning tile after the melds. A letter straight
  after digits is their suit (5S is 5s); alone it is an honor (S is South).
- mjscore always writes the canonical form: suits in the order m p s z, "+" and the
  winning tile, then the melds as written.

Examples:
  123m406p789s1112z+2z            closed, red five of pin, wins on 2z
  234m567p8s+8s [4-56s] [777z]    a chi from the previous player and a pon of chun
  123m456p789s1z+1z (7777z)       a closed kan of chun: the hand stays closed
  19m19p19s東南西北白發中+中       thirteen orphans in kanji

On a command line a hand may be split over several arguments (they are joined), and
brackets need no quotes unless a file matches them.
"""
"""``mjscore help notation``: the grammar, from the installed package."""

OPTIONS_HELP = """\
The options of a win (mjscore score, and every line of a batch file)

  -t, --tsumo             won by drawing the tile (else ron)
  -r, --riichi            riichi; --double-riichi, -i/--ippatsu
  -s, --seat WIND         the winner's seat; E is the dealer. Without it the hand is
                          scored as the dealer's, and the output says so
  -p, --round WIND        the round (prevalent) wind, default E
  -d, --dora TILES|N      dora indicators (3m,7z; repeatable), or a number of dora the
                          hand holds (-d 2), as --dora-count
  -u, --ura TILES|N       ura dora indicators or a number, for a riichi hand
  -a, --aka N             red fives the hand holds when written as plain fives
                          (--aka-count); a 0 in the notation is a red five already
  -b, --honba N           honba counters
  -k, --sticks N          riichi deposits on the table (kyoutaku)
  -f, --discarder WIND    who dealt in, for a ron (also --from)
  --pao WIND              the seat liable for daisangen or daisuushii
  --haitei --houtei --rinshan --chankan --chankan-closed-kan --tenhou --chiihou --renhou

A WIND is E S W N, east ... north, 東南西北 or 1z-4z. Short flags combine: -rt is
--riichi --tsumo. The letters follow other scoring tools (-t -r -i -s -d -b), with
-p for the prevalent wind because -r is riichi.
"""
"""``mjscore help options``."""

TOPICS = {"notation": NOTATION_GRAMMAR, "options": OPTIONS_HELP}
"""The topics of ``mjscore help`` held here; ``game`` (the sheet grammar) is the library's
:data:`mjscore.sheet.SHEET_GRAMMAR`, which the live scorer and the page show too."""


@click.command("help")
@click.argument("topic", type=click.Choice([*TOPICS, "game"]), required=False)
@click.pass_context
def help_command(ctx: click.Context, topic: str | None) -> None:
    """Show a help topic: the hand notation, the options of a win, or the score sheet of
    mjscore game.

    Without a topic, the list of commands (as mjscore --help).

    \b
    Example:
        mjscore help notation
        mjscore help options
        mjscore help game
    """
    if topic is None:
        parent = ctx.parent
        click.echo(parent.get_help() if parent is not None else ctx.get_help())
        return
    if topic == "game":
        # (start-up time: the sheet grammar loads only for this topic)
        from ..sheet import SHEET_GRAMMAR

        click.echo(SHEET_GRAMMAR, nl=False)
        return
    click.echo(TOPICS[topic].replace("```text\n", "").replace("```\n", ""), nl=False)
