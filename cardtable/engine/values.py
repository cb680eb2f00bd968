"""Fast copy-with-changes for frozen attrs states.

``attrs.evolve`` re-runs ``__init__`` with validators and converters; rules
code evolves states tens of thousands of times a second in simulations and
only ever passes already-valid values, so this copies the fields directly
with a small function generated once per class. A slotted class has each
slot set through its descriptor (about twice as fast as
``object.__setattr__``); a class declared with ``slots=False`` has its
instance dictionary copied whole, which is several times faster again for a
state with dozens of fields (the big game states are declared that way).
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import attrs

T = TypeVar("T")
_MAKERS: dict[type, Callable[[Any, dict], Any]] = {}


def _unknown(cls: type, names: frozenset[str], changes: dict) -> TypeError:
    return TypeError(f"{cls.__name__} has no field(s) {', '.join(sorted(changes.keys() - names))}")


def _maker(cls: type) -> Callable[[Any, dict], Any]:
    names = tuple(f.name for f in attrs.fields(cls))
    if "__slots__" not in cls.__dict__:  # fields live in the instance dictionary
        make = _MAKERS[cls] = _dict_evolver(cls, names)
        return make
    lines = ["def _evolve(inst, ch):",
             "    if not ch.keys() <= _names:",
             "        raise _unknown(_cls, _names, ch)",
             "    new = _new(_cls)"]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_set": object.__setattr__,
                             "_names": frozenset(names), "_unknown": _unknown}
    for i, n in enumerate(names):
        slot = getattr(cls, n, None)
        if hasattr(slot, "__set__") and hasattr(slot, "__get__"):  # a slotted class: use the slot itself
            scope[f"_set{i}"] = slot.__set__
            lines.append(f"    _set{i}(new, ch[{n!r}] if {n!r} in ch else inst.{n})")
        else:
            lines.append(f"    _set(new, {n!r}, ch[{n!r}] if {n!r} in ch else inst.{n})")
    lines.append("    return new")
    exec("\n".join(lines), scope)  # noqa: S102 - generated from attrs field names only
    make = _MAKERS[cls] = scope["_evolve"]
    return make


def evolve(inst: T, **changes: Any) -> T:
    """``inst`` with ``changes``; raises ``TypeError`` for a name that is not a field."""
    make = _MAKERS.get(inst.__class__) or _maker(inst.__class__)
    return make(inst, changes)


def evolver(cls: type[T]) -> Callable[[T, dict[str, Any]], T]:
    """:func:`evolve` for instances of ``cls`` (exactly), taking the changes
    as a dictionary: for rules that build a move's changes up as they go."""
    return _MAKERS.get(cls) or _maker(cls)


def _dict_evolver(cls: type, names: tuple[str, ...]) -> Callable[[Any, dict], Any]:
    count = len(names)
    known = frozenset(names)
    new_object, set_attr = object.__new__, object.__setattr__

    def _evolve(inst: Any, changes: dict) -> Any:
        fields = inst.__dict__.copy()
        if len(fields) != count:  # something else was stored on the instance: copy the fields only
            fields = {n: fields[n] for n in names}
        fields.update(changes)
        if len(fields) != count:  # a change named something that is not a field
            raise _unknown(cls, known, changes)
        new = new_object(cls)
        set_attr(new, "__dict__", fields)
        return new

    return _evolve
