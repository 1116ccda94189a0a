from hypothesis import given, strategies as st

from shared.engine.rng import Rng, seed_state


def test_same_state_same_sequence():
    a, b = Rng(seed_state(7)), Rng(seed_state(7))
    assert [a.randrange(100) for _ in range(50)] == [b.randrange(100) for _ in range(50)]


def test_different_seeds_differ():
    a, b = Rng(seed_state(1)), Rng(seed_state(2))
    assert [a.next64() for _ in range(4)] != [b.next64() for _ in range(4)]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_randrange_in_bounds(state, n):
    assert 0 <= Rng(state).randrange(n) < n


def test_shuffled_is_a_permutation_and_roughly_uniform():
    rng = Rng(seed_state(3))
    counts = [0] * 4
    for _ in range(4000):
        perm = rng.shuffled(range(4))
        assert sorted(perm) == [0, 1, 2, 3]
        counts[perm[0]] += 1
    assert all(800 < c < 1200 for c in counts)
