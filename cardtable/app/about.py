"""Help ▸ About CardTable: the version, the licence, the credits, the Qt
and Python it runs on and where to report a problem.

Its frame and fixed words are the form ui/about.ui; what it says of this
copy (versions, credits, the licence) is filled in here. Every text in it
is plain text (no label reads rich text), so nothing it shows can turn
into markup.
"""

from __future__ import annotations

import platform
import sys

from PySide6.QtCore import QT_TRANSLATE_NOOP, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from cardtable import APP_NAME, __version__
from cardtable.words import tr

from .forms.ui_about import Ui_AboutDialog

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


class AboutDialog(QDialog):
    """Three pages: about (what, which version, on what, where to report a
    problem), credits and the licence. The frame and its fixed words are
    the form ui/about.ui; what it says of this copy is filled in here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = ui = Ui_AboutDialog()
        ui.setupUi(self)
        self.setWindowTitle(tr("About {app}").format(app=APP_NAME))
        icon = QGuiApplication.windowIcon()
        if icon.isNull():
            ui.aboutIcon.hide()
        else:
            ui.aboutIcon.setPixmap(icon.pixmap(64, 64))
        title = ui.aboutTitle
        title.setText(tr("{app} {version}").format(app=APP_NAME, version=__version__))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5 if font.pointSizeF() > 0 else 16)
        font.setBold(True)
        title.setFont(font)
        self.pages = ui.aboutPages
        self._fill_about_page()
        self._fill_credits_page()
        ui.aboutLicence.setPlainText(licence_text())

        self.report_button = ui.aboutReportButton
        self.report_button.setToolTip(ISSUES_URL)
        self.report_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl(ISSUES_URL)))
        self.copy_button = ui.aboutCopyButton
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(details()))
        ui.aboutButtons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        from .screen_fit import fit_dialog

        fit_dialog(self)

    def _fill_about_page(self) -> None:
        ui = self.ui
        ui.aboutLicenceNote.setText(tr("Released under the {licence} License; see the Licence page.").format(
            licence=LICENCE))
        shown = versions()
        ui.aboutVersions.setText(tr("Version {version}, running on Qt {qt} (PySide6 {pyside}) and Python "
                                    "{python}, on {system}.").format(
            version=__version__, qt=shown["Qt"], pyside=shown["PySide6"], python=shown["Python"],
            system=shown["OS"]))
        ui.aboutReport.setText(tr("Found a problem, or missing something? Tell us at {url}").format(url=ISSUES_URL))

    def _fill_credits_page(self) -> None:
        ui = self.ui
        ui.aboutAuthors.setText(tr("Made by the {authors}.").format(authors=authors()))
        lines = [tr("{name}: {what} ({licence})").format(name=name, what=what, licence=licence)
                 for name, licence, what in credits()]
        ui.aboutCredits.setText(tr("Built with:") + "\n" + "\n".join(f"• {line}" for line in lines))
        ui.aboutSounds.setText(tr("The sounds were made for {app} and are free for anyone to use (CC0).").format(
            app=APP_NAME))


def show_about(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.exec()
    return dialog
