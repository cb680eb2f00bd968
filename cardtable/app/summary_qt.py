"""Compatibility: the Qt side of the story summary is in the package
:mod:`cardtable.app.summary` (:mod:`.summary.qt_app`, :mod:`.summary.printing`).

Kept only for ``main_window`` (``print_summary``) and ``charts``
(``ensure_app``); remove once they import from the package.
"""

from .summary.printing import print_summary
from .summary.qt_app import ensure_app

__all__ = ["ensure_app", "print_summary"]
