"""Bot games in bulk from a window: one batch at a time (the sweep's
``Batch``, the lab's ``LabBatch``: anything with ``total``, ``poll()``,
``done`` and ``cancel()``) played on this machine's worker processes and
polled from the event loop, so the window stays responsive while it runs.

Owns the worker pool (started at the first run, shut down when the app
quits or the owner shuts it down), the batch being played and the timer
that polls it; shows its progress on the owner's progress bar and flips the
owner's start button between its idle and busy words. What a finished
batch means is the owner's: :attr:`BatchRunner.sigDone` hands it the batch.
Used by the chart dock's win-rate panel and the Designer lab.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QProgressBar, QPushButton

from cardtable.words import tr


class BatchRunner(QObject):
    """Plays one batch at a time for its owner (see the module)."""

    sigDone = Signal(object)  # the batch just played to its end: its results are the owner's to read

    def __init__(self, parent: QObject, progress: QProgressBar, button: QPushButton, status: Any,
                 idle: str, busy: str) -> None:
        super().__init__(parent)
        self._progress, self._button, self._status = progress, button, status
        self._idle, self._busy = idle, busy  # the button's words when nothing runs, and while a batch does
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._poll)
        self._pool: Any = None
        self._batch: Any = None

    @property
    def running(self) -> bool:
        return self._batch is not None

    def start(self, make: Callable[[Any, int], Any]) -> None:
        """Play the batch ``make(pool, jobs)`` returns. What ``make`` raises
        (a run refused) comes out of here, and nothing starts."""
        from cardtable.sweep import default_jobs, process_pool

        if self.running:
            return
        jobs = default_jobs()
        if self._pool is None:
            from PySide6.QtWidgets import QApplication

            self._pool = process_pool(jobs)
            QApplication.instance().aboutToQuit.connect(self.shut_down)
        self._batch = make(self._pool, jobs)
        self._progress.setRange(0, self._batch.total)
        self._progress.setValue(0)
        self._progress.setVisible(True)
        self._button.setText(self._busy)
        self._status.setText(tr("Playing %n bot game(s)…", "", self._batch.total))
        self._timer.start()

    def stop(self) -> None:
        """Stop the batch being played, if any (its games are dropped)."""
        self._timer.stop()
        if self._batch is not None:
            self._batch.cancel()
            self._batch = None
        self._progress.setVisible(False)
        self._button.setText(self._idle)

    def _poll(self) -> None:
        batch = self._batch
        if batch is None:
            return
        self._progress.setValue(batch.poll())
        if batch.done:
            self._timer.stop()
            self._batch = None
            self._progress.setVisible(False)
            self._button.setText(self._idle)
            self.sigDone.emit(batch)

    def shut_down(self) -> None:
        """Stop any batch and the worker processes (the window is closing)."""
        self.stop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
