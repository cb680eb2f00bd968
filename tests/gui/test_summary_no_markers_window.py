"""The window's story summary export with NUL, digits, NUL in the saved
text (issue 35, item 11): every format is written, and a summary that
cannot be made is said in a message box, never swallowed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from cardtable.engine.record import save_record
from tests.engine.test_summary_no_markers import in_html, nul_match, words


@pytest.fixture
def window(make_window, tmp_path):
    saved = tmp_path / "heist.cardtable.json"
    save_record(saved, nul_match("chicks-with-disks").record())
    w = make_window()
    assert w.open_file(saved)
    return w


@pytest.mark.parametrize("suffix", [".md", ".html", ".pdf"])
def test_the_window_exports_every_format(window, tmp_path, monkeypatch, suffix) -> None:
    from cardtable.app import game_over

    warned = []
    monkeypatch.setattr(game_over, "warn", lambda *args: warned.append(args))
    out = tmp_path / f"story{suffix}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.export_summary()
    assert not warned
    data = out.read_bytes()
    if suffix == ".pdf":
        assert data.startswith(b"%PDF")
    elif suffix == ".md":
        assert words(0).encode() in data
    else:
        assert in_html(words(0)).encode() in data


def test_a_summary_that_cannot_be_made_is_said(window, tmp_path, monkeypatch) -> None:
    import cardtable.app.summary as summary
    from cardtable.app import game_over

    def broken(*args, **kwargs):
        raise IndexError("list index out of range")

    warned = []
    monkeypatch.setattr(game_over, "warn", lambda *args: warned.append(args))
    monkeypatch.setattr(summary, "write_summary", broken)
    out = tmp_path / "story.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.export_summary()  # no exception escapes into the event loop
    assert not out.exists()
    assert len(warned) == 1
    _parent, title, text = warned[0]
    assert title == "Cannot export" and "could not be made" in text and "list index out of range" in text
