"""Help ▸ About CardTable: the version, the licence, the credits, the Qt
and Python it runs on and where to report a problem.

Every text in it is plain text (no label reads rich text), so nothing it
shows can turn into markup.
"""

from __future__ import annotations

import platform
import sys

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable import APP_NAME, __version__
from cardtable.words import tr

# [project.urls] Homepage in pyproject.toml (a test keeps them the same)
PROJECT_URL = "https://github.com/cardtable/cardtable"
ISSUES_URL = PROJECT_URL + "/issues"
LICENCE = "MIT"
# What CardTable is made with, each "name=licence"; and what each does here, in the same order
BUILT_WITH = ("PySide6 / Qt=LGPL-3.0; attrs=MIT; pyqtgraph=MIT; aiohttp=Apache-2.0; segno=BSD-3-Clause; "
              "miniaudio=MIT; Babel=BSD-3-Clause")  # i18n: not shown (names of software and licences: never translated)
USED_FOR = (
    QT_TRANSLATE_NOOP("", "the window and everything in it"),
    QT_TRANSLATE_NOOP("", "the game engine's records"),
    QT_TRANSLATE_NOOP("", "the charts"),
    QT_TRANSLATE_NOOP("", "the phones' web page"),
    QT_TRANSLATE_NOOP("", "the QR codes for phones"),
    QT_TRANSLATE_NOOP("", "the sounds"),
    QT_TRANSLATE_NOOP("", "the game texts' translations"),
)


def credits() -> list[tuple[str, str, str]]:
    """(name, licence, what it does here) of everything CardTable is built with."""
    pairs = [part.strip().rpartition("=") for part in BUILT_WITH.split(";")]
    return [(name, licence, tr(what)) for (name, _eq, licence), what in zip(pairs, USED_FOR)]


def authors() -> str:
    """Who made CardTable, as the licence names them."""
    return tr("{app} developers").format(app=APP_NAME)


def versions() -> dict[str, str]:
    """What this copy runs on: CardTable's, Qt's, PySide's and Python's versions and the system."""
    try:
        import PySide6

        pyside = PySide6.__version__
    except (ImportError, AttributeError):
        pyside = "?"
    app = QGuiApplication.instance()
    system = platform.system() or sys.platform
    if app is not None and QGuiApplication.platformName():
        system = f"{system} ({QGuiApplication.platformName()})"
    return {APP_NAME: __version__, "Qt": qVersion(), "PySide6": pyside,
            "Python": platform.python_version(), "OS": system}


def details() -> str:
    """The versions, one a line, as a problem report wants them."""
    return "\n".join(f"{name} {version}" for name, version in versions().items())


def licence_text() -> str:
    """The licence's full text as installed with CardTable (its first line
    only when the package carries none)."""
    from importlib import metadata

    try:
        dist = metadata.distribution("cardtable")
        for name in ("licenses/LICENSE", "LICENSE"):
            text = dist.read_text(name)
            if text:
                return text.strip()
        for file in dist.files or ():
            if file.name.upper().startswith(("LICENSE", "LICENCE")):
                text = file.read_text(encoding="utf-8")
                if text.strip():
                    return text.strip()
    except (metadata.PackageNotFoundError, OSError, UnicodeError):
        pass
    return tr("{licence} License. Copyright (c) the {authors}.").format(licence=LICENCE, authors=authors())


def _plain(text: str, parent: QWidget, name: str = "") -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    return label


class AboutDialog(QDialog):
    """Three pages: about (what, which version, on what, where to report a
    problem), credits and the licence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(tr("About {app}").format(app=APP_NAME))
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        icon = QGuiApplication.windowIcon()
        if not icon.isNull():
            picture = QLabel(self)
            picture.setPixmap(icon.pixmap(64, 64))
            head.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        title = _plain(tr("{app} {version}").format(app=APP_NAME, version=__version__), self, "aboutTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5 if font.pointSizeF() > 0 else 16)
        font.setBold(True)
        title.setFont(font)
        words.addWidget(title)
        words.addWidget(_plain(tr("Hot-seat paper card games on one computer."), self))
        head.addLayout(words, 1)
        layout.addLayout(head)

        self.pages = QTabWidget(self)
        self.pages.setObjectName("aboutPages")
        self.pages.addTab(self._about_page(), tr("&About"))
        self.pages.addTab(self._credits_page(), tr("&Credits"))
        self.pages.addTab(self._licence_page(), tr("&Licence"))
        layout.addWidget(self.pages, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.report_button = QPushButton(tr("&Report a problem…"), self)
        self.report_button.setToolTip(ISSUES_URL)
        self.report_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl(ISSUES_URL)))
        buttons.addButton(self.report_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button = QPushButton(tr("Co&py versions"), self)
        self.copy_button.setToolTip(tr("Copy the versions above, for a problem report."))
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(details()))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        layout.addWidget(buttons)
        self.resize(560, 460)
        from .screen_fit import fit_dialog

        fit_dialog(self)

    def _about_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addWidget(_plain(tr(
            "Play paper card games with everyone around one computer: each player takes the screen in "
            "turn, behind a privacy screen when cards are hidden, or plays from their phone."), page))
        layout.addWidget(_plain(tr("Released under the {licence} License; see the Licence page.").format(
            licence=LICENCE), page))
        shown = versions()
        layout.addWidget(_plain(tr("Version {version}, running on Qt {qt} (PySide6 {pyside}) and Python "
                                   "{python}, on {system}.").format(
            version=__version__, qt=shown["Qt"], pyside=shown["PySide6"], python=shown["Python"],
            system=shown["OS"]), page, "aboutVersions"))
        layout.addWidget(_plain(tr("Found a problem, or missing something? Tell us at {url}").format(url=ISSUES_URL),
                                page, "aboutReport"))
        layout.addStretch(1)
        return page

    def _credits_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addWidget(_plain(tr("Made by the {authors}.").format(authors=authors()), page))
        lines = [tr("{name}: {what} ({licence})").format(name=name, what=what, licence=licence)
                 for name, licence, what in credits()]
        layout.addWidget(_plain(tr("Built with:") + "\n" + "\n".join(f"• {line}" for line in lines), page,
                                "aboutCredits"))
        layout.addWidget(_plain(tr("The sounds were made for {app} and are free for anyone to use (CC0).").format(
            app=APP_NAME), page))
        layout.addStretch(1)
        return page

    def _licence_page(self) -> QWidget:
        text = QPlainTextEdit(self)
        text.setObjectName("aboutLicence")
        text.setReadOnly(True)
        text.setPlainText(licence_text())
        text.setAccessibleName(tr("Licence"))
        return text


def show_about(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.exec()
    return dialog
