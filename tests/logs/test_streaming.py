"""Replay reads a plain mjlog a hand at a time (issue #31): the document's text in pieces
(plain or gzip), scanned across the pieces' ends, each hand played as it is read; the
answers are those of the file read whole, and the memory does not grow with the hands."""

from __future__ import annotations

import bz2
import gzip
import io
import random
import re
import sys
import tracemalloc
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mjscore.game import ExhaustiveDraw
from mjscore.logs import mjlog_xml, read_mjlog_file, replay_outputs
from mjscore.logs.mjlog_document import stream_mjlog
from mjscore.logs.mjlog_xml import Irregular, document_chunks, scan_tags
from mjscore.logs.replay import _replayed, _whole
from mjscore.logs.sources import inflate
from mjscore.rules import RulesChoice

from ..support.logdata import RAW_DIR, require_raw

PHOENIX = RAW_DIR / "tenhou_phoenix_2022"
PHOENIX_3P = RAW_DIR / "tenhou_phoenix_2022_3p"
BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _sample(folder: Path, count: int, seed: int) -> list[Path]:
    files = sorted(folder.iterdir())
    return random.Random(seed).sample(files, min(count, len(files)))


def _cut(text: str, rng: random.Random, pieces: int) -> list[str]:
    """``text`` cut at ``pieces - 1`` places chosen by ``rng``."""
    ends = sorted(rng.sample(range(1, len(text)), min(pieces - 1, len(text) - 1)))
    return [text[start:end] for start, end in zip([0, *ends], [*ends, len(text)], strict=True)]


def _scan(text: str | list[str]) -> list[object] | str:
    try:
        return list(scan_tags(text))
    except Irregular:
        return "irregular"


def _reads(data: bytes, size: int) -> Callable[[int], bytes]:
    """A ``read(n)`` that gives at most ``size`` bytes at a time, whatever ``n``."""
    at = 0

    def read(_: int) -> bytes:
        nonlocal at
        piece = data[at:at + size]
        at += len(piece)
        return piece
    return read


def _text(read: Callable[[int], bytes]) -> str:
    try:
        return "".join(document_chunks(read))
    except Irregular:
        return "irregular"


def test_a_document_scanned_in_pieces_gives_the_items_of_the_whole() -> None:
    """Real games and changed copies, cut anywhere (inside a tag, an attribute, a run of
    moves, the end tag): the same items, or Irregular, as the document scanned whole."""
    require_raw()
    rng = random.Random(31)
    for path in _sample(PHOENIX, 12, 1) + _sample(PHOENIX_3P, 4, 2):
        text = path.read_text(encoding="utf-8")
        variants = [text, text[:len(text) // 2], text.replace("<INIT", "<!-- a -->\n<INIT", 1),
                    text.replace("<INIT", '<!-- <INIT seed="0"/> <T1/> -->\n<INIT', 2),
                    text.replace("</mjloggm>", "</mjloggm>\n<!-- after -->\n"),
                    text.replace('n0="', 'n0="&amp;', 1), text + "<T1/>"]
        for variant in variants:
            whole = _scan(variant)
            for pieces in (2, 7, 60, 400):
                assert _scan(_cut(variant, rng, pieces)) == whole, (path.name, pieces)


def test_a_short_document_scanned_a_character_at_a_time() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?><!-- log --><mjloggm ver="2.3">'
            '<GO type="169" lobby="0"/>\n<T12/><D12/><U44/> <E44/><N who="1" m="1234" />'
            "</mjloggm>\n")
    assert _scan(list(text)) == _scan(text) != "irregular"
    assert _scan(list(text[:-13])) == "irregular"  # (no end tag)


