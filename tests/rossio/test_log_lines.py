"""The game log is a whole record of a Rossio game (issue 27): every point, coin, tile and
card that changes hands has a line that says who got what, nothing is told that did not
happen, and a line about what only one seat may know (a hand, a card recruited on side B,
hidden victory points) is that seat's alone while the game runs."""
from __future__ import annotations

import re

from shared.bots.playout import play_out
from shared.engine.contract import OBSERVER
from shared.engine.match import Match
from shared.engine.resample import resampled

from rossio.components import components
from rossio.events import (BuildingFinished, CardActivated, CardDrawn, CardRecruited,
                           CoinsGained, ColumnCompleted, DeckReshuffled, MarketCardDrawn,
                           MarketCardTaken, RossCardDrawn, RossScored, TileBuilt, TilesDrawn)
from rossio.moves import RecruitCard, StopBuilding
from rossio.rules import RULES


def played(seats, seed, max_moves=None, **options) -> Match:
    match = Match(RULES, RULES.make_config(list(seats), options, seed))
    play_out(match, max_moves=max_moves)
    return match


def told(match: Match):
    """(before, entry, event, the event's lines, the move's lines) for every event."""
    for i, entry in enumerate(match.log):
        before = match.before(i)
        lines = RULES.narrate(before, entry.seat, entry.move, entry.events)
        for event in entry.events:
            yield before, entry, event, RULES.tell(before, entry.seat, entry.move, event), lines


def texts(lines, viewer=None) -> list[str]:
    return [str(shown) for line in lines if (shown := line.seen_by(viewer)) is not None]


# --- 2. building tiles: the coins of the visible coin icons ----------------------------

def test_coins_from_the_coin_icons_at_the_end_of_building_are_told_with_their_count():
    """Rulebook, "2. BUILDING TILES IN THE SQUARE": "When he stops building ... he counts
    the amount of visible coin icons on his player board and receives the respective
    amount of coins from the supply." Each end of building says how many coins, and
    that many coins are what the player gained."""
    incomes = set()
    for seed in (1, 2):
        match = played(["random", "random"], seed)
        for i, entry in enumerate(match.log):
            for event in entry.events:
                if not isinstance(event, BuildingFinished):
                    continue
                [line] = RULES.tell(match.before(i), entry.seat, entry.move, event)
                expected = {0: "gains no coins", 1: "gains 1 coin for the coin icon"}.get(
                    event.income, f"gains {event.income} coins for the coin icons")
                assert str(line).startswith(f"building ends: seat {event.seat + 1} {expected}")
                incomes.add(event.income)
    assert {0, 1, 2} <= incomes


def test_stopping_keeps_its_own_line_and_the_coins_follow_it():
    before = played(["random", "random"], 1).before(0)
    event = BuildingFinished(0, 2)
    lines = RULES.narrate(before, 0, StopBuilding(), [event])
    assert [str(line) for line in lines] == [
        "seat 1: stop building",
        "building ends: seat 1 gains 2 coins for the coin icons visible on the board"]


# --- ROSS: no coins, no hand -----------------------------------------------------------

def test_a_ross_column_completion_says_he_takes_no_bonus_and_he_is_told_no_coins_or_cards():
    """Rulebook, SOLO: "ROSS does not receive or uses coins", and he "does not draw or play
    helper cards". A column he completes with a coin or a card swap is told as complete
    with no bonus for him; no line of his turns gives him coins or cards, and none says
    he may build on (he builds the count his card says)."""
    ross_columns = 0
    for seed in (1, 2, 3):
        match = played(["random", "ross"], seed)
        for before, entry, event, said, lines in told(match):
            if entry.seat != 1:
                continue
            assert not isinstance(event, (CoinsGained, CardDrawn, BuildingFinished))
            if isinstance(event, ColumnCompleted) and event.bonus != "end":
                assert texts(said) == [f"column {event.col + 1} complete: ROSS takes no bonus"]
                ross_columns += 1
            for line in texts(lines):
                assert "coin" not in line.replace("discard market card", "") or "(" in line
                assert "gains" not in line and "draws card" not in line
                assert "may build on" not in line
    assert ross_columns >= 5


