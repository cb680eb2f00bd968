"""The designer's lab: is a game balanced, decisive, the right length?
Measured from records, on one machine or a Dask cluster (``cardtable lab``,
Tools ▸ Designer lab).

Every figure is worked out from records (a set-up and its moves, replayed
through the game), so bot games played here, bot games played on a cluster
and games people saved in the window give the same numbers. Who leads after
each move is the game's own measure (``GameDef.seat_standing``, see
engine/standing.py). Bot games are played as a sweep plays them (the same
chunks and seeds: game ``k`` of a variant is seeded ``seed + k``), each
chunk coming back as a tally that adds up exactly, so a seed gives the same
report for any ``--jobs`` and on a cluster. The definitions, with worked
examples, are in docs/lab.md.

The package, by concern: :mod:`.summary` (one game from its record; tallies
that add up), :mod:`.running` (bot games through the sweep's machinery, or
a folder of records), :mod:`.figures` (the figures and the report as data)
and :mod:`.html` (the report as a self-contained HTML page with SVG
plots). Pure Python, no Qt: the PDF is made from the HTML by the command
line (cardtable/app/commands/lab.py).
"""

from __future__ import annotations

from .figures import FORMAT, VERSION, report, to_json
from .running import LabBatch, RecordsRead, lab_chunk, read_records, record_files, run_lab
from .summary import HUMAN, GameSummary, LabTally, VariantKey, summarise

__all__ = ["FORMAT", "GameSummary", "HUMAN", "LabBatch", "LabTally", "RecordsRead", "VERSION", "VariantKey", "lab_chunk",
           "read_records", "record_files", "report", "run_lab", "summarise", "to_json"]
