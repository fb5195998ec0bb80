"""Shapes and archives (read as the loose files are) and the input limits of replay.

The shared games are rewritten in the test: tenhou.net/6 one game a line, one hand a line, an
array; the XML games inside a zip, a tar, a tar.gz, a tar.bz2, a bz2 file and a SQLite
database of the phoenix-logs layout. Each gives the same results as the loose files.
"""

from __future__ import annotations

import bz2
import errno
import gzip
import json
import os
import sqlite3
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest

from mjscore.logs import replay_outputs
from mjscore.logs import sources as module
from mjscore.logs.sources import MAX_LOG_BYTES, inflate, log_sources

from ..support.logdata import PANTHEON, RAW_DIR, require_raw

KEYS = ("game", "status", "hands", "wins", "draws", "mismatches", "final")


def results(*paths: str, **options: Any) -> list[dict[str, Any]]:
    return [output.record for output in replay_outputs(list(paths), **options)]


def same(records: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [tuple(record[key] for key in KEYS) for record in records]


def format6() -> list[Path]:
    return sorted((require_raw() and PANTHEON / "format6").glob("*.json"))


def test_tenhou6_one_game_a_line_and_an_array_read_as_the_loose_files(tmp_path: Path) -> None:
    files = format6()
    loose = results(*map(str, files))
    games = [json.loads(path.read_bytes()) for path in files]
    lines = tmp_path / "games.jsonl"
    lines.write_text("".join(json.dumps(game, ensure_ascii=False) + "\n" for game in games),
                     encoding="utf-8")
    array = tmp_path / "games.json"
    array.write_text(json.dumps(games, ensure_ascii=False, indent=1), encoding="utf-8")
    by_line, by_element = results(str(lines)), results(str(array))
    assert same(by_line) == same(by_element) == same(loose)
    assert [record["file"] for record in by_line][:2] == [f"{lines}:1", f"{lines}:2"]
    assert by_element[1]["file"] == f"{array}[1]"


def test_tenhou6_one_hand_a_line_checks_each_hand_from_its_own_start(tmp_path: Path) -> None:
    path = PANTHEON / "format6" / "pao_ron.json"
    require_raw()
    game = json.loads(path.read_bytes())
    whole = results(str(path))[0]
    hands = tmp_path / "hands.jsonl"
    with hands.open("w", encoding="utf-8") as stream:
        for index, hand in enumerate(game["log"]):
            piece = {key: value for key, value in game.items() if key not in ("log", "sc")}
            piece["log"] = [hand]
            if index == len(game["log"]) - 1:
                piece["sc"] = game["sc"]
            stream.write(json.dumps(piece, ensure_ascii=False) + "\n")
    found = results(str(hands))
    assert len(found) == len(game["log"]) and all(not r["mismatches"] for r in found)
    assert [r["status"] for r in found] == ["incomplete"] * (len(found) - 1) + ["ok"]
    assert sum(r["wins"] for r in found) == whole["wins"]
    assert found[-1]["final"] == whole["final"]
    # a hand changed on its own line is caught against that line's start
    broken = json.loads(hands.read_text(encoding="utf-8").splitlines()[1])
    broken["log"][0][16][1][0] += 1000  # the result's changes
    hands.write_text(json.dumps(broken, ensure_ascii=False) + "\n{not json}\n", encoding="utf-8")
    first, second = results(str(hands))
    assert first["status"] == "mismatch" and "deltas" in str(first["mismatches"])
    assert (second["status"], second["code"], second["file"]) == ("error", "invalid_log",
                                                                  f"{hands}:2")


def xml_logs() -> list[Path]:
    require_raw()
    return sorted(PANTHEON.glob("*.xml"))


@pytest.mark.parametrize("kind", ["zip", "tar", "tar.gz", "tar.bz2"])
def test_archives_read_as_directories_are(tmp_path: Path, kind: str) -> None:
    logs = xml_logs()
    loose = results(*map(str, logs))
    archive = tmp_path / f"logs.{kind}"
    if kind == "zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
            for path in logs:
                packed.write(path, f"pantheon/{path.name}")
    else:
        mode = {"tar": "w", "tar.gz": "w:gz", "tar.bz2": "w:bz2"}[kind]
        with tarfile.open(archive, mode) as tar:
            for path in logs:
                tar.add(path, f"pantheon/{path.name}")
    found = results(str(archive))
    assert same(found) == same(loose)
    assert found[0]["file"] == f"{archive}/pantheon/{logs[0].name}"


def test_a_bz2_log_and_a_tar_with_a_link_and_a_broken_zip(tmp_path: Path) -> None:
    log = xml_logs()[0]
    packed = tmp_path / f"{log.stem}.mjlog.bz2"
    packed.write_bytes(bz2.compress(log.read_bytes()))
    assert same(results(str(packed))) == same(results(str(log)))
    archive = tmp_path / "links.tar"
    with tarfile.open(archive, "w") as tar:
        link = tarfile.TarInfo("link.xml")
        link.type, link.linkname = tarfile.SYMTYPE, "elsewhere.xml"
        tar.addfile(link)
    (record,) = results(str(archive))
    assert (record["status"], record["code"]) == ("skipped", "special_file")
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"PK\x03\x04" + b"\x00" * 40)
    (record,) = results(str(broken))
    assert (record["status"], record["code"]) == ("error", "corrupt_archive")