def test_ross_draws_his_card_and_an_empty_deck_is_told_as_no_card():
    """Rulebook, SOLO: "Draw the top card of his deck"; our ruling: an empty deck when he
    must draw gives no card (ross.py)."""
    before = played(["random", "ross"], 1).before(0)
    draw = RULES.tell(before, 1, None, RossCardDrawn(4, 7, "top"))
    assert texts(draw) == ["seat 2 draws his card 4"]
    empty = RULES.tell(before, 1, None, RossCardDrawn(-1, -1, ""))
    assert texts(empty) == ["seat 2's deck is empty: he draws no card"]
    assert texts(RULES.tell(before, 1, None, RossScored(0))) == ["his visible cards score no VP"]


# --- what only one seat may know -------------------------------------------------------

def test_a_drawn_card_is_told_to_its_owner_and_hidden_from_the_others():
    """Rulebook, the column bonus: "Draw 2 cards from the draw deck and add them to the
    hand" (a hand is its owner's secret): the owner reads which card, everybody else
    (another seat, an observer) that a card was drawn."""
    drawn = 0
    for seed in (1, 2):
        match = played(["random"] * 3, seed)
        for before, entry, event, said, lines in told(match):
            if not isinstance(event, CardDrawn):
                continue
            [line] = said
            card = str(components().card_text(event.card))
            owner, other = event.seat, (event.seat + 1) % 3
            assert line.owner == owner
            assert texts([line], owner) == [f"seat {owner + 1} draws {card}"]
            for viewer in (other, OBSERVER):
                assert texts([line], viewer) == [f"seat {owner + 1} draws a card"]
            assert texts([line], None) == texts([line], owner)   # after the game: all of it
            drawn += 1
    assert drawn >= 8


def test_a_card_recruited_on_side_b_is_its_owner_s_and_its_coin_is_public():
    """Rulebook, "RECRUITING A CARD": side A or B is left visible; a card recruited on
    side B shows only its B side to the others, who see it give its 1 coin."""
    match = played(["random", "random"], 1)
    seen = 0
    for before, entry, event, said, lines in told(match):
        if isinstance(event, CardRecruited) and event.side == "B":
            head = said[0]
            assert head.owner == event.seat
            assert texts([head], event.seat)[0].startswith(
                f"seat {event.seat + 1}: recruit card {event.card} ")
            assert texts([head], 1 - event.seat) == [
                f"seat {event.seat + 1}: recruit a card on side B (1 coin each activation)"]
            seen += 1
        if isinstance(event, CardActivated) and event.side == "B":
            assert texts(said, 1 - event.seat) == ["a card on side B: 1 coin"]
            assert texts(said, event.seat) == [f"card {event.card}: 1 coin"]
    assert seen


def test_hidden_victory_points_of_cards_and_of_ross_are_private():
    """Rulebook, "HIDDEN VICTORY POINTS": players keep their victory point tokens face
    down; a card's points (ROSS's too) are read by their owner only, the others read
    that points were scored. A card whose pattern is not in the square scores nothing:
    the square is public, so that is everyone's."""
    match = played(["random", "ross"], 2, variant="hidden-vp")
    ross_told = nothing = 0
    for before, entry, event, said, lines in told(match):
        if isinstance(event, RossScored) and event.vp:
            [line] = said
            assert line.owner == 1
            assert texts([line], 1) == [f"his visible cards score {event.vp} VP"]
            assert texts([line], 0) == ["his visible cards score their hidden victory points"]
            ross_told += 1
        if isinstance(event, CardActivated) and event.side == "A":
            [line] = said
            if event.vp:
                assert line.owner == event.seat and "VP" not in texts([line], 1)[0]
            else:
                assert line.owner is None and texts([line], 1) == [
                    f"card {event.card} scores nothing: its pattern is not in the square"]
                nothing += 1
    assert ross_told and nothing
    standard = played(["random", "ross"], 2)
    assert all(line.owner is None for _, _, event, said, _ in told(standard)
               if isinstance(event, RossScored) for line in said)


def test_no_line_tells_a_seat_what_the_others_hold():
    """What each seat (and an observer) reads of the log is the same whatever the hidden
    things are (other hands, side-B cards, hidden points: shared/engine/resample.py)."""
    for seats, options in ((["random"] * 3, {"variant": "hidden-vp"}),
                           (["random", "ross"], {"variant": "hidden-vp", "nobles": "true"}),
                           (["random"] * 4, {"nobles": "true"})):
        match = played(seats, 3, max_moves=50, **options)
        assert not match.finished
        for viewer in list(range(len(seats))) + [OBSERVER]:
            read, events = [], []
            for k in (1, 2):
                other = resampled(match, viewer, k)
                events.append([e.events for e in other.log])
                read.append([texts(RULES.narrate(other.before(i), e.seat, e.move, e.events),
                                   viewer) for i, e in enumerate(other.log)])
            assert read[0] == read[1]
            if viewer != 1 or seats[1] != "ross":
                assert events[0] != events[1]   # the check has something to find


