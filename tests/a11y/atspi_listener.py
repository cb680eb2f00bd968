"""The screen reader's side of the AT-SPI test: a listener on the
accessibility bus, as Orca is one.

Run by a Python that has Debian's ``python3-pyatspi`` (the system's, not the
project's virtual environment: the test starts it, see
:mod:`tests.a11y.atspi_session`), with ``DBUS_SESSION_BUS_ADDRESS`` naming the
session bus whose accessibility bus the app uses. It imports nothing of the
project.

It writes one JSON object a line on its standard output:

- ``{"listening": true}`` once the accessibility bus is up and its event
  listeners are registered (``{"error": ...}`` if the bus never came);
- ``{"event": TYPE, "pid", "role", "name", "text", "detail1"}`` for each event
  heard: announcements (``object:announcement``, ``text`` the words and
  ``detail1`` the politeness, 1 polite and 2 assertive), accessible name and
  description changes (``text`` the new words), text inserted into a text
  object, and focus moving to an object or a window being activated
  (``text`` its name and description: what a screen reader reads then);
- ``{"tree": [...], "pid"}`` when asked (``tree PID`` on its standard input):
  every object of that application's accessible tree, as
  ``[depth, role, name, description, text, showing]``;
- ``{"pressed": NAME, "pid", "ok"}`` when asked to press a button
  (``press PID NAME``) through its AT-SPI action, as a screen reader user
  does: the showing push button of that name.

It stops at the end of its standard input.
"""

from __future__ import annotations

import json
import sys
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

import pyatspi  # noqa: E402

warnings.filterwarnings("ignore", category=DeprecationWarning)  # libatspi's older calls, still the ones 2.46 has

HEARD = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:text-changed:insert",
    "object:state-changed:focused",
    "window:activate",
)
LIMIT = 20_000  # objects read from one tree at most (a bound against a runaway tree)


def say(obj: dict) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def safe(call, default=""):
    try:
        value = call()
    except Exception:  # an object gone while being read: nothing to read
        return default
    return default if value is None else value


def text_of(acc) -> str:
    iface = safe(acc.get_text_iface, None)
    if iface is None:
        return ""
    return safe(lambda: Atspi.Text.get_text(iface, 0, -1))


def on_event(event) -> None:
    source = event.source
    kind = event.type
    data = event.any_data
    if kind.startswith("object:state-changed:focused") and not event.detail1:
        return  # focus leaving an object: nothing is read
    if kind.startswith(("object:state-changed:focused", "window:")):
        # what a screen reader reads when focus arrives: the object's name and description
        text = "\n".join(t for t in (safe(source.get_name), safe(source.get_description)) if t)
    else:
        text = data if isinstance(data, str) else ""
    say({"event": kind, "pid": safe(source.get_process_id, 0), "role": safe(source.get_role_name),
         "name": safe(source.get_name), "text": text, "detail1": event.detail1})


def application(pid: int):
    desktop = Atspi.get_desktop(0)
    for i in range(safe(desktop.get_child_count, 0)):
        app = safe(lambda: desktop.get_child_at_index(i), None)
        if app is not None and safe(app.get_process_id, 0) == pid:
            return app
    return None


def walk(app):
    """Every object under ``app``, depth first, read afresh (not from the cache)."""
    safe(app.clear_cache, None)
    stack = [(0, app)]
    read = 0
    while stack and read < LIMIT:
        depth, acc = stack.pop()
        read += 1
        states = safe(acc.get_state_set, None)
        showing = bool(states is not None and states.contains(Atspi.StateType.SHOWING))
        yield [depth, safe(acc.get_role_name), safe(acc.get_name), safe(acc.get_description), text_of(acc), showing]
        count = safe(acc.get_child_count, 0)
        children = [safe(lambda i=i: acc.get_child_at_index(i), None) for i in range(count)]
        stack += [(depth + 1, child) for child in reversed(children) if child is not None]


def press(pid: int, name: str) -> bool:
    app = application(pid)
    if app is None:
        return False
    stack = [app]
    while stack:
        acc = stack.pop()
        states = safe(acc.get_state_set, None)
        if (safe(acc.get_role_name) == "push button" and safe(acc.get_name) == name and states is not None
                and states.contains(Atspi.StateType.SHOWING)):
            action = safe(acc.get_action_iface, None)
            if action is None:
                return False
            names = [safe(lambda i=i: Atspi.Action.get_action_name(action, i)).lower()
                     for i in range(safe(lambda: Atspi.Action.get_n_actions(action), 0))]
            index = names.index("press") if "press" in names else 0
            return bool(safe(lambda: Atspi.Action.do_action(action, index), False))
        stack += [c for c in (safe(lambda i=i: acc.get_child_at_index(i), None)
                              for i in range(safe(acc.get_child_count, 0))) if c is not None]
    return False


def on_command(channel, _condition) -> bool:
    line = channel.readline()
    if not line:
        pyatspi.Registry.stop()
        return False
    word, _, rest = line.strip().partition(" ")
    if word == "tree":
        pid = int(rest)
        app = application(pid)
        nodes = list(walk(app)) if app is not None else []
        say({"tree": nodes, "pid": pid})
    elif word == "press":
        pid, _, name = rest.partition(" ")
        say({"pressed": name, "pid": int(pid), "ok": press(int(pid), name)})
    return True


def wait_for_the_bus(seconds: float) -> bool:
    """Wait until the accessibility bus's launcher has taken its name on the
    session bus (the test starts it just before), so that asking for the
    bus never starts a second one; False when it never came."""
    loop = GLib.MainLoop()
    came = []

    def appeared(*_args) -> None:
        came.append(True)
        loop.quit()

    watch = Gio.bus_watch_name(Gio.BusType.SESSION, "org.a11y.Bus", Gio.BusNameWatcherFlags.NONE, appeared, None)
    timer = GLib.timeout_add(int(seconds * 1000), loop.quit)  # a bound for failure only
    loop.run()
    Gio.bus_unwatch_name(watch)
    if came:
        GLib.source_remove(timer)
    return bool(came)


def main() -> None:
    if not wait_for_the_bus(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0):
        say({"error": "the accessibility bus launcher never took its name on the session bus"})
        return
    for kind in HEARD:
        pyatspi.Registry.registerEventListener(on_event, kind)
    channel = GLib.IOChannel.unix_new(sys.stdin.fileno())
    GLib.io_add_watch(channel, GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, on_command)
    say({"listening": True})
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
