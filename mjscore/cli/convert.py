"""``mjscore convert``: any game log mjscore reads, written as mjai or tenhou.net/6."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

import click


@click.command("convert", short_help="Write game logs as mjai events or tenhou.net/6 JSON.")
@click.argument("logs", nargs=-1, required=True, metavar="LOG...")
@click.option("--to", "to", type=click.Choice(["mjai", "tenhou6"]), required=True,
              help="The format written: mjai events (JSON Lines) or tenhou.net/6 JSON.")
@click.option("-o", "--output", "output", metavar="DIR|FILE|-", default="-",
              show_default=True,
              help="A directory (existing, or ending in /) for one file a game named by its "
                   "id; any other path for one file with every game; - for stdout.")
@click.option("--force", is_flag=True, help="Overwrite files that exist.")
def convert(*, logs: tuple[str, ...], to: str, output: str, force: bool) -> None:
    """Convert game logs: every game of each LOG (a Tenhou mjlog, tenhou.net/6 JSON, mjai
    events; a directory, an archive, - for stdin, as `mjscore replay` reads them) written as
    mjai events (what Mortal and mjai-reviewer read) or tenhou.net/6 JSON (what NAGA and
    most converters read). A directory gets one file a game, ID.mjson or ID.json; a file
    gets every game (mjai: one event a line; tenhou6: one game a line). Files that exist are
    kept unless --force. A line a game goes to stderr; a log that is no game is skipped, a
    broken or cut one is an error. Exit status: 0 when every game was written, 1 when one
    was not, 2 for a usage error. See docs/replay.md.

    \b
    Example:
        mjscore convert 2022010103gm-00a9-0000-12d7f40d.mjlog --to mjai -o game.mjson
        mjscore convert logs/ --to tenhou6 -o out/
    """
    # (start-up time: the library loads when the command runs, not for --help)
    from ..logs import CONVERT_FORMATS, convert_logs

    if logs.count("-") > 1:
        raise click.UsageError("- (stdin) can be given once")
    if "\x00" in output:
        raise click.UsageError("-o: a path cannot hold a null byte")
    directory = output.endswith(("/", os.sep)) or Path(output).is_dir()
    if not directory and output != "-" and Path(output).exists() and not force:
        raise click.UsageError(f"{output} exists: --force to overwrite it")
    if directory:
        Path(output).mkdir(parents=True, exist_ok=True)
    extension = CONVERT_FORMATS[to][1]
    stream: TextIO | None = sys.stdout if output == "-" else None
    written = failed = skipped = 0
    taken: set[str] = set()
    try:
        for converted in convert_logs(logs, to, read_stdin=sys.stdin.buffer.read):
            if converted.text is None:
                click.echo(f"{converted.status:8} {converted.source}: {converted.reason}",
                           err=True)
                if converted.status == "skipped":
                    skipped += 1
                else:
                    failed += 1
                continue
            if directory:
                name = _file_name(converted.game or Path(converted.source).name, extension,
                                  taken)
                target = Path(output) / name
                if target.exists() and not force:
                    click.echo(f"error    {converted.source}: {target} exists (--force to "
                               "overwrite it)", err=True)
                    failed += 1
                    continue
                target.write_text(converted.text, encoding="utf-8")
                shown = str(target)
            else:
                if stream is None:
                    stream = open(output, "w", encoding="utf-8")  # noqa: SIM115
                stream.write(converted.text)
                shown = "stdout" if output == "-" else output
            written += 1
            click.echo(f"written  {converted.source} -> {shown}", err=True)
    finally:
        if stream is not None and stream is not sys.stdout:
            stream.close()
    click.echo(f"convert: {written} games written, {skipped} skipped, {failed} not written",
               err=True)
    if failed:
        sys.exit(1)


def _file_name(game: str, extension: str, taken: set[str]) -> str:
    """A file name for a game: its id (unsafe characters replaced), ``-2`` … for a second
    game of the same id."""
    stem = "".join(char if char.isalnum() or char in "-_." else "_" for char in game)
    stem = stem.split(".", 1)[0] if stem.endswith((".mjson", ".json", ".xml", ".mjlog")) else stem
    name, count = stem + extension, 1
    while name in taken:
        count += 1
        name = f"{stem}-{count}{extension}"
    taken.add(name)
    return name
