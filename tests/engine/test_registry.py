"""Games come from an explicit table; entry points and dropped-in packages
only add to it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from cardtable.games import GAMES, GameRegistry, all_games


def test_the_table_alone_gives_every_builtin_game_in_menu_order():
    table_only = GameRegistry(GAMES, extras=False)  # no folder scan, no entry points: what a bundle relies on
    assert list(table_only) == list(GAMES) == list(all_games())
    assert all(table_only[game_id].id == game_id for game_id in GAMES)


def test_entry_points_add_games_after_the_builtin_ones_and_cannot_replace_them(tmp_path):
    (tmp_path / "extra_game.py").write_text(textwrap.dedent("""
        import attrs
        from cardtable.games.ninety_nine import GAME as BASE

        GAME = attrs.evolve(BASE, id="extra-ninety-nine", title="Extra Ninety-Nine")
        IMPOSTOR = attrs.evolve(BASE, title="Not Ninety-Nine")
    """), encoding="utf-8")
    info = tmp_path / "extra_game-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: extra-game\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[cardtable.games]\nextra = extra_game:GAME\nimpostor = extra_game:IMPOSTOR\n", encoding="utf-8")
    code = ("from cardtable.games import all_games, broken_games; g = all_games(); "
            "print(' '.join(g)); print(g['ninety-nine'].title); print(dict(broken_games()))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert p.returncode == 0, p.stderr
    ids, title, broken = p.stdout.splitlines()
    assert ids.split() == [*GAMES, "extra-ninety-nine"]
    assert title == "Ninety-Nine" and broken == "{}"


@pytest.mark.every_game
def test_every_package_in_the_games_folder_is_a_game_or_a_family_of_games():
    """A package dropped into ``cardtable/games/`` loads as a game, or is the
    family package (``GameDef.family``) that registered games share; no game
    fails to load."""
    import pkgutil

    import cardtable.games as folder
    from cardtable.games import broken_games

    games = all_games().values()
    known = {g.package for g in games} | {g.family for g in games if g.family}
    found = {f"{folder.__name__}.{m.name}" for m in pkgutil.iter_modules(folder.__path__)
             if m.ispkg and not m.name.startswith("_")}
    assert found - known == set(), f"packages that are neither a game nor a family: {sorted(found - known)}"
    assert not broken_games(), broken_games()
    for game in games:
        assert not game.family or game.family in found or not game.family.startswith(folder.__name__), game.family
