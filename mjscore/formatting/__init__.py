"""What the command line prints: text for people and JSON for programs, one module a view.

Only :mod:`mjscore.cli` and :mod:`mjscore.web` import these modules, and the library never
does. tabulate is imported inside the functions that draw tables, so that commands printing
JSON never load it.

- :mod:`.output`: JSON, aligned tables (wide characters measured), error objects;
- :mod:`.score`: an explained score (``mjscore score``);
- :mod:`.tables`: the points table and the yaku list (``mjscore table``, ``mjscore yaku``);
- :mod:`.rules`: presets, one rule set and the difference of two (``mjscore rules``);
- :mod:`.batch`: the records of ``mjscore batch`` and ``check`` as a table or CSV;
- :mod:`.waits`: waits, their values and furiten (``mjscore waits``);
- :mod:`.page`: the same answers cut into the pieces the page of ``mjscore serve`` shows;
- :mod:`.width`: fitting all of these to a terminal's width, and :data:`GIVE_WAY`, the one
  table of which column of each table wraps or goes first.

The names the command line uses are this package's front, loaded on first use (PEP 562):
importing the package loads none of its modules.

A new command's views go in a module of their own here (the game ledger's in ``game.py``),
built on :mod:`.output` and the words of :mod:`mjscore.scoring.words`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_front

if TYPE_CHECKING:
    from .batch import batch_json_line, batch_lines, batch_summary_text
    from .game import (
        CSV_COLUMNS,
        csv_columns,
        error_csv_row,
        error_line,
        hand_csv_row,
        hand_header,
        hand_lines,
        hand_record,
        help_text,
        live_banner,
        needs_block,
        result_block,
        result_csv_row,
        result_record,
        standings_block,
        status_line,
        undone_line,
    )
    from .output import csv_line, error_data, json_line, json_line_pieces, render_json
    from .page import (
        discards_view,
        game_view,
        presets_view,
        score_view,
        table_facts,
        waits_view,
    )
    from .replay import Tally, game_lines
    from .rules import (
        presets_data,
        presets_text,
        rules_data,
        rules_diff_data,
        rules_diff_text,
        rules_text,
    )
    from .score import score_data, score_text
    from .tables import (
        points_table_data,
        points_table_text,
        value_data,
        value_text,
        yaku_data,
        yaku_entry_data,
        yaku_entry_text,
        yaku_text,
    )
    from .waits import calls_text, waits_text
    from .width import GIVE_WAY, MIN_WIDTH, fit_text

_HOMES: dict[str, str] = {
    'GIVE_WAY': 'width',
    'MIN_WIDTH': 'width',
    'fit_text': 'width',
    'CSV_COLUMNS': 'game',
    'csv_columns': 'game',
    'csv_line': 'output',
    'Tally': 'replay',
    'batch_json_line': 'batch',
    'batch_lines': 'batch',
    'batch_summary_text': 'batch',
    'discards_view': 'page',
    'error_csv_row': 'game',
    'error_data': 'output',
    'error_line': 'game',
    'game_lines': 'replay',
    'game_view': 'page',
    'hand_csv_row': 'game',
    'hand_header': 'game',
    'hand_lines': 'game',
    'hand_record': 'game',
    'help_text': 'game',
    'json_line': 'output',
    'json_line_pieces': 'output',
    'live_banner': 'game',
    'needs_block': 'game',
    'points_table_data': 'tables',
    'points_table_text': 'tables',
    'presets_data': 'rules',
    'presets_text': 'rules',
    'render_json': 'output',
    'result_block': 'game',
    'status_line': 'game',
    'undone_line': 'game',
    'result_csv_row': 'game',
    'result_record': 'game',
    'rules_data': 'rules',
    'rules_diff_data': 'rules',
    'rules_diff_text': 'rules',
    'rules_text': 'rules',
    'score_data': 'score',
    'presets_view': 'page',
    'score_view': 'page',
    'table_facts': 'page',
    'score_text': 'score',
    'standings_block': 'game',
    'value_data': 'tables',
    'value_text': 'tables',
    'calls_text': 'waits',
    'waits_text': 'waits',
    'waits_view': 'page',
    'yaku_data': 'tables',
    'yaku_entry_data': 'tables',
    'yaku_entry_text': 'tables',
    'yaku_text': 'tables',
}
"""The module of each public name."""

__all__ = [
    'CSV_COLUMNS',
    'GIVE_WAY',
    'MIN_WIDTH',
    'Tally',
    'batch_json_line',
    'batch_lines',
    'batch_summary_text',
    'calls_text',
    'csv_columns',
    'csv_line',
    'discards_view',
    'error_csv_row',
    'error_data',
    'error_line',
    'fit_text',
    'game_lines',
    'game_view',
    'hand_csv_row',
    'hand_header',
    'hand_lines',
    'hand_record',
    'help_text',
    'json_line',
    'json_line_pieces',
    'live_banner',
    'needs_block',
    'points_table_data',
    'points_table_text',
    'presets_data',
    'presets_text',
    'presets_view',
    'render_json',
    'result_block',
    'result_csv_row',
    'result_record',
    'rules_data',
    'rules_diff_data',
    'rules_diff_text',
    'rules_text',
    'score_data',
    'score_text',
    'score_view',
    'standings_block',
    'status_line',
    'table_facts',
    'undone_line',
    'value_data',
    'value_text',
    'waits_text',
    'waits_view',
    'yaku_data',
    'yaku_entry_data',
    'yaku_entry_text',
    'yaku_text',
]


__getattr__, __dir__ = lazy_front(__name__, _HOMES, __all__)
