"""Help ▸ About CardTable."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable import APP_NAME, __version__
from cardtable.words import tr


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, tr("About {app}").format(app=APP_NAME),
                      tr("{app} {version}\nHot-seat paper card games on one computer.").format(
                          app=APP_NAME, version=__version__))
