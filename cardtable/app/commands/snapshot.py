"""``cardtable snapshot``: a game's opening table drawn to a PNG image."""

from __future__ import annotations

from pathlib import Path

from .arguments import (UsageError, check_players, check_seeds, find_game, output_file, printable, quoted_path,
                        write_output)
from .qt_app import ensure_gui_app
from cardtable.engine.i18n import number


def cmd_snapshot(args) -> int:
    from cardtable.engine.protocol import BadOptions
    from cardtable.words import tr

    game = find_game(args.game)
    out = Path(args.output)
    if out.suffix.lower() != ".png":
        raise UsageError(tr("snapshots are PNG images: give an output name ending in .png"))
    out = output_file(args.output, "-o")
    check_players(game, args.players)
    check_seeds(args.seed)
    ensure_gui_app()
    from cardtable.table.snapshot import MAX_SIDE, MIN_SIDE, render_opening

    if not MIN_SIDE <= args.width <= MAX_SIDE:
        raise UsageError(tr("--width must be at least {low} and at most {high} pixels, not {width}").format(
            low=number(MIN_SIDE), high=number(MAX_SIDE), width=args.width))

    try:
        image = render_opening(game, args.players, args.seed, args.width, viewer=0)
    except BadOptions as err:
        raise UsageError(str(err)) from None
    from cardtable.app.summary_pictures import png_bytes

    png = png_bytes(image)
    if not png:
        raise UsageError(tr("cannot write {file}").format(file=quoted_path(str(out))))
    write_output(out, png)
    print(tr("wrote {file}").format(file=printable(out)))
    return 0
