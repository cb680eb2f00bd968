"""A test's answers to the session's questions (*needs*), the way a
front-end with no widget gives them: nothing is patched, the request is
sent again with the answer (:func:`cardtable.model.outcome.settle`)."""

from __future__ import annotations

from typing import Any, Callable

from cardtable.model.outcome import CHOICE, TEXT, Needs, Outcome, settle

_UNEXPECTED = object()


def answering(text: Any = _UNEXPECTED, choice: Any = _UNEXPECTED) -> Callable[[Needs], Any]:
    """An ``answer(needs)`` for :func:`settle`: ``text`` answers a text
    question (a string, or a function of the needs: ``needs.default`` is the
    game's start for the box), ``choice`` a choice (an index, or a function
    of the needs: ``needs.options`` are the labels). None cancels. A kind of
    question given no answer here fails the test: it was not expected."""

    def answer(needs: Needs) -> Any:
        given = choice if needs.kind == CHOICE else text if needs.kind == TEXT else _UNEXPECTED
        if given is _UNEXPECTED:
            raise AssertionError(f"an unexpected question: {needs}")
        return given(needs) if callable(given) else given

    return answer


def blank():
    """No words and the first choice: the answers a session gave itself,
    with no front-end asking, before questions came back as outcomes."""
    return answering(text="", choice=0)


def told(asked) -> str:
    """The words a text box starts from (the game's own: ``needs.default``,
    or what a window's dialog shows), or a line of story."""
    return (asked.default if isinstance(asked, Needs) else asked.textValue()) or "Told."


def play(session, seat: int | None, action, answer: Callable[[Needs], Any] | None = None) -> Outcome:
    """``session.perform(seat, action)``, every question it raises answered
    by ``answer`` (none expected when None)."""
    return settle(session.send, session.perform(seat, action), answer or answering())


def settled(session, outcome: Outcome, answer: Callable[[Needs], Any] | None = None) -> Outcome:
    """``outcome`` (of a request sent to ``session``) with every question answered."""
    return settle(session.send, outcome, answer or answering())


def drop_with_two_meanings(session) -> tuple[str, str | None, str] | None:
    """A drop (source, card, target) the seat at the screen could make that
    means more than one of its moves (the session asks which), if any."""
    by_gesture: dict[tuple, int] = {}
    for a in session.my_actions():
        g = session.describe(a).gesture
        if g is not None and g.dst is not None:
            key = (g.src, g.card, g.dst)
            by_gesture[key] = by_gesture.get(key, 0) + 1
    return next((k for k, n in by_gesture.items() if n > 1), None)
