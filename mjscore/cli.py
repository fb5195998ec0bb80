"""The ``mjscore`` command: parses options, calls the library and formats the result."""

from __future__ import annotations

import click

from . import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mjscore")
def cli() -> None:
    """Score Japanese riichi mahjong hands written in compact notation."""


def main() -> None:
    """Entry point of the console script."""
    cli()
