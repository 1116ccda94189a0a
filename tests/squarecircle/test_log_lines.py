"""The game log is a whole record of the game: rules "On a Turn" (the card exchanged, the
merchant, the good, the colour's value, the card left), "Neutral Cards" (removed, the High
Druid's walk, set aside and shuffled back) and "Ending the Game"."""
import attrs

from squarecircle.components import components
from squarecircle.rules import RULES
from squarecircle.events import GoodTaken, PairDiscarded
from squarecircle.moves import RevealCards

from .support import (BLUE_DAY, GREEN_DAY, HighestFirst, WHITE_DAY, YELLOW_DAY, placing,
                      pair_nobody_can_place)

END = components().path_end


def told(state, move, rng=None):
    events = RULES.play(state, move, rng)
    return [str(line) for line in RULES.narrate(state, state.seat, move, events)], events


def test_placing_a_merchant_tells_every_thing_it_moves():
    """On a Turn: the selected card is exchanged for a merchant of its colour and leaves
    the game, the merchant goes on a stone, a good is taken, the colour's value rises by
    one; the card not picked leaves the game."""
    state = placing(2, (YELLOW_DAY, GREEN_DAY))
    move = next(m for m in RULES.legal_moves(state) if m.card == YELLOW_DAY)
    said, events = told(state, move)
    good = next(e for e in events if isinstance(e, GoodTaken)).colour
    assert said == ["seat 1 exchanges the yellow ☀ day card for a yellow merchant",
                    f"seat 1: yellow merchant to {move.space} ☀ day",
                    f"takes a {good} good",
                    "the value of yellow rises to 2",
                    "the green ☀ day card leaves the game"]
    assert RULES.headline(state, 0, move) == []


def test_neutral_cards_removed_set_aside_and_shuffled_back_are_told():
    """Neutral Cards: each neutral card turned at the start leaves the game and moves the
    High Druid two bluestones; one met while replacing is set aside and shuffled back."""
    state = placing(3, (), deck=(WHITE_DAY, BLUE_DAY, 56, 57, 58))
    said, _ = told(state, RevealCards(), HighestFirst())
    assert said == ["seat 1 turns over a neutral card", "seat 1 turns over a neutral card",
                    "Neutral card: the Druid walks two stones",
                    "the High Druid stands on bluestone 2 of 19",
                    "Neutral card: the Druid walks two stones",
                    "the High Druid stands on bluestone 4 of 19",
                    "seat 1 turns over a neutral card", "the neutral card is set aside",
                    "seat 1 turns over blue ☀ day", "seat 1 turns over white ☀ day",
                    "the neutral card set aside is shuffled into the deck"]


def test_the_druid_back_at_the_altar_ends_the_log():
    """Ending the Game: the last neutral card brings the High Druid back to the altar; the
    log says so instead of a bluestone."""
    state = attrs.evolve(placing(3, (), deck=(WHITE_DAY, BLUE_DAY, 55)), druid=END - 2)
    said, _ = told(state, RevealCards(), HighestFirst())
    assert said[-2:] == ["Neutral card: the Druid walks two stones",
                         "The Druid is back at the altar."]
    assert not any("bluestone" in s for s in said)


def test_a_pair_nobody_can_place_is_told_once():
    """Ruling (rules silent): neither card can be placed, both leave the game."""
    said, events = told(pair_nobody_can_place(), RevealCards(), HighestFirst())
    assert any(isinstance(e, PairDiscarded) for e in events)
    assert said.count("Neither card can be placed: both leave") == 1
