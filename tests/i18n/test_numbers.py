"""Numbers are written the reader's way: in German, "200.000" and "0,5"; an
HTML summary says which language it is in (a screen reader picks its voice)."""

from __future__ import annotations

from cardtable.engine import i18n
from cardtable.engine.text import counter


def test_numbers_are_written_the_languages_way():
    assert i18n.number(200000) == "200,000" and i18n.number(0.5, 1) == "0.5"
    assert counter(5) == "5 / 200,000 characters"
    i18n.set_language("de")
    try:
        assert i18n.number(200000) == "200.000" and i18n.number(1234.5, 1) == "1.234,5"
        assert counter(5) == "5 / 200.000 Zeichen"
    finally:
        i18n.set_language("en")


def test_an_html_summary_names_its_language():
    from cardtable.app.summary.html import to_html as summary_html
    from cardtable.app.summary.model import Summary

    page = summary_html(Summary(title="T", subtitle="", sections=()))
    assert '<html lang="en">' in page
    i18n.set_language("de")
    try:
        assert '<html lang="de">' in summary_html(Summary(title="T", subtitle="", sections=()))
    finally:
        i18n.set_language("en")


def test_a_chart_of_whole_rounds_has_whole_ticks():
    from cardtable.app.plots import whole_step

    assert whole_step([0, 1, 2, 3]) == 1  # never "0.5 1.0 1.5" rounds
    assert whole_step(list(range(31))) == 5 and whole_step(list(range(120))) == 20
    assert whole_step([0.5, 1.0, 1.5]) is None  # not counting whole things: the axis chooses
