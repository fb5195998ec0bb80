"""``mjscore serve``: the page at the table, served on this machine (``docs/serve.md``).

The server is the ``web`` layer, beside this one: the command reaches it through the
package's front (``mjscore.serve``), loaded only when the command runs, so that no other
command loads any of it."""

from __future__ import annotations

import click


@click.command("serve")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="The port to listen on (0: any free port).")
@click.option("--lan", is_flag=True,
              help="Listen on the machine's network addresses too, for a phone on the same "
                   "network (anyone on it can then use the page).")
def serve_command(*, port: int, lan: bool) -> None:
    """Serve the scorer's page: tap a hand on a phone and see its score, or keep a whole
    game's sheet, with the JSON API the page calls.

    It listens on 127.0.0.1 (this machine only) unless --lan is given, prints the address
    to open, and stops on Ctrl-C.

    \b
    Example:
        mjscore serve
        mjscore serve --port 8080 --lan
    """
    # (start-up time: the server and the library load when the command runs)
    from .. import serve

    try:
        serve(port=port, lan=lan)
    except OSError as err:
        raise click.ClickException(f"cannot listen on port {port}: "
                                   f"{err.strerror or err}") from None
