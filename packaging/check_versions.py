"""Run CardTable with other versions than the lock's: the newest releases the
index serves, and the oldest that ``pyproject.toml`` allows.

    python packaging/check_versions.py newest   # the whole suite, newest releases, no lock
    python packaging/check_versions.py lowest   # lowest-direct: `cardtable games`, a snapshot, the engine tests
    python packaging/check_versions.py all --warn

Each check makes its own scratch virtual environment (outside the
checkout), installs the project editable there, as README does, and runs.
When a check fails it prints a warning block: what broke, and the versions
that differ from the lock (``packaging/lock/test.txt``). With ``--warn`` it
then exits 0: ``.ci/run`` runs this after README's test command, which alone
decides a landing, so a release that breaks CardTable is seen the day it
ships without blocking a landing that did not cause it. Moving the lock
forward is then a commit of its own (``python packaging/lock.py --upgrade``)
with the suite green.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "packaging" / "lock" / "test.txt"
TOOLS = ROOT / "packaging" / "lock" / "tools.txt"
RULE = "#" * 78


def _run(args: list[str], log: Path, **kw) -> bool:
    """Run ``args``, its output appended to ``log`` and echoed; True when it passed."""
    with log.open("a", encoding="utf-8") as out:
        out.write(f"+ {' '.join(map(str, args))}\n")
        out.flush()
        print(f"+ {' '.join(map(str, args))}", flush=True)
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                cwd=kw.pop("cwd", ROOT), **kw)
        assert proc.stdout is not None
        for line in proc.stdout:
            out.write(line)
            sys.stdout.write(line)
        return proc.wait() == 0


def _venv(where: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True)
    return where / "bin" / "python"


def _uv(scratch: Path) -> str:
    python = _venv(scratch / "tools")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--require-hashes", "-r", str(TOOLS)], check=True)
    return str(python.parent / "uv")


def locked_versions() -> dict[str, str]:
    """name -> version of every pin in the test lock (either Python's line)."""
    found: dict[str, str] = {}
    for match in re.finditer(r"^([A-Za-z0-9_.-]+)==([^\s;\\]+)", LOCK.read_text(encoding="utf-8"), re.M):
        found.setdefault(_norm(match[1]), match[2])
    return found


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def installed_versions(python: Path) -> dict[str, str]:
    code = ("import importlib.metadata as m, json; "
            "print(json.dumps({d.metadata['Name']: d.version for d in m.distributions()}))")
    import json

    out = subprocess.run([str(python), "-c", code], capture_output=True, text=True, check=True).stdout
    return {_norm(k): v for k, v in json.loads(out).items()}


def _differences(python: Path) -> list[str]:
    locked = locked_versions()
    lines = []
    for name, version in sorted(installed_versions(python).items()):
        if name in ("cardtable", "pip", "setuptools", "wheel", "uv"):
            continue
        if locked.get(name) != version:
            lines.append(f"  {name}: {locked.get(name, 'not in the lock')} -> {version}")
    return lines


def _failures(log: Path) -> list[str]:
    text = log.read_text(encoding="utf-8", errors="replace")
    failed = [line for line in text.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    if failed:
        return failed[:40] + ([f"... and {len(failed) - 40} more"] if len(failed) > 40 else [])
    tail = [line for line in text.splitlines() if line.strip()][-15:]
    return tail


def warn(title: str, log: Path, python: Path | None) -> None:
    print(f"\n{RULE}\n# WARNING: {title}\n{RULE}")
    print("What broke:")
    for line in _failures(log):
        print(f"  {line}")
    if python is not None and python.exists():
        differences = _differences(python)
        print("Versions that differ from packaging/lock/test.txt (lock -> here):")
        print("\n".join(differences) if differences else "  none")
    print("This does not decide a landing. Fix CardTable (or raise a bound in pyproject.toml), then")
    print("move the lock forward in a commit of its own: python packaging/lock.py --upgrade")
    print(RULE, flush=True)


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def newest(scratch: Path) -> bool:
    """The whole suite with the newest releases (build requirements too)."""
    log = scratch / "newest.log"
    python = _venv(scratch / "newest")
    ok = (_run([str(python), "-m", "pip", "install", "-q", "--upgrade", "-e", ".[test]"], log, env=_env())
          and _run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider"], log, env=_env()))
    if not ok:
        warn("the newest releases break CardTable", log, python)
    return ok


def lowest(scratch: Path) -> bool:
    """The oldest versions pyproject.toml allows for each direct dependency."""
    log = scratch / "lowest.log"
    uv = _uv(scratch)
    python = _venv(scratch / "lowest")
    app = python.parent / "cardtable"
    work = scratch / "lowest-work"
    work.mkdir()
    env = {**_env(), "CARDTABLE_HOME": str(work / "home")}
    ok = (_run([uv, "pip", "install", "-q", "--python", str(python), "--resolution", "lowest-direct", "-e", ".[test]"],
               log, env=env)
          and _run([str(app), "games"], log, env=env, cwd=work)
          and _run([str(app), "snapshot", "ninety-nine", "-o", str(work / "snapshot.png")], log, env=env, cwd=work)
          and _run([str(app), "--language", "de", "games"], log, env=env, cwd=work)
          and _run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/engine"], log, env=env))
    if not ok:
        warn("the oldest versions pyproject.toml allows break CardTable", log, python)
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("which", choices=("newest", "lowest", "all"))
    parser.add_argument("--warn", action="store_true", help="print a warning block and exit 0 when a check fails")
    parser.add_argument("--keep", type=Path, help="make the scratch environments in this folder (kept)")
    args = parser.parse_args(argv)
    checks = {"newest": [newest], "lowest": [lowest], "all": [newest, lowest]}[args.which]
    with tempfile.TemporaryDirectory(prefix="cardtable-versions-") as scratch_dir:
        scratch = args.keep or Path(scratch_dir)
        scratch.mkdir(parents=True, exist_ok=True)
        passed = [check(scratch) for check in checks]
    if all(passed):
        print(f"check-versions: {args.which}: passed")
        return 0
    return 0 if args.warn else 1


if __name__ == "__main__":
    sys.exit(main())
