"""A game dropped into ``cardtable/games/`` is covered by every generic test
and every import contract, with no edit anywhere else.

The package, the tests, ``packaging/`` and ``pyproject.toml`` are copied to
a temporary folder, and the small test game in ``tests/fixtures/magpie``
(not shipped) is dropped into the copy's ``cardtable/games/``. There, in a
subprocess with the copy first on ``PYTHONPATH``, pytest runs the generic
tests of every folder of tests that has them (games, engine, i18n,
packaging, the model, the window, screen readers, phones, settings): those
marked ``every_game`` (tests/conftest.py marks
every test parametrized over the registry's game ids, and tests over the
whole registry carry the marker themselves), the parametrized ones for the
dropped-in game only (``CARDTABLE_ONLY_GAMES``). The import contracts are
among them (``tests/packaging/test_layers.py``). Left out: the installed
wheel's tests (``test_wheel.py`` builds and installs a wheel, minutes of
work that a game's code does not change).

The run must pass, and the dropped-in game must be among what it covered:
its cases in the every-game properties, the vocabulary, undo, replay,
language and layout tests, and its package in the generated contracts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "magpie"
GAME_ID = "magpie"
PACKAGE = "cardtable.games.magpie"
FOLDERS = ["tests/games", "tests/engine", "tests/i18n", "tests/packaging", "tests/model", "tests/gui", "tests/a11y",
           "tests/remote", "tests/settings"]
LEFT_OUT = ["tests/packaging/test_wheel.py"]
# generic test modules that must have run for the dropped-in game
MUST_COVER = ["test_every_game", "test_vocabulary", "test_history", "test_replay", "test_language_free",
              "test_layouts_fit", "test_zone_roles", "test_explain_refusals", "test_fork", "test_summary_escaping",
              "test_readable_many_players", "test_hint_names_who_acts", "test_undo_decisions", "test_window_fits",
              "test_own_hand_room", "test_room_by_need"]


def _copy_tree(into: Path) -> Path:
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for folder in ("cardtable", "tests", "packaging"):
        shutil.copytree(ROOT / folder, into / folder, ignore=skip)
    shutil.copy2(ROOT / "pyproject.toml", into / "pyproject.toml")
    shutil.copytree(FIXTURE, into / "cardtable" / "games" / FIXTURE.name, ignore=skip)
    return into


def _env(copy: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(copy), QT_QPA_PLATFORM="offscreen", CARDTABLE_ONLY_GAMES=GAME_ID,
                CARDTABLE_HYPOTHESIS_EXAMPLES="5", PYTHONDONTWRITEBYTECODE="1")


def test_the_fixture_is_not_shipped():
    """The test game lives under tests/, outside the package."""
    assert (FIXTURE / "__init__.py").exists()
    assert not (ROOT / "cardtable" / "games" / FIXTURE.name).exists()
    from cardtable.games import all_games

    assert GAME_ID not in all_games()


def test_a_dropped_in_game_is_covered_by_every_generic_test_and_contract(tmp_path):
    copy = _copy_tree(tmp_path / "tree")
    env = _env(copy)
    contracts = tmp_path / "contracts.toml"
    made = subprocess.run([sys.executable, "-m", "tests.packaging.contracts", str(contracts)], cwd=copy, env=env,
                          capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    assert f'"{PACKAGE}"' in contracts.read_text(encoding="utf-8"), "the contracts do not hold the dropped-in game"

    report = tmp_path / "report.xml"
    ignore = [f"--ignore={path}" for path in LEFT_OUT]
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "every_game",
                          f"--junitxml={report}", *ignore, *FOLDERS],
                         cwd=copy, env=env, capture_output=True, text=True, timeout=1500)
    tail = "\n".join((run.stdout + run.stderr).strip().splitlines()[-60:])
    assert run.returncode == 0, f"the generic tests fail on the dropped-in game:\n{tail}"

    cases = list(ET.parse(report).getroot().iter("testcase"))
    ran = [(c.get("classname", ""), c.get("name", "")) for c in cases
           if c.find("skipped") is None and c.find("failure") is None and c.find("error") is None]
    ours = [(module, name) for module, name in ran if GAME_ID in name]
    covered = {module.rpartition(".")[2] for module, _name in ours}
    missing = [m for m in MUST_COVER if m not in covered]
    assert not missing, f"no generic test of {missing} ran for {GAME_ID} (ran: {sorted(covered)})"
    contract_ids = {name for module, name in ran if name.startswith("test_contract[")}
    assert "test_contract[games-independent]" in contract_ids and "test_contract[games]" in contract_ids, contract_ids
    print(f"{len(ours)} generic cases ran for {GAME_ID} in {len(covered)} modules; {len(ran)} passed in all")
