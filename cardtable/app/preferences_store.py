"""Keep the table style, the sound, the last set-up of each game and the
folders the app has written to in the settings; make the text size the
preferences ask for the whole app's (through :mod:`.text_scale`, whose
functions are named here too).

It owns the settings' keys for these and how their values are read and
written; it is handed the settings themselves, the window's
:class:`~cardtable.app.settings_file.SettingsFile`, or any object with the
same ``value``/``setValue``/``sync`` calls (:class:`Settings`; tests also use
``QSettings`` on an INI file in a temporary folder), and touches nothing
else. Reading never fails: a missing, stale or corrupt value falls back to
the default, so a damaged settings file can never stop the app starting nor
break Game > New game.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Protocol

from cardtable.engine.files import BadJson, parse_small_json
from cardtable.engine.levels import NAMES as LEVEL_NAMES
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.table.palette import TABLE_COLOUR_KEY
from cardtable.table.style import (
    ANIMATION_SPEEDS,
    BOT_SPEEDS,
    CARD_BACKS,
    MAX_TEXT_SCALE,
    MIN_TEXT_SCALE,
    TABLE_COLOURS,
    TableStyle,
)

from .text_scale import applied_text_scale, apply_text_scale, scaled_sizes

STYLE_GROUP = "style"
CARD_BACK_KEY = "style/card_back"
FOUR_COLOUR_KEY = "style/four_colour"
ANIMATION_KEY = "style/animation"
BOT_SPEED_KEY = "style/bot_speed"
TEXT_SCALE_KEY = "style/text_scale"
SOUND_KEY = "sound/on"  # sound on (true) or muted (false)
VOLUME_KEY = "sound/volume"  # 0 to 100
DEFAULT_VOLUME = 70
SETUP_GROUP = "last_setup"
WRITTEN_FOLDERS_KEY = "files/written_folders"
MAX_WRITTEN_FOLDERS = 20
MAX_FOLDER_CHARS = 4096
SETUP_BYTES = 512 * 1024  # a remembered set-up may carry a custom deck (256 KB)


class Settings(Protocol):  # the calls used here, as QSettings and SettingsFile offer them
    def value(self, key: str, default: Any = None) -> Any: ...
    def setValue(self, key: str, value: Any) -> None: ...  # noqa: N802
    def sync(self) -> Any: ...


def _text(settings: Settings, key: str) -> str | None:
    value = settings.value(key)
    return value if isinstance(value, str) else None


def _flag(settings: Settings, key: str, default: bool) -> bool:
    value = settings.value(key)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "yes", "on"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "0", "no", "off"):
        return False
    if isinstance(value, int):
        return bool(value)
    return default


def text_scale(value: Any) -> float | None:
    """A text size as the settings hold it (``"1.25"``), or None when it is
    not one the preferences offer the range of."""
    if isinstance(value, bool):
        return None
    try:
        scale = round(float(value), 3)
    except (TypeError, ValueError, OverflowError):
        return None
    return scale if MIN_TEXT_SCALE <= scale <= MAX_TEXT_SCALE else None  # NaN fails both


def load_style(settings: Settings) -> TableStyle:
    """The saved table style; each bad or missing field takes its default."""
    default = TableStyle()
    back = _text(settings, CARD_BACK_KEY)
    colour = _text(settings, TABLE_COLOUR_KEY)
    speed = _text(settings, ANIMATION_KEY)
    bots = _text(settings, BOT_SPEED_KEY)
    scale = text_scale(settings.value(TEXT_SCALE_KEY))
    return TableStyle(
        card_back=back if back in CARD_BACKS else default.card_back,
        table_colour=colour if colour in TABLE_COLOURS else default.table_colour,
        four_colour=_flag(settings, FOUR_COLOUR_KEY, default.four_colour),
        animation=speed if speed in ANIMATION_SPEEDS else default.animation,
        bot_speed=bots if bots in BOT_SPEEDS else default.bot_speed,
        text_scale=scale if scale is not None else default.text_scale,
    )


def save_style(settings: Settings, style: TableStyle) -> None:
    settings.setValue(CARD_BACK_KEY, style.card_back)
    settings.setValue(TABLE_COLOUR_KEY, style.table_colour)
    settings.setValue(FOUR_COLOUR_KEY, bool(style.four_colour))
    settings.setValue(ANIMATION_KEY, style.animation)
    settings.setValue(BOT_SPEED_KEY, style.bot_speed)
    settings.setValue(TEXT_SCALE_KEY, f"{style.text_scale:g}")
    settings.sync()


# -- sound ----------------------------------------------------------------------------------
def sound_on(settings: Settings) -> bool:
    """Whether the app makes its sounds (on unless muted in the preferences)."""
    return _flag(settings, SOUND_KEY, True)


def sound_volume(settings: Settings) -> int:
    """The sounds' volume, 0 to 100."""
    value = settings.value(VOLUME_KEY)
    if isinstance(value, bool):
        return DEFAULT_VOLUME
    try:
        volume = int(str(value).strip()) if value is not None else DEFAULT_VOLUME
    except ValueError:
        return DEFAULT_VOLUME
    return min(100, max(0, volume))


