"""Write, refresh and check the locks: the exact versions, with hashes, that
README's two commands install (and so CI), for every Python we support.

    python packaging/lock.py            # write the locks again, keeping every pin that still fits pyproject.toml
    python packaging/lock.py --upgrade  # move every pin to the newest release (a commit of its own, suite green)
    python packaging/lock.py --upgrade-package aiohttp   # move one

The locks are made by uv (``uv pip compile --universal --generate-hashes``,
uv pinned in ``packaging/lock/tools.txt``) and installed by plain pip with
``--require-hashes``, so a fresh machine needs only Python:

- ``packaging/lock/app.txt``: what the app needs at run time, and what the
  build step needs (``[build-system] requires``), since README installs the
  project without build isolation, from the lock;
- ``packaging/lock/test.txt``: the same with the ``test`` extra;
- ``packaging/lock/tools.txt``: uv itself (for this script and CI's check
  of the oldest versions ``pyproject.toml`` allows).

Nothing moves a pin but this script. ``tests/packaging/test_lock.py``
checks, offline, that each lock satisfies everything ``pyproject.toml``
asks for.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "packaging" / "lock"
OLDEST_PYTHON = "3.11"
COMMAND = "python packaging/lock.py"

# lock file -> (extras of the project, with the build requirements?)
LOCKS = {"app.txt": ((), True), "test.txt": (("test",), True)}
INPUT_NAMES = {"build.in": "pyproject.toml [build-system]", "tools.in": "the tools CI and this script use"}


def build_requirements() -> list[str]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]


def _uv() -> str:
    here = Path(sys.executable).parent / "uv"
    found = str(here) if here.exists() else shutil.which("uv")
    if not found:
        raise SystemExit("uv was not found: pip install --require-hashes -r packaging/lock/tools.txt")
    return found


def compile_lock(name: str, inputs: list[str], extras: tuple[str, ...], upgrade: list[str]) -> None:
    out = FOLDER / name
    args = [_uv(), "pip", "compile", "--quiet", "--universal", "--generate-hashes",
            "--python-version", OLDEST_PYTHON, "--custom-compile-command", COMMAND,
            "--no-emit-index-url", "-o", str(out.relative_to(ROOT)), *inputs]
    for extra in extras:
        args += ["--extra", extra]
    args += upgrade
    env = {**os.environ, "UV_NO_CONFIG": "1"}
    subprocess.run(args, check=True, cwd=ROOT, env=env)
    # the scratch inputs are named by what they stand for, so the file is the same wherever it is made
    text = out.read_text(encoding="utf-8")
    for path in inputs:
        if Path(path).is_absolute():
            text = text.replace(f"-r {path}", INPUT_NAMES[Path(path).name])
    out.write_text(text, encoding="utf-8")
    print("wrote", out.relative_to(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--upgrade", action="store_true", help="move every pin to the newest release")
    parser.add_argument("--upgrade-package", action="append", default=[], metavar="NAME",
                        help="move this package's pin (may be given more than once)")
    args = parser.parse_args(argv)
    upgrade = ["--upgrade"] if args.upgrade else [a for name in args.upgrade_package for a in ("-P", name)]
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        build_in = Path(scratch) / "build.in"
        build_in.write_text("\n".join(build_requirements()) + "\n", encoding="utf-8")
        tools_in = Path(scratch) / "tools.in"
        tools_in.write_text("uv\n", encoding="utf-8")
        for name, (extras, with_build) in LOCKS.items():
            compile_lock(name, ["pyproject.toml", *([str(build_in)] if with_build else [])], extras, upgrade)
        compile_lock("tools.txt", [str(tools_in)], (), upgrade)
    return 0


if __name__ == "__main__":
    sys.exit(main())
