"""The table in words, for a screen reader: what each piece is and where it lies.

A card is named only as the viewer's view shows it: a face-up card by the
words on its face (its description, e.g. "Queen of Hearts", and a note
written on it), any card the view does not show face up as "face-down card"
— never by anything the view does not hold. A place is named the way the
table captions it, with whose it is ("your hand", "Bob's pitch"), so the
words agree with what a sighted player reads.

Nothing here knows any game: only :class:`~cardtable.engine.view.CardView`,
:class:`~cardtable.engine.view.ZoneSpec` and the words the view gives.
"""

from __future__ import annotations

from cardtable.engine.view import CardView, TableView, ZoneSpec
from cardtable.words import tr

from .plaintext import display


def shows_face(view: CardView) -> bool:
    """Whether the viewer sees this card's face (so may hear it named)."""
    return view.kind == "card" and view.id is not None and view.face is not None and view.face_up


def piece_name(view: CardView) -> str:
    """A piece's accessible name: a face-up card's face words (and its
    note), "face-down card" for any other card, a token's own words."""
    if view.kind != "card":
        return display(view.tooltip or view.label) or tr("token")
    if not shows_face(view):
        return tr("face-down card")
    face = view.face
    name = display(face.description or face.title or face.big or view.id)
    if view.note:
        return tr("{card}, note: “{note}”").format(card=name, note=display(view.note))
    return name


def piece_words(view: CardView) -> str:
    """What else a face-up card says beyond its name (the game's own words
    for it, e.g. a 99 Chances card's genre, Resource and Problem), if anything."""
    if not shows_face(view) or not view.tooltip:
        return ""
    name = view.face.description or ""
    return "" if view.tooltip in name else display(view.tooltip)


def place_name(spec: ZoneSpec, caption: str, view: TableView | None) -> str:
    """A place on the table as a sentence names it: its caption, with whose
    it is when the caption does not say ("your hand", "Bob's pitch")."""
    label = display(spec.label)
    caption = display(caption) or label
    if spec.seat is None:
        if label and caption != label and label not in caption:  # "Draw pile (31 cards)"
            return tr("{place} ({caption})").format(place=label, caption=caption)
        return caption or tr("the table")
    names = {s.seat: s.name for s in view.seats} if view is not None else {}
    owner = display(names.get(spec.seat, ""))
    what = display(spec.place_word())
    yours = view is not None and view.viewer == spec.seat
    if yours:
        whose = tr("your {place}").format(place=what or caption or tr("cards"))
    elif owner:
        whose = tr("{name}'s {place}").format(name=owner, place=what or caption or tr("cards"))
    else:
        return caption or what or tr("the table")
    said = caption.casefold()
    if what and owner and what.casefold() in said and owner.casefold() in said:
        return whose if yours else caption  # the caption says whose it is already ("Bob's hand")
    if caption and caption != owner and said != what.casefold():
        return tr("{place} ({caption})").format(place=whose, caption=caption)
    return whose


def place_contents(cards) -> str:
    """What lies in a place, as the viewer sees it: "empty", "%n card(s)",
    with how many of them lie face down."""
    count = sum(1 for c in cards if c.kind == "card")
    hidden = sum(1 for c in cards if c.kind == "card" and not shows_face(c))
    if not count:
        return tr("empty", "a zone with no cards")
    if hidden:
        return tr("%n card(s), {hidden} face down", "", count).format(hidden=hidden)
    return tr("%n card(s)", "", count)


def piece_place(view: CardView, place: str, index: int, count: int, pile: bool) -> str:
    """Where a piece lies: the place, and which card of how many (the top
    of a pile)."""
    if view.kind != "card":
        return tr("a token on {place}").format(place=place)
    if pile:
        if str(count) in place:  # the caption counts them already ("Draw pile (31 cards)")
            return tr("top card of {place}").format(place=place)
        return tr("top card of {place}, %n card(s) there", "", count).format(place=place)
    return tr("{place}, card {number} of {count}").format(place=place, number=index + 1, count=count)


def piece_description(view: CardView, place: str, index: int, count: int, pile: bool, movable: bool) -> str:
    """A piece's accessible description: its other words, where it lies and,
    when it can be moved now, how (with the keyboard)."""
    parts = [piece_words(view), piece_place(view, place, index, count, pile)]
    if movable:
        parts.append(tr("Enter makes its usual move; the menu key lists its moves."))
    return "\n".join(p for p in parts if p)


def table_help() -> str:
    """What the table's keys do: its accessible description while no card
    has the keyboard focus."""
    return tr("Arrow keys go from card to card, Page Down and Page Up from place to place; "
              "Enter makes a card's usual move, the menu key lists its moves.")