def save_sound(settings: Settings, on: bool, volume: int) -> None:
    settings.setValue(SOUND_KEY, bool(on))
    settings.setValue(VOLUME_KEY, min(100, max(0, int(volume))))
    settings.sync()


def _setup_key(game_id: str) -> str:
    # "/" would open a sub-group and "\" is special in INI files.
    safe = game_id.replace("/", "_").replace("\\", "_")
    return f"{SETUP_GROUP}/{safe}"


def setup_to_json(setup: Setup) -> str:
    data = {
        "players": [{"name": p.name, "bot": bool(p.bot), **({"level": p.level} if p.level else {})}
                    for p in setup.players],
        "options": {k: _plain(v) for k, v in dict(setup.options).items()},
        "seed": int(setup.seed),
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _plain_option(value) -> bool:
    if value is None or isinstance(value, (str, int, float, bool)):
        return True
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())


def setup_from_json(text: str) -> Setup | None:
    """Parse :func:`setup_to_json` output; ``None`` for anything malformed
    (too large, nested too deeply, not JSON: whatever the settings hold)."""
    try:
        data = parse_small_json(text, SETUP_BYTES, what="the remembered set-up")  # i18n: not shown (dropped)
    except BadJson:
        return None
    if not isinstance(data, dict):
        return None
    players_data = data.get("players")
    if not isinstance(players_data, list) or not players_data:
        return None
    players = []
    for entry in players_data:
        if not isinstance(entry, dict):
            return None
        name, bot, level = entry.get("name"), entry.get("bot", False), entry.get("level", "")
        if not isinstance(name, str) or not isinstance(bot, bool):
            return None
        players.append(PlayerSpec(name, bot, level if bot and level in LEVEL_NAMES else ""))  # an odd level: classic
    options = data.get("options", {})
    if not isinstance(options, dict):
        options = {}
    # keep each option that is plain data (a carried deck is {"name", "text"}); drop only the odd one out
    options = {k: v for k, v in options.items() if isinstance(k, str) and _plain_option(v)}
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = 0
    return Setup(players=tuple(players), options=options, seed=seed)


def load_last_setup(settings: Settings, game_id: str) -> Setup | None:
    """The set-up last used for ``game_id`` (names, bots, options, seed), or ``None``.

    Options are returned as stored; the new-game dialog drops unknown keys and
    values that no longer fit the game's options.
    """
    text = settings.value(_setup_key(game_id))
    if not isinstance(text, str):
        return None
    return setup_from_json(text)


def save_last_setup(settings: Settings, game_id: str, setup: Setup) -> None:
    settings.setValue(_setup_key(game_id), setup_to_json(setup))
    settings.sync()


# -- folders the app has written to ----------------------------------------------------------
# A save or an export that is killed half-way leaves a hidden temp file in its
# folder; the folders written to are remembered so that the next start can
# sweep them (engine.record.remove_orphan_temps).
def written_folders(settings: Settings) -> list[Path]:
    """The folders remembered by :func:`remember_written_folder`, newest first."""
    try:
        data = parse_small_json(settings.value(WRITTEN_FOLDERS_KEY) or "[]", 256 * 1024,
                                max_depth=1, what="the remembered folders")  # i18n: not shown (dropped)
    except BadJson:
        return []
    if not isinstance(data, list):
        return []
    folders = [p for p in data if isinstance(p, str) and p and "\0" not in p and len(p) <= MAX_FOLDER_CHARS]
    return [Path(p) for p in folders[:MAX_WRITTEN_FOLDERS] if os.path.isabs(p)]


def remember_written_folder(settings: Settings, folder: str | os.PathLike[str]) -> None:
    """Remember ``folder`` (an absolute path) as one the app writes to, before
    writing there: the list keeps the newest :data:`MAX_WRITTEN_FOLDERS`."""
    folder = os.path.abspath(os.fspath(folder))
    if len(folder) > MAX_FOLDER_CHARS or "\0" in folder or not folder.encode("utf-8", "ignore").decode() == folder:
        return  # a name the settings cannot keep as it is (not UTF-8): not remembered
    known = [str(p) for p in written_folders(settings)]
    if known[:1] == [folder]:
        return
    kept = [folder] + [p for p in known if p != folder]
    settings.setValue(WRITTEN_FOLDERS_KEY, json.dumps(kept[:MAX_WRITTEN_FOLDERS], ensure_ascii=False))
    settings.sync()


def sweep_written_folders(settings: Settings, *also: str | os.PathLike[str]) -> list[str]:
    """Remove the temp files that interrupted saves and exports left in the
    remembered folders (and in ``also``: the app's own folders); a temp file
    another copy is still writing is locked and stays. Returns their names."""
    from cardtable.engine.record import remove_orphan_temps

    own = [Path(p) for p in also]
    removed: list[str] = []
    for folder in dict.fromkeys([*written_folders(settings), *own]):
        removed += remove_orphan_temps(folder, own=folder in own)
    return removed


__all__ = [
    "load_style",
    "save_style",
    "text_scale",
    "apply_text_scale",
    "applied_text_scale",
    "scaled_sizes",
    "sound_on",
    "sound_volume",
    "save_sound",
    "load_last_setup",
    "save_last_setup",
    "setup_to_json",
    "setup_from_json",
    "written_folders",
    "remember_written_folder",
    "sweep_written_folders",
]
