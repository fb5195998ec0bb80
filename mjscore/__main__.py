"""``python -m mjscore``: the command-line tool."""

from .cli import main

main()