def test_a_sqlite_database_of_the_phoenix_logs_layout(tmp_path: Path) -> None:
    require_raw()
    games = sorted((RAW_DIR / "tenhou_phoenix_2022").iterdir())[:4]
    database = tmp_path / "logs.db"
    connection = sqlite3.connect(database)
    connection.execute("CREATE TABLE logs(log_id text primary key, date text, is_tonpusen int, "
                       "is_sanma int, is_processed int, was_error int, log_content text, "
                       "log_hash text)")
    for path in games:
        connection.execute("INSERT INTO logs VALUES (?, '', 0, 0, 1, 0, ?, '')",
                           (path.name.split(".")[0], bz2.compress(path.read_bytes())))
    connection.execute("INSERT INTO logs VALUES ('2099010100gm-00a9-0000-00000000', '', 0, 0, "
                       "0, 0, '', '')")
    connection.commit()
    connection.close()
    found = results(str(database))
    assert same(found[:4]) == same(results(*map(str, games)))
    assert found[0]["file"] == f"{database}/{games[0].name.split('.')[0]}"
    assert (found[4]["status"], found[4]["code"]) == ("skipped", "unsupported_log")
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t(x)").connection.commit()
    (record,) = results(str(other))
    assert record["status"] == "skipped" and "phoenix-logs" in record["reason"]


# ---------------------------------------------------------------------------- limits


def test_the_cap_applies_to_decompressed_bytes_of_files_and_members(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bomb = gzip.compress(b"<mjloggm>" + b" " * 5_000_000)
    assert len(bomb) < 10_000
    assert inflate(bomb, 1000).problem == "too_large"
    assert len(inflate(bomb).data) == 5_000_009
    monkeypatch.setattr(module, "MAX_LOG_BYTES", 100_000)
    monkeypatch.setattr("mjscore.logs.replay.MAX_LOG_BYTES", 100_000)
    (tmp_path / "bomb.xml.gz").write_bytes(bomb)
    with zipfile.ZipFile(tmp_path / "bomb.zip", "w", zipfile.ZIP_DEFLATED) as packed:
        packed.writestr("inner.xml", b" " * 200_000)
    found = results(str(tmp_path / "bomb.xml.gz"), str(tmp_path / "bomb.zip"))
    assert [(r["status"], r["code"]) for r in found] == [("skipped", "unsupported_log")] * 2


def test_corrupt_gzip_is_coded_and_a_cut_gzip_is_a_cut_log(tmp_path: Path) -> None:
    data = xml_logs()[0].read_bytes()
    packed = bytearray(gzip.compress(data))
    packed[-8] ^= 0xFF  # the CRC
    (tmp_path / "crc.xml.gz").write_bytes(bytes(packed))
    (tmp_path / "cut.xml.gz").write_bytes(gzip.compress(data)[: len(packed) // 2])
    crc, cut = results(str(tmp_path / "crc.xml.gz"), str(tmp_path / "cut.xml.gz"))
    assert (crc["status"], crc["code"]) == ("error", "corrupt_gzip")
    assert (cut["status"], cut["code"]) == ("incomplete", "truncated_log")


def test_stdin_is_read_up_to_the_cap() -> None:
    asked = []

    def read(size: int) -> bytes:
        asked.append(size)
        return b"\x00" * size

    (source,) = log_sources(["-"], read_stdin=read)
    assert asked == [MAX_LOG_BYTES + 1]
    (record,) = [output.record for output in replay_outputs(["-"], read_stdin=read)]
    assert (record["status"], record["code"]) == ("skipped", "unsupported_log")
    assert source.data is not None and len(source.data) == MAX_LOG_BYTES + 1


def test_a_fifo_is_skipped_and_a_link_loop_is_answered_once(tmp_path: Path) -> None:
    log = xml_logs()[0]
    root = tmp_path / "logs"
    (root / "inner").mkdir(parents=True)
    (root / "inner" / "game.xml").write_bytes(log.read_bytes())
    os.mkfifo(root / "a-fifo")
    os.symlink(root, root / "inner" / "back")  # a loop
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "other.xml").write_bytes(log.read_bytes())
    os.symlink(elsewhere, root / "linked")  # followed once
    found = results(str(root))
    assert [(Path(r["file"]).relative_to(root).as_posix(), r["status"], r["code"])
            for r in found] == [
        ("a-fifo", "skipped", "special_file"),
        ("inner/game.xml", "ok", None),
        ("inner/back", "skipped", "directory_loop"),
        ("linked/other.xml", "ok", None)]


def test_a_directory_that_cannot_be_listed_is_an_error_and_the_walk_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b.xml").write_bytes(xml_logs()[0].read_bytes())
    real = os.scandir

    def scandir(path: Any) -> Any:
        if str(path).endswith("/a"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path)

    monkeypatch.setattr(module.os, "scandir", scandir)
    game, unlisted = results(str(tmp_path))  # (a directory's files come first)
    assert (unlisted["status"], unlisted["code"]) == ("error", "unreadable_directory")
    assert "Permission denied" in unlisted["reason"]
    assert game["status"] == "ok"


def test_inflate_reads_concatenated_streams_and_says_what_went_wrong() -> None:
    assert inflate(gzip.compress(b"ab") + gzip.compress(b"cd")).data == b"abcd"
    assert inflate(bz2.compress(b"ab") + bz2.compress(b"cd")).data == b"abcd"
    assert inflate(gzip.compress(b"abc" * 100)[:20]).problem == "truncated"
    crc = bytearray(gzip.compress(b"abc" * 100))
    crc[-8] ^= 0xFF
    assert inflate(bytes(crc)).problem == "corrupt"


def test_a_directory_reached_twice_through_links_is_walked_once(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "game.xml").write_bytes(xml_logs()[0].read_bytes())
    root = tmp_path / "root"
    root.mkdir()
    os.symlink(shared, root / "one")
    os.symlink(shared, root / "two")
    found = [(Path(source.name).relative_to(root).as_posix(), source.code)
             for source in log_sources([str(root)])]
    assert found == [("one/game.xml", None), ("two", "directory_loop")]
