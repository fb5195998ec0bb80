"""The two ways an mjlog document is read (issue #31): the tag scanner for plain documents,
the XML parser for the rest, into the one reader; and the hand play's run of plain moves
against the same moves made one at a time."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.base import MjscoreError
from mjscore.game import GameRecord
from mjscore.logs import HandPlay, mjlog_xml, read_mjlog
from mjscore.logs.lobbies import log_date
from mjscore.logs.mjlog import _MOVE_TILES
from mjscore.logs.mjlog_codes import tile_of
from mjscore.logs.mjlog_document import _read_xml
from mjscore.logs.mjlog_xml import Irregular, Tag, scan_tags

from ..support.logdata import RAW_DIR, require_raw
from ..support.strategies import hypothesis_settings

PHOENIX = RAW_DIR / "tenhou_phoenix_2022"
PHOENIX_3P = RAW_DIR / "tenhou_phoenix_2022_3p"
GAME_ID = "2022010102gm-00a9-0000-0bf1a12e"


def _sample(folder: Path, count: int, seed: int) -> list[Path]:
    files = sorted(folder.iterdir())
    return random.Random(seed).sample(files, min(count, len(files)))


def _plain(game: GameRecord) -> tuple[GameRecord, list[str]]:
    """A game with its errors as text (errors compare by identity)."""
    return (replace(game, errors=()), [f"{err.code}: {err.message}" for err in game.errors])


def _by_xml(text: str, *, partial: bool = False) -> tuple[GameRecord, list[str]] | str:
    try:
        return _plain(_read_xml(text, GAME_ID, log_date(GAME_ID), partial))
    except MjscoreError as err:
        return f"{err.code}: {err.message}"


def _by_scan(text: str, *, partial: bool = False) -> tuple[GameRecord, list[str]] | str:
    try:
        return _plain(read_mjlog(text, game_id=GAME_ID, partial=partial))
    except MjscoreError as err:
        return f"{err.code}: {err.message}"


def test_a_plain_document_is_scanned_into_runs_of_moves_and_tags() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?><!-- log --><mjloggm ver="2.3">'
            '<GO type="169" lobby="0"/>\n<T12/><D12/><U44/> <E44/><N who="1" m="1234" />'
            "</mjloggm>\n")
    assert list(scan_tags(text)) == [Tag("GO", {"type": "169", "lobby": "0"}),
                                     ["T12", "D12", "U44"], ["E44"],
                                     Tag("N", {"who": "1", "m": "1234"})]


def test_a_run_is_its_moves_looked_up_in_the_table_or_their_texts_when_one_is_not_there(
        ) -> None:
    """The reader's table holds every plain move, each a true value: a run of plain moves is
    given as its moves looked up in it, any other run as the texts of its moves."""
    assert set(_MOVE_TILES) == mjlog_xml._PLAIN_MOVES and all(_MOVE_TILES.values())
    text = _document("<T12/><D12/><U44/><N who=\"1\" m=\"1\"/><E44/><T135/><U136/><V007/>")
    assert list(scan_tags(text, _MOVE_TILES)) == [
        [_MOVE_TILES["T12"], _MOVE_TILES["D12"], _MOVE_TILES["U44"]],
        Tag("N", {"who": "1", "m": "1"}), ("E44", "T135", "U136", "V007")]
    assert list(scan_tags(text)) == [["T12", "D12", "U44"], Tag("N", {"who": "1", "m": "1"}),
                                     ("E44", "T135", "U136", "V007")]


@pytest.mark.parametrize("text", [
    '<mjloggm ver="2.3"><GO type="169"/>',  # cut short
    '<mjloggm ver="2.3"><UN n0="A&amp;B"/></mjloggm>',  # an entity
    '<mjloggm ver="2.3"><UN n0="a\tb"/></mjloggm>',  # white space a parser changes
    "<mjloggm ver='2.3'></mjloggm>",  # single quotes
    '<mjloggm ver="2.3"><GO type="1" type="2"/></mjloggm>',  # an attribute twice
    '<mjloggm ver="2.3">text<T12/></mjloggm>',  # text in the root
    '<mjloggm ver="2.3"><INIT seed="1"></INIT></mjloggm>',  # an element with an end tag
    '<mjloggm ver="2.3"></mjloggm><T12/>',  # after the root
    '<?xml version="1.0" encoding="Shift_JIS"?><mjloggm></mjloggm>',
])
def test_anything_but_a_plain_document_stops_the_scan(text: str) -> None:
    with pytest.raises(Irregular):
        list(scan_tags(text))


_ATTRIBUTE = re.compile(rf'({mjlog_xml._NAME})="([^"]*)"')


def _by_definition(text: str) -> tuple[list[object], bool]:
    """The items of a whole document as the grammar defines them (:data:`_PROLOG`, then
    :data:`_ITEM` from item to item, then :data:`_END`), each run of moves split at its
    tags' ends and each element's attributes read by a regular expression; and whether
    the scan stops there (Irregular)."""
    items: list[object] = []
    start = mjlog_xml._PROLOG.match(text)
    if start is None:
        return items, True
    at = start.end()
    while (found := mjlog_xml._ITEM.match(text, at)) is not None:
        at = found.end()
        if found[1] is not None:
            items.append(found[1][1:-2].split("/><"))
        elif found[2] is not None:
            attrib = dict(_ATTRIBUTE.findall(found[0], len(found[2]) + 1))
            if len(attrib) != found[0].count('="'):
                return items, True  # an attribute given twice
            items.append(Tag(found[2], attrib))
    return items, mjlog_xml._END.match(text, at) is None


def _scanned(text: str | list[str]) -> tuple[list[object], bool]:
    """The items the scan gives, a run as a list of its moves (given as a list only when
    every move is plain, else as a tuple), and whether it stops there (Irregular)."""
    items: list[object] = []
    try:
        for item in scan_tags(text):
            if isinstance(item, list):
                assert mjlog_xml._PLAIN_MOVES.issuperset(item)
            items.append(list(item) if isinstance(item, tuple) else item)
    except Irregular:
        return items, True
    return items, False


_PIECES = ["<T12/>", "<D135/>", "<W0/>", "<U136/>", "<V007/>", "<E99999/>", "<G5/>",
           "<T/>", "<T12>", "<T12 />", "<t12/>", "<A12/>", "<T1a/>", "<T12//>", "<T1<",
           "<T12/ >", "<DORA/>", "<D1D2/>", "<T1/D2/>", "<T1/><", "<T1/>>", "<T1<D2/>",
           "<", ">", "/", "/>", "><", "1", "T", "D", "N", " ", "\t", "\n", "  ",
           '<N who="1" m="1234" />', '<N who="1" m="1234"/>', '<N\twho="1"  m="2" />',
           '<N who="1" who="2" />', '<N m="1" who="2"/>', '<REACH who="0" step="1"/>',
           '<DORA hai="5"/>', '<GO type="169" lobby="0"/>', '<UN n0="a b" n1=" x/>y"/>',
           '<UN n0="&amp;"/>', '<UN n0="<"/>', "<UN n0='a'/>", '<BYE who="2" />', "<BYE/>",
           '<X.y-z_1 a.b="c"/>', '<N who="1"', 'who="1"', '="', '"', "<!-- a -->",
           "<!-- <T1/> -->", "<!-- - -->", "<!-- -- -->", "text", "</mjloggm>",
           "</INIT>", "&amp;", '<UN n0="\u00e9\x7f"/>']
"""Pieces of documents: moves and elements, plain and not, and their parts (one not ASCII,
which the scan reads with the class of any value)."""


def _document(body: str, end: str = "</mjloggm>") -> str:
    return f'<?xml version="1.0" encoding="UTF-8"?><mjloggm ver="2.3">{body}{end}\n'


def test_every_short_document_scans_as_the_grammar_defines() -> None:
    """Every root of up to three of the pieces, in a document that ends and in one cut
    short: the scan's items, and where it stops, are the grammar's."""
    bodies = 0
    for count in range(4):
        for body in itertools.product(_PIECES, repeat=count):
            for end in ("</mjloggm>", ""):
                text = _document("".join(body), end)
                assert _scanned(text) == _by_definition(text), text
            bodies += 1
    assert bodies > 200_000


_ELEMENTS = st.builds('<{}{}="{}"{}/>'.format, st.sampled_from(["DORA", "N", "REACH"]),
                      st.sampled_from([" hai", " who", ' who="1" m', ' who="2" step']),
                      st.integers(0, 200) | st.integers(0, 10**19), st.sampled_from(["", " "]))
"""Short elements, many alike."""


@given(st.lists(st.sampled_from(_PIECES) | _ELEMENTS
                | st.text("<>/ =\"DTUN01a\t-!\x7f\u00e9\ufffe", max_size=4), max_size=60),
       st.sampled_from(["</mjloggm>", "", "</mjloggm><T1/>", "</mjloggm> <!-- -->"]),
       st.randoms(use_true_random=False))
@hypothesis_settings(400)
def test_a_document_scans_as_the_grammar_defines_whole_or_in_pieces(
        body: list[str], end: str, rng: random.Random) -> None:
    text = _document("".join(body), end)
    defined = _by_definition(text)
    assert _scanned(text) == defined
    cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randrange(1, 12))))
    pieces = [text[start:stop] for start, stop in zip([0, *cuts], [*cuts, len(text)],
                                                      strict=True)]
    items, irregular = _scanned(pieces)
    if irregular:  # (in pieces the scan may stop before the item whole text stops at)
        assert defined[1] and defined[0][:len(items)] == items
    else:
        assert (items, irregular) == defined


def test_the_scan_reads_real_games_as_the_grammar_defines() -> None:
    require_raw()
    for path in [*_sample(PHOENIX, 40, 11), *_sample(PHOENIX_3P, 10, 12)]:
        text = path.read_text(encoding="utf-8")
        scanned = _scanned(text)
        assert scanned == _by_definition(text) and not scanned[1], path.name


def test_an_ascii_text_is_read_with_the_ascii_values_as_any_text_is() -> None:
    """The ASCII class of a value takes the ASCII characters the class of any value takes,
    and an ASCII text's items are read by the same items but for it."""
    for code in range(128):
        value = f'"{chr(code)}"'
        assert (re.fullmatch(mjlog_xml._ASCII_VALUE, value) is None) == (
            re.fullmatch(mjlog_xml._VALUE, value) is None), code
    assert mjlog_xml._QUICK_ITEM.pattern.count(mjlog_xml._VALUE) == 1
    assert mjlog_xml._ASCII_ITEM.pattern == mjlog_xml._QUICK_ITEM.pattern.replace(
        mjlog_xml._VALUE, mjlog_xml._ASCII_VALUE)
    assert mjlog_xml._quick("<T1/>") == mjlog_xml._ASCII_ITEM.match
    assert mjlog_xml._quick("<UN n0=\"\u00e9\"/>") == mjlog_xml._QUICK_ITEM.match


