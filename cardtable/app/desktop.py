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
        "applications/{}.desktop".format(APP_ID): data_file("desktop", "{}.desktop".format(APP_ID)),
        "metainfo/{}.metainfo.xml".format(APP_ID): data_file("desktop", "{}.metainfo.xml".format(APP_ID)),
        "mime/packages/{}.xml".format(APP_ID): data_file("desktop", "{}.mime.xml".format(APP_ID)),
        "icons/hicolor/scalable/apps/{}.svg".format(ICON_NAME): data_file("icons", "cardtable.svg"),
    }
    for size in ICON_SIZES:
        out["icons/hicolor/{0}x{0}/apps/{1}.png".format(size, ICON_NAME)] = data_file(
            "icons", "cardtable-{}.png".format(size))
    return out


def desktop_entry(exec_command: str | None = None) -> str:
    """The launcher's text; ``exec_command`` replaces the plain ``cardtable``
    in ``Exec``/``TryExec`` (an absolute path, for installs not on PATH)."""
    text = data_file("desktop", "{}.desktop".format(APP_ID)).read_text(encoding="utf-8")
    if exec_command:
        quoted = f'"{exec_command}"' if " " in exec_command else exec_command
        text = (text.replace("\nExec=cardtable ", f"\nExec={quoted} ")  # i18n: not shown (the launcher's keys)
                .replace("\nTryExec=cardtable\n", f"\nTryExec={exec_command}\n"))  # i18n: not shown (the same)
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
