"""Compatibility: the story summary is the package :mod:`cardtable.app.summary`.

Kept only for ``main_window`` (``escape_markdown``, which lives in
:mod:`cardtable.engine.story`); remove once it imports from there.
"""

from cardtable.engine.story import escape_markdown

__all__ = ["escape_markdown"]
