"""Desktop integration: put the launcher, icons, MIME type and AppStream
metadata where freedesktop desktops look for them.

``cardtable install-desktop`` runs :func:`install` for the current user
(``$XDG_DATA_HOME``, usually ``~/.local/share``); the bundle script runs it
with ``--prefix`` to lay the same files out inside the bundle. The files come
from ``cardtable/data`` inside the package, so a wheel, pipx and a bundle
install the same ones.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from cardtable.resources import APP_ID, ICON_NAME, ICON_SIZES, data_file


def default_prefix() -> Path:
    """The user's data folder (``$XDG_DATA_HOME`` or ``~/.local/share``)."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def layout() -> dict[str, Path]:
    """Where each shipped file goes, relative to a ``share`` folder."""
    out = {
        f"applications/{APP_ID}.desktop": data_file("desktop", f"{APP_ID}.desktop"),
        f"metainfo/{APP_ID}.metainfo.xml": data_file("desktop", f"{APP_ID}.metainfo.xml"),
        f"mime/packages/{APP_ID}.xml": data_file("desktop", f"{APP_ID}.mime.xml"),
        f"icons/hicolor/scalable/apps/{ICON_NAME}.svg": data_file("icons", "cardtable.svg"),
    }
    for size in ICON_SIZES:
        out[f"icons/hicolor/{size}x{size}/apps/{ICON_NAME}.png"] = data_file("icons", f"cardtable-{size}.png")
    return out


def desktop_entry(exec_command: str | None = None) -> str:
    """The launcher's text; ``exec_command`` replaces the plain ``cardtable``
    in ``Exec``/``TryExec`` (an absolute path, for installs not on PATH)."""
    text = data_file("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    if exec_command:
        quoted = f'"{exec_command}"' if " " in exec_command else exec_command
        text = text.replace("\nExec=cardtable ", f"\nExec={quoted} ").replace("\nTryExec=cardtable\n",
                                                                            f"\nTryExec={exec_command}\n")
    return text


def install(prefix: Path, exec_command: str | None = None, refresh: bool = True) -> list[Path]:
    """Copy the desktop files under ``prefix`` (a ``share`` folder); refresh
    the MIME, launcher and icon caches there when the tools exist."""
    written = []
    for rel, src in layout().items():
        dst = prefix / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        if rel.startswith("applications/"):
            tmp = dst.with_name(dst.name + ".tmp")
            tmp.write_text(desktop_entry(exec_command), encoding="utf-8")
            tmp.replace(dst)
        else:
            shutil.copyfile(src, dst)
        written.append(dst)
    if refresh:
        for tool, arg in (("update-mime-database", prefix / "mime"),
                          ("update-desktop-database", prefix / "applications"),
                          ("gtk-update-icon-cache", prefix / "icons" / "hicolor")):
            if shutil.which(tool):
                extra = ["-f", "-t"] if tool == "gtk-update-icon-cache" else []
                subprocess.run([tool, *extra, str(arg)], capture_output=True, check=False)
    return written