# --- cards and tiles that change hands ------------------------------------------------

def test_a_noble_gives_every_other_player_a_coin_and_each_is_told():
    """Rulebook, THE NOBLES: "when recruiting the card, ALL other players receive 1 coin
    from the supply"."""
    gains = 0
    for seed in (1, 2):
        match = played(["random"] * 3, seed, nobles="true")
        for before, entry, event, said, lines in told(match):
            if isinstance(event, CoinsGained):
                assert event.seat != entry.seat
                assert texts(said) == [f"seat {event.seat + 1} gains 1 coin"]
                gains += 1
    assert gains >= 2


def test_a_card_pushed_off_the_board_goes_to_the_discard_pile_by_name():
    """Rulebook, "RECRUITING A CARD": "The cards that are expelled from the player's board
    are sent to the discard pile" (face up: everybody may read it)."""
    match = played(["random", "random"], 1)
    pushed = 0
    for before, entry, event, said, lines in told(match):
        if isinstance(event, CardRecruited) and event.pushed_out >= 0:
            card = str(components().card_text(event.pushed_out))
            assert texts(said[1:], OBSERVER) == [f"{card} is pushed out to the discard pile"]
            pushed += 1
    assert pushed >= 5


def test_the_market_card_taken_the_refill_and_the_tiles_drawn_are_named():
    """Rulebook, "3. DRAWING 1 CARD FROM THE MARKET AND TILES": the card taken goes into
    the hand, the market is refilled from the deck, the board from the stacks."""
    comp = components()
    match = played(["random", "ross"], 1)
    kinds = set()
    for before, entry, event, said, lines in told(match):
        if isinstance(event, MarketCardTaken):
            assert texts(said) == [f"seat {event.seat + 1}: take market card "
                                   f"{'ABCD'[event.position]} ({comp.card_text(event.card)})"]
        elif isinstance(event, MarketCardDrawn):
            assert texts(said) == [f"the market is refilled with {comp.card_text(event.card)}"]
        elif isinstance(event, TilesDrawn):
            [line] = texts(said)
            names = [comp.colour_name(c) for c in event.colours]
            assert line.startswith(f"seat {event.seat + 1} refills the board with ")
            assert re.findall(r"\w+(?= tile|,| and)", line.split(" with ")[1]) == names
        elif isinstance(event, TileBuilt):
            assert texts(said)[0] == (f"seat {event.seat + 1}: build a "
                                      f"{comp.colour_name(event.colour)} tile at row "
                                      f"{event.row + 1}, column {event.col + 1}")
        else:
            continue
        kinds.add(type(event))
    assert kinds == {MarketCardTaken, MarketCardDrawn, TilesDrawn, TileBuilt}


def test_rare_events_have_their_lines():
    """An empty deck is refilled from the discard pile (ruling, rossio-facts.md); empty
    tile stacks leave the board as it is."""
    before = played(["random", "random"], 1).before(0)
    assert texts(RULES.tell(before, 0, None, DeckReshuffled((3,)))) == [
        "the discard pile (1 card) is shuffled into a new deck"]
    assert texts(RULES.tell(before, 0, None, DeckReshuffled((3, 4, 5)))) == [
        "the discard pile (3 cards) is shuffled into a new deck"]
    assert texts(RULES.tell(before, 1, None, TilesDrawn(1, ()))) == [
        "seat 2 cannot refill the board: the stacks are empty"]
    assert texts(RULES.tell(before, 1, None, TilesDrawn(1, (0, 0, 1)))) == [
        f"seat 2 refills the board with {components().colour_name(0)}, "
        f"{components().colour_name(0)} and {components().colour_name(1)} tiles"]


def test_a_move_told_by_its_own_event_has_no_headline_of_its_own():
    """The recruit is said once: by the card recruited, first in the move's lines."""
    match = played(["random", "random"], 1)
    for i, entry in enumerate(match.log):
        if isinstance(entry.move, RecruitCard):
            before = match.before(i)
            assert RULES.headline(before, entry.seat, entry.move) == []
            lines = RULES.narrate(before, entry.seat, entry.move, entry.events)
            assert lines[0] == RULES.tell(before, entry.seat, entry.move, entry.events[0])[0]
            assert lines[0].seen_by(None).text == "{player}: {move}"
            break
    else:
        raise AssertionError("no recruit in the game")
