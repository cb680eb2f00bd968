"""The lab's reports carry the numbers and the plots, and show whatever a
user or a file gave as plain text; bad arguments are one-line errors."""

from __future__ import annotations

import json
import re

import pytest

from cardtable.lab import LabTally, report, summarise, to_json
from cardtable.lab.html import page, plots

from tests.engine.test_cli import run as cli
from tests.lab.test_metrics import A, B, C, D
from tests.lab.toy import setup, toy_game

GAME = toy_game()
HOSTILE = '<script>alert("x")</script>&amp;'


def _found(label: str = "plain"):
    tallies = {}
    for extra, games in ((0, (A, B)), (1, (C, D))):
        for g in games:
            s = summarise(GAME, setup(extra=extra, label=label), g)
            tallies.setdefault(s.key, LabTally(s.key)).add(s)
    return report(GAME, tallies, {"kind": "records", "folder": HOSTILE, "records": 4, "other_games": 0,
                                  "skipped": [[HOSTILE + ".json", "not a save"]]})


def test_json_is_stable_text():
    found = _found()
    text = to_json(found)
    assert text == to_json(json.loads(text)) and json.loads(text) == found
    assert list(json.loads(text)) == sorted(json.loads(text))


def test_the_html_page_carries_the_numbers_and_every_plot():
    found = _found()
    html = page(found)
    assert html.count("<svg") == len(plots(found)) >= 6
    # seat 1 won both games without the extra; half of one of the two with it
    # (a shared win, the other a draw); decisiveness 5/8; the skill trace 3 of 8
    for number in ("100.0 %", "25.0 %", "50.0 %", "0.625", "37.5 %"):
        assert number in html
    assert "Skill trace" in html and "Option effects" in html


def test_user_text_is_plain_text_in_html(tmp_path):
    found = _found(label=HOSTILE)
    html = page(found)
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "&amp;amp;" in html  # the entity is shown as typed, not read
    assert not re.search(r"<(?!/?(html|head|meta|title|style|body|h1|h2|p|table|tr|th|td|div|svg|rect|text|line)\b|!DOCTYPE)",
                         html)


def test_the_pdf_holds_the_numbers_and_the_plots(qapp, tmp_path):
    from cardtable.app.lab_pdf import document, pdf_bytes

    found = _found(label=HOSTILE)
    doc = document(found)
    text = doc.toPlainText()
    assert "100.0 %" in text and "0.625" in text and HOSTILE in text  # shown as it was typed, not run
    data = pdf_bytes(found)
    assert data.startswith(b"%PDF")
    assert data.count(b"/Subtype /Image") >= len(plots(found))


def test_the_command_writes_each_format(tmp_path):
    for suffix in ("json", "html", "pdf"):
        out = tmp_path / f"r.{suffix}"
        p = cli("lab", "ninety-nine", "--players", "2", "--games", "6", "--jobs", "1", "-o", str(out))
        assert out.stat().st_size > 500 and "wrote" in p.stdout
    found = json.loads((tmp_path / "r.json").read_text())
    assert f"{found['variants'][0]['seats'][0]['rate'] * 100:.1f} %" in (tmp_path / "r.html").read_text()


@pytest.mark.parametrize("args, words", [
    (("lab", "ninety-nine", "--players", "4", "-o", "x.txt"), ".json, .html or .pdf"),
    (("lab", "ninety-nine", "-o", "x.json"), "--players"),
    (("lab", "ninety-nine", "--players", "1", "-o", "x.json"), "2–12 players"),
    (("lab", "ninety-nine", "--players", "4", "--option", "nope=1", "-o", "x.json"), "no option"),
    (("lab", "ninety-nine", "--players", "4", "--level", "9=3", "-o", "x.json"), "--level"),
    (("lab", "ninety-nine", "--records", "no-such-folder", "-o", "x.json"), "does not exist"),
    (("lab", "ninety-nine", "--records", ".", "--level", "1=3", "-o", "x.json"), "--level cannot be used"),
    (("lab", "ninety-nine", "--records", ".", "--games", "5", "-o", "x.json"), "--games cannot be used"),
    (("lab", "ninety-nine", "--records", "README.md", "-o", "x.json"), "is not a folder"),
    (("lab", "ninety-nine", "--players", "4", "--scheduler", "nowhere", "-o", "x.json"), "scheduler address"),
    (("lab", "no-game", "--players", "4", "-o", "x.json"), "unknown game"),
])
def test_bad_input_is_one_line_and_status_2(tmp_path, args, words):
    p = cli(*args[:-1], str(tmp_path / args[-1]), check_rc=2)
    assert words in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert not (tmp_path / args[-1]).exists()


def test_a_read_only_records_folder_is_read(tmp_path):
    folder = tmp_path / "saves"
    cli("simulate", "ninety-nine", "--players", "2", "--games", "3", "--jobs", "1", "--save-dir", str(folder))
    folder.chmod(0o555)
    try:
        p = cli("lab", "ninety-nine", "--records", str(folder), "-o", str(tmp_path / "r.json"))
    finally:
        folder.chmod(0o755)
    assert "3/3" in p.stdout


def test_an_empty_records_folder_is_said(tmp_path):
    (tmp_path / "empty").mkdir()
    p = cli("lab", "ninety-nine", "--records", str(tmp_path / "empty"), "-o", str(tmp_path / "x.json"), check_rc=2)
    assert "no record of Ninety-Nine" in p.stderr
