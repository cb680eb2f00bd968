"""``cardtable replay`` and ``cardtable summary``: what a saved game holds,
as text on the terminal (or JSON), as the table at any move drawn to a PNG
(``replay FILE --at N``), and as a printed story."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from .arguments import (UsageError, clip, load_match, output_file, printable, quoted_path, seat_argument,
                        write_output)
from .qt_app import ensure_gui_app
from cardtable.engine.i18n import number


def cmd_replay(args) -> int:
    from cardtable.words import tr

    if args.at is not None:
        return replay_moment(args)
    extra = [flag for flag, given in (("--seat", args.seat is not None), ("--open", args.open),
                                      ("-o", args.output is not None), ("--width", args.width is not None))
             if given]
    if extra:
        raise UsageError(tr("{options} go with --at N (the move to draw)", "", len(extra)).format(
            options=", ".join(extra)))
    match = load_match(args.file)
    view = match.view(None)
    result = match.result
    data = {
        "game": match.game.id,
        "players": [p.name for p in match.setup.players],
        "seed": match.setup.seed,
        "actions": len(match.steps),
        "over": result is not None,
        "result": None if result is None else {
            "winners": [match.setup.players[w].name for w in result.winners],
            "summary": result.summary, "scores": list(result.scores)},
        "table": {z.id: [c.id for c in z.cards] for z in view.zones},
        "headline": view.headline,
        "hint": view.hint,
        "log": [ev.text_for(None) for _, ev in match.events()],
    }
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(tr("{game} — {players} (seed {seed}), %n action(s)", "", len(match.steps)).format(
        game=match.game.title, players=", ".join(data["players"]), seed=match.setup.seed))
    for caption, cards in table_words(view, match.layout(None), match.setup.names):
        print(f"  {caption}: {cards}")
    if view.headline:
        print(f"  {view.headline}")
    print(result.summary if result else tr("Game in progress: {hint}").format(hint=view.hint))
    return 0


def replay_moment(args) -> int:
    """``replay FILE --at N [--seat S | --open] -o MOMENT.png``: the table
    after move N (0: the opening table) as seat S saw it, as everyone saw it
    (neither option), or with every card open (a finished game only), drawn
    as ``cardtable snapshot`` draws the opening table."""
    from cardtable.engine.replay import OPEN, layout_for, may_review, view_at
    from cardtable.words import tr

    if args.json:
        raise UsageError(tr("--json does not go with --at: the table at a move is drawn to a PNG (-o MOMENT.png)"))
    if args.output is None:
        raise UsageError(tr("--at N draws the table at that move: give the picture's name, -o MOMENT.png"))
    out = Path(args.output)
    if out.suffix.lower() != ".png":
        raise UsageError(tr("the table at a move is a PNG image: give an output name ending in .png"))
    out = output_file(args.output, "-o")
    from cardtable.table.snapshot import MAX_SIDE, MIN_SIDE

    width = 1280 if args.width is None else args.width
    if not MIN_SIDE <= width <= MAX_SIDE:
        raise UsageError(tr("--width must be at least {low} and at most {high} pixels, not {width}").format(
            low=number(MIN_SIDE), high=number(MAX_SIDE), width=width))
    match = load_match(args.file)
    moves = len(match.steps)
    if args.at > moves:
        raise UsageError(tr("--at {at} is past the end of this game: its moves run from 0 (the opening table) to "
                            "{moves}").format(at=args.at, moves=moves))
    eyes = OPEN if args.open else None if args.seat is None else seat_argument(match.setup.names, args.seat)
    # a game in progress: whoever runs this says which seat they are (--seat), never every card
    why = may_review(match, eyes, not match.over, None if eyes is OPEN else eyes)
    if why:
        raise UsageError(tr("--open: {why} This game is still in progress.").format(why=why) if eyes is OPEN else why)
    view = view_at(match, args.at, eyes)
    ensure_gui_app()
    from cardtable.table.snapshot import render_view

    from cardtable.app.summary_pictures import png_bytes

    png = png_bytes(render_view(view, layout_for(match, eyes), width))
    if not png:
        raise UsageError(tr("cannot write {file}").format(file=quoted_path(str(out))))
    write_output(out, png)
    print(tr("wrote {file}").format(file=printable(out)))
    return 0


def card_words(card: Any) -> str:
    """A card or token as a player reads it on the table: "9♣", "68",
    "Dee's token (Dora Flint)", "face-down card"."""
    from cardtable.engine.cards import SUIT_SYMBOLS

    face = card.face
    if card.kind != "card" or face is None or not card.face_up:
        return card.accessible
    if face.rank and face.suit in SUIT_SYMBOLS:
        return face.rank + SUIT_SYMBOLS[face.suit]
    return face.big or face.title or card.accessible


def table_words(view: Any, layout: Any, names: Sequence[str]) -> list[tuple[str, str]]:
    """Each zone of the table as (its caption, its cards), in the words a
    player reads on the table: the zone's caption (with its owner's name
    when the caption does not say whose it is) and the cards' faces, never
    the ids the program uses."""
    from cardtable.words import tr

    specs = {spec.id: spec for spec in layout.zones}
    out = []
    for zone in view.zones:
        spec = specs.get(zone.id)
        caption = " ".join((zone.label or (spec.label if spec else "")).split())
        owner = names[spec.seat] if spec is not None and spec.seat is not None and 0 <= spec.seat < len(names) \
            else ""
        if not caption:
            caption = tr("{owner}'s cards").format(owner=owner) if owner else tr("Cards on the table")
        elif owner and owner not in caption:
            caption = tr("{owner}'s {zone}").format(owner=owner, zone=caption)
        words: list[str] = []
        hidden = 0
        for card in zone.cards:
            if card.kind == "card" and (card.id is None or card.face is None or not card.face_up):
                hidden += 1
                continue
            if hidden:
                words.append(tr("%n face-down card(s)", "", hidden))
                hidden = 0
            words.append(card_words(card))
        if hidden:
            words.append(tr("%n face-down card(s)", "", hidden))
        out.append((caption, ", ".join(words) if words else tr("empty")))
    return out


def cmd_summary(args) -> int:
    from cardtable.words import tr

    out = Path(args.output)
    if out.suffix.lower() not in (".pdf", ".html", ".md"):
        raise UsageError(tr("the summary format comes from the extension: .pdf, .html or .md, not {suffix}").format(
            suffix=clip(out.suffix) if out.suffix else tr("none")))
    out = output_file(args.output, "-o")
    match = load_match(args.file)
    ensure_gui_app()
    from cardtable.app.summary import write_summary
    from cardtable.app.summary_pictures import illustrated_summary

    write_summary(illustrated_summary(match), out, refuse_link=True)
    print(tr("wrote {file}").format(file=printable(out)))
    return 0
