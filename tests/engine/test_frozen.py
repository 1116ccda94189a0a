"""The engine's quicker attrs.evolve (shared/engine/frozen.py): the same object as
attrs.evolve, a hash kept by a cache_hash class worked out afresh for the new object, and
classes whose __init__ does more than store its arguments left to attrs.evolve."""
from __future__ import annotations

import attrs

from shared.engine.frozen import evolve


@attrs.frozen(cache_hash=True)
class Kept:
    a: int
    b: tuple = ()


@attrs.frozen
class Plain:
    a: int
    b: tuple = ()


@attrs.frozen
class Converted:
    a: int = attrs.field(converter=int)


def test_the_same_object_as_attrs_evolve():
    for cls in (Kept, Plain):
        old = cls(1, (2, 3))
        new = evolve(old, b=(4,))
        assert type(new) is cls
        assert new == attrs.evolve(old, b=(4,)) == cls(1, (4,))
        assert old == cls(1, (2, 3))
        assert evolve(old) == old


def test_a_kept_hash_is_not_carried_to_the_new_object():
    old = Kept(1, (2,))
    hash(old)   # now kept in the old object
    new = evolve(old, a=5)
    assert hash(new) == hash(Kept(5, (2,))) != hash(old)
    assert new in {Kept(5, (2,))}


def test_a_class_with_a_converter_goes_through_its_init():
    assert evolve(Converted(1), a="7").a == 7
