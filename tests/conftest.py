import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "cardtable",
    deadline=None,
    max_examples=int(os.environ.get("CARDTABLE_HYPOTHESIS_EXAMPLES", "40")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("cardtable")

import pytest  # noqa: E402

# Tests read English unless they ask for another language (the `german`
# fixture), whatever the machine's own language is.
os.environ["LANGUAGE"] = "en"
from cardtable.engine import i18n as _i18n  # noqa: E402

_i18n.set_language("en")


@pytest.fixture
def german():
    """Speak German (window and game texts) for one test, English again after."""
    from cardtable.app.language import install_language

    install_language("de")
    try:
        yield
    finally:
        install_language("en")


# -- the suite leaves the checkout as it found it ------------------------------
# Whatever a test writes goes to a temporary folder; the build's own files and
# the caches are ignored by git. A run that leaves anything new in `git status`
# fails, naming it.

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _git_status() -> set[str] | None:
    import subprocess

    if not os.path.isdir(os.path.join(_ROOT, ".git")):
        return None
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=_ROOT,
                             capture_output=True, text=True, timeout=60, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return set(out.splitlines())


def pytest_sessionstart(session):
    session.config._cardtable_status_before = _git_status()


def pytest_sessionfinish(session, exitstatus):
    before = getattr(session.config, "_cardtable_status_before", None)
    after = _git_status() if before is not None else None
    left = sorted(after - before) if after is not None else []
    session.config._cardtable_left_behind = left
    if left and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    left = getattr(config, "_cardtable_left_behind", [])
    if left:
        terminalreporter.section("the checkout is not clean", sep="=", red=True, bold=True)
        terminalreporter.line("The tests left these in `git status` (write to tmp_path, or have git ignore a build's file):")
        for line in left:
            terminalreporter.line(f"  {line}")


# -- the generic tests: those meant for every game ------------------------------
# A test parametrized with a registered game's id is generic when it runs for
# every game, as tests that iterate ``all_games()`` do; it is marked
# ``every_game`` here, so no test lists games. A test over the whole registry
# at once (the import contracts, "every game with a reshuffle names its cards
# in use") carries the marker itself. CARDTABLE_ONLY_GAMES (ids, comma
# separated) keeps, of the parametrized ones, those of these games only:
# tests/games/test_dropped_in_game.py runs every generic test over a game
# dropped into a copy of the package that way.

ONLY_GAMES = "CARDTABLE_ONLY_GAMES"


def _game_params(item) -> set[str]:
    from cardtable.games import all_games

    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return set()
    ids = set(all_games())
    return {value for value in callspec.params.values() if isinstance(value, str) and value in ids}


def pytest_collection_modifyitems(config, items):
    only = {g for g in os.environ.get(ONLY_GAMES, "").split(",") if g}
    kept, dropped = [], []
    for item in items:
        games = _game_params(item)
        if games:
            item.add_marker(pytest.mark.every_game)
        (dropped if only and games and not games & only else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
