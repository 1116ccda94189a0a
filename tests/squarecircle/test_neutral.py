"""Rules "Neutral Cards" and "Ending the Game": the High Druid, replacements, shuffle-back."""
import attrs

from shared.engine.match import Match
from squarecircle.components import components
from squarecircle.rules import RULES
from squarecircle.events import (CardRevealed, DruidStepped, GameEnded, NeutralCardRemoved,
                                 NeutralCardSetAside, NeutralCardsShuffledBack, PairDiscarded)
from squarecircle.moves import RevealCards

from .support import (BLUE_DAY, GREEN_DAY, HighestFirst, RED_DAY, WHITE_DAY, YELLOW_DAY,
                      pair_nobody_can_place, placing)

END = components().path_end   # the altar, after the last bluestone


def reveal(deck, druid=0, state=None):
    state = state or placing(3, (), deck=deck)
    state = attrs.evolve(state, druid=druid)
    events = RULES.play(state, RevealCards(), HighestFirst())
    return events, RULES.apply(state, events)


def test_card_reveals_are_information_barriers():
    """Turning cards over reveals them: events carry `reveals`, so undo stops there."""
    assert CardRevealed.reveals and not NeutralCardRemoved.reveals
    match = Match(RULES, RULES.make_config(["random", "random"], {}, 3))
    match.play(RevealCards())
    assert not match.can_undo()


def test_neutral_card_is_removed_moves_the_druid_two_and_is_replaced():
    """"If the active player turns over a neutral card at the start of his/her turn.. the
    card is removed from the game. The High Druid is then moved forward two spaces on the
    path of bluestones. The active player then turns over the next card of the deck until
    he/she turns over a non-neutral card.\""""
    events, after = reveal((WHITE_DAY, BLUE_DAY, 55))
    assert events == [CardRevealed(0, 55), CardRevealed(0, BLUE_DAY), NeutralCardRemoved(55),
                      DruidStepped(1), DruidStepped(2), CardRevealed(0, WHITE_DAY)]
    assert after.druid == 2
    assert 55 in after.out and after.table == (BLUE_DAY, WHITE_DAY)
    assert RULES.decision(after).kind == "place"


def test_neutral_cards_turned_while_replacing_are_shuffled_back():
    """"If any neutral cards are turned over in this process they're shuffled into the
    deck." Both starting cards neutral: both removed, the Druid moves four."""
    events, after = reveal((WHITE_DAY, BLUE_DAY, 56, 57, 58))
    assert events == [
        CardRevealed(0, 58), CardRevealed(0, 57),
        NeutralCardRemoved(58), DruidStepped(1), DruidStepped(2),
        NeutralCardRemoved(57), DruidStepped(3), DruidStepped(4),
        CardRevealed(0, 56), NeutralCardSetAside(56),
        CardRevealed(0, BLUE_DAY), CardRevealed(0, WHITE_DAY),
        NeutralCardsShuffledBack((56,))]
    assert after.druid == 4
    assert after.deck == (56,) and after.aside == ()
    assert set(after.out) >= {57, 58} and 56 not in after.out
    assert after.table == (BLUE_DAY, WHITE_DAY)


def test_game_ends_the_moment_the_druid_reaches_the_altar():
    """"The game ends when the High Druid has moved all the way around the path of
    bluestones and has returned to the altar." Ruling: the turn in progress is not
    played."""
    events, after = reveal((WHITE_DAY, BLUE_DAY, 55), druid=END - 2)
    assert events[-3:] == [DruidStepped(END - 1), DruidStepped(END), GameEnded(events[-1].reason)]
    assert after.over and RULES.decision(after) is None and RULES.legal_moves(after) == ()
    assert RULES.result(after) is not None


def test_ten_neutral_cards_walk_the_path_exactly():
    """Reconstruction: 19 bluestones, ten neutral cards x 2 steps bring the Druid back to
    the altar with the last neutral card."""
    assert sum(1 for c in components().cards if c.neutral) * 2 == END


def test_no_coloured_card_left_the_remaining_neutrals_end_the_game():
    """Ruling (text silent): with no coloured card left to replace a neutral card, the
    remaining neutral cards are turned over one by one, each moving the Druid two stones."""
    events, after = reveal((55, 56, 57), druid=END - 6)
    assert events == [
        CardRevealed(0, 57), CardRevealed(0, 56),
        NeutralCardRemoved(57), DruidStepped(END - 5), DruidStepped(END - 4),
        NeutralCardRemoved(56), DruidStepped(END - 3), DruidStepped(END - 2),
        CardRevealed(0, 55), NeutralCardRemoved(55), DruidStepped(END - 1), DruidStepped(END),
        GameEnded(events[-1].reason)]
    assert after.over and after.deck == ()


def test_empty_deck_closes_the_square():
    """Ruling: should the cards run out (not with the printed deck), the Druid walks on to
    the altar and the game ends."""
    events, after = reveal((), druid=4)
    assert [e.to for e in events if isinstance(e, DruidStepped)] == list(range(5, END + 1))
    assert after.over


def test_pair_that_cannot_be_placed_is_discarded_and_two_new_cards_turned():
    """Ruling (text silent): if neither card can be placed as the other allows, both leave
    the game and two new cards are turned over."""
    events, after = reveal(None, state=pair_nobody_can_place())
    assert PairDiscarded((YELLOW_DAY, GREEN_DAY)) in events
    assert after.table == (BLUE_DAY, WHITE_DAY)
    assert {YELLOW_DAY, GREEN_DAY} <= set(after.out)
    assert RULES.legal_moves(after)


def test_merchant_supply_empty_is_not_offered():
    """Each card is exchanged for a merchant "of the same color": none left, no pick."""
    state = attrs.evolve(placing(2, (RED_DAY, WHITE_DAY)), supply=(10, 10, 10, 10, 0))
    assert {m.card for m in RULES.legal_moves(state)} == {WHITE_DAY}
