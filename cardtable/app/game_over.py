"""The end of a game in the window: the result, statistics, summaries.

Owns :class:`GameEnd`: the game-over box (who won and how, the standings;
it keeps the last one, ``result_dialog``), counting the game for its
players (it keeps the statistics), and exporting or printing the story
summary.

Handed the window as an :class:`EndDesk` (the session and the app's
folders), the :class:`~cardtable.app.lifecycle.GameLifecycle` (a game kept
in Recent games, the same game again, a new one, the folders written to),
the :class:`~cardtable.app.reviewing.Reviews` (Review this game), the
:class:`~cardtable.app.presenting.Presenter` (a last redraw, the seats'
names), the :class:`~cardtable.app.presenting.Teller`, and the window as
the parent of its boxes; it touches nothing else.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from cardtable.table.plaintext import isolate, message_box, warn
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.model.session import GameSession

    from .config import AppConfig
    from .lifecycle import GameLifecycle
    from .presenting import Presenter, Teller
    from .reviewing import Reviews


class EndDesk(Protocol):
    """What of the window the end of a game reads."""

    session: GameSession | None
    config: AppConfig


class GameEnd:
    """The game-over box, the statistics and the story summary (see the module's opening)."""

    def __init__(self, desk: EndDesk, lifecycle: GameLifecycle, reviews: Reviews, presenter: Presenter,
                 teller: Teller, parent: QWidget) -> None:
        self.desk = desk
        self.lifecycle = lifecycle
        self.reviews = reviews
        self.presenter = presenter
        self.teller = teller
        self.parent = parent
        self.result_dialog: QWidget | None = None  # the last game-over box
        self._statistics = None

    @property
    def session(self) -> GameSession | None:
        return self.desk.session

    def on_game_over(self, result) -> None:
        self.presenter.refresh()
        self._count_game(result)
        self.lifecycle.keep_in_recent()  # Game ▸ Recent games has it, whatever comes next
        QTimer.singleShot(0, lambda: self._show_result(result))

    def close_result(self) -> None:
        """The game-over box closes (its game leaves the table, or the window closes)."""
        from shiboken6 import isValid

        if self.result_dialog is not None and isValid(self.result_dialog):
            self.result_dialog.close()

    @property
    def statistics(self):
        if self._statistics is None:
            from .statistics import STATS_FILE, Statistics

            self._statistics = Statistics(self.desk.config.data_dir / STATS_FILE)
            if self._statistics.problem:
                self.teller.show_message(self._statistics.problem)
        return self._statistics

    def _count_game(self, result) -> None:
        """Count a finished game for its human players (once per game, by its
        id; a game played on from a moment of another as practice; worked
        examples play in the replay view, never at the table, so never count)."""
        s = self.session
        if s is None:
            return
        match = s.match
        names = [None if p.bot else p.name for p in match.setup.players]
        if not any(names):
            return
        from .statistics import game_key, is_practice

        try:
            if self.statistics.record(game_key(match), s.game.id, s.game.title, names, result.winners,
                                      s.hinted_seats, practice=is_practice(match)):
                self.statistics.save()
        except OSError as err:
            self.teller.show_message(tr("Statistics could not be saved: {error}").format(error=err.strerror or err))

    def result_text(self, result) -> tuple[str, str, list]:
        """Heading, 'how it was won' (Markdown) and standings for the result view."""
        from .statistics import standings
        from cardtable.engine.story import escape_markdown

        s = self.session
        names = s.match.setup.names
        winners = [isolate(names[w]) for w in result.winners]
        if not winners:
            heading = tr("Nobody wins")
        elif len(winners) == 1:
            heading = tr("{name} wins!").format(name=winners[0])
        else:
            heading = tr("{names} and {last} win!").format(names=", ".join(winners[:-1]), last=winners[-1])
        how = escape_markdown(result.summary.rstrip(".")) + "."
        if s.match.steps:
            last = s.match.steps[-1]
            moves = [escape_markdown(ev.text_for(None)) for ev in last.events if ev.text_for(None)]
            if moves:
                how += ("\n\n" + tr("**The last move** ({name}, move {index}):").format(
                    name=escape_markdown(self.presenter.who(last.seat)), index=len(s.match.steps))
                    + "\n\n" + "\n".join(f"- {m}" for m in moves[-6:]))
        return heading, how, standings(result, names)

    def _show_result(self, result) -> None:
        if self.session is None:
            return
        try:
            from .dialogs import ResultDialog
        except ImportError:
            message_box(self.parent, QMessageBox.Icon.Information, tr("Game over"), result.summary).exec()
            return
        heading, how, rows = self.result_text(result)
        dialog = ResultDialog(heading, how, self.parent, standings=rows,
                              window_title=tr("{game}: game over").format(game=self.session.game.title))
        dialog.sigSummary.connect(self.export_summary)
        dialog.sigPrint.connect(self.print_summary)
        dialog.sigRematch.connect(lambda: QTimer.singleShot(0, self.lifecycle.rematch))
        dialog.sigReview.connect(lambda: QTimer.singleShot(0, self.reviews.review_this_game))
        dialog.sigNewGame.connect(lambda: QTimer.singleShot(0, self.lifecycle.choose_new_game))
        self.result_dialog = dialog
        # beside the window, not over it: the story dock takes epilogues while the result shows
        dialog.setModal(False)
        dialog.show()

    def show_statistics(self) -> None:
        from .dialogs import StatisticsDialog

        StatisticsDialog(self.statistics, self.parent).exec()

    def summary(self, match=None):
        from .summary_pictures import illustrated_summary

        return illustrated_summary(match if match is not None else self.session.match)

    def export_summary(self, match=None) -> None:
        """Write the story summary of the game at the table (or of ``match``,
        a game of Recent games) to a file the person chooses."""
        if match is None and self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.parent, tr("Export story summary"), str(Path.home() / "story.pdf"),
            tr("PDF (*.pdf);;Web page (*.html);;Markdown (*.md)"))
        if not path:
            return
        from .summary import write_summary

        self.lifecycle.writing_to(path)
        try:
            write_summary(self.summary(match), Path(path))
        except (OSError, ValueError) as err:
            warn(self.parent, tr("Cannot export"), str(err))
            return
        except Exception as err:  # a summary that could not be made is said, never swallowed
            logging.getLogger(__name__).exception("the story summary could not be made")
            warn(self.parent, tr("Cannot export"), tr("The story summary could not be made ({error}); no file was "
                                               "written.").format(error=str(err) or type(err).__name__))
            return
        self._done(tr("Story summary saved"), tr("The story summary was written to {file}.").format(file=isolate(path)))

    def print_summary(self) -> None:
        if self.session is None:
            return
        from .summary.printing import print_summary

        print_summary(self.summary(), self.parent, done=lambda text: self._done(tr("Story summary printed"), text))

    def _done(self, title: str, text: str) -> None:
        """Say that something asked for is done: in a box that does not wait
        (the game goes on under it) and in the status bar."""
        self.teller.show_message(text)
        box = message_box(self.parent, QMessageBox.Icon.Information, title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.setModal(False)
        box.show()
