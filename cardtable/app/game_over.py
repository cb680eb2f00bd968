"""The end of a game in the window: the result, statistics, summaries.

A room of :class:`~cardtable.app.main_window.MainWindow`: the game-over box
(who won and how, the standings), counting the game for its players, and
exporting or printing the story summary.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.table.plaintext import isolate, message_box, warn
from cardtable.words import tr


class GameOver:
    def _on_game_over(self, result) -> None:
        self.refresh()
        self._count_game(result)
        self.keep_in_recent()  # Game ▸ Recent games has it, whatever comes next
        QTimer.singleShot(0, lambda: self._show_result(result))

    @property
    def statistics(self):
        if getattr(self, "_statistics", None) is None:
            from .statistics import STATS_FILE, Statistics

            self._statistics = Statistics(self.config.data_dir / STATS_FILE)
            if self._statistics.problem:
                self.show_message(self._statistics.problem)
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
            self.show_message(tr("Statistics could not be saved: {error}").format(error=err.strerror or err))

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
                    name=escape_markdown(self._who(last.seat)), index=len(s.match.steps))
                    + "\n\n" + "\n".join(f"- {m}" for m in moves[-6:]))
        return heading, how, standings(result, names)

    def _show_result(self, result) -> None:
        if self.session is None:
            return
        try:
            from .dialogs import ResultDialog
        except ImportError:
            message_box(self, QMessageBox.Icon.Information, tr("Game over"), result.summary).exec()
            return
        heading, how, rows = self.result_text(result)
        dialog = ResultDialog(heading, how, self, standings=rows,
                              window_title=tr("{game}: game over").format(game=self.session.game.title))
        dialog.sigSummary.connect(self.export_summary)
        dialog.sigPrint.connect(self.print_summary)
        dialog.sigRematch.connect(lambda: QTimer.singleShot(0, self.rematch))
        dialog.sigReview.connect(lambda: QTimer.singleShot(0, self.review_this_game))
        dialog.sigNewGame.connect(lambda: QTimer.singleShot(0, self.choose_new_game))
        self.result_dialog = dialog
        # beside the window, not over it: the story dock takes epilogues while the result shows
        dialog.setModal(False)
        dialog.show()

    def show_statistics(self) -> None:
        from .dialogs import StatisticsDialog

        StatisticsDialog(self.statistics, self).exec()

    def _summary(self, match=None):
        from .summary_pictures import illustrated_summary

        return illustrated_summary(match if match is not None else self.session.match)

    def export_summary(self, match=None) -> None:
        """Write the story summary of the game at the table (or of ``match``,
        a game of Recent games) to a file the person chooses."""
        if match is None and self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export story summary"), str(Path.home() / "story.pdf"),
            tr("PDF (*.pdf);;Web page (*.html);;Markdown (*.md)"))
        if not path:
            return
        from .summary import write_summary

        self._writing_to(path)
        try:
            write_summary(self._summary(match), Path(path))
        except (OSError, ValueError) as err:
            warn(self, tr("Cannot export"), str(err))
            return
        except Exception as err:  # a summary that could not be made is said, never swallowed
            logging.getLogger(__name__).exception("the story summary could not be made")
            warn(self, tr("Cannot export"), tr("The story summary could not be made ({error}); no file was "
                                               "written.").format(error=str(err) or type(err).__name__))
            return
        self._done(tr("Story summary saved"), tr("The story summary was written to {file}.").format(file=isolate(path)))

    def print_summary(self) -> None:
        if self.session is None:
            return
        from .summary.printing import print_summary

        print_summary(self._summary(), self, done=lambda text: self._done(tr("Story summary printed"), text))

    def _done(self, title: str, text: str) -> None:
        """Say that something asked for is done: in a box that does not wait
        (the game goes on under it) and in the status bar."""
        self.show_message(text)
        box = message_box(self, QMessageBox.Icon.Information, title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.setModal(False)
        box.show()