def test_the_text_read_in_pieces_is_the_text_of_the_bytes_read_whole() -> None:
    """Plain and gzip bytes (one stream, several, trailing bytes, a byte order mark),
    given a few bytes at a time: the text the whole bytes decode to; anything the whole
    reading answers with an error of its own is Irregular."""
    text = "<mjloggm>" + "".join(f"<T{n % 136}/>" for n in range(3000)) + "é</mjloggm>"
    data = text.encode()
    cases = [data, b"\xef\xbb\xbf" + data, gzip.compress(data),
             gzip.compress(data[:5000]) + gzip.compress(data[5000:]),
             gzip.compress(data) + b"\x00\x00trailing", gzip.compress(data) + b"\x1f"]
    for case in cases:
        plain = inflate(case).data if case[:2] == b"\x1f\x8b" else case
        for size in (1, 3, 1000, 1 << 20):
            assert _text(_reads(case, size)) == plain.decode("utf-8-sig")
    compressed = gzip.compress(data)
    broken = [compressed[:len(compressed) // 2], compressed[:10] + b"\xff" * 30 + compressed[40:],
              "é".encode()[:1] + data, bz2.compress(data), b' \n{"log": []}']
    for case in broken:
        assert _text(_reads(case, 7)) == "irregular"
    assert _text(_reads(b"", 7)) == ""


def test_a_gzip_bomb_is_not_decompressed_past_the_limit() -> None:
    bomb = zlib.compress(b"<" * (65 << 20), 9, wbits=31)  # (65 MiB in 64 KiB)
    chunks = document_chunks(_reads(bomb, 1 << 16))
    made = 0
    with pytest.raises(Irregular):
        for chunk in chunks:
            made += len(chunk)
    assert made <= 64 << 20


def _variants(path: Path, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    """A real game and copies that break it, each plain and gzip-compressed."""
    text = path.read_text(encoding="utf-8")
    tags = [match.start() for match in re.finditer("<", text)]
    at = tags[rng.randrange(3, len(tags) - 1)]
    end = text.index(">", at) + 1
    for name, variant in (("game", text), ("cut", text[:int(len(text) * rng.random())]),
                          ("left_out", text[:at] + text[end:]),
                          ("changed", text[:at] + re.sub(r"\d+", "999", text[at:end], count=1)
                           + text[end:]),
                          ("entity", text.replace('n0="', 'n0="&amp;', 1)),
                          ("undated", text.replace("<mjloggm", "<!-- no id -->\n<mjloggm")),
                          ("late_players", _moved(text, "<UN ", "<INIT ", 3)),
                          ("second_lobby", _moved(text, "<GO ", "<INIT ", 3, keep=True)),
                          ("other_lobby", _moved(text, "<GO ", "<INIT ", 3, keep=True,
                                                 lobby="1"))):
        data = variant.encode()
        yield f"{name}.xml", data
        yield f"{name}.xml.gz", gzip.compress(data)


def _moved(text: str, tag: str, before: str, count: int, *, keep: bool = False,
           lobby: str | None = None) -> str:
    """``text`` with its first ``tag`` element moved (or, with ``keep``, copied, its
    ``type`` then ``lobby`` if given) to before the ``count``-th ``before`` element: what
    the first hands were played under changes."""
    at = text.index(tag)
    element = text[at:text.index(">", at) + 1]
    if lobby is not None:
        element = re.sub(r'type="\d+"', f'type="{lobby}"', element)
    rest = text if keep else text[:at] + text[at + len(element):]
    place = [match.start() for match in re.finditer(re.escape(before), rest)][count - 1]
    return rest[:place] + element + rest[place:]


def test_a_log_replayed_a_hand_at_a_time_answers_as_read_whole(tmp_path: Path) -> None:
    """Real games, whole, cut short and broken, plain and gzip, replayed from a file and
    from bytes a hand at a time: every record, and every --export record, as the file
    read whole gives them."""
    require_raw()
    rng = random.Random(7)
    choices = [RulesChoice(), RulesChoice(overrides={"game_length": "tonpuu"}),
               RulesChoice(overrides={"kita": True})]  # (which four players cannot take)
    for path in _sample(PHOENIX, 8, 3) + _sample(PHOENIX_3P, 3, 4):
        for name, data in _variants(path, rng):
            file = tmp_path / name
            file.write_bytes(data)
            game_id = path.name.split(".")[0] if "undated" not in name else None
            for choice in choices:
                whole = [(played.result.as_record(), played.export) for played in
                         _whole(str(file), choice, data, game_id or "x", keep=True,
                                export=True)]
                for given in (None, data):
                    streamed = [(played.result.as_record(), played.export) for played in
                                _replayed(str(file), choice, given, game_id or "x",
                                          keep=False, export=True)]
                    assert streamed == whole, (path.name, name)


def _peak(path: Path) -> int:
    """The most memory traced while ``mjscore replay --json`` replays ``path``."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        (output,) = list(replay_outputs([str(path)]))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert output.record["hands"] > 0
    return peak


def test_replaying_a_long_log_holds_one_hand_at_a_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A log of one real game's hands repeated (``benchmarks/make_long_mjlog.py``), 4 times
    as long as another: the replay's peak grows by what its record keeps of each hand (a
    reference to each mismatch), not by the hands, their text or their play (both files
    read in many pieces, of 64 KiB here)."""
    require_raw()
    monkeypatch.setattr(mjlog_xml, "_CHUNK", 1 << 16)
    sys.path.insert(0, str(BENCHMARKS))
    from make_long_mjlog import GAME, long_mjlog

    game = GAME.read_text(encoding="utf-8")
    short, long = tmp_path / "short.mjlog", tmp_path / "long.mjlog"
    short.write_text(long_mjlog(game, 1_000_000, GAME.name.split(".")[0]), encoding="utf-8")
    long.write_text(long_mjlog(game, 4_000_000, GAME.name.split(".")[0]), encoding="utf-8")
    hands = long.read_text(encoding="utf-8").count("<INIT ")
    assert hands > 3000
    _peak(short)  # (the tables made once a process)
    grown = _peak(long) - _peak(short)
    # (about 170 bytes a hand: three mismatches a hand, each a reference in the result and
    # in its record; a hand read and kept costs about 10 KB)
    assert grown < 300 * hands, f"{grown:,} bytes more for {hands * 3 // 4:,} hands more"


def test_a_stream_without_plays_gives_the_same_hands_with_no_play() -> None:
    """What a replay that keeps no hand reads (``plays=False``): every hand's events and
    what the log wrote, as read whole, and no moves kept for the log writers nor hands at
    an exhaustive draw."""
    require_raw()
    seen = 0
    for path in _sample(PHOENIX, 3, 7) + _sample(PHOENIX_3P, 2, 8):
        whole = read_mjlog_file(path)
        stream = stream_mjlog(document_chunks(io.BytesIO(path.read_bytes()).read),
                              game_id=path.stem, plays=False)
        hands = list(stream.hands)
        assert hands == list(whole.hands)
        assert all(hand.play is None for hand in hands)
        assert all(hand.play is not None for hand in whole.hands)
        draws = [(event, kept) for hand, kept_hand in zip(hands, whole.hands, strict=True)
                 for event, kept in zip(hand.events, kept_hand.events, strict=True)
                 if isinstance(event, ExhaustiveDraw)]
        assert all(event.hands is None and kept.hands is not None for event, kept in draws)
        seen += len(draws)
    assert seen > 0
