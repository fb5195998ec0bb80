"""What the command line prints: text for people and JSON for programs, one module a view.

Only :mod:`mjscore.cli` imports these modules, and the library never does. tabulate is
imported inside the functions that draw tables, so that commands printing JSON never load it.

- :mod:`.output`: JSON, aligned tables (wide characters measured), error objects;
- :mod:`.score`: an explained score (``mjscore score``);
- :mod:`.tables`: the points table and the yaku list (``mjscore table``, ``mjscore yaku``);
- :mod:`.rules`: presets, one rule set and the difference of two (``mjscore rules``);
- :mod:`.batch`: the records of ``mjscore batch`` and ``check`` as a table or CSV;
- :mod:`.waits`: waits, their values and furiten (``mjscore waits``).

A new command's views go in a module of their own here (the game ledger's in ``game.py``),
built on :mod:`.output` and the words of :mod:`mjscore.scoring.words`.
"""
