"""The desktop bundle files are well-formed and agree with each other."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "packaging"


def test_desktop_entry():
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(PKG / "io.github.cardtable.CardTable.desktop", encoding="utf-8")
    entry = cp["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Exec"].split()[0] == "cardtable"
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_and_icon():
    root = ET.parse(PKG / "io.github.cardtable.CardTable.metainfo.xml").getroot()
    assert root.findtext("id") == "io.github.cardtable.CardTable"
    assert root.find("launchable").text == "io.github.cardtable.CardTable.desktop"
    svg = ET.parse(PKG / "cardtable.svg").getroot()
    assert svg.tag.endswith("svg")
    assert (ROOT / "docs" / "screenshot.png").exists()
