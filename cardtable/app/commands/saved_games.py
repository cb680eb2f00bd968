"""``cardtable replay`` and ``cardtable summary``: what a saved game holds,
as text on the terminal (or JSON) and as a printed story."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from .arguments import UsageError, clip, load_match, output_file
from .qt_app import ensure_gui_app


def cmd_replay(args) -> int:
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
    print(f"{match.game.title} — {', '.join(data['players'])} (seed {match.setup.seed}), "
          f"{len(match.steps)} actions")
    for caption, cards in table_words(view, match.layout(None), match.setup.names):
        print(f"  {caption}: {cards}")
    if view.headline:
        print(f"  {view.headline}")
    print(result.summary if result else f"Game in progress: {view.hint}")
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
    specs = {spec.id: spec for spec in layout.zones}
    out = []
    for zone in view.zones:
        spec = specs.get(zone.id)
        caption = " ".join((zone.label or (spec.label if spec else "")).split())
        owner = names[spec.seat] if spec is not None and spec.seat is not None and 0 <= spec.seat < len(names) \
            else ""
        if not caption:
            caption = f"{owner}'s cards" if owner else "Cards on the table"
        elif owner and owner not in caption:
            caption = f"{owner}'s {caption}"
        words: list[str] = []
        hidden = 0
        for card in zone.cards:
            if card.kind == "card" and (card.id is None or card.face is None or not card.face_up):
                hidden += 1
                continue
            if hidden:
                words.append(f"{hidden} face-down card{'s' if hidden > 1 else ''}")
                hidden = 0
            words.append(card_words(card))
        if hidden:
            words.append(f"{hidden} face-down card{'s' if hidden > 1 else ''}")
        out.append((caption, ", ".join(words) if words else "empty"))
    return out


def cmd_summary(args) -> int:
    out = Path(args.output)
    if out.suffix.lower() not in (".pdf", ".html", ".md"):
        raise UsageError(f"the summary format comes from the extension: .pdf, .html or .md, not "
                         f"{clip(out.suffix) if out.suffix else 'none'}")
    out = output_file(args.output, "-o")
    match = load_match(args.file)
    ensure_gui_app()
    from cardtable.app.summary import write_summary
    from cardtable.app.summary_pictures import illustrated_summary

    write_summary(illustrated_summary(match), out)
    print(f"wrote {out}")
    return 0
