"""What a file's trouble is, the code tells by its kind, never by its words:
in German, a missing save is still reported as missing."""

from __future__ import annotations

import pytest

from cardtable.engine.record import load_record
from cardtable.engine.record_errors import RecordError
from cardtable.engine import i18n
from cardtable.games import all_games


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_missing_or_folder_save_is_named_so_in_any_language(tmp_path, language):
    i18n.set_language(language)
    try:
        with pytest.raises(RecordError) as missing:
            load_record(tmp_path / "gone.cardtable.json", all_games())
        with pytest.raises(RecordError) as folder:
            load_record(tmp_path, all_games())
    finally:
        i18n.set_language("en")
    expected = {"en": ("gone.cardtable.json does not exist", "is a folder, not a save file"),
                "de": ("gone.cardtable.json existiert nicht", "ist ein Ordner, kein Spielstand")}[language]
    assert str(missing.value) == expected[0]
    assert expected[1] in str(folder.value)
