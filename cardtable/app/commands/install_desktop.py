"""``cardtable install-desktop``: add CardTable to the desktop's menus,
icons and file types (the files come from cardtable.app.desktop)."""

from __future__ import annotations

import sys
from pathlib import Path

from .arguments import UsageError, clip, output_folder, printable, quoted_path


def _own_command() -> str:
    """How a launcher should start this copy: plain ``cardtable`` when that
    is what PATH finds, else this copy's absolute path."""
    import shutil

    own = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).resolve()
    on_path = shutil.which("cardtable")
    return "cardtable" if on_path and Path(on_path).resolve() == own else str(own)


def cmd_install_desktop(args) -> int:
    from cardtable.app.desktop import default_prefix, install
    from cardtable.words import tr

    if args.prefix is not None:
        output_folder(args.prefix, "--prefix")
    if args.exec is not None and (not args.exec.strip() or not args.exec.isprintable()):
        raise UsageError(tr("--exec needs a command on one line, not {value}").format(value=clip(args.exec)))
    prefix = Path(args.prefix) if args.prefix else default_prefix()
    _no_links(prefix)
    for path in install(prefix, args.exec or _own_command()):
        print(tr("wrote {file}").format(file=printable(path)))
    return 0


def _no_links(prefix: Path) -> None:
    """No file the install writes is a link (to a file or to nothing): the
    command line never writes through one, nor replaces one (as ``-o``)."""
    from cardtable.app.desktop import layout
    from cardtable.words import tr

    for rel in layout():
        path = prefix / rel
        for name in (path, path.with_name(path.name + ".tmp")):  # the launcher is written beside it first
            if name.is_symlink():
                raise UsageError(tr("{what}: {path} is a link to another file; a link is never written through").format(
                    what="install-desktop", path=quoted_path(str(name))))
