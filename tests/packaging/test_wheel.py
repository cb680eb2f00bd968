"""The project as a user installs it: sdist → wheel → a fresh virtual
environment, non-editable, used from a folder outside the source tree.

The build uses exactly the build requirement pyproject.toml declares
(setuptools, installed into a scratch folder, the way a PEP 517 front end
does), makes the sdist from a copy of the source tree and the wheel from
that sdist, so a data file missing from either shows up here. The fresh
environment reuses this environment's installed dependencies through a
``.pth`` line (no download, and the editable install's own hooks are not
read) and gets the wheel with ``--no-deps``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from collections import Counter
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
TIMEOUT = 240

# Data files the app reads at run time; each must be in the sdist and the wheel.
RUNTIME_DATA = [
    "cardtable/games/ninety_nine_chances/99-chances.csv",
    "cardtable/games/nine_lives/9-lives.csv",
    "cardtable/data/cardtable.qss",
    "cardtable/data/icons/cardtable.svg",
    "cardtable/data/icons/cardtable-256.png",
    "cardtable/data/desktop/io.github.cardtable.CardTable.desktop",
    "cardtable/data/desktop/io.github.cardtable.CardTable.metainfo.xml",
    "cardtable/data/desktop/io.github.cardtable.CardTable.mime.xml",
] + [f"cardtable/games/{p.parent.name}/RULES.md" for p in sorted((ROOT / "cardtable" / "games").glob("*/RULES.md"))]


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    assert p.returncode == 0, f"{' '.join(map(str, cmd))} failed ({p.returncode}):\n{p.stdout}\n{p.stderr}"
    return p


def _build_requirements() -> list[str]:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]


def _backend(build_env: Path, source: Path, hook: str, out: Path) -> Path:
    """Call the PEP 517 backend's ``hook`` in ``source``, with only the
    scratch build requirements importable (``-S``: no site-packages)."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import setuptools.build_meta as b; "
            f"print(b.{hook}(sys.argv[2]))")
    p = _run([sys.executable, "-S", "-c", code, str(build_env), str(out)], cwd=source)
    return out / p.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("wheel")
    build_env = tmp / "build-env"
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-warn-script-location", "--target", str(build_env),
          *_build_requirements()])
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", "screenshots"))
    sdist = _backend(build_env, source, "build_sdist", tmp / "dist")
    with tarfile.open(sdist) as tar:
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # Python 3.11.4+
        tar.extractall(tmp / "unpacked", **safe)
    unpacked = next((tmp / "unpacked").iterdir())
    wheel = _backend(build_env, unpacked, "build_wheel", tmp / "dist")
    return {"tmp": tmp, "sdist": sdist, "wheel": wheel}


@pytest.fixture(scope="module")
def installed(built) -> dict[str, Path]:
    """A fresh venv with the wheel installed (not editable)."""
    tmp = built["tmp"]
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    # The dependencies (PySide6, attrs, pyqtgraph) come from this environment;
    # a path line adds the folder without running its .pth files, so this
    # environment's editable install of cardtable is not seen there.
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "zz_test_dependencies.pth").write_text("".join(f"{d}\n" for d in sorted(deps)), encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index",
          str(built["wheel"])])
    home = tmp / "home"
    work = tmp / "work"  # a folder outside the source tree, nothing importable in it
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(home))
    return {"venv": venv, "python": python, "bin": venv / "bin" / "cardtable", "work": work, "env": env}


def _cardtable(installed, *args: str) -> subprocess.CompletedProcess:
    return _run([str(installed["bin"]), *args], cwd=installed["work"], env=installed["env"])


def _games() -> dict[str, int]:
    from cardtable.games import all_games

    return {game.id: game.default_players for game in all_games().values()}


def test_sdist_carries_the_data_and_license(built):
    with tarfile.open(built["sdist"]) as tar:
        names = {str(PurePosixPath(*PurePosixPath(n).parts[1:])) for n in tar.getnames()}
    missing = [f for f in RUNTIME_DATA + ["LICENSE", "pyproject.toml", "README.md"] if f not in names]
    assert not missing, f"the sdist lacks {missing}"


def test_wheel_carries_the_data_and_nothing_outside_the_package(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        names = whl.namelist()
    missing = [f for f in RUNTIME_DATA if f not in names]
    assert not missing, f"the wheel lacks {missing}"
    tops = {n.split("/")[0] for n in names}
    assert tops == {"cardtable", "cardtable-0.1.0.dist-info"}, tops
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    meta = zipfile.ZipFile(built["wheel"]).read("cardtable-0.1.0.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in meta
    kinds = Counter(PurePosixPath(n).suffix or PurePosixPath(n).name for n in names)
    print("wheel contents by kind:", dict(sorted(kinds.items())))


def test_installed_copy_is_the_one_imported(installed):
    p = _run([str(installed["python"]), "-c", "import cardtable, cardtable.resources as r; "
              "print(cardtable.__file__); print(r.style_sheet()[:1])"], cwd=installed["work"], env=installed["env"])
    where = Path(p.stdout.splitlines()[0]).resolve()
    assert installed["venv"].resolve() in where.parents, where
    assert ROOT not in where.parents


def test_games_lists_every_game(installed):
    assert _cardtable(installed, "games").stdout.split() == list(_games())


@pytest.mark.parametrize("game", list(_games()))
def test_simulate_every_game(installed, game):
    players = _games()[game]
    out = _cardtable(installed, "simulate", game, "--players", str(players), "--games", "2", "--seed", "3",
                     "--json").stdout
    stats = json.loads(out)
    assert stats["game"] == game and stats["completed"] == 2


@pytest.mark.parametrize("game", list(_games()))
def test_snapshot_every_game(installed, game):
    out = installed["work"] / f"{game}.png"
    _cardtable(installed, "snapshot", game, "-o", str(out), "--width", "640")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_window_starts_from_the_installed_copy(installed):
    p = _run([str(installed["python"]), str(HERE / "gui_smoke.py")], cwd=installed["work"], env=installed["env"])
    facts = json.loads(p.stdout.strip().splitlines()[-1])
    assert installed["venv"].resolve() in Path(facts["module"]).resolve().parents
    assert facts["dialog_problems"] == {game: "" for game in _games()}
    assert facts["style_sheet_chars"] > 0 and facts["icon_pixmap"] == [16, 48, 256]
    assert facts["game"] == "ninety-nine" and facts["autosave"]
