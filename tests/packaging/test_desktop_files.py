"""The desktop integration files are valid, agree with each other, and an
install puts them where desktops look (MIME type of a save resolves)."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardtable.app.desktop import desktop_entry, install, layout
from cardtable.resources import APP_ID, ICON_NAME, ICON_SIZES, data_file

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = data_file("desktop", f"{APP_ID}.desktop")
METAINFO = data_file("desktop", f"{APP_ID}.metainfo.xml")
MIME = data_file("desktop", f"{APP_ID}.mime.xml")
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _entry(text: str) -> configparser.SectionProxy:
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read_string(text)
    return cp["Desktop Entry"]


def test_desktop_entry_metainfo_and_mime_type_agree():
    entry = _entry(DESKTOP.read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Exec"] == "cardtable %f"
    assert "Game" in entry["Categories"].split(";") and entry["Icon"] == ICON_NAME
    mime = ET.parse(MIME).getroot().find(f"{MIME_NS}mime-type")
    assert entry["MimeType"].rstrip(";") == mime.get("type")
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == ["*.cardtable.json"]
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("id") == APP_ID and meta.findtext("launchable") == DESKTOP.name
    assert meta.findtext("provides/mediatype") == mime.get("type")
    assert meta.findtext("provides/binary") == "cardtable"
    assert meta.findtext("project_license") == "MIT"
    assert all(i.text.startswith("https://") for i in meta.iter("image"))
    assert (ROOT / "docs" / "screenshot.png").exists()


def test_icon_is_scalable_and_rendered_at_the_standard_sizes():
    assert ET.parse(data_file("icons", "cardtable.svg")).getroot().tag.endswith("svg")
    for size in ICON_SIZES:
        image = QImage(str(data_file("icons", f"cardtable-{size}.png")))
        assert (image.width(), image.height()) == (size, size)


def test_launcher_runs_the_given_command():
    entry = _entry(desktop_entry("/opt/Card Table/cardtable"))
    assert entry["Exec"] == '"/opt/Card Table/cardtable" %f'
    assert entry["TryExec"] == "/opt/Card Table/cardtable"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-validate is not installed "
                    "(apt-get install desktop-file-utils)")
def test_desktop_file_validate(tmp_path):
    for text, name in ((DESKTOP.read_text(encoding="utf-8"), "plain"), (desktop_entry("/opt/x y/cardtable"), "exec")):
        path = tmp_path / name / DESKTOP.name
        path.parent.mkdir()
        path.write_text(text, encoding="utf-8")
        p = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert p.returncode == 0 and not p.stdout.strip() and not p.stderr.strip(), p.stdout + p.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli is not installed "
                    "(apt-get install appstream)")
def test_appstream_validate():
    p = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "W:" not in p.stdout and "E:" not in p.stdout, p.stdout


@pytest.mark.skipif(not shutil.which("update-mime-database"), reason="update-mime-database is not installed "
                    "(apt-get install shared-mime-info)")
def test_installed_mime_type_names_saves(tmp_path):
    """After ``install``, a desktop (here Qt's MIME database, in a fresh
    process reading our share folder) calls a save file ours, by its name and
    by its content."""
    share = tmp_path / "share"
    written = install(share, "/opt/cardtable/cardtable")
    assert sorted(p.relative_to(share).as_posix() for p in written) == sorted(layout())
    assert (share / "mime" / "mime.cache").exists()
    named = tmp_path / "game.cardtable.json"
    unnamed = tmp_path / "game-without-extension"
    for f in (named, unnamed):
        f.write_text('{"format": "cardtable-record", "version": 1}', encoding="utf-8")
    code = ("import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase(); "
            "print(*(db.mimeTypeForFile(f).name() for f in sys.argv[1:]))")
    env = {**os.environ, "XDG_DATA_DIRS": f"{share}:/usr/local/share:/usr/share", "XDG_DATA_HOME": str(share)}
    p = subprocess.run([sys.executable, "-c", code, str(named), str(unnamed), str(tmp_path / "other.json")],
                       capture_output=True, text=True, env=env, timeout=60)
    assert p.stdout.split() == ["application/x-cardtable-record"] * 2 + ["application/json"], p.stderr


def test_install_desktop_command(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    p = subprocess.run([sys.executable, "-m", "cardtable", "install-desktop", "--prefix", str(tmp_path)],
                       capture_output=True, text=True, env=env, timeout=60)
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "icons" / "hicolor" / "256x256" / "apps" / f"{ICON_NAME}.png").is_file()
    entry = _entry((tmp_path / "applications" / DESKTOP.name).read_text(encoding="utf-8"))
    assert Path(entry["TryExec"]).is_absolute() or entry["TryExec"] == "cardtable"
