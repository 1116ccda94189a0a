"""A quicker attrs.evolve for the games' frozen states: a reducer builds a new state for
every event, and attrs.evolve looks the class's fields up and runs __init__ each time."""
from __future__ import annotations

import attrs

# attrs' slot for a hash computed once (classes declared with cache_hash=True); a new
# object starts without one
HASH_SLOT = "_attrs_cached_hash"

_SPECS: dict = {}


def _spec(cls) -> tuple[tuple[str, ...], bool] | None:
    """(field names, whether the class keeps its hash) for a plain frozen attrs class whose
    __init__ only stores its arguments; None for one whose __init__ does more (converters,
    validators, fields it fills itself, a post-init hook): attrs.evolve builds those."""
    fields = attrs.fields(cls)
    plain = (not hasattr(cls, "__attrs_post_init__")
             and not hasattr(cls, "__attrs_pre_init__")
             and all(f.init and f.converter is None and f.validator is None and f.alias == f.name
                     for f in fields))
    if not plain:
        return None
    return tuple(f.name for f in fields), HASH_SLOT in getattr(cls, "__slots__", ())


def evolve(obj, **changes):
    """attrs.evolve(obj, **changes), the same object for the same changes, with its
    per-call introspection done once per class (a key that names no field is not caught
    here as attrs.evolve would catch it)."""
    cls = type(obj)
    spec = _SPECS.get(cls, False)
    if spec is False:
        spec = _SPECS[cls] = _spec(cls)
    if spec is None:
        return attrs.evolve(obj, **changes)
    names, hashed = spec
    new = object.__new__(cls)
    setter = object.__setattr__
    for name in names:
        setter(new, name, changes[name] if name in changes else getattr(obj, name))
    if hashed:
        setter(new, HASH_SLOT, None)
    return new
