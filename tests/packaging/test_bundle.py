"""The PyInstaller one-folder bundle builds and passes its smoke test.

Building takes minutes and needs PyInstaller, which the test extra does not
install, so this runs only where PyInstaller is installed (it is skipped in
the default CI run). ``packaging/build-bundle`` is the same check by hand.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_bundle_builds_and_passes_its_smoke_test():
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed: the bundle is checked by "
                        "running packaging/build-bundle")
    env = {**os.environ, "PYTHON": sys.executable, "QT_QPA_PLATFORM": "offscreen"}
    p = subprocess.run([str(ROOT / "packaging" / "build-bundle")], capture_output=True, text=True, env=env,
                       timeout=1800)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "SMOKE TEST PASSED" in p.stdout
