"""The phone page in a real browser: Debian's Chromium driven by Playwright.

:func:`launch` opens headless Chromium (``/usr/bin/chromium``) with a fresh
profile as a phone (390 x 844, touch); :class:`Phone` is one page of it that
records every console message, uncaught error, CSP violation and JavaScript
dialog, so a test can say the page stayed clean. :func:`require_chromium`
skips a test when there is no browser on this machine, and fails it on CI
(``CI`` set), where .ci/run installs one: a missing browser must never pass
unnoticed there.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
SHOTS = "CARDTABLE_SHOTS"  # a folder for the screenshots, when set

# Before any script of the page: CSP violations are kept, and the page's
# sockets are counted (a page that stopped must not open another one).
WATCH = """
(() => {
  window.__cardtableCsp = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cardtableCsp.push(e.violatedDirective + " " + e.blockedURI);
  });
  let sockets = 0;
  const Real = window.WebSocket;
  window.WebSocket = new Proxy(Real, {
    construct(target, args) { sockets += 1; return new target(...args); },
  });
  window.__cardtableSockets = () => sockets;
})();
"""


def on_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def require_chromium() -> None:
    """Skip (fail on CI) when the browser or Playwright is missing."""
    reason = None
    if not CHROMIUM.exists():
        reason = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            reason = "Playwright is not installed (pip install -e '.[test]')"
    if reason is None:
        return
    if on_ci():
        pytest.fail(f"{reason}: CI must run the browser tests", pytrace=False)
    pytest.skip(reason)


def launch(pw: Any, profile: Path, viewport: dict[str, int] | None = None) -> Any:
    """A persistent context of headless Chromium on a fresh profile folder, as a phone."""
    return pw.chromium.launch_persistent_context(
        str(profile), executable_path=str(CHROMIUM), headless=True, args=ARGS,
        viewport=viewport or PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
        locale="en-GB", reduced_motion="reduce", service_workers="block")


class Phone:
    """One page of the browser and everything it complained about."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self.page = context.pages[0] if context.pages else context.new_page()
        self.page.set_default_timeout(10_000)
        self.console: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: self.console.append((m.type, m.text)))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", self._dialog)
        self.page.add_init_script(script=WATCH)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def sockets(self) -> int:
        """How many WebSockets the page has opened."""
        return self.page.evaluate("window.__cardtableSockets()")

    def problems(self) -> list[str]:
        out = [f"console {kind}: {text}" for kind, text in self.console if kind in ("error", "warning")]
        out += [f"page error: {e}" for e in self.errors]
        out += [f"dialog: {d}" for d in self.dialogs]
        try:
            if not self.page.is_closed():
                out += [f"CSP: {v}" for v in self.page.evaluate("window.__cardtableCsp || []")]
        except Exception as err:  # a page that navigated away mid-check
            out.append(f"could not read CSP violations: {err}")
        return out

    def assert_clean(self) -> None:
        problems = self.problems()
        assert not problems, "\n".join(problems)

    def shot(self, name: str, full_page: bool = False) -> Path | None:
        """A screenshot into $CARDTABLE_SHOTS (nothing when it is not set)."""
        folder = os.environ.get(SHOTS)
        if not folder:
            return None
        path = Path(folder) / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path), full_page=full_page)
        return path
