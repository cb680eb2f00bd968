"""The replay view: any game on the table again, move by move.

A :class:`ReplayView` shows one game (a save or a record, the game on the
table, a worked example) at one move at a time, through one pair of eyes:
the table, the headline and hint, the log, the players panel and the
story journal all show that moment as those eyes saw it. The timeline
under the table (:mod:`.timeline`) steps, jumps, plays at the bots' pace
and pauses; the moments dock lists the game's moments.

What may be seen is the engine's to say (:func:`~cardtable.engine.replay.may_review`):
every card open, or any seat's eyes, for a finished game; during a game
only the seat at the screen, up to the present move. The view never
touches the game it shows: a game in progress waits, exactly as it was,
until the review ends (see :mod:`.reviewing`).

A jump costs one view and one table update: views are remembered per
(move, eyes), the log is grown or cut at its end, and the docks follow
the repainted table a moment later, as in play.

A view is handed the window as a :class:`Stage` — the table, the words
around it, the docks, the timeline and the moments dock it writes to, the
pace it plays at, and which review the window shows — and touches nothing
else of it (the :class:`~cardtable.app.reviewing.Reviews` room makes it
and gives the table back when it ends).
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

from cardtable.engine.memo import Memo
from cardtable.table.plaintext import display, isolate
from cardtable.words import tr

from .timeline import FIRST, LAST, MOMENT_BACK, MOMENT_FORWARD, PLAY, STEP_BACK, STEP_FORWARD

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.table.plaintext import PlainLabel
    from cardtable.table.scene import TableScene
    from cardtable.table.style import TableStyle

    from .config import AppConfig
    from .docks import LogDock, PlayersDock
    from .story_dock import StoryDock
    from .timeline import MomentsDock, TimelineBar

DOCKS_LAG_MS = 40  # the docks follow the repainted table; without a repaint, after this
REVIEW_READER = ("review",)  # the log dock's page for the review (one page, rewritten for each review)


class ReadOnlyTable:
    """The table's controller while a review is shown: nothing may be
    picked up, dropped or played (a card may still be looked at)."""

    def drag_sources(self) -> set[str]:
        return set()

    def can_drag(self, zone: str, card: str | None) -> bool:
        return False

    def drag_targets(self, zone: str, card: str | None) -> set[str]:
        return set()

    def drop(self, zone: str, card: str | None, target: str):
        from cardtable.table.controller import BACK

        return BACK

    def activate(self, zone: str, card: str | None):
        from cardtable.table.controller import BACK

        return BACK

    def context_actions(self, zone: str, card: str | None) -> list:
        return []


class Stage(Protocol):
    """What of the window a review writes to and reads."""

    config: AppConfig
    style_prefs: TableStyle
    scene: TableScene
    headline: PlainLabel
    hint: PlainLabel
    log_dock: LogDock
    players_dock: PlayersDock
    story_dock: StoryDock

    @property
    def timeline(self) -> TimelineBar | None: ...

    @property
    def moments_dock(self) -> MomentsDock | None: ...

    @property
    def review(self) -> ReplayView | None: ...


class ReplayView(QObject):
    """One review of ``match`` in ``window``.

    ``in_progress``: the game is being played (its seat at the screen,
    ``at_screen``, is the only eyes, and the timeline ends at the present
    move). ``title`` names what is reviewed in the window's title."""

    def __init__(self, window: Stage, match: Match, *, in_progress: bool, at_screen: int | None, title: str,
                 eyes: object = None, demonstration: bool = False) -> None:
        super().__init__(window)
        from cardtable.engine import replay

        self.w = window
        self.match = match
        self.source: Match | None = None  # the game at the table this is a copy of, when it reviews that game
        self.title = title
        self.in_progress = in_progress
        self.demonstration = demonstration  # a worked example: nobody's game, every card may be open
        self.at_screen = at_screen
        self.maximum = len(match.steps)  # during a game: the present move, for as long as the review lasts
        self.moments = [m for m in replay.moments(match) if 0 <= m.index <= self.maximum]
        self._moment_at = [m.index for m in self.moments]
        names = match.setup.names
        self.choices: list[tuple[object, str]] = [
            (who, tr("Every card open") if who is replay.OPEN else tr("What everyone saw") if who is None
             else names[who])
            for who in replay.eyes_choices(match, in_progress, at_screen, demonstration)
            if not replay.may_review(match, who, in_progress, at_screen, demonstration)]
        # why there is no other choice (said in the choice's tooltip)
        self.why_not = replay.may_review(match, replay.OPEN, in_progress, at_screen, demonstration)
        self.eyes = eyes if any(e == eyes for e, _ in self.choices) else (
            self.choices[0][0] if self.choices else None)
        self.index = self.maximum
        self._views: Memo = Memo(512)  # (index, eyes) -> view
        self._lines: dict[object, tuple[list, list[int]]] = {}  # eyes -> (every log line, lines up to each move)
        self._log_shown: tuple[object, int] | None = None  # (eyes, lines) the review's log page holds
        self._docks_due = False
        self._docks_timer = QTimer(self)
        self._docks_timer.setSingleShot(True)
        self._docks_timer.timeout.connect(self.refresh_docks)
        self._player = QTimer(self)
        self._player.timeout.connect(self._play_step)
        self._prefetch_timer = QTimer(self)  # once the screen has caught up: the views the next key wants
        self._prefetch_timer.setSingleShot(True)
        self._prefetch_timer.timeout.connect(self._prefetch)

    # -- what may be shown ---------------------------------------------------------
    @property
    def allowed(self) -> bool:
        """Whether any eyes may see this game now (else ``why_not`` says why)."""
        return bool(self.choices)

    def headline(self, index: int) -> str:
        """The headline over move ``index``: which move, through whose eyes."""
        from cardtable.engine.replay import OPEN

        if self.eyes is OPEN:
            said = tr("Reviewing move {index} of {last} — every card open")
        elif self.eyes is None:
            said = tr("Reviewing move {index} of {last} — as everyone saw it")
        else:
            said = tr("Reviewing move {index} of {last} — as {name} saw it")
        name = isolate(self.match.setup.names[self.eyes]) if isinstance(self.eyes, int) else ""
        return said.format(index=index, last=self.maximum, name=name)

    def layout(self):
        from cardtable.engine.replay import layout_for

        return layout_for(self.match, self.eyes)

    def view(self, index: int):
        key = (index, self.eyes)
        view = self._views.get(key)
        if view is None:
            from cardtable.engine.replay import view_at

            view = self._views.keep(key, view_at(self.match, index, self.eyes, self.demonstration))
        return view

    # -- moving along the timeline ---------------------------------------------------
    def key(self, key: int) -> None:
        """One of the timeline's keys (or buttons)."""
        if key == PLAY:
            self.toggle_play()
            return
        self.pause()
        if key == STEP_BACK:
            self.seek(self.index - 1)
        elif key == STEP_FORWARD:
            self.seek(self.index + 1)
        elif key == FIRST:
            self.seek(0)
        elif key == LAST:
            self.seek(self.maximum)
        elif key == MOMENT_BACK:
            self.seek(self.moment_before(self.index))
        elif key == MOMENT_FORWARD:
            self.seek(self.moment_after(self.index))

    def moment_before(self, index: int) -> int:
        """The last marked moment before move ``index`` (the opening table if none)."""
        k = bisect_right(self._moment_at, index - 1)
        return self._moment_at[k - 1] if k else 0

    def moment_after(self, index: int) -> int:
        """The first marked moment after move ``index`` (the last move if none)."""
        k = bisect_right(self._moment_at, index)
        return self._moment_at[k] if k < len(self._moment_at) else self.maximum

    def seek(self, index: int, animate: bool = False) -> None:
        """Show move ``index`` (0: the opening table): the table at once, the
        words around it after the table's repaint."""
        index = max(0, min(self.maximum, int(index)))
        if not self.choices:
            return
        self.index = index
        w = self.w
        view = self.view(index)
        w.scene.show_view(view, self.layout(), animate=animate)
        w.headline.setText(self.headline(index))
        w.timeline.show_at(index, view.headline)
        self._docks_due = True
        self._docks_timer.start(DOCKS_LAG_MS)

    def table_painted(self) -> None:
        """The table has been repainted: the docks follow at the next turn of the event loop."""
        if self._docks_due:
            self._docks_timer.start(0)

    @property
    def docks_behind(self) -> bool:
        return self._docks_due

    def choose_eyes(self, row: int) -> None:
        if 0 <= row < len(self.choices) and self.choices[row][0] != self.eyes:
            self.eyes = self.choices[row][0]
            self.seek(self.index)

    # -- play and pause ------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._player.isActive()

    def play(self) -> None:
        if self.index >= self.maximum:
            self.seek(0)
        w = self.w
        base = w.config.bot_delay_ms
        self._player.start(max(0, round(base * (w.style_prefs.bot_pace or 1.0))))
        w.timeline.show_playing(True)

    def pause(self) -> None:
        if self._player.isActive():
            self._player.stop()
        self.w.timeline.show_playing(False)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def _play_step(self) -> None:
        if self.index >= self.maximum:
            self.pause()
            return
        self.seek(self.index + 1, animate=True)
        if self.index >= self.maximum:
            self.pause()

    # -- the words around the table ---------------------------------------------------
    def refresh_docks(self) -> None:
        """Bring the hint, the log, the players panel, the story journal and
        the moments list up to the move shown."""
        self._docks_timer.stop()
        if not self._docks_due:
            return
        self._docks_due = False
        w, index = self.w, self.index
        view = self.view(index)
        w.hint.setText(self.move_words(index))
        self._sync_log(index)
        layout = self.layout()
        w.players_dock.set_view(view, {z.id: z.label for z in layout.zones})
        self._show_journal(index)
        w.moments_dock.show_at(index)
        self._prefetch_timer.start(0)

    def _prefetch(self) -> None:
        """Work out, while nothing else is asked, the views a step or a jump
        to the next or last moment will show (so they cost only the table's update)."""
        index = self.index
        for near in (index + 1, index - 1, self.moment_after(index), self.moment_before(index)):
            if 0 <= near <= self.maximum and self.choices:
                self.view(near)

    def move_words(self, index: int) -> str:
        """What move ``index`` did, in the words of the log for these eyes."""
        if index == 0:
            return tr("The opening table, before the first move.")
        step = self.match.steps[index - 1]
        said = " ".join(_sentence(self._text(ev)) for ev in step.events if self._text(ev).strip())
        who = isolate(self.match.setup.names[step.seat])
        return display(tr("Move {index}: {said}").format(index=index, said=said) if said
                       else tr("Move {index}: {name} moved.").format(index=index, name=who))

    def _text(self, event) -> str:
        from cardtable.engine.replay import log_text

        return log_text(self.match, event, self.eyes)

    def _log(self) -> tuple[list, list[int]]:
        """Every log line of the game for these eyes, and how many of them
        the moves up to each index make (worked out once per eyes)."""
        got = self._lines.get(self.eyes)
        if got is None:
            lines: list[tuple[int, str]] = []
            ends = [0]
            for i, step in enumerate(self.match.steps[:self.maximum]):
                lines.extend((i, self._text(ev)) for ev in step.events)
                ends.append(len(lines))
            got = self._lines[self.eyes] = (lines, ends)
        return got

    def _sync_log(self, index: int) -> None:
        """The log up to move ``index``: lines added or cut at its end (a
        jump across the whole game writes the lines between once)."""
        log = self.w.log_dock
        lines, ends = self._log()
        want = ends[index]
        shown = self._log_shown
        log.show_reader(REVIEW_READER)
        if shown is not None and shown[0] == self.eyes and shown[1] <= want:
            log.append_lines(lines[shown[1]:want])
        else:
            log.set_lines(lines[:want])
        self._log_shown = (self.eyes, want)

    def _show_journal(self, index: int) -> None:
        from cardtable.engine.replay import journal_upto

        names = self.match.setup.names
        entries = []
        for e in journal_upto(self.match, index):
            who = isolate(names[e.seat]) if e.seat is not None else tr("Narrator")
            entries.append(display(tr("[move {index}] {who}: {text}").format(index=e.action_index, who=who,
                                                                            text=e.text)))
        dock = self.w.story_dock
        dock.set_prompts([], lambda seat: isolate(names[seat]) if seat is not None else tr("Everyone"),
                         self.eyes if isinstance(self.eyes, int) else None)
        dock.set_entries(entries)

    # -- start and end -----------------------------------------------------------------
    def start(self, index: int | None = None) -> None:
        """Show the review's controls and move ``index`` (the last by default)."""
        w = self.w
        w.timeline.show_range(self.maximum, [(m.index, m.kind) for m in self.moments])
        w.timeline.show_eyes([label for _, label in self.choices],
                             next(i for i, (e, _) in enumerate(self.choices) if e == self.eyes), self.why_not)
        w.timeline.show_playing(False)
        w.moments_dock.set_moments([(m.index, m.kind, m.label) for m in self.moments])
        w.log_dock.show_reader(REVIEW_READER)
        w.log_dock.set_lines([])  # the last review's lines go before anything else is shown
        self._log_shown = (self.eyes, 0)
        self.seek(self.maximum if index is None else index)
        self.refresh_docks()
        QTimer.singleShot(0, self._pin_log)

    def _pin_log(self) -> None:
        """Once the docks are laid out for the review (the moments dock came
        in beside them), the log shows its last lines again."""
        if self.w.review is self and self._log_shown is not None:
            lines, ends = self._log()
            self.w.log_dock.set_lines(lines[:self._log_shown[1]])  # the same lines: only the scroll moves

    def stop(self) -> None:
        self._player.stop()
        self._prefetch_timer.stop()
        self._docks_timer.stop()
        self._docks_due = False


def _sentence(text: str) -> str:
    """``text`` as a sentence among others: ending in a full stop if it has no mark of its own."""
    text = " ".join(text.split())
    return text if text[-1:] in ".!?…:;" else text + "."
