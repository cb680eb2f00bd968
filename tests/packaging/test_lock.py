"""The locks README's two commands install from (``packaging/lock/``), read
offline: every version ``pyproject.toml`` asks for is pinned there, exactly
and with hashes, for the oldest Python we support and for the newest; the
README commands install from them; and nothing a build makes is committed.
"""

from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
LOCKS = ROOT / "packaging" / "lock"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
# the Pythons a lock must serve: the oldest we claim, and each newer one that
# the requirements tell apart (PySide6's bound changes at 3.12)
PYTHONS = ("3.11", "3.12", "3.13", "3.14")

_PIN = re.compile(r"^(?P<name>[A-Za-z0-9_.-]+)(?:\[[^\]]*\])?==(?P<version>[^\s;\\]+)\s*(?:;\s*(?P<marker>[^\\]+?))?\s*\\?$")


def _environment(python: str) -> dict[str, str]:
    return {"python_version": python, "python_full_version": f"{python}.0", "sys_platform": "linux",
            "platform_system": "Linux", "os_name": "posix", "implementation_name": "cpython",
            "platform_python_implementation": "CPython", "platform_machine": "x86_64", "extra": ""}


def read_lock(path: Path) -> list[tuple[str, str, Marker | None, list[str]]]:
    """(name, version, marker, hashes) of each pin of a lock file."""
    pins: list[tuple[str, str, Marker | None, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("--hash="):
            pins[-1][3].append(stripped.removeprefix("--hash=").rstrip(" \\"))
            continue
        if not stripped or stripped.startswith("#"):
            continue
        match = _PIN.match(stripped)
        assert match, f"{path.name}: not an exact pin: {line!r}"
        marker = Marker(match["marker"]) if match["marker"] else None
        pins.append((canonicalize_name(match["name"]), match["version"], marker, []))
    return pins


def locked_for(path: Path, python: str) -> dict[str, str]:
    env = _environment(python)
    found: dict[str, str] = {}
    for name, version, marker, _hashes in read_lock(path):
        if marker is None or marker.evaluate(env):
            assert name not in found, f"{path.name} pins {name} twice for Python {python}"
            found[name] = version
    return found


def _requirements(extras: tuple[str, ...]) -> list[str]:
    wanted = list(PYPROJECT["project"]["dependencies"]) + list(PYPROJECT["build-system"]["requires"])
    for extra in extras:
        wanted += PYPROJECT["project"]["optional-dependencies"][extra]
    return wanted


@pytest.mark.parametrize(("lock", "extras"), [("app.txt", ()), ("test.txt", ("test",))])
@pytest.mark.parametrize("python", PYTHONS)
def test_the_lock_meets_everything_pyproject_asks_for(lock, extras, python):
    locked = locked_for(LOCKS / lock, python)
    env = _environment(python)
    unmet = []
    for text in _requirements(extras):
        wanted = Requirement(text)
        if wanted.marker is not None and not wanted.marker.evaluate(env):
            continue
        have = locked.get(canonicalize_name(wanted.name))
        if have is None or not wanted.specifier.contains(have, prereleases=True):
            unmet.append(f"{text!r}: the lock has {have}")
    assert not unmet, f"packaging/lock/{lock} is behind pyproject.toml for Python {python} " \
                      f"(run python packaging/lock.py): {unmet}"


def test_the_check_above_can_fail(tmp_path):
    stale = tmp_path / "app.txt"
    stale.write_text(re.sub(r"^attrs==\S+", "attrs==20.1.0", (LOCKS / "app.txt").read_text(encoding="utf-8"),
                            flags=re.M), encoding="utf-8")
    assert Requirement("attrs>=23.1").specifier.contains(locked_for(stale, "3.11")["attrs"]) is False


@pytest.mark.parametrize("lock", ["app.txt", "test.txt", "tools.txt"])
def test_every_pin_is_exact_and_hashed(lock):
    pins = read_lock(LOCKS / lock)
    assert pins
    unhashed = [name for name, _version, _marker, hashes in pins if not hashes]
    assert not unhashed, f"{lock}: pins without a hash: {unhashed}"
    assert all(h.startswith("sha256:") for *_rest, hashes in pins for h in hashes)


def test_the_test_lock_holds_the_app_lock():
    """The app's versions are the ones tested."""
    for python in PYTHONS:
        app, test = locked_for(LOCKS / "app.txt", python), locked_for(LOCKS / "test.txt", python)
        assert {n: v for n, v in test.items() if n in app} == app


def _readme_command(marker: str) -> str:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    at = lines.index(f"<!-- {marker} -->")
    assert lines[at + 1] == "```"
    return lines[at + 2]


@pytest.mark.parametrize(("marker", "lock"), [("run-command", "app.txt"), ("test-command", "test.txt")])
def test_readme_installs_from_the_lock(marker, lock):
    command = _readme_command(marker)
    assert f"--require-hashes -r packaging/lock/{lock}" in command, command
    # the project itself comes after, from the checkout, with its build
    # requirements from the lock (no build isolation, which would fetch the newest)
    assert "--no-deps --no-build-isolation -e ." in command, command
    assert command.index(f"packaging/lock/{lock}") < command.index("-e .")


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def tracked() -> list[str]:
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    return _git("ls-files").splitlines()


def _made_by_the_build(tracked: list[str]) -> list[str]:
    """What the build step writes beside its sources in an editable install."""
    from cardtable.resources import ICON_SIZES

    sources = [name for name in tracked if name.startswith("cardtable/") and name.endswith((".po", ".ts"))]
    assert len(sources) >= 10
    made = [str(Path(name).with_suffix(".mo" if name.endswith(".po") else ".qm")) for name in sources]
    made += [f"cardtable/data/icons/cardtable-{size}.png" for size in ICON_SIZES] + ["cardtable/data/icons/cardtable.svg"]
    made += ["cardtable/data/sounds/README.txt", "cardtable/data/cards/back.svg"]
    made += [f"cardtable/app/forms/ui_{Path(name).stem}.py" for name in tracked
             if name.startswith("ui/") and name.endswith(".ui")]
    made += [f"cardtable/data/sounds/{name}.wav" for name in ("deal", "play", "draw", "your_turn", "refused",
                                                              "game_over")]
    return made


def test_nothing_a_build_makes_is_committed(tracked):
    made = [name for name in tracked if name.endswith((".mo", ".qm", ".wav", ".png"))
            and not name.startswith(("docs/", "tests/"))]
    assert not made, f"the build makes these, they are never committed: {made}"
    assert not set(_made_by_the_build(tracked)) & set(tracked)


def test_git_ignores_what_the_build_makes_beside_its_sources(tracked):
    made = _made_by_the_build(tracked)
    ignored = set(subprocess.run(["git", "check-ignore", "--no-index", *made], cwd=ROOT, capture_output=True,
                                 text=True).stdout.split())
    assert set(made) == ignored, sorted(set(made) - ignored)