def test_the_shapes_and_elements_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past :data:`_MOST_SHAPES` shapes and :data:`_MOST_KNOWN` short elements the scan
    reads each new one again, the same; an element given again is the one first read."""
    monkeypatch.setattr(mjlog_xml, "_SHAPES", {})
    monkeypatch.setattr(mjlog_xml, "_MOST_SHAPES", 3)
    monkeypatch.setattr(mjlog_xml, "_KNOWN", {})
    monkeypatch.setattr(mjlog_xml, "_MOST_KNOWN", 4)
    long = 'x' * mjlog_xml._SHORT
    text = _document("".join(f'<N a{n}="{n}" />' for n in range(6)) * 2
                     + f'<N who="1" m="{long}" /><N who="1" m="{long}" />')
    items, irregular = _scanned(text)
    assert (items, irregular) == _by_definition(text)
    assert len(mjlog_xml._SHAPES) == 3 and len(mjlog_xml._KNOWN) == 4
    assert [items[n] is items[n + 6] for n in range(6)] == [True] * 4 + [False] * 2
    assert items[-1] == items[-2] and items[-1] is not items[-2]


def test_every_phoenix_game_reads_the_same_scanned_or_parsed() -> None:
    require_raw()
    for path in [*_sample(PHOENIX, 150, 1), *_sample(PHOENIX_3P, 60, 2)]:
        text = path.read_text(encoding="utf-8")
        scanned = _by_scan(text)
        assert not isinstance(scanned, str), (path.name, scanned)
        assert scanned == _by_xml(text), path.name


def test_broken_and_irregular_documents_read_the_same_scanned_or_parsed() -> None:
    """Cut, changed and irregular copies of real games: the same game or the same error
    (code and message) either way, whole or partial."""
    require_raw()
    rng = random.Random(31)
    for path in _sample(PHOENIX, 25, 3) + _sample(PHOENIX_3P, 10, 4):
        text = path.read_text(encoding="utf-8")
        tags = [match.start() for match in re.finditer("<", text)]
        variants = [text[:int(len(text) * 0.6)], text.replace('n0="', 'n0="&amp;', 1),
                    text.replace("<INIT", "<!-- a hand -->\n<INIT", 1)]
        for _ in range(12):
            at = tags[rng.randrange(2, len(tags) - 1)]
            end = text.index(">", at) + 1
            variants.append(text[:at] + text[end:])  # a tag left out
            variants.append(text[:at] + re.sub(r"\d+", lambda m: str(int(m[0]) + 4),
                                               text[at:end], count=1) + text[end:])
        for variant in variants:
            for partial in (False, True):
                assert _by_scan(variant, partial=partial) == _by_xml(variant, partial=partial)


_MOVES = re.compile("[DEFGTUVW][0-9]+")


def test_a_run_of_plain_moves_plays_as_the_moves_one_at_a_time() -> None:
    """Every draw and discard of real hands, played by ``plain_moves`` (settling what is
    not plain one move at a time) and by ``draw`` and ``discard`` alone: the same seats."""
    require_raw()
    played = 0
    for path in _sample(PHOENIX, 40, 5):
        text = path.read_text(encoding="utf-8")
        for hand in text.split("<INIT ")[1:]:
            dealt = [[tile_of(int(i)) for i in
                      re.search(rf'hai{seat}="([^"]*)"', hand)[1].split(",")]  # type: ignore[index]
                     for seat in range(4)]
            oya = int(re.search(r'oya="(\d)"', hand)[1])  # type: ignore[index]
            moves = _MOVES.findall(hand.split("<N ")[0].split("<REACH")[0].split("<AGARI")[0]
                                  .split("<RYUUKYOKU")[0])
            one, many = HandPlay(dealt, oya, 4), HandPlay(dealt, oya, 4)
            plays = [_MOVE_TILES[move] for move in moves]
            ones: list[int | None] = [None] * 4
            for draw, seat, _, tile, *_, (_, _, key, _) in plays:
                if draw:
                    one.draw(seat, tile)
                else:
                    one.discard(seat, tile, drawn=ones[seat] == key)
                ones[seat] = key if draw else None
            drawn: list[int | None] = [None] * 4
            index = many.plain_moves(plays, 0, drawn)
            while index < len(plays):
                draw, seat, _, tile, *_, (_, _, key, _) = plays[index]
                if draw:
                    many.draw(seat, tile)
                else:
                    many.discard(seat, tile, drawn=drawn[seat] == key)
                drawn[seat] = key if draw else None
                index = many.plain_moves(plays, index + 1, drawn)
            assert [vars_of(state) for state in one.seats] == [
                vars_of(state) for state in many.seats]
            assert (one.draws, one.last_discard, one.last_drawer, one.pending_kan) == (
                many.draws, many.last_discard, many.last_drawer, many.pending_kan)
            assert one.moves == many.moves and ones == drawn
            played += len(plays)
    assert played > 10_000


def vars_of(state: object) -> dict[str, object]:
    return {name: getattr(state, name) for name in state.__slots__}  # type: ignore[attr-defined]
